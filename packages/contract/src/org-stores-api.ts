import { Type } from 'typebox';
import { calls } from './all-calls';
import { call } from './call-spec';
import { AreaInfo } from './goods-entities';
import { ExportQueued } from './batch-import-entities';
import {
  ChannelGroup,
  SalesChannel,
  StoreChannels,
  StoreExportQuery,
  StoreForm,
  StoreFormBody,
  StoreIdQuery,
  StoreListQuery,
  StoreListResult,
  StoreListResultNew,
  StorePickerQuery,
  StorePickerResult,
  StoreSaved,
  StoreStatusQuery,
  StoreStatusResult,
} from './org-stores-entities';

const StoreIdInput = Type.String({ pattern: '^[0-9]{1,15}$' });
/** Channel codes as a comma list ('POS,MINI') or JSON text of a list ('["POS","MINI"]'); '' for none. */
const CodeListText = Type.String({ maxLength: 4_000 });

/**
 * Schemas of the organisation's stores calls (org-calls.ts): stores/departments and the sales
 * channels of a store (spec §7 "Store and department"). Form bodies are text: see
 * org-stores-entities.ts for how each field is written.
 */
export const orgStoresApi = {
  deptPageList: call({
    ...calls.deptPageList,
    query: StoreListQuery,
    result: StoreListResult,
    summary:
      'One page of the stores/departments (pageNo from 1, pageSize 10/20/50/100, default 10) ordered by code, ' +
      'with the filters (keyword: name or code contains; type; status; province; city; franchiseeType) and the total.',
  }),
  deptPageListNew: call({
    ...calls.deptPageListNew,
    query: StoreListQuery,
    result: StoreListResultNew,
    summary: "The same page as getDeptPageList.do with each store's channel names and franchisee name.",
  }),
  storeQueryAll: call({
    ...calls.storeQueryAll,
    query: StorePickerQuery,
    result: StorePickerResult,
    summary:
      "The tenant's stores for pickers (keyword and status filters), ordered by code, at most 500; total says how " +
      'many matched.',
  }),
  getStore: call({
    ...calls.getStore,
    query: StoreIdQuery,
    result: StoreForm,
    summary:
      'One store as its form (every §3 field, with its version); 4004 when the tenant has no such store.',
  }),
  generateStoreId: call({
    ...calls.generateStoreId,
    result: Type.String(),
    summary:
      "The next free store code of the tenant: 'S' and the number one above the highest 'S<digits>' code in use, " +
      "zero-padded like the widest of them (at least 3 digits: 'S013'). Nothing is reserved: saveDept.do still " +
      'refuses a code taken meanwhile.',
  }),
  saveDept: call({
    ...calls.saveDept,
    body: StoreFormBody,
    result: StoreSaved,
    summary:
      'Create (no id) or update (id and the version read) a store from its form, in one transaction. Fields left ' +
      'out of a new store take the §9 defaults; of an existing store keep their values. status is set on create ' +
      "only (updateDeptYn.do changes it). A store's code may change only while no employee has it as department " +
      '(4092 naming how many). 4220 with fieldErrors for refused values, 4091 on storeid for a code in use, 4004 ' +
      'for an unknown store, 4009 when the store changed since it was read.',
  }),
  updateDeptYn: call({
    ...calls.updateDeptYn,
    query: StoreStatusQuery,
    result: StoreStatusResult,
    summary:
      "Set a store's status (status 0/1) or toggle it (status absent). Disabling is refused (4092) while active " +
      "employees have it as department or users hold roles there (saying how many), and for the caller's own " +
      "current store. A disabled store drops out of everyone's store and role list; sessions acting for it lose " +
      'its grants.',
  }),
  batchExportDept: call({
    ...calls.batchExportDept,
    query: StoreExportQuery,
    result: ExportQueued,
    summary:
      "Queues an export job of the stores (the chosen ids, or those the list's filters select) as an .xlsx, headers " +
      "in the caller's language, and answers its id at once (the download centre has its file).",
  }),
  exportStoreDelivery: call({
    ...calls.exportStoreDelivery,
    query: StoreExportQuery,
    result: ExportQueued,
    summary:
      "Queues an export job: an .xlsx of each store's delivery settings (flags, times, freight, serve mode) with its " +
      'serve schedule as a readable column, and a second sheet with one row per serve slot. Answers its id at once.',
  }),
  orgAreaInfo: call({
    ...calls.orgAreaInfo,
    query: Type.Object({ parentCode: Type.Optional(Type.String({ pattern: '^([0-9]{2,12})?$' })) }),
    result: Type.Array(AreaInfo),
    summary: 'Areas of GB/T 2260: provinces without parentCode, else the children of that area.',
  }),
  getChannelList: call({
    ...calls.getChannelList,
    result: Type.Array(SalesChannel),
    summary: "The tenant's sales channels, each with its sub-channels, active or not.",
  }),
  setStoreChannelRel: call({
    ...calls.setStoreChannelRel,
    body: Type.Object({ storeId: StoreIdInput, channelCodes: CodeListText }),
    result: StoreChannels,
    summary:
      'Set which channels a store is open on (channelCodes: comma list or JSON list; empty for none) in one ' +
      'transaction. Kept channels keep their group code; removed channels lose their sub-channels. 4220 naming ' +
      "unknown codes; 4004 for an unknown store. Answers the store's channels.",
  }),
  getDeptSubChannelList: call({
    ...calls.getDeptSubChannelList,
    query: Type.Object({ storeId: StoreIdInput }),
    result: StoreChannels,
    summary: "The store's channels (with their group codes) and sub-channels; 4004 for an unknown store.",
  }),
  setDeptSubChannel: call({
    ...calls.setDeptSubChannel,
    query: Type.Object({
      storeId: StoreIdInput,
      /** Comma list of sub-channel codes; absent or '' clears them. */
      subChannelCodes: Type.Optional(CodeListText),
    }),
    result: StoreChannels,
    summary:
      "Replace a store's sub-channels (comma list; absent for none) in one transaction. Each must be a sub-channel " +
      "of a channel the store is open on; 4220 naming those that are not or are unknown. Answers the store's channels.",
  }),
  getActChannelList: call({
    ...calls.getActChannelList,
    result: Type.Array(SalesChannel),
    summary: "The tenant's active sales channels with their active sub-channels.",
  }),
  getGrpCodeList: call({
    ...calls.getGrpCodeList,
    result: Type.Array(ChannelGroup),
    summary: 'The group codes a channel of a store can be filed under.',
  }),
  setDeptChannelList: call({
    ...calls.setDeptChannelList,
    body: Type.Object({
      storeId: StoreIdInput,
      /** JSON text of [{ channelCode, grpCode }] ('[]' for none). */
      channelList: Type.String({ maxLength: 8_000 }),
    }),
    result: StoreChannels,
    summary:
      "Replace a store's channels with their group codes (channelList: JSON [{channelCode, grpCode}]) in one " +
      'transaction; removed channels lose their sub-channels. 4220 naming unknown channel or group codes. Answers ' +
      "the store's channels.",
  }),
} as const;
