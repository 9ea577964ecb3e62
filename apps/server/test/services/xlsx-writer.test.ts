import { crc32 } from 'node:zlib';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetRow } from '../../src/services/import/sheet-protocol';
import { entriesOf, openZip, partBytes } from '../../src/services/import/xlsx-sheet';
import type { XlsxCell, XlsxSheet } from '../../src/services/xlsx-protocol';
import { columnName, xlsxWriter, xmlText } from '../../src/services/xlsx-writer';
import { readSheet } from './xlsx-files';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rcadmin-xlsx-writer-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const SHEET: XlsxSheet = {
  sheetName: '商品',
  columns: [
    { header: '编号', width: 10 },
    { header: 'Nombre & <marca>', width: 36 },
    { header: 'Precio', width: 12 },
  ],
};

/** The file the writer makes of these rows, added `perCall` at a time; and how many pieces it came in. */
function written(rows: XlsxCell[][], sheet = SHEET, perCall = 100): { file: Buffer; pieces: number } {
  const pieces: Uint8Array[] = [];
  const writer = xlsxWriter(sheet, (bytes) => pieces.push(bytes));
  for (let start = 0; start < rows.length; start += perCall)
    writer.addRows(rows.slice(start, start + perCall));
  writer.end();
  return { file: Buffer.concat(pieces), pieces: pieces.length };
}

async function saved(name: string, file: Buffer): Promise<string> {
  const target = path.join(folder, name);
  await writeFile(target, file);
  return target;
}

/** Every part of the zip, unzipped, with whether its bytes match the CRC-32 the zip records. */
async function partsOf(file: string): Promise<Map<string, { text: string; crcMatches: boolean }>> {
  const zip = await openZip(file);
  try {
    const parts = new Map<string, { text: string; crcMatches: boolean }>();
    for (const [name, entry] of await entriesOf(zip)) {
      const chunks: Buffer[] = [];
      for await (const chunk of partBytes(zip, entry, 64 << 20)) chunks.push(chunk);
      const bytes = Buffer.concat(chunks);
      parts.set(name, { text: bytes.toString('utf8'), crcMatches: crc32(bytes) === entry.crc32 });
    }
    return parts;
  } finally {
    zip.close();
  }
}

/** The rows as the server's own import reader reads the file back. */
const importedRows = async (file: string): Promise<SheetRow[]> =>
  (await readSheet(file, { maxPartBytes: 64 << 20, maxStringsBytes: 1 << 20 })).rows;

describe('the .xlsx writer of exports', () => {
  it('[GOODS-06] writes a workbook ExcelJS reads back cell for cell: text, numbers, empty cells, long text cut to a cell, a bold frozen header', async () => {
    const rows: XlsxCell[][] = [
      ['1', '可口可乐 330ml', 3.5],
      ['2', 'a "b" & <c>', null],
      [null, ' espacio delante', -0.25],
      ["'=SUM(A1:A2)", 'emoji 🍎 kept', 1e21],
      ['3', 'bell\u0007 and a lone \uD800 surrogate go', Number.NaN],
      ['4', 'x'.repeat(40_000), 0],
    ];
    const file = await saved('cells.xlsx', written(rows).file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('商品');
    const values: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => {
      values.push([1, 2, 3].map((column) => row.getCell(column).value ?? null));
    });
    expect(values).toEqual([
      ['编号', 'Nombre & <marca>', 'Precio'],
      ['1', '可口可乐 330ml', 3.5],
      ['2', 'a "b" & <c>', null],
      [null, ' espacio delante', -0.25],
      ["'=SUM(A1:A2)", 'emoji 🍎 kept', 1e21],
      ['3', 'bell and a lone  surrogate go', null],
      // Cut at the 32,767 characters a cell holds.
      ['4', 'x'.repeat(32_767), 0],
    ]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(1).font?.bold).not.toBe(true);
    expect(sheet.getColumn(2).width).toBe(36);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  });

  it('[GOODS-06] streams 20,000 rows in pieces that make one valid zip: every CRC matches, every row comes back in order', async () => {
    const rows: XlsxCell[][] = Array.from({ length: 20_000 }, (_, index) => [
      String(index + 1),
      `商品 ${index + 1} — ${'x'.repeat(index % 40)}`,
      index / 4,
    ]);
    // One row too long for a piece of its own (3 × 30,000 characters): it goes in between, in order.
    const long = ['z'.repeat(30_000), 'y'.repeat(30_000), 'w'.repeat(30_000)];
    rows[9_999] = long;
    const { file, pieces } = written(rows);
    // The sheet's XML (about 1.6 MB) is deflated as it grows, not at the end.
    expect(pieces).toBeGreaterThan(6);
    const saved20k = await saved('rows.xlsx', file);
    const parts = await partsOf(saved20k);
    expect([...parts.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    for (const [name, part] of parts)
      expect({ name, crcMatches: part.crcMatches }).toEqual({ name, crcMatches: true });
    const back = await importedRows(saved20k);
    expect(back).toHaveLength(20_001);
    expect(back[0]!.cells).toEqual(['编号', 'Nombre & <marca>', 'Precio']);
    expect(back.map((row) => row.n)).toEqual(Array.from({ length: 20_001 }, (_, index) => index + 1));
    expect(back[10_000]!.cells).toEqual(long);
    expect(back[10_001]!.cells[0]).toBe('10001');
    expect(back[20_000]!.cells).toEqual(['20000', `商品 20000 — ${'x'.repeat(19_999 % 40)}`, '4999.75']);
  });

  it('names the sheet as Excel allows, and refuses a row past the last one a sheet holds', async () => {
    const sheet = { ...SHEET, sheetName: 'Ventas: 2026/11 [todas] las tiendas del grupo' };
    const parts = await partsOf(await saved('name.xlsx', written([['1', 'a', 1]], sheet).file));
    expect(parts.get('xl/workbook.xml')!.text).toContain('name="Ventas  2026 11  todas  las tie"');

    const writer = xlsxWriter(SHEET, () => undefined, { maxRows: 3 });
    writer.addRows([['1', 'a', 1]]);
    expect(() =>
      writer.addRows([
        ['2', 'b', 2],
        ['3', 'c', 3],
      ]),
    ).toThrow('an .xlsx sheet holds at most 3 rows');
  });

  it('escapes XML and names columns as a spreadsheet does', () => {
    expect(xmlText('plain text')).toBe('plain text');
    expect(xmlText('a<b>&"c"')).toBe('a&lt;b&gt;&amp;&quot;c&quot;');
    expect(xmlText('tab\tand line\nkept, \u0000\u001F\uFFFE dropped, 🍎 kept')).toBe(
      'tab\tand line\nkept,  dropped, 🍎 kept',
    );
    expect([0, 25, 26, 51, 52, 701, 702, 16_383].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
      'XFD',
    ]);
  });
});
