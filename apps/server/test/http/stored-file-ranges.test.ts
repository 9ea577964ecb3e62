import { randomBytes } from 'node:crypto';
import { SITE_TOKEN_HEADER, api } from '@rcadmin/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileBlobs, tenants, users } from '../../src/db/schema';
import { requestedRange } from '../../src/http/stored-file';
import { newFileKey } from '../../src/infra/storage';
import { XLSX_TYPE } from '../../src/services/xlsx-stream';
import {
  DEMO,
  TEST_DATABASES,
  expectFail,
  multipartBody,
  signedIn,
  useTestApp,
  type Agent,
} from '../helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('the Range a download asks for', () => {
  it('is one range within the file, 416 past its end, and the whole file for anything else', () => {
    expect(requestedRange(undefined, 100)).toBeUndefined();
    expect(requestedRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=90-1000', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(requestedRange('bytes=-1000', 100)).toEqual({ start: 0, end: 99 });
    expect(requestedRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-0', 100)).toBe('unsatisfiable');
    // Several ranges, another unit, nonsense: the whole file, as HTTP allows.
    expect(requestedRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(requestedRange('items=0-1', 100)).toBeUndefined();
    expect(requestedRange('bytes=9-1', 100)).toBeUndefined();
    expect(requestedRange('bytes=-', 100)).toBeUndefined();
  });
});

describe.each(TEST_DATABASES)('downloads of stored files answer Range on %s', (kind) => {
  // Files in the database, as every server of a PostgreSQL deployment keeps them by default.
  const t = useTestApp(kind, { filesStore: 'postgres' });
  let admin: Agent;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
  });

  const get = (path: string, query: Record<string, string>, range?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${path}`,
      query,
      headers: { cookie: admin.cookie ?? '', ...(range ? { range } : {}) },
    });

  it('a picture: whole (200), a range of it (206 with Content-Range), 416 past its end', async () => {
    const body = multipartBody([{ name: 'file', filename: 'a.png', data: PNG }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api${api.fileUpload.path}?purpose=sku`,
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        cookie: admin.cookie ?? '',
        [SITE_TOKEN_HEADER]: admin.siteToken ?? '',
      },
    });
    const { key } = (uploaded.json() as { content: { result: { key: string } } }).content.result;
    // Kept in the database, where every server reads it.
    expect(
      await t.database.db.select({ key: fileBlobs.key }).from(fileBlobs).where(eq(fileBlobs.key, key)),
    ).toHaveLength(1);

    const whole = await get(api.fileGet.path, { key });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(Number(whole.headers['content-length'])).toBe(PNG.length);
    expect(whole.rawPayload.equals(PNG)).toBe(true);

    const part = await get(api.fileGet.path, { key }, 'bytes=8-15');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-15/${PNG.length}`);
    expect(part.headers['content-type']).toBe('image/png');
    expect(part.rawPayload.equals(PNG.subarray(8, 16))).toBe(true);

    const past = await get(api.fileGet.path, { key }, `bytes=${PNG.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PNG.length}`);
    expect(past.rawPayload.length).toBe(0);

    // A picture whose bytes are gone is not found, answered as such (no picture headers).
    await t.app.storage.delete(key);
    const gone = await get(api.fileGet.path, { key }, 'bytes=0-3');
    expectFail(gone, '4004', 404);
    expect(gone.headers['content-type']).toMatch(/json/);
  });

  it('an error report of an import: a broken download resumes where it stopped (206), 416 past the end', async () => {
    const now = t.clock.now();
    const [user] = await t.database.db
      .select({ id: users.id, tenantId: users.tenantId })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .where(and(eq(tenants.platformNum, DEMO), eq(users.loginName, 'admin')));
    if (!user) throw new Error('no demo admin');
    const report = randomBytes(3000);
    const key = newFileKey(user.tenantId, 'import-report', 'xlsx', now);
    await t.app.storage.put(key, report, XLSX_TYPE);
    const job = await t.app.repos.jobs.create({
      tenantId: user.tenantId,
      userId: user.id,
      userName: 'admin',
      kind: 'import',
      type: 'goods',
      status: 'done',
      lang: 'zh',
      fileName: 'goods.xlsx',
      resultKey: key,
      totalRows: 2,
      processedRows: 2,
      okRows: 1,
      startedAt: now,
      finishedAt: now,
    });
    const id = String(job.id);
    const whole = await get(api.batchJobReport.path, { id });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-disposition']).toMatch(/^attachment; filename="import-errors-/);
    expect(whole.rawPayload.equals(report)).toBe(true);

    const rest = await get(api.batchJobReport.path, { id }, 'bytes=1000-');
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe('bytes 1000-2999/3000');
    expect(Number(rest.headers['content-length'])).toBe(2000);
    expect(Buffer.concat([whole.rawPayload.subarray(0, 1000), rest.rawPayload]).equals(report)).toBe(true);

    const past = await get(api.batchJobReport.path, { id }, 'bytes=3000-');
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */3000');
  });
});
