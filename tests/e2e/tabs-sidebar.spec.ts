import { expect, test, type Page } from '@playwright/test';
import { closeButtonOf, signInAndLand } from './support';

const sidebar = (page: Page) => page.getByRole('navigation', { name: /Main menu|主菜单/ });
const submenu = (page: Page) => page.getByTestId('submenu').filter({ visible: true });
/** The overview tab takes its title from the demo menu's entry for /overview (in English: these flows run in it). */
const OVERVIEW = 'Business overview';
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });

const closeButton = (page: Page, name: string) => closeButtonOf(tab(page, name));

/** Hovers an area of the sidebar and waits for its pop-up. */
async function openArea(page: Page, area: string) {
  await sidebar(page).getByText(area, { exact: true }).hover();
  await expect(submenu(page)).toBeVisible();
  return submenu(page);
}

async function openPage(page: Page, area: string, entry: string) {
  // The pop-up that lists the entry: on a narrow window the sidebar opens with the first area
  // focused, and that area's pop-up may be open beside it. A hover made while the sidebar still
  // slides in may land beside the area: the pointer comes back to it until its pop-up shows.
  const button = submenu(page).getByRole('button', { name: entry, exact: true });
  await expect(async () => {
    await sidebar(page).getByText(area, { exact: true }).hover();
    await expect(button).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await button.click();
  // The pointer leaves the pop-up, as a person's would after choosing.
  await page.mouse.move(600, 600);
}

/**
 * Chooses an entry of a tab's context menu with the pointer, where the entry stands once the menu
 * has settled. (A locator click scrolls the entry into view first, and a context menu closes when
 * the page scrolls, as the browser's own does: a long feature page scrolls.)
 */
async function chooseTabAction(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name });
  await expect(item).toBeVisible();
  let box = await item.boundingBox();
  await expect
    .poll(async () => {
      const now = await item.boundingBox();
      const settled = now !== null && JSON.stringify(now) === JSON.stringify(box);
      box = now;
      return settled;
    })
    .toBe(true);
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
}

