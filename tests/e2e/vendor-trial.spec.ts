import { expect as baseExpect, test, type Shell } from '@rcadmin/playwright';
import type { Frame, Page } from '@playwright/test';
import { baseURL, exampleURL } from '../playwright.config';

/**
 * What a vendor meets when it embeds a page the way the sdk README and wujie's own examples say:
 * replies to every request that carries an id (errors included), routes the user could not open
 * refused without leaving the layout, tabs named as asked, a handshake offered for the frame's
 * whole life, and micro-apps that fail with a message and a Retry, each on a bus channel of its own.
 * Raw protocol messages are sent from inside the vendor's frame, as a page without the sdk would.
 */

const POSTMATE_TYPE = 'application/x-postmate-v1+json';
/** Each step waits longer than the default: two micro-apps and frames start on a busy machine. */
const expect = baseExpect.configure({ timeout: 20_000 });
/** A full page load of the shell and the frame's handshake, on a busy machine. */
const LOAD = { timeout: 30_000 };

/** Opens the sdk example page in a frame tab, waits until it is connected, and marks its window. */
async function openVendorPage(shell: Shell, id = 'vendor-page'): Promise<Frame> {
  const vendor = await shell.openFrame({ src: `${exampleURL}/index.html`, id, name: 'Vendor page' });
  await expect(vendor.content.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
  const frame = await vendor.contentFrame();
  // Survives as long as this page of the frame does: a reload of the frame drops it.
  await frame.evaluate(() => Object.assign(window, { loadedOnce: true }));
  return frame;
}

const stillLoadedOnce = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { loadedOnce?: boolean }).loadedOnce === true);

/**
 * Sends one raw protocol message from inside the frame, as a postmate `emit` to the shell's
 * origin, and resolves with the shell's answer to its id (or 'no reply' after 5 s).
 */
function rawRequest(frame: Frame, message: Record<string, unknown>): Promise<unknown> {
  return frame.evaluate(
    ({ message, shell, type }) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve('no reply'), 5_000);
        window.addEventListener('message', (event: MessageEvent) => {
          const wire = event.data as { postmate?: string; data?: { id?: unknown } } | null;
          if (event.origin !== shell || wire?.postmate !== 'call' || wire.data?.id !== message.id) return;
          clearTimeout(timer);
          resolve(wire.data);
        });
        window.parent.postMessage(
          { postmate: 'emit', type, value: { name: message.type, data: message } },
          shell,
        );
      }),
    { message, shell: baseURL, type: POSTMATE_TYPE },
  );
}

const openRoute = (frame: Frame, id: string, payload: Record<string, unknown>) =>
  rawRequest(frame, { type: 'rcadmin:openRoute', v: 1, id, payload });

const openBatchImport = (frame: Frame, id: string, payload: Record<string, unknown>) =>
  rawRequest(frame, { type: 'rcadmin:openBatchImport', v: 1, id, payload });

