import { Type } from 'typebox';
import { call } from './call-spec';
import { OPERATION_LOG_EXPORT_MAX, OPERATION_LOG_TOTAL_CAP, settingsCalls as calls } from './settings-calls';
import { OperationLogPage, OperationLogQuery } from './settings-entities';
import { ExportQueued } from './batch-import-entities';

const ExportQuery = Type.Omit(OperationLogQuery, ['pageNo', 'pageSize']);

/** Schemas of the settings calls (settings-calls.ts). */
export const settingsApi = {
  operationLogPageList: call({
    ...calls.operationLogPageList,
    query: OperationLogQuery,
    result: OperationLogPage,
    summary:
      "One page of the tenant's operation log, newest first, by user, menu page, operation text and time " +
      `range (from inclusive, to exclusive). The total counts at most ${OPERATION_LOG_TOTAL_CAP} records ` +
      '(totalCapped beyond). 4220 when `to` is not after `from`.',
  }),
  operationLogExport: call({
    ...calls.operationLogExport,
    query: ExportQuery,
    result: ExportQueued,
    summary:
      `Queues an export job of the records the filters select, newest first, as an .xlsx (at most ${OPERATION_LOG_EXPORT_MAX} rows: ` +
      'narrow the time range for more). Cells that a spreadsheet would read as formulas are kept as text.',
  }),
} as const;
