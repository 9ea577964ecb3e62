import type { BodyOf, ServeSlot, StoreForm } from '@rcadmin/contract';
import { storeFormDefaults } from '@rcadmin/contract/wire';

/**
 * The store form's model (spec §3 Store/department, §9 store defaults): the fields by section, a new
 * store's values, the antd form's values and back, and the client-side rules that mirror the
 * server's (DATA-26 serve schedule, coordinates, money, times). Plain functions, no React.
 */

/** What the antd form holds: the store form with its address as one cascader value. */
export type StoreFormValues = Omit<StoreForm, 'province' | 'city' | 'district'> & { area: string[] };

export type SlotType = ServeSlot['type'];
export const SLOT_TYPES: readonly SlotType[] = ['delivery', 'arrive'];
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export const FLAG_FIELDS = [
  'isDelivery',
  'isFetch',
  'isPermitPayInStore',
  'isNearbyStore',
  'isAllowStock',
  'allowAbout2dateSale',
  'autoInStock',
  'supportTodayPick',
  'isPickedup',
  'isOpenInTime',
] as const;

export const TIME_FIELDS = ['startTime', 'endTime', 'cutOffTime', 'arriveCutOffTime'] as const;
/** Whole numbers with their range (durations in minutes, autoInStockDays in days). */
export const NUMBER_RANGES = {
  autoInStockDays: [0, 365],
  inTime: [0, 10_080],
  bookTime: [0, 10_080],
  arriveBookTime: [0, 10_080],
  serveSpan: [0, 10_080],
  arriveServeSpan: [0, 10_080],
  serveInterval: [5, 240],
} as const;
export type NumberField = keyof typeof NUMBER_RANGES;

/** The codes of a store's nature (storeNature, spec §9 default 1), each named in the locales (org.stores.natures). */
export const STORE_NATURES = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The form's sections, in order, with their fields (the form's names). */
export const SECTIONS = {
  identity: [
    'type',
    'storeid',
    'storename',
    'accountNo',
    'accountName',
    'storedesc',
    'leaderOneNo',
    'leaderOneName',
    'leaderOnePhone',
    'operateArea',
    'empNum',
    'serviceHotline',
  ],
  address: ['area', 'address', 'openTimeNew', 'longitude', 'latitude', 'ipAddress'],
  links: ['link', 'refStoreCode', 'shipWareCode', 'bizTypeCode', 'transferWarehouseCode'],
  flags: [...FLAG_FIELDS],
  times: [
    'startTime',
    'endTime',
    'autoInStockDays',
    'inTime',
    'bookTime',
    'cutOffTime',
    'arriveCutOffTime',
    'arriveBookTime',
    'serveSpan',
    'arriveServeSpan',
  ],
  money: ['freight', 'freightThreshold'],
  schedule: ['serveTimeMode', 'serveInterval', 'serveSlots'],
  classification: [
    'attrList',
    'deliveryCycle',
    'franchiseeType',
    'franchiseeId',
    'status',
    'bussinessType',
    'crossService',
    'crossCustoms',
    'storeNature',
    'storeNotes',
  ],
} as const satisfies Record<string, readonly string[]>;
export type SectionKey = keyof typeof SECTIONS;
export const SECTION_KEYS = Object.keys(SECTIONS) as SectionKey[];

/** A new store's form (spec §9 store defaults, DATA-28) with the code generateStoreId.do proposed. */
export function newStore(storeid = ''): StoreForm {
  return { ...storeFormDefaults(), storeid };
}

/** The antd form's values of a store. */
export function toFormValues(store: StoreForm): StoreFormValues {
  const { province, city, district, ...rest } = store;
  const area = [province, city, district].filter((code, index, all) =>
    all.slice(0, index + 1).every((item) => item !== ''),
  );
  return {
    ...rest,
    serveSlots: store.serveSlots.map((slot) => ({ ...slot })),
    area: area.length ? area : [],
  };
}

/** The store a save sends: the form's values over the store read (its id and version stay). */
export function fromFormValues(values: Partial<StoreFormValues>, base: StoreForm): StoreForm {
  const { area, ...rest } = values;
  const merged: StoreForm = { ...base, ...rest, id: base.id, version: base.version };
  if (area !== undefined) {
    merged.province = area[0] ?? '';
    merged.city = area[1] ?? '';
    merged.district = area[2] ?? '';
  }
  for (const [key, value] of Object.entries(merged)) {
    if (typeof value === 'string') (merged as Record<string, unknown>)[key] = value.trim();
    if (value === null || value === undefined) (merged as Record<string, unknown>)[key] = '';
  }
  if (merged.franchiseeType === '1') merged.franchiseeId = '';
  merged.attrList = [...new Set((merged.attrList ?? []).map((attr) => attr.trim()).filter(Boolean))];
  return merged;
}

// ---- rules (mirroring the server's store rules) ------------------------------------------------------

export const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const MONEY = /^[0-9]{1,10}(\.[0-9]{1,2})?$/;
export const STORE_CODE = /^[A-Za-z0-9_-]{1,32}$/;
const COORDINATE = /^-?[0-9]{1,4}(\.[0-9]{1,6})?$/;

/** Minutes since midnight of an 'HH:mm' time. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Why a coordinate is refused: '' when fine (or empty), 'range' when it is not a decimal of at most
 * 6 places within −180..180 (longitude) or −90..90 (latitude).
 */
export function coordinateProblem(value: string, axis: 'longitude' | 'latitude'): '' | 'range' {
  const text = value.trim();
  if (text === '') return '';
  const limit = axis === 'longitude' ? 180 : 90;
  return COORDINATE.test(text) && Math.abs(Number(text)) <= limit ? '' : 'range';
}

