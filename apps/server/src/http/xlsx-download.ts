import { PassThrough } from 'node:stream';
import type { ExportType } from '@rcadmin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '../i18n/messages';
import { newFileKey, type FileBody } from '../infra/storage';
import { XLSX_TYPE } from '../services/xlsx-stream';

/**
 * Answers an .xlsx download that `write` streams (resolving with the rows written): named
 * `<file>-<stamp>.xlsx`, with the name in the caller's language (`localName`) in filename*. A
 * writer that fails ends the download broken (the browser reports it) and is logged; it never
 * leaves a half answer looking whole. A complete file is also kept and listed in the history of
 * imports and exports (`history`: what was exported), where its user can download it again.
 */
export function sendXlsx(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  names: { file: string; localName: MessageKey; history: ExportType },
  write: (stream: PassThrough) => Promise<number>,
) {
  // A download that background work feeds page by page: it does not count as a request that work
  // gives way to (it would wait for itself).
  app.foreground.end(request);
  const stamp = app.config.now().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  const name = `${request.t(names.localName)}-${stamp}.xlsx`;
  // The bytes pass on to the client and are kept as they go (a 'data' listener would start the
  // stream flowing before the reply takes it); the file is complete once the client has the end.
  const chunks: Buffer[] = [];
  const stream = new PassThrough({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
  });
  const taken = new Promise<boolean>((resolve) => {
    stream.once('end', () => resolve(true));
    stream.once('close', () => resolve(false));
  });
  const work = write(stream)
    .then(async (rows) => {
      if (await taken) await keepExport(app, request, names.history, name, chunks, rows);
    })
    .catch((error: unknown) => {
      request.log.error({ err: error }, `${names.file} failed`);
      stream.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  // Closing the server, and a test, wait until the export is kept.
  app.operationAudit.track(work);
  return xlsxAttachment(reply, { file: `${names.file}-${stamp}.xlsx`, localName: name }).send(stream);
}

/** The headers of an .xlsx download: its file name (safe for a header) and its name in the caller's language. */
export function xlsxAttachment(reply: FastifyReply, names: { file: string; localName: string }) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header(
      'content-disposition',
      `attachment; filename="${names.file}"; filename*=UTF-8''${encodeURIComponent(names.localName)}`,
    )
    .header('cache-control', 'no-store');
}

/** The finished export as a done job of its user, with its file (failures are logged, never the answer's). */
async function keepExport(
  app: FastifyInstance,
  request: FastifyRequest,
  type: ExportType,
  fileName: string,
  body: FileBody,
  rows: number,
): Promise<void> {
  const session = request.auth;
  if (!session) return;
  try {
    const now = app.config.now();
    const key = newFileKey(session.tenant.id, 'export', 'xlsx', now);
    await app.storage.put(key, body, XLSX_TYPE);
    await app.repos.jobs.create({
      tenantId: session.tenant.id,
      userId: session.user.id,
      userName: session.user.name,
      kind: 'export',
      type,
      status: 'done',
      lang: request.lang,
      fileName,
      resultKey: key,
      totalRows: rows,
      processedRows: rows,
      okRows: rows,
      startedAt: now,
      finishedAt: now,
    });
  } catch (error) {
    request.log.warn({ err: error }, 'the export was not kept in the history');
  }
}
