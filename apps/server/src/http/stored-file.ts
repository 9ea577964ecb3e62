import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ByteRange, FileStorage } from '../infra/storage';

/**
 * The bytes a `Range` header asks for of a file of `size` bytes: one range (`bytes=a-b`, `bytes=a-`,
 * `bytes=-n`), clamped to the file; 'unsatisfiable' when it starts past the end (or asks for the
 * last 0 bytes); undefined for the whole file (no header, another unit, several ranges or a
 * malformed one, which HTTP says to ignore).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Sends the stored file `key` with the headers `describe` sets (its type, name, caching): whole (200), or the one
 * range the request asks for (206 with Content-Range, so a broken download resumes), or 416 with
 * the file's size when that range is past its end. True once sent; false, with nothing sent or set, when the
 * store has no such file. `size` is the file's length when the caller knows it already (a
 * stored_files row).
 */
export async function sendStoredFile(
  storage: FileStorage,
  request: FastifyRequest,
  reply: FastifyReply,
  file: { key: string; size?: number; describe: (reply: FastifyReply) => unknown },
): Promise<boolean> {
  const { key, size } = file;
  const total = size ?? (await storage.size(key));
  if (total === undefined) return false;
  const range = requestedRange(request.headers.range, total);
  if (range === 'unsatisfiable') {
    if (size !== undefined && (await storage.size(key)) === undefined) return false;
    file.describe(reply);
    reply.code(416).header('accept-ranges', 'bytes').header('content-range', `bytes */${total}`).send();
    return true;
  }
  const body = await storage.get(key, range);
  if (!body) return false;
  file.describe(reply);
  reply.header('accept-ranges', 'bytes');
  if (!range) reply.header('content-length', total).send(body);
  else
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${total}`)
      .header('content-length', range.end - range.start + 1)
      .send(body);
  return true;
}
