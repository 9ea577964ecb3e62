import { defineConfig } from 'vitest/config';

/** Unit tests beside the code; pages' pure rules run without a DOM, components under happy-dom. */
export default defineConfig({
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Each test starts from an empty cache of loaded answers.
    setupFiles: ['src/kit/test-setup.ts'],
    testTimeout: 20_000,
  },
});
