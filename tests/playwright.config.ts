import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { smsOutboxFile } from './e2e/sms-outbox';
import { vendorRequestLogFile } from './e2e/vendor-requests';
import { vendorAppKeyFile } from './e2e/vendor-app-key';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 18080);
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The example vendor page, as a vendor lives: on another host name than the shell (cookies ignore
 * ports), `vendor.localhost`, which Chromium resolves to loopback; on the port after the shell's
 * unless set. The example listens on 127.0.0.1, which is also where its readiness is checked
 * (Node does not resolve *.localhost).
 */
const examplePort = Number(process.env.E2E_EXAMPLE_PORT ?? port + 1);
export const exampleURL = `http://${process.env.E2E_EXAMPLE_HOST ?? 'vendor.localhost'}:${examplePort}`;
/** The same example server under a host name no allowlist names. */
export const strangerURL = `http://stranger.localhost:${examplePort}`;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'rcadmin-e2e-'));

export default defineConfig({
  // The report's file paths are relative to this folder (scripts/rcadmin.mjs reads them so).
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'en-US',
    // As a user who asked the system for less motion: antd's dialogs and pop-ups open at once, so a
    // click lands on a button where it is drawn, not on one still zooming into place (on a busy
    // machine a press and its release can fall on two places and no click happens).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // The shell's own flows.
    { name: 'flows' },
    // The vendor example's test, as a vendor's QA writes it with @rcadmin/playwright, against the
    // same servers.
    { name: 'vendor-example', testDir: '../examples/third-party-page/tests' },
  ],
  webServer: [
    {
      // The real server, built by `npm test` beforehand, on a fresh PGlite data directory.
      // E2E_SERVER_ENTRY: a server built elsewhere (a developer running flows beside another one).
      command: `node ${process.env.E2E_SERVER_ENTRY ?? path.join(here, '../apps/server/dist/main.js')}`,
      url: `${baseURL}/healthz`,
      // A new data directory is migrated and seeded first (demo goods included): ~15 s idle,
      // far more on a busy machine.
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Only the example's origin: the same server as stranger.localhost is the mismatched one.
        EXAMPLE_ORIGIN: exampleURL,
        FRAME_ORIGINS: exampleURL,
        // The demo registers the example's sub-app as its micro-app: trusted here.
        MICRO_APP_ORIGINS: exampleURL,
        // The flows sign in with the demo accounts: demo mode, whatever NODE_ENV the caller has.
        SEED_DEMO: '1',
        SEED_ADMIN_PASSWORD: 'Admin@2026',
        LOG_LEVEL: 'warn',
        // The demo SMS gateway's texts, where the flows read their codes (e2e/sms-outbox.ts).
        SMS_OUTBOX_FILE: smsOutboxFile(String(port)),
        // A developer running flows beside another one can serve a shell built elsewhere.
        ...(process.env.E2E_STATIC_DIR ? { STATIC_DIR: process.env.E2E_STATIC_DIR } : {}),
      },
    },
    {
      // The vendor example (examples/third-party-page, built), framable by this shell only.
      command: `node ${path.join(here, '../examples/third-party-page/serve.mjs')}`,
      url: `http://127.0.0.1:${examplePort}/index.html`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        EXAMPLE_ORIGIN: exampleURL,
        HOST: '127.0.0.1',
        SHELL_ORIGIN: baseURL,
        // Every request's cookies, for the flow that checks none of the shell's reach the vendor.
        REQUEST_LOG_FILE: vendorRequestLogFile(String(port)),
        // The registered app's key, written by the session token flow (its /api/whoami reads it).
        APP_KEY_FILE: vendorAppKeyFile(String(port)),
      },
    },
  ],
});
