import { expect, test } from 'vitest';
import * as C from './constants';

test('[CONST-01] shared limits', () => {
  expect([C.HTTP_TIMEOUT_MS, C.TOAST_DURATION_MS]).toEqual([10000, 5000]);
  expect([C.PASSWORD_MIN_LENGTH, C.PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  expect([C.SMS_CODE_LENGTH, C.SMS_COUNTDOWN_SECONDS]).toEqual([6, 60]);
  expect([C.PASSWORD_EXPIRY_WARNING_DAYS, C.COOKIE_WATCH_INTERVAL_MS]).toEqual([7, 1000]);
});

test('[CONST-02] UI limits', () => {
  expect(C.MOBILE_BREAKPOINT_PX).toBe(992);
  expect(C.SIDEBAR_WIDTH_PX).toBe(120);
  expect([C.MENU_HOVER_DELAY_MS, C.MENU_POPUP_WIDTH_PX]).toEqual([300, 296]);
  expect(C.SETTINGS_BUTTON_OFFSET_PX).toBe(250);
  expect(C.DEFAULT_TAB).toBe('overview');
  expect(C.VERSION_REPLY).toBe(1);
  expect(C.MAP_PLUGIN_VERSION).toBe('1.4.15');
});