test.describe('sidebar, tabs and favourites', () => {
  // Several sign-ins and reloads per flow: more room than the default on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('[SHELL-05] [SHELL-06] [SHELL-07] hovering an area opens its 296 px pop-up after a delay; search filters it', async ({
    page,
  }) => {
    await signInAndLand(page);
    const box = await sidebar(page).boundingBox();
    expect(box?.width).toBeLessThanOrEqual(120);
    await sidebar(page).getByText('Goods', { exact: true }).hover();
    // Not at once: the pop-up waits 300 ms for the pointer to stay.
    await expect(submenu(page)).toHaveCount(0);
    await expect(submenu(page)).toBeVisible();
    // Measured once the opening zoom has settled.
    const container = page.locator('.ant-popover-container').filter({ visible: true });
    await expect.poll(async () => Math.round((await container.boundingBox())?.width ?? 0)).toBe(296);
    const popup = submenu(page);
    await expect(popup.getByRole('button', { name: 'Categories', exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Add to favourites Categories' })).toBeVisible();
    await popup.getByLabel('Search the menu').fill('Brand');
    await expect(popup.getByRole('button', { name: 'Brands', exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Brand categories', exact: true })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Categories', exact: true })).toHaveCount(0);
    await expect(popup.getByText('Goods management')).toHaveCount(0);
  });

  test('[SHELL-06] [SHELL-07] the keyboard works the menu: arrows move between areas, Enter opens the pop-up in its search box, Escape gives the focus back', async ({
    page,
  }) => {
    await signInAndLand(page);
    const area = (name: string) => sidebar(page).getByRole('button', { name, exact: true });
    // One Tab stop for the whole list: the current area; the arrows move from there.
    await area('Overview').focus();
    await expect(area('Goods')).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('End');
    await expect(sidebar(page).locator('button.rc-area').last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(area('Overview')).toBeFocused();
    for (
      let i = 0;
      i < 10 && !(await area('Goods').evaluate((element) => element === document.activeElement));
      i++
    )
      await page.keyboard.press('ArrowDown');
    await expect(area('Goods')).toBeFocused();

    // Enter opens the pop-up with the focus in its search box; no pointer is anywhere near it.
    await page.keyboard.press('Enter');
    const popup = submenu(page);
    await expect(popup.getByLabel('Search the menu')).toBeFocused();
    await expect(area('Goods')).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it and the area has the focus again; → opens it again.
    await page.keyboard.press('Escape');
    await expect(submenu(page)).toHaveCount(0);
    await expect(area('Goods')).toBeFocused();
    await expect(area('Goods')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowRight');
    await expect(popup.getByLabel('Search the menu')).toBeFocused();

    // Typed search, ↓ to the first entry found, Enter opens its page and closes the pop-up.
    await page.keyboard.type('Brand categories');
    await page.keyboard.press('ArrowDown');
    await expect(popup.getByRole('button', { name: 'Brand categories', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/goods\/brand\//);
    await expect(submenu(page)).toHaveCount(0);
  });

  test('[FAV-01] [FAV-04] [FAV-06] [FAV-08] a favourite round trip: star, 收藏夹, toast, reload, unstar', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInAndLand(page);
    // The spec's Chinese messages, exactly.
    await context.addCookies([{ name: 'language', value: 'zh', url: baseURL! }]);
    await page.reload();
    await openPage(page, '商品', '商品分类');
    await expect(tab(page, '商品分类')).toBeVisible();

    let popup = await openArea(page, '商品');
    await popup.getByRole('button', { name: '收藏 商品分类' }).click();
    await expect(page.getByText('收藏成功')).toBeVisible();
    await expect(popup.getByRole('button', { name: '取消收藏 商品分类' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // FAV-08: the open tab shows the star too.
    await expect(tab(page, '商品分类').locator('.anticon-star')).toBeVisible();
    await page.mouse.move(600, 600);

    popup = await openArea(page, '收藏夹');
    await expect(popup.getByRole('button', { name: '商品分类', exact: true })).toBeVisible();
    await page.mouse.move(600, 600);

    await page.reload();
    popup = await openArea(page, '收藏夹');
    await expect(popup.getByRole('button', { name: '商品分类', exact: true })).toBeVisible();
    await popup.getByRole('button', { name: '取消收藏 商品分类' }).click();
    await expect(page.getByText('取消收藏成功')).toBeVisible();
    await expect(popup.getByRole('button', { name: '商品分类', exact: true })).toHaveCount(0);
    await expect(tab(page, '商品分类').locator('.anticon-star')).toHaveCount(0);
  });

  test('[MENU-05] [TAB-03] [TAB-05] [TAB-06] [TAB-07] [SHELL-11] [SHELL-12] [SHELL-13] tabs open from the menu; close, close others and close all keep overview', async ({
    page,
  }) => {
    await signInAndLand(page);
    await expect(tab(page, OVERVIEW)).toBeVisible();
    await openPage(page, 'Goods', 'Categories');
    await expect(page).toHaveURL(/\/goods\/category\/list$/);
    // SHELL-13: the main area shows the page of the active route, titled in the user's language
    // (the tab carries the menu's name, which is the tenant's data).
    await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
    await openPage(page, 'Goods', 'Brands');
    await openPage(page, 'Members', 'Member centre');
    await openPage(page, 'Goods', 'Categories');
    await expect(page.getByRole('tab')).toHaveText([OVERVIEW, 'Categories', 'Brands', 'Member centre']);

    // Overview is pinned: no close control, and Close is off in its menu (SHELL-12).
    await expect(closeButton(page, OVERVIEW)).toHaveCount(0);
    await tab(page, OVERVIEW).click({ button: 'right' });
    const actions = page.locator('.ant-dropdown').filter({ visible: true }).getByRole('menu');
    // SHELL-11: every tab offers refresh, close, close others and close all.
    await expect(actions.getByRole('menuitem')).toHaveText(['Refresh', 'Close', 'Close others', 'Close all']);
    await expect(actions.getByRole('menuitem').nth(1)).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');
    await expect(actions).toHaveCount(0);
    await closeButton(page, 'Brands').click();
    await expect(page.getByRole('tab')).toHaveText([OVERVIEW, 'Categories', 'Member centre']);

    await tab(page, 'Member centre').click();
    await expect(page).toHaveURL(/\/member\/index$/);
    await tab(page, 'Categories').click({ button: 'right' });
    await chooseTabAction(page, 'Close others');
    await expect(page.getByRole('tab')).toHaveText([OVERVIEW, 'Categories']);
    await expect(page).toHaveURL(/\/goods\/category\/list$/);

    await page.getByRole('button', { name: 'Tab actions' }).click();
    await page.getByRole('menuitem', { name: 'Close all' }).click();
    await expect(page.getByRole('tab')).toHaveText([OVERVIEW]);
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('[TAB-03] open tabs survive a reload', async ({ page }) => {
    await signInAndLand(page);
    await openPage(page, 'Goods', 'Categories');
    await openPage(page, 'Members', 'Member centre');
    // Reloaded once the tab is there, as a person would: what the strip shows is what survives.
    await expect(tab(page, 'Member centre')).toHaveAttribute('aria-selected', 'true');
    await page.reload();
    await expect(page.getByRole('tab')).toHaveText([OVERVIEW, 'Categories', 'Member centre']);
    await expect(tab(page, 'Member centre')).toHaveAttribute('aria-selected', 'true');
  });

  test('[TAB-10] a native view stays mounted while its tab is open; refresh and close remount it', async ({
    page,
  }) => {
    await signInAndLand(page);
    await openPage(page, 'Goods', 'Categories');
    const heading = page.getByRole('heading', { name: 'Categories' });
    await expect(heading).toBeVisible();
    // A mark on the page's own DOM node: it is still there only if the page was never remounted.
    await heading.evaluate((node) => node.setAttribute('data-kept', 'yes'));
    await tab(page, OVERVIEW).click();
    await expect(heading).toBeHidden();
    await tab(page, 'Categories').click();
    await expect(heading).toBeVisible();
    await expect(heading).toHaveAttribute('data-kept', 'yes');

    await tab(page, 'Categories').click({ button: 'right' });
    await chooseTabAction(page, 'Refresh');
    await expect(page).toHaveURL(/\/goods\/category\/list$/);
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveAttribute('data-kept', 'yes');
  });

  test('[SHELL-10] the sidebar toggle is kept in the sidebarStatus cookie and restored on reload', async ({
    page,
    context,
  }) => {
    await signInAndLand(page);
    await page.getByRole('button', { name: 'Show or hide the menu' }).click();
    await expect(sidebar(page)).toBeHidden();
    const status = async () =>
      (await context.cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value;
    expect(await status()).toBe('0');
    await page.reload();
    // A reload re-checks the session and rebuilds the menu before the layout shows.
    await expect(tab(page, OVERVIEW)).toBeVisible({ timeout: 30_000 });
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Show or hide the menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    expect(await status()).toBe('1');
  });

  test('[SHELL-08] [SHELL-09] under 992 px the sidebar collapses, and closes again after a navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    await signInAndLand(page);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Main menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await openPage(page, 'Members', 'Member centre');
    await expect(page).toHaveURL(/\/member\/index$/);
    await expect(sidebar(page)).toBeHidden();
  });
});
