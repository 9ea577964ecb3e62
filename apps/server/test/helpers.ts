import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { SMS_SERVICE_CODES } from '@rcadmin/contract';
import {
  api,
  type CallName,
  type CallSpec,
  type LoginResult,
  type ResultOf,
  SITE_TOKEN_HEADER,
} from '@rcadmin/contract';
import { asc, count, desc, eq, gt, max } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp } from '../src/app';
import { sessionCookieName, type Config } from '../src/config';
import { openPglite, openPgliteWorker, openPostgres, type Database } from '../src/db/database';
import { operationLog, smsOutbox } from '../src/db/schema';
import { testConfig } from './config';
import { adminQuery, databaseUrl } from './postgres-admin';

export type DbKind = 'pglite' | 'postgres';
/**
 * PGlite in its worker thread, as the server runs it: for the tests of what differs there (an
 * import job's thread reaches it through a port of its own).
 */
export type TestDbKind = DbKind | 'pglite worker';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (a database per file is made there). */
export const TEST_DATABASES: DbKind[] = [
  'pglite',
  ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : []),
];

/** The clock of the app under test: tests move time instead of waiting. */
export class TestClock {
  private time = Date.now();
  readonly now = () => new Date(this.time);
  advance(ms: number) {
    this.time += ms;
  }
}

