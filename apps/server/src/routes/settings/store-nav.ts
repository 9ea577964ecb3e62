import { Code, ok, rowId } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { refused } from '../../repositories/catalogue';
import { refuse } from '../catalogue/refuse';

/**
 * The store navigation page (/setting/searchNav/searchIndex): the shelves SKUs are listed under
 * (searchNavIds), added, renamed, given an icon, moved or reordered, and deleted when unused.
 */
export default async function storeNavRoutes(app: FastifyInstance) {
  const repo = app.repos.storeNav;

  defineCall(app, 'navTree', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await repo.tree(tenant.id));
  });

  defineCall(app, 'navSave', async (request) => {
    const { tenant } = sessionOf(request);
    const { navId, parentId, icon = '' } = request.body;
    const name = request.body.name.trim();
    if (name === '') {
      return refusal(request, Code.invalidValues, 'navNameRequired', undefined, {
        fieldErrors: [{ field: 'name', msg: request.t('navNameRequired') }],
      });
    }
    let outcome;
    if (navId) {
      const id = rowId(navId);
      if (id === undefined) return refuse(request, refused('notFound', 'navNotFound'));
      outcome = await repo.update(tenant.id, id, { name, icon });
    } else {
      const parent = parentId ? rowId(parentId) : null;
      if (parent === undefined)
        return refuse(request, refused('notFound', 'navParentNotFound', undefined, 'parentId'));
      outcome = await repo.create(tenant.id, { parentId: parent, name, icon });
    }
    return outcome.ok ? ok({ navId: String(outcome.value) }) : refuse(request, outcome);
  });

  defineCall(app, 'navMove', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.navId);
    if (id === undefined) return refuse(request, refused('notFound', 'navNotFound'));
    const parent = request.body.parentId ? rowId(request.body.parentId) : null;
    if (parent === undefined)
      return refuse(request, refused('notFound', 'navParentNotFound', undefined, 'parentId'));
    const outcome = await repo.move(tenant.id, id, parent, Number(request.body.index));
    return outcome.ok ? ok(true) : refuse(request, outcome);
  });

  defineCall(app, 'navDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.navId);
    if (id === undefined) return refuse(request, refused('notFound', 'navNotFound'));
    const outcome = await repo.remove(tenant.id, id);
    return outcome.ok ? ok(true) : refuse(request, outcome);
  });
}
