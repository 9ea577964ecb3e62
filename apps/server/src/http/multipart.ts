import multipart, { type FastifyMultipartOptions } from '@fastify/multipart';
import { Code, type Fail } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/messages';
import { megabytes } from '../infra/storage';
import { refusal } from './define-call';

/**
 * multipart/form-data for one upload call, in the calling plugin's scope only (no other route's
 * body parsing changes): the parser with these limits, and the call marked so that the security
 * hook accepts a multipart body for it.
 */
export async function acceptMultipart(
  app: FastifyInstance,
  path: string,
  limits: NonNullable<FastifyMultipartOptions['limits']>,
): Promise<void> {
  await app.register(multipart, { limits });
  app.addHook('onRoute', (route) => {
    const call = route.config?.call;
    if (call && route.url.endsWith(path))
      route.config = { ...route.config, call: { ...call, multipart: true } };
  });
}

/** An uploaded file: its name (at most 200 characters), its bytes, and the form's other fields. */
export interface Upload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string | undefined>;
}

/**
 * The one file (field `file`) of a multipart call of at most `maxBytes`, with the form's fields
 * sent before it; or the refusal to answer with: not multipart, no file (`missing`), too large
 * (`tooLarge`, with the limit as `max`), a malformed body. `accept` may refuse the upload on its
 * fields before its bytes are read, or set its own limit (at most `maxBytes`).
 */
export async function readUpload(
  request: FastifyRequest,
  {
    maxBytes,
    missing,
    tooLarge,
    accept,
  }: {
    maxBytes: number;
    missing: MessageKey;
    tooLarge: MessageKey;
    accept?: (fields: Upload['fields']) => number | Fail;
  },
): Promise<Upload | Fail> {
  if (!request.isMultipart()) return refusal(request, Code.unsupportedMediaType, 'fileMultipartRequired');
  let limit = maxBytes;
  const tooLargeRefusal = () => refusal(request, Code.payloadTooLarge, tooLarge, { max: megabytes(limit) });
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part || part.fieldname !== 'file') return refusal(request, Code.invalidValues, missing);
    const fields: Upload['fields'] = {};
    for (const [name, value] of Object.entries(part.fields)) {
      if (value && !Array.isArray(value) && value.type === 'field') fields[name] = String(value.value);
    }
    const accepted = accept?.(fields) ?? maxBytes;
    if (typeof accepted !== 'number') {
      part.file.resume();
      return accepted;
    }
    limit = accepted;
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > limit) return tooLargeRefusal();
    return { fileName: part.filename.slice(0, 200), bytes, fields };
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLargeRefusal();
    if (code?.startsWith('FST_'))
      return refusal(request, Code.invalidRequest, 'invalidRequest', { detail: code });
    throw error;
  }
}
