// Bulk import figures on the large tenant (100009): a goods .xlsx of 100,000 rows through the
// bulk import screen's calls (upload, then the job's progress), the server's memory meanwhile,
// how often the progress moves, and another signed-in user's read during the import.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pacedReads, pacedReadsBesideBusyLoop, pooledReads, signIn } from './api.mjs';
import { LARGE_TENANT, importFrom, log, rssOf } from './lib.mjs';

const API = '/api';
export const IMPORT_ROWS = 100_000;
/** Idle reads before the import and again after it, pooled. */
const IDLE_MS = 15_000;

/** A goods file as a person fills the template: name, barcode, goods no., price, unit. */
async function goodsFile(rows, stamp) {
  const { default: ExcelJS } = await importFrom('apps/server', 'exceljs');
  const folder = await mkdtemp(path.join(tmpdir(), 'rcadmin-bench-import-'));
  const file = path.join(folder, 'goods.xlsx');
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: file,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = book.addWorksheet('数据');
  sheet.addRow(['商品名称*', '条码*', '货号', '参考售价*', '单位']).commit();
  for (let n = 1; n <= rows; n += 1) {
    sheet
      .addRow([
        `导入压测商品 ${stamp} ${n}`,
        `BI${stamp}${String(n).padStart(6, '0')}`,
        `BI${n}`,
        (n % 500) + 0.99,
        '个',
      ])
      .commit();
  }
  await book.commit();
  return { file, folder };
}

async function job(baseUrl, session, id) {
  const response = await fetch(`${baseUrl}${API}/bmc/batchImport/job.do?id=${id}`, {
    headers: { cookie: session.cookie },
  });
  const body = await response.json();
  if (!body.success) throw new Error(`job.do: ${JSON.stringify(body).slice(0, 300)}`);
  return body.content.result;
}

/**
 * Imports 100,000 goods rows ('valid' mode) while sampling the server's RSS every 100 ms and the
 * job's progress every 250 ms; another session's signed-in read runs at a steady pace meanwhile,
 * beside a busy loop of the lowest priority before (the machine's floor), and idle before and
 * after (pooled: the idle p99 rests on as many reads as the one during the import).
 */
export async function importFigures(baseUrl, { pid, rows = IMPORT_ROWS } = {}) {
  const session = await signIn(baseUrl, LARGE_TENANT);
  const reader = await signIn(baseUrl, LARGE_TENANT);
  const stamp = String(Date.now()).slice(-6);
  log(`import: writing a goods .xlsx of ${rows.toLocaleString('en-US')} rows`);
  const { file, folder } = await goodsFile(rows, stamp);
  try {
    const bytes = await readFile(file);
    const readRequest = {
      url: `${baseUrl}${API}/bmc/user/getDeptRoleList.do?_platform_num=${reader.platformNum}`,
      method: 'GET',
      headers: { cookie: reader.cookie },
    };
    const idleBefore = await pacedReads(readRequest, { ms: IDLE_MS });
    const besideBusy = await pacedReadsBesideBusyLoop(readRequest, { ms: 10_000 });
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, rssOf(pid));
      } catch {
        // the process is gone: the job read below fails
      }
    }, 100);
    log(`import: uploading ${(bytes.length / 1024 / 1024).toFixed(1)} MB`);
    const started = performance.now();
    const form = new FormData();
    form.append('type', 'goods');
    form.append('mode', 'valid');
    form.append('file', new Blob([bytes]), 'goods.xlsx');
    const uploaded = await fetch(`${baseUrl}${API}/bmc/batchImport/upload.do`, {
      method: 'POST',
      headers: { cookie: session.cookie, 'x-site-token': session.siteToken },
      body: form,
    }).then((r) => r.json());
    if (!uploaded.success) throw new Error(`upload.do: ${JSON.stringify(uploaded).slice(0, 300)}`);
    const id = uploaded.content.result.jobId;

    // Progress: the longest time the processed count stood still while the job ran.
    let last = { processed: -1, at: performance.now() };
    let longestStill = 0;
    let state;
    const watching = (async () => {
      for (;;) {
        state = await job(baseUrl, session, id);
        const now = performance.now();
        if (state.status === 'running' && state.processedRows !== last.processed) {
          if (last.processed >= 0) longestStill = Math.max(longestStill, now - last.at);
          last = { processed: state.processedRows, at: now };
        }
        if (state.status === 'done' || state.status === 'failed') return state;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    const during = await pacedReads(readRequest, { ms: 2000, until: watching });
    const ended = await watching;
    const ms = performance.now() - started;
    clearInterval(sampler);
    if (ended.status !== 'done' || ended.okRows !== rows) {
      throw new Error(`import ended ${ended.status}: ${ended.okRows} of ${rows} rows; ${ended.message}`);
    }
    const idle = pooledReads(idleBefore, await pacedReads(readRequest, { ms: IDLE_MS }));
    return {
      rows,
      ms,
      fileBytes: bytes.length,
      rssBefore: before,
      rssPeak: peak,
      growth: peak - before,
      longestStillMs: longestStill,
      readIdleP50: idle.p50,
      readIdleP99: idle.p99,
      readIdleEachSideMs: IDLE_MS,
      readBusyP50: besideBusy.p50,
      readBusyP99: besideBusy.p99,
      readDuringP50: during.p50,
      readDuringP99: during.p99,
      readDuringMax: during.max,
      readErrors: idle.errors + besideBusy.errors + during.errors,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
