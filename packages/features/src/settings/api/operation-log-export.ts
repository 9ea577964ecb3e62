import type { QueryOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit } from '../../host-kit';

export type OperationLogExportQuery = QueryOf<'operationLogExport'>;

/**
 * GET bmc/operationLog/export.do: the address of the .xlsx of the records the filters select, for
 * the browser to download itself (the session cookie goes with it).
 */
export const operationLogExportUrl = (kit: HostKit, query: OperationLogExportQuery) =>
  kit.apiUrl(calls.operationLogExport.path, query);
