import { expect, frameRoute, test, type FramePage, type Shell } from '@rcadmin/playwright';
import type { Page } from '@playwright/test';
import { exampleURL, strangerURL } from '../playwright.config';

/**
 * Embedded vendor pages (examples/third-party-page) on another host name than the shell, talking
 * to the shell through the sdk or plain postmate: every command, the allowlist, dead frames,
 * keep-alive, and the context pushes. The same example server as stranger.localhost is the same
 * page on an origin not allowlisted.
 */

const vendorEntry = (src: string, id: string) => ({ src, id, name: 'Vendor page', parentId: 'vendor' });

/** A full page load of the shell (guard, menu) and the frame's handshake, on a busy machine. */
const LOAD = { timeout: 30_000 };

/** Opens an embedded page in a frame tab and waits until it is connected to the shell. */
async function openFrame(shell: Shell, src: string, id: string): Promise<FramePage> {
  const vendor = await shell.openFrame(vendorEntry(src, id));
  await vendor.waitForConnection();
  await expect(vendor.frame.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
  return vendor;
}

/**
 * Runs every command of an example page and checks what the shell did (MSG-01..04) and what went
 * over the bridge. Before each click into the frame its tab is shown again (vendor.show() waits
 * until the frame is on screen): a click aimed into a frame that is still hidden lands nowhere, as
 * it would for a person.
 */
async function runEveryCommand(page: Page, shell: Shell, vendor: FramePage) {
  const frame = vendor.frame;
  await frame.getByRole('button', { name: 'Version check' }).click();
  await expect(frame.getByTestId('result-versionCheck')).toHaveText('ok: 1');
  await expect(vendor.bridge).toHaveSent('rcadmin:versionCheck');
  await expect(vendor.bridge).toHaveReceived('rcadmin:reply', { ok: true, result: 1 });

  await frame.getByRole('button', { name: 'Open batch import' }).click();
  await expect(page).toHaveURL(/\/batchImport\/list\/1\/importTab$/);
  await expect(frame.getByTestId('result-openBatchImport')).toHaveText(/^ok/);
  await expect(vendor.bridge).toHaveSent('rcadmin:openBatchImport', {
    payload: { id: '1', tab: 'importTab' },
  });

  await vendor.show();
  await frame.getByRole('button', { name: 'Open route' }).click();
  // The route object's page opens in its tab (its query reaches the page, which then writes its own
  // view into the address: a parameter it does not know, like this `from`, is not kept there).
  await expect(page).toHaveURL(/\/goods\/index\/list(\?|$)/);
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-path', '/goods/index/list');
  await expect(frame.getByTestId('result-openRoute')).toHaveText(/^ok/);
  await expect(vendor.bridge).toHaveSent('rcadmin:openRoute', {
    payload: { path: '/goods/index/list', query: { from: 'vendor' } },
  });

  await vendor.show();
  await frame.getByRole('button', { name: 'Open frame tab' }).click();
  await expect(page).toHaveURL(/\/iframe\/urlPath\?.*id=vendor-report/);
  const report = shell.frame('vendor-report');
  await expect(report.frame.getByRole('heading', { name: 'Vendor report' })).toBeVisible();
  await expect(report.frame.getByTestId('status')).toHaveText('Connected to the shell.');
  await expect(frame.getByTestId('result-openFrameTab')).toHaveText(/^ok/);
  await expect(report.tab).toBeVisible();
  await expect(vendor.bridge).toHaveSent('rcadmin:openFrameTab', {
    payload: { id: 'vendor-report', name: 'Vendor report' },
  });
  await expect(report.bridge).toHaveReceived('rcadmin:context');
}

test.describe('embedded pages', () => {
  // Tall enough for the whole frame below the contract banner: a click into a frame of another
  // origin that first has to scroll the shell races that scroll (it crosses processes) and can
  // land where the button was a moment before.
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('[ROUTE-08] [MSG-01] [MSG-02] [MSG-03] [MSG-04] every command of the sdk page', async ({
    page,
    shell,
  }) => {
    const vendor = await openFrame(shell, `${exampleURL}/index.html`, 'vendor-page');
    await expect(vendor.frame.getByTestId('context-tenant')).toHaveText('Demo Retail (100001)');
    await expect(vendor.frame.getByTestId('context-user')).toHaveText(/\(1\)$/);
    await expect(vendor.bridge).toHaveSent('rcadmin:getContext', { v: 1 });
    await expect(vendor.bridge).toHaveReceived('rcadmin:context', {
      context: { tenant: { name: 'Demo Retail', platformNum: '100001' } },
    });
    await runEveryCommand(page, shell, vendor);
  });

  test('[MSG-01] [MSG-02] [MSG-03] [MSG-04] every command of a plain Postmate.Model page', async ({
    page,
    shell,
  }) => {
    const vendor = await openFrame(shell, `${exampleURL}/postmate.html`, 'postmate-page');
    await expect(vendor.frame.getByTestId('context-tenant')).toHaveText('Demo Retail (100001)');
    await runEveryCommand(page, shell, vendor);
  });

  test('[ROUTE-10] the frame is as tall as the window minus 90 px and follows resizes', async ({
    page,
    shell,
  }) => {
    const vendor = await openFrame(shell, `${exampleURL}/index.html`, 'vendor-page');
    const height = () => vendor.element.evaluate((node) => node.clientHeight);
    expect(await height()).toBe(page.viewportSize()!.height - 90);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(height).toBe(810);
  });

  test('a page on an origin outside the allowlist is refused, and its messages have no effect', async ({
    page,
    bridge,
  }) => {
    await page.goto(frameRoute(vendorEntry(`${strangerURL}/index.html`, 'stranger')));
    await expect(
      page.getByText('This address is not from an origin this tenant allows to embed'),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByTestId('tab').first()).toBeVisible();
    await page.goto(frameRoute(vendorEntry('javascript:alert(1)', 'script')));
    await expect(page.getByText('The embedded page address is not valid')).toBeVisible();

    // CSP frame-src follows the allowlist: even a frame made by hand cannot load the other origin.
    const blocked = await page.evaluate(async (src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      let readable = false;
      try {
        readable = frame.contentDocument?.body.textContent?.includes('Vendor page') ?? false;
      } catch {
        readable = false;
      }
      frame.remove();
      return !readable;
    }, `${strangerURL}/index.html`);
    expect(blocked).toBe(true);

    // A window the shell did not create is not listened to, even from an allowed origin.
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/overview');
    const url = page.url();
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.name = 'stranger';
      frame.src = src;
      document.body.append(frame);
    }, `${exampleURL}/index.html`);
    const stranger = page.frameLocator('iframe[name="stranger"]');
    await expect(stranger.getByTestId('status')).toHaveText(/^Not connected/, { timeout: 15_000 });
    await page.frame({ name: 'stranger' })!.evaluate((shellOrigin) => {
      const message = { type: 'rcadmin:openBatchImport', v: 1, id: 'forged-1', payload: {} };
      window.parent.postMessage(
        {
          postmate: 'emit',
          type: 'application/x-postmate-v1+json',
          value: { name: message.type, data: message },
        },
        shellOrigin,
      );
    }, new URL(page.url()).origin);
    // It went over the wire; the shell did not take it.
    await expect(bridge.for('stranger')).toHaveSent('rcadmin:openBatchImport', { id: 'forged-1' });
    await expect.poll(() => warnings.some((text) => text.includes('[rcadmin bridge] ignored'))).toBe(true);
    expect(page.url()).toBe(url);
    await expect(bridge.for('stranger')).not.toHaveReceived(/^rcadmin:/);
  });

  test('a frame that 404s or never answers shows a placeholder and does not block the shell', async ({
    page,
    shell,
  }) => {
    await shell.openFrame(vendorEntry(`${exampleURL}/no-such-page.html`, 'missing'));
    await expect(page.getByText('The embedded page did not respond')).toBeVisible(LOAD);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await shell.tab('/overview').click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByTestId('tenant-name')).toHaveText('Demo Retail');

    // A server that takes the request and never answers: the frame never even loads.
    await page.route(`${exampleURL}/hangs.html`, () => undefined);
    await page.goto(frameRoute(vendorEntry(`${exampleURL}/hangs.html`, 'hanging')), {
      waitUntil: 'domcontentloaded',
    });
    const hanging = page.locator('[data-frame-id="hanging"]');
    await expect(hanging.getByText('The embedded page did not respond')).toBeVisible(LOAD);
    await shell.tab('/overview').click();
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('[TAB-05] switching tabs keeps a frame alive; closing its tab removes the frame and its embedded entry', async ({
    page,
    shell,
  }) => {
    // The embedded entries as the tab store keeps them for this browser tab (session storage).
    const embeddedIds = () =>
      page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((name) => name.startsWith('tagsView:'));
        const stored = key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown) : null;
        const entries = (stored as { embeddedUrls?: { id: string }[] } | null)?.embeddedUrls ?? [];
        return entries.map((entry) => entry.id);
      });
    const vendor = await openFrame(shell, `${exampleURL}/index.html`, 'vendor-page');
    await expect.poll(embeddedIds).toEqual(['vendor-page']);
    // Loads of the frame from here on, as the kit counts the frame's documents. (The page's own
    // load count needs storage, which Chromium denies a frame of another site: there it is 1 at
    // every load.)
    const loaded = vendor.loads();
    const reloads = () => vendor.loads() - loaded;
    await vendor.frame.getByRole('button', { name: 'Version check' }).click();
    await shell.switchTo('/overview');
    await expect(page).toHaveURL(/\/overview$/);
    await expect(vendor.element).toBeHidden();
    await vendor.show();
    await expect(vendor.frame.getByTestId('result-versionCheck')).toHaveText('ok: 1');
    expect(reloads()).toBe(0);

    await vendor.close();
    await expect(vendor.element).toHaveCount(0);
    await expect(vendor.tab).toHaveCount(0);
    await expect.poll(embeddedIds).toEqual([]);
  });

  test('language and store changes reach a connected page', async ({ page, shell }) => {
    const vendor = await openFrame(shell, `${exampleURL}/index.html`, 'vendor-page');
    await expect(vendor.frame.getByTestId('context-language')).toHaveText('en');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(vendor.frame.getByTestId('context-language')).toHaveText('zh');
    await expect(vendor.bridge).toHaveReceived('rcadmin:contextChanged', { context: { language: 'zh' } });

    const store = await vendor.frame.getByTestId('context-store').textContent();
    await page.getByRole('button', { name: '切换门店' }).click();
    await page.getByRole('menuitem', { name: 'Downtown' }).click();
    // The store switch reloads the shell, and the frame with it.
    const reloaded = shell.frame('vendor-page');
    await expect(reloaded.frame.getByTestId('context-store')).toHaveText('Downtown (S002)', LOAD);
    expect(store).not.toBe('Downtown (S002)');
    await expect(reloaded.bridge).toHaveReceived('rcadmin:context', {
      context: { store: { name: 'Downtown', code: 'S002' } },
    });
  });
});
