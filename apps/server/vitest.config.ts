import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Fault runs (kill -9 cycles) and the 30 s load take minutes: `npm run test:reliability` runs them.
    exclude: process.env.RCADMIN_RELIABILITY
      ? ['**/node_modules/**']
      : ['test/faults/**', 'test/load/**', '**/node_modules/**'],
    // One migrated and seeded PGlite, cloned by every test file in well under a second.
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
