import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { api, SITE_TOKEN_HEADER } from '@rcadmin/contract';
import { packageRoot } from '../src/config';
import { DEMO } from './helpers';

/** The server as shipped (`npm start` runs it): the reliability command builds it first. */
export const SERVER_ENTRY = path.join(packageRoot, 'dist/main.js');

export interface ServerProcess {
  child: ChildProcess;
  /** Resolves with the address once it listens; rejects when it exits first. */
  address: Promise<string>;
  /** Resolves with the exit code (or signal) and everything it printed. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>;
  /** What it has printed so far. */
  output(): string;
}

/**
 * Starts `node dist/main.js` on a free port with this DATA_DIR (and more environment); with
 * `fromSource`, the same entry point from src through tsx, so no build is needed.
 */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  { fromSource = false } = {},
): ServerProcess {
  if (!fromSource && !existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: build the server first (npm run test:reliability does).`);
  }
  const args = fromSource ? ['--import', 'tsx', 'src/main.ts'] : [SERVER_ENTRY];
  const child = spawn(process.execPath, args, {
    cwd: packageRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      STATIC_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>(
    (resolve) => child.once('exit', (code, signal) => resolve({ code, signal, output })),
  );
  const address = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += String(chunk);
      const match = output.match(/listening on (http:\/\/[\d.:]+)/);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exit.then(() => reject(new Error(`server exited before listening:\n${output}`)));
  });
  // Callers that only wait for the exit must not see an unhandled rejection.
  address.catch(() => undefined);
  return { child, address, exit, output: () => output };
}

/** Signs the demo admin in over HTTP: the session cookie and the site token. */
export async function signIn(address: string, loginName = 'admin', password = 'Admin@2026') {
  const response = await fetch(`${address}/api${api.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ platformNum: DEMO, loginName, password }),
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const body = (await response.json()) as { success: boolean; content: { result: { siteToken: string } } };
  if (!body.success) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return {
    cookie,
    siteToken: body.content.result.siteToken,
    headers: { cookie, [SITE_TOKEN_HEADER]: body.content.result.siteToken },
  };
}
