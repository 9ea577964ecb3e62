import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { exampleURL, strangerURL } from '../playwright.config';
import { closeButtonOf, signInAndLand } from './support';

/**
 * Embedded vendor pages (examples/third-party-page) on another host name than the shell, talking
 * to the shell through the sdk or plain postmate: every command, the allowlist, dead frames,
 * keep-alive, and the context pushes. The same example server as stranger.localhost is the same
 * page on an origin not allowlisted.
 */

function frameRoute(src: string, id: string, name = 'Vendor page'): string {
  const query = new URLSearchParams({ src, name, id, parentId: 'vendor' });
  return `/iframe/urlPath?${query.toString()}`;
}

/** A full page load of the shell (guard, menu) and the frame's handshake, on a busy machine. */
const LOAD = { timeout: 30_000 };

/** Opens an embedded page in a frame tab and waits until it is connected to the shell. */
async function openFrame(page: Page, src: string, id: string): Promise<FrameLocator> {
  await page.goto(frameRoute(src, id));
  const frame = page.frameLocator(`iframe[name="${id}"]`);
  await expect(frame.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
  return frame;
}

const frameTab = (page: Page, id: string) =>
  page.locator(`[data-testid="tab"][data-path^="/iframe/urlPath"][data-path*="id=${id}"]`);

/**
 * Clicks a frame's tab and waits until the frame is on screen: a click aimed into a frame that is
 * still hidden lands nowhere, as it would for a person.
 */
async function showFrameTab(page: Page, id: string) {
  await frameTab(page, id).click();
  await expect(page.locator(`iframe[name="${id}"]`)).toBeVisible();
}

/** Runs every command of an example page and checks what the shell did (MSG-01..04). */
async function runEveryCommand(page: Page, frame: FrameLocator, id: string) {
  await frame.getByRole('button', { name: 'Version check' }).click();
  await expect(frame.getByTestId('result-versionCheck')).toHaveText('ok: 1');

  await frame.getByRole('button', { name: 'Open batch import' }).click();
  await expect(page).toHaveURL(/\/batchImport\/list\/1\/importTab$/);
  await expect(frame.getByTestId('result-openBatchImport')).toHaveText(/^ok/);

  await showFrameTab(page, id);
  await frame.getByRole('button', { name: 'Open route' }).click();
  // The route object's page opens in its tab (its query reaches the page, which then writes its own
  // view into the address: a parameter it does not know, like this `from`, is not kept there).
  await expect(page).toHaveURL(/\/goods\/index\/list(\?|$)/);
  await expect(page.getByRole('tab', { selected: true })).toHaveAttribute('data-path', '/goods/index/list');
  await expect(frame.getByTestId('result-openRoute')).toHaveText(/^ok/);

  await showFrameTab(page, id);
  await frame.getByRole('button', { name: 'Open frame tab' }).click();
  await expect(page).toHaveURL(/\/iframe\/urlPath\?.*id=vendor-report/);
  const report = page.frameLocator('iframe[name="vendor-report"]');
  await expect(report.getByRole('heading', { name: 'Vendor report' })).toBeVisible();
  await expect(report.getByTestId('status')).toHaveText('Connected to the shell.');
  await expect(frame.getByTestId('result-openFrameTab')).toHaveText(/^ok/);
  await expect(frameTab(page, 'vendor-report')).toBeVisible();
}

test.describe('embedded pages', () => {
  // Tall enough for the whole frame below the contract banner: a click into a frame of another
  // origin that first has to scroll the shell races that scroll (it crosses processes) and can
  // land where the button was a moment before.
  test.use({ viewport: { width: 1280, height: 1000 } });

  test.beforeEach(async ({ page }) => {
    await signInAndLand(page);
  });

  test('[ROUTE-08] [MSG-01] [MSG-02] [MSG-03] [MSG-04] every command of the sdk page', async ({ page }) => {
    const frame = await openFrame(page, `${exampleURL}/index.html`, 'vendor-page');
    await expect(frame.getByTestId('context-tenant')).toHaveText('Demo Retail (100001)');
    await expect(frame.getByTestId('context-user')).toHaveText(/\(1\)$/);
    await runEveryCommand(page, frame, 'vendor-page');
  });

  test('[MSG-01] [MSG-02] [MSG-03] [MSG-04] every command of a plain Postmate.Model page', async ({
    page,
  }) => {
    const frame = await openFrame(page, `${exampleURL}/postmate.html`, 'postmate-page');
    await expect(frame.getByTestId('context-tenant')).toHaveText('Demo Retail (100001)');
    await runEveryCommand(page, frame, 'postmate-page');
  });

  test('[ROUTE-10] the frame is as tall as the window minus 90 px and follows resizes', async ({ page }) => {
    await openFrame(page, `${exampleURL}/index.html`, 'vendor-page');
    const height = () => page.locator('iframe[name="vendor-page"]').evaluate((node) => node.clientHeight);
    expect(await height()).toBe(page.viewportSize()!.height - 90);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(height).toBe(810);
  });

  test('a page on an origin outside the allowlist is refused, and its messages have no effect', async ({
    page,
  }) => {
    await page.goto(frameRoute(`${strangerURL}/index.html`, 'stranger'));
    await expect(
      page.getByText('This address is not from an origin this tenant allows to embed'),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByTestId('tab').first()).toBeVisible();
    await page.goto(frameRoute('javascript:alert(1)', 'script'));
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
    await expect.poll(() => warnings.some((text) => text.includes('[rcadmin bridge] ignored'))).toBe(true);
    expect(page.url()).toBe(url);
  });

  test('a frame that 404s or never answers shows a placeholder and does not block the shell', async ({
    page,
  }) => {
    await page.goto(frameRoute(`${exampleURL}/no-such-page.html`, 'missing'));
    await expect(page.getByText('The embedded page did not respond')).toBeVisible(LOAD);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.locator('[data-testid="tab"][data-path="/overview"]').click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByTestId('tenant-name')).toHaveText('Demo Retail');

    // A server that takes the request and never answers: the frame never even loads.
    await page.route(`${exampleURL}/hangs.html`, () => undefined);
    await page.goto(frameRoute(`${exampleURL}/hangs.html`, 'hanging'), { waitUntil: 'domcontentloaded' });
    const hanging = page.locator('[data-frame-id="hanging"]');
    await expect(hanging.getByText('The embedded page did not respond')).toBeVisible(LOAD);
    await page.locator('[data-testid="tab"][data-path="/overview"]').click();
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('[TAB-05] switching tabs keeps a frame alive; closing its tab removes the frame and its embedded entry', async ({
    page,
  }) => {
    // The embedded entries as the tab store keeps them for this browser tab (session storage).
    const embeddedIds = () =>
      page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((name) => name.startsWith('tagsView:'));
        const stored = key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as unknown) : null;
        const entries = (stored as { embeddedUrls?: { id: string }[] } | null)?.embeddedUrls ?? [];
        return entries.map((entry) => entry.id);
      });
    const frame = await openFrame(page, `${exampleURL}/index.html`, 'vendor-page');
    await expect.poll(embeddedIds).toEqual(['vendor-page']);
    // Loads of the frame from here on. (The page's own load count needs storage, which Chromium
    // denies a frame of another site: there it is 1 at every load.)
    let reloads = 0;
    page.on('framenavigated', (navigated) => {
      if (navigated.name() === 'vendor-page') reloads += 1;
    });
    await frame.getByRole('button', { name: 'Version check' }).click();
    await page.locator('[data-testid="tab"][data-path="/overview"]').click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.locator('iframe[name="vendor-page"]')).toBeHidden();
    await showFrameTab(page, 'vendor-page');
    await expect(frame.getByTestId('result-versionCheck')).toHaveText('ok: 1');
    expect(reloads).toBe(0);

    await closeButtonOf(frameTab(page, 'vendor-page')).click();
    await expect(page.locator('iframe[name="vendor-page"]')).toHaveCount(0);
    await expect(frameTab(page, 'vendor-page')).toHaveCount(0);
    await expect.poll(embeddedIds).toEqual([]);
  });

  test('language and store changes reach a connected page', async ({ page }) => {
    const frame = await openFrame(page, `${exampleURL}/index.html`, 'vendor-page');
    await expect(frame.getByTestId('context-language')).toHaveText('en');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(frame.getByTestId('context-language')).toHaveText('zh');

    const store = await frame.getByTestId('context-store').textContent();
    await page.getByRole('button', { name: '切换门店' }).click();
    await page.getByRole('menuitem', { name: 'Downtown' }).click();
    const reloaded = page.frameLocator('iframe[name="vendor-page"]');
    await expect(reloaded.getByTestId('context-store')).toHaveText('Downtown (S002)', LOAD);
    expect(store).not.toBe('Downtown (S002)');
  });
});
