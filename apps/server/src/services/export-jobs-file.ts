import { Readable } from 'node:stream';
import type { ByteRange, FileStorage } from '../infra/storage';
import type { FilePart } from '../repositories/jobs';

/** The length of a file kept in parts. */
export const sizeOfParts = (parts: readonly FilePart[]) => parts.reduce((sum, part) => sum + part.bytes, 0);

/** `bytes` of `stream` after skipping `skip`: the rest is not read. */
async function* slice(stream: Readable, skip: number, bytes: number): AsyncGenerator<Buffer> {
  let skipped = 0;
  let left = bytes;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let piece = chunk;
      if (skipped < skip) {
        const drop = Math.min(skip - skipped, piece.length);
        skipped += drop;
        piece = piece.subarray(drop);
      }
      if (piece.length === 0) continue;
      if (piece.length >= left) {
        yield piece.subarray(0, left);
        return;
      }
      left -= piece.length;
      yield piece;
    }
  } finally {
    stream.destroy();
  }
  if (left > 0) throw new Error('a part of the file is shorter than it was kept as');
}

/**
 * The bytes of a file kept in parts (an export job's), whole or those of `range`, read a part at a
 * time from storage as the client takes them (one part open at a time, never the whole file).
 */
export function partsStream(storage: FileStorage, parts: readonly FilePart[], range?: ByteRange): Readable {
  const from = range?.start ?? 0;
  const to = range?.end ?? sizeOfParts(parts) - 1;
  async function* bytes(): AsyncGenerator<Buffer> {
    let offset = 0;
    for (const part of parts) {
      const first = offset;
      const last = offset + part.bytes - 1;
      offset += part.bytes;
      if (last < from || first > to) continue;
      const skip = Math.max(0, from - first);
      const length = Math.min(last, to) - Math.max(first, from) + 1;
      // Only the bytes wanted are read (the store's ranged get).
      const body = await storage.get(part.key, { start: skip, end: skip + length - 1 });
      if (!body) throw new Error(`a part of the file is missing (${part.key})`);
      yield* slice(body, 0, length);
    }
  }
  return Readable.from(bytes(), { objectMode: false });
}
