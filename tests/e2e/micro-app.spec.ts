import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeButtonOf, signInAndLand } from './support';

/**
 * The example wujie sub-app (examples/third-party-page/wujie-app.html, on the example origin) as
 * the tenant's micro-app 'vendor', opened from the demo menu at /micro/vendor. It runs in wujie's
 * same-origin sandbox (built on the server's /micro-sandbox.html) and talks to the shell through
 * the sdk over wujie's bus, on the channel the shell gave it.
 */

const MICRO_PATH = '/micro/vendor';
/** A full page load, wujie's sandbox and the sub-app's own load, on a busy machine. */
const LOAD = { timeout: 30_000 };

const sidebar = (page: Page) => page.getByRole('navigation', { name: /Main menu|主菜单/ });
const microTab = (page: Page) => page.locator(`[data-testid="tab"][data-path="${MICRO_PATH}"]`);
const overviewTab = (page: Page) => page.locator('[data-testid="tab"][data-path="/overview"]');

/** The sub-app's markup lives in wujie's (open) shadow root inside the shell's page. */
const microApp = (page: Page) => page.getByTestId('micro-app');

/** Opens the micro-app from the demo menu (第三方 → 示例微应用) and waits until it is connected. */
async function openFromMenu(page: Page): Promise<Locator> {
  await sidebar(page).getByText('第三方', { exact: true }).hover();
  const popup = page.getByTestId('submenu').filter({ visible: true });
  await popup.getByRole('button', { name: '示例微应用', exact: true }).click();
  await page.mouse.move(600, 600);
  await expect(page).toHaveURL(new RegExp(`${MICRO_PATH}$`));
  const app = microApp(page);
  await expect(app.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
  return app;
}

/** The sandbox window of the running sub-app: wujie names its iframe after the app. */
const sandbox = (page: Page) => page.frame({ name: 'vendor' });

test.describe('the micro-app host', () => {
  test.beforeEach(async ({ page }) => {
    await signInAndLand(page);
  });

  test('[MSG-01] [MSG-02] [MSG-03] [MSG-04] every command of the wujie sub-app, over the bus', async ({
    page,
  }) => {
    const app = await openFromMenu(page);
    await expect(app.getByRole('heading', { name: 'Vendor sub-app' })).toBeVisible();
    await expect(app.getByTestId('context-tenant')).toHaveText('Demo Retail (100001)');

    await app.getByRole('button', { name: 'Version check' }).click();
    await expect(app.getByTestId('result-versionCheck')).toHaveText('ok: 1');

    await app.getByRole('button', { name: 'Open batch import' }).click();
    await expect(page).toHaveURL(/\/batchImport\/list\/1\/importTab$/);
    await expect(app.getByTestId('result-openBatchImport')).toHaveText(/^ok/);

    await microTab(page).click();
    await app.getByRole('button', { name: 'Open route' }).click();
    // The route object's page opens in its tab (its query reaches the page, which then writes its own
    // view into the address: a parameter it does not know, like this `from`, is not kept there).
    await expect(page).toHaveURL(/\/goods\/index\/list(\?|$)/);
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-path', '/goods/index/list');
    await expect(app.getByTestId('result-openRoute')).toHaveText(/^ok/);

    await microTab(page).click();
    await app.getByRole('button', { name: 'Open frame tab' }).click();
    await expect(page).toHaveURL(/\/iframe\/urlPath\?.*id=vendor-report/);
    const report = page.frameLocator('iframe[name="vendor-report"]');
    await expect(report.getByRole('heading', { name: 'Vendor report' })).toBeVisible(LOAD);
    await expect(report.getByTestId('status')).toHaveText('Connected to the shell.');
    await expect(app.getByTestId('result-openFrameTab')).toHaveText(/^ok/);
  });

  test('[TAB-03] switching away and back keeps the sub-app running: it is not loaded again', async ({
    page,
  }) => {
    const app = await openFromMenu(page);
    await expect(app.getByTestId('load-count')).toHaveText('1');
    await app.getByRole('button', { name: 'Version check' }).click();
    await expect(app.getByTestId('result-versionCheck')).toHaveText('ok: 1');

    await overviewTab(page).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(app).toBeHidden();
    await microTab(page).click();
    await expect(app.getByTestId('status')).toBeVisible();
    await expect(app.getByTestId('load-count')).toHaveText('1');
    await expect(app.getByTestId('result-versionCheck')).toHaveText('ok: 1');
    // Still connected after the round trip: a command is answered.
    await app.getByRole('button', { name: 'Version check' }).click();
    await expect(app.getByTestId('result-versionCheck')).toHaveText('ok: 1');
  });

  test('language and store changes in the shell reach the connected sub-app', async ({ page }) => {
    const app = await openFromMenu(page);
    await expect(app.getByTestId('context-language')).toHaveText('en');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(app.getByTestId('context-language')).toHaveText('zh');

    await expect(app.getByTestId('context-store')).not.toHaveText('Downtown (S002)');
    await page.getByRole('button', { name: '切换门店' }).click();
    await page.getByRole('menuitem', { name: 'Downtown' }).click();
    // The store switch reloads the shell: the sub-app starts again and connects with the new store.
    await expect(microApp(page).getByTestId('context-store')).toHaveText('Downtown (S002)', LOAD);
  });

  test('[TAB-05] closing the micro-app tab destroys the app; opening it again starts it afresh', async ({
    page,
  }) => {
    const app = await openFromMenu(page);
    await expect(app.getByTestId('load-count')).toHaveText('1');
    await expect(page.locator('iframe[name="vendor"]')).toHaveCount(1);

    await closeButtonOf(microTab(page)).click();
    await expect(microTab(page)).toHaveCount(0);
    await expect(app).toHaveCount(0);
    // wujie's sandbox iframe goes with it.
    await expect(page.locator('iframe[name="vendor"]')).toHaveCount(0);

    const again = await openFromMenu(page);
    await expect(again.getByTestId('load-count')).toHaveText('2');
  });

  test('bus messages count only on the channel the shell gave the app it started', async ({ page }) => {
    await openFromMenu(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const forge = (channel: string | null) =>
      sandbox(page)!.evaluate((name) => {
        const wujie = (window as unknown as { $wujie: { bus: { $emit(e: string, d: unknown): void } } })
          .$wujie;
        const props = (window as unknown as { $wujie: { props: Record<string, string> } }).$wujie.props;
        const message = { type: 'rcadmin:openBatchImport', v: 1, id: `forged-${name}`, payload: {} };
        wujie.bus.$emit('rcadmin:page', { channel: name ?? props.rcadminChannel, message });
      }, channel);

    // Another app on the same bus, with a channel the shell never gave out: ignored and logged.
    await forge('stranger:0123');
    await expect.poll(() => warnings.some((text) => text.includes('[rcadmin bridge] ignored'))).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${MICRO_PATH}$`));

    // The app's own channel is answered.
    await forge(null);
    await expect(page).toHaveURL(/\/batchImport\/list\/1\/importTab$/);
  });
});
