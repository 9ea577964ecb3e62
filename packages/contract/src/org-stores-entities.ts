import { Type, type Static } from 'typebox';

// Entities of the organisation's stores calls (see org-calls.ts): stores/departments (spec §3
// "Store/department", DATA-22..28) and the sales channels of a store. A store form is text on the
// wire, exactly as a form body carries it: ids and whole numbers as digit strings ('' when not
// set), flags '0'/'1', money '12.50', times of day 'HH:mm', dates 'YYYY-MM-DD', coordinates decimal
// degrees (WGS84). Only serveSlots and attrList are structured (a form body sends them as JSON text).

/** A store id on the wire: a string of digits. */
const Id = Type.String({ pattern: '^[0-9]{1,15}$' });
/** An id, or '' for none (a new store, no franchisee). */
const IdOrEmpty = Type.String({ pattern: '^[0-9]{0,15}$' });
/** Free text of a form field: at most `max` characters (formats are business rules, refused with fieldErrors). */
const Text = (max: number) => Type.String({ maxLength: max });
/** A whole number as a form posts it ('' when not set). */
const Digits = (max: number) => Type.String({ pattern: `^[0-9]{0,${max}}$` });
/** '0' or '1' as a form posts a checkbox. */
export const StoreFlag = Type.Union([Type.Literal('0'), Type.Literal('1')]);
export type StoreFlag = Static<typeof StoreFlag>;
/** 1 store, 2 department, 3 warehouse. */
export const StoreType = Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3')]);
export type StoreType = Static<typeof StoreType>;
/** 1 direct, 2 franchise, 3 joint operation. */
export const StoreFranchiseeType = Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3')]);
export type StoreFranchiseeType = Static<typeof StoreFranchiseeType>;
/** Serve time mode (spec §9 default 2): 1 whole day, 2 by interval (serveInterval), 3 by slot (serveSlots). */
export const ServeTimeMode = Type.Union([Type.Literal('1'), Type.Literal('2'), Type.Literal('3')]);
export type ServeTimeMode = Static<typeof ServeTimeMode>;
/** A time of day 'HH:mm' as typed, '' when not set (the server checks 00:00..23:59). */
const TimeInput = Type.String({ maxLength: 5 });
/** Money as typed: digits with at most 2 decimals; a leading '-' passes so "≥ 0" answers on the field. */
const MoneyText = Type.String({ maxLength: 16 });
/** A decimal as typed ('' when not set): coordinates, operating area. */
const DecimalText = Type.String({ maxLength: 16 });

/** DATA-26: one serve slot of a store's schedule: a weekday (1 Monday … 7 Sunday) and 'HH:mm' times, start < end. */
export const ServeSlot = Type.Object({
  /** 'delivery': the store delivers in the slot; 'arrive': customers arrive to pick up. */
  type: Type.Union([Type.Literal('delivery'), Type.Literal('arrive')]),
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  start: TimeInput,
  end: TimeInput,
});
export type ServeSlot = Static<typeof ServeSlot>;

/** At most this many serve slots per store (7 weekdays × 2 types × 24). */
export const SERVE_SLOTS_MAX = 336;
/** At most this many attributes (attrList) per store, each at most 50 characters. */
export const STORE_ATTRS_MAX = 20;

