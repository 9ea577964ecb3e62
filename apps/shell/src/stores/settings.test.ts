import { beforeEach, describe, expect, test } from 'vitest';
import {
  DEFAULT_THEME_COLOR,
  PLATFORM_BRANDS,
  readStoredSettings,
  setSetting,
  setThemeColor,
  SETTINGS_STORAGE_KEY,
  settings,
  THEME_PRESETS,
  themeColorFor,
} from './settings';

beforeEach(() => {
  localStorage.clear();
  Object.assign(settings, readStoredSettings(null));
});

describe('settings store', () => {
  test('[SHELL-15] the default colour is #1890ff, the picker offers 8 distinct presets', () => {
    expect(DEFAULT_THEME_COLOR).toBe('#1890ff');
    expect(new Set(THEME_PRESETS).size).toBe(8);
    expect(THEME_PRESETS[0]).toBe(DEFAULT_THEME_COLOR);
    expect(themeColorFor(settings, '100001')).toBe('#1890ff');
  });

  test('[SHELL-15] some platform numbers get their own colour and logo, a user pick wins over it', () => {
    expect(themeColorFor({ themeColor: null }, '6')).toBe(PLATFORM_BRANDS['6']!.themeColor);
    expect(PLATFORM_BRANDS['153053']!.logoText).not.toBe('');
    expect(themeColorFor({ themeColor: '#eb2f96' }, '6')).toBe('#eb2f96');
  });

  test('[SHELL-14] [DATA-08] choices (theme colour, showSettings, tagsView, fixedHeader, sidebarLogo) persist in local storage and come back; malformed values fall back', () => {
    setThemeColor('#13c2c2');
    setSetting('fixedHeader', true);
    setSetting('tagsView', false);
    setThemeColor('red; background: url(x)');
    const stored = readStoredSettings(localStorage.getItem(SETTINGS_STORAGE_KEY));
    expect(stored).toEqual({
      themeColor: '#13c2c2',
      showSettings: true,
      tagsView: false,
      fixedHeader: true,
      sidebarLogo: false,
    });
    expect(readStoredSettings('{"tagsView":"yes","themeColor":"blue"}')).toMatchObject({
      tagsView: true,
      themeColor: null,
    });
    expect(readStoredSettings('not json').showSettings).toBe(true);
  });
});
