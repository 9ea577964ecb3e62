import { expect, test, type Page } from '@playwright/test';
import { signInAndLand } from './support';

/** The signed-in frame: top bar parts, progress bar, scrolling, layout preferences, role switch. */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function openPage(page: Page, area: string, entry: string) {
  await sidebar(page).getByText(area, { exact: true }).hover();
  await page
    .getByTestId('submenu')
    .filter({ visible: true })
    .getByRole('button', { name: entry, exact: true })
    .click();
  await page.mouse.move(600, 10);
}

test.describe('shell layout', () => {
  test('[SHELL-03] the top bar holds the function search, downloads, notices and help, and the user menu', async ({
    page,
  }) => {
    await signInAndLand(page);
    await expect(page.getByRole('combobox', { name: 'Function search' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Client downloads' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notices and help' })).toBeVisible();
    await page.getByRole('button', { name: 'User menu' }).click();
    const menu = page.locator('.ant-dropdown').filter({ visible: true }).getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  });

  test('[NAV-01] the progress bar runs while a navigation is under way and goes when it completes', async ({
    page,
  }) => {
    await signInAndLand(page);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    // Hold the guard's session check until the bar has been seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/site/validate.do*', async (route) => {
      await held;
      await route.continue();
    });
    await openPage(page, 'Goods', 'Categories');
    await expect(page.locator('#nprogress .bar')).toBeAttached();
    await expect(page).toHaveURL(/\/overview$/);
    release();
    await expect(page).toHaveURL(/\/goods\/category\/list$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('[ROUTE-06] every navigation starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 360 });
    await signInAndLand(page);
    // Scrolled to the bottom once the overview's cards have filled the page.
    await expect(page.getByRole('link', { name: 'Open' }).first()).toBeVisible();
    const scrollToBottom = () =>
      expect
        .poll(() =>
          page.evaluate(() => {
            window.scrollTo(0, document.documentElement.scrollHeight);
            return window.scrollY;
          }),
        )
        .toBeGreaterThan(0);
    await scrollToBottom();
    await page.getByRole('link', { name: 'Open' }).first().click();
    await expect(page).toHaveURL(/\/noticelist$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // Back and forward too: the page is not put back where it was left.
    await scrollToBottom();
    await page.goBack();
    await expect(page).toHaveURL(/\/overview$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('[SHELL-14] tab strip, sidebar logo and component size follow the settings at once', async ({
    page,
  }) => {
    await signInAndLand(page);
    await expect(page.getByTestId('sidebar-logo')).toHaveCount(0);
    // By its label: the sidebar's Settings area has the same name.
    await page.getByLabel('Settings', { exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Layout settings' });
    await drawer.getByRole('switch', { name: 'Sidebar logo' }).click();
    await expect(page.getByTestId('sidebar-logo')).toHaveText('rcadmin');
    await drawer.getByRole('switch', { name: 'Show tabs (Tags-View)' }).click();
    await expect(page.getByRole('tab')).toHaveCount(0);
    // antd's control heights: 32 px medium (the default), 40 px large.
    const userMenu = page.getByRole('button', { name: 'User menu' });
    await expect(userMenu).toHaveCSS('height', '32px');
    await drawer.getByText('Large', { exact: true }).click();
    await expect(userMenu).toHaveCSS('height', '40px');

    await page.reload();
    await expect(page.getByTestId('sidebar-logo')).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'User menu' })).toHaveCSS('height', '40px');
  });

  test("[AUTH-17] the role switch takes the role's token and rebuilds the menu", async ({
    page,
    context,
  }) => {
    await signInAndLand(page);
    const userMenu = page.getByRole('button', { name: 'User menu' });
    const switchRole = page.getByRole('menuitem', { name: 'Switch role' });
    const adminRole = page.getByRole('menuitem', { name: 'admin', exact: true });
    // A submenu opens on hover and closes when the pointer leaves it: each step is bounded, and the
    // pointer goes back to the user menu if the submenu closed before it was reached.
    await expect(async () => {
      if (!(await switchRole.isVisible())) await userMenu.click({ timeout: 5_000 });
      await switchRole.hover({ timeout: 5_000 });
      await expect(adminRole).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const menuLoaded = page.waitForResponse((response) => response.url().includes('getSiteMenuList'), {
      timeout: 20_000,
    });
    await adminRole.click({ timeout: 5_000 });
    await menuLoaded;
    const token = (await context.cookies()).find((cookie) => cookie.name === 'Admin-Token');
    expect(token?.value).toBe('admin-token');
    await expect(sidebar(page).getByText('Goods', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/overview$/);
  });
});
