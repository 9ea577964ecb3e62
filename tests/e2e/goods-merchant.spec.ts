import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { freshEan13, pickFirstCategoryInView, signInAndLand } from './support';

/**
 * What merchants manage goods by, against the real server as the demo admin: the short form of a
 * new SKU (New on the goods list) with More details into the steps, the list's picture of each SKU,
 * and the stores that sell a SKU at a price of their own after a price adjustment for them.
 */

const expect = baseExpect.configure({ timeout: 30_000 });

const LIST = '/goods/index/list';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * The field of this label on the page in view: the goods list stays open in its tab (hidden) beside
 * the form, with filters of the same names.
 */
const field = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).filter({ visible: true });

const isCall = (path: string) => (request: Request) => new URL(request.url()).pathname.endsWith(path);
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const rowNamed = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByRole('link', { name, exact: true }) });

/** New on the goods list: the short form of a new SKU. */
async function openShortForm(page: Page) {
  await page.goto(LIST);
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\/goods\/index\/create\?form=quick$/);
  // The form's tab in view (its page loads with its first visit), the list's tab hidden.
  await expect(page.locator('[data-layout="quick"]')).toBeVisible();
  await expect(field(page, 'Name')).toBeEditable();
  await expect(page.locator('.ant-steps')).toHaveCount(0);
}

async function fillShortForm(page: Page, name: string, barCode: string) {
  await field(page, 'Name').fill(name);
  await field(page, 'Barcode').fill(barCode);
  await pickFirstCategoryInView(page);
  await field(page, 'Retail price').fill('12.50');
  await field(page, 'Purchase price').fill('6');
}

test.describe('goods as merchants manage them', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeEach(async ({ page }) => {
    await signInAndLand(page);
  });

  test('[GOODS-02] [GOODS-04] New opens the short form: a SKU on sale is saved from one page, a missing price refused there', async ({
    page,
  }) => {
    await openShortForm(page);
    const name = `简易新增 ${Date.now()}`;
    const barCode = freshEan13();
    await field(page, 'Name').fill(name);
    await field(page, 'Barcode').fill(barCode);
    await page.getByRole('button', { name: /^Save$/ }).click();
    await expect(page.getByText('Please enter Retail price')).toBeVisible();
    await expect(page.getByText('A goods item on sale needs a category')).toBeVisible();

    await fillShortForm(page, name, barCode);
    const saved = page.waitForRequest(isCall('/goods/saveSku'));
    await page.getByRole('button', { name: /^Save$/ }).click();
    const body = (await saved).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ skuName: name, barCode, skuReferPrice: '12.50', saleState: 1 });
    await expect(page).toHaveURL(/\/goods\/index\/view\/\d+$/);
    await expect(field(page, 'Name')).toHaveValue(name);
  });

  test('[GOODS-07] the short form warns of a wrong check digit and keeps an in-house code when confirmed', async ({
    page,
  }) => {
    await openShortForm(page);
    const good = freshEan13();
    const wrong = `${good.slice(0, 12)}${(Number(good[12]) + 1) % 10}`;
    await fillShortForm(page, `店内码 ${Date.now()}`, wrong);
    await expect(page.getByText(/The check digit of this EAN-13 barcode should be/)).toBeVisible();
    await page.getByRole('button', { name: /^Save$/ }).click();
    const saved = page.waitForRequest(isCall('/goods/saveSku'));
    await page.getByRole('button', { name: 'Keep as in-house code' }).click();
    expect((await saved).postDataJSON()).toMatchObject({ barCode: wrong, barCodeCheckOverride: true });
    await expect(page).toHaveURL(/\/goods\/index\/view\/\d+$/);
  });

  test('[GOODS-01] More details keeps what the short form has; the picture added there is the SKU’s thumbnail in the list', async ({
    page,
  }) => {
    await openShortForm(page);
    const name = `带图商品 ${Date.now()}`;
    const barCode = freshEan13();
    await fillShortForm(page, name, barCode);
    await page.getByRole('button', { name: 'More details' }).click();
    await expect(page).toHaveURL(/\/goods\/index\/create$/);
    await expect(page.locator('.ant-steps')).toBeVisible();
    await expect(field(page, 'Name')).toHaveValue(name);

    await page.locator('.ant-steps-item').filter({ hasText: 'Pictures' }).click();
    const uploaded = page.waitForResponse((response) => isCall('/file/upload.do')(response.request()));
    await page
      .locator('[data-section="pictures"] input[type=file]')
      .first()
      .setInputFiles({ name: 'goods.png', mimeType: 'image/png', buffer: PNG });
    await uploaded;
    await page.getByRole('button', { name: /^Save$/ }).click();
    await expect(page).toHaveURL(/\/goods\/index\/view\/\d+$/);

    await page.goto(`${LIST}?barCode=${barCode}`);
    const picture = rowNamed(page, name).getByRole('img', { name: `Picture of ${name}` });
    await expect(picture).toHaveAttribute('loading', 'lazy');
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    // A SKU without a picture shows the empty frame.
    await page.goto(LIST);
    await expect(page.getByTestId('sku-thumbnail-none').first()).toBeVisible();
  });

  test('[GOODS-01] [GOODS-10] after an adjustment for one of its stores, the list says which store sells the SKU at its own price', async ({
    page,
  }) => {
    const sku = '农夫山泉饮用天然水 550ml';
    await page.goto(`${LIST}?skuName=${encodeURIComponent(sku)}`);
    const row = rows(page).filter({ hasText: sku }).first();
    const skuName = (await row.getByRole('link').first().textContent())!.trim();
    // One of the stores that sell it.
    await row.getByRole('button', { name: /\d+ stores/ }).click();
    const storeName = (await page.getByTestId('sku-store').first().textContent())!.trim().split(' ')[0]!;
    const current = Number(await row.getByTestId('sku-price').textContent());
    const newPrice = (current + 0.7).toFixed(2);

    await page.goto('/goods/priceAdjustment/addAdjustment');
    await page.getByRole('radio', { name: 'Chosen stores' }).check();
    const stores = page.getByRole('combobox', { name: 'Chosen stores' });
    await stores.click();
    await stores.fill(storeName);
    await page.locator('.ant-select-item-option').filter({ hasText: storeName }).first().click();
    const picker = page.getByRole('combobox', { name: 'Add goods' });
    await picker.click();
    await picker.fill(skuName);
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: `${skuName} · ` })
      .first()
      .click();
    await field(page, `New price ${skuName}`).fill(newPrice);
    const at = new Date(Date.now() + 25_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const time =
      `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ` +
      `${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
    const effective = page.getByLabel('Effective time');
    await effective.click();
    await effective.fill(time);
    await effective.press('Enter');
    await page.getByRole('button', { name: 'Save and submit' }).click();
    await expect(page).toHaveURL(/\/goods\/priceAdjustment\/viewAdjustment\?id=\d+/);

    // Applied on the server's timer: the list then counts the store, and lists it with its price.
    await expect(async () => {
      await page.goto(`${LIST}?skuName=${encodeURIComponent(skuName)}`);
      await expect(
        rowNamed(page, skuName).getByRole('button', { name: /store prices? differs?/ }),
      ).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 90_000, intervals: [5_000] });
    const priced = rowNamed(page, skuName);
    await expect(priced.getByTestId('sku-price')).toHaveText(current.toFixed(2));
    await priced.getByTestId('sku-store-prices').click();
    await expect(
      page.getByTestId('sku-store-price').filter({ hasText: storeName }).filter({ hasText: newPrice }),
    ).toBeVisible();
  });
});
