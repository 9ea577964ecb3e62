import { Code, type ExportType, type StoreExportQuery, idList } from '@rcadmin/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import type { MessageKey } from '../../../i18n/messages';
import { principalOf } from '../../../domain/authorisation';
import { sendXlsx } from '../../../http/xlsx-download';
import { writeDeliveryExport, writeStoreExport, type StoreExport } from '../../../services/store-export';

/** At most this many chosen stores per export. */
const MAX_EXPORT_IDS = 10_000;

type Writer = (run: StoreExport) => Promise<number>;

/** Stream the .xlsx a writer makes, named `<file>-<stamp>.xlsx` (the localised name in filename*). */
function sendExport(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: StoreExportQuery }>,
  reply: FastifyReply,
  file: string,
  localName: MessageKey,
  history: ExportType,
  write: Writer,
) {
  const auth = sessionOf(request);
  const { scope } = principalOf(auth);
  const { query } = request;
  const count = query.ids ? idList(query.ids).length : 0;
  if (count > MAX_EXPORT_IDS) {
    return refusal(request, Code.invalidRequest, 'deptTooManyIds', { max: MAX_EXPORT_IDS, count });
  }
  return sendXlsx(app, request, reply, { file, localName, history }, (stream) =>
    write({
      stream,
      repo: app.repos.orgStores,
      tenantId: auth.tenant.id,
      scope,
      query,
      t: request.t.bind(request),
    }),
  );
}

/**
 * batchExportDept.do and exportStoreDelivery.do: the chosen stores, or those the list's filters
 * select, among the stores in the user's scope (the list's rows, no more).
 */
export default async function storeExportRoutes(app: FastifyInstance) {
  defineCall(app, 'batchExportDept', async (request, reply) =>
    sendExport(app, request, reply, 'stores-export', 'deptExportFileName', 'storeExport', writeStoreExport),
  );

  defineCall(app, 'exportStoreDelivery', async (request, reply) =>
    sendExport(
      app,
      request,
      reply,
      'store-delivery-export',
      'deptDeliveryExportFileName',
      'storeDeliveryExport',
      writeDeliveryExport,
    ),
  );
}
