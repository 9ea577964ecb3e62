import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, s3From } from '../../src/config';
import { folderStorage, newFileKey, s3Storage, storageFor, type FileStorage } from '../../src/infra/storage';

async function bytesOf(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const body = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A stand-in for an S3-compatible server (path-style PUT/GET/DELETE of objects), so the S3 store
 * is tested over HTTP through the real AWS SDK. It checks that requests are signed, not the signature.
 */
function fakeS3() {
  const objects = new Map<string, { data: Buffer; type: string }>();
  const server: Server = createServer((request, response) => {
    void (async () => {
      const key = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      if (!String(request.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256')) {
        response.writeHead(403).end();
        return;
      }
      if (request.method === 'PUT') {
        const data = await body(request);
        objects.set(key, { data, type: String(request.headers['content-type'] ?? '') });
        response.writeHead(200, { etag: '"x"' }).end();
      } else if (request.method === 'GET' || request.method === 'HEAD') {
        const object = objects.get(key);
        if (!object) {
          // A HEAD answer has no body: its 404 says it all.
          if (request.method === 'HEAD') response.writeHead(404).end();
          else
            response
              .writeHead(404, { 'content-type': 'application/xml' })
              .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
          return;
        }
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
        if (range) {
          const [start, end] = [Number(range[1]), Math.min(Number(range[2]), object.data.length - 1)];
          response
            .writeHead(206, {
              'content-type': object.type,
              'content-length': end - start + 1,
              'content-range': `bytes ${start}-${end}/${object.data.length}`,
            })
            .end(object.data.subarray(start, end + 1));
          return;
        }
        response.writeHead(200, { 'content-type': object.type, 'content-length': object.data.length });
        response.end(request.method === 'HEAD' ? undefined : object.data);
      } else if (request.method === 'DELETE') {
        objects.delete(key);
        response.writeHead(204).end();
      } else response.writeHead(405).end();
    })();
  });
  return { server, objects };
}

async function exercise(storage: FileStorage) {
  const key = newFileKey(7, 'sku', 'png', new Date('2026-03-04T00:00:00Z'));
  expect(key).toMatch(/^7\/sku\/202603\/[0-9a-f-]{36}\.png$/);
  const data = Buffer.from('picture bytes');
  await storage.put(key, data, 'image/png');
  expect((await bytesOf(await storage.get(key)))?.toString()).toBe('picture bytes');
  expect(await storage.get(`${key}.other`)).toBeUndefined();
  // A file made in chunks (an export) is stored as one file, byte for byte: on S3 as a plain
  // streamed body (UNSIGNED-PAYLOAD with its length), not aws-chunked, which not every
  // S3-compatible store reads.
  const chunks = [Buffer.from('PK\u0003\u0004'), Buffer.alloc(70_000, 7), Buffer.from('end')];
  const made = newFileKey(7, 'export', 'xlsx', new Date());
  await storage.put(made, chunks, 'application/octet-stream');
  expect((await bytesOf(await storage.get(made)))?.equals(Buffer.concat(chunks))).toBe(true);
  // Its length, and any range of it (a download resumed).
  expect(await storage.size(made)).toBe(70_007);
  expect(await storage.size(`${made}.other`)).toBeUndefined();
  const whole = Buffer.concat(chunks);
  for (const [start, end] of [
    [0, 3],
    [2, 69_999],
    [70_004, 70_006],
  ] as const) {
    const part = await bytesOf(await storage.get(made, { start, end }));
    expect(part?.equals(whole.subarray(start, end + 1))).toBe(true);
  }
  await storage.delete(made);
  await storage.delete(key);
  expect(await storage.get(key)).toBeUndefined();
  // Deleting nothing is fine.
  await storage.delete(key);
  // Keys that could leave the store are refused before any I/O.
  await expect(storage.put('../x.png', data, 'image/png')).rejects.toThrow(/not a file key/);
  await expect(storage.get('/etc/passwd')).rejects.toThrow(/not a file key/);
}

describe('file storage', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rcadmin-storage-'));
  const s3 = fakeS3();
  let endpoint = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => s3.server.close(resolve));
  });

  it('keeps files in a folder: put, get as a stream, delete', async () => {
    await exercise(folderStorage(dir));
  });

  it('keeps files in an S3-compatible bucket, so several servers share them', async () => {
    const config = {
      endpoint,
      bucket: 'rcadmin-files',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
      forcePathStyle: true,
    };
    const one = s3Storage(config);
    const two = s3Storage(config);
    const key = newFileKey(1, 'brand', 'gif', new Date());
    await one.put(key, Buffer.from('GIF89a'), 'image/gif');
    expect(s3.objects.get(`/rcadmin-files/${key}`)?.type).toBe('image/gif');
    // Written by one server, read by another.
    expect((await bytesOf(await two.get(key)))?.toString()).toBe('GIF89a');
    await exercise(one);
  });

  it('is S3 when all four S3 settings are given, the folder otherwise; half a setup is refused', () => {
    expect(storageFor({ s3: undefined, filesDir: dir, filesStore: 'folder' }).kind).toBe('folder');
    const env = {
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY: 'k',
      S3_SECRET_KEY: 's',
    };
    const parsed = s3From(env);
    expect(parsed).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'files',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(storageFor({ s3: parsed, filesDir: dir, filesStore: 's3' }).kind).toBe('s3');
    expect(s3From({})).toBeUndefined();
    expect(() => s3From({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /missing S3_BUCKET, S3_ACCESS_KEY, S3_SECRET_KEY/,
    );
    expect(() => s3From({ ...env, S3_ENDPOINT: 'minio:9000' })).toThrow(
      /S3_ENDPOINT must be an http\(s\) address/,
    );
    expect(() => s3From({ ...env, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET must be a bucket name/);
    expect(() => s3From({ ...env, S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(loadConfig({ DATA_DIR: '/srv/rc' }).filesDir).toBe(path.join('/srv/rc', 'files'));
    expect(loadConfig({ FILES_DIR: '/srv/files' }).filesDir).toBe('/srv/files');
  });
});
