import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { fileBlobs, fileChunks } from '../../src/db/schema';
import { folderStorage, newFileKey, pgStorage, PG_CHUNK_BYTES, storageFor } from '../../src/infra/storage';
import { TEST_DATABASES, openTestDatabase } from '../helpers';

async function bytesOf(stream: Readable | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const chunkRows = async (database: Database, key: string) =>
  (await database.db.select({ seq: fileChunks.seq }).from(fileChunks).where(eq(fileChunks.key, key))).length;

describe.each(TEST_DATABASES)('files kept in the database on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  const dir = mkdtempSync(path.join(tmpdir(), 'rcadmin-pg-storage-'));

  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(async () => {
    await dispose();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps a file of several chunks whole, reads it back as a stream, and any range of it', async () => {
    const storage = pgStorage(database.db);
    const key = newFileKey(1, 'export', 'xlsx', new Date());
    // 2.5 chunks, handed over in parts that do not line up with the chunks.
    const whole = randomBytes(PG_CHUNK_BYTES * 2 + PG_CHUNK_BYTES / 2);
    const parts = [whole.subarray(0, 1000), whole.subarray(1000, 700_000), whole.subarray(700_000)];
    await storage.put(key, parts, 'application/octet-stream');
    expect(await chunkRows(database, key)).toBe(3);
    expect(await storage.size(key)).toBe(whole.length);
    const stream = await storage.get(key);
    // Streamed out a chunk at a time, never the whole file in one piece.
    const pieces: Buffer[] = [];
    for await (const piece of stream as Readable) pieces.push(piece as Buffer);
    expect(Math.max(...pieces.map((piece) => piece.length))).toBeLessThanOrEqual(PG_CHUNK_BYTES);
    expect(Buffer.concat(pieces).equals(whole)).toBe(true);

    for (const [start, end] of [
      [0, 0],
      [10, PG_CHUNK_BYTES - 1],
      // Across both chunk boundaries.
      [PG_CHUNK_BYTES - 5, PG_CHUNK_BYTES * 2 + 5],
      [PG_CHUNK_BYTES * 2, whole.length - 1],
      [whole.length - 1, whole.length - 1],
    ] as const) {
      const part = await bytesOf(await storage.get(key, { start, end }));
      expect(part?.equals(whole.subarray(start, end + 1)), `${start}-${end}`).toBe(true);
    }
    // A small file, and an empty one.
    const small = newFileKey(1, 'sku', 'png', new Date());
    await storage.put(small, Buffer.from('picture'), 'image/png');
    expect((await bytesOf(await storage.get(small)))?.toString()).toBe('picture');
    const empty = newFileKey(1, 'sku', 'png', new Date());
    await storage.put(empty, Buffer.alloc(0), 'image/png');
    expect(await storage.size(empty)).toBe(0);
    expect((await bytesOf(await storage.get(empty)))?.length).toBe(0);
  });

  it('answers no file for a missing key, deletes a file with its chunks, and refuses keys that are not file keys', async () => {
    const storage = pgStorage(database.db, { chunkBytes: 4 });
    const key = newFileKey(2, 'brand', 'gif', new Date());
    expect(await storage.get(key)).toBeUndefined();
    expect(await storage.size(key)).toBeUndefined();
    await storage.put(key, Buffer.from('GIF89a-logo'), 'image/gif');
    expect(await chunkRows(database, key)).toBe(3);
    // Written through one server's store, read through another's.
    expect((await bytesOf(await pgStorage(database.db).get(key)))?.toString()).toBe('GIF89a-logo');
    await storage.delete(key);
    expect(await storage.get(key)).toBeUndefined();
    expect(await chunkRows(database, key)).toBe(0);
    await storage.delete(key);
    await expect(storage.put('../x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/not a file key/);
    await expect(storage.get('/etc/passwd')).rejects.toThrow(/not a file key/);
  });

  it('never shows half a file: a put that fails part way leaves nothing, and readers see all or none', async () => {
    const storage = pgStorage(database.db, { chunkBytes: 1024 });
    const broken = newFileKey(3, 'export', 'xlsx', new Date());
    // The third part cannot be had (a writer that fails mid-file): its length is known, its bytes fail.
    const parts = [Buffer.alloc(1024, 1), Buffer.alloc(1024, 2), Buffer.alloc(1024, 3)];
    const failing = Object.assign(parts, {
      *[Symbol.iterator]() {
        yield parts[0] as Buffer;
        yield parts[1] as Buffer;
        throw new Error('the export failed');
      },
    });
    await expect(storage.put(broken, failing, 'application/octet-stream')).rejects.toThrow(/export failed/);
    expect(await storage.get(broken)).toBeUndefined();
    expect(await chunkRows(database, broken)).toBe(0);
    expect(await database.db.select().from(fileBlobs).where(eq(fileBlobs.key, broken))).toEqual([]);

    // A reader while a file is written finds no file, or the whole of it.
    const key = newFileKey(3, 'export', 'xlsx', new Date());
    const whole = randomBytes(40 * 1024);
    const written = storage.put(key, whole, 'application/octet-stream');
    let done = false;
    void written.finally(() => {
      done = true;
    });
    const seen: (number | undefined)[] = [];
    while (!done) {
      const read = await bytesOf(await storage.get(key));
      seen.push(read?.length);
      if (read) expect(read.equals(whole)).toBe(true);
    }
    await written;
    expect(seen.every((length) => length === undefined || length === whole.length)).toBe(true);
    expect((await bytesOf(await storage.get(key)))?.equals(whole)).toBe(true);
  });

  it('still finds a file kept in the files folder before the database kept them', async () => {
    const folder = folderStorage(dir);
    const key = newFileKey(4, 'sku', 'png', new Date());
    await folder.put(key, Buffer.from('old picture'), 'image/png');
    const storage = storageFor({ filesStore: 'postgres', filesDir: dir, s3: undefined }, database);
    expect(storage.kind).toBe('postgres');
    expect(await storage.size(key)).toBe(11);
    expect((await bytesOf(await storage.get(key, { start: 4, end: 10 })))?.toString()).toBe('picture');
    // New files go to the database, not the folder.
    const fresh = newFileKey(4, 'sku', 'png', new Date());
    await storage.put(fresh, Buffer.from('new picture'), 'image/png');
    expect(await folder.get(fresh)).toBeUndefined();
    // Deleting removes it wherever it is.
    await storage.delete(key);
    expect(await folder.get(key)).toBeUndefined();
    expect(await storage.get(key)).toBeUndefined();
  });
});
