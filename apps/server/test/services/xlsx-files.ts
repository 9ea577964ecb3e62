import type { SheetRow } from '../../src/services/import/sheet-protocol';
import {
  countRows,
  entriesOf,
  openZip,
  readWorkbook,
  sheetRows,
  type XlsxLimits,
} from '../../src/services/import/xlsx-sheet';

/** An .xlsx file's first sheet as the import's reader reads it: its rows, and the rows it counts. */
export async function readSheet(
  file: string,
  limits: XlsxLimits,
): Promise<{ rows: SheetRow[]; counted: number }> {
  const zip = await openZip(file);
  try {
    const book = await readWorkbook(zip, await entriesOf(zip), limits);
    const counted = await countRows(zip, book.sheet, limits.maxPartBytes);
    const rows: SheetRow[] = [];
    for await (const batch of sheetRows(zip, book, limits.maxPartBytes)) rows.push(...batch);
    return { rows, counted };
  } finally {
    zip.close();
  }
}
