import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_TOKEN_HEADER, api } from '@rcadmin/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../../src/db/schema';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
  multipartBody,
} from '../../helpers';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A 1×1 JPEG (JFIF, progressive). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A PNG of a few hundred bytes whose header declares width × height pixels (its data is 1 pixel). */
function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.from(PNG);
  // IHDR follows the 8-byte signature and the chunk's length and type: width, then height.
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return header;
}
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe.each(TEST_DATABASES)('stored files on %s', (kind) => {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'rcadmin-files-'));
  const t = useTestApp(kind, { filesDir });
  let admin: Agent;
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
  });

  const upload = (
    agent: Agent,
    purpose: string,
    file: { name?: string; filename?: string; type?: string; data: Buffer | string },
  ) => {
    const body = multipartBody([
      { name: file.name ?? 'file', filename: file.filename ?? 'a.png', type: file.type, data: file.data },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api${api.fileUpload.path}?purpose=${purpose}`,
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        cookie: agent.cookie ?? '',
        [SITE_TOKEN_HEADER]: agent.siteToken ?? '',
        ...(agent.language ? { cookie: `${agent.cookie}; language=${agent.language}` } : {}),
      },
    });
  };
  const read = (agent: Agent, key: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api${api.fileGet.path}`,
      query: { key },
      headers: { cookie: agent.cookie ?? '' },
    });

  it('stores an image recognised by its content and serves it back to the tenant with its type', async () => {
    // A PNG posted under a wrong name and declared type is still a PNG.
    const answer = expectOk(
      await upload(admin, 'sku', { data: PNG, filename: 'picture.txt', type: 'text/plain' }),
      'fileUpload',
    );
    expect(answer).toMatchObject({ contentType: 'image/png', size: PNG.length });
    expect(answer.key).toMatch(/\/sku\/\d{6}\/[0-9a-f-]+\.png$/);
    expect(answer.url).toBe(`/api/file/get.do?key=${encodeURIComponent(answer.key)}`);
    const served = await read(admin, answer.key);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    for (const [data, type] of [
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
    ] as const) {
      expect(expectOk(await upload(admin, 'brand', { data }), 'fileUpload').contentType).toBe(type);
    }
    // The bytes are in the files folder.
    expect(readdirSync(filesDir, { recursive: true }).some((name) => String(name).endsWith('.png'))).toBe(
      true,
    );
  });

  it('refuses what is not an image (4015) and what is too large (4013), with a clear message, storing nothing', async () => {
    const before = await countRows(t.database, storedFiles);
    admin.language = 'en';
    const svg = expectFail(
      await upload(admin, 'brand', {
        data: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
        filename: 'logo.png',
        type: 'image/png',
      }),
      '4015',
      415,
    );
    expect(svg.msg).toBe('Only JPEG, PNG, WebP or GIF images can be uploaded.');
    expectFail(await upload(admin, 'sku', { data: 'just text', filename: 'x.jpg' }), '4015', 415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect(expectFail(await upload(admin, 'brand', { data: big }), '4013', 413).msg).toBe(
      'The image must not be larger than 2 MB.',
    );
    // The same picture fits the 5 MB of a SKU picture.
    expectOk(await upload(admin, 'sku', { data: big }), 'fileUpload');
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(expectFail(await upload(admin, 'sku', { data: huge }), '4013', 413).msg).toMatch(/5 MB/);
    admin.language = 'zh';
    expect(expectFail(await upload(admin, 'sku', { data: huge }), '4013', 413).msg).toBe('图片不能超过 5 MB');
    admin.language = 'es';
    expect(expectFail(await upload(admin, 'sku', { data: 'x' }), '4015', 415).msg).toMatch(
      /Solo se pueden subir/,
    );
    admin.language = undefined;
    expect(await countRows(t.database, storedFiles)).toBe(before + 1);
  });

  it('[SEC-10] refuses a picture that declares too many pixels, whatever its file size, storing nothing', async () => {
    const before = await countRows(t.database, storedFiles);
    admin.language = 'en';
    const bomb = expectFail(await upload(admin, 'sku', { data: declaredPng(20_000, 20_000) }), '4220', 422);
    expect(bomb.msg).toBe('The image is 20000×20000: at most 10000 pixels a side and 40 megapixels in all.');
    expectFail(await upload(admin, 'sku', { data: declaredPng(9_000, 9_000) }), '4220', 422);
    expectFail(await upload(admin, 'brand', { data: declaredPng(10_001, 10) }), '4220', 422);
    admin.language = undefined;
    expectOk(await upload(admin, 'sku', { data: declaredPng(4_000, 3_000) }), 'fileUpload');
    expect(await countRows(t.database, storedFiles)).toBe(before + 1);
  });

  it('refuses a wrong field, a wrong purpose and a non-multipart body', async () => {
    expectFail(await upload(admin, 'sku', { name: 'picture', data: PNG }), '4220', 422);
    expectFail(await upload(admin, 'avatar', { data: PNG }), '4000', 400);
    // The purpose may come as a field before the file instead of in the query.
    const withField = (purpose?: string) => {
      const body = multipartBody([
        ...(purpose ? [{ name: 'purpose', data: purpose }] : []),
        { name: 'file', filename: 'a.png', data: PNG },
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api${api.fileUpload.path}`,
        payload: body.payload,
        headers: {
          'content-type': body.contentType,
          cookie: admin.cookie ?? '',
          [SITE_TOKEN_HEADER]: admin.siteToken ?? '',
        },
      });
    };
    expect(expectOk(await withField('brand'), 'fileUpload').key).toMatch(/\/brand\//);
    const none = expectFail(await withField(), '4220', 422) as { fieldErrors?: { field: string }[] };
    expect(none.fieldErrors?.[0]?.field).toBe('purpose');
    expectFail(await withField('avatar'), '4220', 422);
    const form = await t.app.inject({
      method: 'POST',
      url: `/api${api.fileUpload.path}?purpose=sku`,
      payload: 'file=abc',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: admin.cookie ?? '',
        [SITE_TOKEN_HEADER]: admin.siteToken ?? '',
      },
    });
    expectFail(form, '4015', 415);
    // Without the site token nothing is read.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api${api.fileUpload.path}?purpose=sku`,
      ...multipartBody([{ name: 'file', filename: 'a.png', data: PNG }]),
      headers: { cookie: admin.cookie ?? '' },
    });
    expect(forged.statusCode).toBe(403);
    // Other calls keep their encodings: multipart is for the upload alone.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api${api.categorySave.path}`,
      payload: multipartBody([{ name: 'name', data: 'x' }]).payload,
      headers: {
        'content-type': multipartBody([]).contentType,
        cookie: admin.cookie ?? '',
        [SITE_TOKEN_HEADER]: admin.siteToken ?? '',
      },
    });
    expectFail(elsewhere, '4015', 415);
  });

  it("answers another tenant's key, an unknown key and a path-like key as not found", async () => {
    const { key } = expectOk(await upload(admin, 'brand', { data: PNG }), 'fileUpload');
    const other = await signedIn(t.app, STRICT, 'admin', 'Admin@2026');
    expectFail(await read(other, key), '4004', 404);
    expectFail(await read(admin, `${key}.missing`), '4004', 404);
    expectFail(await read(admin, '../../etc/passwd'), '4004', 404);
    expectFail(await read(admin, 'a b'), '4000', 400);
    // The logo key of a brand must be a file of the tenant.
    expectOk(
      await admin.call('brandSave', { body: { brandName: `Logo ${kind}`, logoKey: key } }),
      'brandSave',
    );
    expectFail(
      await other.call('brandSave', { body: { brandName: `Logo ${kind}`, logoKey: key } }),
      '4220',
      422,
    );
  });
});

