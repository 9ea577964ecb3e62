import { OPERATION_LOG_EXPORT_MAX, excelSerial, type OperationLogRow } from '@rcadmin/contract';
import { translate, type Language, type MessageKey } from '../i18n/messages';
import { changeText } from '../domain/change-list';
import type { LogsRepository, OperationLogFilters } from '../repositories/logs';
import type { XlsxCell, XlsxSheet } from '../infra/xlsx-protocol';
import { safeText } from '../infra/xlsx-text';
import { zonedHeader } from './time-zone';

const COLUMNS: { header: MessageKey; width: number }[] = [
  { header: 'operationLogAt', width: 22 },
  { header: 'operationLogUser', width: 16 },
  { header: 'operationLogUserName', width: 14 },
  { header: 'operationLogMenu', width: 18 },
  { header: 'operationLogMenuCode', width: 30 },
  { header: 'operationLogOpt', width: 48 },
  { header: 'operationLogClient', width: 10 },
  { header: 'operationLogAddr', width: 30 },
  { header: 'operationLogChanges', width: 60 },
];

/** Records read at a time. */
const PAGE = 500;

export interface OperationLogExportParams {
  tenantId: number;
  filters: OperationLogFilters;
  /** The zone of the time column (services/time-zone.ts). */
  zone: string;
  /** The reader's: the menu names and change lists are said in it. */
  lang: Language;
}

/**
 * The operation log's export of the records the filters select: its sheet in the caller's
 * language, the time a date cell of the tenant's zone, which the time column's header names.
 */
export function operationLogExport(
  tenantId: number,
  filters: OperationLogFilters,
  lang: Language,
  zone: string,
): { sheet: XlsxSheet; params: OperationLogExportParams } {
  const t = (key: MessageKey) => translate(lang, key);
  return {
    sheet: {
      sheetName: t('operationLogSheet'),
      columns: COLUMNS.map((column, index) => ({
        header: index === 0 ? zonedHeader(t(column.header), zone) : t(column.header),
        width: column.width,
      })),
    },
    params: { tenantId, filters, zone, lang },
  };
}

/**
 * The export's rows, newest first, a page at a time and at most OPERATION_LOG_EXPORT_MAX; text a
 * spreadsheet would take for a formula stays text.
 */
export async function* operationLogExportPages(
  repo: Pick<LogsRepository, 'operationPages'>,
  { tenantId, filters, zone, lang }: OperationLogExportParams,
): AsyncGenerator<XlsxCell[][]> {
  const t = (key: MessageKey) => translate(lang, key);
  const reader = { lang, t };
  for await (const page of repo.operationPages(tenantId, filters, PAGE, OPERATION_LOG_EXPORT_MAX, reader)) {
    yield page.map((row: OperationLogRow) => [
      { date: excelSerial(new Date(row.at), zone) },
      safeText(row.optUserCode),
      safeText(row.optUserName),
      safeText(row.menuName),
      safeText(row.menuCode),
      safeText(row.opt),
      safeText(row.client),
      safeText(row.addr),
      safeText((row.changes ?? []).map((line) => changeText(line, t('changeNone'))).join('; ')),
    ]);
  }
}
