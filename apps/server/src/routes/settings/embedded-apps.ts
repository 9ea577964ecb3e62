import { randomBytes, randomUUID } from 'node:crypto';
import {
  Code,
  SESSION_TOKEN_TTL_SECONDS,
  checkEmbeddedApp,
  ok,
  type EmbeddedApp,
  type EmbeddedAppProblem,
  type EmbeddedAppRules,
  rowId,
} from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { defineCall, invalidFields as invalid, refusal, sessionOf } from '../../http/define-call';
import type { DraftProblem } from '../../domain/goods-rules';
import type { MessageKey } from '../../i18n/messages';
import { refused } from '../../repositories/catalogue';
import {
  embeddedMenuId,
  type EmbeddedAppListed,
  type EmbeddedAppRow,
  type EmbeddedPageOf,
} from '../../repositories/embedded-apps';
import { MICRO_APPS_PARAM, microAppEntries, registeredAppRuns } from '../../domain/micro-apps';
import { refuse } from '../catalogue/refuse';

type Problem = DraftProblem;

/** A problem of checkEmbeddedApp with its message: embeddedApp + its kind (nameRequired → embeddedAppNameRequired). */
const problemOf = ({ field, kind, params }: EmbeddedAppProblem): Problem => ({
  field,
  key: `embeddedApp${kind[0]!.toUpperCase()}${kind.slice(1)}` as MessageKey,
  ...(params ? { params } : {}),
});

/** A new signing key of an app's session tokens: 256 random bits, base64url (43 characters). */
export const newSessionSecret = (): string => randomBytes(32).toString('base64url');

