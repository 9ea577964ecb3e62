import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signInAndLand } from '../support';

/**
 * The API going down while the shell is open, and coming back. This spec runs a server of its own
 * (the built one, serving the built shell) on its own port and data directory, so it can kill it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER = path.join(here, '../../../apps/server/dist/main.js');
const PORT = Number(process.env.RELIABILITY_E2E_PORT ?? 18480);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const NETWORK_MESSAGE = '网络开小差，请稍后重试';

const dataRoot = mkdtempSync(path.join(tmpdir(), 'rcadmin-api-down-'));
const dataDir = path.join(dataRoot, 'data');
let server: ChildProcess | undefined;

async function startServer(): Promise<number> {
  const started = Date.now();
  server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ADMIN_PASSWORD: 'Admin@2026',
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
    },
    stdio: 'ignore',
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const healthy = await fetch(`${ORIGIN}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Down as a crash or a pulled cable takes it: no goodbye. */
async function killServer(): Promise<void> {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

test.use({ baseURL: ORIGIN });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  await startServer();
});
test.afterAll(async () => {
  await killServer();
  rmSync(dataRoot, { recursive: true, force: true });
});

test('[ERR-04] with the API down the shell says 网络开小差，请稍后重试, and works again once it is back', async ({
  page,
  context,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));

  await signInAndLand(page);
  await context.addCookies([{ name: 'language', value: 'zh', url: ORIGIN }]);
  await page.goto('/helpartlist');
  const articles = page.locator('.ant-list-item');
  await expect(articles).toHaveCount(4);

  // The API goes away while the help list is open; the next page of it is asked for.
  await killServer();
  const downAt = Date.now();
  await page.getByRole('listitem', { name: '2' }).click();
  await expect(page.getByText(NETWORK_MESSAGE).first()).toBeVisible();
  const messageShownMs = Date.now() - downAt;
  await expect(page).toHaveURL(/\/helpartlist$/);

  // Back again: refreshing the tab loads the list, in the same session.
  const restartMs = await startServer();
  await page.getByRole('tab', { selected: true }).click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await expect(page).toHaveURL(/\/helpartlist$/);
  await expect(articles).toHaveCount(4);
  await page.getByRole('listitem', { name: '3' }).click();
  await expect(articles).toHaveCount(2);

  const figuresDir = process.env.RELIABILITY_FIGURES_DIR;
  if (figuresDir) {
    mkdirSync(figuresDir, { recursive: true });
    writeFileSync(
      path.join(figuresDir, 'api-down.json'),
      JSON.stringify(
        { messageShownMs, restartToHealthyMs: restartMs, pageErrors: pageErrors.length },
        null,
        2,
      ),
    );
  }
  expect(pageErrors).toEqual([]);
});
