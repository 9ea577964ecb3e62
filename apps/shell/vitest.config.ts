import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The languages are lazy chunks in the app; tests have all three from the start.
    setupFiles: ['src/i18n/test-setup.ts'],
    restoreMocks: true,
    // Rendering antd forms in happy-dom takes seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
