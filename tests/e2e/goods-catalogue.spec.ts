import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The catalogue pages of the goods module as the demo admin, on the demo tenant's seeded
 * catalogue (食品 → 休闲零食 → 膨化食品 …, brands, three adjustment orders, three main/sub pairs).
 */

/** Each step waits longer than the default: the flows open pages by address on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** A 1×1 PNG: a real image, as the server recognises files by their content. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** Unique names per run: the flows may run again on the same data directory. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

const dialog = (page: Page) => page.locator('.ant-modal').filter({ visible: true });
/** The confirmation that names `about` (a closing one may linger while the next opens). */
const popconfirm = (page: Page, about: string) => page.getByRole('tooltip').filter({ hasText: about });
const brandFilter = (page: Page) => page.locator('form#brandFilter');
/** The body rows of the tables on show (antd's hidden measuring row and kept tabs left out). */
const rows = (scope: Page | Locator) =>
  scope.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
/** The read-only facts of the page on show (kept tabs stay in the page, hidden). */
const facts = (page: Page) => page.locator('.ant-descriptions').filter({ visible: true });

/** The status tag of an order (its row, or the facts of its view). */
const statusIn = (scope: Locator) => scope.locator('[data-status]');

/** Opens a page by its address (a full load: the shell boots again) and waits for its card. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('.ant-card-head-title').filter({ visible: true }).first()).toBeVisible({
    timeout: 60_000,
  });
}

/** Types a time into an antd DatePicker with time and confirms it. */
async function typeTime(page: Page, label: string, text: string) {
  const input = page.getByLabel(label);
  await input.click();
  await input.fill(text);
  await input.press('Enter');
}

