/**
 * The time zone a tenant's times are shown and exported in: the system parameter `timeZone`, an
 * IANA zone of the list, or `browser` (each user's own clock). The wire carries instants (ISO 8601
 * in UTC); lists, details and exports turn them into the wall-clock time of this zone, by the
 * platform's Intl time zone data, so the server's export and the page's list agree.
 */

/** What the parameter is when the tenant has not set it. */
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** The parameter's value that shows each user the time of their own browser. */
export const BROWSER_TIME_ZONE = 'browser';

/** The zones the parameter offers: where the product's zh, en and es users run their stores. */
export const TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Hong_Kong',
  'Asia/Taipei',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/London',
  'Europe/Madrid',
  'Europe/Paris',
  'Europe/Berlin',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Mexico_City',
  'America/Bogota',
  'America/Lima',
  'America/Santiago',
  'America/Argentina/Buenos_Aires',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'UTC',
] as const;

/** The header a browser names its own zone in, for a tenant whose parameter is `browser`. */
export const TIME_ZONE_HEADER = 'x-time-zone';
/** The cookie that names it to a download the browser fetches itself (no header goes with a link). */
export const TIME_ZONE_COOKIE = 'rcTimeZone';

/** Is `zone` a zone this platform knows (an IANA name Intl accepts)? */
export function isKnownTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone to show times in: the parameter's zone, or for `browser` the browser's own zone (when
 * it is a known one), and the default otherwise.
 */
export function resolveTimeZone(parameter: string | undefined, browserZone: string | undefined): string {
  if (parameter === BROWSER_TIME_ZONE) return isKnownTimeZone(browserZone) ? browserZone : DEFAULT_TIME_ZONE;
  return isKnownTimeZone(parameter) ? parameter : DEFAULT_TIME_ZONE;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock fields of an instant in a zone. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What a clock in `zone` shows at `instant`. */
export function wallClock(instant: Date, zone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant))
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant (a Date, or ISO 8601 text) as 'YYYY-MM-DD HH:mm:ss' in `zone`; '' for no time. */
export function zonedTimeText(instant: Date | string | null | undefined, zone: string): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return '';
  const c = wallClock(date, zone);
  return `${c.year}-${two(c.month)}-${two(c.day)} ${two(c.hour)}:${two(c.minute)}:${two(c.second)}`;
}

/** The zone's offset from UTC at `instant`, as '+08:00'. */
export function zoneOffsetText(instant: Date, zone: string): string {
  const c = wallClock(instant, zone);
  const local = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  const minutes = Math.round((local - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

const DAY_MS = 86_400_000;
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/**
 * An instant as a spreadsheet date serial (days since 1899-12-30, the 1900 date system) of its
 * wall-clock time in `zone`: the cell a spreadsheet shows, sorts and filters as a date and time.
 */
export function excelSerial(instant: Date, zone: string): number {
  const c = wallClock(instant, zone);
  const local = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return (local - EXCEL_EPOCH) / DAY_MS;
}
