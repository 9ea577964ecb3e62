import { afterEach, expect, test } from 'vitest';
import i18n from '../i18n';
import { clearAllCookies, getCookie } from '../utils/cookies';
import { StoredKey, UiStateKey } from '../utils/stored-keys';
import { appState, setLanguage, setSidebarOpened } from './app';

afterEach(() => clearAllCookies());

test('[DATA-09] app state holds sidebar, device (desktop), language and size (medium)', () => {
  expect(appState).toMatchObject({ sidebar: { opened: true }, device: 'desktop', size: 'medium' });
  expect(['zh', 'en', 'es']).toContain(appState.language);
});

test('[I18N-03] changing the language stores the cookie and switches the text', async () => {
  await setLanguage('es');
  expect(getCookie(StoredKey.language)).toBe('es');
  expect(appState.language).toBe('es');
  expect(i18n.t('buttons.logout')).toBe('Cerrar sesión');
  await setLanguage('zh');
  expect(i18n.t('notifications.network')).toBe('网络开小差，请稍后重试');
});

test('[SHELL-10] the sidebar state is persisted in a cookie as 1 or 0', () => {
  setSidebarOpened(false);
  expect(getCookie(UiStateKey.sidebarStatus)).toBe('0');
  expect(appState.sidebar.opened).toBe(false);
  setSidebarOpened(true);
  expect(getCookie(UiStateKey.sidebarStatus)).toBe('1');
});
