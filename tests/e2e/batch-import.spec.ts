import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { exampleURL } from '../playwright.config';
import { signIn } from './support';

/**
 * The bulk import screen as the demo admin of 100001 (SET-04): where its addresses open, a goods
 * import of 1,000 rows written with exceljs into the downloaded template, and an embedded vendor
 * page opening it on the import type it chose.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

async function signInAs(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });
}

const checkedType = (page: Page) => page.locator('.ant-radio-button-wrapper-checked');
/** A tab of the screen itself (the shell's strip of open pages has tabs of the same names). */
const screenTab = (page: Page, name: string) =>
  page.locator('.ant-tabs').getByRole('tab', { name, exact: true });

test.describe('bulk import', () => {
  test.describe.configure({ timeout: 240_000 });

  test('[SET-04] /batchImport/list opens on the import tab and type 1; /batchImporte and /batchExcel render their screens', async ({
    page,
  }) => {
    await signInAs(page);
    await page.goto('/batchImport/list');
    await expect(page.getByRole('heading', { name: 'Bulk import' })).toBeVisible();
    await expect(screenTab(page, 'Import')).toHaveAttribute('aria-selected', 'true');
    await expect(checkedType(page)).toHaveText('Goods');
    await expect(page.getByRole('link', { name: 'Download the Goods template' })).toBeVisible();

    await page.goto('/batchImporte');
    await expect(screenTab(page, 'Import')).toHaveAttribute('aria-selected', 'true');
    await expect(checkedType(page)).toHaveText('Goods');

    await page.goto('/batchExcel');
    await expect(screenTab(page, 'Imports and exports')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  });

  test('[SET-04] the goods template filled with 1,000 rows (5 wrong) imports 995 and reports the 5', async ({
    page,
  }, testInfo) => {
    await signInAs(page);
    await page.goto('/batchImport/list/1/importTab');
    const templateDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the Goods template' }).click();
    const template = await templateDownload;
    const templatePath = testInfo.outputPath('template.xlsx');
    await template.saveAs(templatePath);

    // Fill the template's data sheet as a person would: by its headers, in the user's language.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(templatePath);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
    const at = (name: string) => headers.indexOf(name);
    expect(at('Goods name*')).toBeGreaterThan(0);
    expect(at('Barcode*')).toBeGreaterThan(0);
    expect(at('Retail price*')).toBeGreaterThan(0);
    expect(at('Unit')).toBeGreaterThan(0);
    const stamp = String(Date.now()).slice(-7);
    const code = (n: number) => `77${stamp}${String(n).padStart(4, '0')}`;
    const wrong: Record<number, { name?: string; code?: string; price?: string; unit?: string }> = {
      100: { name: '' },
      200: { price: 'twelve' },
      300: { code: code(299) },
      400: { unit: 'furlong' },
      500: { code: 'not a code!' },
    };
    for (let n = 1; n <= 1000; n += 1) {
      const row = sheet.getRow(n + 1);
      const fault = wrong[n] ?? {};
      row.getCell(at('Goods name*')).value = fault.name ?? `E2E 导入商品 ${stamp} ${n}`;
      row.getCell(at('Barcode*')).value = fault.code ?? code(n);
      row.getCell(at('Retail price*')).value = fault.price ?? (n % 50) + 0.5;
      row.getCell(at('Unit')).value = fault.unit ?? '个';
      row.commit();
    }
    const filled = testInfo.outputPath('goods-1000.xlsx');
    await book.xlsx.writeFile(filled);

    await page.getByRole('radio', { name: 'Import the valid rows and skip the rows with errors' }).check();
    await page.locator('input[type=file]').setInputFiles(filled);
    await expect(page.getByText('Import finished: 995 rows imported, 5 rows not imported')).toBeVisible({
      timeout: 120_000,
    });
    const refused = page.getByRole('region', { name: 'Rows not imported' });
    await expect(refused.getByRole('row')).toHaveCount(6);
    await expect(refused.getByText('Repeats row 300.')).toBeVisible();

    // The error report names the 5 rows, with the reason of each.
    const reportDownload = page.waitForEvent('download');
    await refused.getByRole('link', { name: 'Download the error report' }).click();
    const report = new ExcelJS.Workbook();
    await report.xlsx.readFile(await (await reportDownload).path());
    const reportRows = report.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    expect(reportRows.map((row) => row[1])).toEqual([101, 201, 301, 401, 501]);
    const reasons = reportRows.map((row) => String(row[row.length - 1]));
    expect(reasons[0]).toContain('Goods name');
    expect(reasons[1]).toContain('Retail price');
    expect(reasons[2]).toContain('Repeats row 300');
    expect(reasons[3]).toContain('furlong');
    expect(reasons[4]).toContain('Barcode');

    // The history lists it; the goods list finds the rows it wrote.
    await screenTab(page, 'Imports and exports').click();
    const history = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'goods-1000.xlsx' });
    await expect(history.first()).toContainText('995');
    await page.goto(`/goods/index/list?skuName=${encodeURIComponent(`E2E 导入商品 ${stamp} 1000`)}`);
    await expect(page.getByText(`E2E 导入商品 ${stamp} 1000`)).toBeVisible();
  });

  test('[GOODS-06] an exported goods file, one price changed, goes back through Bulk import and changes that price', async ({
    page,
  }, testInfo) => {
    await signInAs(page);
    const search = '牛奶';
    await page.goto(`/goods/index/list?skuName=${encodeURIComponent(search)}&pageSize=100`);
    const listRows = page.locator('.ant-table-tbody tr.ant-table-row');
    // Room for a machine busy with other flows: the list's first page may take a while.
    await expect(listRows.first()).toBeVisible({ timeout: 90_000 });
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export by the current filters' }).click();
    const exportedPath = testInfo.outputPath('goods-export.xlsx');
    await (await downloading).saveAs(exportedPath);

    // The export is the import's file: the goods ID column, the import's headers in the user's language.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(exportedPath);
    const sheet = book.worksheets[0]!;
    const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
    const at = (name: string) => headers.indexOf(name);
    expect(at('Goods ID')).toBe(1);
    const rowCount = sheet.rowCount - 1;
    expect(rowCount).toBeGreaterThan(1);
    // One price of a SKU with a category (one on sale needs it) goes up by 1.11.
    let edited: { name: string; price: string } | undefined;
    sheet.eachRow((row, index) => {
      if (index === 1 || edited || !row.getCell(at('Category code')).value) return;
      const cell = row.getCell(at('Retail price*'));
      const price = Math.round(Number(cell.value) * 100 + 111) / 100;
      cell.value = price;
      edited = { name: String(row.getCell(at('Goods name*')).value), price: price.toFixed(2) };
    });
    expect(edited).toBeDefined();
    const changedPath = testInfo.outputPath('goods-export-changed.xlsx');
    await book.xlsx.writeFile(changedPath);

    await page.goto('/batchImport/list/1/importTab');
    await expect(checkedType(page)).toHaveText('Goods');
    await page.getByRole('radio', { name: 'Import the valid rows and skip the rows with errors' }).check();
    await page.locator('input[type=file]').setInputFiles(changedPath);
    await expect(
      page.getByText(`Import finished: ${rowCount} rows imported, 0 rows not imported`),
    ).toBeVisible({ timeout: 120_000 });

    // The goods list shows the new price of that SKU.
    await page.goto(`/goods/index/list?skuName=${encodeURIComponent(edited!.name)}`);
    const row = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ has: page.getByRole('link', { name: edited!.name, exact: true }) });
    await expect(row).toContainText(edited!.price);
  });

  test('[SET-04] an embedded vendor page opens the bulk import screen on the import type it chose', async ({
    page,
  }) => {
    await signInAs(page);
    const query = new URLSearchParams({
      src: `${exampleURL}/index.html`,
      name: 'Vendor page',
      id: 'vendor-import',
      parentId: 'vendor',
    });
    await page.goto(`/iframe/urlPath?${query.toString()}`);
    const frame = page.frameLocator('iframe[name="vendor-import"]');
    await expect(frame.getByTestId('status')).toHaveText('Connected to the shell.');
    await frame.getByTestId('import-type').selectOption({ label: 'Stores' });
    await frame.getByRole('button', { name: 'Open batch import' }).click();
    await expect(page).toHaveURL(/\/batchImport\/list\/4\/importTab$/);
    await expect(checkedType(page)).toHaveText('Stores');
  });
});
