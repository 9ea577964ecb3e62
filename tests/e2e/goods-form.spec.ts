import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { freshEan13, pickFirstCategory, signInAndLand } from './support';

/**
 * The goods form as the demo admin, against the real server: create, edit and view of single
 * and combined goods, the barcode check, the reference calls, field errors and stale saves.
 */

/** Each step waits longer than the default: the flows open the form by address, in two tabs at once
 * for the stale save, on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const unique = freshEan13;
const isCall = (path: string) => (request: Request) => new URL(request.url()).pathname.endsWith(path);

/** The step of the form whose title is `title`. */
const step = (page: Page, title: string) =>
  page.locator('.ant-steps-item').filter({ has: page.getByText(title, { exact: true }) });
const goToStep = (page: Page, title: string) => step(page, title).click();

/** The error antd shows under the field labelled `label`. */
const fieldError = (page: Page, label: string) =>
  page
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .locator('.ant-form-item-explain-error');

async function openCreate(page: Page, path = '/goods/index/create') {
  const init = page.waitForRequest(isCall('/goods/initSku.do'));
  await page.goto(path);
  const request = await init;
  await expect(page.getByLabel('Name', { exact: true })).toBeEditable();
  return request;
}

/** Fills the basics, the category and the prices of a new SKU (on sale, as a new one starts). */
async function fillBasics(page: Page, name: string, barCode: string, price = '12.50') {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Barcode', { exact: true }).fill(barCode);
  await pickFirstCategory(page);
  await goToStep(page, 'Prices & tax');
  await page.getByLabel('Retail price', { exact: true }).fill(price);
  await page.getByLabel('Purchase price', { exact: true }).fill('6');
}

async function save(page: Page) {
  const saved = page.waitForRequest(isCall('/goods/saveSku'));
  await page.getByRole('button', { name: /^Save$/ }).click();
  return saved;
}

/** Creates a SKU through the form and answers its id (from the view it lands on). */
async function createSku(page: Page, name: string, barCode: string, viewPrefix = '/goods/index/view/') {
  await openCreate(page);
  await fillBasics(page, name, barCode);
  await save(page);
  await expect(page).toHaveURL(new RegExp(`${viewPrefix}\\d+$`));
  return new URL(page.url()).pathname.split('/').pop()!;
}

