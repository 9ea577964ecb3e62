import type { PassThrough } from 'node:stream';
import type { OperationLogRow } from '@rcadmin/contract';
import type { MessageKey } from '../i18n/messages';
import { safeText, streamXlsx, type XlsxCell } from './xlsx-stream';

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

/** '2026-11-26 10:15:00' (UTC): what a spreadsheet sorts and reads. */
const timeOf = (iso: string) => iso.replace('T', ' ').slice(0, 19);

/**
 * Writes the records `pages` yields into `stream` as an .xlsx (headers in the caller's language),
 * through the streamed writer: memory stays flat, and text a spreadsheet would take for a formula
 * stays text.
 */
export async function writeOperationLogExport(
  stream: PassThrough,
  pages: AsyncIterable<OperationLogRow[]>,
  t: (key: MessageKey) => string,
): Promise<number> {
  async function* rows(): AsyncGenerator<XlsxCell[][]> {
    for await (const page of pages) {
      yield page.map((row) => [
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
  return streamXlsx(
    stream,
    {
      sheetName: t('operationLogSheet'),
      columns: COLUMNS.map((column) => ({ header: t(column.header), width: column.width })),
    },
    rows(),
  );
}
