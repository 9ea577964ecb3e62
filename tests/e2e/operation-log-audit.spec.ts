import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * What the demo admin of 100001 does is in the operation log: a brand made in the UI (the
 * server's record, in the admin's language), the brand page opened (the shell's record, under the
 * menu's title) and the sign-in.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
/** Unique names per run: the flows may run again on the same data directory. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

const dialog = (page: Page) => page.locator('.ant-modal').filter({ visible: true });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
/** The distinct texts of one column of the rows on show (1-based, as the table lays them out). */
const column = async (page: Page, n: number) =>
  [...new Set(await rows(page).locator(`td:nth-child(${n})`).allInnerTexts())].sort();

/** Opens a page by its address (a full load: the shell boots again) and waits for its card. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.ant-card-head-title').filter({ visible: true }).first()).toBeVisible({
    timeout: 60_000,
  });
}

/** The operation log's records of the admin whose operation contains `text`. */
async function search(page: Page, text: string) {
  await page.getByLabel('User', { exact: true }).fill('admin');
  await page.getByLabel('Operation', { exact: true }).fill(text);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/optUserCode=admin/);
}

test.describe('operation log: every change is recorded', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[DATA-07] a brand the admin makes in the UI is in the operation log, with the page opened and the sign-in', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });

    await open(page, '/goods/brand/blist');
    const name = `审计品牌${RUN}`;
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await dialog(page).getByLabel('Brand name').fill(name);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await open(page, '/setting/operationLog/list');
    await search(page, name);
    // The rows of the search, once shown: the brand's record only, on its page, in English.
    await expect.poll(() => column(page, 5)).toEqual([`Created brand “${name}”`]);
    await expect(rows(page).filter({ hasText: name })).toHaveCount(1);
    expect(await column(page, 2)).toEqual(['admin']);
    expect(await column(page, 4)).toEqual(['Brands']);

    // The shell's record of the brand page, titled as the menu names it in English: page opens
    // are left out until asked for.
    await search(page, 'Opened page');
    await expect(page.getByText('No records match.')).toBeVisible();
    await page.getByRole('switch', { name: 'Page opens too' }).click();
    await expect(page).toHaveURL(/pageOpens=1/);
    await expect.poll(() => column(page, 5)).toEqual(['Opened page']);
    expect(await column(page, 4)).toContain('Brands');
    await page.getByRole('switch', { name: 'Page opens too' }).click();

    await search(page, 'Signed in');
    // Phone sign-ins of other flows may be among them.
    await expect.poll(() => column(page, 4)).toEqual(['Sign-in']);
    expect(await column(page, 5)).toContain('Signed in (account and password)');
  });

  test('[DATA-07] a price change in the goods list is in the operation log as the old and the new price', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });

    // A SKU with no minimum or maximum price: any price passes.
    const listed = page.waitForResponse((response) => response.url().includes('/api/goods/queryList'));
    await page.goto('/goods/index/list?pageSize=50');
    const answer = (await (await listed).json()) as {
      content: { result: { list: { skuName: string; minPrice: string; maxPrice: string }[] } };
    };
    const sku = answer.content.result.list.find((row) => row.minPrice === '' && row.maxPrice === '')!;
    expect(sku).toBeTruthy();
    await expect(rows(page).first()).toBeVisible();
    await page.locator('#goods-filters-0_skuName').fill(sku.skuName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = rows(page).filter({ has: page.getByRole('link', { name: sku.skuName, exact: true }) });
    await expect(row).toHaveCount(1);

    const setPrice = async (value: string) => {
      await row.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Change price', exact: true }).click();
      await dialog(page).getByLabel('Value', { exact: true }).fill(value);
      await dialog(page).getByRole('button', { name: 'OK', exact: true }).click();
      const changed = page.waitForResponse((response) =>
        response.url().includes('/api/goods/batchChangePrice'),
      );
      await dialog(page)
        .filter({ hasText: 'Change the retail price of 1 goods?' })
        .getByRole('button', { name: 'OK', exact: true })
        .click();
      expect((await changed).ok()).toBe(true);
      await expect(row.getByTestId('sku-price')).toHaveText(value);
    };
    await setPrice('10.00');
    await setPrice('12.00');

    await open(page, '/setting/operationLog/list');
    await search(page, sku.skuName);
    const changes = page.getByRole('list', { name: 'What changed' });
    await expect(changes.first()).toHaveText(`“${sku.skuName}” Retail price: 10.00 → 12.00`);
  });
});
