import { Type } from 'typebox';
import { calls } from './calls';
import { call } from './call-spec';

// Schemas of the organisation's places calls (org-calls.ts): query, body, result and summary of each,
// built with `call({ ...calls.x, query, body, result, summary })` from './call-spec'.
// STUB: every entry below is to be replaced by its real schemas.
export const orgPlacesApi = {
  franchiseePageList: call({ ...calls.franchiseePageList, result: Type.Unknown(), summary: 'stub' }),
  franchiseeGet: call({ ...calls.franchiseeGet, result: Type.Unknown(), summary: 'stub' }),
  franchiseeSave: call({ ...calls.franchiseeSave, result: Type.Unknown(), summary: 'stub' }),
  franchiseeUpdateStatus: call({ ...calls.franchiseeUpdateStatus, result: Type.Unknown(), summary: 'stub' }),
  pickupPageList: call({ ...calls.pickupPageList, result: Type.Unknown(), summary: 'stub' }),
  pickupGet: call({ ...calls.pickupGet, result: Type.Unknown(), summary: 'stub' }),
  pickupSave: call({ ...calls.pickupSave, result: Type.Unknown(), summary: 'stub' }),
  pickupDelete: call({ ...calls.pickupDelete, result: Type.Unknown(), summary: 'stub' }),
  operatorPageList: call({ ...calls.operatorPageList, result: Type.Unknown(), summary: 'stub' }),
  operatorGet: call({ ...calls.operatorGet, result: Type.Unknown(), summary: 'stub' }),
  operatorSave: call({ ...calls.operatorSave, result: Type.Unknown(), summary: 'stub' }),
  operatorUpdateStatus: call({ ...calls.operatorUpdateStatus, result: Type.Unknown(), summary: 'stub' }),
  fenceGet: call({ ...calls.fenceGet, result: Type.Unknown(), summary: 'stub' }),
  fenceSave: call({ ...calls.fenceSave, result: Type.Unknown(), summary: 'stub' }),
  fenceContains: call({ ...calls.fenceContains, result: Type.Unknown(), summary: 'stub' }),
  fenceOutsidePickups: call({ ...calls.fenceOutsidePickups, result: Type.Unknown(), summary: 'stub' }),
} as const;
