// The role grant tree in Chromium on the large tenant (5,000 menu pages): a click on a role in
// /organization/roleManage until its grant tree is painted.
import { LARGE_TENANT, PASSWORD, median, percentile } from './lib.mjs';

const CONTEXT = { locale: 'en-US', viewport: { width: 1440, height: 900 } };
/** The role whose grants the tree shows: half of the large menu (seed/org-large.ts). */
const ROLE_NAME = '区域经理';
const TREE_NODE = '[data-testid="role-grant-tree"] .ant-tree-treenode';

/**
 * In the page: from the click on a role's row (the event's own time stamp) to the first animation
 * frame after the one in which the grant tree's first node appeared, i.e. the frame that paints it.
 * `painted` resolves with that time: the bench awaits it rather than polling the page, which would
 * load Playwright's polling script into the new document in the middle of what is measured.
 */
function armTreeProbe(treeNode) {
  const probe = { results: [] };
  probe.painted = new Promise((resolve, reject) => {
    probe.resolve = resolve;
    setTimeout(() => reject(new Error('no grant tree painted within 30 s')), 30_000);
  });
  window.__grantTree = probe;
  document.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !event.target.closest('.ant-table-row')) return;
      const clickAt = event.timeStamp;
      const check = () => {
        if (document.querySelector(treeNode))
          requestAnimationFrame((frameAt) => {
            probe.results.push(frameAt - clickAt);
            probe.resolve(frameAt - clickAt);
          });
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true, once: true },
  );
}

/**
 * Signs in as the large tenant's admin, then `opens` times: opens roleManage afresh (its menu of
 * 5,000 pages loaded, no role chosen), clicks the role and waits for its tree. The first two are
 * warm-up (first use of the code paths), not counted.
 */
export async function roleGrantTree(browser, baseUrl, opens) {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  try {
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Company').fill(LARGE_TENANT);
    await page.getByLabel('Account').fill('admin');
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/overview$/, { timeout: 60_000 });
    const warmUp = 2;
    const times = [];
    for (let i = 0; i < opens + warmUp; i++) {
      await page.goto(`${baseUrl}/organization/roleManage`);
      const row = page.locator('.ant-table-row', { hasText: ROLE_NAME });
      await row.waitFor({ timeout: 60_000 });
      // The menu tree and the role list have arrived: the click starts from a page at rest.
      await page.waitForLoadState('networkidle');
      if ((await page.locator(TREE_NODE).count()) > 0) throw new Error('a grant tree shows before any click');
      await page.evaluate(armTreeProbe, TREE_NODE);
      await row.getByText(ROLE_NAME, { exact: true }).click();
      const ms = await page.evaluate(() => window.__grantTree.painted);
      if (i >= warmUp) times.push(ms);
    }
    const nodes = await page.locator(TREE_NODE).count();
    return { p50: median(times), p95: percentile(times, 0.95), samples: times.length, nodes };
  } finally {
    await context.close();
  }
}