const pad = (value: number) => String(value).padStart(2, '0');
/** A local time as the pickers show it (YYYY-MM-DD HH:mm:ss). */
const localTime = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
  `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

test.describe('goods catalogue pages', () => {
  // Every page is opened by address, each a full load of the shell.
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page }) => {
    await signIn(page);
    // Signing in (scrypt) can take a while on a busy machine.
    await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });
  });

  test('[GOODS-10] the category tree, brand list and brand category list render with their data', async ({
    page,
  }) => {
    await open(page, '/goods/category/list');
    const snacks = page.getByTestId('category-010101');
    await expect(snacks).toContainText('膨化食品');
    await expect(snacks).toContainText(/\d+ goods/);
    await expect(page.getByTestId('category-01')).toContainText('食品');

    await open(page, '/goods/brand/blist');
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).filter({ hasText: '乐事' }).first()).toBeVisible();
    // Filters live in the address: a reload keeps them.
    await brandFilter(page).getByLabel('Brand name').fill('乐事');
    await brandFilter(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]name=/);
    await expect(rows(page)).toHaveCount(1);
    await page.reload();
    await expect(brandFilter(page).getByLabel('Brand name')).toHaveValue('乐事', { timeout: 60_000 });
    await expect(rows(page)).toHaveCount(1);

    await open(page, '/goods/brand/brandcategorylist');
    await expect(rows(page).filter({ hasText: '食品品牌' })).toBeVisible();
  });

  test('[GOODS-10] the price adjustment index, its view and the add form render with their data', async ({
    page,
  }) => {
    await open(page, '/goods/priceAdjustment/priceAdjustmentIndex');
    await expect(statusIn(rows(page).filter({ hasText: 'TJ20260001' }))).toHaveText('Draft');
    await expect(statusIn(rows(page).filter({ hasText: 'TJ20260002' }))).toHaveText('Pending');
    await expect(statusIn(rows(page).filter({ hasText: 'TJ20260003' }))).toHaveText('Effective');
    await page.locator('.ant-segmented').getByText('Effective', { exact: true }).click();
    await expect(page).toHaveURL(/status=effective/);
    await expect(rows(page)).toHaveCount(1);

    await rows(page).filter({ hasText: 'TJ20260003' }).getByRole('button', { name: 'TJ20260003' }).click();
    await expect(page).toHaveURL(/\/goods\/priceAdjustment\/viewAdjustment\?id=\d+/);
    await expect(statusIn(facts(page))).toHaveText('Effective');
    await expect(facts(page)).toContainText('纸品降价');
    await expect(rows(page).first()).toContainText('→');

    await open(page, '/goods/priceAdjustment/addAdjustment');
    await expect(page.getByLabel('Effective time')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save and submit' })).toBeVisible();
  });

  test('[GOODS-10] the main/sub list and detail render with their pairs; gddtText says no map key is configured', async ({
    page,
  }) => {
    await open(page, '/goods/mainsub/list');
    const milk = rows(page).filter({ hasText: '伊利纯牛奶 250ml×24' });
    await expect(milk).toContainText('= 24');
    await milk.getByRole('button', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/goods\/mainsub\/detail\?mainSkuId=\d+/);
    await expect(facts(page)).toContainText('伊利纯牛奶 250ml×24');
    await expect(page.getByLabel('Ratio 伊利纯牛奶 250ml', { exact: true })).toHaveValue('24.000');

    await open(page, '/goods/index/gddtText');
    await expect(page.getByText('No map key is configured')).toBeVisible();
    await expect(page.getByTestId('amap-container')).toBeHidden();
  });

  test('[GOODS-10] a root category and a subcategory are created, renamed and deleted; a category in use is not deleted and the page says why', async ({
    page,
  }) => {
    await open(page, '/goods/category/list');
    const code = `E2E${RUN}`;
    await page.getByRole('button', { name: 'New top-level category' }).click();
    await dialog(page).getByLabel('Category name').fill(`测试分类${RUN}`);
    await dialog(page).getByLabel('Category code').fill(code);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId(`category-${code}`)).toContainText(`测试分类${RUN}`);
    await expect(page.getByTestId(`category-${code}`)).toContainText('0 goods');

    await page.getByRole('button', { name: `New subcategory 测试分类${RUN}` }).click();
    await dialog(page).getByLabel('Category name').fill(`子分类${RUN}`);
    await dialog(page).getByLabel('Category code').fill(`${code}-1`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId(`category-${code}-1`)).toContainText(`子分类${RUN}`);

    // A code already in use: the server's message lands on the code field.
    await page.getByRole('button', { name: `New subcategory 测试分类${RUN}` }).click();
    await dialog(page).getByLabel('Category name').fill(`重复${RUN}`);
    await dialog(page).getByLabel('Category code').fill('010101');
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText('The category code "010101" is already in use.')).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: `Rename 子分类${RUN}` }).click();
    await dialog(page).getByLabel('Category name').fill(`改名${RUN}`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId(`category-${code}-1`)).toContainText(`改名${RUN}`);

    // The parent still has a child: refused, with the reason.
    await page.getByRole('button', { name: `Delete 测试分类${RUN}` }).click();
    await popconfirm(page, `测试分类${RUN}`).getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('This category still has 1 subcategories and cannot be deleted.'),
    ).toBeVisible();
    await expect(page.getByTestId(`category-${code}`)).toBeVisible();

    // A category goods are filed under: refused, the message says why; nothing changes.
    await page.getByRole('button', { name: 'Delete 膨化食品' }).click();
    await popconfirm(page, '膨化食品').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/This category is used by \d+ goods items/)).toBeVisible();
    await expect(page.getByTestId('category-010101')).toBeVisible();

    await page.getByRole('button', { name: `Delete 改名${RUN}` }).click();
    await popconfirm(page, `改名${RUN}`).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId(`category-${code}-1`)).toHaveCount(0);
    await page.getByRole('button', { name: `Delete 测试分类${RUN}` }).click();
    await popconfirm(page, `测试分类${RUN}`).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId(`category-${code}`)).toHaveCount(0);
  });

  test('[GOODS-10] dragging a category moves it; a move deeper than three levels is refused and the page says why', async ({
    page,
  }) => {
    await open(page, '/goods/category/list');
    const code = `MV${RUN}`;
    await page.getByRole('button', { name: 'New top-level category' }).click();
    await dialog(page).getByLabel('Category name').fill(`移动${RUN}`);
    await dialog(page).getByLabel('Category code').fill(code);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const moved = page.getByTestId(`category-${code}`);
    await expect(moved).toBeVisible();

    // Onto 休闲零食 (level 2): it becomes a level-3 category there.
    await moved.dragTo(page.getByTestId('category-0101'));
    await expect(page.getByText('Category moved')).toBeVisible();
    const treeItems = page.locator('.ant-tree-treenode');
    const order = await treeItems.allTextContents();
    const under = order.findIndex((text) => text.includes('休闲零食'));
    const at = order.findIndex((text) => text.includes(`移动${RUN}`));
    expect(at).toBeGreaterThan(under);

    // 休闲零食 has a level below it: beside or under a level-3 category, that level would be a fourth.
    await page.getByTestId('category-0101').dragTo(page.getByTestId('category-010201'));
    await expect(page.getByText('Categories have at most 3 levels.')).toBeVisible();
    const after = await treeItems.allTextContents();
    const food = after.findIndex((text) => text.includes('食品01'));
    expect(after.findIndex((text) => text.includes('休闲零食'))).toBe(food + 1);

    await page.getByRole('button', { name: `Delete 移动${RUN}` }).click();
    await popconfirm(page, `移动${RUN}`).getByRole('button', { name: 'Delete' }).click();
    await expect(moved).toHaveCount(0);
  });

  test('[GOODS-10] a brand is created with an uploaded logo, shown in the list; a file that is no image is refused on the logo field', async ({
    page,
  }) => {
    await open(page, '/goods/brand/blist');
    const name = `测试品牌${RUN}`;
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await dialog(page).getByLabel('Brand name').fill(name);
    await dialog(page).getByLabel('English name').fill(`Brand ${RUN}`);

    const fileInput = dialog(page).locator('input[type=file]');
    await fileInput.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await expect(dialog(page).getByText('Only JPEG, PNG, WebP or GIF images can be uploaded.')).toBeVisible();

    await fileInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_1X1 });
    const preview = dialog(page).getByTestId('brand-logo-preview');
    await expect(preview).toBeVisible();
    // The stored logo is served back to the session: the preview has loaded it.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page)).toHaveCount(0);

    await brandFilter(page).getByLabel('Brand name').fill(name);
    await brandFilter(page).getByRole('button', { name: 'Search' }).click();
    const row = rows(page).filter({ hasText: name });
    await expect(row).toContainText(`Brand ${RUN}`);
    await expect(row).toContainText('In use');
    await expect
      .poll(() => row.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);

    // The same name again: refused on the name field.
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await dialog(page).getByLabel('Brand name').fill(name);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await expect(dialog(page).getByText(`A brand named "${name}" already exists.`)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: 'Delete' }).click();
    await popconfirm(page, name).getByRole('button', { name: 'Delete' }).click();
    await expect(rows(page).filter({ hasText: name })).toHaveCount(0);

    // A brand goods use: refused with the reason.
    await brandFilter(page).getByLabel('Brand name').fill('乐事');
    await brandFilter(page).getByRole('button', { name: 'Search' }).click();
    await rows(page).filter({ hasText: '乐事' }).getByRole('button', { name: 'Delete' }).click();
    await popconfirm(page, '乐事').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/This brand is used by \d+ goods items/)).toBeVisible();
  });

  test('[GOODS-10] a brand category is created, renamed and deleted', async ({ page }) => {
    await open(page, '/goods/brand/brandcategorylist');
    const name = `测试品牌分类${RUN}`;
    await page.getByRole('button', { name: 'New', exact: true }).click();
    await dialog(page).getByLabel('Category name').fill(name);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const row = rows(page).filter({ hasText: name });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog(page).getByLabel('Category name').fill(`${name}改`);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const renamed = rows(page).filter({ hasText: `${name}改` });
    await expect(renamed).toBeVisible();
    await renamed.getByRole('button', { name: 'Delete' }).click();
    await popconfirm(page, `${name}改`).getByRole('button', { name: 'Delete' }).click();
    await expect(rows(page).filter({ hasText: name })).toHaveCount(0);

    // One brands belong to: refused with the reason.
    await rows(page).filter({ hasText: '食品品牌' }).getByRole('button', { name: 'Delete' }).click();
    await popconfirm(page, '食品品牌').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(/This brand category still has \d+ brands/)).toBeVisible();
  });

  test('[GOODS-10] an adjustment order a few seconds ahead is submitted, pending, and then effective with the new price in the price history', async ({
    page,
  }) => {
    await open(page, '/goods/priceAdjustment/addAdjustment');

    // A time in the past is refused on the field. Days before today cannot be picked at all, so the
    // time is earlier today: an hour ago, or midnight when the day is younger than that.
    if (Date.now() - new Date().setHours(0, 0, 0, 0) < 5_000) await page.waitForTimeout(5_000);
    const past = Math.max(Date.now() - 60 * 60_000, new Date().setHours(0, 0, 0, 0));
    await typeTime(page, 'Effective time', localTime(new Date(past)));
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('The effective time must be in the future')).toBeVisible();

    // No SKU yet: the form says so.
    await typeTime(page, 'Effective time', localTime(new Date(Date.now() + 60 * 60_000)));
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await expect(page.getByText('Add at least one SKU')).toBeVisible();

    const sku = '乐事薯片原味 70g';
    const picker = page.getByRole('combobox', { name: 'Add goods' });
    await picker.click();
    await picker.fill(sku);
    const option = page.locator('.ant-select-item-option').filter({ hasText: `${sku} · ` });
    await option.first().click();
    const row = rows(page).filter({ hasText: sku });
    const current = Number(await row.locator('td').nth(2).textContent());
    const newPrice = (current + 1.11).toFixed(2);
    await page.getByLabel(`New price ${sku}`, { exact: true }).fill(newPrice);

    // Some seconds ahead: long enough to see it pending even on a busy machine (typing, saving and
    // opening the view take a moment there); the server applies due orders on a 5 s timer.
    await typeTime(page, 'Effective time', localTime(new Date(Date.now() + 25_000)));
    await page.getByRole('button', { name: 'Save and submit' }).click();
    await expect(page).toHaveURL(/\/goods\/priceAdjustment\/viewAdjustment\?id=\d+/);
    const details = facts(page);
    await expect(statusIn(details)).toHaveText('Pending');
    await expect(details).toContainText('Not applied yet');
    const orderNo = (await details.locator('td').first().textContent())?.trim() ?? '';
    await expect(rows(page).filter({ hasText: sku })).toContainText(`${current.toFixed(2)} → ${newPrice}`);

    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(statusIn(details)).toHaveText('Effective', { timeout: 1_000 });
    }).toPass({ timeout: 60_000, intervals: [2_000] });
    await expect(details).not.toContainText('Not applied yet');

    // The SKU's price history shows the change by this order.
    await rows(page).filter({ hasText: sku }).click();
    const history = page.getByRole('region', { name: 'Price history' });
    await expect(history).toContainText(`${current.toFixed(2)} → ${newPrice}`);
    await expect(history).toContainText(`Price adjustment ${orderNo}`);

    // The list shows it effective.
    await open(page, '/goods/priceAdjustment/priceAdjustmentIndex');
    await expect(statusIn(rows(page).filter({ hasText: orderNo }))).toHaveText('Effective');

    // The goods list shows the SKU at its new price.
    await page.goto(`/goods/index/list?skuName=${encodeURIComponent(sku)}`);
    await expect(rows(page).filter({ hasText: sku }).filter({ hasText: newPrice })).toHaveCount(1, {
      timeout: 60_000,
    });
  });

  test('[GOODS-10] a draft is submitted from the list and a pending order cancelled, each after a confirmation', async ({
    page,
  }) => {
    await open(page, '/goods/priceAdjustment/priceAdjustmentIndex');
    const draft = rows(page).filter({ hasText: 'TJ20260001' });
    await draft.getByRole('button', { name: 'Submit' }).click();
    await popconfirm(page, 'Once submitted').getByRole('button', { name: 'Submit' }).click();
    await expect(statusIn(draft)).toHaveText('Pending');
    await draft.getByRole('button', { name: 'Cancel order' }).click();
    await popconfirm(page, 'TJ20260001').getByRole('button', { name: 'Cancel order' }).click();
    await expect(statusIn(draft)).toHaveText('Cancelled');
    await expect(draft.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test('[GOODS-10] a main/sub pair is made and its ratio edited', async ({ page }) => {
    await open(page, '/goods/mainsub/detail');
    const mainPicker = page.getByRole('combobox', { name: 'Choose the main goods' });
    await mainPicker.click();
    await mainPicker.fill('旺旺仙贝 400g');
    await page.locator('.ant-select-item-option').filter({ hasText: '旺旺仙贝 400g' }).first().click();
    await expect(page).toHaveURL(/mainSkuId=\d+/);
    await expect(facts(page)).toContainText('旺旺仙贝 400g');

    const subPicker = page.getByRole('combobox', { name: 'Add sub goods' });
    await subPicker.click();
    await subPicker.fill('旺旺仙贝 52g');
    await page.locator('.ant-select-item-option').filter({ hasText: '旺旺仙贝 52g' }).first().click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a ratio above 0')).toBeVisible();
    await page.getByLabel('Ratio 旺旺仙贝 52g').fill('8');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved')).toBeVisible();

    await open(page, '/goods/mainsub/list');
    const pair = rows(page).filter({ hasText: '旺旺仙贝 400g' });
    await expect(pair).toContainText('旺旺仙贝 52g');
    await expect(pair).toContainText('= 8');
    await pair.getByRole('button', { name: 'Delete' }).click();
    await popconfirm(page, '旺旺仙贝 400g').getByRole('button', { name: 'Delete' }).click();
    await expect(rows(page).filter({ hasText: '旺旺仙贝 400g' })).toHaveCount(0);
  });
});
