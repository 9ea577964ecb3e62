import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/** The measurements: the flows' servers and browser, run on their own (`npx playwright test -c bench/...`). */
export default defineConfig({ ...base, testDir: '.', testMatch: /.*\.bench\.ts$/, reporter: [['list']] });