// DATA-22 identity and contact
const StoreIdentity = Type.Object({
  /** '' for a store not saved yet. */
  id: IdOrEmpty,
  type: StoreType,
  /** The store code: letters, digits, '-' and '_', unique in the tenant (generateStoreId.do proposes one). */
  storeid: Text(32),
  storename: Text(100),
  accountNo: Text(64),
  accountName: Text(100),
  storedesc: Text(500),
  leaderOneNo: Text(32),
  leaderOneName: Text(50),
  /** A mainland mobile (11 digits) or a landline (0xx-xxxxxxx[-ext]); '' when not set. */
  leaderOnePhone: Text(20),
  /** Square metres, at most 2 decimals, '' when not set. */
  operateArea: DecimalText,
  /** Number of employees, '' when not set. */
  empNum: Digits(6),
  /** A mobile, a landline or a 400/800 number; '' when not set. */
  serviceHotline: Text(20),
});
// DATA-23 address, location, links and codes
const StoreLocation = Type.Object({
  /** GB/T 2260 codes (orgAreaInfo): the city lies in the province, the district in the city; '' when not set. */
  province: Text(12),
  city: Text(12),
  district: Text(12),
  /** The street address. */
  address: Text(200),
  /** Opening date 'YYYY-MM-DD', '' when not set. */
  openTimeNew: Text(10),
  /** −180..180 and −90..90, at most 6 decimals; both or neither. */
  longitude: DecimalText,
  latitude: DecimalText,
  /** An IPv4 or IPv6 address, '' when not set. */
  ipAddress: Text(45),
  /** An http(s) address, '' when not set. */
  link: Text(500),
  refStoreCode: Text(64),
  shipWareCode: Text(64),
  bizTypeCode: Text(64),
  transferWarehouseCode: Text(64),
});
// DATA-24 flags ('0'/'1'); isNearbyStore and isPickedup default to '1'
const StoreFlags = Type.Object({
  isDelivery: StoreFlag,
  isFetch: StoreFlag,
  isPermitPayInStore: StoreFlag,
  isNearbyStore: StoreFlag,
  isAllowStock: StoreFlag,
  allowAbout2dateSale: StoreFlag,
  autoInStock: StoreFlag,
  supportTodayPick: StoreFlag,
  isPickedup: StoreFlag,
  isOpenInTime: StoreFlag,
});
// DATA-25 times (HH:mm), durations (minutes; autoInStockDays in days) and money
const StoreTimes = Type.Object({
  /** Business hours 'HH:mm', start before end; both or neither. */
  startTime: TimeInput,
  endTime: TimeInput,
  /** Days, 0..365. */
  autoInStockDays: Digits(3),
  /** Minutes (default 10), 0..10080 like every duration below. */
  inTime: Digits(5),
  /** Minutes (default 0). */
  bookTime: Digits(5),
  /** Order cut-off 'HH:mm' for delivery and for arrive (pick-up), '' when not set. */
  cutOffTime: TimeInput,
  arriveCutOffTime: TimeInput,
  arriveBookTime: Digits(5),
  serveSpan: Digits(5),
  arriveServeSpan: Digits(5),
  /** ≥ 0, at most 2 decimals (default '0.00'). */
  freight: MoneyText,
  freightThreshold: MoneyText,
});
// DATA-26 serve schedule
const StoreSchedule = Type.Object({
  serveTimeMode: ServeTimeMode,
  /** Minutes between serve times in mode 2: 5..240 (default 30). */
  serveInterval: Digits(3),
  /** Slots of one weekday and type never overlap. */
  serveSlots: Type.Array(ServeSlot, { maxItems: SERVE_SLOTS_MAX }),
});
// DATA-27 classification
const StoreClassification = Type.Object({
  attrList: Type.Array(Text(50), { maxItems: STORE_ATTRS_MAX }),
  deliveryCycle: Text(50),
  franchiseeType: StoreFranchiseeType,
  /** A franchisee of the tenant (franchiseePageList), '' for none; cleared for direct stores. */
  franchiseeId: IdOrEmpty,
  /** 1 active, 0 disabled (default 1). Set on create only: updateDeptYn.do changes it afterwards. */
  status: StoreFlag,
  bussinessType: Text(50),
  crossService: StoreFlag,
  crossCustoms: Text(64),
  /** 1..9 (default 1). */
  storeNature: Type.String({ pattern: '^[1-9]$' }),
  storeNotes: Text(500),
});

/**
 * The store form (spec §3 Store/department, every field by its spec name): what getStore.do answers
 * and, with serveSlots and attrList as JSON text, what saveDept.do takes. `version` is the optimistic
 * lock (0 for a new store).
 */
const StoreFormSchema = Type.Object({
  ...StoreIdentity.properties,
  ...StoreLocation.properties,
  ...StoreFlags.properties,
  ...StoreTimes.properties,
  ...StoreSchedule.properties,
  ...StoreClassification.properties,
  version: Type.Integer({ minimum: 0 }),
});
export type StoreForm = Static<typeof StoreIdentity> &
  Static<typeof StoreLocation> &
  Static<typeof StoreFlags> &
  Static<typeof StoreTimes> &
  Static<typeof StoreSchedule> &
  Static<typeof StoreClassification> & { version: number };
