import { describe, expect, it } from 'vitest';
import { shownTime } from './time';

describe('shownTime', () => {
  it('shows a server time on the tenant’s clock, whatever the browser’s own zone', () => {
    const at = '2026-11-28T20:05:09.000Z';
    expect(shownTime({ timeZone: () => 'Asia/Shanghai' }, at)).toBe('2026-11-29 04:05:09');
    expect(shownTime({ timeZone: () => 'Europe/Madrid' }, at)).toBe('2026-11-28 21:05:09');
    expect(shownTime({ timeZone: () => 'Asia/Shanghai' }, '')).toBe('');
  });
});
