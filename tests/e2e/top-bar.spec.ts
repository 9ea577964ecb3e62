import { expect, test, type Page } from '@playwright/test';
import { signInAndLand } from './support';

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Function search' });
/** The suggestions a user sees: the options of the search's list box. */
const suggestions = (page: Page) =>
  page.getByRole('listbox', { name: 'Function search' }).getByRole('option');

test.describe('top bar: function search', () => {
  test('[MENU-18] pinyin initials and full pinyin find 商品… entries, named in the user language with their area and group; Enter opens the page', async ({
    page,
  }) => {
    await signInAndLand(page);
    await searchBox(page).click();
    await searchBox(page).fill('spda');
    await expect(suggestions(page).first()).toContainText('Goods records');
    await expect(suggestions(page).first()).toContainText('Goods / Goods management');
    await searchBox(page).fill('shangpin');
    await expect(suggestions(page).first()).toContainText('Goods records');
    await searchBox(page).fill('shangpinfenlei');
    await expect(suggestions(page)).toHaveCount(1);
    await expect(suggestions(page).first()).toContainText('Categories');
    await expect(suggestions(page).first()).toContainText('Goods / Goods master data');
    await searchBox(page).fill('spda');
    await expect(suggestions(page).first()).toContainText('Goods records');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/goods\/index\/list$/);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('[MENU-18] Ctrl+K, typing, arrows, Enter and Esc: usable with the keyboard only', async ({ page }) => {
    await signInAndLand(page);
    // The shortcut works once the top bar is on screen.
    await expect(searchBox(page)).toBeVisible();
    await page.keyboard.press('Control+K');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('shangpin');
    await expect(suggestions(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(suggestions(page)).toHaveCount(0);
    await page.keyboard.press('Control+K');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('spfl');
    await expect(suggestions(page).first()).toContainText('Categories');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/goods\/category\/list$/);
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  });
});

test.describe('top bar: notices, help and downloads', () => {
  test('[CONTENT-01] [CONTENT-02] [SHELL-04] the popover lists at most 4 notices and 4 help articles, cut at 20 characters, with hotline and mailbox', async ({
    page,
  }) => {
    await signInAndLand(page);
    await page.getByRole('button', { name: 'Notices and help' }).click();
    const notices = page.getByRole('region', { name: 'Notices' });
    const help = page.getByRole('region', { name: 'Help' });
    await expect(notices.getByRole('listitem')).toHaveCount(4);
    await expect(help.getByRole('listitem')).toHaveCount(4);
    // The 36-character maintenance notice shows 20 characters and an ellipsis; hover gives it whole.
    const long = notices.getByRole('link', { name: /^系统将于本周六/ });
    await expect(long).toHaveText('系统将于本周六 02:00-04:00 …');
    await expect(long).toHaveAttribute('title', /请提前做好安排$/);
    for (const text of await notices.getByRole('listitem').allInnerTexts()) {
      expect(text.replace('…', '').length).toBeLessThanOrEqual(20);
    }
    await expect(page.getByText('Customer service hotline: 400-820-2026')).toBeVisible();
    await expect(page.getByRole('link', { name: 'service@rcadmin.com' })).toBeVisible();

    const firstHelp = help.getByRole('listitem').first().getByRole('link');
    const href = await firstHelp.getAttribute('href');
    expect(href).toMatch(/^\/art\/\d+$/);
    const title = await firstHelp.getAttribute('title');
    await firstHelp.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { name: title! })).toBeVisible();
  });

  test('[ERR-08] a failed help fetch hides the help section and keeps the notices', async ({ page }) => {
    await signInAndLand(page);
    await page.route('**/articles/article/list.do**', (route) =>
      route.fulfill({ status: 500, body: 'down' }),
    );
    await page.getByRole('button', { name: 'Notices and help' }).click();
    await expect(page.getByRole('region', { name: 'Notices' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('region', { name: 'Help' })).toHaveCount(0);
  });

  test('[CONTENT-03] [CONTENT-04] [CONTENT-05] noticelist, helpartlist page by page, and an article', async ({
    page,
  }) => {
    await signInAndLand(page);
    await page.goto('/noticelist');
    const notices = page.getByRole('main').getByRole('listitem');
    await expect(notices).toHaveCount(6);
    await expect(notices.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(page.getByRole('link', { name: /春季促销活动配置指南已发布/ })).toHaveAttribute(
      'href',
      '/helpartlist',
    );

    await page.goto('/helpartlist');
    const articles = page.locator('.ant-list-item');
    await expect(articles).toHaveCount(4);
    await page.getByRole('listitem', { name: '3' }).click();
    await expect(articles).toHaveCount(2);
    const link = articles.first().getByRole('link');
    const title = (await link.textContent())!;
    await link.click();
    await expect(page).toHaveURL(/\/art\/\d+$/);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('[CONTENT-06] the download popover lists the clients and leads to the download centre', async ({
    page,
  }) => {
    await signInAndLand(page);
    await page.getByRole('button', { name: 'Client downloads' }).click();
    const popover = page.locator('.ant-popover');
    await expect(popover.getByText('零售收银 POS (Windows)')).toBeVisible();
    await expect(popover.getByRole('link', { name: 'Download' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/download\.rcadmin\.com\//,
    );
    await popover.getByRole('link', { name: 'Download centre' }).click();
    await expect(page).toHaveURL(/\/posAppDownload$/);
    // On the page itself: the closing popover may still be fading out with the same names.
    const centre = page.getByRole('main');
    await expect(centre.getByText('Retail Admin (Android)')).toBeVisible();
    await expect(centre.getByText('Version 2.8.1', { exact: false })).toBeVisible();
  });
});

test.describe('top bar: settings, contract and languages', () => {
  test('[SHELL-14] [SHELL-15] a theme colour applies without a reload and is kept', async ({ page }) => {
    await signInAndLand(page);
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));
    // By its label: the sidebar's Settings area has the same name.
    const settingsButton = page.getByLabel('Settings', { exact: true });
    await expect(settingsButton).toHaveCSS('top', '250px');
    // The theme colour (#1890ff) in its readable shade: white on it reaches 4.5:1.
    await expect(settingsButton).toHaveCSS('background-color', 'rgb(0, 110, 213)');
    await settingsButton.click();
    const drawer = page.getByRole('dialog', { name: 'Layout settings' });
    const colours = drawer.getByRole('radiogroup', { name: 'Theme colour' }).getByRole('radio');
    await expect(colours).toHaveCount(8);
    await expect(colours.first()).toHaveAttribute('aria-checked', 'true');
    await colours.and(page.getByLabel('#eb2f96')).click();
    await expect(settingsButton).toHaveCSS('background-color', 'rgb(211, 20, 125)');
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('same page');
    await drawer.getByRole('switch', { name: 'Fixed header' }).click();
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');

    await page.reload();
    await expect(page.getByLabel('Settings', { exact: true })).toHaveCSS(
      'background-color',
      'rgb(211, 20, 125)',
    );
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  });

  test('[SHELL-16] [SHELL-17] the contract banner for admin of 100001: the days until its contract ends, dismissible', async ({
    page,
  }) => {
    await signInAndLand(page);
    const banner = page.getByTestId('contract-banner');
    // The seed ends the demo contract 20 days after the day it ran; a run that crosses midnight UTC
    // reads one day fewer, so the count expected is the one to the end date the banner states.
    await expect(banner).toContainText(/Contract end date: \d{4}-\d{2}-\d{2}/);
    const endDate = /Contract end date: (\d{4}-\d{2}-\d{2})/.exec((await banner.textContent()) ?? '')?.[1];
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - today) / 86_400_000);
    expect(days).toBeGreaterThanOrEqual(19);
    expect(days).toBeLessThanOrEqual(20);
    await expect(banner).toContainText(`contract: ${days} days until expiry`);
    await expect(banner).toContainText('Please contact your account manager to renew.');
    await banner.getByRole('button', { name: /close/i }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('tenant-name')).toBeVisible();
    await expect(page.getByTestId('contract-banner')).toBeHidden();
  });

  test('[I18N-03] the sign-in page reads in English, Chinese and Spanish', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect(
      page.getByRole('button', { name: '登 录' }).or(page.getByRole('button', { name: '登录' })),
    ).toBeVisible();
    await page.getByRole('button', { name: '切换语言' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