export const StoreForm = Type.Unsafe<StoreForm>(StoreFormSchema);

/** The fields a saveDept.do body always carries (a form always posts them; '' is refused on the field). */
const REQUIRED_IN_BODY = new Set(['storeid', 'storename']);

/**
 * saveDept.do's form body: the store form with every field but storeid and storename optional (a field
 * left out of a new store takes its default; of an existing store keeps its value), serveSlots and
 * attrList as JSON text, version as digits ('0' or absent for a new store).
 */
const StoreFormBodySchema = Type.Object({
  ...Object.fromEntries(
    Object.entries({
      ...StoreIdentity.properties,
      ...StoreLocation.properties,
      ...StoreFlags.properties,
      ...StoreTimes.properties,
      ...StoreClassification.properties,
      ...StoreSchedule.properties,
      /** JSON text of ServeSlot[]. */
      serveSlots: Type.String({ maxLength: 40_000 }),
      /** JSON text of string[] (a comma list is accepted too). */
      attrList: Type.String({ maxLength: 2_000 }),
      version: Type.String({ pattern: '^[0-9]{1,9}$' }),
    }).map(([key, schema]) => [key, REQUIRED_IN_BODY.has(key) ? schema : Type.Optional(schema)]),
  ),
});
export type StoreFormBody = Pick<StoreForm, 'storeid' | 'storename'> &
  Partial<
    Omit<StoreForm, 'serveSlots' | 'attrList' | 'version'> & {
      serveSlots: string;
      attrList: string;
      version: string;
    }
  >;
export const StoreFormBody = Type.Unsafe<StoreFormBody>(StoreFormBodySchema);

export const StoreSaved = Type.Object({ id: Id, version: Type.Integer() });
export type StoreSaved = Static<typeof StoreSaved>;

// ---- lists -----------------------------------------------------------------------------------------

export const STORE_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The filters of the store list and its exports (every one optional, '' meaning "any"). */
export const storeFilterFields = {
  /** Store name or code contains (case-insensitive). */
  keyword: Type.Optional(Text(64)),
  type: Type.Optional(Type.Union([Type.Literal(''), StoreType])),
  status: Type.Optional(Type.Union([Type.Literal(''), StoreFlag])),
  /** GB/T 2260 codes. */
  province: Type.Optional(Type.String({ pattern: '^[0-9]{0,12}$' })),
  city: Type.Optional(Type.String({ pattern: '^[0-9]{0,12}$' })),
  franchiseeType: Type.Optional(Type.Union([Type.Literal(''), StoreFranchiseeType])),
};

export const StoreListQuery = Type.Object({
  /** From 1 (default 1). */
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** 10, 20, 50 or 100 (default 10). */
  pageSize: Type.Optional(
    Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50), Type.Literal(100)]),
  ),
  ...storeFilterFields,
});
export type StoreListQuery = Static<typeof StoreListQuery>;

/** A row of the store list (getDeptPageList.do), newest code last: ordered by store code. */
export const StoreListRow = Type.Object({
  id: Type.String(),
  storeCode: Type.String(),
  storeName: Type.String(),
  type: StoreType,
  status: StoreFlag,
  franchiseeType: StoreFranchiseeType,
  franchiseeId: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  /** The area's names in the caller's data ('广东省 深圳市 南山区'), '' when not set. */
  areaName: Type.String(),
  address: Type.String(),
  leaderOneName: Type.String(),
  leaderOnePhone: Type.String(),
  serviceHotline: Type.String(),
  isDelivery: StoreFlag,
  isFetch: StoreFlag,
  /** ISO 8601. */
  updatedAt: Type.String(),
  version: Type.Integer(),
});
export type StoreListRow = Static<typeof StoreListRow>;

export const StoreListResult = Type.Object({ list: Type.Array(StoreListRow), total: Type.Integer() });
export type StoreListResult = Static<typeof StoreListResult>;

/** A row of getDeptPageListNew.do: the list row with its channels' names and its franchisee's name. */
export const StoreListRowNew = Type.Object({
  ...StoreListRow.properties,
  /** Names of the channels the store is open on, in channel order. */
  channelNames: Type.Array(Type.String()),
  /** '' when the store has no franchisee. */
  franchiseeName: Type.String(),
});
export type StoreListRowNew = Static<typeof StoreListRowNew>;

