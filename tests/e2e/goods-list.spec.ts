import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn, type Account } from './support';

/**
 * The goods list against the real server and the demo catalogue (about 300 SKUs, four combined
 * goods), as the demo admin: GOODS-01 (list, filters, paging, stores), GOODS-05 (delete, batch
 * delete, recycle bin, restore), GOODS-06 (batch sale mode, price, navigation, export); and the
 * cashier, who has no goods grant.
 */

// Five helpers share two cores while these run: answers take their time.
const expect = baseExpect.configure({ timeout: 30_000 });

const LIST = '/goods/index/list';
const API = '/api';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowNamed = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });
/** The open dialog that says `text` (its title or question). */
const dialog = (page: Page, text: string | RegExp) =>
  page.getByRole('dialog').filter({ hasText: text }).filter({ visible: true });
const toast = (page: Page, text: string | RegExp) => page.locator('.ant-message').getByText(text);

/** The rows on show, as the export names them: name, barcode, goods no., price. */
async function shownRows(page: Page): Promise<string[][]> {
  return rows(page).evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = Array.from(tr.querySelectorAll('td'), (td) => td.textContent?.trim() ?? '');
      // selection, picture, name, barcode, goods no., category, brand, price (and its store prices), ...
      const price = tr.querySelector('[data-testid="sku-price"]')?.textContent ?? '';
      return [cells[2]!, cells[3]!, cells[4]!, Number(price).toFixed(2)];
    }),
  );
}

/** Signs in and waits for the overview, with room for a machine busy with other flows. */
async function signInAndLand(page: Page, account?: Account) {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });
}

/** The next answer of goods/queryList (the rows after a change). */
const listAnswer = (page: Page) =>
  page.waitForResponse((response) => response.url().includes(`${API}/goods/queryList`));

async function openList(page: Page, query = '') {
  const answer = page.waitForResponse((response) => response.url().includes(`${API}/goods/queryList`));
  await page.goto(`${LIST}${query}`);
  expect((await answer).ok()).toBe(true);
  await expect(rows(page).first()).toBeVisible();
}

async function searchByName(page: Page, name: string) {
  const answer = page.waitForResponse(
    (response) => response.url().includes(`${API}/goods/queryList`) && response.url().includes('skuName='),
  );
  await nameFilter(page).fill(name);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await answer;
}

async function confirmDialog(page: Page, text: string | RegExp, button: string) {
  await dialog(page, text).getByRole('button', { name: button, exact: true }).click();
}

/** The list's name filter (the goods list's form: its fields' ids carry its name). */
const nameFilter = (page: Page) => page.locator('#goods-filters-0_skuName');
const segment = (page: Page, name: string) => page.locator('.ant-segmented').getByText(name, { exact: true });

const select = (row: Locator) => row.getByRole('checkbox').check();

