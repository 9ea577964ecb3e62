import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { and, eq } from 'drizzle-orm';
import type { Config, S3Config } from '../config';
import type { Db } from '../db/database';
import { fileBlobs, fileChunks } from '../db/schema';
import { isFileKey } from '../domain/file-keys';

/**
 * Where uploaded files live, by key: a folder (one server, or several sharing a mounted folder),
 * an S3-compatible bucket, or the PostgreSQL database itself (several servers, no other part).
 * Keys are made by the server (`newFileKey`), never taken from a caller without a check of the
 * stored_files row.
 */
export interface FileStorage {
  readonly kind: FileStoreKind;
  /**
   * Stores a file: its bytes whole, or in the chunks they were made in (an export's file of
   * megabytes is never joined into one buffer first: copying it holds the event loop).
   */
  put(key: string, body: FileBody, contentType: string): Promise<void>;
  /**
   * The file's bytes as a stream (only those of `range`, when given: it must lie within the file,
   * see `size`), or undefined when nothing is stored under the key.
   */
  get(key: string, range?: ByteRange): Promise<Readable | undefined>;
  /** The file's length in bytes, or undefined when nothing is stored under the key. */
  size(key: string): Promise<number | undefined>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
  /** Lets go of what the store holds open (the S3 client's connections). */
  close?(): void;
}

export type FileStoreKind = 'folder' | 's3' | 'postgres';

/** Bytes `start` to `end` of a file, both included (as in HTTP's Range and Content-Range). */
export interface ByteRange {
  start: number;
  end: number;
}

export type FileBody = Buffer | readonly Buffer[];

const sizeOf = (body: FileBody) =>
  Buffer.isBuffer(body) ? body.length : body.reduce((sum, chunk) => sum + chunk.length, 0);

