import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { freshEan13, pickFirstCategory, signIn } from './support';

/**
 * The goods settings and store navigation pages as the demo admin of 100001, and what the goods
 * form makes of them: a unit added in the settings is offered by the create form; a shelf added
 * to the store navigation is chosen in a demo SKU's edit form and kept.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
const API = '/api';
const NAV_NAME = 'E2E 货架';
const NAV_ROOT = '首页推荐';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const submenu = (page: Page) => page.getByTestId('submenu').filter({ visible: true });
const isCall = (path: string) => (request: Request) => new URL(request.url()).pathname.endsWith(path);
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-13);

/** The step of the goods form whose title is `title`. */
const goToStep = (page: Page, title: string) =>
  page
    .locator('.ant-steps-item')
    .filter({ has: page.getByText(title, { exact: true }) })
    .click();

async function signInAs(page: Page) {
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });
}

/** Opens a settings page from the sidebar's Settings area. */
async function openSettingsPage(page: Page, menuName: string) {
  await sidebar(page).getByText('Settings', { exact: true }).hover();
  await submenu(page).getByRole('button', { name: menuName, exact: true }).click();
  await page.mouse.move(600, 600);
}

/** The result of a GET call, as the signed-in browser makes it (its session cookie goes along). */
async function apiGet<T>(page: Page, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const answer = await page.request.get(`${API}${path}`, { params });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { content: { result: T } }).content.result;
}

test.describe('settings: goods settings and store navigation', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[SET-02] a unit added in the goods settings is offered by the goods create form', async ({
    page,
  }) => {
    await signInAs(page);
    await openSettingsPage(page, 'Goods settings');
    await expect(page).toHaveURL(/\/setting\/baseDocument\/index/);
    await expect(page.getByRole('heading', { name: 'Goods settings' })).toBeVisible();
    const units = page.locator('[data-section="units"]');
    await expect(units.getByRole('cell', { name: '个', exact: true })).toBeVisible();

    const unit = `E2E${unique().slice(-6)}`;
    await page.getByRole('button', { name: 'Add unit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Unit name').fill(unit);
    const saved = page.waitForResponse((response) =>
      isCall('/bmc/goodsSetting/unit/save.do')(response.request()),
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(((await (await saved).json()) as { success: boolean }).success).toBe(true);
    await expect(units.getByRole('cell', { name: unit, exact: true })).toBeVisible();

    // The create form's unit select offers it (the last of the list: scrolled to).
    const base = page.waitForRequest(isCall('/goods/getCommodityBase'));
    await page.goto('/goods/index/create');
    await base;
    await expect(page.getByLabel('Name', { exact: true })).toBeEditable();
    await goToStep(page, 'Attributes');
    const unitField = page
      .locator('[data-step="attributes"] .ant-form-item')
      .filter({ hasText: /^Unit/ })
      .locator('.ant-select');
    await unitField.click();
    // The list is long and virtual: typing narrows it to the new unit, as a person would.
    await page.keyboard.type(unit);
    const option = page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: unit });
    await expect(option).toBeVisible();
    await option.click();
    await expect(unitField).toContainText(unit);

    // And a SKU saved with it keeps it.
    await goToStep(page, 'Basics');
    await page.getByLabel('Name', { exact: true }).fill(`单位测试 ${unique()}`);
    await page.getByLabel('Barcode', { exact: true }).fill(freshEan13());
    await pickFirstCategory(page);
    await goToStep(page, 'Prices & tax');
    await page.getByLabel('Retail price', { exact: true }).fill('5');
    await page.getByLabel('Purchase price', { exact: true }).fill('3');
    const save = page.waitForRequest(isCall('/goods/saveSku'));
    await page.getByRole('button', { name: /^Save$/ }).click();
    expect(((await save).postDataJSON() as { meaUnit: string }).meaUnit).toBe(unit);
    await expect(page).toHaveURL(/\/goods\/index\/view\/\d+$/);
  });

  test('[SET-03] a shelf added to the store navigation is chosen in a demo SKU’s edit form and kept', async ({
    page,
  }) => {
    await signInAs(page);
    await openSettingsPage(page, 'Store navigation');
    await expect(page).toHaveURL(/\/setting\/searchNav\/searchIndex$/);
    await expect(page.getByRole('heading', { name: 'Store navigation' })).toBeVisible();
    const tree = page.getByRole('tree', { name: 'Store navigation' });
    await expect(tree.getByText(NAV_ROOT, { exact: true })).toBeVisible();

    // Under a top shelf (once: a rerun on the same data finds it there).
    if ((await tree.getByText(NAV_NAME, { exact: true }).count()) === 0) {
      await page.getByRole('button', { name: `Add shelf under ${NAV_ROOT}` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Shelf name').fill(NAV_NAME);
      await dialog.getByRole('button', { name: 'Save' }).click();
    }
    await expect(tree.getByText(NAV_NAME, { exact: true })).toBeVisible();

    // A demo SKU not listed under the top shelf itself (checking under it would take the shelf away).
    interface Shelf {
      navId: string;
      name: string;
      children: Shelf[];
    }
    const shelves = await apiGet<Shelf[]>(page, '/pubNav/queryShopNavigationTree.do');
    const root = shelves.find((shelf) => shelf.name === NAV_ROOT)!;
    const shelf = root.children.find((child) => child.name === NAV_NAME)!;
    const demoSkus = await apiGet<{ list: { skuId: string }[] }>(page, '/goods/queryList', {
      pageNo: 1,
      pageSize: 20,
      comb: '0',
      skuName: '可口可乐',
    });
    let skuId = '';
    for (const row of demoSkus.list) {
      const sku = await apiGet<{ searchNavIds: string[] }>(page, '/goods/getSku', { skuId: row.skuId });
      if (!sku.searchNavIds.includes(root.navId) && !sku.searchNavIds.includes(shelf.navId)) {
        skuId = row.skuId;
        break;
      }
    }
    expect(skuId).not.toBe('');

    const getSku = page.waitForRequest(isCall('/goods/getSku'));
    await page.goto(`/goods/index/edit/${skuId}`);
    await getSku;
    await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
    await goToStep(page, 'Stores');
    await page.getByLabel('Store navigation', { exact: true }).click();
    const dropdown = page.locator('.ant-select-dropdown:visible');
    const rootNode = dropdown.locator('.ant-select-tree-treenode').filter({ hasText: NAV_ROOT }).first();
    const node = dropdown.locator('.ant-select-tree-treenode').filter({ hasText: NAV_NAME });
    await expect(rootNode).toBeVisible();
    if (!(await node.isVisible())) await rootNode.locator('.ant-select-tree-switcher').click();
    await node.locator('.ant-select-tree-checkbox').click();
    await page.keyboard.press('Escape');
    const save = page.waitForRequest(isCall('/goods/saveSku'));
    await page.getByRole('button', { name: /^Save$/ }).click();
    expect(((await save).postDataJSON() as { searchNavIds: string[] }).searchNavIds).toContain(shelf.navId);
    await expect(page).toHaveURL(new RegExp(`/goods/index/view/${skuId}$`));

    // Reopened, the edit form has it.
    const reread = page.waitForRequest(isCall('/goods/getSku'));
    await page.goto(`/goods/index/edit/${skuId}`);
    await reread;
    await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
    await goToStep(page, 'Stores');
    await expect(
      page.locator('[data-section="stores"] .ant-select-selection-item').filter({ hasText: NAV_NAME }),
    ).toBeVisible();
    const kept = await apiGet<{ searchNavIds: string[] }>(page, '/goods/getSku', { skuId });
    expect(kept.searchNavIds).toContain(shelf.navId);
  });
});
