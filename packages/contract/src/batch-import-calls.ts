import type { CallInfo } from './calls-info';
import { GOODS_PAGES } from './goods-calls';
import { ORG_PAGES } from './org-calls';
import { PAGES } from './pages';

/**
 * What the bulk import screen (/batchImport/list/{id}/{tab}) imports: the id is the route's id
 * (spec §2 "Hidden routes": id 1 by default), the page is the menu page whose grant allows it.
 */
export const IMPORT_TYPES = [
  { id: 1, type: 'goods', page: GOODS_PAGES.list },
  { id: 2, type: 'combGoods', page: GOODS_PAGES.comb },
  { id: 3, type: 'prices', page: GOODS_PAGES.list },
  { id: 4, type: 'stores', page: ORG_PAGES.dept },
  { id: 5, type: 'employees', page: ORG_PAGES.employee },
  { id: 6, type: 'categories', page: GOODS_PAGES.category },
  { id: 7, type: 'brands', page: GOODS_PAGES.brand },
] as const;
export type ImportType = (typeof IMPORT_TYPES)[number]['type'];

/** The exports the job history lists, with the page whose grant allows each. */
export const EXPORT_TYPES = [
  { type: 'goodsExport', page: GOODS_PAGES.list },
  { type: 'storeExport', page: ORG_PAGES.dept },
  { type: 'storeDeliveryExport', page: ORG_PAGES.dept },
  { type: 'operationLogExport', page: PAGES.operationLog.path },
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number]['type'];

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most data rows (below the header) one import file may hold. */
export const IMPORT_MAX_ROWS = 100_000;

/** Every page whose grant lets its user import or export something: the screen's own access (the manifest's). */
const JOB_PAGES = PAGES.batchImportl.resource;

/**
 * The bulk import and export calls (spec §1 "System settings and bulk import"), in the style of
 * §7 (/bmc/...). Each import type needs its own page's grant besides the screen's.
 */
export const batchImportCalls = {
  batchImportTypes: {
    method: 'GET',
    path: '/bmc/batchImport/types.do',
    access: 'session',
    resource: JOB_PAGES,
  },
  batchImportTemplate: {
    method: 'GET',
    path: '/bmc/batchImport/template.do',
    access: 'session',
    resource: JOB_PAGES,
  },
  // The job records its outcome in the operation log when it ends (rows imported and refused).
  batchImportUpload: {
    method: 'POST',
    path: '/bmc/batchImport/upload.do',
    encoding: 'form',
    access: 'session+site',
    resource: JOB_PAGES,
    audit: 'own',
  },
  batchJobList: {
    method: 'GET',
    path: '/bmc/batchImport/jobList.do',
    access: 'session',
    resource: JOB_PAGES,
  },
  batchJobGet: { method: 'GET', path: '/bmc/batchImport/job.do', access: 'session', resource: JOB_PAGES },
  batchJobErrors: {
    method: 'GET',
    path: '/bmc/batchImport/jobErrors.do',
    access: 'session',
    resource: JOB_PAGES,
  },
  batchJobReport: {
    method: 'GET',
    path: '/bmc/batchImport/errorReport.do',
    access: 'session',
    resource: JOB_PAGES,
  },
  batchJobDownload: {
    method: 'GET',
    path: '/bmc/batchImport/download.do',
    access: 'session',
    resource: JOB_PAGES,
  },
  batchJobCancel: {
    method: 'POST',
    path: '/bmc/batchImport/cancel.do',
    encoding: 'json',
    access: 'session+site',
    resource: JOB_PAGES,
    audit: 'cancel',
  },
} as const satisfies Record<string, CallInfo>;
