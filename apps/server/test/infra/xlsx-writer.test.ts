import { crc32 } from 'node:zlib';
import { unzipSync } from 'fflate';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SheetRow } from '../../src/infra/sheet-protocol';
import { entriesOf, openZip, partBytes } from '../../src/infra/xlsx-sheet';
import type { XlsxCell, XlsxSheet } from '../../src/infra/xlsx-protocol';
import { columnName, xlsxFile, xlsxWriter, xmlText } from '../../src/infra/xlsx-writer';
import { readSheet, readSheets } from './xlsx-files';

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
  const writer = xlsxWriter([sheet], (bytes) => pieces.push(bytes));
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

const LIMITS = { maxPartBytes: 64 << 20, maxStringsBytes: 1 << 20 };

/** The rows as the server's own import reader reads the file back. */
const importedRows = async (file: string): Promise<SheetRow[]> => (await readSheet(file, LIMITS)).rows;

describe('the .xlsx writer', () => {
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

    const writer = xlsxWriter([SHEET], () => undefined, { maxRows: 3 });
    writer.addRows([['1', 'a', 1]]);
    expect(() =>
      writer.addRows([
        ['2', 'b', 2],
        ['3', 'c', 3],
      ]),
    ).toThrow('an .xlsx sheet holds at most 3 rows');
  });

  it('[SET-04] writes several sheets one after another, each ended before the next begins; a sheet not reached is left with its header', async () => {
    const sheets: XlsxSheet[] = [
      SHEET,
      { sheetName: 'Tiendas', columns: [{ header: 'Código', width: 14 }] },
      {
        sheetName: '说明',
        columns: [
          { header: '列', width: 20 },
          { header: '说明', width: 40 },
        ],
      },
    ];
    const pieces: Uint8Array[] = [];
    const writer = xlsxWriter(sheets, (bytes) => pieces.push(bytes));
    const first: XlsxCell[][] = Array.from({ length: 8_000 }, (_, index) => [
      String(index + 1),
      `商品 ${index + 1} ${'x'.repeat(index % 50)}`,
      index / 2,
    ]);
    for (let start = 0; start < first.length; start += 500) writer.addRows(first.slice(start, start + 500));
    // The first sheet's bytes came before the second began: it streams.
    const beforeSecond = pieces.length;
    expect(beforeSecond).toBeGreaterThan(3);
    writer.nextSheet();
    writer.addRows([['S001', 'a cell past the sheet’s columns is left out'], ['S002']]);
    writer.end();
    expect(() => writer.nextSheet()).toThrow('this .xlsx has 3 sheet(s)');
    const file = await saved('sheets.xlsx', Buffer.concat(pieces));

    const parts = await partsOf(file);
    for (const [name, part] of parts)
      expect({ name, crcMatches: part.crcMatches }).toEqual({ name, crcMatches: true });
    expect(parts.get('xl/workbook.xml')!.text).toContain(
      '<sheets><sheet name="商品" sheetId="1" r:id="rId1"/><sheet name="Tiendas" sheetId="2" r:id="rId2"/>' +
        '<sheet name="说明" sheetId="3" r:id="rId3"/></sheets>',
    );
    // The server's own import reader reads each sheet back.
    const back = await readSheets(file, LIMITS);
    expect(back.map((sheet) => sheet.length)).toEqual([8_001, 3, 1]);
    expect(back[0]![8_000]!.cells).toEqual(['8000', `商品 8000 ${'x'.repeat(7_999 % 50)}`, '3999.5']);
    expect(back[1]!.map((row) => row.cells)).toEqual([['Código'], ['S001'], ['S002']]);
    expect(back[2]![0]!.cells).toEqual(['列', '说明']);

    // And so does ExcelJS, an independent reader: names, rows, a bold frozen header on each sheet.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['商品', 8_001],
      ['Tiendas', 3],
      ['说明', 1],
    ]);
    for (const sheet of book.worksheets) {
      expect(sheet.getRow(1).getCell(1).font?.bold, sheet.name).toBe(true);
      expect(sheet.views[0], sheet.name).toMatchObject({ state: 'frozen', ySplit: 1 });
    }
    expect(book.worksheets[2]!.getColumn(2).width).toBe(40);
  });

  it('[SET-04] hides a sheet and offers a column a drop-down of another sheet’s values (a list validation after the rows)', async () => {
    const sheets: XlsxSheet[] = [
      {
        sheetName: 'Datos',
        columns: [
          { header: 'Nombre*', width: 20 },
          { header: 'Tipo', width: 10, list: { sheet: 'lists', column: 1, length: 3, rows: 10 } },
          { header: 'Marca', width: 10, list: { sheet: 'Valores de marca', column: 0, length: 2, rows: 10 } },
          // No values: no drop-down.
          { header: 'Nota', width: 10, list: { sheet: 'lists', column: 3, length: 0, rows: 10 } },
        ],
      },
      {
        sheetName: 'lists',
        header: false,
        hidden: 'veryHidden',
        columns: [1, 2, 3, 4].map(() => ({ header: '', width: 14 })),
      },
      {
        sheetName: 'Valores de marca',
        header: false,
        hidden: 'hidden',
        columns: [{ header: '', width: 14 }],
      },
    ];
    const file = await saved(
      'lists.xlsx',
      xlsxFile([
        { sheet: sheets[0]!, rows: [] },
        {
          sheet: sheets[1]!,
          rows: [
            [null, 'Tienda'],
            [null, 'Almacén & <depósito>'],
            [null, 'Oficina'],
          ],
        },
        { sheet: sheets[2]!, rows: [['Acme'], ['Globex']] },
      ]),
    );
    const parts = await partsOf(file);
    expect(parts.get('xl/workbook.xml')!.text).toContain(
      '<sheet name="Datos" sheetId="1" r:id="rId1"/>' +
        '<sheet name="lists" sheetId="2" state="veryHidden" r:id="rId2"/>' +
        '<sheet name="Valores de marca" sheetId="3" state="hidden" r:id="rId3"/>',
    );
    // The worksheet's elements in the schema's order: the validations follow the rows.
    const data = parts.get('xl/worksheets/sheet1.xml')!.text;
    expect(data).toMatch(
      /^<\?xml[^>]*\?>\n<worksheet [^>]*><sheetViews>.*<\/sheetViews><cols>.*<\/cols><sheetData>.*<\/sheetData><dataValidations count="2">.*<\/dataValidations><\/worksheet>$/,
    );
    expect(data).toContain(
      '<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="B2:B11"><formula1>lists!$B$1:$B$3</formula1></dataValidation>',
    );
    expect(data).toContain('sqref="C2:C11"><formula1>\'Valores de marca\'!$A$1:$A$2</formula1>');
    // A sheet without a header: no frozen pane, the values from its first row.
    expect(parts.get('xl/worksheets/sheet2.xml')!.text).not.toContain('<pane');
    const back = await readSheets(file, LIMITS);
    expect(back[1]!.map((row) => row.cells)).toEqual([
      ['', 'Tienda'],
      ['', 'Almacén & <depósito>'],
      ['', 'Oficina'],
    ]);

    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    expect(book.worksheets.map((sheet) => [sheet.name, sheet.state])).toEqual([
      ['Datos', 'visible'],
      ['lists', 'veryHidden'],
      ['Valores de marca', 'hidden'],
    ]);
    const datos = book.getWorksheet('Datos')!;
    expect(datos.getCell('B2').dataValidation).toEqual({
      type: 'list',
      allowBlank: true,
      showErrorMessage: true,
      formulae: ['lists!$B$1:$B$3'],
    });
    expect(datos.getCell('B11').dataValidation).toMatchObject({ formulae: ['lists!$B$1:$B$3'] });
    expect(datos.getCell('C5').dataValidation).toMatchObject({ formulae: ["'Valores de marca'!$A$1:$A$2"] });
    for (const cell of ['B1', 'B12', 'A2', 'D2'])
      expect(datos.getCell(cell).dataValidation, cell).toBeUndefined();
    expect(book.getWorksheet('lists')!.getCell('B2').value).toBe('Almacén & <depósito>');
  });

  it('names each sheet once, and refuses a list of a sheet the file does not have', () => {
    const pieces: Uint8Array[] = [];
    const named = (sheetName: string): XlsxSheet => ({ sheetName, columns: [{ header: 'a', width: 8 }] });
    const writer = xlsxWriter([named('Ventas'), named('VENTAS'), named('ventas')], (bytes) =>
      pieces.push(bytes),
    );
    writer.end();
    const workbook = unzipSync(Buffer.concat(pieces))['xl/workbook.xml']!;
    expect(Buffer.from(workbook).toString()).toContain(
      'name="Ventas" sheetId="1" r:id="rId1"/><sheet name="VENTAS (2)" sheetId="2" r:id="rId2"/><sheet name="ventas (3)"',
    );
    expect(() => xlsxWriter([], () => undefined)).toThrow('at least one sheet');
    const listed: XlsxSheet = {
      sheetName: 'Datos',
      columns: [{ header: 'Tipo', width: 8, list: { sheet: 'nowhere', column: 0, length: 2, rows: 5 } }],
    };
    expect(() => xlsxFile([{ sheet: listed, rows: [] }])).toThrow(
      "no sheet 'nowhere' holds the list of 'Tipo'",
    );
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
