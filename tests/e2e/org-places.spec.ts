import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The organisation's places pages as the demo admin of 100001: franchisees, pickup points, the
 * electronic fence on the offline map (no AMap key here: no internet), and the operator archive,
 * which the clerk's role does not grant. Codes carry this run's stamp: the demo data may hold more
 * than its seed (other flows, earlier runs), so no flow counts seeded rows.
 */

/** Each step waits longer than the default: the flows open pages by address on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const API = '/api';
const CLERK = { loginName: 'clerk', password: 'Clerk@2026' };

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const submenu = (page: Page) => page.getByTestId('submenu').filter({ visible: true });
/** The body rows of the tables on show (antd's measuring row and kept tabs left out). */
const rows = (scope: Page | Locator) =>
  scope.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });
const cardTitle = (page: Page) => page.locator('.ant-card-head-title').filter({ visible: true }).first();
const option = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text });
const isCall = (path: string) => (response: { url(): string }) =>
  new URL(response.url()).pathname === API + path;

/** Opens a page by its address (a full load: the shell boots again) and waits for its card. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(cardTitle(page)).toBeVisible({ timeout: 60_000 });
}

async function signInAs(page: Page, account?: { loginName: string; password: string }) {
  await signIn(page, account);
  // Signing in (scrypt) can take a while on a busy machine.
  await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Picks the first store of a store picker (the demo tenant has several). */
async function pickFirstStore(page: Page, picker: Locator) {
  await picker.click();
  await option(page, /\S/).first().click();
}