/** A registration as the page lists it. */
function wireOf(
  row: EmbeddedAppRow,
  listed?: Pick<EmbeddedAppListed, 'groupName' | 'areaName'>,
): EmbeddedApp {
  const parentName = listed?.groupName ? [listed.areaName, listed.groupName].filter(Boolean).join(' / ') : '';
  return {
    id: String(row.id),
    name: row.name,
    names: row.names,
    kind: row.kind,
    url: row.url,
    connectOrigins: row.connectOrigins,
    parentId: row.parentId,
    parentName,
    roleIds: row.roleIds,
    enabled: row.enabled,
    trusted: row.trusted,
    menuId: embeddedMenuId(row.id),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The embedded apps page (/setting/embeddedApps/list): the vendor pages (frames) and micro-apps the
 * tenant registers. The rules of a registration are the contract's (checkEmbeddedApp) with the
 * shell's host (PUBLIC_ORIGIN's, never the request's Host header, which the client chooses) and the
 * deployment's MICRO_APP_ORIGINS; the tenant's data (its menu groups, roles, names) is checked here,
 * and the repository keeps a tenant to EMBEDDED_APPS_MAX registrations. A change reaches the users' menus at their next menu load
 * (the menu, the frame allowlist, the micro-app registry and the CSP read the table each time).
 */
export default async function embeddedAppsRoutes(app: FastifyInstance) {
  const repo = app.repos.embeddedApps;
  const rules: EmbeddedAppRules = {
    shellHost: new URL(app.config.publicOrigin).hostname.toLowerCase(),
    microAppOrigins: app.config.microAppOrigins,
  };

  defineCall(app, 'embeddedAppList', async (request) => {
    const { tenant } = sessionOf(request);
    const [rows, areas, roles] = await Promise.all([
      repo.list(tenant.id),
      repo.areas(tenant.id),
      repo.roles(tenant.id),
    ]);
    return ok({
      list: rows.map((row) => wireOf(row, row)),
      areas,
      roles,
      rules: { shellHost: rules.shellHost, microAppOrigins: [...rules.microAppOrigins] },
    });
  });

  defineCall(app, 'embeddedAppSave', async (request) => {
    const { tenant } = sessionOf(request);
    const { body } = request;
    const id = body.id ? rowId(body.id) : undefined;
    if (body.id && id === undefined) return refuse(request, refused('notFound', 'embeddedAppNotFound'));
    if (id !== undefined && body.version === undefined) {
      return refusal(request, Code.invalidRequest, 'invalidRequest', {
        detail: request.t('fieldRequired', { field: 'body.version' }),
      });
    }
    const checked = checkEmbeddedApp(body, rules);
    const { values } = checked;
    const problems = checked.problems.map(problemOf);

    // The tenant's data: its menu groups and roles, and the names its microApps parameter uses.
    const parentId = body.parentId.trim();
    const [isGroup, tenantRoles, registry] = await Promise.all([
      parentId === '' ? true : repo.isGroup(tenant.id, parentId),
      repo.roles(tenant.id),
      app.repos.tenants.sysParam(tenant.id, MICRO_APPS_PARAM),
    ]);
    if (!isGroup) problems.push({ field: 'parentId', key: 'embeddedAppParentUnknown' });
    const known = new Set(tenantRoles.map((role) => role.id));
    const roleIds = body.roleIds ? [...new Set(body.roleIds)] : [...known];
    const unknownRole = roleIds.find((roleId) => !known.has(roleId));
    if (unknownRole !== undefined)
      problems.push({ field: 'roleIds', key: 'embeddedAppRoleUnknown', params: { id: unknownRole } });
    const [first, ...rest] = problems;
    if (first) return invalid(request, [first, ...rest]);
    // The shell keeps the first micro-app of a name: one name, one app.
    if (
      body.kind === 'microApp' &&
      microAppEntries(registry ?? '').some((entry) => entry.name === values.name)
    )
      return refuse(
        request,
        refused('duplicate', 'embeddedAppNameInRegistry', { name: values.name }, 'name'),
      );

    const outcome = await repo.save(
      tenant.id,
      id,
      {
        ...values,
        kind: body.kind,
        parentId,
        roleIds,
        enabled: body.enabled,
        // Only a micro-app asks for the confirmation; a frame is sandboxed on its own origin.
        trusted: body.kind === 'microApp' && body.trusted,
        now: app.config.now(),
        // Made for a new registration only; shown in this answer once.
        ...(id === undefined ? { sessionSecret: newSessionSecret() } : {}),
      },
      body.version,
      app.config.embeddedAppsMax,
    );
    if (!outcome.ok) return refuse(request, outcome);
    const [listed] = await repo.list(tenant.id, outcome.value.id);
    const wire = wireOf(outcome.value, listed);
    return ok(
      id === undefined && outcome.value.sessionSecret
        ? { ...wire, secret: outcome.value.sessionSecret }
        : wire,
    );
  });

  defineCall(app, 'embeddedAppDelete', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.id);
    if (id === undefined) return refuse(request, refused('notFound', 'embeddedAppNotFound'));
    const outcome = await repo.delete(tenant.id, id);
    return outcome.ok ? ok(outcome.value) : refuse(request, outcome);
  });

  defineCall(app, 'embeddedAppRotateSecret', async (request) => {
    const { tenant } = sessionOf(request);
    const id = rowId(request.body.id);
    if (id === undefined) return refuse(request, refused('notFound', 'embeddedAppNotFound'));
    const secret = newSessionSecret();
    const outcome = await repo.rotateSecret(tenant.id, id, secret);
    return outcome.ok ? ok({ ...outcome.value, secret }) : refuse(request, outcome);
  });

  /**
   * A session token for the app an embedded page is (the shell's bridge asks, for a page it checked):
   * an HS256 JWT signed with the app's key, for the signed-in user in the session's store. The vendor's
   * server verifies it with that key (@rcadmin/sdk/server) and knows who calls without a shell cookie.
   */
  const issuer = new URL(app.config.publicOrigin).origin;
  const runs = (entry: Parameters<typeof registeredAppRuns>[0]) =>
    registeredAppRuns(entry, app.config.microAppOrigins);
  defineCall(app, 'embeddedAppSessionToken', async (request) => {
    const { tenant, user, access } = sessionOf(request);
    const { kind, origin, name } = request.body;
    const field = kind === 'frame' ? 'body.origin' : 'body.name';
    const page: EmbeddedPageOf | undefined =
      kind === 'frame' ? (origin ? { kind, origin } : undefined) : name ? { kind, name } : undefined;
    if (!page)
      return refusal(request, Code.invalidRequest, 'invalidRequest', {
        detail: request.t('fieldRequired', { field }),
      });
    const signer = await repo.signerOf(tenant.id, access.roleIds, page, runs);
    if (!signer?.sessionSecret) return refuse(request, refused('notFound', 'embeddedAppNotFound'));
    const issuedAt = Math.floor(app.config.now().getTime() / 1000);
    const expiresAt = issuedAt + SESSION_TOKEN_TTL_SECONDS;
    const token = await new SignJWT({
      tenant: tenant.platformNum,
      store: access.storeCode,
      roles: [...access.roleIds],
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(signer.name)
      .setSubject(String(user.id))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(signer.sessionSecret));
    return ok({ token, expiresAt });
  });
}
