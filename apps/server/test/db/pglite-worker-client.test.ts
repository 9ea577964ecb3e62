import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DrizzleQueryError, TransactionRollbackError, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { openPgliteWorker, wrapPglite, type Database } from '../../src/db/database';
import { PgliteWorkerClient, PgliteWorkerCrashedError } from '../../src/db/pglite-worker-client';
import { stores, tenants, users } from '../../src/db/schema';
import { prepareDatabase } from '../../src/seed';
import { testConfig } from '../config';
import { DEMO, expectContent, expectOk, signedIn } from '../helpers';

type DatabaseError = InstanceType<typeof protocol.messages.DatabaseError>;

const template = () => new Blob([readFileSync(inject('pgliteTemplate'))]);

/** One value of most types the schema and drizzle deal in (and a repeated column name). */
const EVERY_TYPE_RAW = `select 1::int4 as i4, 9007199254740993::int8 as i8, 1.50::numeric as num, 2.5::float8 as f8,
  true as b, 'x'::text as t, '{"a":1}'::json as j, '{"b":[1,2]}'::jsonb as jb,
  '2026-01-02 03:04:05.678'::timestamp as ts, '2026-01-02 03:04:05.678+02'::timestamptz as tstz,
  '2026-01-02'::date as d, '1 day 02:00'::interval as iv, array[1,2]::int4[] as ai,
  array['2026-01-02 03:04:05'::timestamp] as ats, array['2026-01-02 03:04:05+00'::timestamptz] as atstz,
  array[1.5]::numeric[] as anum, array['2026-01-02'::date] as ad, array['1 day'::interval] as aiv,
  array['a','b']::text[] as at, '\\x0102'::bytea as by, null::text as n, 1 as n`;
const EVERY_TYPE = `${EVERY_TYPE_RAW}, $1::text as p1, $2::int as p2, $3::timestamptz as p3`;
const PARAMS = ['hello', 7, new Date('2026-03-04T05:06:07.890Z')];
/** Drizzle's parsers of its pglite session: these types stay text. */
const DRIZZLE_PARSERS = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((type) => [type, (value: string) => value]),
);

