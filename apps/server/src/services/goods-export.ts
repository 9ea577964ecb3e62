import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import type { SkuExportQuery } from '@rcadmin/contract';
import ExcelJS from 'exceljs';
import type { MessageKey } from '../i18n/messages';
import type { GoodsRepository } from '../repositories/goods';

/** Rows read from the database at a time: an export never holds more than this many SKUs. */
export const EXPORT_PAGE = 1000;

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Text that a spreadsheet could read as a formula (= + - @, and the tab and carriage return some
 * tools strip) is kept as text with a leading apostrophe (OWASP "CSV injection").
 */
export const safeText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const COLUMNS: { key: string; header: MessageKey; width: number }[] = [
  { key: 'skuId', header: 'exportSkuId', width: 10 },
  { key: 'skuName', header: 'exportSkuName', width: 36 },
  { key: 'barCode', header: 'exportBarCode', width: 16 },
  { key: 'goodsNo', header: 'exportGoodsNo', width: 14 },
  { key: 'categoryName', header: 'exportCategory', width: 14 },
  { key: 'brandName', header: 'exportBrand', width: 14 },
  { key: 'skuReferPrice', header: 'exportReferPrice', width: 12 },
  { key: 'minPrice', header: 'exportMinPrice', width: 12 },
  { key: 'maxPrice', header: 'exportMaxPrice', width: 12 },
  { key: 'skuPurchPrice', header: 'exportPurchPrice', width: 12 },
  { key: 'meaUnit', header: 'exportUnit', width: 8 },
  { key: 'saleState', header: 'exportSaleState', width: 10 },
  { key: 'saleMode', header: 'exportSaleMode', width: 12 },
  { key: 'comb', header: 'exportComb', width: 10 },
  { key: 'updatedAt', header: 'exportUpdatedAt', width: 22 },
];

const price = (value: string | null) => (value === null ? null : Number(value));

/**
 * Write the SKUs the query selects into `stream` as an .xlsx, a page of rows at a time, waiting for
 * the client whenever the stream is full: memory stays flat whatever the number of SKUs.
 */
export async function writeGoodsExport(
  stream: PassThrough,
  repo: GoodsRepository,
  tenantId: number,
  query: SkuExportQuery,
  t: (key: MessageKey) => string,
  pageSize = EXPORT_PAGE,
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(t('exportSheet'));
  sheet.columns = COLUMNS.map((column) => ({
    key: column.key,
    header: t(column.header),
    width: column.width,
  }));
  const saleStates: Record<number, string> = { 1: t('saleStateOn'), 0: t('saleStateOff') };
  const saleModes: Record<string, string> = { '1': t('saleModePiece'), '2': t('saleModeWeight') };
  let afterId = 0;
  for (;;) {
    const rows = await repo.exportPage(tenantId, query, afterId, pageSize);
    for (const row of rows) {
      sheet
        .addRow({
          skuId: String(row.id),
          skuName: safeText(row.skuName),
          barCode: safeText(row.barCode),
          goodsNo: safeText(row.goodsNo),
          categoryName: safeText(row.categoryName),
          brandName: safeText(row.brandName),
          skuReferPrice: price(row.skuReferPrice),
          minPrice: price(row.minPrice),
          maxPrice: price(row.maxPrice),
          skuPurchPrice: price(row.skuPurchPrice),
          meaUnit: safeText(row.meaUnit),
          saleState: saleStates[row.saleState] ?? String(row.saleState),
          saleMode: saleModes[row.saleMode] ?? row.saleMode,
          comb: row.comb === 1 ? t('exportYes') : t('exportNo'),
          updatedAt: new Date(row.updatedAt).toISOString().replace('T', ' ').slice(0, 19),
        })
        .commit();
    }
    const last = rows.at(-1);
    if (rows.length < pageSize || !last || stream.destroyed) break;
    afterId = last.id;
    if (stream.writableNeedDrain) await once(stream, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}
