import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { antdLocaleOf } from '../i18n';
import type { createAppRouter } from '../router/create-router';
import { appState } from '../stores/app';
import { session } from '../stores/session';
import { settings, themeColorFor } from '../stores/settings';
import { onHolderNeeded, takeWaiting, type Toast } from '../utils/feedback';

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
  const { token } = antdTheme.useToken();
  if (toasts.length === 0) return null;
  return (
    <div
      style={{
        position: 'fixed',
        top: 8,
        insetInline: 0,
        zIndex: token.zIndexPopupBase + 10,
        display: 'grid',
        justifyItems: 'center',
        gap: 8,
        pointerEvents: 'none',
      }}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
          style={{
            padding: '9px 12px',
            borderRadius: token.borderRadiusLG,
            background: token.colorBgElevated,
            boxShadow: token.boxShadow,
            color: token.colorText,
          }}
        >
          {toast.text}
        </div>
      ))}
    </div>
  );
}

export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const { language, size } = useSnapshot(appState);
  const { themeColor } = useSnapshot(settings);
  const { platformNum } = useSnapshot(session);
  // A new colour is a new token set: antd recomputes its styles in place, no reload (SHELL-15).
  const theme = useMemo(
    () => ({ token: { colorPrimary: themeColorFor({ themeColor }, platformNum) } }),
    [themeColor, platformNum],
  );
  return (
    // SHELL-14: the size preference is antd's componentSize.
    <ConfigProvider locale={antdLocaleOf(language)} componentSize={size} theme={theme}>
      <Feedback />
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
