import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../config';
import { isFileKey } from '../domain/file-keys';

/**
 * Where uploaded files live, by key: a folder (one server, or several sharing a mounted folder) or
 * an S3-compatible bucket (several servers). Keys are made by the server (`newFileKey`), never
 * taken from a caller without a check of the stored_files row.
 */
export interface FileStorage {
  readonly kind: 'folder' | 's3';
  /**
   * Stores a file: its bytes whole, or in the chunks they were made in (an export's file of
   * megabytes is never joined into one buffer first: copying it holds the event loop).
   */
  put(key: string, body: FileBody, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes the file; nothing happens when there is none. */
  delete(key: string): Promise<void>;
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
    async get(key) {
      const target = pathOf(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return undefined;
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined;
        throw error;
      }
      return createReadStream(target);
    },
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
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }),
        );
        const body = answer.Body;
        if (!body) return undefined;
        return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: checkedKey(key) }));
    },
  };
}

/** The store the configuration names: S3 when configured, else the files folder. */
export const storageFor = (config: Pick<Config, 's3' | 'filesDir'>): FileStorage =>
  config.s3 ? s3Storage(config.s3) : folderStorage(config.filesDir);
