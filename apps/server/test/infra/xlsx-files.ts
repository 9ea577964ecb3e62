import type { SheetRow } from '../../src/infra/sheet-protocol';
import {
  countRows,
  entriesOf,
  openZip,
  readWorkbook,
  sheetRows,
  type XlsxLimits,
} from '../../src/infra/xlsx-sheet';

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

/**
 * Every worksheet of an .xlsx file (sheet1.xml, sheet2.xml, … in that order) as the import's
 * reader reads a sheet: its non-blank rows.
 */
export async function readSheets(file: string, limits: XlsxLimits): Promise<SheetRow[][]> {
  const zip = await openZip(file);
  try {
    const entries = await entriesOf(zip);
    const book = await readWorkbook(zip, entries, limits);
    const sheets: SheetRow[][] = [];
    for (let n = 1; entries.has(`xl/worksheets/sheet${n}.xml`); n++) {
      const rows: SheetRow[] = [];
      const sheet = entries.get(`xl/worksheets/sheet${n}.xml`)!;
      for await (const batch of sheetRows(zip, { ...book, sheet }, limits.maxPartBytes)) rows.push(...batch);
      sheets.push(rows);
    }
    return sheets;
  } finally {
    zip.close();
  }
}