export async function openTestDatabase(
  kind: TestDbKind,
): Promise<{ database: Database; dispose(): Promise<void> }> {
  if (kind !== 'postgres') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database =
      kind === 'pglite'
        ? await openPglite(undefined, template)
        : await openPgliteWorker(undefined, { loadDataDir: template });
    return { database, dispose: () => database.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `rcadmin_test_${randomBytes(6).toString('hex')}`;
  // A copy of the migrated, demo-seeded database made once for the run (global-setup.ts).
  await adminQuery(serverUrl, `create database ${name} template ${inject('postgresTemplate')}`);
  const database = await openPostgres(databaseUrl(serverUrl, name));
  return {
    database,
    async dispose() {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(kind: TestDbKind, overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, dispose } = await openTestDatabase(kind);
  // After seeding: the demo data is dated by the seed's clock.
  const clock = new TestClock();
  const config = testConfig({ now: clock.now, ...overrides });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

/** A fresh app and database for the enclosing describe block. */
export function useTestApp(kind: TestDbKind, overrides: Partial<Config> = {}): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(kind, overrides));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

/** A part of a multipart/form-data body: a field, or a file when it has a filename. */
export type MultipartField = { name: string; filename?: string; type?: string; data: Buffer | string };

export interface CallOptions {
  query?: Record<string, string | number>;
  body?: unknown;
  /** Send the body as JSON (the default for calls the contract marks JSON). */
  json?: boolean;
  /** Send these parts as multipart/form-data instead of `body` (an upload). */
  multipart?: MultipartField[];
  headers?: Record<string, string>;
}

const apiPath = (name: CallName) => `/api${api[name].path}`;

function encode(spec: CallSpec, options: CallOptions) {
  if (options.multipart) return multipartBody(options.multipart);
  if (options.body === undefined) return {};
  const asJson = options.json ?? spec.encoding === 'json';
  if (asJson) return { payload: JSON.stringify(options.body), contentType: 'application/json' };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(options.body as Record<string, unknown>))
    form.set(key, String(value));
  return { payload: form.toString(), contentType: 'application/x-www-form-urlencoded' };
}

/** One browser: its session cookie and siteToken go with every call once signed in. */
export class Agent {
  cookie: string | undefined;
  siteToken: string | undefined;
  login: LoginResult | undefined;
  /** Sent as the `language` cookie when set. */
  language: string | undefined;

  constructor(readonly app: FastifyInstance) {}

  call(name: CallName, options: CallOptions = {}): Promise<Response> {
    const spec = api[name];
    const { payload, contentType } = encode(spec, options);
    const headers: Record<string, string> = {};
    if (contentType) headers['content-type'] = contentType;
    const cookies = [this.cookie, this.language ? `language=${this.language}` : undefined].filter(Boolean);
    if (cookies.length > 0) headers.cookie = cookies.join('; ');
    if (this.siteToken && spec.access === 'session+site') headers[SITE_TOKEN_HEADER] = this.siteToken;
    return this.app.inject({
      method: spec.method,
      url: apiPath(name),
      query: options.query
        ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
        : {},
      payload,
      headers: { ...headers, ...options.headers },
    });
  }

  /** Adopt the session a sign-in answer sets up. */
  adopt(response: Response): void {
    const body = response.json() as { success: boolean; content?: { result: LoginResult } };
    if (!body.success || !body.content) return;
    this.cookie = sessionCookie(response, sessionCookieName(this.app.config));
    this.login = body.content.result;
    this.siteToken = this.login.siteToken;
  }

  async signIn(platformNum: string, loginName: string, password: string): Promise<Response> {
    const response = await this.call('login', { body: { platformNum, loginName, password } });
    this.adopt(response);
    return response;
  }
}

/** A signed-in agent; fails the test if the sign-in does not succeed. */
export async function signedIn(
  app: FastifyInstance,
  platformNum: string,
  loginName: string,
  password: string,
) {
  const agent = new Agent(app);
  const response = await agent.signIn(platformNum, loginName, password);
  expect(response.json()).toMatchObject({ success: true });
  return agent;
}

/** `name=value` of the session cookie an answer sets (its name depends on the config: sessionCookieName). */
export function sessionCookie(response: Response, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const cookie = all.find((value) => value.startsWith(`${name}=`));
  return cookie?.split(';')[0];
}

/** A success envelope whose result matches the contract's schema for the call. */
export function expectOk<N extends CallName>(response: Response, name: N): ResultOf<N> {
  const body = response.json() as {
    success: boolean;
    code: string;
    msg: string;
    content: { result: unknown };
  };
  expect(response.statusCode, response.body).toBe(200);
  expect(body).toMatchObject({ success: true, code: '0' });
  const result = body.content.result;
  expect(Value.Check(api[name].result, result), JSON.stringify(result)).toBe(true);
  return result as ResultOf<N>;
}

/** An articles-host success `{ code: '1001', msg, data }` whose data matches the contract. */
export function expectContent<N extends CallName>(response: Response, name: N): ResultOf<N> {
  const body = response.json() as { code: string; msg: string; data: unknown };
  expect(response.statusCode, response.body).toBe(200);
  expect(body).toMatchObject({ code: '1001', msg: '成功' });
  expect(Value.Check(api[name].result, body.data), JSON.stringify(body.data)).toBe(true);
  return body.data as ResultOf<N>;
}

/** A failure envelope: success false, the code, a message, and no errorCode (clients read any errorCode as success). */
export function expectFail(
  response: Response,
  code: string,
  status: number,
): { msg: string; needCodeNumber?: boolean } {
  const body = response.json() as { success: boolean; code: string; msg: string; errorCode?: string };
  expect(response.statusCode, response.body).toBe(status);
  expect(body).toMatchObject({ success: false, code });
  expect(body.msg).toEqual(expect.any(String));
  expect(body.msg.length).toBeGreaterThan(0);
  expect(body).not.toHaveProperty('errorCode');
  return body;
}

export async function countRows(database: Database, table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** The code of the latest SMS sent to the phone, read from the outbox (the gateway's only output). */
export async function latestSmsCode(database: Database, phone: string): Promise<string | undefined> {
  const [row] = await database.db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row?.text.match(/\d{6}/)?.[0];
}

export const DEMO = '100001';
export const STRICT = '100002';

/** sendVerifyCode as the shell sends it: a code of `service` to `phoneNo` of a platform's user. */
export const sendSmsCode = (
  agent: Agent,
  phoneNo: string,
  service: (typeof SMS_SERVICE_CODES)[keyof typeof SMS_SERVICE_CODES],
  platformNum = DEMO,
) =>
  agent.call('sendVerifyCode', {
    body: {
      request: { appCode: 'rcadmin', appServiceCode: service, phoneNo, tenantId: '' },
      _platform_num: platformNum,
    },
  });

/** Until `check` holds, looking every 5 ms; fails the test after `timeoutMs`. */
export async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** An import job once it has ended, polled as `agent` (the runner works in the background). */
export async function jobEnded(agent: Agent, jobId: string): Promise<ResultOf<'batchJobGet'>> {
  for (;;) {
    const job = expectOk(await agent.call('batchJobGet', { query: { id: jobId } }), 'batchJobGet');
    if (job.status === 'done' || job.status === 'failed' || job.status === 'cancelled') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * An export call as the user's browser ends up with it: the call queues a job (its answer is
 * returned as it is when refused); once the job has ended, its file is downloaded from the
 * download centre, and that download is the answer.
 */
export async function exportCall(agent: Agent, name: CallName, options: CallOptions = {}): Promise<Response> {
  const queued = await agent.call(name, options);
  if (queued.statusCode !== 200) return queued;
  const body = queued.json() as { success: boolean; content?: { result?: { jobId?: string } } };
  const jobId = body.content?.result?.jobId;
  if (!body.success || jobId === undefined) return queued;
  await jobEnded(agent, jobId);
  return agent.call('batchJobDownload', { query: { id: jobId } });
}

/** A multipart/form-data body of these fields (a file has a filename), and its content type. */
export function multipartBody(fields: MultipartField[]) {
  const boundary = `----rcadmin${Math.random().toString(16).slice(2)}`;
  const parts = fields.map((field) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field.name}"` +
          (field.filename !== undefined ? `; filename="${field.filename}"` : '') +
          `\r\n${field.type ? `Content-Type: ${field.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(field.data) ? field.data : Buffer.from(field.data),
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The newest operation log record's id: what a step's records come after. */
export async function operationLogMark(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: max(operationLog.id) }).from(operationLog);
  return row?.id ?? 0;
}

/** The records filed after the mark, oldest first (those written after the answer included). */
export async function operationLogSince(t: TestApp, from: number) {
  await t.app.operationAudit.flush();
  return t.database.db
    .select()
    .from(operationLog)
    .where(gt(operationLog.id, from))
    .orderBy(asc(operationLog.id));
}