describe('PGlite worker client', () => {
  let local: PGlite;
  let client: PgliteWorkerClient;
  let inProcess: Database;
  let worker: Database;
  beforeAll(async () => {
    local = new PGlite({ extensions: { pg_trgm }, loadDataDir: template() });
    client = await PgliteWorkerClient.open({ loadDataDir: template() });
    inProcess = wrapPglite(local);
    worker = wrapPglite(client);
    await client.query('create table probe (n int primary key)');
  });
  afterAll(async () => {
    await inProcess.close();
    await worker.close();
  });

  it('answers a query with parameters as PGlite in process does, in object and array row mode', async () => {
    const object = await client.query(EVERY_TYPE, PARAMS);
    expect(object).toEqual(await local.query(EVERY_TYPE, PARAMS));
    expect(object.rows[0]).toMatchObject({ p1: 'hello', p2: 7, p3: PARAMS[2], i8: 9007199254740993n });

    const options = { rowMode: 'array' as const, parsers: DRIZZLE_PARSERS };
    const array = await client.query(EVERY_TYPE, PARAMS, options);
    expect(array).toEqual(await local.query(EVERY_TYPE, PARAMS, options));
    // Drizzle parses dates itself, from the text Postgres sent.
    expect(array.rows[0]).toEqual(expect.arrayContaining(['2026-01-02 03:04:05.678', '2026-01-02']));

    const parsed = await client.query<{ d: string }>(`select '2026-01-02'::date as d, null::date as e`, [], {
      parsers: { 1082: (value: string) => `day ${value}` },
    });
    expect(parsed.rows).toEqual([{ d: 'day 2026-01-02', e: null }]);
    expect(await client.exec('select 1 as a; select 2 as b')).toEqual(
      await local.exec('select 1 as a; select 2 as b'),
    );
  });

  it('gives drizzle the same rows: selects, relational rows, raw execute', async () => {
    const selectUsers = (db: Database['db']) => db.select().from(users).orderBy(users.id);
    expect(await selectUsers(worker.db)).toEqual(await selectUsers(inProcess.db));
    const joined = (db: Database['db']) =>
      db
        .select({ tenant: tenants, storeCode: stores.storeCode, at: sql<string>`${tenants.createdAt}::text` })
        .from(stores)
        .innerJoin(tenants, eq(stores.tenantId, tenants.id))
        .orderBy(stores.id);
    const rows = await joined(worker.db);
    expect(rows).toEqual(await joined(inProcess.db));
    expect(rows[0]?.tenant.createdAt).toBeInstanceOf(Date);
    expect(await worker.db.execute(sql.raw(EVERY_TYPE_RAW))).toEqual(
      await inProcess.db.execute(sql.raw(EVERY_TYPE_RAW)),
    );
  });

  it('commits a transaction; a query from outside waits for it instead of running inside it', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await client.transaction(async (tx) => {
      await tx.query('insert into probe values (1)');
      outside = client
        .query<{ n: number }>('select count(*)::int as n from probe')
        .then((result) => order.push(`outside saw ${result.rows[0]?.n}`));
      await tx.query('insert into probe values (2)');
      order.push('transaction done');
    });
    await outside;
    expect(order).toEqual(['transaction done', 'outside saw 2']);
  });

  it('rolls back when the callback throws, and drizzle rollbacks and savepoints hold', async () => {
    await expect(
      client.transaction(async (tx) => {
        await tx.query('insert into probe values (3)');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expect(
      worker.db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (4)`);
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into probe values (5)`);
            throw new Error('inner only');
          })
          .catch(() => undefined);
        await tx.execute(sql`insert into probe values (6)`);
        tx.rollback();
      }),
    ).rejects.toBeInstanceOf(TransactionRollbackError);
    await worker.db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe values (7)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into probe values (8)`);
          throw new Error('inner only');
        })
        .catch(() => undefined);
    });
    const result = await client.query<{ n: number }>('select n from probe order by n');
    expect(result.rows.map((row) => row.n)).toEqual([1, 2, 7]);
  });

  it('keeps the SQLSTATE, detail and constraint of an SQL error, inside a transaction too', async () => {
    const duplicate = (db: Database['db']) =>
      db
        .insert(tenants)
        .values({ platformNum: DEMO, companyName: 'again' })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
    const [fromWorker, fromProcess] = [await duplicate(worker.db), await duplicate(inProcess.db)];
    expect(fromWorker).toBeInstanceOf(DrizzleQueryError);
    const cause = (fromWorker as DrizzleQueryError).cause as DatabaseError;
    expect(cause).toBeInstanceOf(protocol.messages.DatabaseError);
    const fields = (error: DatabaseError) => {
      const { code, detail, constraint, table, schema, severity, message, name } = error;
      return { code, detail, constraint, table, schema, severity, message, name };
    };
    expect(fields(cause)).toEqual(fields((fromProcess as DrizzleQueryError).cause as typeof cause));
    expect(cause).toMatchObject({ code: '23505', constraint: 'tenants_platform_num_unique' });

    const inTransaction = await worker.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into probe values (9)`);
        await tx.execute(sql`insert into probe values (9)`);
      })
      .catch((error: unknown) => error);
    expect(((inTransaction as DrizzleQueryError).cause as typeof cause).code).toBe('23505');
    expect((await client.query('select 1 from probe where n = 9')).rows).toEqual([]);
    await expect(client.query('select nope')).rejects.toMatchObject({ code: '42703' });
  });

  it('answers the app’s calls as the in-process database does', async () => {
    const apps: FastifyInstance[] = [];
    try {
      const config = testConfig();
      for (const database of [inProcess, worker])
        apps.push(await buildApp({ config, database, logger: false }));
      const answers = await Promise.all(
        apps.map(async (app) => {
          const agent = await signedIn(app, DEMO, 'admin', 'Admin@2026');
          const roleList = expectOk(
            await agent.call('deptRoleList', { query: { _platform_num: DEMO } }),
            'deptRoleList',
          );
          const menuBody = {
            siteToken: agent.siteToken as string,
            siteUserId: agent.login?.siteUserId as string,
            appCode: 'rcadmin',
            platformNum: DEMO,
            roleList: 'r-admin,r-clerk',
          };
          const menu = expectOk(await agent.call('siteMenuList', { body: menuBody }), 'siteMenuList');
          const notices = expectContent(
            await agent.call('noticeList', { query: { columnId: 18, page: 1, limitNum: 10 } }),
            'noticeList',
          );
          // A write, then a read that sees it.
          const item = {
            resourceId: 'rc-goods-brand',
            parentResourceId: 'collectMenu',
            resourceName: '品牌',
          };
          const collectResourceList = JSON.stringify([item]);
          const added = await agent.call('addCollect', {
            body: { siteToken: 'x', siteUserId: '1', appCode: 'rcadmin', collectResourceList },
          });
          expect(expectOk(added, 'addCollect')).toBe(true);
          const after = expectOk(await agent.call('siteMenuList', { body: menuBody }), 'siteMenuList');
          expect(after.collectList).toContainEqual(item);
          return { roleList, menu, notices };
        }),
      );
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[1]?.menu.appList.length).toBeGreaterThan(0);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});

