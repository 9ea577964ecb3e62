import { Code, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { blank, refuse } from './refuse';

/** The category tree: create, rename, move and reorder, delete when unused. */
export default async function categoryRoutes(app: FastifyInstance) {
  const repo = app.repos.catalogue;

  defineCall(app, 'categoryTree', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await repo.categoryTree(tenant.id));
  });

  defineCall(app, 'categorySave', async (request) => {
    const { tenant } = sessionOf(request);
    const { categoryId, parentId, name, code } = request.body;
    const values = { name: name.trim(), code: code.trim() };
    if (values.name === '') return blank(request, 'name');
    let outcome;
    if (categoryId) {
      const id = rowId(categoryId);
      if (id === undefined) return refusal(request, Code.notFound, 'categoryNotFound');
      outcome = await repo.updateCategory(tenant.id, id, values);
    } else {
      const parent = parentId ? rowId(parentId) : null;
      if (parent === undefined) return refusal(request, Code.notFound, 'categoryParentNotFound');
      outcome = await repo.createCategory(tenant.id, { parentId: parent, ...values });
    }
    return outcome.ok ? ok({ categoryId: String(outcome.value) }) : refuse(request, outcome);
  });

  defineCall(app, 'categoryMove', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.categoryId);
    if (id === undefined) return refusal(request, Code.notFound, 'categoryNotFound');
    const parent = request.body.parentId ? rowId(request.body.parentId) : null;
    if (parent === undefined) return refusal(request, Code.notFound, 'categoryParentNotFound');
    const outcome = await repo.moveCategory(tenant.id, id, parent, Number(request.body.index));
    return outcome.ok ? ok(true) : refuse(request, outcome);
  });

  defineCall(app, 'categoryDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.categoryId);
    if (id === undefined) return refusal(request, Code.notFound, 'categoryNotFound');
    const outcome = await repo.deleteCategory(tenant.id, id);
    return outcome.ok ? ok(true) : refuse(request, outcome);
  });
}
