import { Code, ORG_PAGES, ok } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import type { RoleMenu } from '../../../repositories/org-people';
import type { PeopleOutcome } from '../../../repositories/org-people-common';
import { MenuCache } from '../../../services/menu-cache';
import { actorOf, auditOf, refusePeople } from './audit';

/** Roles and their grants (spec §6): /organization/roleManage. */
export default async function roleRoutes(app: FastifyInstance) {
  const repo = app.repos.orgPeople;
  const audit = (request: Parameters<typeof auditOf>[1]) =>
    auditOf(app, request, ORG_PAGES.role, 'logMenuRole');

  /** A saved or copied role as the editor shows it, or the refusal the write came to. */
  const roleAnswer = async (request: FastifyRequest, tenantId: number, outcome: PeopleOutcome<string>) => {
    if (!outcome.ok) return refusePeople(request, outcome);
    const role = await repo.role(tenantId, outcome.value);
    if (!role) return refusal(request, Code.notFound, 'roleNotFound', { roleId: outcome.value });
    return ok(role);
  };

  defineCall(app, 'roleList', async (request) => {
    const { tenant } = sessionOf(request);
    return ok(await repo.roleList(tenant.id, { name: request.query.name?.trim() || undefined }));
  });

  defineCall(app, 'roleSave', async (request) => {
    const { tenant } = sessionOf(request);
    const name = request.body.name.trim();
    if (name === '')
      return refusal(request, Code.invalidValues, 'roleNameRequired', undefined, {
        fieldErrors: [{ field: 'name', msg: request.t('roleNameRequired') }],
      });
    const id = request.body.id || undefined;
    const outcome = await repo.saveRole(
      tenant.id,
      id,
      {
        name,
        remark: request.body.remark?.trim(),
        allStores: request.body.allStores === undefined ? undefined : request.body.allStores === '1',
      },
      actorOf(request),
      audit(request),
      app.config.now(),
    );
    return roleAnswer(request, tenant.id, outcome);
  });

  defineCall(app, 'roleCopy', async (request) => {
    const { tenant } = sessionOf(request);
    const outcome = await repo.copyRole(
      tenant.id,
      request.body.id,
      (name) => request.t('roleCopyName', { name }),
      actorOf(request),
      audit(request),
      app.config.now(),
    );
    return roleAnswer(request, tenant.id, outcome);
  });

  defineCall(app, 'roleDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const outcome = await repo.deleteRole(tenant.id, request.body.id, actorOf(request), audit(request));
    return outcome.ok ? ok(true) : refusePeople(request, outcome);
  });

  /**
   * The menu the role editor shows is cached per tenant until menu data changes (menu-cache.ts);
   * a role's grants are read on every call.
   */
  const menus = new MenuCache<RoleMenu>((menu) => menu.ids.length);
  defineCall(app, 'roleMenuTree', async (request) => {
    const { tenant } = sessionOf(request);
    const roleId = request.query.roleId || undefined;
    const [menu, grant] = await Promise.all([
      menus.view(tenant.id, [], () => repo.roleMenu(tenant.id)),
      roleId === undefined ? undefined : app.repos.grants.roleGrant(tenant.id, roleId),
    ]);
    if (roleId === undefined) return ok({ tree: menu.tree, checkedIds: [], grantsAll: false });
    if (!grant) return refusal(request, Code.notFound, 'roleNotFound', { roleId });
    const granted = new Set(grant.resourceIds);
    const checkedIds = grant.grantsAll ? menu.ids : menu.ids.filter((id) => granted.has(id));
    return ok({ tree: menu.tree, checkedIds, grantsAll: grant.grantsAll });
  });

  defineCall(app, 'roleSaveResource', async (request) => {
    const { tenant } = sessionOf(request);
    const { roleId, resourceIds } = request.body;
    const outcome = await repo.saveRoleResources(
      tenant.id,
      roleId,
      resourceIds,
      actorOf(request),
      audit(request),
    );
    return outcome.ok ? ok({ roleId, resourceCount: outcome.value }) : refusePeople(request, outcome);
  });
}
