import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { t as translate } from '../i18n';

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export type TimeInput = number | string | Date;

/** Back ends answer seconds or milliseconds; a 10-digit timestamp is seconds (CONST-03). */
export function toDate(time: TimeInput): Date {
  if (time instanceof Date) return time;
  const numeric = typeof time === 'number' || /^\d+$/.test(time) ? Number(time) : null;
  if (numeric === null) return dayjs(time).toDate();
  return new Date(String(Math.trunc(numeric)).length === 10 ? numeric * 1000 : numeric);
}

/** The time in `format` (dayjs tokens), or null for an empty or invalid input. */
export function parseTime(time: TimeInput | null | undefined, format = DEFAULT_DATE_FORMAT): string | null {
  if (time === null || time === undefined || time === '') return null;
  const value = dayjs(toDate(time));
  return value.isValid() ? value.format(format) : null;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now" under 30 s, minutes under an hour, hours under a day, "1 day ago" under two days,
 * and the date itself after that (CONST-05).
 */
export function formatRelative(
  time: TimeInput,
  now: number = Date.now(),
  t: TFunction = translate,
  format = DEFAULT_DATE_FORMAT,
): string {
  const date = toDate(time);
  const seconds = (now - date.getTime()) / 1000;
  if (seconds < 30) return t('time.justNow');
  if (seconds < HOUR) return t('time.minutesAgo', { count: Math.ceil(seconds / MINUTE) });
  if (seconds < DAY) return t('time.hoursAgo', { count: Math.ceil(seconds / HOUR) });
  if (seconds < 2 * DAY) return t('time.dayAgo');
  return dayjs(date).format(format);
}
