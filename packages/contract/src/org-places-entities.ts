import { Type, type Static } from 'typebox';

// Entities of the organisation's places calls (see org-calls.ts): franchisees, pickup points,
// operators and electronic fences. On the wire ids are strings of digits ('' for none), dates
// 'YYYY-MM-DD' ('' for none), times 'HH:mm', coordinates decimal strings in WGS84 degrees.

/** An id on the wire: a string of digits. */
const Id = Type.String({ pattern: '^[0-9]{1,15}$' });
/** An id, or '' for none (a new record, no filter). */
const IdOrEmpty = Type.String({ pattern: '^[0-9]{0,15}$' });
/** A text field of a form: at most `max` characters (required-ness and formats are business rules, refused with fieldErrors). */
const Text = (max: number) => Type.String({ maxLength: max });
/** 1 active, 0 disabled. */
export const PlaceStatus = Type.Union([Type.Literal(0), Type.Literal(1)]);
export type PlaceStatus = Static<typeof PlaceStatus>;
/** A status filter of a list: '' every status, '1' active, '0' disabled. */
const StatusFilter = Type.Union([Type.Literal(''), Type.Literal('0'), Type.Literal('1')]);
/** A status as a form or query posts it. */
export const StatusInput = Type.Union([Type.Literal('0'), Type.Literal('1')]);
/** A version as a form posts it: '0' for a new record, else the version read. */
const VersionInput = Type.String({ pattern: '^[0-9]{1,9}$' });

const listPaging = {
  /** From 1 (default 1). */
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** 10, 20, 50 or 100 (default 20). */
  pageSize: Type.Optional(
    Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50), Type.Literal(100)]),
  ),
  /** Code or name contains (case-insensitive). */
  keyword: Type.Optional(Text(64)),
  status: Type.Optional(StatusFilter),
};

// ---- franchisees ---------------------------------------------------------------------------------

/** 2 franchise, 3 joint operation (1, direct, is the tenant itself and never a franchisee). */
export const FranchiseeType = Type.Union([Type.Literal(2), Type.Literal(3)]);
export type FranchiseeType = Static<typeof FranchiseeType>;

export const Franchisee = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  franchiseeType: FranchiseeType,
  contactName: Type.String(),
  contactPhone: Type.String(),
  /** GB/T 2260 codes (orgAreaInfo), '' when not set. */
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  address: Type.String(),
  /** 'YYYY-MM-DD', '' when not set. */
  contractStart: Type.String(),
  contractEnd: Type.String(),
  status: PlaceStatus,
  remark: Type.String(),
  /** Stores linked to the franchisee (stores.franchiseeId), any status. */
  storeCount: Type.Integer(),
  /** Optimistic lock: a save or status change names the version it read. */
  version: Type.Integer(),
});
export type Franchisee = Static<typeof Franchisee>;

export const FranchiseeListQuery = Type.Object({
  ...listPaging,
  /** '' every type, '2' franchise, '3' joint operation. */
  franchiseeType: Type.Optional(Type.Union([Type.Literal(''), Type.Literal('2'), Type.Literal('3')])),
});
export type FranchiseeListQuery = Static<typeof FranchiseeListQuery>;

export const FranchiseeListResult = Type.Object({ list: Type.Array(Franchisee), total: Type.Integer() });
export type FranchiseeListResult = Static<typeof FranchiseeListResult>;

/**
 * What franchiseeSave takes (form fields, all text). id '' (or absent) creates with version '0';
 * an update names the version it read. Refused with fieldErrors (4220) on: code (required, letters,
 * digits, '-', '_'), name (required), contactPhone (a mobile 1xxxxxxxxxx or a landline such as
 * 010-12345678), contractEnd (before contractStart), province/city/district (not digits).
 */
