import { Code, SUCCESS_MSG, ok, type RoleResource } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../http/define-call';
import { principalOf } from '../../domain/authorisation';
import { MenuCache } from '../../services/menu-cache';
import { SMS_NOT_CONFIGURED } from '../../services/sms-codes';

/** A tenant's menu resources in the menu's order, and where each id stands in it. */
interface TenantResources {
  list: RoleResource[];
  rank: Map<string, number>;
}

/** /bmc/user/*.do */
export default async function bmcUserRoutes(app: FastifyInstance) {
  defineCall(app, 'checkVerifyCode', async (request) => {
    const { session, user, tenant } = sessionOf(request);
    const { identity, verifyCode } = request.query;
    if (!app.smsCodes.configured)
      return refusal(request, SMS_NOT_CONFIGURED.code, SMS_NOT_CONFIGURED.message);
    // Only the signed-in user's own phone, and only a code sent for this check: it backs their
    // password change.
    const valid =
      identity === user.mobile &&
      (await app.smsCodes.verify(identity, tenant.platformNum, 'check', verifyCode));
    if (valid) {
      await app.repos.sessions.markSmsVerified(
        session.id,
        await app.smsCodes.digest(session.id, verifyCode),
        app.config.now(),
      );
    }
    // The answer is an ordinary success; content.result.success and msg tell the outcome (spec §7).
    return { ...ok({ success: valid }), msg: valid ? SUCCESS_MSG : request.t('smsCodeInvalid') };
  });

  defineCall(app, 'deptRoleList', async (request) => {
    const { tenant, stores } = sessionOf(request);
    if (request.query._platform_num !== tenant.platformNum) {
      return refusal(request, Code.notFound, 'tenantMismatch');
    }
    // Part of the session's cached access: role assignments and store status changes drop it.
    if (stores.length === 0) return refusal(request, Code.noAuthorisedStore, 'noAuthorisedStore');
    return ok(stores.map(({ storeCode, storeName, roleIds }) => ({ storeCode, storeName, roleIds })));
  });

  // From role grants, never from the free-text users.roles: the scope every store-scoped call filters by.
  defineCall(app, 'dataScope', async (request) => {
    const auth = sessionOf(request);
    const { scope } = principalOf(auth);
    return ok({
      storeCodes: scope.all
        ? auth.stores.filter((entry) => entry.roleIds.length > 0).map((entry) => entry.storeCode)
        : [...scope.storeCodes],
      allStores: scope.all,
    });
  });

  /**
   * The tenant's menu resources, ordered, are cached until menu data changes (menu-cache.ts); a
   * role's grants are read on every call, so a saved change shows at once.
   */
  const tenantResources = new MenuCache<TenantResources>((menu) => menu.list.length);
  const resourcesOf = (tenantId: number) =>
    tenantResources.view(tenantId, [], async () => {
      const list = await app.repos.grants.menuResources(tenantId);
      return { list, rank: new Map(list.map((resource, at) => [resource.id, at])) };
    });

  defineCall(app, 'queryRoleResource', async (request) => {
    const { tenant } = sessionOf(request);
    const { roleId } = request.body;
    const [grant, menu] = await Promise.all([
      app.repos.grants.roleGrant(tenant.id, roleId),
      resourcesOf(tenant.id),
    ]);
    if (!grant) return refusal(request, Code.notFound, 'roleNotFound', { roleId });
    if (grant.grantsAll) return ok(menu.list);
    // Ids no longer in the menu are left out; the rest in the menu's order.
    const ranks = grant.resourceIds.flatMap((id) => menu.rank.get(id) ?? []).sort((a, b) => a - b);
    return ok(ranks.map((at) => menu.list[at]!));
  });
}
