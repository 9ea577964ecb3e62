// Two rcadmin servers behind nginx, sharing PostgreSQL, Redis and S3: checked through the proxy,
// over real HTTP, that nothing depends on which server answers (npm run test:cluster).
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Client, shed } from './client.mjs';
import { JOB_LEASE_SECONDS, RATE_LIMIT_PER_IP, startTopology } from './topology.mjs';

/** Goods rows of the import killed midway: enough that the kill lands well inside it. */
const IMPORT_ROWS = Number(process.env.CLUSTER_IMPORT_ROWS ?? 20_000);
/** The role page: the demo clerk's role lacks it (and so the call that reads a role's grants). */
const ROLE_PAGE = 'rc-org-role';
/** How long a killed server's job stays its own before another takes it (topology: JOB_LEASE_SECONDS). */
const JOB_LEASE_MS = JOB_LEASE_SECONDS * 1000;

const figures = {};
let cluster;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

before(async () => {
  cluster = await startTopology();
});
after(async () => {
  figures.answersShed503 = shed.count;
  figures.readsAskedAgainAfter502 = shed.badGateway;
  const line = Object.entries(figures)
    .map(([key, value]) => `${key}=${value}`)
    .join(' ');
  console.info(`# cluster figures: ${line}`);
  const dir = process.env.RELIABILITY_FIGURES_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'cluster.json'), `${JSON.stringify(figures, null, 2)}\n`);
  }
  await cluster?.stop();
});

/** Asserts with the servers' logs attached, so a failure says what the servers said. */
function withLogs(check) {
  return async () => {
    try {
      await check();
    } catch (error) {
      error.message += `\n${cluster.logs()}`;
      throw error;
    }
  };
}

/** The node of the grant tree with this id. */
function findNode(nodes, id) {
  for (const node of nodes ?? []) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}
/** A node's id and those under it (a page's actions, where pages have them). */
const idsFrom = (node) => (node ? [node.id, ...(node.children ?? []).flatMap(idsFrom)] : []);

/**
 * Waits until the job has `killAt` rows done, SIGKILLs the server that holds it (the job's holder
 * names its process), runs `onKill`, and waits for the other server to take the job over once the
 * lease lapses and end it; the killed server is then started again, as a supervisor would.
 */
async function killMidJob(client, jobId, killAt, onKill) {
  const job = async () => {
    const answer = await client.get(`/bmc/batchImport/job.do?id=${jobId}`);
    ok(answer, 'job');
    return answer.json.content.result;
  };
  const holder = async () => {
    const { rows } = await cluster.query('select locked_by, attempts from jobs where id = $1', [
      Number(jobId),
    ]);
    const pid = Number(String(rows[0]?.locked_by ?? '').split(':')[1]);
    return { server: cluster.serverByPid(pid), attempts: rows[0]?.attempts ?? 0 };
  };
  let state;
  for (;;) {
    state = await job();
    if (!['queued', 'running'].includes(state.status))
      assert.fail(`the job ended before the kill (${state.processedRows} rows): use more rows`);
    if (state.processedRows >= killAt) break;
    await sleep(100);
  }
  const processedAtKill = state.processedRows;
  const running = await holder();
  assert.ok(running.server, 'one of the two servers holds the job');
  await cluster.kill(running.server.id);
  const killedAt = Date.now();
  await onKill?.();

  let resumedBy;
  let [lastRows, lastProgressAt] = [state.processedRows, killedAt];
  for (;;) {
    const now = await holder();
    if (now.server && now.server.id !== running.server.id) resumedBy = now.server.id;
    state = await job();
    if (!['queued', 'running'].includes(state.status)) break;
    // No figure of speed here (the machine may be busy): only that it goes on after the lease.
    if (state.processedRows !== lastRows) [lastRows, lastProgressAt] = [state.processedRows, Date.now()];
    if (Date.now() - lastProgressAt > 120_000 + JOB_LEASE_MS)
      assert.fail(`no progress for ${(Date.now() - lastProgressAt) / 1000} s: ${JSON.stringify(state)}`);
    await sleep(500);
  }
  const seconds = Math.round((Date.now() - killedAt) / 100) / 10;
  const { attempts } = await holder();
  assert.ok(attempts >= 2, 'the job was claimed again after the kill');
  assert.ok(
    resumedBy === undefined || resumedBy !== running.server.id,
    `finished by the other server (${resumedBy}), not the killed one (${running.server.id})`,
  );
  figures.jobsResumed = (figures.jobsResumed ?? 0) + 1;
  await cluster.restart(running.server.id);
  return { state, processedAtKill, seconds, killed: running.server.id };
}

