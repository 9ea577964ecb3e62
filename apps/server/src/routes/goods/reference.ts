import { ok, type CommodityBase } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../../http/define-call';
import { areasUnder } from '../../services/goods-areas';
import { COMMODITY_BASE, CONF_SETTING, SYS_PARAMS } from '../../services/goods-rules';

/** The reference data of the goods form: code lists, tax rates, settings, areas and suppliers. */
export default async function goodsReferenceRoutes(app: FastifyInstance) {
  defineCall(app, 'goodsGetCommodityBase', async (request) => {
    const base = Object.fromEntries(
      Object.entries(COMMODITY_BASE).map(([list, entries]) => [
        list,
        entries.map(([code, key]) => ({ code, label: request.t(key) })),
      ]),
    ) as CommodityBase;
    return ok(base);
  });

  defineCall(app, 'goodsGetSysParams', async () => ok(SYS_PARAMS));

  defineCall(app, 'goodsGetConfSetting', async () => ok(CONF_SETTING));

  defineCall(app, 'goodsQueryAreaInfo', async (request) => ok(areasUnder(request.query.parentCode)));

  defineCall(app, 'goodsQuerySupplierList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await app.repos.goods.suppliers(tenant.id));
  });
}
