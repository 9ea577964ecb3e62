import { Type } from 'typebox';
import { calls } from './all-calls';
import { call } from './call-spec';
import {
  Fence,
  FenceHit,
  Franchisee,
  FranchiseeDraft,
  FranchiseeListQuery,
  FranchiseeListResult,
  Operator,
  OperatorDraft,
  OperatorListQuery,
  OperatorListResult,
  PickupDraft,
  PickupListQuery,
  PickupListResult,
  PickupPoint,
  PlaceSaved,
  StatusChange,
} from './org-places-entities';

const IdQuery = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,15}$' }) });
const StoreIdQuery = Type.Object({ storeId: Type.String({ pattern: '^[0-9]{1,15}$' }) });

/**
 * Schemas of the organisation's places calls (org-calls.ts): franchisees, pickup points, operators
 * and electronic fences. Every call sees only the session's tenant: another tenant's id is 4004.
 */
export const orgPlacesApi = {
  // ---- franchisees
  franchiseePageList: call({
    ...calls.franchiseePageList,
    query: FranchiseeListQuery,
    result: FranchiseeListResult,
    summary:
      'One page of the franchisees (pageNo from 1, pageSize 10/20/50/100), by keyword (code or name contains), ' +
      'type and status, each with the number of stores linked; newest first, and the total.',
  }),
  franchiseeGet: call({
    ...calls.franchiseeGet,
    query: IdQuery,
    result: Franchisee,
    summary: 'One franchisee with its version; 4004 when the tenant has no such franchisee.',
  }),
  franchiseeSave: call({
    ...calls.franchiseeSave,
    body: FranchiseeDraft,
    result: PlaceSaved,
    summary:
      'Create (id empty, version 0) or update (with the version read) a franchisee. 4220 with fieldErrors for ' +
      'refused values (contract end before start, phone format...), 4091 on code when another franchisee of ' +
      'the tenant uses it, 4009 when it changed since it was read.',
  }),
  franchiseeUpdateStatus: call({
    ...calls.franchiseeUpdateStatus,
    query: StatusChange,
    result: PlaceSaved,
    summary:
      'Enable (1) or disable (0) a franchisee, naming the version read (4009 when older). Disabling is refused ' +
      '(4092, with the count) while active stores are linked to it: move or disable those stores first.',
  }),

  // ---- pickup points
  pickupPageList: call({
    ...calls.pickupPageList,
    query: PickupListQuery,
    result: PickupListResult,
    summary:
      'One page of the pickup points by keyword (code or name contains), store and status, each flagged ' +
      'outsideFence (true when its store has a fence and the point lies outside it, null when either has no ' +
      'location or fence), and the total.',
  }),
  pickupGet: call({
    ...calls.pickupGet,
    query: IdQuery,
    result: PickupPoint,
    summary: 'One pickup point with its version and outsideFence; 4004 when the tenant has no such point.',
  }),
  pickupSave: call({
    ...calls.pickupSave,
    body: PickupDraft,
    result: PlaceSaved,
    summary:
      'Create (id empty) or update (with the version read) a pickup point of an active store of the tenant. ' +
      '4220 with fieldErrors (coordinates out of range, opening not before closing...), 4091 on code when ' +
      'used, 4009 when it changed since it was read.',
  }),
  pickupDelete: call({
    ...calls.pickupDelete,
    query: Type.Object({
      id: Type.String({ pattern: '^[0-9]{1,15}$' }),
      /** When given, the delete is refused (4009) if the point changed since this version. */
      version: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000_000 })),
    }),
    result: Type.Boolean(),
    summary: 'Delete a pickup point (4004 when the tenant has no such point).',
  }),

  // ---- operator archive
  operatorPageList: call({
    ...calls.operatorPageList,
    query: OperatorListQuery,
    result: OperatorListResult,
    summary:
      'One page of the operators (POS operator archive) by keyword (code or name contains), store and ' +
      'status, and the total.',
  }),
  operatorGet: call({
    ...calls.operatorGet,
    query: IdQuery,
    result: Operator,
    summary: 'One operator with its version; 4004 when the tenant has no such operator.',
  }),
  operatorSave: call({
    ...calls.operatorSave,
    body: OperatorDraft,
    result: PlaceSaved,
    summary:
      'Create (id empty) or update (with the version read) an operator of an active store of the tenant, ' +
      'optionally an employee of the tenant. 4220 with fieldErrors (maxDiscount not 0..100...), 4091 on ' +
      'code when used, 4009 when it changed since it was read.',
  }),
  operatorUpdateStatus: call({
    ...calls.operatorUpdateStatus,
    query: StatusChange,
    result: PlaceSaved,
    summary: 'Enable (1) or disable (0) an operator, naming the version read (4009 when older).',
  }),

  // ---- electronic fences
  fenceGet: call({
    ...calls.fenceGet,
    query: StoreIdQuery,
    result: Fence,
    summary:
      "A store's electronic fence, or an empty FeatureCollection with version 0 when it has none; 4004 when " +
      'the tenant has no such store.',
  }),
  fenceSave: call({
    ...calls.fenceSave,
    body: Type.Object({
      storeId: Type.String({ pattern: '^[0-9]{1,15}$' }),
      /** The version read (0 when the store had no fence). */
      version: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
      /**
       * A GeoJSON FeatureCollection (FenceCollection): at most 20 features, each a Polygon (one closed
       * ring of 4..500 positions, not self-crossing) or a circle (a Point with properties.radius,
       * 10..50,000 metres). Checked by the server, which answers 4220 naming the field
       * (geojson.features.3.geometry.coordinates) for anything else.
       */
      geojson: Type.Unknown(),
    }),
    result: Fence,
    summary:
      "Replace a store's fence with the areas given (stored normalised, answered with the new version). " +
      '4220 with fieldErrors naming the feature for malformed GeoJSON, 4009 when the fence changed since it ' +
      'was read, 4004 when the tenant has no such store.',
  }),
  fenceContains: call({
    ...calls.fenceContains,
    query: Type.Object({
      storeId: Type.String({ pattern: '^[0-9]{1,15}$' }),
      longitude: Type.Number({ minimum: -180, maximum: 180 }),
      latitude: Type.Number({ minimum: -90, maximum: 90 }),
    }),
    result: FenceHit,
    summary:
      "Whether a point lies inside a store's fence (a polygon, or a circle within its radius): inside, and " +
      'the index of the first area that holds it (null when outside or the store has no fence).',
  }),
  fenceOutsidePickups: call({
    ...calls.fenceOutsidePickups,
    query: Type.Object({
      /** Only this store's pickup points ('' or absent: every store). */
      storeId: Type.Optional(Type.String({ pattern: '^[0-9]{0,15}$' })),
    }),
    result: Type.Array(PickupPoint),
    summary:
      "The located pickup points that lie outside their store's fence (stores with a fence only), at most " +
      '1,000, by store then code.',
  }),
} as const;
