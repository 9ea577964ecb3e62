import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { api, SITE_TOKEN_HEADER } from '@rcadmin/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { packageRoot } from '../../src/config';
import { DEMO } from '../helpers';

const CYCLES = 20;

function start(dataDir: string): { child: ChildProcess; address: Promise<string> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STATIC_DIR: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const address = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = output.match(/listening on (http:\/\/[\d.:]+)/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', () => reject(new Error(`server exited before listening:\n${output}`)));
  });
  return { child, address };
}

async function signIn(address: string) {
  const response = await fetch(`${address}/api${api.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ platformNum: DEMO, loginName: 'admin', password: 'Admin@2026' }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const body = (await response.json()) as { content: { result: { siteToken: string } } };
  return { cookie, siteToken: body.content.result.siteToken };
}

/** Writes one operation-log record per marker; resolves with the markers the server acknowledged. */
async function writeUntilKilled(
  address: string,
  session: { cookie: string; siteToken: string },
  cycle: number,
) {
  const acknowledged: string[] = [];
  for (let i = 0; ; i += 1) {
    const marker = `k${cycle}-${i}`;
    try {
      const response = await fetch(`${address}/api${api.syncSysOperatorLog.path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          cookie: session.cookie,
          [SITE_TOKEN_HEADER]: session.siteToken,
        },
        body: new URLSearchParams({
          tenantId: '1',
          tenantName: 'Demo Retail',
          opt: 'fault test',
          client: 'test',
          optUserCode: marker,
          optUserName: 'x'.repeat(100),
          optTime: new Date().toISOString(),
          menuCode: 'm',
          menuName: 'm',
          addr: 'a'.repeat(400),
        }),
      });
      if ((await response.json()) && response.ok) acknowledged.push(marker);
    } catch {
      return acknowledged;
    }
  }
}

describe('kill -9 during writes', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rcadmin-kill-'));
  const dataDir = path.join(root, 'data');

  beforeAll(async () => {
    const pg = new PGlite({ dataDir, loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    await pg.waitReady;
    await pg.close();
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it(`reopens the database after each of ${CYCLES} kills and keeps every acknowledged write whole`, async () => {
    const acknowledged: string[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const server = start(dataDir);
      const address = await server.address;
      const session = await signIn(address);
      const writes = writeUntilKilled(address, session, cycle);
      await new Promise((resolve) => setTimeout(resolve, 150 + Math.random() * 400));
      server.child.kill('SIGKILL');
      acknowledged.push(...(await writes));
      await new Promise((resolve) => server.child.once('exit', resolve));
    }
    expect(acknowledged.length).toBeGreaterThan(CYCLES);

    const pg = new PGlite({ dataDir });
    const rows = await pg.query<{ opt_user_code: string; addr: string; opt_user_name: string }>(
      `select opt_user_code, addr, opt_user_name from operation_log where opt = 'fault test'`,
    );
    await pg.close();
    const stored = new Set(rows.rows.map((row) => row.opt_user_code));
    expect(acknowledged.filter((marker) => !stored.has(marker))).toEqual([]);
    for (const row of rows.rows) {
      expect(row.addr).toBe('a'.repeat(400));
      expect(row.opt_user_name).toBe('x'.repeat(100));
    }
  }, 900_000);
});
