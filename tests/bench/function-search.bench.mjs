// Keystroke-to-paint of the function search on the large tenant (MENU-18): 5,000 third-level
// entries. Start a server with SEED_LARGE=1 serving a built shell, then:
//   BENCH_URL=http://127.0.0.1:8080 node tests/bench/function-search.bench.mjs
// With BENCH_OUT=<file> the figures printed are also written there as JSON.
// Each sample: a key press's keydown (captured in the page) to the first animation frame after
// the suggestions changed, so it covers search, React render, layout and paint.
import { chromium } from '@playwright/test';
import { writeBenchOut } from './bench-out.mjs';

const BUDGET_MS = 50;

const url = process.env.BENCH_URL ?? 'http://127.0.0.1:8080';
const QUERIES = ['bbym', 'baobiao', 'report page 1', '报表页面 3.4', 'fenzu', 'area 12'];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ locale: 'en-US' });
await page.goto(`${url}/login`);
await page.getByLabel('Company').fill('100009');
await page.getByLabel('Account').fill('admin');
await page.getByLabel('Password').fill(process.env.BENCH_PASSWORD ?? 'Admin@2026');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL(/\/overview$/);
const box = page.getByRole('combobox', { name: 'Function search' });
await box.waitFor();

await page.evaluate(() => {
  const state = { start: 0, samples: [] };
  window.__bench = state;
  window.addEventListener('keydown', () => (state.start = performance.now()), true);
  // Any change to the suggestions, then the next frame: what the user sees after the key.
  new MutationObserver(() => {
    if (!state.start) return;
    const start = state.start;
    state.start = 0;
    requestAnimationFrame(() => state.samples.push(performance.now() - start));
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
});

// First use loads the search code and builds the index: measured apart.
const built = Date.now();
await box.click();
await page.keyboard.type('b');
await page.getByRole('option').first().waitFor();
const firstUseMs = Date.now() - built;
await page.keyboard.press('Backspace');

for (let round = 0; round < ROUNDS; round++) {
  for (const query of QUERIES) {
    await page.evaluate(() => (window.__bench.start = 0));
    for (const key of query) {
      await page.keyboard.type(key);
      await page.waitForTimeout(30);
    }
    await page.getByRole('option').first().waitFor();
    for (let i = 0; i < query.length; i++) {
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(30);
    }
  }
}

const samples = (await page.evaluate(() => window.__bench.samples)).sort((a, b) => a - b);
const at = (p) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))];
const entries = await page.getByRole('navigation', { name: 'Main menu' }).getByRole('listitem').count();
const figures = {
  samples: samples.length,
  p50: +at(50).toFixed(1),
  p95: +at(95).toFixed(1),
  max: +samples.at(-1).toFixed(1),
  firstUseMs,
  sidebarAreas: entries,
};
console.info(JSON.stringify(figures, null, 2));
writeBenchOut({ bench: 'function-search', unit: 'ms', budgetMs: BUDGET_MS, ...figures });
await browser.close();