test.describe('what a vendor meets', () => {
  test.describe.configure({ timeout: 120_000 });

  test.use({ viewport: { width: 1280, height: 1000 } });

  test('[MSG-03] openRoute to a path outside the user menu replies with an error and nothing navigates', async ({
    page,
    shell,
  }) => {
    const frame = await openVendorPage(shell);
    const at = page.url();
    // A path of no page of the shell (an older sdk README named it in its example).
    expect(await openRoute(frame, 'r1', { path: '/goods/edit' })).toMatchObject({
      type: 'rcadmin:reply',
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    // Pages outside the signed-in layout would replace it, and every frame with it.
    expect(await openRoute(frame, 'r2', { path: '/login' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    expect(page.url()).toBe(at);
    await expect(page.locator('iframe[name="vendor-page"]')).toBeVisible();
    expect(await stillLoadedOnce(frame)).toBe(true);
  });

  test('[MSG-01] openBatchImport of an import type that does not exist is NOT_FOUND; a javascript: frame tab is refused for what it is', async ({
    page,
    shell,
  }) => {
    const frame = await openVendorPage(shell);
    const at = page.url();
    expect(await openBatchImport(frame, 'b1', { id: '99' })).toMatchObject({
      type: 'rcadmin:reply',
      ok: false,
      error: { code: 'NOT_FOUND', message: 'There is no bulk import of type 99' },
    });
    expect(
      await rawRequest(frame, {
        type: 'rcadmin:openFrameTab',
        v: 1,
        id: 'f1',
        payload: { id: 'script', parentId: 'vendor', name: 'Script', src: 'javascript:alert(1)' },
      }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'A frame tab opens web pages only (http or https): a javascript: address was not opened',
      },
    });
    expect(page.url()).toBe(at);
    expect(await stillLoadedOnce(frame)).toBe(true);
    // A type that exists opens.
    expect(await openBatchImport(frame, 'b2', { id: '4' })).toMatchObject({ ok: true });
    await expect(page).toHaveURL(/\/batchImport\/list\/4\/importTab$/);
  });

  test.describe('signed in as the demo HR user (employees and roles, no goods)', () => {
    test.use({ rcadmin: { username: 'hr.east' } });

    test("[MSG-01] openBatchImport of an import type whose page the user is not granted is FORBIDDEN; the user's own opens", async ({
      page,
      shell,
    }) => {
      const frame = await openVendorPage(shell);
      const at = page.url();
      expect(await openBatchImport(frame, 'b1', { id: '1' })).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
      expect(page.url()).toBe(at);
      expect(await openBatchImport(frame, 'b2', { id: '5' })).toMatchObject({ ok: true });
      await expect(page).toHaveURL(/\/batchImport\/list\/5\/importTab$/);
      await expect(page.getByText('Could not load')).toHaveCount(0);
    });

    test('[MSG-03] openRoute to a page the user is not granted is FORBIDDEN for that user', async ({
      page,
      shell,
    }) => {
      const frame = await openVendorPage(shell);
      const at = page.url();
      expect(await openRoute(frame, 'r1', { path: '/goods/index/list' })).toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
      expect(page.url()).toBe(at);
    });
  });

  test('[NAV-03] a signed-in /404 renders inside the layout: tabs and frames survive it', async ({
    page,
    shell,
  }) => {
    const frame = await openVendorPage(shell);
    // The browser's own history, as back and forward move it.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/no/such/page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: /Main menu/ })).toBeVisible();
    await expect(shell.frameTab('vendor-page')).toBeVisible();
    await shell.frameTab('vendor-page').click();
    await expect(page.locator('iframe[name="vendor-page"]')).toBeVisible();
    expect(await stillLoadedOnce(frame)).toBe(true);
  });

  test('[MSG-04] a wrong version, an unknown type or a bad payload with an id is answered UNSUPPORTED or INVALID', async ({
    shell,
  }) => {
    const frame = await openVendorPage(shell);
    expect(await rawRequest(frame, { type: 'rcadmin:versionCheck', v: 2, id: 'v2' })).toMatchObject({
      type: 'rcadmin:reply',
      v: 1,
      id: 'v2',
      ok: false,
      error: { code: 'UNSUPPORTED' },
    });
    expect(await rawRequest(frame, { type: 'rcadmin:closeShell', v: 1, id: 'u1' })).toMatchObject({
      ok: false,
      error: { code: 'UNSUPPORTED' },
    });
    expect(
      await rawRequest(frame, { type: 'rcadmin:openFrameTab', v: 1, id: 'i1', payload: { src: 42 } }),
    ).toMatchObject({ ok: false, error: { code: 'INVALID' } });
    // Without an id there is nothing to answer to.
    expect(await rawRequest(frame, { type: 'rcadmin:versionCheck', v: 2 })).toBe('no reply');
  });

  test('[TAB-11] openRoute titles the tab it opens and openFrameTab names its tab, in every language', async ({
    page,
    shell,
  }) => {
    const frame = await openVendorPage(shell);
    expect(await openRoute(frame, 't1', { path: '/noticelist', title: 'Vendor notices' })).toMatchObject({
      ok: true,
    });
    await expect(shell.tab('/noticelist')).toHaveText('Vendor notices');

    await shell.frameTab('vendor-page').click();
    const entry = {
      id: 'vendor-report',
      parentId: 'vendor',
      name: 'Sales report',
      src: `${exampleURL}/index.html?report=1`,
    };
    expect(
      await rawRequest(frame, { type: 'rcadmin:openFrameTab', v: 1, id: 'f1', payload: entry }),
    ).toMatchObject({ ok: true });
    await expect(shell.frameTab('vendor-report')).toHaveText('Sales report');

    for (const [button, language] of [
      ['Change language', '中文'],
      ['切换语言', 'Español'],
    ]) {
      await page.getByRole('button', { name: button }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await expect(shell.tab('/noticelist')).toHaveText('Vendor notices');
      await expect(shell.frameTab('vendor-report')).toHaveText('Sales report');
    }
  });

  test('[MSG-04] a page that starts postmate 3.5 s after load connects, and again after a navigation in its frame', async ({
    page,
    shell,
  }) => {
    // A plain page answering postmate's handshake by hand, 3.5 s after it loads.
    const latePage = (next: string) => `<!doctype html><html><body><p id="status">Waiting</p><script>
      setTimeout(() => {
        window.addEventListener('message', (event) => {
          if (event.source !== window.parent || event.origin !== ${JSON.stringify(baseURL)}) return;
          const wire = event.data || {};
          if (wire.type !== ${JSON.stringify(POSTMATE_TYPE)}) return;
          if (wire.postmate === 'handshake') {
            event.source.postMessage({ postmate: 'handshake-reply', type: wire.type }, event.origin);
          } else if (wire.postmate === 'call' && wire.data && wire.data.type === 'rcadmin:contextChanged') {
            document.getElementById('status').textContent = 'Connected as ' + wire.data.context.user.name;
          }
        });
      }, 3500);
    </script><a id="next" href="${next}">Next page</a></body></html>`;
    await page.route(`${exampleURL}/late/*.html`, (route) =>
      route.fulfill({ contentType: 'text/html', body: latePage(`${exampleURL}/late/second.html`) }),
    );
    const late = (await shell.openFrame({ src: `${exampleURL}/late/first.html`, id: 'late-page' })).content;
    // The "not answering" placeholder may show meanwhile; the page takes its place once it answers.
    await expect(late.locator('#status')).toHaveText(/^Connected as /, LOAD);
    await late.locator('#next').click();
    await expect(late.locator('#status')).toHaveText('Waiting');
    await expect(late.locator('#status')).toHaveText(/^Connected as /, LOAD);
  });
});

test.describe('micro-apps, as a vendor builds them', () => {
  test.describe.configure({ timeout: 120_000 });

  const MICRO_PATH = '/micro/vendor';
  const app = (page: Page) => page.locator('[data-testid="micro-app"][data-name="vendor"]');

  test('[TAB-05] a micro-app whose server is down shows a message and a Retry on every open', async ({
    page,
    shell,
  }) => {
    await page.route(`${exampleURL}/wujie-app.html`, (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    await shell.openMicroApp('vendor');
    const failed = app(page).getByText('The micro-app could not be loaded', { exact: false });
    await expect(failed).toBeVisible(LOAD);
    await shell.closeTab(MICRO_PATH);

    // Opened again in the same page life: fetched again, and the message again, never a blank
    // area. (Waiting for that fetch first: the closed tab's view may still be on the page.)
    const refetched = page.waitForResponse(`${exampleURL}/wujie-app.html`);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/micro/vendor');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect((await refetched).status()).toBe(502);
    await expect(failed).toBeVisible(LOAD);

    // The server is back: Retry starts the app.
    await page.unroute(`${exampleURL}/wujie-app.html`);
    await app(page).getByRole('button', { name: 'Retry' }).click();
    await expect(app(page).getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
  });

  test('[TAB-03] a running micro-app shown again while its server is down stays as it is', async ({
    page,
    shell,
  }) => {
    const vendor = await shell.openMicroApp('vendor');
    await expect(app(page).getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
    await expect(app(page).getByTestId('load-count')).toHaveText('1');
    await app(page).getByRole('button', { name: 'Version check' }).click();
    await expect(app(page).getByTestId('result-versionCheck')).toHaveText('ok: 1');

    // Another tab, then the app's server goes away, then the app's tab again.
    await shell.tab('/overview').click();
    await expect(page).toHaveURL(/\/overview$/);
    let asked = 0;
    await page.route(`${exampleURL}/wujie-app.html`, (route) => {
      asked += 1;
      return route.fulfill({ status: 502, body: 'Bad gateway' });
    });
    await vendor.tab.click();
    await expect(page).toHaveURL(new RegExp(`${MICRO_PATH}$`));
    // The same app, as the user left it: not restarted, not replaced by the failure.
    await expect(app(page).getByTestId('result-versionCheck')).toHaveText('ok: 1');
    await expect(app(page).getByTestId('load-count')).toHaveText('1');
    await expect(app(page)).toHaveAttribute('data-status', 'ready');
    await expect(app(page).getByText('could not be loaded', { exact: false })).toHaveCount(0);
    expect(asked).toBe(0);
    // Still connected: a command is answered.
    await app(page).getByRole('button', { name: 'Version check' }).click();
    await expect(vendor.bridge).toHaveReceived('rcadmin:reply', { ok: true, result: 1 });
  });

  test("[MSG-04] a micro-app's replies and context travel on its own bus only", async ({ page, shell }) => {
    await shell.openMicroApp('vendor');
    await expect(app(page).getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
    const sandbox = page.frame({ name: 'vendor' });
    if (!sandbox) throw new Error('no sandbox of the micro-app');
    // What another sub-app could hear on wujie's bus, which every sub-app shares ($onAll: every
    // event), while the app asks the shell on its own bus.
    const heard = await sandbox.evaluate(async () => {
      type Bus = {
        $on(e: string, f: (d: unknown) => void): void;
        $onAll(f: (e: string, d: unknown) => void): void;
        $emit(e: string, d: unknown): void;
      };
      const wujie = (window as unknown as { $wujie: { bus: Bus; props: Record<string, unknown> } }).$wujie;
      const channel = String(wujie.props.rcadminChannel);
      const bus = wujie.props.rcadminBus as Bus;
      const strangers: unknown[] = [];
      const own: unknown[] = [];
      wujie.bus.$onAll((event, data) => {
        if (event.startsWith('rcadmin:')) strangers.push({ event, data });
      });
      wujie.bus.$on(`rcadmin:shell:${channel}`, (data) => strangers.push(data));
      bus.$on(`rcadmin:shell:${channel}`, (data) => own.push(data));
      const message = { type: 'rcadmin:versionCheck', v: 1, id: 'own-1' };
      bus.$emit(`rcadmin:page:${channel}`, { channel, message });
      await new Promise((resolve) => setTimeout(resolve, 500));
      return { strangers, own, channel };
    });
    expect(heard.strangers).toEqual([]);
    expect(heard.own).toEqual([
      { channel: heard.channel, message: expect.objectContaining({ id: 'own-1', ok: true, result: 1 }) },
    ]);
    // A context change reaches the app on its own bus, and nothing on the shared one.
    await sandbox.evaluate(() => {
      type Bus = { $onAll(f: (e: string, d: unknown) => void): void };
      const wujie = (window as unknown as { $wujie: { bus: Bus } }).$wujie;
      const overheard: unknown[] = [];
      Object.assign(window, { overheard });
      wujie.bus.$onAll((event, data) => {
        if (event.startsWith('rcadmin:')) overheard.push({ event, data });
      });
    });
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(app(page).getByTestId('context-language')).toHaveText('es');
    expect(await sandbox.evaluate(() => (window as unknown as { overheard: unknown[] }).overheard)).toEqual(
      [],
    );
  });

  test("[MSG-04] two micro-apps side by side: neither hears the other's replies", async ({
    page,
    shell,
    rcadminSession,
    bridge,
  }) => {
    // A second app registered by the tenant (the settings page's call): the example's app again.
    const second = `vendor-two-${Date.now().toString(36)}`;
    const call = (path: string, data: Record<string, unknown>) =>
      page.request
        .post(`${rcadminSession!.apiURL}${path}`, {
          data,
          headers: { 'x-site-token': rcadminSession!.siteToken },
        })
        .then(
          (response) =>
            response.json() as Promise<{ success: boolean; content?: { result?: { id?: string } } }>,
        );
    const saved = await call('/bmc/embeddedApp/save.do', {
      name: second,
      kind: 'microApp',
      url: `${exampleURL}/wujie-app.html`,
      connectOrigins: [],
      parentId: 'rc-tripartite-group',
      enabled: true,
      trusted: true,
    });
    expect(saved.success).toBe(true);
    try {
      const first = await shell.openMicroApp('vendor');
      await first.waitForConnection();
      // From the menu, in the same page life: the first app keeps running beside it.
      const other = await shell.openMenuEntry(second, { area: 'Third party' });
      if (other.kind !== 'micro') throw new Error(`${second} did not open as a micro-app`);
      await other.waitForConnection();
      const otherApp = page.locator(`[data-testid="micro-app"][data-name="${second}"]`);
      await expect(otherApp.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);

      const sandbox = await other.sandbox();
      // What the second app hears on its own bus and, every event, on wujie's shared bus.
      await sandbox.evaluate(() => {
        type Bus = {
          $on(e: string, f: (d: unknown) => void): void;
          $onAll(f: (e: string, d: unknown) => void): void;
        };
        const wujie = (window as unknown as { $wujie: { bus: Bus; props: Record<string, unknown> } }).$wujie;
        const heard: unknown[] = [];
        Object.assign(window, { heard });
        const own = wujie.props.rcadminBus as Bus;
        own.$on(`rcadmin:shell:${String(wujie.props.rcadminChannel)}`, (data) => heard.push(data));
        wujie.bus.$onAll((event, data) => {
          if (event.startsWith('rcadmin:')) heard.push({ event, data });
        });
      });

      // The first app asks: the answer reaches it, and the second app hears nothing.
      await first.show();
      const mark = bridge.mark();
      await first.content.getByRole('button', { name: 'Version check' }).click();
      await expect(first.content.getByTestId('result-versionCheck')).toHaveText('ok: 1');
      await expect(first.bridge).toHaveReceived('rcadmin:reply', { ok: true, result: 1 });
      expect(bridge.entries({ after: mark, direction: 'toPage', target: second })).toEqual([]);
      expect(await sandbox.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([]);
    } finally {
      await call('/bmc/embeddedApp/delete.do', { id: saved.content?.result?.id });
    }
  });
});