describe("the tenant's picture quota (FILES_QUOTA_MB)", () => {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'rcadmin-quota-'));
  const t = useTestApp('pglite', { filesDir, filesQuotaBytes: 2 * 1024 * 1024 });
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

  it('[SEC-10] refuses an upload past the quota with 4013, and counts each tenant apart', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    admin.language = 'en';
    const picture = Buffer.concat([PNG, Buffer.alloc(900 * 1024)]);
    const send = (agent: Agent) => {
      const body = multipartBody([{ name: 'file', filename: 'a.png', data: picture }]);
      return t.app.inject({
        method: 'POST',
        url: `/api${api.fileUpload.path}?purpose=sku`,
        payload: body.payload,
        headers: {
          'content-type': body.contentType,
          cookie: `${agent.cookie}; language=en`,
          [SITE_TOKEN_HEADER]: agent.siteToken ?? '',
        },
      });
    };
    // The seed's pictures count too: fill up to the quota, then one more is refused.
    let refused: ReturnType<typeof expectFail> | undefined;
    for (let n = 0; n < 4 && !refused; n += 1) {
      const answer = await send(admin);
      if (answer.statusCode !== 200) refused = expectFail(answer, '4013', 413);
    }
    expect(refused?.msg).toBe("The company's pictures have used all of their 2 MB: ask your administrator.");
    const other = await signedIn(t.app, STRICT, 'admin', 'Admin@2026');
    expectOk(await send(other), 'fileUpload');
  });
});
