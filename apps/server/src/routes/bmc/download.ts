import { ok, type ClientDownload } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call';
import type { ClientDownloadRow } from '../../repositories/content';
import { formatDateTime } from '../../domain/dates';

const toClientDownload = (row: ClientDownloadRow): ClientDownload => ({
  id: String(row.id),
  name: row.name,
  platform: row.platform,
  version: row.version,
  url: row.url,
  fileSize: row.fileSize,
  publishDate: formatDateTime(row.publishDate),
  description: row.description,
});

/** /bmc/download/*.do: the clients of the download centre (CONTENT-06). */
export default async function downloadRoutes(app: FastifyInstance) {
  defineCall(app, 'clientDownloadList', async () => {
    const rows = await app.repos.content.clientDownloads();
    return ok(rows.map(toClientDownload));
  });
}
