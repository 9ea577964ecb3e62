import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code, type ResultOf } from '@rcadmin/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { removeUnusedFiles } from '../../src/services/unused-files';
import { DEMO, TEST_DATABASES, expectFail, expectOk, signedIn, useTestApp, type Agent } from '../helpers';
import { tenantIdOf } from '../routes/catalogue/fixtures';

const HOUR = 60 * 60 * 1000;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(TEST_DATABASES)('unused uploads on %s', (kind) => {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'rcadmin-unused-files-'));
  const t = useTestApp(kind, { filesDir });
  let admin: Agent;
  let tenantId: number;
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    tenantId = await tenantIdOf(t.database, DEMO);
  });

  const upload = async (purpose: 'sku' | 'brand' | 'head') =>
    expectOk(
      await admin.call('fileUpload', {
        query: { purpose },
        multipart: [{ name: 'file', filename: 'picture.png', type: 'image/png', data: PNG }],
      }),
      'fileUpload',
    );
  const served = async (file: ResultOf<'fileUpload'>) =>
    (await admin.call('fileGet', { query: { key: file.key } })).statusCode;
  const stored = (file: ResultOf<'fileUpload'>) => existsSync(path.join(filesDir, ...file.key.split('/')));
  const usedBytes = () => t.app.repos.files.usedBytes(tenantId);

  it('[SEC-10] removes an upload no record refers to after 24 hours, and keeps every file a record refers to', async () => {
    const unused = await upload('sku');
    const logo = await upload('brand');
    const picture = await upload('sku');
    const shown = await upload('sku');
    const avatar = await upload('head');

    // A brand's logo, and a SKU's picture and a picture its rich content shows, saved through the calls.
    expectOk(
      await admin.call('brandSave', { body: { brandName: `Unused files ${kind}`, logoKey: logo.key } }),
      'brandSave',
    );
    const draft = expectOk(await admin.call('goodsInitSku', { query: { comb: '0' } }), 'goodsInitSku');
    expectOk(
      await admin.call('goodsSaveSku', {
        body: {
          ...draft,
          skuName: `Unused files ${kind}`,
          barCode: `78${String(Date.now() % 1e8).padStart(8, '0')}${kind === 'pglite' ? 1 : 2}`,
          skuReferPrice: '9.9',
          skuPurchPrice: '5',
          saleState: 0,
          picList: [picture.key],
          content: `<p>Fresh<img src="${shown.url}" /></p>`,
        },
      }),
      'goodsSaveSku',
    );
    // A record written by no save call (so nothing marked the file) counts all the same.
    await t.database.db
      .update(users)
      .set({ avatar: avatar.url })
      .where(and(eq(users.tenantId, tenantId), eq(users.loginName, 'admin')));

    t.clock.advance(24 * HOUR + 60_000);
    // A session ends after 12 hours without a request.
    admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const young = await upload('sku');
    const before = await usedBytes();
    expect(await removeUnusedFiles(t.app, t.clock.now())).toBe(1);

    expectFail(await admin.call('fileGet', { query: { key: unused.key } }), Code.notFound, 404);
    expect(stored(unused)).toBe(false);
    expect(await usedBytes()).toBe(before - unused.size);
    for (const file of [logo, picture, shown, avatar, young]) {
      expect(await served(file)).toBe(200);
      expect(stored(file)).toBe(true);
    }

    // A day on, the file uploaded after the first sweep is unused in turn; the used ones stay for good.
    t.clock.advance(24 * HOUR + 60_000);
    admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    expect(await removeUnusedFiles(t.app, t.clock.now())).toBe(1);
    expect(await served(young)).toBe(404);
    for (const file of [logo, picture, shown, avatar]) expect(await served(file)).toBe(200);
    expect(await usedBytes()).toBe(before - unused.size - young.size);
  });
});
