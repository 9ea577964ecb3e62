import { Suspense, use, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { ConfigProvider } from 'antd';
import { useSnapshot } from 'valtio';
import { antdLocale } from './antd-locale';
import { appState } from '../stores/app';
import { session } from '../stores/session';
import { settings, themeColorFor } from '../stores/settings';
import { readableTokens } from '../utils/readable-tokens.mjs';

/** Resolves once antd's texts in the language on show are here: a scope then renders at once. */
export const antdScopeReady = (): Promise<unknown> => antdLocale(appState.language);
void antdScopeReady().catch(() => undefined);

/**
 * A busy button's spinner, shown and removed at once. antd's own one grows in and shrinks out,
 * and is only removed when that shrinking reports its end; a short call (a save answered in 30
 * ms) can end the growing and the shrinking in one frame, the end never comes, and the button
 * keeps an invisible spinner whose label makes it read "loading Save" to a screen reader (and
 * to getByRole) for good.
 */
const BUTTON = { loadingIcon: <LoadingOutlined /> } as const;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const reducedMotion = typeof window === 'undefined' ? null : window.matchMedia(REDUCED_MOTION);
const onMotionPreference = (change: () => void) => {
  reducedMotion?.addEventListener('change', change);
  return () => reducedMotion?.removeEventListener('change', change);
};
/**
 * Whether the user's system asks for less motion (WCAG 2.3.3): antd's dialogs, drawers and pop-ups
 * then open and close at once instead of zooming and sliding, and a click lands on a button where
 * it is drawn, not on one still growing into place. Followed live.
 */
export const usePrefersReducedMotion = (): boolean =>
  useSyncExternalStore(onMotionPreference, () => reducedMotion?.matches ?? false);

/**
 * antd's theme, size and texts for the antd components under it. The sign-in page and the frame
 * are plain elements on antd's CSS variables (theme/antd-tokens.css) and load no antd code; every
 * lazy part that shows antd components (pages, pop-ups, dialogs, toasts) sits under one of these.
 * All of them share one token set and one CSS-variable class, so a second scope costs no styles.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { language, size } = useSnapshot(appState);
  const { themeColor } = useSnapshot(settings);
  const { platformNum } = useSnapshot(session);
  const locale = use(antdLocale(language));
  const colorPrimary = themeColorFor({ themeColor }, platformNum);
  const motion = !usePrefersReducedMotion();
  // A new colour is a new token set: antd recomputes its styles in place, no reload (SHELL-15).
  // The theme colour's readable shades (WCAG AA text contrast): utils/readable-tokens.mjs.
  const theme = useMemo(() => {
    const token = readableTokens(colorPrimary);
    return {
      token: { ...token, motion },
      // A selected row keeps its tint under the pointer: text in every colour is readable on it.
      components: { Table: { rowSelectedHoverBg: token.colorPrimaryBg } },
      cssVar: { key: 'rc-antd' },
    };
  }, [colorPrimary, motion]);
  return (
    // SHELL-14: the size preference is antd's componentSize.
    <ConfigProvider locale={locale} componentSize={size} theme={theme} button={BUTTON}>
      {children}
    </ConfigProvider>
  );
}

/**
 * A component under its own AntdScope: for the default export of a lazily loaded module. Until
 * antd's texts are here (a moment, the first time), it shows nothing rather than English ones.
 */
export function withAntdScope<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Scoped(props: P) {
    return (
      <Suspense fallback={null}>
        <AntdScope>
          <Component {...props} />
        </AntdScope>
      </Suspense>
    );
  }
  Scoped.displayName = `AntdScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}
