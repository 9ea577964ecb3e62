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
 * point of the 16.7 ms frame (60 Hz). Headless Chromium draws at 60 Hz whatever its flags, so
 * that figure always holds the wait for the display's next frame: a click on a bare spot of the
 * page (`control`) measures that floor of the method, and no page can come in under it. What the
 * page itself adds is its work: the switch's own main-thread time (`work`: the click's handlers,
 * React's render and commit, then style and layout, forced at once), which has to fit within one
 * frame for the switch to be painted in the next one. The budget is that: work within 16 ms at
 * p95. `nextFrame` is the share of switches painted in the first frame after the click.
 *
 * The shell shows the tab's kept page in the frame after the click and updates the address (the
 * router's navigation and render) once that frame is painted. Each switch starts from a settled
 * page, as a person's next click would: the one before has finished that work.
 */
test('switching to an open tab takes at most 16 ms at p95', async ({ page }) => {
  // 124 switches, each once the page has settled (up to 1 s on a busy machine), and the sign-in.
  test.setTimeout(360_000);
  await signInAndLand(page);
  await openFromMenu(page, 'Goods', 'Categories');
  await openFromMenu(page, 'Goods', 'Brands');
  await openFromMenu(page, 'Members', 'Member centre');
  await expect(page.getByRole('tab')).toHaveCount(4);
  // Let the last navigation and its page settle before measuring.
  await expect(page.getByTestId('submenu').filter({ visible: true })).toHaveCount(0);
  await page.waitForTimeout(1_000);

  const measure = (target: 'tabs' | 'control', switches = SWITCHES) =>
    page.evaluate(
      async ({ switches, target }) => {
        const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].map((tab) => tab.id);
        const frame = () =>
          new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
        const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
        // A person looks at the page before the next click: the last switch has settled (its
        // navigation and render done, the main thread idle) when the next one starts.
        const settled = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1_000 }));
        const gaps: number[] = [];
        for (let i = 0, last = await frame(); i < 30; i += 1) {
          const now = await frame();
          gaps.push(now - last);
          last = now;
        }
        const frameMs = gaps.sort((a, b) => a - b)[gaps.length >> 1]!;
        const latency: number[] = [];
        const work: number[] = [];
        let nextFrame = 0;
        for (let i = 0; i < switches; i += 1) {
          await settled();
          const before = await frame();
          // A random point of the frame, as a person's click would land.
          await pause(Math.random() * 14);
          const start = performance.now();
          const clicked =
            target === 'control' ? document.body : document.getElementById(tabs[i % tabs.length]!)!;
          clicked.click();
          // React renders a click's update in a microtask; then style and layout, as the frame would.
          await Promise.resolve();
          document.body.getBoundingClientRect();
          work.push(performance.now() - start);
          let end = await frame();
          if (target === 'tabs') while (clicked.getAttribute('aria-selected') !== 'true') end = await frame();
          latency.push(end - start);
          // Painted in the frame right after the one the click landed in.
          if (end - before < frameMs * 1.5 + 1) nextFrame += 1;
        }
        return { latency, work, frameMs, nextFrame: nextFrame / switches };
      },
      { switches, target },
    );

  const stats = (timings: number[]) => {
    const sorted = [...timings].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
    const round = (value: number) => +value.toFixed(1);
    return { samples: sorted.length, p50: round(p(0.5)), p95: round(p(0.95)), max: round(sorted.at(-1)!) };
  };
  const control = await measure('control');
  // The first round through the tabs runs code for the first time (compiled as it goes): reported
  // on its own, and not part of the figure for the switches of a working day.
  const firstRound = await measure('tabs', 4);
  const switching = await measure('tabs');
  const figures = {
    ...stats(switching.latency),
    work: stats(switching.work),
    nextFrame: +switching.nextFrame.toFixed(3),
    frameMs: +switching.frameMs.toFixed(2),
    control: { ...stats(control.latency), work: stats(control.work) },
    firstRound: { work: stats(firstRound.work) },
  };
  console.info(
    `tab switch over ${figures.samples}: click to painted frame p50 ${figures.p50} ms, p95 ${figures.p95} ms` +
      ` (a click on nothing: p50 ${figures.control.p50} ms, p95 ${figures.control.p95} ms; frames ${figures.frameMs} ms);` +
      ` work p50 ${figures.work.p50} ms, p95 ${figures.work.p95} ms; painted in the next frame: ${(figures.nextFrame * 100).toFixed(0)}%;` +
      ` first round through the tabs: work max ${figures.firstRound.work.max} ms`,
  );
  writeBenchOut({ bench: 'tab-switch', unit: 'ms', budgetMs: BUDGET_MS, ...figures });
  expect(figures.work.p95).toBeLessThanOrEqual(BUDGET_MS);
});
