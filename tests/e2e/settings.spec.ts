import ExcelJS from 'exceljs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The settings pages as the demo admin of 100001: the operation log viewer over the demo
 * tenant's seeded fortnight of records (and whatever other flows added), its filters and its
 * export; the clerk's role grants none of it.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
const CLERK = { loginName: 'clerk', password: 'Clerk@2026' };

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const submenu = (page: Page) => page.getByTestId('submenu').filter({ visible: true });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
/** The text of one column of the rows on show (1-based, as the table lays them out). */
const column = (page: Page, n: number) => rows(page).locator(`td:nth-child(${n})`).allInnerTexts();

async function signInAs(page: Page, account?: { loginName: string; password: string }) {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });
}

test.describe('settings: operation log', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[DATA-07] the admin finds records by user, operation and menu page, and exports them as .xlsx', async ({
    page,
  }, testInfo) => {
    await signInAs(page);
    await sidebar(page).getByText('Settings', { exact: true }).hover();
    await submenu(page).getByRole('button', { name: 'Operation log', exact: true }).click();
    await page.mouse.move(600, 600);
    await expect(page).toHaveURL(/\/setting\/operationLog\/list$/);
    await expect(page.getByRole('heading', { name: 'Operation log' })).toBeVisible();
    // A seeded record, found by its text: every change of the flows before is recorded after it.
    await page.getByLabel('Operation', { exact: true }).fill('可口可乐 330ml');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(rows(page).filter({ hasText: '修改商品 可口可乐 330ml 的参考售价' })).toHaveCount(1);

    // By user and operation text: the HR specialist's employee records, newest first.
    await page.getByLabel('User', { exact: true }).fill('hr.east');
    await page.getByLabel('Operation', { exact: true }).fill('员工');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/optUserCode=hr\.east/);
    await expect(rows(page).filter({ hasText: '新增员工 E0041 陈晨' })).toHaveCount(1);
    expect(new Set(await column(page, 2))).toEqual(new Set(['hr.east']));
    for (const text of await column(page, 5)) expect(text).toContain('员工');
    const times = await column(page, 1);
    expect([...times].sort().reverse()).toEqual(times);

    // A row's menu page, named in the reader's language, narrows to that page (the brand records
    // of other flows, in English, are left out by the text); the chip clears it.
    await page.getByLabel('User', { exact: true }).fill('');
    await page.getByLabel('Operation', { exact: true }).fill('农夫山泉');
    await page.getByRole('button', { name: 'Search' }).click();
    await rows(page).filter({ hasText: '新增品牌 农夫山泉' }).getByRole('button', { name: 'Brands' }).click();
    await expect(page.getByText('Only the page: Brands')).toBeVisible();
    await expect(page).toHaveURL(/menuCode=%2Fgoods%2Fbrand%2Fblist/);
    expect(new Set(await column(page, 4))).toEqual(new Set(['Brands']));

    // The export holds what the filters select, headers in the user's language, its times date
    // cells of the tenant's zone (Asia/Shanghai) that read as the list shows them.
    const listed = await column(page, 1);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^operation-log-\d{8}-\d{6}\.xlsx$/);
    const saved = testInfo.outputPath('operation-log.xlsx');
    await file.saveAs(saved);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(saved);
    const lines: string[][] = [];
    // ExcelJS reads a date cell's wall-clock time as a Date in UTC.
    const text = (value: unknown) =>
      value instanceof Date ? value.toISOString().slice(0, 19).replace('T', ' ') : String(value);
    book.worksheets[0]!.eachRow((row) => lines.push((row.values as unknown[]).slice(1).map(text)));
    expect(lines[0]).toEqual([
      'Time (Asia/Shanghai)',
      'User',
      'Name',
      'Menu page',
      'Menu code',
      'Operation',
      'Client',
      'Address',
      'Changes',
    ]);
    expect(lines.slice(1).map((line) => line[5])).toContain('新增品牌 农夫山泉');
    expect(listed.length).toBeGreaterThan(0);
    for (const time of listed) expect(lines.slice(1).map((line) => line[0])).toContain(time);
    expect(new Set(lines.slice(1).map((line) => line[4]))).toEqual(new Set(['/goods/brand/blist']));
  });

  test('[DATA-07] the clerk has no operation log: no menu entry, no page, no call', async ({ page }) => {
    await signInAs(page, CLERK);
    await sidebar(page).getByText('Settings', { exact: true }).hover();
    await expect(submenu(page).getByRole('button', { name: 'System parameters', exact: true })).toBeVisible();
    await expect(submenu(page).getByRole('button', { name: 'Operation log', exact: true })).toHaveCount(0);
    await page.mouse.move(600, 600);
    await page.goto('/setting/operationLog/list');
    await expect(page).toHaveURL(/\/401$/, { timeout: 60_000 });
    const answer = await page.request.get('/api/bmc/operationLog/pageList.do');
    expect(((await answer.json()) as { code: string }).code).toBe('4030');
  });
});
