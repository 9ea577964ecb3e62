import { SITE_TOKEN_HEADER, api, type CallName } from '@rcadmin/contract';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { DEMO, TEST_DATABASES, signedIn, useTestApp, type TestApp } from '../helpers';
import { recordFigures } from '../reliability-figures';

/**
 * Tables a refused request may legitimately write: failed sign-ins are counted (that is the
 * point of a lockout), sessions note when they were last seen, code-number images are issued,
 * sign-in calls are counted for the rate limits (refused ones too). Export jobs that earlier
 * accepted requests queued run in the background meanwhile, writing their rows and file parts
 * (that a refused export queues no job is tested in test/services/export-jobs.test.ts).
 */
const MAY_CHANGE = new Set([
  'login_attempts',
  'sessions',
  'code_numbers',
  'rate_limit_hits',
  'jobs',
  'job_rows',
  'file_blobs',
  'file_chunks',
]);
const WATCHED = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .filter((name) => !MAY_CHANGE.has(name))
  .sort();

/**
 * Counts every change to a watched row: an insert, a delete, or an update that changes a value (an
 * update to the same values is no change). A trigger's count is part of its transaction, so a
 * request whose writes were rolled back changed nothing. Equal counts, no row changed; and it costs
 * one row's read, where hashing every table at every request grew with the operation log.
 */
async function countChanges(t: TestApp): Promise<void> {
  const run = (statement: string) => t.database.db.execute(sql.raw(statement));
  await run('create table fuzz_changes (n bigint not null)');
  await run('insert into fuzz_changes values (0)');
  await run(`create function fuzz_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old is not distinct from new then return null; end if;
      update fuzz_changes set n = n + 1;
      return null;
    end $$`);
  for (const name of WATCHED)
    await run(
      `create trigger fuzz_changed after insert or update or delete on "${name}" for each row execute function fuzz_changed()`,
    );
}

/** How many watched rows have changed so far. */
async function digest(t: TestApp): Promise<string> {
  // What a call writes after its answer (operation log records, an export kept) belongs to it.
  await t.app.operationAudit.flush();
  const result = await t.database.db.execute(sql.raw('select n::text as n from fuzz_changes'));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: string }[];
  return rows[0]?.n ?? 'none';
}

const FIELD_NAMES = [
  'platformNum',
  'loginName',
  'password',
  'codeNumber',
  'siteToken',
  'siteUserId',
  'token',
  'userId',
  'oldPwd',
  'newPwd',
  'confirmPwd',
  'verifyCode',
  'phoneNo',
  'request',
  'queryCond',
  'collectResourceList',
  'resIdList',
  'roleList',
  'paramName',
  'columnId',
  'page',
  'limitNum',
  'id',
  '_platform_num',
  // goods
  'skuId',
  'skuIds',
  'skuName',
  'barCode',
  'comb',
  'pageNo',
  'pageSize',
  'categoryId',
  'brandId',
  'saleMode',
  'priceType',
  'value',
  'searchNavIds',
  'mode',
  'name',
  'parentId',
  'index',
  'version',
  'packRates',
  'subSkus',
  'minPrice',
  'maxPrice',
  'skuReferPrice',
  'effectiveAt',
  'items',
  'storeIds',
  'mainSkuId',
  'subs',
  '__proto__',
  'constructor',
];

const value = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ minLength: 1 }).map((s) => s.repeat(5000)),
  fc.constantFrom('\u0000', '../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>', '[]', '{}'),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.string(), { maxKeys: 3 }),
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), value, { maxKeys: 8 });

/** What a hostile or broken client might send: any body, in any encoding, with any query. */
const request = fc.record({
  encoding: fc.constantFrom('json', 'form', 'text', 'none', 'raw-json'),
  body: fc.oneof(fields, fc.anything()),
  raw: fc.oneof(fc.string(), fc.constant('{"__proto__":{"polluted":true}}'), fc.constant('{"a":')),
  query: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), fc.string(), { maxKeys: 5 }),
});

interface RequestShape {
  encoding: string;
  body: unknown;
  raw: string;
  query: Record<string, string>;
}

