import { Type } from 'typebox';
import { calls } from './calls';
import { call } from './call-spec';

// Schemas of the organisation's stores calls (org-calls.ts): query, body, result and summary of each,
// built with `call({ ...calls.x, query, body, result, summary })` from './call-spec'.
// STUB: every entry below is to be replaced by its real schemas.
export const orgStoresApi = {
  deptPageList: call({ ...calls.deptPageList, result: Type.Unknown(), summary: 'stub' }),
  deptPageListNew: call({ ...calls.deptPageListNew, result: Type.Unknown(), summary: 'stub' }),
  storeQueryAll: call({ ...calls.storeQueryAll, result: Type.Unknown(), summary: 'stub' }),
  getStore: call({ ...calls.getStore, result: Type.Unknown(), summary: 'stub' }),
  generateStoreId: call({ ...calls.generateStoreId, result: Type.Unknown(), summary: 'stub' }),
  saveDept: call({ ...calls.saveDept, result: Type.Unknown(), summary: 'stub' }),
  updateDeptYn: call({ ...calls.updateDeptYn, result: Type.Unknown(), summary: 'stub' }),
  batchExportDept: call({ ...calls.batchExportDept, result: Type.Unknown(), summary: 'stub' }),
  exportStoreDelivery: call({ ...calls.exportStoreDelivery, result: Type.Unknown(), summary: 'stub' }),
  orgAreaInfo: call({ ...calls.orgAreaInfo, result: Type.Unknown(), summary: 'stub' }),
  getChannelList: call({ ...calls.getChannelList, result: Type.Unknown(), summary: 'stub' }),
  setStoreChannelRel: call({ ...calls.setStoreChannelRel, result: Type.Unknown(), summary: 'stub' }),
  getDeptSubChannelList: call({ ...calls.getDeptSubChannelList, result: Type.Unknown(), summary: 'stub' }),
  setDeptSubChannel: call({ ...calls.setDeptSubChannel, result: Type.Unknown(), summary: 'stub' }),
  getActChannelList: call({ ...calls.getActChannelList, result: Type.Unknown(), summary: 'stub' }),
  getGrpCodeList: call({ ...calls.getGrpCodeList, result: Type.Unknown(), summary: 'stub' }),
  setDeptChannelList: call({ ...calls.setDeptChannelList, result: Type.Unknown(), summary: 'stub' }),
} as const;
