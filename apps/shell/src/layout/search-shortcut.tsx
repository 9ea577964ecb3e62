import { theme } from 'antd';

/** The function search's shortcut, Ctrl+K (Cmd+K on a Mac), and its hint in the box. */
const isMac = typeof navigator !== 'undefined' && /mac/i.test(navigator.platform);
export const SHORTCUT_HINT = isMac ? '⌘K' : 'Ctrl K';

export const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

/** The shortcut as a key cap inside the box. */
export function ShortcutHint() {
  const { token } = theme.useToken();
  return (
    <kbd
      style={{
        fontFamily: token.fontFamilyCode,
        fontSize: token.fontSizeSM,
        color: token.colorTextSecondary,
        border: `1px solid ${token.colorBorder}`,
        borderBottomWidth: 2,
        borderRadius: token.borderRadiusSM,
        padding: '0 4px',
      }}
    >
      {SHORTCUT_HINT}
    </kbd>
  );
}
