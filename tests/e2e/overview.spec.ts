import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn, type Account } from './support';

/**
 * The overview's figures (issue 32) on screen against the server's own answers: the overview's
 * calls, and the goods list's totals for the views its goods figures link to. As the demo admin
 * (every card, every store) and as the clerk of one store (S002: the goods pages only).
 */

// Other flows may share the machine: answers take their time.
const expect = baseExpect.configure({ timeout: 30_000 });

const API = '/api';

const CARDS = {
  goods: {
    path: '/bmc/overview/goods.do',
    figures: ['onSale', 'offSale', 'recycled', 'noPrice', 'noPicture'],
  },
  adjustments: { path: '/bmc/overview/adjustments.do', figures: ['today', 'pending'] },
  stores: { path: '/bmc/overview/stores.do', figures: ['active', 'servingNow', 'noFence'] },
  jobs: { path: '/bmc/overview/jobs.do', figures: ['imports', 'exports', 'failed'] },
} as const;
type Card = keyof typeof CARDS;

async function signInAndLand(page: Page, account?: Account) {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });
}

/** The result of a GET call in the signed-in page's session; its envelope must be a success. */
async function result<T>(page: Page, path: string, params: Record<string, string | number> = {}): Promise<T> {
  const answer = await page.request.get(`${API}${path}`, { params });
  expect(answer.status(), path).toBe(200);
  const body = (await answer.json()) as { success: boolean; content: { result: T } };
  expect(body.success).toBe(true);
  return body.content.result;
}

/** Each figure of a card on screen equals the server's answer to the card's call. */
async function expectCardFigures(page: Page, card: Card) {
  const answer = await result<Record<string, number>>(page, CARDS[card].path);
  for (const figure of CARDS[card].figures) {
    const shown = page.getByTestId(`overview-${card}-${figure}`);
    await expect(shown, `${card}.${figure}`).toHaveAttribute('data-value', String(answer[figure]));
    await expect(shown).toHaveText(answer[figure]!.toLocaleString('en-US'));
  }
  return answer;
}

/** goods/queryList's total for a view of the goods list (single goods). */
const goodsTotal = async (page: Page, query: Record<string, string>) =>
  (
    await result<{ total: number }>(page, '/goods/queryList', {
      pageNo: 1,
      pageSize: 10,
      comb: '0',
      deleted: '0',
      ...query,
    })
  ).total;

test.describe('overview figures', () => {
  test('the demo admin sees every card, each figure as the server counts it, each linking to its page', async ({
    page,
  }) => {
    await signInAndLand(page);
    for (const card of Object.keys(CARDS) as Card[])
      await expect(page.getByTestId(`overview-card-${card}`)).toBeVisible();
    const goods = await expectCardFigures(page, 'goods');
    expect(goods.onSale).toBeGreaterThan(0);
    expect(await goodsTotal(page, { saleState: '1' })).toBe(goods.onSale);
    expect(await goodsTotal(page, { saleState: '0' })).toBe(goods.offSale);
    expect(await goodsTotal(page, { deleted: '1' })).toBe(goods.recycled);
    await expectCardFigures(page, 'adjustments');
    const stores = await expectCardFigures(page, 'stores');
    expect(stores.active).toBeGreaterThan(0);
    await expectCardFigures(page, 'jobs');

    // The user's own recent work, newest first, as the operation log lists it (pages opened since
    // the overview loaded may have come after: each row shown is among the user's ten newest).
    const recent = page.getByTestId('overview-card-recentWork');
    await expect(recent.locator('li').first()).toBeVisible();
    const shown = await recent.locator('li').allTextContents();
    const log = await result<{ list: { opt: string; menuName: string }[] }>(
      page,
      '/bmc/operationLog/pageList.do',
      {
        optUserCode: 'admin',
        pageSize: 10,
      },
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const text of shown)
      expect(
        log.list.map((row) => `${row.menuName} · ${row.opt}`.slice(0, 8)),
        text,
      ).toContain(text.slice(0, 8));

    // The charts: their figures in a table (for screen readers), the drawing once in view.
    const signIns = await result<{ days: { date: string; count: number }[] }>(
      page,
      '/bmc/overview/signIns.do',
    );
    const signInTable = page.getByRole('table', { name: 'Sign-ins, last 14 days' });
    await signInTable.locator('xpath=..').scrollIntoViewIfNeeded();
    const signInRows = signInTable.locator('tbody tr');
    await expect(signInRows).toHaveCount(14);
    await expect(signInRows).toHaveText(signIns.days.map((day) => `${day.date.slice(5)}${day.count}`));
    expect(signIns.days.at(-1)!.count).toBeGreaterThan(0);
    const categories = await result<{ list: { name: string; count: number }[] }>(
      page,
      '/bmc/overview/categories.do',
    );
    const categoryTable = page.getByRole('table', { name: 'Goods by category' });
    await expect(categoryTable.locator('tbody tr').first()).toHaveText(
      `${categories.list[0]!.name}${categories.list[0]!.count}`,
    );
    await categoryTable.locator('xpath=..').scrollIntoViewIfNeeded();
    await expect(page.locator('.rc-overview-chart-box canvas').first()).toBeVisible();

    // A figure opens the view it counts.
    await page
      .getByRole('link', { name: `On sale: ${Number(goods.onSale).toLocaleString('en-US')}` })
      .click();
    await expect(page).toHaveURL(/\/goods\/index\/list\?saleState=1$/);
  });

  test('the clerk of one store sees the goods cards only, with the figures of that store', async ({
    page,
  }) => {
    await signInAndLand(page, { loginName: 'clerk', password: 'Clerk@2026' });
    const goods = await expectCardFigures(page, 'goods');
    expect(await goodsTotal(page, { saleState: '1' })).toBe(goods.onSale);
    const adjustments = await expectCardFigures(page, 'adjustments');
    const orders = await result<{ total: number }>(page, '/goods/priceAdjustment/queryList.do', {
      pageNo: 1,
      pageSize: 10,
    });
    expect(adjustments.today).toBeLessThanOrEqual(orders.total);
    await expectCardFigures(page, 'jobs');
    await expect(page.getByRole('table', { name: 'Goods by category' })).toBeAttached();
    // No page of stores, employees or the operation log: no card, and the server refuses the figures.
    for (const card of ['stores', 'recentWork', 'signIns'])
      await expect(page.getByTestId(`overview-card-${card}`)).toHaveCount(0);
    for (const path of [
      '/bmc/overview/stores.do',
      '/bmc/overview/signIns.do',
      '/bmc/overview/recentWork.do',
    ]) {
      const answer = await page.request.get(`${API}${path}`);
      expect(answer.status(), path).toBe(403);
    }
  });

  test('the cashier, without the goods pages, gets no goods figures', async ({ page }) => {
    await signInAndLand(page, { loginName: 'cashier' });
    await expect(page.getByRole('heading', { name: 'Areas' })).toBeVisible();
    await expect(page.getByTestId('overview-card-goods')).toHaveCount(0);
    const answer = await page.request.get(`${API}/bmc/overview/goods.do`);
    expect(answer.status()).toBe(403);
  });
});
