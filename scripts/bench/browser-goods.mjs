// The goods list in Chromium on the large tenant (100,000 SKUs): a click on a page number until
// the new rows are painted.
import { LARGE_TENANT, PASSWORD, median, percentile } from './lib.mjs';

const CONTEXT = { locale: 'en-US', viewport: { width: 1440, height: 900 } };
const ROW = '.ant-table-tbody tr.ant-table-row';

/**
 * In the page: from the click on a pagination item (the event's own time stamp) to the first
 * animation frame after the one in which the table's first row became another SKU, i.e. the
 * frame that paints the new rows. `painted(count)` resolves once `count` clicks are measured: the
 * bench awaits it rather than polling the page every frame while it measures.
 */
function armPagingProbe() {
  const probe = { results: [], waiting: [] };
  probe.painted = (count) =>
    new Promise((resolve, reject) => {
      if (probe.results.length >= count) return resolve();
      probe.waiting.push({ count, resolve });
      setTimeout(() => reject(new Error('no new rows painted within 30 s')), 30_000);
    });
  window.__paging = probe;
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('.ant-pagination-item')) return;
      const clickAt = event.timeStamp;
      const before = document.querySelector('.ant-table-tbody tr.ant-table-row')?.getAttribute('data-sku-id');
      const check = () => {
        const first = document.querySelector('.ant-table-tbody tr.ant-table-row');
        const changed = first && first.getAttribute('data-sku-id') !== before;
        if (changed)
          requestAnimationFrame((frameAt) => {
            probe.results.push(frameAt - clickAt);
            for (const waiter of probe.waiting) if (probe.results.length >= waiter.count) waiter.resolve();
          });
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    true,
  );
}

export async function goodsListPaging(browser, baseUrl, clicks) {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Company').fill(LARGE_TENANT);
    await page.getByLabel('Account').fill('admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/overview$/, { timeout: 60_000 });
    await page.goto(`${baseUrl}/goods/index/list?pageSize=20`);
    await page.locator(ROW).first().waitFor({ timeout: 60_000 });
    await page.evaluate(armPagingProbe);
    // Two warm-up clicks (first use of the code paths), not counted.
    const warmUp = 2;
    for (let i = 0; i < clicks + warmUp; i++) {
      const target = i + 2;
      await page.locator(`.ant-pagination-item-${target}`).click();
      await page.evaluate((count) => window.__paging.painted(count), i + 1);
    }
    const all = await page.evaluate(() => window.__paging.results);
    const times = all.slice(warmUp);
    return { p50: median(times), p95: percentile(times, 0.95), samples: times.length };
  } finally {
    await context.close();
  }
}