test.describe('goods list', () => {
  test.describe.configure({ timeout: 300_000 });

  test('[GOODS-01] the list loads with queryList and queryStoreList, filters by name, keeps the view on reload, pages', async ({
    page,
  }) => {
    await signInAndLand(page);
    const storeList = page.waitForResponse((response) =>
      response.url().includes(`${API}/goods/queryStoreList`),
    );
    await openList(page);
    expect((await storeList).ok()).toBe(true);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText(/\d+ in all/)).toBeVisible();

    // Filter by name (contains): every row has it, and the address keeps it.
    await searchByName(page, '牛奶');
    await expect(rows(page).first()).toBeVisible();
    for (const name of await rows(page).getByRole('link').allTextContents()) expect(name).toContain('牛奶');
    await expect(page).toHaveURL(/skuName=%E7%89%9B%E5%A5%B6/);
    await page.reload();
    await expect(nameFilter(page)).toHaveValue('牛奶');
    await expect(rows(page).first()).toContainText('牛奶');

    // The stores that sell a SKU, asked for that SKU: the first demo milk sold somewhere (goods
    // made by other flows or imports, newest first, may be sold in no store yet).
    const skuStores = page.waitForResponse(
      (response) =>
        response.url().includes(`${API}/goods/queryStoreList`) && response.url().includes('skuId='),
    );
    await rows(page)
      .getByRole('button', { name: /\d+ stores/ })
      .first()
      .click();
    expect((await skuStores).ok()).toBe(true);
    await expect(page.getByTestId('sku-store').first()).toBeVisible();
    await page.keyboard.press('Escape');

    // Paging: page 2 shows other rows and the address says so; a reload stays on it.
    await page.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect(page).not.toHaveURL(/skuName=/);
    const first = await rows(page).getByRole('link').allTextContents();
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect.poll(() => rows(page).getByRole('link').allTextContents()).not.toEqual(first);
    const second = await rows(page).getByRole('link').allTextContents();
    const again = listAnswer(page);
    await page.reload();
    expect((await again).url()).toContain('pageNo=2');
    await expect.poll(() => rows(page).getByRole('link').allTextContents()).toEqual(second);
  });

  test('[GOODS-06] the selection: a Shift-click takes a range, the header box shows part of a page, turning pages keeps it', async ({
    page,
  }) => {
    await signInAndLand(page);
    await openList(page);
    const header = page
      .locator('.ant-table-thead')
      .getByRole('checkbox', { name: 'Select all goods on this page' });
    const boxes = rows(page).getByRole('checkbox');
    const firstPage = await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-sku-id')));

    // Row 2, then Shift on row 5: rows 2 to 5, named after their SKUs; the header is mixed.
    const name = (await rows(page).nth(1).getByRole('link').textContent())!;
    await rows(page)
      .nth(1)
      .getByRole('checkbox', { name: `Select “${name}”` })
      .check();
    await boxes.nth(4).click({ modifiers: ['Shift'] });
    await expect(page.getByText('4 selected', { exact: true })).toBeVisible();
    for (let i = 0; i < 10; i++) await expect(boxes.nth(i)).toBeChecked({ checked: i >= 1 && i <= 4 });
    await expect(rows(page).nth(2)).toHaveClass(/ant-table-row-selected/);
    await expect(header).toHaveAttribute('aria-checked', 'mixed');

    // Page 2: other SKUs, none of them selected; the count stays.
    const turned = listAnswer(page);
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await turned;
    await expect.poll(() => rows(page).first().getAttribute('data-sku-id')).not.toBe(firstPage[0]);
    for (let i = 0; i < 10; i++) await expect(boxes.nth(i)).not.toBeChecked();
    await expect(header).not.toBeChecked();
    await header.check();
    await expect(page.getByText('14 selected', { exact: true })).toBeVisible();

    // Back on page 1 its four are still selected; the header takes the rest of the page.
    const back = listAnswer(page);
    await page.locator('.ant-pagination').getByTitle('1', { exact: true }).click();
    await back;
    await expect.poll(() => rows(page).first().getAttribute('data-sku-id')).toBe(firstPage[0]);
    for (let i = 0; i < 10; i++) await expect(boxes.nth(i)).toBeChecked({ checked: i >= 1 && i <= 4 });
    await header.check();
    await expect(page.getByText('20 selected', { exact: true })).toBeVisible();
    await header.uncheck();
    await expect(page.getByText('10 selected', { exact: true })).toBeVisible();
  });

  test('[GOODS-05] delete one, delete in batch, restore from the recycle bin; a part of a combined good is refused', async ({
    page,
  }) => {
    await signInAndLand(page);
    await openList(page, '?skuName=%E6%97%BA%E6%97%BA');
    // 旺旺仙贝 52g is part of a combined good: the server names it and nothing is deleted.
    const part = rowNamed(page, '旺旺仙贝 52g');
    await part.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirmDialog(page, 'Delete “旺旺仙贝 52g”?', 'Delete');
    await expect(toast(page, /追剧零食大礼包/)).toBeVisible();
    await expect(part).toHaveCount(1);

    // One SKU: delSku.
    const names = (await rows(page).getByRole('link').allTextContents()).filter(
      (name) => name !== '旺旺仙贝 52g',
    );
    expect(names.length).toBeGreaterThanOrEqual(3);
    const [single, ...others] = names as [string, ...string[]];
    const deleteOne = page.waitForResponse((response) => response.url().includes(`${API}/goods/delSku`));
    await rowNamed(page, single).getByRole('button', { name: 'Delete', exact: true }).click();
    await confirmDialog(page, `Delete “${single}”?`, 'Delete');
    expect((await deleteOne).ok()).toBe(true);
    await expect(rowNamed(page, single)).toHaveCount(0);

    // Two SKUs: delBatchSku, confirmed with the count.
    const pair = others.slice(0, 2);
    for (const name of pair) await select(rowNamed(page, name));
    const deleteMany = page.waitForResponse((response) =>
      response.url().includes(`${API}/goods/delBatchSku`),
    );
    await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
    await confirmDialog(page, 'Delete the 2 selected goods?', 'Delete');
    expect((await deleteMany).ok()).toBe(true);
    for (const name of pair) await expect(rowNamed(page, name)).toHaveCount(0);

    // The recycle bin has the three; restoring brings them back to the list.
    await segment(page, 'Recycle bin').click();
    await expect(page).toHaveURL(/deleted=1/);
    const deleted = [single, ...pair];
    for (const name of deleted) await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
    for (const name of deleted) await select(rows(page).filter({ hasText: name }));
    const restore = page.waitForResponse((response) =>
      response.url().includes(`${API}/goods/batchRestore.do`),
    );
    await page.getByRole('button', { name: 'Restore', exact: true }).first().click();
    await confirmDialog(page, 'Restore the 3 selected goods?', 'Restore');
    expect((await restore).ok()).toBe(true);
    await expect(toast(page, '3 goods restored')).toBeVisible();
    await segment(page, 'Goods').click();
    await expect(page).not.toHaveURL(/deleted=1/);
    for (const name of deleted) await expect(rowNamed(page, name)).toHaveCount(1);
  });

  test('[GOODS-06] batch sale mode, price of 50 SKUs, store navigation', async ({ page }) => {
    await signInAndLand(page);
    await openList(page, '?pageSize=50&sortField=goodsNo&sortOrder=desc');
    await expect(rows(page)).toHaveCount(50);

    // Sale mode of three SKUs: by weight.
    for (let i = 0; i < 3; i++) await select(rows(page).nth(i));
    await page.getByRole('button', { name: 'Sale mode', exact: true }).click();
    await dialog(page, 'Sale mode of 3 goods').getByLabel('By weight').check();
    const saleMode = page.waitForResponse((response) =>
      response.url().includes(`${API}/goods/batchUpdateSaleMode`),
    );
    // Both waits start before the click: the rows' reload may be answered before the click returns.
    const refreshed = listAnswer(page);
    await confirmDialog(page, 'Sale mode of 3 goods', 'OK');
    expect((await saleMode).ok()).toBe(true);
    await refreshed;
    for (let i = 0; i < 3; i++)
      await expect(rows(page).nth(i).getByTestId('sku-sale-mode')).toHaveText('By weight');

    // Price of all 50 on the page: up 10 % (some have a maximum price: a fixed price could pass it
    // and the server would refuse the whole batch), confirmed; the list shows the new prices.
    const before = await page.getByTestId('sku-price').allTextContents();
    const raised = before.map((price) =>
      (Math.round((Math.round(Number(price) * 100) * 11) / 10) / 100).toFixed(2),
    );
    await page.locator('.ant-table-thead').getByRole('checkbox').check();
    await expect(page.getByText('50 selected', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Change price', exact: true }).click();
    const priceDialog = dialog(page, 'Retail price of 50 goods');
    await priceDialog.getByLabel('Value', { exact: true }).fill('10.005');
    await priceDialog.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(priceDialog).toContainText('Enter a number with at most two decimals');
    await priceDialog.getByText('By a percentage').click();
    await priceDialog.getByLabel('Value', { exact: true }).fill('10');
    await priceDialog.getByRole('button', { name: 'OK', exact: true }).click();
    const price = page.waitForResponse((response) =>
      response.url().includes(`${API}/goods/batchChangePrice.do`),
    );
    const repriced = listAnswer(page);
    await confirmDialog(page, 'Change the retail price of 50 goods?', 'OK');
    expect((await price).ok()).toBe(true);
    await repriced;
    await expect(toast(page, 'Retail price changed for 50 goods')).toBeVisible();
    await expect.poll(() => page.getByTestId('sku-price').allTextContents()).toEqual(raised);

    // Store navigation of two SKUs: replaced by the first shelf and its sub-shelves.
    await page.locator('.ant-table-thead').getByRole('checkbox').uncheck();
    const ids = await rows(page).evaluateAll((trs) =>
      trs.slice(0, 2).map((tr) => tr.getAttribute('data-sku-id')!),
    );
    for (let i = 0; i < 2; i++) await select(rows(page).nth(i));
    await page.getByRole('button', { name: 'Store navigation', exact: true }).click();
    const navDialog = dialog(page, 'Store navigation of 2 goods');
    await navDialog.getByLabel('Store navigation').click();
    // The first shelf, checked: a click that lands while the tree is still settling is made again.
    const firstShelf = page.locator('.ant-select-tree-checkbox').filter({ visible: true }).first();
    await expect(async () => {
      if (!/ant-select-tree-checkbox-checked/.test((await firstShelf.getAttribute('class')) ?? ''))
        await firstShelf.click();
      await expect(firstShelf).toHaveClass(/ant-select-tree-checkbox-checked/, { timeout: 1_000 });
    }).toPass();
    await navDialog.getByText('Store navigation of 2 goods').click();
    const nav = page.waitForResponse((response) => response.url().includes(`${API}/goods/batchChangeNav.do`));
    await confirmDialog(page, 'Store navigation of 2 goods', 'OK');
    expect((await nav).ok()).toBe(true);
    await expect(toast(page, 'Store navigation set for 2 goods')).toBeVisible();
    const navOf = async (skuId: string) => {
      const answer = await page.request.get(`${API}/goods/getSku`, { params: { skuId } });
      const body = (await answer.json()) as { content: { result: { searchNavIds: string[] } } };
      return body.content.result.searchNavIds.map(String);
    };
    const [firstNav, secondNav] = [await navOf(ids[0]!), await navOf(ids[1]!)];
    // The demo gives each SKU one entry; the first shelf checked brings its sub-shelves too.
    expect(firstNav.length).toBeGreaterThan(1);
    expect(secondNav).toEqual(firstNav);
  });

  test('[GOODS-06] export downloads an .xlsx whose rows are the list rows', async ({ page }, testInfo) => {
    await signInAndLand(page);
    await openList(page, '?skuName=%E8%96%AF%E7%89%87&pageSize=100&sortField=goodsNo&sortOrder=asc');
    const listed = await shownRows(page);
    expect(listed.length).toBeGreaterThan(1);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export by the current filters' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = testInfo.outputPath('goods.xlsx');
    await download.saveAs(file);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(file);
    const sheet = book.worksheets[0]!;
    const exported: string[][] = [];
    // The export is the goods import's file: its columns are found by the import's headers.
    const headers = (sheet.getRow(1).values as unknown[]).map((value) => String(value ?? ''));
    const at = (name: string) => headers.indexOf(name);
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      const text = (name: string) => String(row.getCell(at(name)).value ?? '');
      exported.push([
        text('Goods name*'),
        text('Barcode*'),
        text('Goods no.'),
        Number(text('Retail price*')).toFixed(2),
      ]);
    });
    // The export streams in the order of the rows' ids: the same rows, compared by barcode.
    const byBarcode = (a: string[], b: string[]) => a[1]!.localeCompare(b[1]!);
    expect(exported.sort(byBarcode)).toEqual([...listed].sort(byBarcode));

    // The selection only.
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    const selection = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export the 2 selected' }).click();
    const chosen = await selection;
    const chosenFile = testInfo.outputPath('chosen.xlsx');
    await chosen.saveAs(chosenFile);
    const chosenBook = new ExcelJS.Workbook();
    await chosenBook.xlsx.readFile(chosenFile);
    expect(chosenBook.worksheets[0]!.rowCount).toBe(3);
  });

  test('[GOODS-01] a cashier without goods grants gets /401 and the server refuses goods/queryList with 4030', async ({
    page,
  }) => {
    await signInAndLand(page, { loginName: 'cashier' });
    await page.goto(LIST);
    await expect(page).toHaveURL(/\/401$/, { timeout: 60_000 });
    const answer = await page.request.get(`${API}/goods/queryList`, { params: { pageNo: 1, pageSize: 10 } });
    expect(answer.status()).toBe(403);
    expect(((await answer.json()) as { code: string }).code).toBe('4030');
  });
});