export const FranchiseeDraft = Type.Object({
  id: Type.Optional(IdOrEmpty),
  version: Type.Optional(VersionInput),
  code: Text(32),
  name: Text(100),
  franchiseeType: Type.Union([Type.Literal('2'), Type.Literal('3')]),
  contactName: Type.Optional(Text(50)),
  contactPhone: Type.Optional(Text(20)),
  province: Type.Optional(Text(12)),
  city: Type.Optional(Text(12)),
  district: Type.Optional(Text(12)),
  address: Type.Optional(Text(200)),
  /** 'YYYY-MM-DD' or ''. */
  contractStart: Type.Optional(Text(10)),
  contractEnd: Type.Optional(Text(10)),
  /** Default '1' on creation; unchanged on update when absent. */
  status: Type.Optional(StatusInput),
  remark: Type.Optional(Text(500)),
});
export type FranchiseeDraft = Static<typeof FranchiseeDraft>;

/** A status change (franchiseeUpdateStatus, pickup and operator alike): id, new status, version read. */
export const StatusChange = Type.Object({
  id: Id,
  status: StatusInput,
  version: Type.Integer({ minimum: 1, maximum: 1_000_000_000 }),
});
export type StatusChange = Static<typeof StatusChange>;

/** What a save or status change answers: the record's id and its new version. */
export const PlaceSaved = Type.Object({ id: Id, version: Type.Integer() });
export type PlaceSaved = Static<typeof PlaceSaved>;

// ---- pickup points -------------------------------------------------------------------------------

export const PickupPoint = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  storeId: Id,
  storeName: Type.String(),
  province: Type.String(),
  city: Type.String(),
  district: Type.String(),
  address: Type.String(),
  /** Decimal degrees as text ('116.397128'), '' when not located. */
  longitude: Type.String(),
  latitude: Type.String(),
  contactPhone: Type.String(),
  /** 'HH:mm', '' when not set. */
  openTime: Type.String(),
  closeTime: Type.String(),
  status: PlaceStatus,
  remark: Type.String(),
  version: Type.Integer(),
  /** true: its store has a fence and the point lies outside it; null: no location or no fence. */
  outsideFence: Type.Union([Type.Boolean(), Type.Null()]),
});
export type PickupPoint = Static<typeof PickupPoint>;

export const PickupListQuery = Type.Object({
  ...listPaging,
  /** Only this store's pickup points ('' every store). */
  storeId: Type.Optional(IdOrEmpty),
});
export type PickupListQuery = Static<typeof PickupListQuery>;

export const PickupListResult = Type.Object({ list: Type.Array(PickupPoint), total: Type.Integer() });
export type PickupListResult = Static<typeof PickupListResult>;

/**
 * What pickupSave takes (form fields). Refused with fieldErrors (4220) on: code (required, unique
 * in the tenant), name (required), storeId (required; an active store of the tenant), longitude
 * (-180..180) and latitude (-90..90) (both or neither), contactPhone (format), openTime / closeTime
 * ('HH:mm', open before close, both or neither).
 */
export const PickupDraft = Type.Object({
  id: Type.Optional(IdOrEmpty),
  version: Type.Optional(VersionInput),
  code: Text(32),
  name: Text(100),
  storeId: IdOrEmpty,
  province: Type.Optional(Text(12)),
  city: Type.Optional(Text(12)),
  district: Type.Optional(Text(12)),
  address: Type.Optional(Text(200)),
  /** Decimal degrees ('116.397128') or ''. */
  longitude: Type.Optional(Text(20)),
  latitude: Type.Optional(Text(20)),
  contactPhone: Type.Optional(Text(20)),
  /** 'HH:mm' or ''. */
  openTime: Type.Optional(Text(5)),
  closeTime: Type.Optional(Text(5)),
  status: Type.Optional(StatusInput),
  remark: Type.Optional(Text(500)),
});
export type PickupDraft = Static<typeof PickupDraft>;

// ---- operators -----------------------------------------------------------------------------------

