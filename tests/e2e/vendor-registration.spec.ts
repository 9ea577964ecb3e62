import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { exampleURL } from '../playwright.config';
import { signInAndLand } from './support';

/**
 * The embedded apps settings page (/setting/embeddedApps/list): the demo admin registers the
 * example vendor page as a frame app for the clerk role, and the example's wujie sub-app as a
 * micro-app that calls the vendor's API on another origin. The clerk finds the page in the menu at
 * the next sign-in and it connects to the shell; the micro-app's call reaches the API because its
 * registration names that origin (its sandbox page's CSP). Both are removed at the end.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
/** The example server under another host name: the vendor's API (serve.mjs VENDOR_API_ORIGIN). */
const apiOrigin = (() => {
  const url = new URL(exampleURL);
  url.hostname = 'api.localhost';
  return url.origin;
})();
const run = Date.now().toString(36).slice(-5);
const FRAME_APP = `E2E 供应商报表 ${run}`;
const MICRO_APP = `e2e-vendor-api-${run}`;
const CLERK = { loginName: 'clerk', password: 'Clerk@2026' };

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const submenu = (page: Page) => page.getByTestId('submenu').filter({ visible: true });

/** Opens a page of a menu area from the sidebar, as a person does. */
async function openFromMenu(page: Page, area: string, entry: string) {
  await sidebar(page).getByText(area, { exact: true }).hover();
  await submenu(page).getByRole('button', { name: entry, exact: true }).click();
  await page.mouse.move(600, 600);
}

async function openEmbeddedApps(page: Page) {
  await openFromMenu(page, 'Settings', 'Embedded apps');
  await expect(page).toHaveURL(/\/setting\/embeddedApps\/list/);
  await expect(page.getByRole('heading', { name: 'Embedded apps' })).toBeVisible();
}

/** Picks the third-party apps group (Third party → Third-party apps) as the app's place in the menu. */
async function pickVendorGroup(page: Page, dialog: Locator) {
  await dialog.getByLabel('Place in the menu').fill('Third-party apps');
  await page
    .locator('.ant-select-tree')
    .filter({ visible: true })
    .getByText('Third-party apps', { exact: true })
    .click();
}

/** Saves the registration form and waits until its row is listed. */
async function saveRegistration(page: Page, dialog: Locator, name: string) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
}

test.describe('tenant-registered vendor apps', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  // Tall enough for the whole frame: a click into a frame that first scrolls the shell races it.
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('[MENU-19] the admin registers the example page as a frame app for the clerk role', async ({
    page,
  }) => {
    await signInAndLand(page);
    await openEmbeddedApps(page);
    await page.getByRole('button', { name: 'Register an app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register an app' });

    // The page checks what the server checks, before anything is sent.
    await dialog.getByLabel('Name', { exact: true }).fill(FRAME_APP);
    await dialog.getByLabel('Entry address').fill('vendor.localhost/index.html');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText('The entry address must be a full address starting with http:// or https://.'),
    ).toBeVisible();
    await expect(dialog.getByText('Choose where it appears in the menu.')).toBeVisible();

    await dialog.getByLabel('Entry address').fill(`${exampleURL}/index.html`);
    await pickVendorGroup(page, dialog);
    // Every role sees a new app unless others are picked: the clerk's only.
    const roles = dialog.getByLabel('Roles that see it');
    await roles.click();
    for (let index = 0; index < 10; index += 1) await roles.press('Backspace');
    await roles.fill('店员');
    await page
      .locator('.ant-select-item-option')
      .filter({ visible: true })
      .getByText('店员', { exact: true })
      .click();
    await roles.press('Escape');
    await saveRegistration(page, dialog, FRAME_APP);
    const row = page.getByRole('row').filter({ hasText: FRAME_APP });
    await expect(row).toContainText('第三方 / 第三方应用');
    await expect(row).toContainText('店员');
  });

  test('[MENU-19] [MSG-02] the clerk finds it in the menu at the next sign-in, and it connects to the shell', async ({
    page,
  }) => {
    await signInAndLand(page, CLERK);
    await openFromMenu(page, 'Third party', FRAME_APP);
    await expect(page).toHaveURL(/\/iframe\/urlPath\?/);
    const frame = page.frameLocator('iframe[name^="embedded-app-"]');
    await expect(frame.getByRole('heading', { name: 'Vendor page' })).toBeVisible();
    await expect(frame.getByTestId('status')).toHaveText('Connected to the shell.');
    await expect(frame.getByTestId('context-user')).toContainText('店员 Clerk');
    await expect(page.getByRole('tab', { selected: true })).toContainText(FRAME_APP);
  });

  test("a micro-app registered with its API's origin reaches that API from the shell", async ({ page }) => {
    await signInAndLand(page);
    await openEmbeddedApps(page);
    await page.getByRole('button', { name: 'Register an app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register an app' });
    // The kinds are buttons over hidden radio inputs: a person clicks the button.
    await dialog.getByText('Micro-app', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Micro-app' })).toBeChecked();
    await dialog.getByLabel('Name', { exact: true }).fill(MICRO_APP);
    await dialog.getByLabel('Entry address').fill(`${exampleURL}/wujie-app.html`);
    const origins = dialog.getByLabel('Origins it connects to');
    await origins.fill(apiOrigin);
    await origins.press('Enter');
    await expect(dialog.locator('.ant-select-selection-item').filter({ hasText: apiOrigin })).toBeVisible();
    await pickVendorGroup(page, dialog);
    // A micro-app runs with the user's rights: not saved until it is confirmed as trusted.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText(
        "A micro-app runs inside this system with the user's rights, so only trusted code may be registered: confirm that it is.",
      ),
    ).toBeVisible();
    await dialog.getByLabel('I confirm this is trusted code').check();
    await saveRegistration(page, dialog, MICRO_APP);

    // The next menu load (a reload of the shell) brings the entry, the registry and the CSP.
    await page.reload();
    await openFromMenu(page, 'Third party', MICRO_APP);
    await expect(page).toHaveURL(new RegExp(`/micro/${MICRO_APP}$`));
    const microApp = (name: string) => page.locator(`[data-testid="micro-app"][data-name="${name}"]`);
    const app = microApp(MICRO_APP);
    await expect(app.getByTestId('status')).toHaveText('Connected to the shell.');
    await app.getByRole('button', { name: 'Call the vendor API' }).click();
    await expect(app.getByTestId('api-result')).toHaveText(`ok: pong from ${new URL(apiOrigin).host}`);

    // The same sub-app as the demo's micro-app (the microApps parameter) names no such origin: refused.
    await openFromMenu(page, 'Third party', 'Sample micro-app');
    const demo = microApp('vendor');
    await expect(demo.getByTestId('status')).toHaveText('Connected to the shell.');
    await demo.getByRole('button', { name: 'Call the vendor API' }).click();
    await expect(demo.getByTestId('api-result')).toHaveText(/^error: /);

    // Both registrations go again: they leave the menus.
    await openEmbeddedApps(page);
    for (const name of [MICRO_APP, FRAME_APP]) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('cell', { name, exact: true })).toBeHidden();
    }
    await page.reload();
    await sidebar(page).getByText('Third party', { exact: true }).hover();
    await expect(
      submenu(page).getByRole('button', { name: 'Sample vendor page', exact: true }),
    ).toBeVisible();
    await expect(submenu(page).getByRole('button', { name: MICRO_APP, exact: true })).toHaveCount(0);
  });
});
