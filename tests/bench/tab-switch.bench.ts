import { expect, test, type Page } from '@playwright/test';
import { signInAndLand } from '../e2e/support';
import { writeBenchOut } from './bench-out.mjs';

const SWITCHES = 60;
const BUDGET_MS = 16;

async function openFromMenu(page: Page, area: string, entry: string) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByText(area, { exact: true }).hover();
  const popup = page.getByTestId('submenu').filter({ visible: true });
  await popup.getByRole('button', { name: entry, exact: true }).click();
  await page.mouse.move(600, 600);
}

/**
 * Switching to an open tab: from the click to the first animation frame painted with the tab
 * selected, measured in the page (performance.now), over many switches between kept-alive views.
 *
 * A person's click lands anywhere within a frame, so each click here is dispatched at a random
 * point of the 16.7 ms frame (60 Hz): a click dispatched right after a frame starts always waits a
 * whole frame for the next one, whatever the page does, and would measure the display's refresh
 * instead of the page. The same clicks on a bare spot of the page give the floor of the method
 * (`control`), reported beside the figures.
 */
test('switching to an open tab takes at most 16 ms at p95', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAndLand(page);
  await openFromMenu(page, '商品', '商品分类');
  await openFromMenu(page, '商品', '品牌');
  await openFromMenu(page, '会员', '会员中心');
  await expect(page.getByRole('tab')).toHaveCount(4);
  // Let the last navigation and its page settle before measuring.
  await expect(page.getByTestId('submenu').filter({ visible: true })).toHaveCount(0);
  await page.waitForTimeout(1_000);

  const measure = (target: 'tabs' | 'control') =>
    page.evaluate(
      async ({ switches, target }) => {
        const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.id);
        const frame = () =>
          new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
        const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        const results: number[] = [];
        for (let i = 0; i < switches; i += 1) {
          await frame();
          // A random point of the frame, as a person's click would land.
          await pause(Math.random() * 14);
          const start = performance.now();
          if (target === 'control') {
            document.body.click();
            results.push((await frame()) - start);
            continue;
          }
          const id = tabs[i % tabs.length]!;
          document.getElementById(id)!.click();
          let end = await frame();
          while (document.getElementById(id)?.getAttribute('aria-selected') !== 'true') end = await frame();
          results.push(end - start);
        }
        return results;
      },
      { switches: SWITCHES, target },
    );

  const stats = (timings: number[]) => {
    const sorted = [...timings].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
    const round = (value: number) => +value.toFixed(1);
    return { samples: sorted.length, p50: round(p(0.5)), p95: round(p(0.95)), max: round(sorted.at(-1)!) };
  };
  const control = stats(await measure('control'));
  const switching = stats(await measure('tabs'));
  console.info(
    `tab switch over ${switching.samples}: p50 ${switching.p50} ms, p95 ${switching.p95} ms, max ${switching.max} ms` +
      ` (control, a click on nothing: p50 ${control.p50} ms, p95 ${control.p95} ms)`,
  );
  writeBenchOut({ bench: 'tab-switch', unit: 'ms', budgetMs: BUDGET_MS, ...switching, control });
  expect(switching.p95).toBeLessThanOrEqual(BUDGET_MS);
});
