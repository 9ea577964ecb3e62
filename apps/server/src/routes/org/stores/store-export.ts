import { Code, type ExportType, type StoreExportQuery, idList, ok } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import type { MessageKey } from '../../../i18n/messages';
import { principalOf } from '../../../domain/authorisation';
import { queueExport } from '../../../services/export-jobs';

/** At most this many chosen stores per export. */
const MAX_EXPORT_IDS = 10_000;

/** Queue the export of the stores a query selects among those in the user's scope (checked now). */
async function queueStores(
  app: FastifyInstance,
  request: FastifyRequest<{ Querystring: StoreExportQuery }>,
  file: string,
  localName: MessageKey,
  history: ExportType,
  stores: 'stores' | 'delivery',
) {
  const auth = sessionOf(request);
  const { scope } = principalOf(auth);
  const { query } = request;
  const count = query.ids ? idList(query.ids).length : 0;
  if (count > MAX_EXPORT_IDS) {
    return refusal(request, Code.invalidRequest, 'deptTooManyIds', { max: MAX_EXPORT_IDS, count });
  }
  return ok(await queueExport(app, request, { localName, history }, { file, stores, query, scope }));
}

/**
 * batchExportDept.do and exportStoreDelivery.do: the chosen stores, or those the list's filters
 * select, among the stores in the user's scope (the list's rows, no more), queued as export jobs.
 */
export default async function storeExportRoutes(app: FastifyInstance) {
  defineCall(app, 'batchExportDept', async (request) =>
    queueStores(app, request, 'stores-export', 'deptExportFileName', 'storeExport', 'stores'),
  );

  defineCall(app, 'exportStoreDelivery', async (request) =>
    queueStores(
      app,
      request,
      'store-delivery-export',
      'deptDeliveryExportFileName',
      'storeDeliveryExport',
      'delivery',
    ),
  );
}
