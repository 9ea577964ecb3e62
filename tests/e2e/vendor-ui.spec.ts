import { expect, test, type FramePage, type Shell } from '@rcadmin/playwright';
import type { Page } from '@playwright/test';
import { exampleURL } from '../playwright.config';

/**
 * The shell's UI on request, from the example vendor page in a frame tab, through the QA kit: a
 * toast, a confirm answered, the shell's SKU picker returning the chosen SKU, the page's route
 * kept in the shell's address across a reload (with the tab's title), unsaved changes that make
 * closing the tab ask first, and the language change told to the page.
 */

const ENTRY = { src: `${exampleURL}/index.html`, id: 'vendor-ui', name: 'Vendor page', parentId: 'vendor' };
/** A full page load of the shell (guard, menu) and the frame's handshake, on a busy machine. */
const LOAD = { timeout: 30_000 };

async function openVendor(shell: Shell): Promise<FramePage> {
  const vendor = await shell.openFrame(ENTRY);
  await vendor.waitForConnection();
  await expect(vendor.frame.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
  return vendor;
}

const click = (vendor: FramePage, name: string) => vendor.frame.getByRole('button', { name }).click();
const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

test.describe("the shell's UI on request", () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ viewport: { width: 1280, height: 1000 } });

  test('toast, confirm, SKU picker, kept route, unsaved changes and the language event of the example page', async ({
    page,
    shell,
  }) => {
    const vendor = await openVendor(shell);

    await click(vendor, 'Show a toast');
    await expect(shell).toHaveToasted('Hello from the vendor page');
    await expect(vendor.frame.getByTestId('result-toast')).toHaveText('ok: shown');

    await click(vendor, 'Ask to confirm');
    const confirm = dialog(page, 'Discard the draft?');
    await expect(confirm).toContainText('The vendor draft goes for good.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(vendor.frame.getByTestId('result-confirm')).toHaveText('ok: false');
    await click(vendor, 'Ask to confirm');
    await dialog(page, 'Discard the draft?').getByRole('button', { name: 'OK' }).click();
    await expect(vendor.frame.getByTestId('result-confirm')).toHaveText('ok: true');

    // The shell's own SKU picker: the SKUs the signed-in user may see, from the server.
    await click(vendor, 'Pick goods');
    const picker = dialog(page, 'Choose goods');
    await picker.getByRole('combobox').click();
    const first = page.locator('.ant-select-item-option').first();
    await expect(first).toBeVisible(LOAD);
    const name = (await first.innerText()).trim();
    await first.click();
    // The list stays open for more choices, over the dialog's buttons when it is long: a click on
    // the dialog's title closes it, as a user would (the title drawn, not the dialog's hidden label).
    await picker.getByText('Choose goods', { exact: true }).filter({ visible: true }).click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await picker.getByRole('button', { name: 'OK' }).click();
    await expect(vendor.frame.getByTestId('result-pickSkus')).toHaveText(
      new RegExp(`^ok: \\[\\{"id":"[^"]+","name":"${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"\\}\\]$`),
    );
    await expect(shell).toHaveToasted(`Picked ${name}`);
    await expect(vendor.bridge).toHaveSent('rcadmin:pick', { payload: { resource: 'sku' } });

    // The page's own route, kept in the shell's address: a reload comes back to it.
    await click(vendor, 'Go to orders');
    await expect(vendor.frame.getByTestId('vendor-screen')).toHaveText('Orders');
    await expect(page).toHaveURL(/#\/index\.html\?screen=orders$/);
    await expect(shell).toHaveTabTitle(shell.frameTab(ENTRY.id), 'Vendor orders');
    await page.reload();
    const again = shell.frame(ENTRY.id);
    await again.waitForConnection();
    await expect(again.frame.getByTestId('vendor-screen')).toHaveText('Orders', LOAD);

    // Unsaved changes: closing the tab asks first, and Stay keeps it.
    await click(again, 'Mark unsaved');
    await expect(again.frame.getByTestId('result-dirty')).toHaveText('ok: unsaved');
    await expect(again).toBeDirty();
    await shell.frameTab(ENTRY.id).click({ button: 'right' });
    await page.getByRole('menuitem', { name: 'Close', exact: true }).click();
    const ask = dialog(page, 'Unsaved changes');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(shell.frameTab(ENTRY.id)).toBeVisible();

    // The language change reaches the page as languageChanged.
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(again.frame.getByTestId('language-events')).toHaveText('es', LOAD);
  });
});
