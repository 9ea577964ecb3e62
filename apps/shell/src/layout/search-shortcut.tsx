import './search-shortcut.css';

/** The function search's shortcut, Ctrl+K (Cmd+K on a Mac), and its hint in the box. */
const isMac = typeof navigator !== 'undefined' && /mac/i.test(navigator.platform);
export const SHORTCUT_HINT = isMac ? '⌘K' : 'Ctrl K';

export const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

/** The shortcut as a key cap inside the box. */
export function ShortcutHint() {
  return <kbd className="rc-shortcut-hint">{SHORTCUT_HINT}</kbd>;
}
