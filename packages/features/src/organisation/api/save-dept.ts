import type { BodyOf, ResultOf, StoreForm } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type SaveDeptBody = BodyOf<'saveDept'>;
export type SaveDeptResult = ResultOf<'saveDept'>;

/** The form body of a store: every field as text, serveSlots and attrList as JSON text, version as digits. */
export const saveDeptBody = (store: StoreForm): SaveDeptBody => ({
  ...store,
  serveSlots: JSON.stringify(store.serveSlots),
  attrList: JSON.stringify(store.attrList),
  version: String(store.version),
});

/**
 * POST bmc/dept/saveDept.do (form body): creates (id '') or updates (id and the version read) a
 * store. Refused with 4220 and fieldErrors for bad values (`serveSlots.3.end`), 4091 on storeid for
 * a code in use, 4009 when the store changed since it was read (ORG-03, ORG-04, API-06).
 */
export const saveDept = (kit: HostKit, store: StoreForm, options?: HttpOptions) =>
  kit.http.post<SaveDeptResult>(calls.saveDept.path, saveDeptBody(store), options);
