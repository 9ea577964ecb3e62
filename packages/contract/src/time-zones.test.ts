import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TIME_ZONE,
  TIME_ZONES,
  excelSerial,
  isKnownTimeZone,
  resolveTimeZone,
  zoneOffsetText,
  zonedTimeText,
} from './time-zones';
import { checkSysParam, sysParamSpec } from './sys-params-entities';

describe('time zones', () => {
  it('shows an instant as the clock of the zone reads it, across a date line and a summer time', () => {
    const instant = new Date('2026-11-28T20:05:09Z');
    expect(zonedTimeText(instant, 'Asia/Shanghai')).toBe('2026-11-29 04:05:09');
    expect(zonedTimeText('2026-11-28T20:05:09.000Z', 'UTC')).toBe('2026-11-28 20:05:09');
    expect(zonedTimeText(instant, 'America/Mexico_City')).toBe('2026-11-28 14:05:09');
    // Madrid: +01:00 in winter, +02:00 in summer.
    expect(zoneOffsetText(instant, 'Europe/Madrid')).toBe('+01:00');
    expect(zoneOffsetText(new Date('2026-07-01T12:00:00Z'), 'Europe/Madrid')).toBe('+02:00');
    expect(zoneOffsetText(instant, 'Asia/Kolkata')).toBe('+05:30');
    expect(zoneOffsetText(instant, 'America/Bogota')).toBe('-05:00');
    // Midnight is 00, never 24.
    expect(zonedTimeText(new Date('2026-11-28T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-11-29 00:00:00');
    expect(zonedTimeText('', 'UTC')).toBe('');
    expect(zonedTimeText('not a time', 'UTC')).toBe('');
  });

  it('gives a spreadsheet the serial of the wall-clock time', () => {
    // 2026-11-29 04:05:09 in Shanghai: day 46355 of the 1900 system, plus the time of day.
    const serial = excelSerial(new Date('2026-11-28T20:05:09Z'), 'Asia/Shanghai');
    expect(Math.floor(serial)).toBe(46355);
    expect(Math.round((serial % 1) * 86_400)).toBe(4 * 3600 + 5 * 60 + 9);
  });

  it('resolves the parameter: a listed zone, the browser zone for "browser", the default otherwise', () => {
    expect(resolveTimeZone(undefined, 'Europe/Madrid')).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone('Europe/Madrid', 'Asia/Tokyo')).toBe('Europe/Madrid');
    expect(resolveTimeZone('browser', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(resolveTimeZone('browser', 'Mars/Olympus')).toBe(DEFAULT_TIME_ZONE);
    expect(resolveTimeZone('browser', undefined)).toBe(DEFAULT_TIME_ZONE);
    expect(isKnownTimeZone('x'.repeat(65))).toBe(false);
    for (const zone of TIME_ZONES) expect(isKnownTimeZone(zone)).toBe(true);
  });

  it('takes the parameter from its list only, Asia/Shanghai by default', () => {
    const spec = sysParamSpec('timeZone')!;
    expect(spec.default).toBe('Asia/Shanghai');
    expect(checkSysParam(spec, 'browser')).toEqual({ value: 'browser' });
    expect(checkSysParam(spec, 'Europe/Madrid')).toEqual({ value: 'Europe/Madrid' });
    expect(checkSysParam(spec, 'Mars/Olympus')).toMatchObject({ problem: { kind: 'notChoice' } });
  });
});
