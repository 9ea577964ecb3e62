import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { SheetRefused } from '../../src/infra/sheet-protocol';
import {
  SharedStrings,
  columnOf,
  isDateFormat,
  serialText,
  type XlsxLimits,
} from '../../src/infra/xlsx-sheet';
import { readSheet } from './xlsx-files';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rcadmin-xlsx-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

const LIMITS: XlsxLimits = { maxPartBytes: 1 << 20, maxStringsBytes: 1 << 20 };

/** A zip of these parts, stored in this order (as the writer of the file chose). */
async function zipOf(name: string, parts: [string, string][]): Promise<string> {
  const zip = new yazl.ZipFile();
  for (const [part, text] of parts) zip.addBuffer(Buffer.from(text), part);
  zip.end();
  const file = path.join(folder, name);
  await pipeline(zip.outputStream, createWriteStream(file));
  return file;
}

const rowsOf = (file: string, limits = LIMITS) => readSheet(file, limits);

async function refusal(file: string, limits = LIMITS): Promise<unknown> {
  try {
    await rowsOf(file, limits);
  } catch (error) {
    if (error instanceof SheetRefused) return error.problem;
    throw error;
  }
  return undefined;
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook as Excel stores one: the sheets before the shared strings, the styles and the
 * workbook itself. Its first sheet is `xl/worksheets/rows.xml` (the rels say so), the second
 * sheet1.xml. Style 1 is a built-in date, 2 a custom date and time, 3 a plain number format.
 */
function excelOrder(
  sheet: string,
  options: { date1904?: boolean; strings?: string } = {},
): [string, string][] {
  const strings =
    options.strings ??
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="4" uniqueCount="4">' +
      '<si><t>商品名称*</t></si>' +
      '<si><t xml:space="preserve"> 条码* </t></si>' +
      '<si><r><rPr><b/></rPr><t>可口</t></r><r><t>可乐</t></r><rPh sb="0" eb="2"><t>コーラ</t></rPh></si>' +
      '<si><t>a &amp; b &lt;c&gt;</t></si>' +
      '</sst>';
  return [
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>`],
    ['xl/worksheets/rows.xml', sheet],
    [
      'xl/worksheets/sheet1.xml',
      '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>说明</t></is></c></row></sheetData></worksheet>',
    ],
    ['xl/sharedStrings.xml', strings],
    [
      'xl/styles.xml',
      '<styleSheet><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy/m/d\\ h:mm"/>' +
        '<numFmt numFmtId="165" formatCode="&quot;Day&quot;\\ #,##0.00;[Red]-0.00"/></numFmts>' +
        '<cellStyleXfs count="1"><xf numFmtId="14"/></cellStyleXfs>' +
        '<cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>' +
        '</styleSheet>',
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId9" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId3" Type="${REL}/worksheet" Target="/xl/worksheets/rows.xml"/>` +
        `<Relationship Id="rId4" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
        `<Relationship Id="rId5" Type="${REL}/styles" Target="styles.xml"/>` +
        `</Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns:r="${REL}">` +
        (options.date1904 ? '<workbookPr date1904="1"/>' : '<workbookPr/>') +
        '<sheets><sheet name="数据" sheetId="2" r:id="rId3"/><sheet name="说明" sheetId="1" r:id="rId9"/></sheets>' +
        '</workbook>',
    ],
  ];
}

describe('an .xlsx read for import, whatever order its parts are stored in', () => {
  it('reads the first sheet’s rows with shared strings stored after it, as Excel stores them', async () => {
    const sheet =
      '<worksheet><sheetData>' +
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row>' +
      '<row r="2">' +
      '<c r="A2" t="s"><v>2</v></c>' +
      '<c r="B2"><v>6901234567890</v></c>' +
      '<c r="C2" s="1"><v>45293</v></c>' +
      '<c r="D2" s="2"><v>45293.5</v></c>' +
      '<c r="E2" s="3"><v>12.50</v></c>' +
      '<c r="F2" t="b"><v>1</v></c>' +
      '<c r="G2" t="e"><v>#N/A</v></c>' +
      '<c r="H2" t="inlineStr"><is><t> 行内 </t></is></c>' +
      '<c r="I2" t="s"><v>3</v></c>' +
      '<c r="J2" t="d"><v>2024-03-05T00:00:00Z</v></c>' +
      '</row>' +
      '<row r="3"/>' +
      '<row r="4"><c r="A4" s="1"/><c r="B4" t="inlineStr"><is><t></t></is></c></row>' +
      '<row r="7"><c r="C7"><v>1.1000000000000001</v></c><c r="E7" s="1"><v>0.75</v></c></row>' +
      '</sheetData></worksheet>';
    const { rows, counted } = await rowsOf(await zipOf('excel.xlsx', excelOrder(sheet)));
    expect(counted).toBe(5);
    expect(rows).toEqual([
      { n: 1, cells: ['商品名称*', '条码*'] },
      {
        n: 2,
        cells: [
          '可口可乐',
          '6901234567890',
          '2024-01-02',
          '2024-01-02 12:00:00',
          '12.5',
          'TRUE',
          '#N/A',
          '行内',
          'a & b <c>',
          '2024-03-05',
        ],
      },
      // Blank rows (none, or of empty cells) are skipped; cells between filled ones are empty.
      { n: 7, cells: ['', '', '1.1', '', '18:00:00'] },
    ]);
  });

  it('keeps a formula as a formula, the shared ones too, never its computed value', async () => {
    const sheet =
      '<worksheet><sheetData>' +
      '<row r="1"><c r="A1" t="inlineStr"><is><t>价格</t></is></c></row>' +
      '<row r="2"><c r="A2"><f t="shared" ref="A2:A3" si="0">B2*2</f><v>4</v></c>' +
      '<c r="B2" t="str"><f>"=HYPERLINK(""x"")"</f><v>x</v></c></row>' +
      '<row r="3"><c r="A3"><f t="shared" si="0"/><v>6</v></c></row>' +
      '</sheetData></worksheet>';
    const { rows } = await rowsOf(await zipOf('formulas.xlsx', excelOrder(sheet)));
    expect(rows.slice(1)).toEqual([
      { n: 2, cells: [{ formula: '=B2*2' }, { formula: '="=HYPERLINK(""x"")"' }] },
      { n: 3, cells: [{ formula: '=B2*2' }] },
    ]);
  });

  it('reads a sheet whose tags carry a namespace prefix, in the 1904 date system', async () => {
    const sheet =
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:sheetData>' +
      '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>日期</x:t></x:is></x:c></x:row>' +
      '<x:row><x:c s="1"><x:v>0</x:v></x:c><x:c s="1"><x:v>43831</x:v></x:c></x:row>' +
      '</x:sheetData></x:worksheet>';
    const { rows, counted } = await rowsOf(
      await zipOf('prefixed.xlsx', excelOrder(sheet, { date1904: true })),
    );
    expect(counted).toBe(2);
    expect(rows).toEqual([
      { n: 1, cells: ['日期'] },
      { n: 2, cells: ['1904-01-01', '2024-01-02'] },
    ]);
  });

  it('counts every row once, however the sheet’s bytes fall into chunks', async () => {
    const body = Array.from(
      { length: 20_000 },
      (_, i) => `<row r="${i + 2}"><c t="inlineStr"><is><t>商品 ${i}</t></is></c><c><v>${i}</v></c></row>`,
    ).join('');
    const sheet = `<worksheet><sheetData><row r="1"><c t="inlineStr"><is><t>名称</t></is></c></row>${body}</sheetData></worksheet>`;
    const { rows, counted } = await rowsOf(await zipOf('many.xlsx', excelOrder(sheet)), {
      maxPartBytes: 8 << 20,
      maxStringsBytes: 1 << 20,
    });
    expect(counted).toBe(20_001);
    expect(rows).toHaveLength(20_001);
    expect(rows[20_000]).toEqual({ n: 20_001, cells: ['商品 19999', '19999'] });
  });

  it('refuses shared strings past their limit before reading them, and a part past the part limit', async () => {
    const strings = `<sst>${'<si><t>很长的商品名称</t></si>'.repeat(2_000)}</sst>`;
    const sheet = '<worksheet><sheetData><row r="1"><c t="s"><v>0</v></c></row></sheetData></worksheet>';
    const file = await zipOf('strings.xlsx', excelOrder(sheet, { strings }));
    expect(await refusal(file, { maxPartBytes: 1 << 20, maxStringsBytes: 10_000 })).toEqual({
      code: 'tooLarge',
      part: 'xl/sharedStrings.xml',
    });
    expect(await refusal(file, { maxPartBytes: 10_000, maxStringsBytes: 1 << 20 })).toEqual({
      code: 'tooLarge',
      part: 'xl/sharedStrings.xml',
    });
    expect(await refusal(file, LIMITS)).toBeUndefined();
  });

  it('refuses a zip that is not a workbook, and a workbook without a sheet', async () => {
    const notBook = await zipOf('other.zip', [['readme.txt', 'hello']]);
    expect(await refusal(notBook)).toEqual({ code: 'notSpreadsheet' });
    const noSheet = await zipOf('nosheet.xlsx', [
      ['[Content_Types].xml', CONTENT_TYPES],
      ['xl/workbook.xml', '<workbook><sheets/></workbook>'],
    ]);
    expect(await refusal(noSheet)).toEqual({ code: 'empty' });
  });

  it('stops at XML that is not well formed, and expands no entity it was not given', async () => {
    const broken = await zipOf('broken.xlsx', excelOrder('<worksheet><sheetData><row><c><v>1</row>'));
    await expect(rowsOf(broken)).rejects.toThrow();
    const entity = await zipOf(
      'entity.xlsx',
      excelOrder(
        '<!DOCTYPE w [<!ENTITY big "xxxxxxxxxx">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&big;&big;</t></is></c></row></sheetData></worksheet>',
      ),
    );
    await expect(rowsOf(entity)).rejects.toThrow();
  });
});

describe('cells of a date format', () => {
  it.each([
    ['yyyy-mm-dd', true],
    ['m/d/yy h:mm', true],
    ['[$-804]yyyy"年"m"月"d"日"', true],
    ['h:mm:ss AM/PM', true],
    ['#,##0.00', false],
    ['"Day" 0', false],
    ['0.00E+00', false],
    ['[Red]#,##0;[Blue]-#,##0', false],
    ['General', false],
    ['\\d0', false],
  ])('%s shows a date or time: %s', (code, date) => {
    expect(isDateFormat(code)).toBe(date);
  });

  it('reads a serial as the day a person typed, in both date systems', () => {
    expect(serialText(45293, false)).toBe('2024-01-02');
    expect(serialText(45293.25, false)).toBe('2024-01-02 06:00:00');
    expect(serialText(1, false)).toBe('1900-01-01');
    expect(serialText(59, false)).toBe('1900-02-28');
    expect(serialText(61, false)).toBe('1900-03-01');
    expect(serialText(0.5, false)).toBe('12:00:00');
    expect(serialText(43831, true)).toBe('2024-01-02');
    // 23:59:59.9 rounds to the next day, not to 24:00:00.
    expect(serialText(45293.999999, false)).toBe('2024-01-03');
    expect(serialText(-1, false)).toBeUndefined();
    expect(serialText(3_000_000, false)).toBeUndefined();
  });

  it('finds a cell’s column from its reference', () => {
    expect(['A1', 'Z9', 'AA10', 'xfd1', '12'].map(columnOf)).toEqual([0, 25, 26, 16_383, -1]);
  });
});

describe('shared strings kept as UTF-8', () => {
  it('gives each string back whole as the buffer grows, and nothing for an index it lacks', () => {
    const strings = new SharedStrings();
    const texts = Array.from({ length: 10_000 }, (_, i) => (i % 3 === 0 ? `商品名称 ${i} 😀` : `name ${i}`));
    texts.forEach((text) => strings.add(text));
    strings.add('');
    expect(strings.count).toBe(10_001);
    expect([0, 1, 9_999, 10_000].map((i) => strings.get(i))).toEqual([texts[0], texts[1], texts[9_999], '']);
    expect(strings.get(10_001)).toBe('');
    expect(strings.get(-1)).toBe('');
  });
});
