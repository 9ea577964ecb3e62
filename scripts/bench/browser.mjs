// Browser figures in headless Chromium: first-load JavaScript, cold load (LCP, menu usable),
// frame tab re-show, micro-app show/re-show, and memory after 50 frame tabs.
import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { signIn as apiSignIn } from './api.mjs';
import { CHROMIUM, DEMO_TENANT, PASSWORD, median } from './lib.mjs';

const LAUNCH = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
const CONTEXT = { locale: 'en-US', viewport: { width: 1440, height: 900 } };
/** An area of the sidebar's main menu: the sign that the menu is there to use. */
const MAIN_MENU_ITEM = 'nav[aria-label="Main menu"] li button';

export const launch = () => chromium.launch(LAUNCH);

/** Signs in through the sign-in page, as a person would. */
async function signInPage(page, baseUrl, platformNum = DEMO_TENANT) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Company').fill(platformNum);
  await page.getByLabel('Account').fill('admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/overview$/, { timeout: 60_000 });
}

/**
 * One fresh context (empty cache) from /login to /overview: every script the browser fetched, with
 * its gzip size, and the signed-in state for the cold loads.
 */
async function firstLoad(browser, baseUrl) {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  const sizes = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.set(
      new URL(response.url()).pathname.replace(/^\//, ''),
      response
        .body()
        .then((body) => gzipSync(body).length)
        .catch(() => 0),
    );
  });
  await signInPage(page, baseUrl);
  await page.locator(MAIN_MENU_ITEM).first().waitFor();
  await page.waitForLoadState('networkidle');
  const files = await Promise.all([...sizes].map(async ([file, gzip]) => ({ file, gzip: await gzip })));
  const state = await context.storageState();
  await context.close();
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0), state };
}

