import { isIP } from 'node:net';
import {
  isHotline,
  isPhone,
  SERVE_SLOTS_MAX,
  STORE_ATTRS_MAX,
  STORE_DEFAULTS,
  ServeSlot,
  type StoreForm,
  type StoreFormBody,
} from '@rcadmin/contract';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import type { MessageKey } from '../i18n/messages';
import { areasUnder, isAreaCode } from './goods-areas';
import type { DraftProblem } from './goods-rules';

/** A refused value of a store form: the form's field (dotted for nested: serveSlots.0.end) and why. */
export type StoreProblem = DraftProblem;

/** Store codes: letters, digits, '-' and '_' (they appear in URLs, exports and other systems). */
export const STORE_CODE = /^[A-Za-z0-9_-]{1,32}$/;
/** Codes of other systems (reference store, shipping warehouse, business type, transfer warehouse). */
const OTHER_CODE = /^[A-Za-z0-9_.-]{1,64}$/;
export const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const MONEY = /^-?[0-9]{1,10}(\.[0-9]{1,2})?$/;
const DECIMAL = (decimals: number) => new RegExp(`^-?[0-9]{1,4}(\\.[0-9]{1,${decimals}})?$`);
const AREA_DECIMAL = /^[0-9]{1,10}(\.[0-9]{1,2})?$/;
const DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** Durations in minutes (in, book and serve times) are at most a week. */
export const MAX_MINUTES = 7 * 24 * 60;
export const MAX_AUTO_IN_STOCK_DAYS = 365;
export const SERVE_INTERVAL_MIN = 5;
export const SERVE_INTERVAL_MAX = 240;

/** Minutes since midnight of an 'HH:mm' time. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whole-number fields: '' takes the default ('0' unless spec §9 gives one). */
const NUMBER_FIELDS = [
  'autoInStockDays',
  'inTime',
  'bookTime',
  'arriveBookTime',
  'serveSpan',
  'arriveServeSpan',
  'serveInterval',
] as const;

const SlotList = Type.Array(ServeSlot, { maxItems: SERVE_SLOTS_MAX });

/** serveSlots as posted: JSON text of a list of slots. */
function parseSlots(text: string): ServeSlot[] | undefined {
  if (text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Value.Check(SlotList, value)
      ? value.map(({ type, weekday, start, end }) => ({ type, weekday, start, end }))
      : undefined;
  } catch {
    return undefined;
  }
}

