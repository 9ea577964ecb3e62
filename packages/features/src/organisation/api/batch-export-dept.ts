import type { QueryOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit } from '../../host-kit';

export type BatchExportDeptQuery = QueryOf<'batchExportDept'>;

/**
 * GET bmc/dept/batchExportDept.do: the address of the .xlsx of the stores the list's filters (or
 * `ids`) select, for the browser to download itself (ORG-02).
 */
export const batchExportDeptUrl = (kit: HostKit, query: BatchExportDeptQuery) =>
  kit.apiUrl(calls.batchExportDept.path, query);