/** In the page from its first script: LCP entries and the frame the main menu's areas appear in. */
function observeLoad() {
  const bench = { lcp: null, menuAt: null };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    if (document.querySelector('nav[aria-label="Main menu"] li button'))
      requestAnimationFrame(() => (bench.menuAt = performance.now()));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * A signed-in user opening /overview with an empty cache: LCP, and the first frame in which the
 * main menu is there and a hover on an area opens its pop-up (checked after, not timed). Then the
 * same user opening /overview again in a new tab (warm: the browser's cache holds the assets).
 */
async function coldLoad(browser, baseUrl, state) {
  const context = await browser.newContext({ ...CONTEXT, storageState: state });
  await context.addInitScript(observeLoad);
  const page = await context.newPage();
  await page.goto(`${baseUrl}/overview`);
  await page.waitForFunction(() => window.__bench.menuAt !== null, null, { timeout: 60_000 });
  await page.locator(MAIN_MENU_ITEM).nth(1).hover();
  await page.getByTestId('submenu').filter({ visible: true }).first().waitFor({ timeout: 10_000 });
  // LCP once the page is settled: the overview's figures may paint after the menu is usable.
  await page.waitForLoadState('networkidle');
  const { lcp, menuAt } = await page.evaluate(() => window.__bench);
  const warmPage = await context.newPage();
  await page.close();
  await warmPage.goto(`${baseUrl}/overview`);
  await warmPage.waitForFunction(() => window.__bench.menuAt !== null, null, { timeout: 60_000 });
  await warmPage.waitForLoadState('networkidle');
  const warm = await warmPage.evaluate(() => window.__bench);
  await context.close();
  return { lcp, menuUsable: menuAt, warmLcp: warm.lcp, warmMenuUsable: warm.menuAt };
}

export async function loadFigures(browser, baseUrl, runs) {
  const loads = [];
  const colds = [];
  for (let i = 0; i < runs; i++) {
    const load = await firstLoad(browser, baseUrl);
    loads.push(load);
    colds.push(await coldLoad(browser, baseUrl, load.state));
  }
  const files = loads.at(-1).files.sort((a, b) => b.gzip - a.gzip);
  return {
    firstLoadGzip: median(loads.map((load) => load.gzip)),
    firstLoadFiles: files,
    lcp: median(colds.map((c) => c.lcp)),
    menuUsable: median(colds.map((c) => c.menuUsable)),
    warmLcp: median(colds.map((c) => c.warmLcp)),
    warmMenuUsable: median(colds.map((c) => c.warmMenuUsable)),
    coldRuns: colds,
    state: loads.at(-1).state,
  };
}

// ---------- frame tabs ----------

const frameRoute = (src, id, name) =>
  `/iframe/urlPath?${new URLSearchParams({ src, name, id, parentId: 'bench' }).toString()}`;

/** Client-side navigation, as a link inside the shell would do it (no page load). */
async function navigateInApp(page, to) {
  await page.evaluate((target) => {
    const idx = (window.history.state?.idx ?? 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, to);
}

/** Opens the example vendor page in a frame tab and waits for its handshake with the shell. */
async function openFrameTab(page, exampleUrl, id) {
  const started = performance.now();
  await navigateInApp(page, frameRoute(`${exampleUrl}/index.html`, id, `Bench ${id}`));
  await page
    .frameLocator(`iframe[name="${id}"]`)
    .getByText('Connected to the shell.')
    .waitFor({ timeout: 30_000 });
  return performance.now() - started;
}

/**
 * Clicks a tab (a real pointer click) and times, in the page, the click event → the first animation
 * frame in which `target` (an iframe name, or a CSS selector when it starts with '[') is on screen
 * (or gone, when `wantVisible` is false).
 */
async function timeTabClick(page, tabSelector, target, wantVisible) {
  await page.evaluate(
    ({ target: name, wantVisible: want }) => {
      const nextFrame = () =>
        new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())));
      const shown = () => {
        const node = document.querySelector(name.startsWith('[') ? name : `iframe[name="${name}"]`);
        return !!node && node.checkVisibility() && node.getBoundingClientRect().width > 0;
      };
      window.__benchTab = new Promise((resolve, reject) => {
        window.addEventListener(
          'click',
          async () => {
            const start = performance.now();
            let end = await nextFrame();
            for (let i = 0; shown() !== want; i++) {
              if (i > 600) return reject(new Error(`${name} did not ${want ? 'show' : 'hide'}`));
              end = await nextFrame();
            }
            resolve(end - start);
          },
          { capture: true, once: true },
        );
      });
    },
    { target, wantVisible },
  );
  await page.locator(tabSelector).click();
  return page.evaluate(() => window.__benchTab);
}

const tabSelectorOf = (id) => `[data-testid="tab"][data-path^="/iframe/urlPath"][data-path*="id=${id}"]`;
const OVERVIEW_TAB = '[data-testid="tab"][data-path="/overview"]';

async function signedInPage(browser, baseUrl, state) {
  const context = await browser.newContext({ ...CONTEXT, storageState: state });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/overview`);
  await page.locator(MAIN_MENU_ITEM).first().waitFor({ timeout: 60_000 });
  return { context, page };
}

/**
 * A frame tab shown again after another tab: time from the click to the frame on screen, and the
 * number of loads inside the frame after its first show (kept alive: must be 0).
 */
export async function frameReshow(browser, baseUrl, exampleUrl, state, runs) {
  const { context, page } = await signedInPage(browser, baseUrl, state);
  const id = 'bench-frame';
  const firstShow = await openFrameTab(page, exampleUrl, id);
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame.name() === id) reloads += 1;
  });
  const timings = [];
  for (let i = 0; i < runs; i++) {
    await timeTabClick(page, OVERVIEW_TAB, id, false);
    timings.push(await timeTabClick(page, tabSelectorOf(id), id, true));
  }
  // The frame is still the same document and still talks to the shell.
  await page.frameLocator(`iframe[name="${id}"]`).getByText('Connected to the shell.').waitFor();
  await context.close();
  return { firstShow, reshow: median(timings), reloads, samples: timings.length };
}

/** JS heap used after forcing garbage collection through CDP. */
async function heapAfterGc(cdp) {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize').value;
}

/**
 * Memory: the heap (after GC) once one frame tab was opened and closed (the frame code is then
 * loaded), against after opening 50 frame tabs (all kept open) and closing them all.
 */
export async function frameMemory(browser, baseUrl, exampleUrl, state, count = 50) {
  const { context, page } = await signedInPage(browser, baseUrl, state);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('HeapProfiler.enable');
  const closeActive = async () => {
    const before = await page.locator('iframe').count();
    // The active tab's close button, beside the tab itself.
    await page.getByRole('tab', { selected: true }).locator('xpath=..').getByRole('button').click();
    await page.waitForFunction((n) => document.querySelectorAll('iframe').length < n, before);
  };
  await openFrameTab(page, exampleUrl, 'bench-warmup');
  await closeActive();
  const before = await heapAfterGc(cdp);
  for (let i = 0; i < count; i++) await openFrameTab(page, exampleUrl, `bench-mem-${i}`);
  const open = await heapAfterGc(cdp);
  for (let i = 0; i < count; i++) await closeActive();
  const frames = await page.locator('iframe').count();
  const after = await heapAfterGc(cdp);
  await context.close();
  return { before, open, after, tabs: count, framesLeft: frames };
}

// ---------- micro-app ----------

/** Menu entries that name a micro-app (url or kind mentions micro/wujie), from the menu API. */
export async function findMicroAppEntry(baseUrl) {
  const session = await apiSignIn(baseUrl);
  const response = await fetch(`${baseUrl}/api/bmc/menu/getSiteMenuList.do`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      'x-site-token': session.siteToken,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      siteToken: session.siteToken,
      siteUserId: session.siteUserId,
      appCode: 'rcadmin',
      platformNum: session.platformNum,
      roleList: session.roleList,
    }),
  }).then((r) => r.json());
  const queue = [response.content];
  while (queue.length) {
    const item = queue.shift();
    if (!item || typeof item !== 'object') continue;
    const url = typeof item.url === 'string' ? item.url : '';
    if (/micro|wujie/i.test(url) && typeof item.name === 'string') return { name: item.name, url };
    queue.push(...Object.values(item));
  }
  return null;
}

/**
 * A micro-app as its menu entry opens it (client-side navigation to the entry's route): first show
 * (navigation → the sub-app connected to the shell) and re-show after another tab (click → the
 * sub-app on screen), with the loads of its sandbox frame on re-show (kept alive: must be 0).
 */
export async function microApp(browser, baseUrl, state, entry, runs) {
  const { context, page } = await signedInPage(browser, baseUrl, state);
  const route = entry.url.startsWith('/') ? entry.url : `/${entry.url}`;
  const started = performance.now();
  await navigateInApp(page, route);
  await page.getByTestId('micro-app').getByText('Connected to the shell.').waitFor({ timeout: 30_000 });
  const firstShow = performance.now() - started;
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) reloads += 1;
  });
  const tab = `[data-testid="tab"][data-path="${route}"]`;
  const timings = [];
  for (let i = 0; i < runs; i++) {
    await timeTabClick(page, OVERVIEW_TAB, '[data-testid="micro-app"]', false);
    timings.push(await timeTabClick(page, tab, '[data-testid="micro-app"]', true));
  }
  await context.close();
  return { firstShow, reshow: median(timings), reloads, entry: entry.name };
}
