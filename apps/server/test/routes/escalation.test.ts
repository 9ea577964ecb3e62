import { and, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse as Response } from 'fastify';
import { describe, expect, it } from 'vitest';
import { employees, operationLog, roles, stores, userStoreRoles, users } from '../../src/db/schema';
import { recordFigures } from '../reliability-figures';
import { DEMO, TEST_DATABASES, signedIn, useTestApp, type Agent, type TestApp } from '../helpers';
import { PASSWORD, draft, tenantIdOf, unique } from './org/people-support';

// The escalation check of `npm run test:reliability` (and of `npm test`): each demo user that is
// not an admin tries every way up and sideways the security review found. A try counts as a
// success only when the server said yes AND the effect is there to see in the database.

const NON_ADMINS = [
  { loginName: 'clerk', password: 'Clerk@2026' },
  { loginName: 'manager', password: PASSWORD },
  { loginName: 'hr.east', password: PASSWORD },
  { loginName: 'cashier', password: PASSWORD },
  { loginName: 'nostore', password: 'Nostore@2026' },
] as const;

const said = (response: Response) => {
  try {
    return (response.json() as { success?: boolean }).success === true;
  } catch {
    return false;
  }
};

interface Context {
  t: TestApp;
  agent: Agent;
  tenantId: number;
  ownStoreId: string | undefined;
  ownRoleIds: string[];
}

async function userOf(t: TestApp, tenantId: number, loginName: string) {
  const [row] = await t.database.db
    .select({ id: users.id, mobile: users.mobile, status: users.status, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.loginName, loginName)));
  if (!row) throw new Error(`no user ${loginName}`);
  return row;
}

async function employeeOf(t: TestApp, tenantId: number, loginName: string) {
  const [row] = await t.database.db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(employees.tenantId, tenantId), eq(users.loginName, loginName)));
  return String(row!.id);
}

async function storeIdOf(t: TestApp, tenantId: number, code: string) {
  const [row] = await t.database.db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.storeCode, code)));
  return String(row!.id);
}

