import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Fault runs (kill -9 cycles) take minutes: `npm run test:reliability` runs them.
    exclude: process.env.RCADMIN_RELIABILITY ? [] : ['test/faults/**', '**/node_modules/**'],
    // One migrated and seeded PGlite, cloned by every test file in well under a second.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