function encode({ encoding, body, raw }: RequestShape) {
  switch (encoding) {
    case 'json':
      return { payload: JSON.stringify(body) ?? 'null', type: 'application/json' };
    case 'raw-json':
      return { payload: raw, type: 'application/json' };
    case 'form': {
      const form = new URLSearchParams();
      if (typeof body === 'object' && body !== null) {
        for (const [key, item] of Object.entries(body)) {
          form.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
        }
      }
      return { payload: form.toString(), type: 'application/x-www-form-urlencoded' };
    }
    case 'text':
      return { payload: raw, type: 'text/plain' };
    default:
      return { payload: undefined, type: undefined };
  }
}

// Logging out with any body ends the session by design; it is fuzzed without one below.
const SIGNED_IN_CALLS = (Object.keys(api) as CallName[]).filter((name) => name !== 'logout');

describe.each(TEST_DATABASES)('fuzzing every route on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(() => countChanges(t));

  it('counts a change to a watched row, and neither a rolled-back one nor an update to the same values', async () => {
    const db = t.database.db;
    const first = await digest(t);
    await db.execute(sql`update tenants set company_name = company_name where platform_num = ${DEMO}`);
    expect(await digest(t)).toBe(first);
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`update tenants set company_name = 'rolled back' where platform_num = ${DEMO}`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await digest(t)).toBe(first);
    await db.execute(sql`update tenants set company_name = company_name || ' ' where platform_num = ${DEMO}`);
    expect(await digest(t)).not.toBe(first);
    await db.execute(sql`update tenants set company_name = rtrim(company_name) where platform_num = ${DEMO}`);
  });

  // One test a call, each with its own time: a slow machine slows each call a little, not one
  // test of every call past its limit, and a failure names its call.
  let agent: Awaited<ReturnType<typeof signedIn>> | undefined;
  let refused = 0;
  let sent = 0;
  let highestStatus = 0;

  it.each(SIGNED_IN_CALLS)(
    '%s answers random and malformed requests below 500 and changes no row when it refuses',
    async (name) => {
      agent ??= await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
      const session = agent;
      const spec = api[name];
      await fc.assert(
        fc.asyncProperty(request, fc.boolean(), async (shape, withSession) => {
          const { payload, type } = encode(shape);
          const before = await digest(t);
          const response = await t.app.inject({
            method: spec.method,
            url: `/api${spec.path}`,
            query: shape.query,
            ...(spec.method === 'POST' && payload !== undefined ? { payload } : {}),
            headers: {
              ...(type && spec.method === 'POST' ? { 'content-type': type } : {}),
              ...(withSession ? { cookie: session.cookie!, [SITE_TOKEN_HEADER]: session.siteToken! } : {}),
            },
          });
          sent += 1;
          highestStatus = Math.max(highestStatus, response.statusCode);
          expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(500);
          const json = response.headers['content-type']?.toString().startsWith('application/json');
          if (json && (response.json() as { success?: boolean }).success === false) {
            refused += 1;
            expect(await digest(t), `${name} refused but wrote`).toBe(before);
          }
        }),
        { numRuns: 25, seed: 20261122 + name.length },
      );
    },
    60_000,
  );

  it('refused most of what it sent, and nothing a request sent reached Object.prototype', () => {
    recordFigures(`route-fuzz.${kind}`, {
      routes: SIGNED_IN_CALLS.length,
      requests: sent,
      // Each refusal was checked to have changed no row.
      refusedWithoutWrite: refused,
      highestStatus,
    });
    expect(sent).toBe(SIGNED_IN_CALLS.length * 25);
    expect(refused).toBeGreaterThan(SIGNED_IN_CALLS.length * 10);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses logout without a session, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (shape) => {
        const { payload, type } = encode(shape);
        const response = await t.app.inject({
          method: 'POST',
          url: `/api${api.logout.path}`,
          ...(payload !== undefined ? { payload } : {}),
          headers: type ? { 'content-type': type } : {},
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 50, seed: 7 },
    );
  });
});