test.describe('organisation: places', () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeEach(async ({ page }) => {
    await signInAs(page);
  });

  test('[ORG-07] a new franchisee is saved and found in the franchisee list', async ({ page }) => {
    const code = `FR${RUN}`;
    await open(page, '/organization/createFranchisee');
    await expect(cardTitle(page)).toHaveText('New franchisee');
    await page.getByLabel('Franchisee code').fill(code);
    await page.getByLabel('Franchisee name').fill(`Flow franchisee ${RUN}`);
    await page.getByLabel('Joint operation').check();
    await page.getByLabel('Contact', { exact: true }).fill('Wang');
    // A malformed phone is refused on its field before anything is sent.
    await page.getByLabel('Contact phone').fill('12345');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Enter a mobile or a landline number (e.g. 010-12345678)')).toBeVisible();
    await page.getByLabel('Contact phone').fill('010-12345678');
    await page.getByLabel('Contract start').fill('2026-01-01');
    await page.getByLabel('Contract start').press('Enter');
    await page.getByLabel('Contract end').fill('2027-12-31');
    await page.getByLabel('Contract end').press('Enter');

    const saved = page.waitForResponse(isCall('/bmc/franchisee/save.do'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(((await (await saved).json()) as { code: string }).code).toBe('0');
    // Saved: the list shows, and the keyword finds the new franchisee.
    await expect(page).toHaveURL(/\/organization\/franchiseeIndex/);
    await page.locator('form#franchiseeFilter').getByLabel('Keyword').fill(code);
    await page.locator('form#franchiseeFilter').getByRole('button', { name: 'Search' }).click();
    const row = rows(page).filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Joint operation');
    await expect(row).toContainText('2026-01-01 ~ 2027-12-31');
  });

  test('[ORG-08] pickup points: the list, a new point located on the map, its view with the map', async ({
    page,
  }) => {
    const code = `PK${RUN}`;
    await open(page, '/organization/PickUpIndex');
    await expect(cardTitle(page)).toHaveText('Pickup points');
    await expect(page.locator('.ant-table').filter({ visible: true })).toBeVisible();

    await open(page, '/organization/createPickup');
    await expect(cardTitle(page)).toHaveText('New pickup point');
    const map = page.getByTestId('point-picker-map').filter({ visible: true });
    await expect(map).toHaveAttribute('data-map-engine', 'leaflet');
    await page.getByLabel('Pickup point name').fill(`Flow gate ${RUN}`);
    await page.getByLabel('Pickup point code').fill(code);
    await pickFirstStore(page, page.locator('#pickup_storeId'));
    // A click on the map sets the location; typed values are range-checked.
    await map.click({ position: { x: 200, y: 150 } });
    await expect(page.getByLabel('Longitude')).not.toHaveValue('');
    await page.getByLabel('Longitude').fill('190');
    await expect(
      page.getByText('Longitude must be a number from -180 to 180 (at most 6 decimals)'),
    ).toBeVisible();
    await page.getByLabel('Longitude').fill('116.397128');
    await page.getByLabel('Latitude').fill('39.916527');
    await page.getByLabel('Contact phone').fill('13912345678');

    const saved = page.waitForResponse(isCall('/bmc/pickup/save.do'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(((await (await saved).json()) as { code: string }).code).toBe('0');
    await expect(page).toHaveURL(/\/organization\/PickUpIndex/);
    await page.locator('form#pickupFilter').getByLabel('Keyword').fill(code);
    await page.locator('form#pickupFilter').getByRole('button', { name: 'Search' }).click();
    const row = rows(page).filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('116.397128, 39.916527');

    // The view: read-only facts and the point on the map.
    await row.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/organization\/pickup\?id=\d+/);
    await expect(page.getByTestId('pickup-location').filter({ visible: true })).toHaveText(
      '116.397128, 39.916527',
    );
    const viewMap = page.getByTestId('point-picker-map').filter({ visible: true });
    await expect(viewMap).toHaveAttribute('data-map-engine', 'leaflet');
    await expect(viewMap.locator('.leaflet-interactive').first()).toBeVisible();
  });

  test('[ORG-12] [CONST-02] the fence on the offline map: draw, save, and check points inside and outside', async ({
    page,
  }) => {
    await open(page, '/globalEnclosure/index');
    await expect(cardTitle(page)).toHaveText('Electronic fence');
    await pickFirstStore(page, page.locator('#fence_store'));
    const map = page.getByTestId('fence-map');
    // No AMap key here: the offline engine shows, and says so; the AMap loader stays set to 1.4.15.
    await expect(map).toHaveAttribute('data-map-engine', 'leaflet');
    await expect(map).toHaveAttribute('data-amap-version', '1.4.15');
    await expect(page.getByTestId('fence-map-engine')).toHaveText(
      /^Leaflet \d+\.\d+\.\d+ \(offline outlines\)$/,
    );

    // Drawn with the mouse: three corners, then the first again to close the polygon (Enter
    // finishes it too). Headless pointer input does not always reach terra-draw, so the areas
    // this flow saves and checks are typed in below; the mouse result is recorded.
    const areas = page.getByTestId('fence-area');
    const before = await areas.count();
    await page.getByTestId('fence-tools').getByText('Polygon', { exact: true }).click();
    await expect(page.getByTestId('fence-tools')).toHaveAttribute('data-tool', 'polygon');
    const box = (await map.boundingBox())!;
    const at = (x: number, y: number) => ({ x: box.x + box.width * x, y: box.y + box.height * y });
    for (const corner of [at(0.3, 0.3), at(0.6, 0.3), at(0.45, 0.6), at(0.3, 0.3)]) {
      await page.mouse.move(corner.x, corner.y, { steps: 4 });
      await page.mouse.click(corner.x, corner.y);
      await page.waitForTimeout(150);
    }
    if ((await areas.count()) === before) await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    const drawn = (await areas.count()) - before;
    test.info().annotations.push({ type: 'mouse-drawn areas', description: String(drawn) });
    await page.getByTestId('fence-tools').getByText('Select / edit', { exact: true }).click();

    // The fence this flow checks: only a typed square around 116.4, 39.9.
    for (let left = await areas.count(); left > 0; left--) {
      await areas.first().getByRole('button', { name: 'Delete' }).click();
      await expect(areas).toHaveCount(left - 1);
    }
    await page.getByLabel('Polygon corners').fill('116.30,39.85; 116.50,39.85; 116.50,39.95; 116.30,39.95');
    await page.getByRole('button', { name: 'Add area' }).click();
    await expect(areas).toHaveCount(1);
    await expect(areas.first()).toContainText('Polygon · 4 corners');
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

    const saved = page.waitForResponse(isCall('/bmc/fence/save.do'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(((await (await saved).json()) as { code: string }).code).toBe('0');
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeHidden();
    await expect(page.getByTestId('fence-version')).toHaveText(/^Fence version \d+$/);

    const result = page.getByTestId('fence-check-result');
    await page.getByLabel('Longitude', { exact: true }).fill('116.4');
    await page.getByLabel('Latitude', { exact: true }).fill('39.9');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(result).toHaveAttribute('data-inside', 'true');
    await expect(result).toHaveText('Inside the fence (area 1)');
    await page.getByLabel('Longitude', { exact: true }).fill('117.2');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(result).toHaveAttribute('data-inside', 'false');
    await expect(result).toHaveText('Outside the fence');

    // A self-crossing polygon is refused by the server, which names the area.
    await page.getByLabel('Polygon corners').fill('116.30,39.85; 116.50,39.95; 116.50,39.85; 116.30,39.95');
    await page.getByRole('button', { name: 'Add area' }).click();
    const refused = page.waitForResponse(isCall('/bmc/fence/save.do'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(((await (await refused).json()) as { code: string }).code).toBe('4220');
    await expect(page.getByTestId('fence-refusal')).toContainText(/area 2/i);
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  });

  test("[ORG-11] the operator archive is in the admin menu and works; the clerk has neither menu entry nor page, nor the admin's tabs", async ({
    page,
  }) => {
    const code = `OP${RUN}`;
    await sidebar(page).getByText('Organisation', { exact: true }).hover();
    await submenu(page).getByRole('button', { name: 'Operator records', exact: true }).click();
    await expect(page).toHaveURL(/\/organization\/operatorIndex/);
    await expect(cardTitle(page)).toHaveText('Operators');

    await page.getByRole('button', { name: 'New', exact: true }).click();
    await expect(cardTitle(page)).toHaveText('New operator');
    await page.getByLabel('Operator code').fill(code);
    await page.getByLabel('Operator name').fill(`Flow operator ${RUN}`);
    await pickFirstStore(page, page.locator('#operator_storeId'));
    await page.getByLabel('Mobile').fill('13987654321');
    await page.getByLabel('Largest discount').fill('15');
    const saved = page.waitForResponse(isCall('/bmc/operator/save.do'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect(((await (await saved).json()) as { code: string }).code).toBe('0');
    await expect(page).toHaveURL(/\/organization\/operatorIndex/);
    await page.locator('form#operatorFilter').getByLabel('Keyword').fill(code);
    await page.locator('form#operatorFilter').getByRole('button', { name: 'Search' }).click();
    const row = rows(page).filter({ hasText: code });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('15%');
    await page.mouse.move(600, 600);
    await signOut(page);

    await signInAs(page, CLERK);
    // The organisation area stays (its base pages are everyone's, deleteFlag 1: ROUTE-14, MENU-08),
    // without the operator archive, which only the permission set supplies.
    await expect(page.getByRole('tab')).toHaveText(['Business overview']);
    await sidebar(page).getByText('Organisation', { exact: true }).hover();
    await expect(submenu(page).getByRole('button', { name: 'Roles', exact: true })).toBeVisible();
    await expect(submenu(page).getByRole('button', { name: 'Operator records', exact: true })).toHaveCount(0);
    await page.mouse.move(600, 600);
    await page.goto('/organization/operatorIndex');
    await expect(page).toHaveURL(/\/401$/, { timeout: 60_000 });
    const answer = await page.request.get(`${API}/bmc/operator/pageList.do`, {
      params: { pageNo: 1, pageSize: 10 },
    });
    expect(((await answer.json()) as { code: string }).code).toBe('4030');
  });
});
