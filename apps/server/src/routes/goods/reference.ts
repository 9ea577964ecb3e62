import { ok, type CommodityBase } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../../http/define-call';
import { areasUnder } from '../../domain/goods-areas';
import { builtInPrefixRules, prefixTypeOptions, unitOption } from '../../domain/goods-code-lists';
import { COMMODITY_BASE, CONF_SETTING, SYS_PARAMS } from '../../domain/goods-rules';

/** The reference data of the goods form: code lists, tax rates, settings, areas and suppliers. */
export default async function goodsReferenceRoutes(app: FastifyInstance) {
  // Units, tax rates and barcode prefixes are the tenant's (goods settings); the rest are fixed.
  defineCall(app, 'goodsGetCommodityBase', async (request) => {
    const { tenant } = sessionOf(request);
    const t = request.t.bind(request);
    const base = Object.fromEntries(
      Object.entries(COMMODITY_BASE).map(([list, entries]) => [
        list,
        entries.map(([code, key]) => ({ code, label: t(key) })),
      ]),
    ) as CommodityBase;
    const { units } = await app.repos.goodsSettings.offered(tenant.id);
    const rules = (await app.repos.goodsSettings.prefixRules(tenant.id)) ?? builtInPrefixRules(t);
    return ok({
      ...base,
      units: units.map((name) => unitOption(name, t)),
      barPrefixTypes: prefixTypeOptions(rules, t),
    });
  });

  defineCall(app, 'goodsGetSysParams', async (request) => {
    const { tenant } = sessionOf(request);
    const { taxRates } = await app.repos.goodsSettings.offered(tenant.id);
    return ok({ ...SYS_PARAMS, taxRates: [...taxRates] });
  });

  defineCall(app, 'goodsGetConfSetting', async () => ok(CONF_SETTING));

  defineCall(app, 'goodsQueryAreaInfo', async (request) => ok(areasUnder(request.query.parentCode)));

  defineCall(app, 'goodsQuerySupplierList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await app.repos.goods.suppliers(tenant.id));
  });
}