describe('PGlite worker database', () => {
  it('migrates and seeds an empty database through drizzle’s pglite migrator', async () => {
    const database = await openPgliteWorker(undefined);
    try {
      const report = await prepareDatabase(database, testConfig());
      expect(report.seeded?.platformNum).toBe(DEMO);
      const rows = await database.db.select({ platformNum: tenants.platformNum }).from(tenants);
      expect(rows.map((row) => row.platformNum)).toContain(DEMO);
      // Migrated once: a second start applies nothing and seeds nothing.
      expect(await prepareDatabase(database, testConfig())).toEqual({
        seeded: undefined,
        largeSeeded: false,
      });
    } finally {
      await database.close();
    }
  });

  it('keeps what it wrote in its data directory, locked until close', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'rcadmin-worker-'));
    try {
      const dataDir = path.join(root, 'data');
      const database = await openPgliteWorker(dataDir, { loadDataDir: template() });
      expect(existsSync(`${dataDir}.lock`)).toBe(true);
      await database.db.execute(sql`create table kept (n int)`);
      await database.db.execute(sql`insert into kept values (42)`);
      await database.close();
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
      await expect(database.db.execute(sql`select 1`)).rejects.toMatchObject({
        cause: { message: 'PGlite is closed' },
      });
      const reopened = new PGlite({ extensions: { pg_trgm }, dataDir });
      expect((await reopened.query('select n from kept')).rows).toEqual([{ n: 42 }]);
      await reopened.close();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('closes: PGlite shut down, the worker gone, later queries refused', async () => {
    const client = await PgliteWorkerClient.open({ loadDataDir: template() });
    const exited = new Promise((resolve) => client.worker.once('exit', resolve));
    await client.close();
    await exited;
    await expect(client.query('select 1')).rejects.toThrow('PGlite is closed');
  });

  it('fails every pending and later query when the worker dies, and says so once', async () => {
    const onCrash = vi.fn();
    const client = await PgliteWorkerClient.open({ loadDataDir: template(), onCrash });
    let opened: () => void = () => undefined;
    const open = new Promise<void>((resolve) => {
      opened = resolve;
    });
    const never = new Promise<void>(() => undefined);
    const held = client.transaction(async (tx) => {
      await tx.query('select 1');
      opened();
      await never;
    });
    held.catch(() => undefined);
    await open;
    // Waits in the worker on the open transaction, so it is pending when the thread goes.
    const waiting = client.query('select 1');
    await client.worker.terminate();
    await expect(waiting).rejects.toBeInstanceOf(PgliteWorkerCrashedError);
    await expect(client.query('select 1')).rejects.toBeInstanceOf(PgliteWorkerCrashedError);
    expect(onCrash).toHaveBeenCalledTimes(1);
    expect(onCrash.mock.calls[0]?.[0]).toBeInstanceOf(PgliteWorkerCrashedError);
    await client.close();
  });
});

describe('a port to the PGlite worker, lent to another thread', () => {
  let server: PgliteWorkerClient;
  beforeAll(async () => {
    server = await PgliteWorkerClient.open({ loadDataDir: template() });
    await server.query('create table lent (n int primary key)');
  });
  afterAll(() => server.close());

  /** A query of the server's that is still unanswered 100 ms on (PGlite is held): its rows, later. */
  async function stillWaiting(query: string): Promise<{ rows: Promise<{ n: number }[]> }> {
    let answered = false;
    const waiting = server.query<{ n: number }>(query).then((result) => {
      answered = true;
      return result.rows;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    // Wrapped: an async function's answer that is a promise would be waited for.
    return { rows: waiting };
  }

  it('reaches the same database, and its transaction keeps the server’s queries waiting until it commits', async () => {
    const other = PgliteWorkerClient.overPort(await server.lend());
    let inside: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const committed = other.transaction(async (tx) => {
      await tx.query('insert into lent values (1)');
      inside();
      await held;
    });
    await opened;
    const waiting = await stillWaiting('select n from lent');
    release();
    await committed;
    expect(await waiting.rows).toEqual([{ n: 1 }]);
    // Closing the lent client closes its port, not the database.
    await other.close();
    await expect(other.query('select 1')).rejects.toThrow('closed');
    expect((await server.query('select count(*)::int as c from lent')).rows).toEqual([{ c: 1 }]);
  });

  it('rolls back the transaction of a thread that ends without committing, and frees the database', async () => {
    const port = await server.lend();
    // A thread speaking the worker's protocol: it opens a transaction, writes, and never ends it.
    const thread = new Worker(
      `const { parentPort, workerData: { port } } = require('node:worker_threads');
       port.on('message', (reply) => {
         if (reply.id === 1) port.postMessage({ id: 2, op: 'query', sql: 'insert into lent values (2)', params: [], rawTypes: [], tx: reply.value });
         if (reply.id === 2) parentPort.postMessage(reply.ok ? 'written' : reply.error.message);
       });
       port.postMessage({ id: 1, op: 'begin' });`,
      { eval: true, workerData: { port }, transferList: [port] },
    );
    expect(await once(thread, 'message')).toEqual(['written']);
    const waiting = await stillWaiting('select n from lent order by n');
    await thread.terminate();
    // The thread's row is gone with its transaction, and the waiting query has its answer.
    expect(await waiting.rows).toEqual([{ n: 1 }]);
    // And the database takes transactions again.
    await server.transaction(async (tx) => {
      await tx.query('insert into lent values (3)');
    });
    expect((await server.query('select count(*)::int as c from lent')).rows).toEqual([{ c: 2 }]);
  });

  it('lends only from the server’s own client', async () => {
    const other = PgliteWorkerClient.overPort(await server.lend());
    await expect(other.lend()).rejects.toThrow('lends ports');
    await other.close();
  });
});
