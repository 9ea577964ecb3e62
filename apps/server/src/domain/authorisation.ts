/**
 * The server's one authorisation model. Every call is checked in three steps:
 *
 * 1. **What**: the security hook (plugins/security.ts) refuses a call whose resource (from the
 *    contract table) no role held in the session's current store grants, or whose action (view,
 *    create, edit, delete, export, import, change price: the contract's page-actions.ts) it grants
 *    on none of them. An action is a resource too, a child of its page's menu resource (level 4,
 *    never in a menu), granted through the same role grants: what follows holds for it unchanged.
 * 2. **Which records (no way sideways)**: store-scoped data (employees and their accounts, stores,
 *    pickups, fences, store goods, store navigation, and their exports) is filtered in SQL by the
 *    principal's `scope`: the stores the user holds a role in, or every store for a tenant-wide role
 *    (the admin role, or a role flagged all-stores). A list, its count and its export agree, and a
 *    record outside the scope is answered as not found.
 * 3. **No way up**: nobody confers what they do not hold. A role given, copied or edited may grant
 *    only resources the principal holds (`roleBeyond`); an account may be changed (mobile, roles,
 *    status, password) only by someone who holds every grant and every store it holds
 *    (`accountBeyond`).
 *
 * The rules are here, once; the pure ones here (domain/), the ones that read the grants in
 * repositories/authorisation.ts, which repositories call inside their transactions; routes build
 * the principal from the session (`principalOf`).
 */

/** The stores whose records a principal reaches. */
export type StoreScope =
  | { readonly all: true }
  | { readonly all: false; readonly storeIds: readonly number[]; readonly storeCodes: readonly string[] };

/** Who acts: the session's user, what the roles held in the current store grant, and where. */
export interface Principal {
  tenantId: number;
  userId: number;
  /** A role held in the current store grants every resource of the tenant (the admin role). */
  grantsAll: boolean;
  /** The menu resource ids (pages and their actions) the roles held in the current store grant. */
  resourceIds: ReadonlySet<string>;
  /** A tenant-wide role is held in the current store (admin, or flagged all-stores). */
  tenantWide: boolean;
  scope: StoreScope;
}

export const ALL_STORES: StoreScope = Object.freeze({ all: true });

/** What a session holds (services/access-cache.ts SessionAccess): enough to build its principal. */
export interface HeldAccess {
  tenant: { id: number };
  user: { id: number };
  access: { grantsAll: boolean; allStores: boolean; resourceIds: ReadonlySet<string> };
  stores: readonly { storeId: number; storeCode: string; roleIds: readonly string[] }[];
}

/** The principal of a session. */
export function principalOf(auth: HeldAccess): Principal {
  const { access } = auth;
  const tenantWide = access.grantsAll || access.allStores;
  const held = auth.stores.filter((entry) => entry.roleIds.length > 0);
  return {
    tenantId: auth.tenant.id,
    userId: auth.user.id,
    grantsAll: access.grantsAll,
    resourceIds: access.resourceIds,
    tenantWide,
    scope: tenantWide
      ? ALL_STORES
      : {
          all: false,
          storeIds: held.map((entry) => entry.storeId),
          storeCodes: held.map((entry) => entry.storeCode),
        },
  };
}

export const storeIdAllowed = (scope: StoreScope, storeId: number): boolean =>
  scope.all || scope.storeIds.includes(storeId);

export const storeCodeAllowed = (scope: StoreScope, storeCode: string): boolean =>
  scope.all || scope.storeCodes.includes(storeCode);

/** Whether the principal holds everything these grants confer. */
export function holdsGrant(
  principal: Principal,
  grant: { grantsAll: boolean; allStores: boolean; resourceIds: readonly string[] },
): boolean {
  if (principal.grantsAll) return true;
  if (grant.grantsAll) return false;
  if (grant.allStores && !principal.tenantWide) return false;
  return grant.resourceIds.every((id) => principal.resourceIds.has(id));
}
