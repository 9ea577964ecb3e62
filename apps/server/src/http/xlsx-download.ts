import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/messages';
import { XLSX_TYPE } from '../services/xlsx-stream';

/**
 * Answers an .xlsx download that `write` streams: named `<file>-<stamp>.xlsx`, with the name in
 * the caller's language (`localName`) in filename*. A writer that fails ends the download broken
 * (the browser reports it) and is logged; it never leaves a half answer looking whole.
 */
export function sendXlsx(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  names: { file: string; localName: MessageKey },
  write: (stream: PassThrough) => Promise<void>,
) {
  const stamp = app.config.now().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const name = `${request.t(names.localName)}-${stamp}.xlsx`;
  const stream = new PassThrough();
  write(stream).catch((error: unknown) => {
    request.log.error({ err: error }, `${names.file} failed`);
    stream.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${names.file}-${stamp}.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'no-store')
    .send(stream);
}