/** A list as posted: JSON text (what it parses to; undefined when it does not), or a comma list, trimmed. */
function postedList(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[')) return trimmed === '' ? [] : trimmed.split(',').map((item) => item.trim());
  try {
    return JSON.parse(trimmed);
  } catch {
    return undefined;
  }
}

/** attrList as posted: JSON text of a list of texts, or a comma list; trimmed, empty ones and repeats dropped. */
function parseAttrs(text: string): string[] | undefined {
  const items = postedList(text);
  // PostgreSQL text cannot hold NUL (a JSON text can escape one past the request's own check).
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string' && !item.includes('\u0000'))) {
    return undefined;
  }
  return [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
}

/**
 * The form a save means: `base` (the defaults of a new store, or the store as stored) with the posted
 * fields over it, the JSON fields parsed. Problems name the JSON fields that do not parse.
 */
export function mergeStoreForm(
  base: StoreForm,
  body: StoreFormBody,
): { form: StoreForm; problems: StoreProblem[] } {
  const problems: StoreProblem[] = [];
  const { serveSlots, attrList, version, ...fields } = body;
  const form: StoreForm = { ...base };
  for (const [key, value] of Object.entries(fields) as [keyof typeof fields, string | undefined][]) {
    if (value !== undefined) (form as Record<string, unknown>)[key] = value;
  }
  for (const field of NUMBER_FIELDS) {
    if (form[field] === '')
      form[field] = field in STORE_DEFAULTS ? STORE_DEFAULTS[field as keyof typeof STORE_DEFAULTS] : '0';
  }
  if (form.freight === '') form.freight = STORE_DEFAULTS.freight;
  if (form.freightThreshold === '') form.freightThreshold = STORE_DEFAULTS.freightThreshold;
  if (serveSlots !== undefined) {
    const slots = parseSlots(serveSlots);
    if (slots) form.serveSlots = slots;
    else problems.push({ field: 'serveSlots', key: 'deptSlotsFormat', params: { max: SERVE_SLOTS_MAX } });
  }
  if (attrList !== undefined) {
    const attrs = parseAttrs(attrList);
    if (attrs) form.attrList = attrs;
    else problems.push({ field: 'attrList', key: 'deptAttrsFormat' });
  }
  if (version !== undefined) form.version = Number(version);
  form.storeid = form.storeid.trim();
  form.storename = form.storename.trim();
  if (form.franchiseeType === '1') form.franchiseeId = '';
  return { form, problems };
}

const label = (key: MessageKey) => key;

/** Whether a 'YYYY-MM-DD' names a real day. */
function isDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether an address is an http(s) URL. */
function isLink(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The problems of the address: known GB/T 2260 codes, each inside the one above it. */
function areaProblems(form: StoreForm): StoreProblem[] {
  const problems: StoreProblem[] = [];
  const levels = [
    ['province', 'deptLabelProvince'],
    ['city', 'deptLabelCity'],
    ['district', 'deptLabelDistrict'],
  ] as const;
  let parent: string | undefined;
  let parentSet = true;
  for (const [field, key] of levels) {
    const code = form[field];
    if (code === '') {
      parentSet = false;
      continue;
    }
    if (!isAreaCode(code)) {
      problems.push({ field, key: 'deptAreaUnknown', params: { label: label(key), value: code } });
      return problems;
    }
    const under = parentSet ? areasUnder(parent) : [];
    if (!under.some((area) => area.code === code)) {
      problems.push({ field, key: 'deptAreaMismatch', params: { label: label(key), value: code } });
      return problems;
    }
    parent = code;
  }
  return problems;
}

/** Problems of the serve slots: 'HH:mm' times, start before end, no overlap within one weekday and type. */
export function slotProblems(slots: readonly ServeSlot[]): StoreProblem[] {
  const problems: StoreProblem[] = [];
  const valid: { index: number; slot: ServeSlot; from: number; to: number }[] = [];
  slots.forEach((slot, index) => {
    let ok = true;
    for (const part of ['start', 'end'] as const) {
      if (!TIME.test(slot[part])) {
        problems.push({
          field: `serveSlots.${index}.${part}`,
          key: 'deptTimeFormat',
          params: { label: label('deptLabelSlot') },
        });
        ok = false;
      }
    }
    if (!ok) return;
    const from = minutesOf(slot.start);
    const to = minutesOf(slot.end);
    if (from >= to) {
      problems.push({
        field: `serveSlots.${index}.end`,
        key: 'deptTimeOrder',
        params: { start: slot.start, end: slot.end },
      });
      return;
    }
    valid.push({ index, slot, from, to });
  });
  for (let i = 0; i < valid.length; i++) {
    for (let j = 0; j < i; j++) {
      const a = valid[i]!;
      const b = valid[j]!;
      if (
        a.slot.type === b.slot.type &&
        a.slot.weekday === b.slot.weekday &&
        a.from < b.to &&
        b.from < a.to
      ) {
        problems.push({
          field: `serveSlots.${a.index}.start`,
          key: 'deptSlotOverlap',
          params: { other: b.index + 1, start: b.slot.start, end: b.slot.end },
        });
        break;
      }
    }
  }
  return problems;
}

/**
 * The rules of a store form that need no database (DATA-22..27): required code and name, formats of
 * codes, phones, coordinates, addresses, times and money, ranges of durations, and the serve schedule.
 */
export function checkStoreForm(form: StoreForm): StoreProblem[] {
  const problems: StoreProblem[] = [];
  const push = (field: string, key: MessageKey, params?: StoreProblem['params']) =>
    problems.push(params ? { field, key, params } : { field, key });

  // identity and contact
  if (form.storeid === '') push('storeid', 'deptFieldRequired', { label: label('deptLabelCode') });
  else if (!STORE_CODE.test(form.storeid)) push('storeid', 'deptCodeFormat');
  if (form.storename === '') push('storename', 'deptFieldRequired', { label: label('deptLabelName') });
  if (form.leaderOnePhone !== '' && !isPhone(form.leaderOnePhone)) {
    push('leaderOnePhone', 'deptPhoneFormat', { label: label('deptLabelLeaderPhone') });
  }
  if (form.serviceHotline !== '' && !isHotline(form.serviceHotline)) {
    push('serviceHotline', 'deptPhoneFormat', { label: label('deptLabelHotline') });
  }
  if (form.operateArea !== '' && !AREA_DECIMAL.test(form.operateArea)) {
    push('operateArea', 'deptDecimalFormat', { label: label('deptLabelOperateArea') });
  }

  // address, location, links and codes
  problems.push(...areaProblems(form));
  if (form.openTimeNew !== '' && !isDate(form.openTimeNew)) push('openTimeNew', 'deptDateFormat');
  const coordinates = [
    ['longitude', 'deptLabelLongitude', 180],
    ['latitude', 'deptLabelLatitude', 90],
  ] as const;
  for (const [field, key, limit] of coordinates) {
    const value = form[field];
    if (value === '') continue;
    if (!DECIMAL(6).test(value) || Math.abs(Number(value)) > limit) {
      push(field, 'deptCoordinateRange', { label: label(key), min: -limit, max: limit });
    }
  }
  if ((form.longitude === '') !== (form.latitude === '')) {
    push(form.longitude === '' ? 'longitude' : 'latitude', 'deptCoordinatePair');
  }
  if (form.ipAddress !== '' && isIP(form.ipAddress) === 0) push('ipAddress', 'deptIpFormat');
  if (form.link !== '' && !isLink(form.link)) push('link', 'deptLinkFormat');
  const codes = [
    ['refStoreCode', 'deptLabelRefStoreCode'],
    ['shipWareCode', 'deptLabelShipWareCode'],
    ['bizTypeCode', 'deptLabelBizTypeCode'],
    ['transferWarehouseCode', 'deptLabelTransferWarehouseCode'],
  ] as const;
  for (const [field, key] of codes) {
    if (form[field] !== '' && !OTHER_CODE.test(form[field]))
      push(field, 'deptOtherCodeFormat', { label: label(key) });
  }

  // times, durations and money
  const times = [
    ['startTime', 'deptLabelStartTime'],
    ['endTime', 'deptLabelEndTime'],
    ['cutOffTime', 'deptLabelCutOffTime'],
    ['arriveCutOffTime', 'deptLabelArriveCutOffTime'],
  ] as const;
  for (const [field, key] of times) {
    if (form[field] !== '' && !TIME.test(form[field])) push(field, 'deptTimeFormat', { label: label(key) });
  }
  if ((form.startTime === '') !== (form.endTime === '')) {
    push(form.startTime === '' ? 'startTime' : 'endTime', 'deptTimePair');
  } else if (
    TIME.test(form.startTime) &&
    TIME.test(form.endTime) &&
    minutesOf(form.startTime) >= minutesOf(form.endTime)
  ) {
    push('endTime', 'deptTimeOrder', { start: form.startTime, end: form.endTime });
  }
  const ranges = [
    ['autoInStockDays', 'deptLabelAutoInStockDays', 0, MAX_AUTO_IN_STOCK_DAYS],
    ['inTime', 'deptLabelInTime', 0, MAX_MINUTES],
    ['bookTime', 'deptLabelBookTime', 0, MAX_MINUTES],
    ['arriveBookTime', 'deptLabelArriveBookTime', 0, MAX_MINUTES],
    ['serveSpan', 'deptLabelServeSpan', 0, MAX_MINUTES],
    ['arriveServeSpan', 'deptLabelArriveServeSpan', 0, MAX_MINUTES],
    ['serveInterval', 'deptLabelServeInterval', SERVE_INTERVAL_MIN, SERVE_INTERVAL_MAX],
  ] as const;
  for (const [field, key, min, max] of ranges) {
    const value = form[field];
    if (!/^[0-9]{1,6}$/.test(value) || Number(value) < min || Number(value) > max) {
      push(field, 'deptRange', { label: label(key), min, max });
    }
  }
  for (const [field, key] of [
    ['freight', 'deptLabelFreight'],
    ['freightThreshold', 'deptLabelFreightThreshold'],
  ] as const) {
    const value = form[field];
    if (!MONEY.test(value)) push(field, 'deptMoneyFormat', { label: label(key) });
    else if (value.startsWith('-') && Number(value) !== 0)
      push(field, 'deptMoneyNegative', { label: label(key) });
  }

  // serve schedule and classification
  problems.push(...slotProblems(form.serveSlots));
  if (form.serveTimeMode === '3' && form.serveSlots.length === 0) push('serveSlots', 'deptSlotsRequired');
  if (form.attrList.length > STORE_ATTRS_MAX || form.attrList.some((attr) => attr.length > 50)) {
    push('attrList', 'deptAttrsFormat');
  }
  return problems;
}

/**
 * The next free store code: 'S' and a number one above the highest 'S<digits>' code in use, padded
 * to the widest such code (at least 3 digits). Codes of other shapes do not count.
 */
export function nextStoreCode(codes: readonly string[]): string {
  let highest = 0;
  let width = 3;
  for (const code of codes) {
    const match = /^S([0-9]{1,12})$/.exec(code);
    if (!match) continue;
    highest = Math.max(highest, Number(match[1]));
    width = Math.max(width, match[1]!.length);
  }
  const next = String(highest + 1);
  return `S${next.padStart(width, '0')}`;
}

/** The names of an address's areas, joined by a space ('广东省 深圳市 南山区'); unknown codes left out. */
export function areaNameOf(province: string, city: string, district: string): string {
  const names: string[] = [];
  let parent: string | undefined;
  for (const code of [province, city, district]) {
    if (code === '') break;
    const area = areasUnder(parent).find((entry) => entry.code === code);
    if (!area) break;
    names.push(area.name);
    parent = code;
  }
  return names.join(' ');
}

/** A list of codes as posted: a comma list or JSON text of a list; undefined when neither. */
export function codeList(text: string): string[] | undefined {
  const items = postedList(text);
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) return undefined;
  return [...new Set(items.filter((item) => item !== ''))];
}
