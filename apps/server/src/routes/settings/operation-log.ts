import { Code, OPERATION_LOG_TOTAL_CAP, ok, type OperationLogQuery } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import type { OperationLogFilters } from '../../repositories/logs';
import { operationLogExport } from '../../services/operation-log-export';
import { queueExport } from '../../services/export-jobs';
import { timeZoneOf } from '../../services/time-zone';

/** A time filter as an instant: a date alone is its start (UTC). */
const instant = (value: string | undefined) => (value ? new Date(value) : undefined);

/** The filters of a query, or the refusal of a time range that ends before it starts. */
function filtersOf(request: FastifyRequest, query: Omit<OperationLogQuery, 'pageNo' | 'pageSize'>) {
  const from = instant(query.from);
  const to = instant(query.to);
  const bad = [from, to].some((value) => value !== undefined && Number.isNaN(value.getTime()));
  if (bad || (from && to && to <= from)) {
    return {
      refused: refusal(request, Code.invalidValues, 'operationLogRangeInvalid', undefined, {
        fieldErrors: [{ field: 'to', msg: request.t('operationLogRangeInvalid') }],
      }),
    };
  }
  const filters: OperationLogFilters = {
    optUserCode: query.optUserCode?.trim() || undefined,
    menuCode: query.menuCode?.trim() || undefined,
    opt: query.opt?.trim() || undefined,
    from,
    to,
    pageOpens: query.pageOpens === '1',
  };
  return { filters };
}

/** The operation log viewer (settings): a page of the tenant's records, and their export. */
export default async function operationLogRoutes(app: FastifyInstance) {
  defineCall(app, 'operationLogPageList', async (request) => {
    const { tenant } = sessionOf(request);
    const { pageNo = 1, pageSize = 20, ...rest } = request.query;
    const checked = filtersOf(request, rest);
    if (checked.refused) return checked.refused;
    // Pages stop where the count does: past it, a narrower filter finds the record sooner.
    if ((pageNo - 1) * pageSize >= OPERATION_LOG_TOTAL_CAP) {
      return refusal(request, Code.invalidValues, 'operationLogTooDeep', { max: OPERATION_LOG_TOTAL_CAP });
    }
    const page = await app.repos.logs.operationPage(tenant.id, checked.filters, pageNo, pageSize, {
      lang: request.lang,
      t: (key) => request.t(key),
    });
    return ok({ ...page, pageNo, pageSize });
  });

  // Queued as an export job: the download centre shows its progress and keeps its file.
  defineCall(app, 'operationLogExport', async (request) => {
    const { tenant } = sessionOf(request);
    const checked = filtersOf(request, request.query);
    if (checked.refused) return checked.refused;
    const zone = await timeZoneOf(app.repos, request, tenant.id);
    const { sheet, params } = operationLogExport(tenant.id, checked.filters, request.lang, zone);
    return ok(
      await queueExport(
        app,
        request,
        { localName: 'operationLogFileName', history: 'operationLogExport' },
        { file: 'operation-log', sheet, source: { name: 'operationLog', params } },
      ),
    );
  });
}