/** The paths: each tries once and answers whether it got through. */
const PATHS: Record<string, (c: Context) => Promise<boolean>> = {
  /** Finding 1: the admin's mobile changed through the employee page (then an SMS sign-in). */
  async 'take over the admin by mobile'({ t, agent, tenantId }) {
    const id = await employeeOf(t, tenantId, 'admin');
    const got = await agent.call('employeeGet', { query: { id } });
    const before = await userOf(t, tenantId, 'admin');
    const record = said(got)
      ? (got.json() as { content: { result: Record<string, unknown> } }).content.result
      : { ...draft(), id, version: 1, loginName: 'admin' };
    const {
      storeRoles: _s,
      headPicUrl: _h,
      deptName: _d,
      userStatus: _u,
      userId: _i,
      status: _t,
      ...body
    } = record;
    const answer = await agent.call('employeeSave', {
      body: { ...body, mobile: '13700009999', editorPassword: PASSWORD },
    });
    return said(answer) && (await userOf(t, tenantId, 'admin')).mobile !== before.mobile;
  },
  /** Finding 1: the admin locked or its password reset. */
  async 'lock or reset the admin'({ t, agent, tenantId }) {
    const admin = await userOf(t, tenantId, 'admin');
    const reset = await agent.call('userResetPassword', {
      body: { userId: String(admin.id), editorPassword: PASSWORD },
    });
    const lock = await agent.call('userLock', { body: { userId: String(admin.id) } });
    const after = await userOf(t, tenantId, 'admin');
    return (said(reset) && after.passwordHash !== admin.passwordHash) || (said(lock) && after.status === 2);
  },
  /** Finding 2: the admin role (or any role granting more) given to an account they make. */
  async 'give the admin role'({ t, agent, tenantId, ownStoreId }) {
    const loginName = unique('esc').toLowerCase();
    const storeId = ownStoreId ?? (await storeIdOf(t, tenantId, 'S001'));
    const answer = await agent.call('employeeSave', {
      body: draft({ loginName, storeRoles: [{ storeId, roleIds: ['r-admin'] }] }),
    });
    return said(answer);
  },
  /** Finding 2: their own role, in a store they do not hold. */
  async 'a role in a store not held'({ t, agent, tenantId, ownRoleIds }) {
    const loginName = unique('esc').toLowerCase();
    const storeId = await storeIdOf(t, tenantId, 'S003');
    const answer = await agent.call('employeeSave', {
      body: draft({
        loginName,
        storeRoles: [{ storeId, roleIds: ownRoleIds.length ? ownRoleIds : ['r-clerk'] }],
      }),
    });
    return said(answer);
  },
  /** Finding 2: the admin role's grants copied into an ordinary role. */
  async 'copy the admin role'({ agent }) {
    return said(await agent.call('roleCopy', { body: { id: 'r-admin' } }));
  },
  /** Finding 2: their own role filled with the system parameters page they do not hold. */
  async 'grant a page not held'({ t, agent, tenantId, ownRoleIds }) {
    const roleId = ownRoleIds[0] ?? 'r-clerk';
    const answer = await agent.call('roleSaveResource', {
      body: { roleId, resourceIds: ['rc-setting-area', 'rc-setting-group', 'rc-setting-params'] },
    });
    const [row] = await t.database.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, roleId)));
    return said(answer) && row !== undefined;
  },
  /** Tenant-wide made by someone who is not. */
  async 'make a role tenant-wide'({ agent }) {
    const answer = await agent.call('roleSave', { body: { name: unique('全店'), allStores: '1' } });
    return (
      said(answer) &&
      (answer.json() as { content: { result: { allStores: boolean } } }).content.result.allStores
    );
  },
  /** Finding 3: an employee of another store read, and its account's password reset. */
  async 'read or reset another store'({ t, agent, tenantId }) {
    const id = await employeeOf(t, tenantId, 'newbie');
    const read = await agent.call('employeeGet', { query: { id } });
    const newbie = await userOf(t, tenantId, 'newbie');
    const reset = await agent.call('userResetPassword', {
      body: { userId: String(newbie.id), editorPassword: PASSWORD },
    });
    return said(read) || said(reset);
  },
  /** Finding 3: the other stores' employees listed. */
  async 'list other stores'({ t, agent, tenantId }) {
    const answer = await agent.call('employeePageList', { query: { limit: 100 } });
    if (!said(answer)) return false;
    const rows = (answer.json() as { content: { result: { list: { deptCode: string }[] } } }).content.result
      .list;
    const held = await t.database.db
      .select({ code: stores.storeCode })
      .from(userStoreRoles)
      .innerJoin(stores, eq(stores.id, userStoreRoles.storeId))
      .innerJoin(users, eq(users.id, userStoreRoles.userId))
      .where(and(eq(users.tenantId, tenantId), eq(users.id, Number(agent.login!.siteUserId))));
    const codes = new Set(held.map((row) => row.code));
    return rows.some((row) => !codes.has(row.deptCode));
  },
  /** Finding 7: an operation log record filed "from" the role page, dated 2020. */
  async 'forge an operation log record'({ t, agent, tenantId }) {
    const opt = unique('forged');
    await agent.call('syncSysOperatorLog', {
      body: {
        opt,
        tenantId: String(tenantId),
        tenantName: '演示零售',
        optUserCode: 'admin',
        optUserName: '王建国',
        client: 'forged-client',
        optTime: '2020-01-01 00:00:00',
        menuCode: 'rc-org-role',
        menuName: '角色管理',
        addr: '10.0.0.1',
      },
    });
    const [row] = await t.database.db
      .select({ optTime: operationLog.optTime, client: operationLog.client, addr: operationLog.addr })
      .from(operationLog)
      .where(eq(operationLog.opt, opt))
      .orderBy(desc(operationLog.id))
      .limit(1);
    return (
      row !== undefined &&
      (row.optTime.startsWith('2020') || row.client === 'forged-client' || row.addr === '10.0.0.1')
    );
  },
  /** Finding 5: a micro-app from an origin nobody allowed. */
  async 'register a micro-app'({ agent }) {
    const answer = await agent.call('embeddedAppSave', {
      body: {
        name: unique('evil'),
        kind: 'microApp',
        url: 'https://attacker.example/app.html',
        connectOrigins: [],
        parentId: 'rc-setting-group',
        enabled: true,
        trusted: true,
      },
    });
    return said(answer);
  },
};

describe.each(TEST_DATABASES)('escalation on %s', (kind) => {
  const t = useTestApp(kind);

  it(`[SEC-1][SEC-2][SEC-3][SEC-7] every demo non-admin tries the ${Object.keys(PATHS).length} escalation paths: none gets through`, async () => {
    const tenantId = await tenantIdOf(t, DEMO);
    const successes: string[] = [];
    let attempts = 0;
    for (const who of NON_ADMINS) {
      const agent = await signedIn(t.app, DEMO, who.loginName, who.password);
      const user = await userOf(t, tenantId, who.loginName);
      const held = await t.database.db
        .select({ storeId: userStoreRoles.storeId, roleIds: userStoreRoles.roleIds })
        .from(userStoreRoles)
        .where(eq(userStoreRoles.userId, user.id));
      const context: Context = {
        t,
        agent,
        tenantId,
        ownStoreId: held[0] ? String(held[0].storeId) : undefined,
        ownRoleIds: held[0]?.roleIds ?? [],
      };
      for (const [path, attempt] of Object.entries(PATHS)) {
        attempts += 1;
        if (await attempt(context)) successes.push(`${who.loginName}: ${path}`);
      }
    }
    recordFigures(`escalation.${kind}`, {
      users: NON_ADMINS.map((who) => who.loginName),
      paths: Object.keys(PATHS),
      attempts,
      successes: successes.length,
      through: successes,
    });
    expect(successes).toEqual([]);
    expect(attempts).toBe(NON_ADMINS.length * Object.keys(PATHS).length);
  });
});
