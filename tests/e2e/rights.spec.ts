import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * Rights per action (issue 37): the demo clerk of the Downtown store (S002) may view the goods and
 * nothing more. The goods list shows them no New, Bulk import, Batch delete or Batch price change,
 * and the server refuses a batch price change sent to it directly (4030), leaving the price as it
 * was.
 */

// Helpers share two cores while these run: answers take their time.
const expect = baseExpect.configure({ timeout: 30_000 });

const LIST = '/goods/index/list';
const API = '/api';
const CLERK = { loginName: 'clerk', password: 'Clerk@2026' };

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** The script-readable site token every state-changing call carries (as the shell's http client sends it). */
async function siteToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'siteToken');
  expect(cookie).toBeDefined();
  return decodeURIComponent(cookie!.value);
}

test.describe('rights per action', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the demo clerk sees the goods list without New, Bulk import, Batch delete or Batch price change, and the server refuses a batch price change sent directly', async ({
    page,
  }) => {
    await signIn(page, CLERK);
    await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });
    const answer = page.waitForResponse((response) => response.url().includes(`${API}/goods/queryList`));
    await page.goto(LIST);
    expect((await answer).ok()).toBe(true);
    const first = rows(page).first();
    await expect(first).toBeVisible();
    // Viewing is theirs: the row's View.
    await expect(first.getByRole('button', { name: 'View', exact: true })).toBeVisible();
    for (const name of ['New', 'Import', 'Delete', 'Change price', 'Sale mode', 'Store navigation', 'Edit'])
      await expect(page.getByRole('button', { name, exact: true }), name).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export by the current filters' })).toHaveCount(0);

    // The price change the page does not offer, sent as the shell would send it.
    const listed = (await (
      await page.request.get(`${API}/goods/queryList`, { params: { pageNo: 1, pageSize: 10 } })
    ).json()) as { content: { result: { list: { skuId: string; skuReferPrice: string }[] } } };
    const sku = listed.content.result.list[0]!;
    const refused = await page.request.post(`${API}/goods/batchChangePrice.do`, {
      form: { skuIds: sku.skuId, priceType: 'set', value: '0.01' },
      headers: { 'x-site-token': await siteToken(page) },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('4030');
    const again = (await (
      await page.request.get(`${API}/goods/queryList`, { params: { pageNo: 1, pageSize: 10 } })
    ).json()) as { content: { result: { list: { skuId: string; skuReferPrice: string }[] } } };
    expect(again.content.result.list.find((row) => row.skuId === sku.skuId)?.skuReferPrice).toBe(
      sku.skuReferPrice,
    );
  });
});
