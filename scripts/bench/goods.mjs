// Goods figures on the large tenant (100009: 100,000 SKUs, 2,000 brands, 500 categories):
// goods/queryList latency and throughput, the streamed export's memory and its effect on other
// readers, and a batch price change of 10,000 SKUs.
import { loadRuns, pacedReads, pacedReadsBesideBusyLoop, pooledReads, signIn } from './api.mjs';
import { LARGE_TENANT, log, percentile, rssOf } from './lib.mjs';

const API = '/api';

const get = async (baseUrl, session, path, query = {}) => {
  const url = `${baseUrl}${API}${path}?${new URLSearchParams(query)}`;
  const response = await fetch(url, { headers: { cookie: session.cookie } });
  const body = await response.json();
  if (!body.success) throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.content.result;
};

/** A category with goods under it (a level-2 node when there is one): the list's category filter. */
async function pickCategory(baseUrl, session) {
  const tree = await get(baseUrl, session, '/goods/category/queryTree.do');
  const roots = Array.isArray(tree) ? tree : (tree.list ?? []);
  const second = roots.flatMap((node) => node.children ?? []);
  const node = second.find((n) => (n.children ?? []).length > 0) ?? second[0] ?? roots[0];
  if (!node) throw new Error('the large tenant has no categories');
  return String(node.categoryId);
}

/** Two characters of a real SKU name under that category: a name-contains filter that matches. */
async function pickName(baseUrl, session, categoryId) {
  const page = await get(baseUrl, session, '/goods/queryList', { pageNo: 1, pageSize: 10, categoryId });
  const name = page.list?.[0]?.skuName;
  if (!name) throw new Error(`no SKU under category ${categoryId}`);
  return [...name].slice(0, 2).join('');
}

/** Sequential requests from one client on loopback: the server's time plus a sub-millisecond hop. */
async function sequentialLatency(url, headers, count) {
  const times = [];
  for (let i = 0; i < count + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95), samples: times.length };
}

/** The export of every SKU of the tenant, read to its end: its bytes and time. */
async function exportOnce(baseUrl, session) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${API}/goods/batchExport`, {
    headers: { cookie: session.cookie },
  });
  if (response.status !== 200) throw new Error(`batchExport: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  return { bytes, ms: performance.now() - started };
}

const EXPORTS = 3;
/** Idle reads before the exports and again after them, pooled. */
const IDLE_MS = 10_000;

/**
 * Export every SKU of the tenant (100,000), EXPORTS times one after another, while measuring the
 * server's RSS every 50 ms and, in parallel, another signed-in user's read (getDeptRoleList) at a
 * steady pace; the same read beside a busy loop of the lowest priority first (the machine's
 * floor), and idle before and after. An export lasts a few seconds: the reads under all of them
 * are pooled, and so are the idle ones, so that each p99 rests on thousands of reads.
 */
async function exportFigures(baseUrl, session, pid) {
  const readRequest = {
    url: `${baseUrl}${API}/bmc/user/getDeptRoleList.do?_platform_num=${session.platformNum}`,
    method: 'GET',
    headers: { cookie: session.cookie },
  };
  const idleBefore = await pacedReads(readRequest, { ms: IDLE_MS });
  const besideBusy = await pacedReadsBesideBusyLoop(readRequest, { ms: 10_000 });
  const before = rssOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssOf(pid));
    } catch {
      // the process is gone: the export fails below
    }
  }, 50);
  const exports = [];
  const reads = [];
  for (let n = 0; n < EXPORTS; n++) {
    const exporting = exportOnce(baseUrl, session);
    // The read under the export: as long as the export runs (at least 2 s).
    reads.push(await pacedReads(readRequest, { ms: 2000, until: exporting }));
    exports.push(await exporting);
  }
  clearInterval(sampler);
  const idle = pooledReads(idleBefore, await pacedReads(readRequest, { ms: IDLE_MS }));
  const during = pooledReads(...reads);
  return {
    exportsMs: exports.map((e) => e.ms),
    exportBytes: exports[0].bytes,
    rssBefore: before,
    rssPeak: peak,
    growth: peak - before,
    readIdleP99: idle.p99,
    readIdleEachSideMs: IDLE_MS,
    readBusyP50: besideBusy.p50,
    readBusyP99: besideBusy.p99,
    readDuringP99: during.p99,
    readDuringMax: during.max,
    readDuringRequests: during.requests,
    readErrors: idle.errors + besideBusy.errors + during.errors,
  };
}

/** 10,000 SKU ids of the tenant, read through the list (100 pages of 100). */
async function skuIds(baseUrl, session, count) {
  const ids = [];
  for (let pageNo = 1; ids.length < count; pageNo++) {
    const page = await get(baseUrl, session, '/goods/queryList', { pageNo, pageSize: 100 });
    if (!page.list?.length) break;
    ids.push(...page.list.map((row) => row.skuId));
  }
  return ids.slice(0, count);
}

async function batchPriceChange(baseUrl, session, ids) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${API}/goods/batchChangePrice.do`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      'x-site-token': session.siteToken,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ skuIds: ids.join(','), priceType: 'add', value: '0.10' }),
  });
  const body = await response.json();
  const ms = performance.now() - started;
  if (!body.success)
    throw new Error(`batchChangePrice.do: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, updated: body.content.result.updated };
}

/**
 * Every goods figure against one running server that has the large tenant. `pid`: the server's
 * process, for its memory during the export (omitted: no memory figures).
 */
export async function goodsFigures(baseUrl, { pid, runs, duration, withExport = true }) {
  const session = await signIn(baseUrl, LARGE_TENANT);
  const categoryId = await pickCategory(baseUrl, session);
  const skuName = await pickName(baseUrl, session, categoryId);
  const query = new URLSearchParams({ pageNo: '1', pageSize: '20', skuName, categoryId });
  const url = `${baseUrl}${API}/goods/queryList?${query}`;
  log(`goods/queryList on 100,000 SKUs: name contains '${skuName}', category ${categoryId}`);
  const latency = await sequentialLatency(url, { cookie: session.cookie }, 200);
  const throughput = await loadRuns(
    { url, method: 'GET', headers: { cookie: session.cookie } },
    { runs, duration },
  );
  const out = { filter: { skuName, categoryId }, latency, throughput };
  if (withExport && pid) {
    log(`goods/batchExport of 100,000 SKUs, ${EXPORTS} times: server memory and a read beside them`);
    out.export = await exportFigures(baseUrl, session, pid);
  }
  log('goods/batchChangePrice.do on 10,000 SKUs');
  const ids = await skuIds(baseUrl, session, 10_000);
  out.batchPrice = { ...(await batchPriceChange(baseUrl, session, ids)), count: ids.length };
  return out;
}
