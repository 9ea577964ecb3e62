import { proxy } from 'valtio';
import i18n, { applyLanguage, detectLanguage, type Language } from '../i18n';
import { getCookie, setCookie } from '../utils/cookies';
import { StoredKey, UiStateKey } from '../utils/stored-keys';

/** antd's component sizes; the spec's default is medium. */
export type Size = 'small' | 'medium' | 'large';
const SIZES: readonly Size[] = ['small', 'medium', 'large'];

export interface AppState {
  sidebar: { opened: boolean };
  device: 'desktop' | 'mobile';
  language: Language;
  size: Size;
}

const storedSize = getCookie(StoredKey.size);

/** UI preferences (DATA-09): sidebar state in a cookie as 1 or 0, language and size in theirs. */
export const appState = proxy<AppState>({
  sidebar: { opened: getCookie(UiStateKey.sidebarStatus) !== '0' },
  device: 'desktop',
  language: detectLanguage(i18n.language, []),
  size: SIZES.includes(storedSize as Size) ? (storedSize as Size) : 'medium',
});

/**
 * I18N-03: the choice goes to the language cookie and every text re-renders in it, as soon as
 * the language's texts are loaded (each language is its own chunk).
 */
export async function setLanguage(language: Language): Promise<void> {
  setCookie(StoredKey.language, language);
  await applyLanguage(language);
  appState.language = language;
}

/** SHELL-14: antd's componentSize, kept in the size cookie (DATA-09). */
export function setSize(size: Size): void {
  if (!SIZES.includes(size)) return;
  setCookie(StoredKey.size, size);
  appState.size = size;
}

export function setSidebarOpened(opened: boolean): void {
  setCookie(UiStateKey.sidebarStatus, opened ? '1' : '0');
  appState.sidebar.opened = opened;
}

export function setDevice(device: AppState['device']): void {
  appState.device = device;
}
