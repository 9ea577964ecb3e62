import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { XLSX_TYPE } from '../services/xlsx-stream';
import { partsStream, sizeOfParts } from '../services/export-jobs-file';
import { requestedRange } from './stored-file';
import type { Job } from '../repositories/jobs';

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

/**
 * Sends a done export job's file, kept in parts (services/export-jobs.ts): whole (200), or the
 * one range the request asks for (206 with Content-Range: a broken download resumes), or 416 with
 * the file's size when the range starts past its end. True once sent; false, with nothing sent, when the job
 * kept no parts (an export kept whole before exports were jobs).
 */
export async function sendExportFile(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  job: Job,
): Promise<boolean> {
  const parts = await app.repos.jobs.parts(job.id);
  if (parts.length === 0) return false;
  const size = sizeOfParts(parts);
  const file = (job.params as { file?: unknown }).file;
  xlsxAttachment(reply, {
    file: typeof file === 'string' ? file : `${job.type}-${job.id}.xlsx`,
    localName: job.fileName || `${job.type}-${job.id}.xlsx`,
  }).header('accept-ranges', 'bytes');
  const range = requestedRange(request.headers.range, size);
  if (range === 'unsatisfiable') {
    reply.code(416).header('content-range', `bytes */${size}`).send();
    return true;
  }
  const body = partsStream(app.storage, parts, range);
  if (!range) reply.header('content-length', size).send(body);
  else
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(body);
  return true;
}