/** A refused slot: its index in serveSlots, the part ('start' or 'end') and why. */
export interface SlotProblem {
  index: number;
  part: 'start' | 'end';
  kind: 'format' | 'order' | 'overlap';
  /** For an overlap: the other slot (1-based, as the server says it) and its times. */
  other?: { number: number; start: string; end: string };
}

/**
 * DATA-26: the problems of the serve slots, as the server finds them: both times 'HH:mm', start
 * before end (else on the end), and no overlap with an earlier slot of the same weekday and type
 * (on the later slot's start). Slots that touch (10:00-12:00, 12:00-14:00) do not overlap.
 */
export function slotProblems(slots: readonly ServeSlot[]): SlotProblem[] {
  const problems: SlotProblem[] = [];
  const valid: { index: number; slot: ServeSlot; from: number; to: number }[] = [];
  slots.forEach((slot, index) => {
    let ok = true;
    for (const part of ['start', 'end'] as const) {
      if (!TIME.test(slot[part] ?? '')) {
        problems.push({ index, part, kind: 'format' });
        ok = false;
      }
    }
    if (!ok) return;
    const from = minutesOf(slot.start);
    const to = minutesOf(slot.end);
    if (from >= to) {
      problems.push({ index, part: 'end', kind: 'order' });
      return;
    }
    valid.push({ index, slot, from, to });
  });
  for (let i = 0; i < valid.length; i += 1) {
    for (let j = 0; j < i; j += 1) {
      const a = valid[i]!;
      const b = valid[j]!;
      if (
        a.slot.type === b.slot.type &&
        a.slot.weekday === b.slot.weekday &&
        a.from < b.to &&
        b.from < a.to
      ) {
        problems.push({
          index: a.index,
          part: 'start',
          kind: 'overlap',
          other: { number: b.index + 1, start: b.slot.start, end: b.slot.end },
        });
        break;
      }
    }
  }
  return problems;
}

/** The slots with one more of a weekday and type: after the last of that day, an hour long when it fits. */
export function addSlot(slots: readonly ServeSlot[], weekday: number, type: SlotType): ServeSlot[] {
  const sameDay = slots.filter(
    (slot) => slot.weekday === weekday && slot.type === type && TIME.test(slot.end),
  );
  const last = sameDay.reduce((latest, slot) => Math.max(latest, minutesOf(slot.end)), -1);
  const from = last < 0 ? 9 * 60 : last;
  const to = Math.min(from + 60, 23 * 60 + 59);
  const text = (minutes: number) =>
    `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const slot: ServeSlot =
    from < to ? { type, weekday, start: text(from), end: text(to) } : { type, weekday, start: '', end: '' };
  return [...slots, slot];
}

/** The slots without the one at `index`. */
export const removeSlot = (slots: readonly ServeSlot[], index: number): ServeSlot[] =>
  slots.filter((_, at) => at !== index);

/** The slots with the one at `index` changed. */
export const changeSlot = (
  slots: readonly ServeSlot[],
  index: number,
  patch: Partial<ServeSlot>,
): ServeSlot[] => slots.map((slot, at) => (at === index ? { ...slot, ...patch } : slot));

/**
 * Monday's slots of one type (or both types when left out) copied to every other day, replacing
 * what those days had of that type. Monday's slots keep their place; the copies follow, day by day.
 */
export function copyMondayToAll(slots: readonly ServeSlot[], type?: SlotType): ServeSlot[] {
  const types = type ? [type] : SLOT_TYPES;
  const kept = slots.filter((slot) => slot.weekday === 1 || !types.includes(slot.type));
  const monday = slots.filter((slot) => slot.weekday === 1 && types.includes(slot.type));
  const copies = WEEKDAYS.filter((day) => day !== 1).flatMap((weekday) =>
    monday.map((slot) => ({ ...slot, weekday })),
  );
  return [...kept, ...copies];
}

// ---- the server's field errors -----------------------------------------------------------------------

/** The form's fields, every section's: where saveDept.do's fieldErrors land. */
export const FIELD_NAMES: readonly string[] = SECTION_KEYS.flatMap((key) => SECTIONS[key]);

/** The address's parts a fieldError may name: the area cascader shows them. */
export const AREA_PARTS: Record<string, string> = { province: 'area', city: 'area', district: 'area' };

/** The slot a fieldError is about ('serveSlots.3.end' → 3), shown beside that slot; null for a field's. */
export function slotOf(field: string): number | null {
  const slot = /^serveSlots\.([0-9]+)/.exec(field);
  return slot ? Number(slot[1]) : null;
}

/** The form field a fieldError is about: 'attrList.2' → attrList, 'serveSlots.3.end' → serveSlots, 'city' → area. */
export function fieldNameOf(field: string): string {
  const head = field.split('.')[0] ?? field;
  return AREA_PARTS[head] ?? head;
}

/** The section a form field is in (the first section when unknown). */
export const sectionOf = (name: string): SectionKey =>
  SECTION_KEYS.find((key) => (SECTIONS[key] as readonly string[]).includes(name)) ?? 'identity';

/** The form body of a store: every field as text, serveSlots and attrList as JSON text, version as digits. */
export const saveDeptBody = (store: StoreForm): BodyOf<'saveDept'> => ({
  ...store,
  serveSlots: JSON.stringify(store.serveSlots),
  attrList: JSON.stringify(store.attrList),
  version: String(store.version),
});
