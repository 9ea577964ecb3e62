import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The pages a store manager opens on a phone, at 390 × 844 as the demo admin: the overview, the
 * goods list, the goods lookup and a store's detail. None of them scrolls sideways as a page (the
 * top bar, the tab strip and the page's header fit the screen); a table wider than the screen
 * scrolls inside its own box; and the sidebar (collapsed under 992 px, SHELL-08) opens from the
 * top bar's menu button as a drawer over the page, which closes on choosing an entry (SHELL-09) or
 * on a tap on the mask beside it.
 */

// Other flows may share the machine's two cores: answers take their time.
const expect = baseExpect.configure({ timeout: 30_000 });

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 } });

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Main menu' });
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true });

/** Signs in and waits for the overview, once more when a busy server turned the first try away. */
async function signInAndLand(page: Page) {
  for (let attempt = 1; ; attempt += 1) {
    await signIn(page);
    try {
      await expect(page).toHaveURL(/\/overview$/, { timeout: 40_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** How far the page itself scrolls sideways (0: not at all). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function expectNoSidewaysPageScroll(page: Page) {
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
  // Nor can it be scrolled there.
  await page.evaluate(() => window.scrollTo(500, window.scrollY));
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
}

/** The element is on the screen from edge to edge: nothing of it past the right or left. */
async function expectWithinScreen(element: Locator) {
  await expect(element).toBeVisible();
  const box = (await element.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH + 0.5);
}

/** The top bar and its buttons, and the strip of open pages, fit the screen. */
async function expectFrameFits(page: Page) {
  const banner = page.getByRole('banner');
  await expectWithinScreen(banner);
  expect(await banner.evaluate((bar) => bar.scrollWidth - bar.clientWidth)).toBeLessThanOrEqual(0);
  for (const name of [
    'Main menu',
    'Switch store',
    'Client downloads',
    'Notices and help',
    'Change language',
    'User menu',
  ])
    await expectWithinScreen(banner.getByRole('button', { name, exact: true }));
  await expectWithinScreen(page.getByRole('tablist', { name: 'Open pages' }));
}

/**
 * The table is wider than the screen and scrolls inside its own box: its content moves sideways,
 * the page does not.
 */
async function expectTableScrollsInItself(table: Locator) {
  await expect(table).toBeVisible();
  await expectWithinScreen(table);
  const moved = await table.evaluate((root) => {
    const box = [root, ...Array.from(root.querySelectorAll<HTMLElement>('*'))].find(
      (element) =>
        ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
        element.scrollWidth > element.clientWidth,
    );
    if (!box) return null;
    box.scrollLeft = 120;
    return { scrolled: box.scrollLeft, within: box.clientWidth, wide: box.scrollWidth };
  });
  expect(moved).not.toBeNull();
  expect(moved!.wide).toBeGreaterThan(moved!.within);
  expect(moved!.scrolled).toBeGreaterThan(0);
  expect(await table.page().evaluate(() => window.scrollX)).toBe(0);
}

test.describe('phone-width layout (390 × 844)', () => {
  test('[SHELL-08] the overview fits the screen: no sideways page scroll, the top bar and the tabs fit', async ({
    page,
  }) => {
    await signInAndLand(page);
    await expect(page.getByRole('link', { name: 'Open' }).first()).toBeVisible();
    await expectNoSidewaysPageScroll(page);
    await expectFrameFits(page);
    // The sidebar is collapsed: the page has the whole width.
    await expect(sidebar(page)).toBeHidden();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('[SHELL-08] the goods list and the goods lookup: the page stays put, their tables scroll inside themselves', async ({
    page,
  }) => {
    await signInAndLand(page);

    await page.goto('/goods/index/list');
    await expect(rows(page).first()).toBeVisible();
    await expectNoSidewaysPageScroll(page);
    await expectFrameFits(page);
    // The filters and the buttons above the table wrap within the screen.
    await expectWithinScreen(page.getByRole('button', { name: 'Search', exact: true }));
    await expectWithinScreen(page.getByRole('button', { name: 'Export by the current filters' }));
    await expectTableScrollsInItself(page.locator('.ant-table').filter({ visible: true }));
    await expectNoSidewaysPageScroll(page);

    await page.goto('/goods/query/list');
    await expect(rows(page).first()).toBeVisible();
    await expectNoSidewaysPageScroll(page);
    await expectFrameFits(page);
    // The keyword box (320 px wide on a desktop) keeps to the screen.
    await expectWithinScreen(page.getByRole('textbox', { name: 'Keyword' }));
    await expectTableScrollsInItself(page.locator('.ant-table').filter({ visible: true }));
    await expectNoSidewaysPageScroll(page);
  });

  test("[SHELL-08] a store's detail fits the screen, and its weekly schedule scrolls inside itself", async ({
    page,
  }) => {
    await signInAndLand(page);
    await page.goto('/organization/DeptIndex');
    await expect(rows(page).first()).toBeVisible();
    await expectNoSidewaysPageScroll(page);
    await rows(page).first().getByText('View', { exact: true }).click();
    await expect(page).toHaveURL(/\/organization\/viewDept\?id=[0-9]+$/);
    const storeName = page.locator('#org-store-view_storename');
    await expect(storeName).toBeDisabled();
    await expectNoSidewaysPageScroll(page);
    await expectFrameFits(page);
    // The page's header (the store's name and state) and its sections' tabs fit; so do the fields.
    const sections = page.getByRole('main').getByRole('tablist').filter({ visible: true });
    await expectWithinScreen(sections);
    await expectWithinScreen(storeName);
    const name = (await storeName.inputValue()).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const header = page.getByRole('main').getByText(new RegExp(`^${name} \\(`));
    await expectWithinScreen(header.filter({ visible: true }).first());

    // The serve schedule's week (a table of slots) is wider than the screen.
    await sections.getByRole('tab', { name: 'Serve schedule' }).dispatchEvent('click');
    const week = page.getByRole('main').locator('.ant-table').filter({ visible: true });
    await expectTableScrollsInItself(week);
    await expectNoSidewaysPageScroll(page);
  });

  test('[SHELL-08] [SHELL-09] the sidebar opens as a drawer over the page from the top bar, and closes on an entry or on the mask', async ({
    page,
  }) => {
    await signInAndLand(page);
    const main = page.getByRole('main');
    const left = (await main.boundingBox())!.x;

    await menuButton(page).click();
    await expect(sidebar(page)).toBeVisible();
    // Over the page: the page does not move aside, nor does it scroll sideways.
    expect((await main.boundingBox())!.x).toBe(left);
    await expectWithinScreen(sidebar(page));
    await expectNoSidewaysPageScroll(page);

    // Choosing an entry navigates and closes the drawer. A hover made while the drawer still
    // slides in may land beside the area: the pointer comes back to it until its pop-up shows.
    const entry = page
      .getByTestId('submenu')
      .filter({ visible: true })
      .getByRole('button', { name: 'Goods records', exact: true });
    await expect(async () => {
      await sidebar(page).getByText('Goods', { exact: true }).hover();
      await expect(entry).toBeVisible({ timeout: 2_000 });
    }).toPass();
    // The pop-up beside the drawer keeps to the screen.
    await expectWithinScreen(page.getByTestId('submenu').filter({ visible: true }));
    await entry.click();
    await expect(page).toHaveURL(/\/goods\/index\/list$/);
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByTestId('sidebar-mask')).toHaveCount(0);

    // A tap on the mask beside the drawer closes it, and the page stays where it was.
    await menuButton(page).click();
    await expect(sidebar(page)).toBeVisible();
    await page.getByTestId('sidebar-mask').click({ position: { x: WIDTH - 20, y: 800 } });
    await expect(sidebar(page)).toBeHidden();
    await expect(page).toHaveURL(/\/goods\/index\/list$/);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
});
