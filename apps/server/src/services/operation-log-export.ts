import { OPERATION_LOG_EXPORT_MAX, type OperationLogRow } from '@rcadmin/contract';
import type { MessageKey } from '../i18n/messages';
import type { LogsRepository, OperationLogFilters } from '../repositories/logs';
import type { XlsxCell, XlsxSheet } from '../infra/xlsx-protocol';
import { safeText } from '../infra/xlsx-text';

const COLUMNS: { header: MessageKey; width: number }[] = [
  { header: 'operationLogAt', width: 22 },
  { header: 'operationLogUser', width: 16 },
  { header: 'operationLogUserName', width: 14 },
  { header: 'operationLogMenu', width: 18 },
  { header: 'operationLogMenuCode', width: 30 },
  { header: 'operationLogOpt', width: 48 },
  { header: 'operationLogClient', width: 10 },
  { header: 'operationLogAddr', width: 30 },
];

/** Records read at a time. */
const PAGE = 500;

/** '2026-11-26 10:15:00' (UTC): what a spreadsheet sorts and reads. */
const timeOf = (iso: string) => iso.replace('T', ' ').slice(0, 19);

export interface OperationLogExportParams {
  tenantId: number;
  filters: OperationLogFilters;
}

/** The operation log's export of the records the filters select: its sheet in the caller's language. */
export function operationLogExport(
  tenantId: number,
  filters: OperationLogFilters,
  t: (key: MessageKey) => string,
): { sheet: XlsxSheet; params: OperationLogExportParams } {
  return {
    sheet: {
      sheetName: t('operationLogSheet'),
      columns: COLUMNS.map((column) => ({ header: t(column.header), width: column.width })),
    },
    params: { tenantId, filters },
  };
}

/**
 * The export's rows, newest first, a page at a time and at most OPERATION_LOG_EXPORT_MAX; text a
 * spreadsheet would take for a formula stays text.
 */
export async function* operationLogExportPages(
  repo: Pick<LogsRepository, 'operationPages'>,
  { tenantId, filters }: OperationLogExportParams,
): AsyncGenerator<XlsxCell[][]> {
  for await (const page of repo.operationPages(tenantId, filters, PAGE, OPERATION_LOG_EXPORT_MAX)) {
    yield page.map((row: OperationLogRow) => [
      timeOf(row.at),
      safeText(row.optUserCode),
      safeText(row.optUserName),
      safeText(row.menuName),
      safeText(row.menuCode),
      safeText(row.opt),
      safeText(row.client),
      safeText(row.addr),
    ]);
  }
}
