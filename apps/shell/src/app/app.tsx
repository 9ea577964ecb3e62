import { useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { RouterProvider } from 'react-router/dom';
import { useSnapshot } from 'valtio';
import type { createAppRouter } from './create-router';
import { appState } from '../stores/app';
import { session } from '../stores/session';
import { settings, themeColorFor } from '../stores/settings';
import { applyThemeToRoot } from '../theme/theme-root';
import { onHolderNeeded, takeWaiting, type Toast } from '../utils/feedback';
import './plain-toasts.css';

/**
 * Mounts the toasts' holder when the first toast is asked for (or was, before the app). When its
 * code cannot be fetched (the server is away, the moment a network toast matters most), the
 * waiting toasts show in a plain form, and the next toast tries the holder again.
 */
let plainIds = 0;

function Feedback() {
  const [needed, setNeeded] = useState(false);
  const [Host, setHost] = useState<ComponentType | null>(null);
  const [plain, setPlain] = useState<(Toast & { id: number })[]>([]);
  useEffect(() => {
    onHolderNeeded(() => setNeeded(true));
    return () => onHolderNeeded(null);
  }, []);
  useEffect(() => {
    if (!needed || Host) return;
    import('./feedback-host').then(
      (module) => setHost(() => module.default),
      () => {
        setNeeded(false);
        const shown = takeWaiting().map((toast) => ({ ...toast, id: (plainIds += 1) }));
        setPlain((current) => [...current, ...shown]);
        for (const toast of shown)
          setTimeout(() => setPlain((current) => current.filter((t) => t.id !== toast.id)), toast.durationMs);
      },
    );
  }, [needed, Host]);
  return (
    <>
      {Host && <Host />}
      <PlainToasts toasts={plain} />
    </>
  );
}

function PlainToasts({ toasts }: { toasts: readonly (Toast & { id: number })[] }) {
  if (toasts.length === 0) return null;
  return (
    <div className="rc-plain-toasts">
      {toasts.map((toast) => (
        <div key={toast.id} role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}>
          {toast.text}
        </div>
      ))}
    </div>
  );
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { size } = useSnapshot(appState);
  const { themeColor } = useSnapshot(settings);
  const { platformNum } = useSnapshot(session);
  const colour = themeColorFor({ themeColor }, platformNum);
  // The plain elements' look (SHELL-14, SHELL-15); antd's own components get theirs from their
  // scope (components/antd-scope), in the lazy chunks that show them.
  useLayoutEffect(() => applyThemeToRoot(colour, size), [colour, size]);
  return (
    <>
      <Feedback />
      <RouterProvider router={router} />
    </>
  );
}
