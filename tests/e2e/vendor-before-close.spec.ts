import { expect, test, type FramePage, type Shell } from '@rcadmin/playwright';
import type { Page } from '@playwright/test';
import { exampleURL } from '../playwright.config';

/**
 * beforeClose and micro-app routes, with the example vendor pages through the QA kit: the frame
 * page keeps a draft open, so closing its tab asks it, and the shell's unsaved-changes dialog
 * follows (Stay keeps the tab, Leave closes it); once the draft is dropped the tab closes without
 * a question. The example micro-app's own route is kept in the shell's address, and a reload
 * starts the app at it.
 */

const ENTRY = {
  src: `${exampleURL}/index.html`,
  id: 'vendor-close',
  name: 'Vendor page',
  parentId: 'vendor',
};
const MICRO_PATH = '/micro/vendor';
/** A full page load of the shell (guard, menu), the frame's handshake or wujie's start, on a busy machine. */
const LOAD = { timeout: 30_000 };

async function openVendor(shell: Shell): Promise<FramePage> {
  const vendor = await shell.openFrame(ENTRY);
  await vendor.waitForConnection();
  await expect(vendor.frame.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
  return vendor;
}

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

async function closeFromMenu(page: Page, shell: Shell): Promise<void> {
  await shell.frameTab(ENTRY.id).click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Close', exact: true }).click();
}

test.describe('beforeClose and kept routes of embedded pages', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('a frame page that keeps its draft is asked before its tab closes: Stay keeps the tab, Leave closes it', async ({
    page,
    shell,
  }) => {
    const vendor = await openVendor(shell);
    const button = (name: string) => vendor.frame.getByRole('button', { name }).click();

    await button('Keep draft open');
    await expect(vendor.frame.getByTestId('result-keepOpen')).toHaveText('ok: keeping');
    await expect(vendor).toListenBeforeClose();

    await closeFromMenu(page, shell);
    const ask = dialog(page, 'Unsaved changes');
    await expect(ask).toBeVisible();
    await expect(vendor.bridge).toHaveReceived('rcadmin:beforeClose');
    await expect(vendor.bridge).toHaveSent('rcadmin:answerBeforeClose', { payload: { keepOpen: true } });
    await expect(vendor.frame.getByTestId('close-questions')).toHaveText('1');
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(ask).toBeHidden();
    await expect(shell.frameTab(ENTRY.id)).toBeVisible();

    // Dropped: the page no longer listens, and its tab closes without a question.
    await button('Drop draft');
    await expect(vendor.frame.getByTestId('result-dropDraft')).toHaveText('ok: dropped');
    await expect(vendor).not.toListenBeforeClose();
    await closeFromMenu(page, shell);
    await expect(shell.frameTab(ENTRY.id)).toHaveCount(0);
    await expect(dialog(page, 'Unsaved changes')).toHaveCount(0);

    // Opened again and kept open again: Leave closes it.
    const again = await openVendor(shell);
    await again.frame.getByRole('button', { name: 'Keep draft open' }).click();
    await expect(again).toListenBeforeClose();
    await closeFromMenu(page, shell);
    await dialog(page, 'Unsaved changes').getByRole('button', { name: 'Leave' }).click();
    await expect(shell.frameTab(ENTRY.id)).toHaveCount(0);
  });

  test("a micro-app's own route is kept in the shell's address, and a reload starts the app there", async ({
    page,
    shell,
  }) => {
    const app = await shell.openMenuEntry('Sample micro-app', { area: 'Third party' });
    if (app.kind !== 'micro') throw new Error(`Sample micro-app opened a ${app.kind} page`);
    await app.waitForConnection(LOAD);
    const root = app.root;
    await expect(root.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
    await expect(root.getByTestId('vendor-screen')).toHaveText('Start');

    await root.getByRole('button', { name: 'Go to orders' }).click();
    await expect(root.getByTestId('vendor-screen')).toHaveText('Orders');
    await expect(root.getByTestId('result-route')).toHaveText(/^ok/);
    await expect(page).toHaveURL(new RegExp(`${MICRO_PATH}#/wujie-app\\.html\\?screen=orders$`));
    await expect(app.bridge).toHaveSent('rcadmin:setRoute', {
      payload: { path: '/wujie-app.html?screen=orders' },
    });

    await page.reload();
    const again = shell.microApp('vendor');
    await again.waitForConnection(LOAD);
    await expect(again.root.getByTestId('vendor-screen')).toHaveText('Orders', LOAD);
    await expect(page).toHaveURL(new RegExp(`${MICRO_PATH}#/wujie-app\\.html\\?screen=orders$`));
  });
});