export const Operator = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  /** '' only for an operator whose store was removed by other means (saves always name one). */
  storeId: IdOrEmpty,
  storeName: Type.String(),
  /** '' when the operator is not an employee. */
  employeeId: IdOrEmpty,
  employeeName: Type.String(),
  mobile: Type.String(),
  /** Largest discount at the till, percent off (0..100). */
  maxDiscount: Type.Integer(),
  status: PlaceStatus,
  remark: Type.String(),
  version: Type.Integer(),
});
export type Operator = Static<typeof Operator>;

export const OperatorListQuery = Type.Object({
  ...listPaging,
  /** Only this store's operators ('' every store). */
  storeId: Type.Optional(IdOrEmpty),
});
export type OperatorListQuery = Static<typeof OperatorListQuery>;

export const OperatorListResult = Type.Object({ list: Type.Array(Operator), total: Type.Integer() });
export type OperatorListResult = Static<typeof OperatorListResult>;

/**
 * What operatorSave takes (form fields). Refused with fieldErrors (4220) on: code (required,
 * unique), name (required), storeId (required; an active store of the tenant), employeeId (an
 * employee of the tenant, or ''), mobile (format), maxDiscount (a whole number 0..100).
 */
export const OperatorDraft = Type.Object({
  id: Type.Optional(IdOrEmpty),
  version: Type.Optional(VersionInput),
  code: Text(32),
  name: Text(50),
  storeId: IdOrEmpty,
  employeeId: Type.Optional(IdOrEmpty),
  mobile: Type.Optional(Text(20)),
  /** Percent off, '0'..'100'. */
  maxDiscount: Type.Optional(Text(6)),
  status: Type.Optional(StatusInput),
  remark: Type.Optional(Text(500)),
});
export type OperatorDraft = Static<typeof OperatorDraft>;

// ---- electronic fences ---------------------------------------------------------------------------

/** [longitude, latitude] in WGS84 degrees. */
export const LngLat = Type.Tuple([Type.Number(), Type.Number()]);
export type LngLat = Static<typeof LngLat>;

/** A polygon area: one closed ring (first position equals the last), 4..500 positions, not self-crossing. */
export const FencePolygon = Type.Object({
  type: Type.Literal('Feature'),
  properties: Type.Object({ name: Type.Optional(Type.String({ maxLength: 50 })) }),
  geometry: Type.Object({
    type: Type.Literal('Polygon'),
    coordinates: Type.Array(Type.Array(LngLat), { minItems: 1, maxItems: 1 }),
  }),
});
export type FencePolygon = Static<typeof FencePolygon>;

/** A circle area: its centre, and properties.radius in metres (10..50,000). */
export const FenceCircle = Type.Object({
  type: Type.Literal('Feature'),
  properties: Type.Object({
    radius: Type.Number({ minimum: 10, maximum: 50_000 }),
    name: Type.Optional(Type.String({ maxLength: 50 })),
  }),
  geometry: Type.Object({ type: Type.Literal('Point'), coordinates: LngLat }),
});
export type FenceCircle = Static<typeof FenceCircle>;

export const FenceFeature = Type.Union([FencePolygon, FenceCircle]);
export type FenceFeature = Static<typeof FenceFeature>;

/** A fence's areas: a GeoJSON FeatureCollection of at most 20 polygons and circles. */
export const FenceCollection = Type.Object({
  type: Type.Literal('FeatureCollection'),
  features: Type.Array(FenceFeature, { maxItems: 20 }),
});
export type FenceCollection = Static<typeof FenceCollection>;

/** A store's electronic fence; version 0 and no features when the store has none yet. */
export const Fence = Type.Object({ storeId: Id, version: Type.Integer(), geojson: FenceCollection });
export type Fence = Static<typeof Fence>;

/** What fenceContains answers: whether the point is inside, and the first area (index) holding it. */
export const FenceHit = Type.Object({
  inside: Type.Boolean(),
  featureIndex: Type.Union([Type.Integer(), Type.Null()]),
});
export type FenceHit = Static<typeof FenceHit>;
