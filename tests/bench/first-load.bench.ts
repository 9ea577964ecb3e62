import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from '../e2e/support';
import { writeBenchOut } from './bench-out.mjs';

/** The first-load budget: JavaScript the browser loads from /login to /overview, gzip. */
const BUDGET_KB = 160;

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

test('first load from /login to /overview stays within 160 KB of gzip JavaScript', async ({ page }) => {
  const sizes = new Map<string, Promise<{ raw: number; gzip: number }>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.set(
      response.url(),
      response.body().then((body) => ({ raw: body.length, gzip: gzipSync(body).length })),
    );
  });
  // The figure is bytes, not time: on a busy machine the sign-in and landing may take longer than
  // a flow's usual wait, and the run still has its figure.
  test.setTimeout(180_000);
  await signIn(page);
  await expect(page).toHaveURL(/\/overview$/, { timeout: 90_000 });
  await page.waitForLoadState('networkidle');
  const files = await Promise.all([...sizes].map(async ([url, size]) => ({ url, ...(await size) })));
  files.sort((a, b) => b.gzip - a.gzip);
  const totalKb = kb(files.reduce((sum, file) => sum + file.gzip, 0));
  console.info(`first load: ${files.length} scripts, ${totalKb} KB gzip (budget ${BUDGET_KB} KB)`);
  for (const file of files) console.info(`  ${kb(file.gzip).toFixed(1)} KB  ${new URL(file.url).pathname}`);
  writeBenchOut({
    bench: 'first-load',
    unit: 'KB gzip',
    budgetKb: BUDGET_KB,
    totalKb,
    scripts: files.map((file) => ({
      path: new URL(file.url).pathname,
      gzipKb: kb(file.gzip),
      rawKb: kb(file.raw),
    })),
  });
  expect(totalKb).toBeLessThanOrEqual(BUDGET_KB);
});