/** A size limit as the messages state it ('20 MB'). */
export const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** A fresh key: `{tenantId}/{purpose}/{yyyymm}/{uuid}.{ext}`. */
export function newFileKey(tenantId: number, purpose: string, ext: string, now: Date): string {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${tenantId}/${purpose}/${month}/${randomUUID()}.${ext}`;
}

function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`not a file key: ${JSON.stringify(key)}`);
  return key;
}

/** A file's length, or undefined when there is no file at `target`. */
async function sizeOfFile(target: string): Promise<number | undefined> {
  try {
    const info = await stat(target);
    return info.isFile() ? info.size : undefined;
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Files in a folder: written to a temporary name, then renamed, so a reader never sees half a file. */
export function folderStorage(root: string): FileStorage {
  const pathOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  return {
    kind: 'folder',
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async get(key, range) {
      const target = pathOf(key);
      if ((await sizeOfFile(target)) === undefined) return undefined;
      return createReadStream(target, range ? { start: range.start, end: range.end } : {});
    },
    size: (key) => sizeOfFile(pathOf(key)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, ...). */
export function s3Storage(config: S3Config): FileStorage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: by default the SDK sends a streamed body as
    // aws-chunked with a trailing checksum, which S3-compatible stores do not all read.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: checkedKey(key),
          // Chunks go as a stream, which S3 takes only with its length.
          Body: Buffer.isBuffer(body) ? body : Readable.from(body),
          ContentLength: sizeOf(body),
          ContentType: contentType,
        }),
      );
    },
    async get(key, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: config.bucket,
            Key: checkedKey(key),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const body = answer.Body;
        if (!body) return undefined;
        return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async size(key) {
      try {
        const answer = await client.send(
          new HeadObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }),
        );
        return answer.ContentLength;
      } catch (error) {
        // A HEAD answer has no body, so no S3 error code: a missing object is a plain 404.
        const name = (error as { name?: string }).name;
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (name === 'NotFound' || name === 'NoSuchKey' || status === 404) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
    },
    close: () => client.destroy(),
  };
}

/**
 * The bytes of a file kept in PostgreSQL: a chunk of this size (the last one shorter) is one row
 * of file_chunks. A read holds one chunk at a time; a put, the chunk being filled.
 */
export const PG_CHUNK_BYTES = 512 * 1024;

/** The parts of `body`, in order, cut into pieces of `size` bytes (the last one shorter); views, not copies, where it can. */
function* rechunked(body: FileBody, size: number): Generator<Buffer> {
  const parts = Buffer.isBuffer(body) ? [body] : body;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for (const part of parts) {
    let rest = part;
    while (rest.length > 0) {
      const take = Math.min(size - pendingBytes, rest.length);
      pending.push(rest.subarray(0, take));
      pendingBytes += take;
      rest = rest.subarray(take);
      if (pendingBytes === size) {
        yield pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
        pending = [];
        pendingBytes = 0;
      }
    }
  }
  if (pendingBytes > 0) yield pending.length === 1 ? (pending[0] as Buffer) : Buffer.concat(pending);
}

/**
 * Files in the PostgreSQL database (file_blobs, file_chunks), which every server of it reads. A
 * put writes the header and every chunk in one transaction, so a reader finds the whole file or
 * none; a get streams it out a chunk at a time. `fallback` is asked for a file not found here (a
 * folder's files from before the database kept them).
 */
export function pgStorage(
  db: Db,
  { chunkBytes = PG_CHUNK_BYTES, fallback }: { chunkBytes?: number; fallback?: FileStorage } = {},
): FileStorage {
  const headerOf = async (key: string) => {
    const [header] = await db
      .select({ size: fileBlobs.size, chunkBytes: fileBlobs.chunkBytes })
      .from(fileBlobs)
      .where(eq(fileBlobs.key, checkedKey(key)));
    return header;
  };
  return {
    kind: 'postgres',
    async put(key, body, contentType) {
      checkedKey(key);
      await db.transaction(async (tx) => {
        // A key is never reused; should it be, the new bytes replace the old ones whole.
        await tx.delete(fileBlobs).where(eq(fileBlobs.key, key));
        await tx.insert(fileBlobs).values({ key, size: sizeOf(body), contentType, chunkBytes });
        let seq = 0;
        for (const bytes of rechunked(body, chunkBytes)) {
          await tx.insert(fileChunks).values({ key, seq, bytes });
          seq += 1;
        }
      });
    },
    async get(key, range) {
      const header = await headerOf(key);
      if (!header) return fallback?.get(key, range);
      const start = range?.start ?? 0;
      const end = range?.end ?? header.size - 1;
      const first = Math.floor(start / header.chunkBytes);
      const last = Math.floor(end / header.chunkBytes);
      const step = header.chunkBytes;
      async function* chunks(): AsyncGenerator<Buffer> {
        for (let seq = first; seq <= last && end >= start; seq += 1) {
          const [chunk] = await db
            .select({ bytes: fileChunks.bytes })
            .from(fileChunks)
            .where(and(eq(fileChunks.key, key), eq(fileChunks.seq, seq)));
          // Removed while it was read: the reader gets an error, never a short file.
          if (!chunk) throw new Error(`file ${key} was removed while it was read`);
          const offset = seq * step;
          const from = seq === first ? start - offset : 0;
          const to = seq === last ? end - offset + 1 : chunk.bytes.length;
          yield chunk.bytes.subarray(from, to);
        }
      }
      return Readable.from(chunks(), { objectMode: false, highWaterMark: 1 });
    },
    async size(key) {
      const header = await headerOf(key);
      return header ? header.size : fallback?.size(key);
    },
    async delete(key) {
      // The chunks go with their header (on delete cascade).
      await db.delete(fileBlobs).where(eq(fileBlobs.key, checkedKey(key)));
      await fallback?.delete(key);
    },
  };
}

/**
 * The store the configuration names (config.filesStore): S3, the PostgreSQL database (with the
 * files folder as a fallback for files kept there before), or the files folder.
 */
export function storageFor(
  config: Pick<Config, 's3' | 'filesDir' | 'filesStore'>,
  database?: { db: Db },
): FileStorage {
  switch (config.filesStore) {
    case 's3':
      if (!config.s3) throw new Error('the S3 file store needs its settings (S3_ENDPOINT, ...)');
      return s3Storage(config.s3);
    case 'postgres':
      if (!database) throw new Error('the PostgreSQL file store needs the database');
      return pgStorage(database.db, { fallback: folderStorage(config.filesDir) });
    default:
      return folderStorage(config.filesDir);
  }
}
