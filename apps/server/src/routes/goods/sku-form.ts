import { Code, ok, type SkuDraft, skuDraftDefaults, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { noteChanges } from '../../http/call-audit';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { outOfScope, scopeOf } from '../../http/store-scope';
import { changesOf } from '../../domain/change-list';
import { SKU_CHANGE_FIELDS } from '../../domain/change-fields';
import { barCodeCheckProblems, checkDraft, fieldErrors, onSaleProblems } from '../../domain/goods-rules';
import { sanitizeRichText } from '../../domain/goods-sanitiser';

/** The goods form: a fresh draft, a saved SKU as a draft, saving it, and its barcode helpers. */
export default async function goodsFormRoutes(app: FastifyInstance) {
  defineCall(app, 'goodsInitSku', async (request) => {
    const { tenant } = sessionOf(request);
    const draft = skuDraftDefaults(request.query.comb ?? '0');
    // The default unit (spec §9) when the tenant offers it, else the first one it does.
    const { units } = await app.repos.goodsSettings.offered(tenant.id);
    if (!units.includes(draft.meaUnit) && units[0] !== undefined) draft.meaUnit = units[0];
    return ok(draft);
  });

  defineCall(app, 'goodsGetSku', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.query.skuId);
    const draft = id === undefined ? undefined : await app.repos.goods.draft(tenant.id, id, scopeOf(request));
    if (!draft) return refusal(request, Code.notFound, 'skuNotFound');
    return ok(draft);
  });

  defineCall(app, 'goodsSaveSku', async (request) => {
    const { tenant, user } = sessionOf(request);
    const { barCodeCheckOverride = false, ...body } = request.body;
    const draft: SkuDraft = {
      ...body,
      content: sanitizeRichText(request.body.content),
      htmlSX: sanitizeRichText(request.body.htmlSX),
      // Names come from the records the ids name, never from the caller.
      subSkus: request.body.comb === '1' ? request.body.subSkus : [],
    };
    const t = request.t.bind(request);
    const problems = [
      ...checkDraft(draft, await app.repos.goodsSettings.offered(tenant.id)),
      ...onSaleProblems(draft),
      ...barCodeCheckProblems(draft.barCode, barCodeCheckOverride),
    ];
    if (problems.length > 0) {
      return refusal(request, Code.invalidValues, 'skuInvalidValues', undefined, {
        fieldErrors: fieldErrors(problems, t),
      });
    }
    // What the SKU was, as its form showed it: the operation log keeps what the save changed.
    const id = rowId(draft.skuId);
    const before =
      id === undefined ? undefined : await app.repos.goods.draft(tenant.id, id, scopeOf(request));
    const outcome = await app.repos.goodsWrite.save(
      tenant.id,
      user.id,
      draft,
      app.config.now(),
      scopeOf(request),
    );
    switch (outcome.kind) {
      case 'saved': {
        const after = await app.repos.goods.draft(tenant.id, outcome.skuId, scopeOf(request));
        if (after) noteChanges(request, changesOf(before, after, SKU_CHANGE_FIELDS));
        return ok({ skuId: String(outcome.skuId), version: outcome.version });
      }
      case 'notFound':
        return refusal(request, Code.notFound, 'skuNotFound');
      case 'stale':
        return refusal(request, Code.staleVersion, 'skuStaleVersion', { sku: outcome.skuName });
      case 'duplicate': {
        const params = { barCode: outcome.barCode, sku: outcome.skuName };
        return refusal(request, Code.duplicate, 'barCodeUsed', params, {
          fieldErrors: [{ field: outcome.field, msg: t('barCodeUsed', params) }],
        });
      }
      case 'problems':
        return refusal(request, Code.invalidValues, 'skuInvalidValues', undefined, {
          fieldErrors: fieldErrors(outcome.problems, t),
        });
      case 'outOfScope':
        return outOfScope(request, outcome.store, outcome.field);
    }
  });

  defineCall(app, 'goodsQuerySkuByBarCode', async (request) => {
    const { tenant } = sessionOf(request);
    const { barCode, skuId } = request.query;
    const except = skuId ? rowId(skuId) : undefined;
    const [user, library] = await Promise.all([
      app.repos.goods.barCodeUser(tenant.id, [barCode], except),
      app.repos.goods.libraryItem(barCode),
    ]);
    return ok({ usedBy: user ? { skuId: user.skuId, skuName: user.skuName } : null, library });
  });

  // Shapes the library's entry as draft fields; the form fills them in, nothing is written.
  defineCall(app, 'goodsSyncCommodityLib', async (request) => {
    const { tenant } = sessionOf(request);
    const { barCode, skuId } = request.query;
    if (skuId) {
      const id = rowId(skuId);
      const own = id === undefined ? undefined : await app.repos.goods.packRates(tenant.id, id);
      if (!own) return refusal(request, Code.notFound, 'skuNotFound');
    }
    const item = await app.repos.goods.libraryItem(barCode);
    if (!item) return refusal(request, Code.notFound, 'libraryNotFound', { barCode });
    const { brand, category } = await app.repos.goods.namedBrandAndCategory(
      tenant.id,
      item.brandName,
      item.categoryName,
    );
    return ok({
      barCode: item.barCode,
      skuName: item.skuName,
      specModel: item.specModel,
      meaUnit: item.meaUnit,
      origin: item.origin,
      skuReferPrice: item.skuReferPrice,
      selfLife: item.selfLife,
      brandId: brand ? String(brand.id) : '',
      brandName: brand?.name ?? item.brandName,
      categoryId: category ? String(category.id) : '',
      categoryName: category?.name ?? item.categoryName,
    });
  });
}