export const StoreListResultNew = Type.Object({ list: Type.Array(StoreListRowNew), total: Type.Integer() });
export type StoreListResultNew = Static<typeof StoreListResultNew>;

/** At most this many stores answer storeQueryAll.do (total says how many matched). */
export const STORE_PICKER_MAX = 500;

export const StorePickerQuery = Type.Object({
  /** Store name or code contains. */
  keyword: Type.Optional(Text(64)),
  status: Type.Optional(Type.Union([Type.Literal(''), StoreFlag])),
});
export type StorePickerQuery = Static<typeof StorePickerQuery>;

/** A store of a picker (storeQueryAll.do). */
export const StorePickerItem = Type.Object({
  id: Type.String(),
  storeCode: Type.String(),
  storeName: Type.String(),
  status: StoreFlag,
  type: StoreType,
  cityCode: Type.String(),
});
export type StorePickerItem = Static<typeof StorePickerItem>;

export const StorePickerResult = Type.Object({
  /** At most STORE_PICKER_MAX stores, ordered by code. */
  list: Type.Array(StorePickerItem),
  /** How many stores matched (more than list.length when capped). */
  total: Type.Integer(),
});
export type StorePickerResult = Static<typeof StorePickerResult>;

export const StoreExportQuery = Type.Object({
  ...storeFilterFields,
  /** Export these stores only (comma-separated ids); the filters otherwise. */
  ids: Type.Optional(Type.String({ maxLength: 170_000, pattern: '^([0-9]{1,15}(,[0-9]{1,15})*)?$' })),
});
export type StoreExportQuery = Static<typeof StoreExportQuery>;

export const StoreIdQuery = Type.Object({ id: Id });
export type StoreIdQuery = Static<typeof StoreIdQuery>;

export const StoreStatusQuery = Type.Object({
  id: Id,
  /** The new status; absent: the status toggles. */
  status: Type.Optional(StoreFlag),
});
export type StoreStatusQuery = Static<typeof StoreStatusQuery>;

export const StoreStatusResult = Type.Object({
  id: Type.String(),
  status: StoreFlag,
  version: Type.Integer(),
});
export type StoreStatusResult = Static<typeof StoreStatusResult>;

// ---- channels --------------------------------------------------------------------------------------

/** A channel or group code: letters, digits, '-' and '_'. */
export const ChannelCode = Type.String({ pattern: '^[A-Za-z0-9_-]{1,32}$' });

export const SubChannel = Type.Object({ code: Type.String(), name: Type.String(), active: Type.Boolean() });
export type SubChannel = Static<typeof SubChannel>;

/** A sales channel of the tenant (POS, mini-program, Meituan…) with its sub-channels. */
export const SalesChannel = Type.Object({
  code: Type.String(),
  name: Type.String(),
  active: Type.Boolean(),
  subChannels: Type.Array(SubChannel),
});
export type SalesChannel = Static<typeof SalesChannel>;

/** A group code a store's channel can be filed under (getGrpCodeList.do). */
export const ChannelGroup = Type.Object({ code: Type.String(), name: Type.String() });
export type ChannelGroup = Static<typeof ChannelGroup>;

/** The channels of one store (getDeptSubChannelList.do, and what the channel setters answer). */
export const StoreChannels = Type.Object({
  storeId: Type.String(),
  channels: Type.Array(
    Type.Object({
      channelCode: Type.String(),
      channelName: Type.String(),
      /** '' when not filed under a group. */
      grpCode: Type.String(),
      grpName: Type.String(),
    }),
  ),
  subChannels: Type.Array(
    Type.Object({ subChannelCode: Type.String(), subChannelName: Type.String(), channelCode: Type.String() }),
  ),
});
export type StoreChannels = Static<typeof StoreChannels>;

/** One entry of setDeptChannelList.do's channelList. */
export const StoreChannelEntry = Type.Object({
  channelCode: ChannelCode,
  /** '' for none. */
  grpCode: Type.Optional(Type.String({ pattern: '^([A-Za-z0-9_-]{1,32})?$' })),
});
export type StoreChannelEntry = Static<typeof StoreChannelEntry>;
