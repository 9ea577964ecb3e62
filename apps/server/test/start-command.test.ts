import { spawn } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageRoot } from '../src/config';

/**
 * `npm start` (scripts/rcadmin.mjs start) and the example vendor server it starts beside the API
 * server, on a port some other program already holds: each says which port and which variable to
 * set, and exits 1, with no stack trace. (The API server itself: main.test.ts.)
 */
const repoRoot = path.resolve(packageRoot, '../..');
const STACK_FRAME = /^\s+at /m;

/** `node <args>` from the repository root, as `npm start` runs. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

const listeners: Server[] = [];
afterEach(() => {
  for (const listener of listeners.splice(0)) listener.close();
});

/** A port some other program listens on (a real listener, held until the test ends). */
async function busyPort(): Promise<number> {
  const listener = createServer();
  listeners.push(listener);
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  return (listener.address() as AddressInfo).port;
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const listener = createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const { port } = listener.address() as AddressInfo;
  await new Promise((resolve) => listener.close(resolve));
  return port;
}

describe('a port already in use', () => {
  it('stops the example vendor server, naming the port and EXAMPLE_PORT', async () => {
    const port = await busyPort();
    const { code, output } = await run(['examples/third-party-page/serve.mjs'], {
      EXAMPLE_ORIGIN: `http://vendor.localhost:${port}`,
      HOST: '127.0.0.1',
    });
    expect(code).toBe(1);
    expect(output).toContain(`port ${port} on 127.0.0.1 is already in use`);
    expect(output).toContain('set EXAMPLE_PORT to a free port');
    expect(output).not.toMatch(STACK_FRAME);
  });

  it('stops npm start before it installs or builds anything, naming the port and the variable', async () => {
    const serverPort = await busyPort();
    const examplePort = await freePort();
    const server = await run(['scripts/rcadmin.mjs', 'start'], {
      PORT: String(serverPort),
      EXAMPLE_PORT: String(examplePort),
      HOST: '127.0.0.1',
      EXAMPLE_ORIGIN: '',
    });
    expect(server.code).toBe(1);
    expect(server.output).toContain(`port ${serverPort} on 127.0.0.1 (the server): set PORT to a free port`);
    expect(server.output).not.toContain(`port ${examplePort}`);
    expect(server.output).not.toMatch(STACK_FRAME);

    const example = await run(['scripts/rcadmin.mjs', 'start'], {
      PORT: String(await freePort()),
      EXAMPLE_PORT: String(serverPort),
      HOST: '127.0.0.1',
      EXAMPLE_ORIGIN: '',
    });
    expect(example.code).toBe(1);
    expect(example.output).toContain(
      `port ${serverPort} on 127.0.0.1 (the example vendor page): set EXAMPLE_PORT to a free port`,
    );
    expect(example.output).not.toMatch(/installing|building/);
  });
});
