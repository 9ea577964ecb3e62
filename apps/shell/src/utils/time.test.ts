import { describe, expect, test } from 'vitest';
import i18n from '../i18n';
import { DEFAULT_DATE_FORMAT, formatRelative, parseTime, toDate } from './time';

const t = i18n.getFixedT('en');
const NOW = new Date(2026, 0, 10, 12, 0, 0).getTime();

describe('time helpers', () => {
  test('[CONST-03] 10-digit timestamps are seconds, longer ones milliseconds', () => {
    expect(toDate(1_767_225_600).getTime()).toBe(1_767_225_600_000);
    expect(toDate('1767225600').getTime()).toBe(1_767_225_600_000);
    expect(toDate(1_767_225_600_123).getTime()).toBe(1_767_225_600_123);
  });

  test('[CONST-04] the default format is YYYY-MM-DD HH:mm:ss', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm:ss');
    expect(parseTime(new Date(2026, 2, 5, 8, 7, 6))).toBe('2026-03-05 08:07:06');
    expect(parseTime(new Date(2026, 2, 5), 'YYYY/MM/DD')).toBe('2026/03/05');
    expect(parseTime('')).toBeNull();
    expect(parseTime('not a date')).toBeNull();
  });

  test('[CONST-05] relative time: just now, minutes, hours, one day, then the date', () => {
    const ago = (seconds: number) => formatRelative(NOW - seconds * 1000, NOW, t);
    expect(ago(10)).toBe('just now');
    expect(ago(29)).toBe('just now');
    expect(ago(30)).toBe('1 minute ago');
    expect(ago(150)).toBe('3 minutes ago');
    expect(ago(3599)).toBe('60 minutes ago');
    expect(ago(3600)).toBe('1 hour ago');
    expect(ago(5 * 3600 + 1)).toBe('6 hours ago');
    expect(ago(30 * 3600)).toBe('1 day ago');
    expect(ago(3 * 86400)).toBe('2026-01-07 12:00:00');
  });

  test('[CONST-05] relative time speaks every language', () => {
    expect(formatRelative(NOW - 120_000, NOW, i18n.getFixedT('zh'))).toBe('2 分钟前');
    expect(formatRelative(NOW - 7200_000, NOW, i18n.getFixedT('es'))).toBe('hace 2 horas');
  });
});