const ok = (response, what) =>
  assert.ok(response.json?.success, `${what}: ${response.status} ${response.bytes.toString().slice(0, 300)}`);

describe('two servers behind nginx on one PostgreSQL, Redis and S3', () => {
  it(
    'a sign-in answered by one server holds on the other: following calls succeed on both',
    withLogs(async () => {
      const admin = new Client(cluster.proxy, '127.0.0.2');
      const signIn = await admin.signIn('admin', 'Admin@2026');
      assert.ok(signIn.servedBy, 'the server names itself (SERVER_ID → X-Served-By)');
      const answered = new Map();
      for (let n = 0; n < 4; n += 1) {
        const info = await admin.get('/sso-web/unify/site/getUserInfo.do');
        ok(info, 'getUserInfo');
        assert.equal(info.json.content.result.loginName, 'admin');
        answered.set(info.servedBy, (answered.get(info.servedBy) ?? 0) + 1);
      }
      const other = signIn.servedBy === 'a' ? 'b' : 'a';
      assert.ok(answered.get(other) >= 1, `the other server (${other}) answered: ${[...answered.keys()]}`);
      assert.deepEqual([...answered.keys()].sort(), ['a', 'b']);
    }),
  );

  it(
    'a picture uploaded through one server is stored in S3 and served by the other',
    withLogs(async () => {
      const admin = new Client(cluster.proxy, '127.0.0.2');
      await admin.signIn('admin', 'Admin@2026');
      // A real 1x1 PNG.
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      );
      const form = new FormData();
      form.append('purpose', 'sku');
      form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png');
      const uploaded = await admin.upload('/file/upload.do', form);
      ok(uploaded, 'upload');
      const key = uploaded.json.content.result.key;
      const stored = readdirSync(cluster.s3Dir, { recursive: true }).map(String);
      assert.ok(
        stored.some((file) => file.includes(key)),
        `the picture is in the S3 bucket (${key}): ${stored.slice(0, 5)}`,
      );
      const seen = new Set();
      for (let n = 0; n < 2; n += 1) {
        const fetched = await admin.get(`/file/get.do?key=${encodeURIComponent(key)}`);
        assert.equal(fetched.status, 200, `file get via ${fetched.servedBy}`);
        assert.ok(fetched.bytes.equals(png), `the same bytes via ${fetched.servedBy}`);
        seen.add(fetched.servedBy);
      }
      assert.ok(
        seen.has(uploaded.servedBy === 'a' ? 'b' : 'a'),
        `served by the other server too: ${[...seen]}`,
      );
    }),
  );

  it(
    'a role change on one server takes effect on the other within a second',
    withLogs(async () => {
      const admin = new Client(cluster.proxy, '127.0.0.2');
      await admin.signIn('admin', 'Admin@2026');
      const clerk = new Client(cluster.proxy, '127.0.0.3');
      await clerk.signIn('clerk', 'Clerk@2026');
      const readGrants = () => clerk.form('/bmc/user/queryRoleResource.do', { roleId: 'r-clerk' });
      // Refused on both servers before.
      const refusedOn = new Set();
      for (let n = 0; n < 2; n += 1) {
        const refused = await readGrants();
        assert.equal(refused.status, 403, `clerk refused before the change (${refused.servedBy})`);
        refusedOn.add(refused.servedBy);
      }
      assert.deepEqual([...refusedOn].sort(), ['a', 'b']);

      const tree = await admin.get('/bmc/role/menuTree.do?roleId=r-clerk');
      ok(tree, 'menuTree');
      const granted = tree.json.content.result.checkedIds;
      assert.ok(findNode(tree.json.content.result.tree, ROLE_PAGE), `${ROLE_PAGE} is in the grant tree`);
      const saved = await admin.json('/bmc/role/saveRoleResource.do', {
        roleId: 'r-clerk',
        resourceIds: [...granted, ...idsFrom(findNode(tree.json.content.result.tree, ROLE_PAGE))],
      });
      ok(saved, 'saveRoleResource');
      const changedAt = Date.now();
      const changedOn = saved.servedBy;
      // The clerk's next calls alternate between the servers: the other one must allow it too.
      let allowedByOtherMs;
      while (Date.now() - changedAt < 1000) {
        const answer = await readGrants();
        if (answer.status === 200 && answer.servedBy !== changedOn) {
          allowedByOtherMs = Date.now() - changedAt;
          break;
        }
        await sleep(20);
      }
      assert.ok(
        allowedByOtherMs !== undefined,
        `the server other than ${changedOn} allowed the clerk within 1 s`,
      );
      figures.roleChangeOtherServerMs = allowedByOtherMs;

      // And back: refused again on the other server within a second.
      const restored = await admin.json('/bmc/role/saveRoleResource.do', {
        roleId: 'r-clerk',
        resourceIds: granted,
      });
      ok(restored, 'saveRoleResource (restore)');
      const restoredAt = Date.now();
      let refusedByOtherMs;
      while (Date.now() - restoredAt < 1000) {
        const answer = await readGrants();
        if (answer.status === 403 && answer.servedBy !== restored.servedBy) {
          refusedByOtherMs = Date.now() - restoredAt;
          break;
        }
        await sleep(20);
      }
      assert.ok(
        refusedByOtherMs !== undefined,
        'the grant taken back is refused on the other server within 1 s',
      );
    }),
  );

  it(
    'sign-in rate limits are counted once across both servers (Redis)',
    withLogs(async () => {
      // A client address of its own: its count starts at 0.
      const client = new Client(cluster.proxy, '127.0.0.4');
      const answered = new Set();
      for (let n = 1; n <= RATE_LIMIT_PER_IP; n += 1) {
        const check = await client.form('/sso-web/unify/company/check.do', { platformNum: '100001' });
        assert.notEqual(check.status, 429, `call ${n} of ${RATE_LIMIT_PER_IP} is within the limit`);
        answered.add(check.servedBy);
      }
      assert.deepEqual([...answered].sort(), ['a', 'b'], 'both servers counted calls');
      // Per server, each has seen only half the limit; together they have seen all of it.
      for (let n = 0; n < 2; n += 1) {
        const past = await client.form('/sso-web/unify/company/check.do', { platformNum: '100001' });
        assert.equal(past.status, 429, `past the limit, refused by ${past.servedBy}`);
        assert.ok(past.headers['retry-after'], 'with Retry-After');
      }
      // Another address is not held back by this one.
      const other = new Client(cluster.proxy, '127.0.0.5');
      const fine = await other.form('/sso-web/unify/company/check.do', { platformNum: '100001' });
      assert.notEqual(fine.status, 429);
      figures.rateLimitCountedOnce = 1;
    }),
  );

  it(
    "the client's address is seen through nginx (TRUST_PROXY), not nginx's nor one the client names",
    withLogs(async () => {
      const client = new Client(cluster.proxy, '127.0.0.6');
      // A client naming another address for itself: nginx appends the one it saw, which wins.
      const signIn = await client.signIn('admin', 'Admin@2026', { 'x-forwarded-for': '203.0.113.9' });
      const recorded = await client.form('/sso-web/unify/site/recordLogin.do', {
        ssoUserId: signIn.json.content.result.siteUserId,
        platformNum: '100001',
      });
      ok(recorded, 'recordLogin');
      const id = Number(recorded.json.content.result);
      const { rows } = await cluster.query('select ip from login_records where id = $1', [id]);
      assert.equal(rows[0]?.ip, '127.0.0.6', `the sign-in record's address (served by ${recorded.servedBy})`);
    }),
  );

  it(
    `an import of ${IMPORT_ROWS} rows whose server is SIGKILLed midway is finished by the other: 0 rows lost, 0 duplicated`,
    withLogs(async () => {
      const admin = new Client(cluster.proxy, '127.0.0.7');
      await admin.signIn('admin', 'Admin@2026');
      const prefix = '9931';
      const lines = ['商品名称*,条码*,参考售价*'];
      for (let n = 1; n <= IMPORT_ROWS; n += 1)
        lines.push(`集群导入 ${n},${prefix}${String(n).padStart(6, '0')},1.5`);
      const form = new FormData();
      form.append('type', 'goods');
      form.append('mode', 'valid');
      form.append('file', new Blob([`${lines.join('\n')}\n`], { type: 'text/csv' }), 'goods.csv');
      const uploaded = await admin.upload('/bmc/batchImport/upload.do', form);
      ok(uploaded, 'import upload');
      const jobId = uploaded.json.content.result.jobId;
      const run = await killMidJob(admin, jobId, IMPORT_ROWS / 5, async () => {
        const atKill = await cluster.query(
          "select count(*)::int as rows, count(distinct bar_code)::int as distinct from skus where bar_code like $1 || '%'",
          [prefix],
        );
        // Whole batches only, each row once.
        assert.equal(atKill.rows[0].rows, atKill.rows[0].distinct);
        figures.importWrittenAtKill = atKill.rows[0].rows;
      });
      const { state } = run;
      figures.importProcessedAtKill = run.processedAtKill;
      const { rows } = await cluster.query(
        "select count(*)::int as rows, count(distinct bar_code)::int as distinct from skus where bar_code like $1 || '%'",
        [prefix],
      );
      figures.importRows = IMPORT_ROWS;
      figures.importRowsLost = IMPORT_ROWS - rows[0].distinct;
      figures.importRowsDuplicated = rows[0].rows - rows[0].distinct;
      figures.importResumeSeconds = run.seconds;
      assert.equal(state.status, 'done', `the import ended: ${JSON.stringify(state)}`);
      assert.equal(state.okRows, IMPORT_ROWS);
      assert.equal(state.errorRows, 0);
      assert.equal(figures.importRowsLost, 0, 'rows lost');
      assert.equal(figures.importRowsDuplicated, 0, 'rows duplicated');
    }),
  );
  it(
    'an export whose server is SIGKILLed midway is finished by the other: its download whole, every SKU once',
    withLogs(async () => {
      const admin = new Client(cluster.proxy, '127.0.0.8');
      await admin.signIn('admin', 'Admin@2026');
      // The catalogue as the list counts it: the import above left it well over the kill point.
      const list = await admin.get('/goods/queryList?pageNo=1&pageSize=10');
      ok(list, 'goods/queryList');
      const total = list.json.content.result.total;
      assert.ok(total >= IMPORT_ROWS, `the catalogue holds the imported goods (${total})`);
      const queued = await admin.get('/goods/batchExport');
      ok(queued, 'goods/batchExport');
      const jobId = queued.json.content.result.jobId;
      const run = await killMidJob(admin, jobId, Math.min(2_000, total / 5));
      figures.exportProcessedAtKill = run.processedAtKill;
      figures.exportResumeSeconds = run.seconds;
      assert.equal(run.state.status, 'done', `the export ended: ${JSON.stringify(run.state)}`);

      // Downloaded through the proxy (either server), from S3: every SKU once, under one header row.
      const file = await admin.get(`/bmc/batchImport/download.do?id=${jobId}`);
      assert.equal(file.status, 200, `download via ${file.servedBy}`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.bytes);
      const rows = [];
      workbook.worksheets[0].eachRow((row) => rows.push(row.values.slice(1)));
      const [header, ...body] = rows;
      assert.match(String(header?.[0]), /^(商品ID|Goods ID|ID del artículo)$/, `the header row: ${header}`);
      const ids = body.map((row) => String(row[0]));
      figures.exportRows = total;
      figures.exportRowsLost = total - new Set(ids).size;
      figures.exportRowsDuplicated = ids.length - new Set(ids).size;
      assert.equal(figures.exportRowsLost, 0, 'rows lost');
      assert.equal(figures.exportRowsDuplicated, 0, 'rows duplicated');
      assert.equal(run.state.okRows, total);
    }),
  );
});
