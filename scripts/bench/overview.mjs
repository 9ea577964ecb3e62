// The overview's figures on the large tenant (100009: 100,000 SKUs, 2,000 stores): each card's call,
// one request after another, as the overview asks them when it opens. Budget: 50 ms p95 each.
import { signIn } from './api.mjs';
import { LARGE_TENANT, log, percentile } from './lib.mjs';

export const OVERVIEW_BUDGET_MS = 50;

const CALLS = {
  goods: '/bmc/overview/goods.do',
  categories: '/bmc/overview/categories.do',
  adjustments: '/bmc/overview/adjustments.do',
  stores: '/bmc/overview/stores.do',
  jobs: '/bmc/overview/jobs.do',
  recentWork: '/bmc/overview/recentWork.do',
  signIns: '/bmc/overview/signIns.do',
};

/** p50 and p95 of each card's call (20 warm-up requests first), and the slowest card's p95. */
export async function overviewFigures(baseUrl, { count }) {
  const session = await signIn(baseUrl, LARGE_TENANT);
  log(`overview figures on 100,000 SKUs and 2,000 stores: ${count} requests per card`);
  const cards = {};
  for (const [card, path] of Object.entries(CALLS)) {
    const times = [];
    for (let i = 0; i < count + 20; i++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api${path}`, { headers: { cookie: session.cookie } });
      const body = await response.json();
      if (!body.success) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      if (i >= 20) times.push(performance.now() - started);
    }
    cards[card] = { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
  }
  const [slowest, worst] = Object.entries(cards).sort(([, a], [, b]) => b.p95 - a.p95)[0];
  return { cards, slowest, p95: worst.p95 };
}