test.describe('goods form', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await signInAndLand(page);
  });

  test('[GOODS-02] create starts from initSku.do with comb and the SKU defaults', async ({ page }) => {
    const init = await openCreate(page);
    expect(new URL(init.url()).searchParams.get('comb')).toBe('0');
    await goToStep(page, 'Prices & tax');
    // Prices are entered, never a pre-filled 0.
    await expect(page.getByLabel('Retail price', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Purchase price', { exact: true })).toHaveValue('');
    await goToStep(page, 'Sale settings');
    const saleForm = page.locator('[data-step="sale"]');
    await expect(saleForm.locator('.ant-form-item').filter({ hasText: 'Sale mode' })).toContainText(/piece/i);
    await expect(saleForm.locator('.ant-form-item').filter({ hasText: 'Sale state' })).toContainText(
      /on sale/i,
    );
    await goToStep(page, 'Attributes');
    const attributes = page.locator('[data-step="attributes"]');
    await expect(attributes.locator('.ant-form-item').filter({ hasText: /^Unit/ })).toContainText(
      /个|piece/i,
    );
  });

  test('[GOODS-08] the form makes its reference calls and saves store navigation into searchNavIds', async ({
    page,
  }) => {
    const calls = [
      '/goods/getCommodityBase',
      '/goods/getSysParams',
      '/goods/getConfSetting.do',
      '/brand/queryBrandList',
      '/pubNav/getShopNavigationInfoList',
      '/goods/queryAreaInfo.do',
    ].map((path) => page.waitForRequest(isCall(path)));
    await openCreate(page);
    await Promise.all(calls);

    // Origin: a province's cities are loaded when it is opened.
    await goToStep(page, 'Attributes');
    await page.getByLabel('Origin', { exact: true }).click();
    const cities = page.waitForRequest(
      (request) =>
        isCall('/goods/queryAreaInfo.do')(request) && !!new URL(request.url()).searchParams.get('parentCode'),
    );
    await page.locator('.ant-cascader-menu-item').first().click();
    await cities;
    await page.keyboard.press('Escape');

    // Store navigation: the tree from pubNav, chosen ids saved as searchNavIds.
    const name = `导航测试 ${unique()}`;
    await goToStep(page, 'Basics');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Barcode', { exact: true }).fill(unique());
    await pickFirstCategory(page);
    await goToStep(page, 'Prices & tax');
    await page.getByLabel('Retail price', { exact: true }).fill('3');
    await page.getByLabel('Purchase price', { exact: true }).fill('2');
    await goToStep(page, 'Stores');
    await page.getByLabel('Store navigation', { exact: true }).click();
    await page.locator('.ant-select-tree-checkbox:visible').first().click();
    await page.keyboard.press('Escape');
    const saved = await save(page);
    const body = saved.postDataJSON() as { searchNavIds: string[] };
    expect(body.searchNavIds.length).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/goods\/index\/view\/\d+$/);

    // Edit loads the pack rates with loadRate.
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const loadRate = page.waitForRequest(isCall('/goods/loadRate'));
    await page.goto(`/goods/index/edit/${id}`);
    expect(new URL((await loadRate).url()).searchParams.get('skuId')).toBe(id);
  });

  test('[GOODS-04] [GOODS-03] create a SKU with two pack rates and a picture, saved as JSON; edit it; view it read-only', async ({
    page,
  }) => {
    const name = `测试商品 ${unique()}`;
    const barCode = unique();
    await openCreate(page);
    await fillBasics(page, name, barCode, '12.50');
    await page.getByLabel('Purchase price', { exact: true }).fill('8');

    await goToStep(page, 'Pack rates');
    const rates = page.locator('[data-section="packRates"]');
    await rates.getByRole('button', { name: 'Add pack rate' }).click();
    await rates.getByRole('button', { name: 'Add pack rate' }).click();
    await rates.getByLabel('Quantity 1').fill('6');
    // Pack rate barcodes beside the SKU's own: its last digit changed (never the same as its own).
    const sibling = (step: number) => `${barCode.slice(0, 12)}${(Number(barCode.slice(12, 13)) + step) % 10}`;
    await rates.getByLabel('Barcode 1').fill(sibling(1));
    await rates.getByLabel('Quantity 2').fill('24');
    await rates.getByLabel('Barcode 2').fill(sibling(2));

    await goToStep(page, 'Pictures');
    const uploaded = page.waitForResponse(isCall('/file/upload.do') as never);
    await page
      .locator('[data-section="pictures"] input[type=file]')
      .first()
      .setInputFiles({ name: 'goods.png', mimeType: 'image/png', buffer: PNG });
    const upload = await uploaded;
    expect(upload.request().headers()['content-type']).toMatch(/^multipart\/form-data/);
    await expect(page.locator('[data-picture]')).toHaveCount(1);

    const saved = await save(page);
    expect(saved.headers()['content-type']).toMatch(/^application\/json/);
    const body = saved.postDataJSON() as {
      skuName: string;
      comb: string;
      packRates: { quantity: number; unit: string; barCode: string }[];
      picList: string[];
      version: number;
    };
    expect(body).toMatchObject({ skuName: name, comb: '0', version: 0 });
    expect(body.packRates.map((rate) => rate.quantity)).toEqual([6, 24]);
    expect(body.packRates.every((rate) => rate.unit !== '')).toBe(true);
    expect(body.picList).toHaveLength(1);
    await expect(page.getByText('Saved')).toBeVisible();
    await expect(page).toHaveURL(/\/goods\/index\/view\/\d+$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;

    // View: the same layout, read-only.
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: /^Save$/ })).toHaveCount(0);
    await goToStep(page, 'Pack rates');
    await expect(page.locator('[data-section="packRates"]').getByLabel('Quantity 2')).toHaveValue('24');

    // Edit: getSku into the draft, then saved with the version read.
    const getSku = page.waitForRequest(isCall('/goods/getSku'));
    await page.goto(`/goods/index/edit/${id}`);
    expect(new URL((await getSku).url()).searchParams.get('skuId')).toBe(id);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
    await page.getByLabel('Name', { exact: true }).fill(`${name} 改`);
    const edited = await save(page);
    const editedBody = edited.postDataJSON() as { skuId: string; skuName: string; version: number };
    expect(editedBody).toMatchObject({ skuId: id, skuName: `${name} 改` });
    expect(editedBody.version).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`/goods/index/view/${id}$`));
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} 改`);
  });

  test('[GOODS-07] a barcode used in the tenant is blocked, naming the SKU', async ({ page }) => {
    const name = `条码占用 ${unique()}`;
    const barCode = unique();
    await createSku(page, name, barCode);

    await openCreate(page);
    await page.getByLabel('Name', { exact: true }).fill('another');
    const lookup = page.waitForRequest(isCall('/goods/querySkuByBarCode'));
    await page.getByLabel('Barcode', { exact: true }).fill(barCode);
    await page.getByLabel('Barcode', { exact: true }).blur();
    expect(new URL((await lookup).url()).searchParams.get('barCode')).toBe(barCode);
    await expect(fieldError(page, 'Barcode')).toContainText(name);
    await page.getByRole('button', { name: /^Save$/ }).click();
    await expect(step(page, 'Basics')).toHaveClass(/ant-steps-item-process/);
    await expect(fieldError(page, 'Barcode')).toContainText(name);
  });

  test('[GOODS-07] a barcode of the commodity library fills the form through syncCommodityLib.do', async ({
    page,
  }) => {
    // A barcode the demo's commodity library has and no demo SKU uses (seed/goods-demo.ts).
    const library = '6923007000009';
    await openCreate(page);
    await page.getByLabel('Barcode', { exact: true }).fill(library);
    await page.getByLabel('Barcode', { exact: true }).blur();
    const fill = page.getByRole('button', { name: 'Fill from the library' });
    await expect(fill).toBeVisible();
    const sync = page.waitForRequest(isCall('/goods/syncCommodityLib.do'));
    await fill.click();
    const params = new URL((await sync).url()).searchParams;
    expect(params.get('barCode')).toBe(library);
    expect(params.has('skuId')).toBe(true);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('旺仔牛奶 245ml');
    await expect(page.getByLabel('Specification', { exact: true })).toBeAttached();
  });

  test('[GOODS-04] [GOODS-07] a SKU with only a name and a barcode is not saved: prices are required, a category on sale, and a wrong check digit warns', async ({
    page,
  }) => {
    await openCreate(page);
    await page.getByLabel('Name', { exact: true }).fill(`只有名称 ${unique()}`);
    const barCode = page.getByLabel('Barcode', { exact: true });
    await barCode.fill('6901234567893');
    await barCode.blur();
    await expect(
      page.locator('.ant-form-item').filter({ has: barCode }).locator('.ant-form-item-explain'),
    ).toContainText('should be 2 (6901234567892)');
    let sent = 0;
    page.on('request', (request) => {
      if (isCall('/goods/saveSku')(request)) sent += 1;
    });
    // Save asks about the check digit first; kept as an in-house code, the form's own rules refuse.
    await page.getByRole('button', { name: /^Save$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Keep a barcode whose check digit is wrong?');
    await dialog.getByRole('button', { name: 'Keep as in-house code' }).click();
    await expect(dialog).toBeHidden();
    await expect(step(page, 'Category & brand')).toHaveClass(/ant-steps-item-process/);
    await expect(fieldError(page, 'Category')).toContainText('on sale needs a category');
    await goToStep(page, 'Prices & tax');
    await expect(fieldError(page, 'Retail price')).toContainText('Please enter Retail price');
    await expect(fieldError(page, 'Purchase price')).toContainText('Please enter Purchase price');
    expect(sent).toBe(0);

    // The right check digit: no warning; with prices and a category it is saved.
    await goToStep(page, 'Basics');
    await barCode.fill(unique());
    await barCode.blur();
    await expect(
      page.locator('.ant-form-item').filter({ has: barCode }).locator('.ant-form-item-explain'),
    ).toHaveCount(0);
    await pickFirstCategory(page);
    await goToStep(page, 'Prices & tax');
    await page.getByLabel('Retail price', { exact: true }).fill('4.5');
    await page.getByLabel('Purchase price', { exact: true }).fill('3');
    const saved = await save(page);
    expect((saved.postDataJSON() as { barCodeCheckOverride: boolean }).barCodeCheckOverride).toBe(false);
    await expect(page).toHaveURL(/\/goods\/index\/view\/\d+$/);
  });

  test('[GOODS-08] price checks: min above max on the field; the server refusal of a negative price lands on its field', async ({
    page,
  }) => {
    await openCreate(page);
    await fillBasics(page, `价格 ${unique()}`, unique(), '5');
    await page.getByLabel('Minimum price', { exact: true }).fill('10');
    await page.getByLabel('Maximum price', { exact: true }).fill('6');
    await expect(fieldError(page, 'Maximum price')).toContainText('cannot be above');
    await page.getByLabel('Minimum price', { exact: true }).fill('');
    await page.getByLabel('Maximum price', { exact: true }).fill('');
    await expect(fieldError(page, 'Maximum price')).toHaveCount(0);

    // Format is checked here; the sign is the server's rule, answered with fieldErrors (4220).
    await page.getByLabel('Purchase price', { exact: true }).fill('-1');
    await goToStep(page, 'Basics');
    const saved = page.waitForResponse(isCall('/goods/saveSku') as never);
    await page.getByRole('button', { name: /^Save$/ }).click();
    const answer = (await (await saved).json()) as { code: string; fieldErrors: { field: string }[] };
    expect(answer.code).toBe('4220');
    expect(answer.fieldErrors.map((error) => error.field)).toContain('skuPurchPrice');
    await expect(step(page, 'Prices & tax')).toHaveClass(/ant-steps-item-process/);
    await expect(fieldError(page, 'Purchase price')).not.toHaveText('');
    await expect(page).toHaveURL(/\/goods\/index\/create/);
  });

  test('[GOODS-04] saving over a newer version is refused and offers to reload', async ({
    page,
    context,
  }) => {
    const name = `并发 ${unique()}`;
    const id = await createSku(page, name, unique());

    await page.goto(`/goods/index/edit/${id}`);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);

    const other = await context.newPage();
    await other.goto(`/goods/index/edit/${id}`);
    await expect(other.getByLabel('Name', { exact: true })).toHaveValue(name);
    await other.getByLabel('Name', { exact: true }).fill(`${name} B`);
    await save(other);
    await expect(other).toHaveURL(new RegExp(`/goods/index/view/${id}$`));
    await other.close();

    await page.getByLabel('Name', { exact: true }).fill(`${name} A`);
    const answered = page.waitForResponse(isCall('/goods/saveSku') as never);
    await page.getByRole('button', { name: /^Save$/ }).click();
    expect(((await (await answered).json()) as { code: string }).code).toBe('4009');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('someone else saved a newer version');
    const reread = page.waitForRequest(isCall('/goods/getSku'));
    // A click while the dialog still zooms in can land beside its button (seen on a busy
    // machine): click again until the dialog goes.
    await expect(async () => {
      if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Reload' }).click();
      await expect(dialog).toBeHidden({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await reread;
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${name} B`);
  });

  test('[GOODS-09] build a combined good of two SKUs and view it', async ({ page }) => {
    const stamp = unique();
    await createSku(page, `组合甲 ${stamp}`, `${stamp}1`.slice(-14));
    await createSku(page, `组合乙 ${stamp}`, `${stamp}2`.slice(-14));

    const init = await openCreate(page, '/goods/cindex/ccreate');
    expect(new URL(init.url()).searchParams.get('comb')).toBe('1');
    await fillBasics(page, `组合 ${stamp}`, `${stamp}3`.slice(-14), '20');
    await goToStep(page, 'Items');
    const items = page.locator('[data-section="subSkus"]');
    for (const part of [`组合甲 ${stamp}`, `组合乙 ${stamp}`]) {
      const search = page.waitForRequest(
        (request) =>
          isCall('/goods/queryList')(request) && new URL(request.url()).searchParams.get('skuName') === part,
      );
      await items.getByRole('combobox').fill(part);
      expect(new URL((await search).url()).searchParams.get('comb')).toBe('0');
      await page
        .locator('.ant-select-dropdown:visible .ant-select-item-option')
        .filter({ hasText: part })
        .click();
    }
    await items.getByLabel(`Quantity 组合乙 ${stamp}`).fill('3');

    const saved = await save(page);
    const body = saved.postDataJSON() as { comb: string; subSkus: { skuName: string; quantity: number }[] };
    expect(body.comb).toBe('1');
    expect(body.subSkus.map((sub) => [sub.skuName, sub.quantity])).toEqual([
      [`组合甲 ${stamp}`, 1],
      [`组合乙 ${stamp}`, 3],
    ]);
    await expect(page).toHaveURL(/\/goods\/cindex\/cview\/\d+$/);
    await goToStep(page, 'Items');
    await expect(page.locator('[data-section="subSkus"] tbody tr')).toHaveCount(2);
    await expect(page.locator('[data-section="subSkus"]')).toContainText(`组合乙 ${stamp}`);
  });
});
