import { Code, ok, type Brand, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { fileUrl } from '../../repositories/catalogue';
import { blank, optionalNumber, refuse } from './refuse';

/** Brands, brand categories and the store navigation tree. */
export default async function brandRoutes(app: FastifyInstance) {
  const repo = app.repos.catalogue;
  const withLogo = (brand: Brand): Brand => ({
    ...brand,
    logoUrl: fileUrl(app.config.apiBase, brand.logoKey),
  });

  defineCall(app, 'brandQueryBrandList', async (request) => {
    const { tenant } = sessionOf(request);
    const { name, brandCategoryId, status, pageNo = 1, pageSize = 20 } = request.query;
    // An id that names no possible row filters to nothing rather than to everything.
    const category = brandCategoryId ? (rowId(brandCategoryId) ?? -1) : undefined;
    const page = await repo.brandList(tenant.id, {
      name: name?.trim() || undefined,
      brandCategoryId: category,
      status: status ? Number(status) : undefined,
      pageNo,
      pageSize,
    });
    return ok({ total: page.total, list: page.list.map(withLogo) });
  });

  defineCall(app, 'brandSave', async (request) => {
    const { tenant } = sessionOf(request);
    const body = request.body;
    const id = body.brandId ? rowId(body.brandId) : undefined;
    if (body.brandId && id === undefined) return refusal(request, Code.notFound, 'brandNotFound');
    const name = body.brandName.trim();
    if (name === '') return blank(request, 'brandName');
    let brandCategoryId: number | null | undefined;
    if (body.brandCategoryId !== undefined) {
      brandCategoryId = body.brandCategoryId === '' ? null : (rowId(body.brandCategoryId) ?? -1);
    }
    const outcome = await repo.saveBrand(tenant.id, id, {
      name,
      englishName: body.englishName?.trim(),
      brandCategoryId,
      logoKey: body.logoKey,
      status: optionalNumber(body.status),
      sortOrder: optionalNumber(body.sortOrder),
    });
    if (!outcome.ok) return refuse(request, outcome);
    const saved = await repo.brand(tenant.id, outcome.value);
    if (!saved) return refusal(request, Code.notFound, 'brandNotFound');
    return ok(withLogo(saved));
  });

  defineCall(app, 'brandDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.brandId);
    if (id === undefined) return refusal(request, Code.notFound, 'brandNotFound');
    const outcome = await repo.deleteBrand(tenant.id, id);
    return outcome.ok ? ok(true) : refuse(request, outcome);
  });

  defineCall(app, 'brandCategoryList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await repo.brandCategoryList(tenant.id, request.query.name?.trim() || undefined));
  });

  defineCall(app, 'brandCategorySave', async (request) => {
    const { tenant } = sessionOf(request);
    const { brandCategoryId, name, sortOrder } = request.body;
    const id = brandCategoryId ? rowId(brandCategoryId) : undefined;
    if (brandCategoryId && id === undefined) return refusal(request, Code.notFound, 'brandCategoryNotFound');
    if (name.trim() === '') return blank(request, 'name');
    const outcome = await repo.saveBrandCategory(tenant.id, id, {
      name: name.trim(),
      sortOrder: optionalNumber(sortOrder),
    });
    return outcome.ok ? ok(outcome.value) : refuse(request, outcome);
  });

  defineCall(app, 'brandCategoryDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.brandCategoryId);
    if (id === undefined) return refusal(request, Code.notFound, 'brandCategoryNotFound');
    const outcome = await repo.deleteBrandCategory(tenant.id, id);
    return outcome.ok ? ok(true) : refuse(request, outcome);
  });

  defineCall(app, 'pubNavList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await repo.navTree(tenant.id));
  });
}
