import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The measurements, run on their own (`npx playwright test -c bench/...`): the flows' browser and,
 * unless BENCH_SERVER names a server already up (as `npm run bench` starts one before, so its start
 * does not count against the run's time), the flows' servers.
 */
const server = process.env.BENCH_SERVER;

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /.*\.bench\.ts$/,
  reporter: [['list']],
  projects: [{ name: 'flows' }],
  use: { ...base.use, ...(server ? { baseURL: server } : {}) },
  ...(server ? { webServer: undefined } : {}),
});
