import { expect, test, type MicroAppPage, type Shell } from '@rcadmin/playwright';

/**
 * The example wujie sub-app (examples/third-party-page/wujie-app.html, on the example origin) as
 * the tenant's micro-app 'vendor', opened from the demo menu at /micro/vendor. It runs in wujie's
 * same-origin sandbox (built on the server's /micro-sandbox.html) and talks to the shell through
 * the sdk over wujie's bus, on the channel the shell gave it.
 */

const MICRO_PATH = '/micro/vendor';
/** A full page load, wujie's sandbox and the sub-app's own load, on a busy machine. */
const LOAD = { timeout: 30_000 };

/**
 * Opens the micro-app from the demo menu (Third party → Sample micro-app) and waits until it is connected. Its
 * markup lives in wujie's (open) shadow root inside the shell's page, under `app.root`.
 */
async function openFromMenu(shell: Shell): Promise<MicroAppPage> {
  const app = await shell.openMenuEntry('Sample micro-app', { area: 'Third party' });
  await expect(shell.page).toHaveURL(new RegExp(`${MICRO_PATH}$`));
  if (app.kind !== 'micro') throw new Error(`Sample micro-app opened a ${app.kind} page`);
  await app.waitForConnection({ timeout: LOAD.timeout });
  await expect(app.root.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
  return app;
}

test.describe('the micro-app host', () => {
  test('[MSG-01] [MSG-02] [MSG-03] [MSG-04] every command of the wujie sub-app, over the bus', async ({
    page,
    shell,
  }) => {
    const app = await openFromMenu(shell);
    const root = app.root;
    await expect(root.getByRole('heading', { name: 'Vendor sub-app' })).toBeVisible();
    await expect(root.getByTestId('context-tenant')).toHaveText('Demo Retail (100001)');
    await expect(app.bridge).toHaveSent('rcadmin:getContext');
    await expect(app.bridge).toHaveReceived('rcadmin:context', {
      context: { tenant: { platformNum: '100001' } },
    });

    await root.getByRole('button', { name: 'Version check' }).click();
    await expect(root.getByTestId('result-versionCheck')).toHaveText('ok: 1');
    await expect(app.bridge).toHaveReceived('rcadmin:reply', { ok: true, result: 1 });

    await root.getByRole('button', { name: 'Open batch import' }).click();
    await expect(page).toHaveURL(/\/batchImport\/list\/1\/importTab$/);
    await expect(root.getByTestId('result-openBatchImport')).toHaveText(/^ok/);
    await expect(app.bridge).toHaveSent('rcadmin:openBatchImport', {
      payload: { id: '1', tab: 'importTab' },
    });

    await app.tab.click();
    await root.getByRole('button', { name: 'Open route' }).click();
    // The route object's page opens in its tab (its query reaches the page, which then writes its own
    // view into the address: a parameter it does not know, like this `from`, is not kept there).
    await expect(page).toHaveURL(/\/goods\/index\/list(\?|$)/);
    await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-path', '/goods/index/list');
    await expect(root.getByTestId('result-openRoute')).toHaveText(/^ok/);
    await expect(app.bridge).toHaveSent('rcadmin:openRoute', { payload: { path: '/goods/index/list' } });

    await app.tab.click();
    await root.getByRole('button', { name: 'Open frame tab' }).click();
    await expect(page).toHaveURL(/\/iframe\/urlPath\?.*id=vendor-report/);
    const report = shell.frame('vendor-report').frame;
    await expect(report.getByRole('heading', { name: 'Vendor report' })).toBeVisible(LOAD);
    await expect(report.getByTestId('status')).toHaveText('Connected to the shell.');
    await expect(root.getByTestId('result-openFrameTab')).toHaveText(/^ok/);
    await expect(app.bridge).toHaveSent('rcadmin:openFrameTab', { payload: { id: 'vendor-report' } });
    // Every message of the app went over wujie's bus.
    expect(app.bridge.entries().every((entry) => entry.transport === 'wujie')).toBe(true);
  });

  test('[TAB-03] switching away and back keeps the sub-app running: it is not loaded again', async ({
    page,
    shell,
  }) => {
    const app = await openFromMenu(shell);
    const root = app.root;
    await expect(root.getByTestId('load-count')).toHaveText('1');
    const loads = app.loads();
    await root.getByRole('button', { name: 'Version check' }).click();
    await expect(root.getByTestId('result-versionCheck')).toHaveText('ok: 1');

    await shell.tab('/overview').click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(root).toBeHidden();
    await app.tab.click();
    await expect(root.getByTestId('status')).toBeVisible();
    await expect(root.getByTestId('load-count')).toHaveText('1');
    await expect(root.getByTestId('result-versionCheck')).toHaveText('ok: 1');
    // Still connected after the round trip: a command is answered.
    const mark = app.bridge.mark();
    await root.getByRole('button', { name: 'Version check' }).click();
    await expect(root.getByTestId('result-versionCheck')).toHaveText('ok: 1');
    await app.bridge.waitFor({ direction: 'toPage', type: 'rcadmin:reply', after: mark });
    // Its sandbox window is the one it started in.
    expect(app.loads()).toBe(loads);
  });

  test('language and store changes in the shell reach the connected sub-app', async ({ page, shell }) => {
    const app = await openFromMenu(shell);
    await expect(app.root.getByTestId('context-language')).toHaveText('en');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(app.root.getByTestId('context-language')).toHaveText('zh');
    await expect(app.bridge).toHaveReceived('rcadmin:contextChanged', { context: { language: 'zh' } });

    await expect(app.root.getByTestId('context-store')).not.toHaveText('Downtown (S002)');
    await page.getByRole('button', { name: '切换门店' }).click();
    await page.getByRole('menuitem', { name: 'Downtown' }).click();
    // The store switch reloads the shell: the sub-app starts again and connects with the new store.
    await expect(shell.microApp('vendor').root.getByTestId('context-store')).toHaveText(
      'Downtown (S002)',
      LOAD,
    );
    await expect(app.bridge).toHaveReceived('rcadmin:context', { context: { store: { code: 'S002' } } });
  });

  test('[TAB-05] closing the micro-app tab destroys the app; opening it again starts it afresh', async ({
    page,
    shell,
  }) => {
    const app = await openFromMenu(shell);
    await expect(app.root.getByTestId('load-count')).toHaveText('1');
    await expect(page.locator('iframe[name="vendor"]')).toHaveCount(1);
    const loads = app.loads();

    await app.close();
    await expect(app.tab).toHaveCount(0);
    await expect(app.root).toHaveCount(0);
    // wujie's sandbox iframe goes with it.
    await expect(page.locator('iframe[name="vendor"]')).toHaveCount(0);

    const again = await openFromMenu(shell);
    await expect(again.root.getByTestId('load-count')).toHaveText('2');
    // Started afresh, on a channel of its own.
    expect(again.loads()).toBe(loads + 1);
  });

  test('bus messages count only on the channel and the bus the shell gave the app it started', async ({
    page,
    shell,
    bridge,
  }) => {
    const app = await openFromMenu(shell);
    const sandbox = await app.sandbox();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    /**
     * Emits an openBatchImport on the event of the app's channel, naming `channel` (null: its own),
     * on the app's own bus, or on wujie's bus that every sub-app shares.
     */
    const forge = (channel: string | null, on: 'own' | 'shared' = 'own') =>
      sandbox.evaluate(
        ({ name, on }) => {
          type Bus = { $emit(e: string, d: unknown): void };
          const { bus, props } = (
            window as unknown as { $wujie: { bus: Bus; props: Record<string, unknown> } }
          ).$wujie;
          const own = String(props.rcadminChannel ?? '');
          const message = { type: 'rcadmin:openBatchImport', v: 1, id: `forged-${name}-${on}`, payload: {} };
          const target = on === 'own' ? (props.rcadminBus as Bus) : bus;
          target.$emit(`rcadmin:page:${own}`, { channel: name ?? own, message });
        },
        { name: channel, on },
      );

    // A message naming a channel the shell never gave out (another app's): ignored and logged.
    await forge('stranger:0123');
    await expect(bridge.for('stranger')).toHaveSent('rcadmin:openBatchImport', {
      id: 'forged-stranger:0123-own',
    });
    await expect.poll(() => warnings.some((text) => text.includes('[rcadmin bridge] ignored'))).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${MICRO_PATH}$`));
    await expect(bridge.for('stranger')).not.toHaveReceived(/^rcadmin:/);

    // The app's own channel on wujie's shared bus: another sub-app speaking as this one, ignored.
    await forge(null, 'shared');
    await expect
      .poll(() =>
        warnings.some((text) => text.includes('on the shared bus for an app with a bus of its own')),
      )
      .toBe(true);
    await expect(page).toHaveURL(new RegExp(`${MICRO_PATH}$`));

    // The app's own channel on its own bus is answered.
    await forge(null);
    await expect(page).toHaveURL(/\/batchImport\/list\/1\/importTab$/);
    await expect(app.bridge).toHaveReceived('rcadmin:reply', { id: 'forged-null-own', ok: true });
  });
});
