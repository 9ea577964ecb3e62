import { Code, actionsOfCall, api, type CallName } from '@rcadmin/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse as Response } from 'fastify';
import { describe, expect, it } from 'vitest';
import { menuResources, roleResources, roles, stores, userStoreRoles, users } from '../../src/db/schema';
import { CALL_REACH, type CallReach } from '../../src/domain/call-policy';
import {
  Agent,
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectOk,
  signedIn,
  useTestApp,
  type TestApp,
} from '../helpers';
import { PASSWORD, draft, saveEmployee, tenantIdOf, unique } from './org/people-support';

// The policy matrix (issue 30): every call of the contract, asked by every demo role, and each
// store-scoped call with a record of the caller's own store, of another store and of another
// tenant. The expected answers come from the seed's grants and stores, read here in SQL of the
// test's own, not from the server's access code.

/** The demo identities: each role of the demo tenants, and one of the other tenant. */
const IDENTITIES = [
  { platformNum: DEMO, loginName: 'admin', password: PASSWORD },
  { platformNum: DEMO, loginName: 'clerk', password: 'Clerk@2026' },
  { platformNum: DEMO, loginName: 'manager', password: PASSWORD },
  { platformNum: DEMO, loginName: 'hr.east', password: PASSWORD },
  { platformNum: DEMO, loginName: 'cashier', password: PASSWORD },
  { platformNum: DEMO, loginName: 'nostore', password: 'Nostore@2026' },
  { platformNum: STRICT, loginName: 'admin', password: PASSWORD },
] as const;

const CALLS = Object.keys(api) as CallName[];

/**
 * The route paths the user's roles grant in the store sign-in makes current (the first by code),
 * and the actions they grant there, as `path#action` (an action's resource is a child of its page).
 */
async function grantedPaths(
  t: TestApp,
  platformNum: string,
  loginName: string,
): Promise<Set<string> | 'all'> {
  const tenantId = await tenantIdOf(t, platformNum);
  const { db } = t.database;
  const [first] = await db
    .select({ storeId: userStoreRoles.storeId, roleIds: userStoreRoles.roleIds })
    .from(userStoreRoles)
    .innerJoin(users, eq(users.id, userStoreRoles.userId))
    .innerJoin(stores, and(eq(stores.id, userStoreRoles.storeId), eq(stores.status, 1)))
    .where(and(eq(users.tenantId, tenantId), eq(users.loginName, loginName)))
    .orderBy(asc(stores.storeCode))
    .limit(1);
  if (!first || first.roleIds.length === 0) return new Set();
  const held = await db
    .select({ id: roles.id, grantsAll: roles.grantsAll })
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, first.roleIds)));
  if (held.some((role) => role.grantsAll)) return 'all';
  const pages = alias(menuResources, 'pages');
  const rows = await db
    .select({ id: menuResources.id, url: menuResources.url, pageUrl: pages.url })
    .from(roleResources)
    .innerJoin(
      menuResources,
      and(eq(menuResources.tenantId, roleResources.tenantId), eq(menuResources.id, roleResources.resourceId)),
    )
    .leftJoin(
      pages,
      and(
        eq(menuResources.level, 4),
        eq(pages.tenantId, menuResources.tenantId),
        eq(pages.id, menuResources.parentId),
      ),
    )
    .where(and(eq(roleResources.tenantId, tenantId), inArray(roleResources.roleId, first.roleIds)));
  const path = (url: string) => url.split(/[?#]/)[0] ?? '';
  return new Set(
    rows.map((row) =>
      row.pageUrl === null ? path(row.url) : `${path(row.pageUrl)}#${row.id.split(':').pop() ?? ''}`,
    ),
  );
}

/** The call with no parameters: enough for the grant check, which runs before the request is read. */
const bare = (agent: Agent, name: CallName): Promise<Response> =>
  api[name].method === 'GET' ? agent.call(name) : agent.call(name, { body: {} });

const code = (response: Response): string | undefined => {
  try {
    return (response.json() as { code?: string }).code;
  } catch {
    return undefined;
  }
};

describe.each(TEST_DATABASES)('policy matrix on %s', (kind) => {
  const t = useTestApp(kind);

  it(`[SEC-2][API-12] every call (${CALLS.length}) has a decision of whose records it reaches`, () => {
    expect(Object.keys(CALL_REACH).sort()).toEqual([...CALLS].sort());
  });

  it('[SEC-2][API-12] every call × every demo role: refused exactly where no role of the current store grants its page and its action', async () => {
    const anonymous = new Agent(t.app);
    const cells: string[] = [];
    let asked = 0;
    const tally = { allowed: 0, refused: 0 };
    for (const name of CALLS) {
      if (api[name].access === 'public') continue;
      const answer = await bare(anonymous, name);
      asked += 1;
      if (answer.statusCode !== 401 || code(answer) !== Code.loginRequired)
        cells.push(`anonymous ${name}: ${answer.statusCode} ${code(answer)}`);
    }
    for (const who of IDENTITIES) {
      const agent = await signedIn(t.app, who.platformNum, who.loginName, who.password);
      const granted = await grantedPaths(t, who.platformNum, who.loginName);
      // Logout last: it ends the session the others use.
      for (const name of [...CALLS.filter((call) => call !== 'logout'), 'logout' as const]) {
        const spec = api[name];
        if (spec.access === 'public') continue;
        const resources: readonly string[] = 'resource' in spec ? [spec.resource].flat() : [];
        // The page, and the call's action on it (a save: create or edit, before the request is read).
        const actions = 'action' in spec ? actionsOfCall(spec.action) : undefined;
        const allowed =
          granted === 'all' ||
          resources.length === 0 ||
          resources.some(
            (path) =>
              granted.has(path) &&
              (actions === undefined || actions.some((action) => granted.has(`${path}#${action}`))),
          );
        const answer = await bare(agent, name);
        asked += 1;
        const refused = answer.statusCode === 403 && code(answer) === Code.forbidden;
        const broken = answer.statusCode >= 500 || answer.statusCode === 401;
        tally[refused ? 'refused' : 'allowed'] += 1;
        if (refused === allowed || broken)
          cells.push(
            `${who.platformNum}/${who.loginName} ${name}: expected ${allowed ? 'allowed' : '4030'}, got ${answer.statusCode} ${code(answer)}`,
          );
      }
    }
    expect(cells).toEqual([]);
    // Both answers occur: the demo roles differ (the cashier has no goods page, the HR no goods).
    expect(tally.refused).toBeGreaterThan(200);
    expect(tally.allowed).toBeGreaterThan(400);
    // Every non-public call, asked anonymously and by each of the seven identities.
    expect(asked).toBe(
      CALLS.filter((name) => api[name].access !== 'public').length * (IDENTITIES.length + 1),
    );
  });
});

/** A record of the caller's own store, of another store, of another tenant. */
type Whose = 'own' | 'other store' | 'other tenant';
const WHOSE: Whose[] = ['own', 'other store', 'other tenant'];

/** Ids of one kind of record, one per Whose. */
type Records = Record<Whose, { id: string; userId: string }>;

/**
 * How a store-scoped call that names a record is asked for one. The manager holds S006 and S007
 * (goods, stores, pickups and employee pages); the other store is S001, the other tenant 100002.
 */
type Probe = (agent: Agent, record: { id: string; userId: string }) => Promise<Response>;

const PEOPLE_PROBES: Partial<Record<CallName, Probe>> = {
  employeeGet: (agent, record) => agent.call('employeeGet', { query: { id: record.id } }),
  employeeUpdateStatus: (agent, record) =>
    agent.call('employeeUpdateStatus', { query: { id: record.id, status: '1' } }),
  userGet: (agent, record) => agent.call('userGet', { query: { userId: record.userId } }),
  userLock: (agent, record) => agent.call('userLock', { body: { userId: record.userId } }),
  userUnlock: (agent, record) => agent.call('userUnlock', { body: { userId: record.userId } }),
  userResetPassword: (agent, record) =>
    agent.call('userResetPassword', { body: { userId: record.userId, editorPassword: PASSWORD } }),
};

/** Store-scoped calls asked with a store's id. */
const STORE_PROBES: Partial<Record<CallName, Probe>> = {
  getStore: (agent, store) => agent.call('getStore', { query: { id: store.id } }),
  getDeptSubChannelList: (agent, store) =>
    agent.call('getDeptSubChannelList', { query: { storeId: store.id } }),
  fenceContains: (agent, store) =>
    agent.call('fenceContains', { query: { storeId: store.id, longitude: '120.1', latitude: '30.2' } }),
  fenceOutsidePickups: (agent, store) => agent.call('fenceOutsidePickups', { query: { storeId: store.id } }),
  goodsQueryList: (agent, store) => agent.call('goodsQueryList', { query: { storeId: store.id } }),
};

/**
 * The store-scoped calls this matrix does not ask with a record (writes that need a whole form, a
 * file or records made for the purpose), and the test file that asks them as the manager with
 * another store's record; the matrix checks that the file does.
 */
const ASKED_ELSEWHERE: Partial<Record<CallName, string>> = {
  employeePageList: 'test/routes/org/people-authorisation.test.ts',
  employeeSave: 'test/routes/org/people-authorisation.test.ts',
  userPageList: 'test/routes/org/people-authorisation.test.ts',
  batchImportUpload: 'test/routes/settings/batch-import-types.test.ts',
  goodsQueryStoreList: 'test/routes/store-scope.test.ts',
  goodsGetSku: 'test/routes/store-scope.test.ts',
  goodsSaveSku: 'test/routes/store-scope.test.ts',
  goodsBatchExport: 'test/routes/store-scope.test.ts',
  deptPageList: 'test/routes/store-scope.test.ts',
  deptPageListNew: 'test/routes/store-scope.test.ts',
  storeQueryAll: 'test/routes/store-scope.test.ts',
  saveDept: 'test/routes/store-scope.test.ts',
  updateDeptYn: 'test/routes/store-scope.test.ts',
  batchExportDept: 'test/routes/store-scope.test.ts',
  exportStoreDelivery: 'test/routes/store-scope.test.ts',
  setStoreChannelRel: 'test/routes/store-scope.test.ts',
  setDeptSubChannel: 'test/routes/store-scope.test.ts',
  setDeptChannelList: 'test/routes/store-scope.test.ts',
  pickupPageList: 'test/routes/store-scope.test.ts',
  pickupGet: 'test/routes/store-scope.test.ts',
  pickupSave: 'test/routes/store-scope.test.ts',
  pickupDelete: 'test/routes/store-scope.test.ts',
  fenceGet: 'test/routes/store-scope.test.ts',
  fenceSave: 'test/routes/store-scope.test.ts',
  operatorSave: 'test/routes/store-scope.test.ts',
  adjustmentQueryList: 'test/routes/store-scope.test.ts',
  adjustmentGet: 'test/routes/store-scope.test.ts',
  adjustmentSave: 'test/routes/store-scope.test.ts',
  adjustmentSubmit: 'test/routes/store-scope.test.ts',
  adjustmentCancel: 'test/routes/store-scope.test.ts',
  overviewAdjustments: 'test/routes/overview/overview.test.ts',
  overviewStores: 'test/routes/overview/overview.test.ts',
  overviewSignIns: 'test/routes/overview/overview.test.ts',
};

const ofReach = (reach: CallReach) => CALLS.filter((name) => CALL_REACH[name] === reach);

describe('the store-scoped calls', () => {
  it('[SEC-3] each is asked with another store’s record: by this matrix, or by the test file it names', () => {
    const unasked = ofReach('store').filter(
      (name) => !PEOPLE_PROBES[name] && !STORE_PROBES[name] && !ASKED_ELSEWHERE[name],
    );
    expect(unasked).toEqual([]);
    const missing = Object.entries(ASKED_ELSEWHERE).filter(
      ([name, file]) =>
        !readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8').includes(`'${name}'`),
    );
    expect(missing).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('store-scoped records on %s', (kind) => {
  const t = useTestApp(kind);

  /** An employee with an account holding the manager's own role, in a store of `platformNum`. */
  async function person(platformNum: string, storeCode: string) {
    const admin = await signedIn(t.app, platformNum, 'admin', PASSWORD);
    const tenantId = await tenantIdOf(t, platformNum);
    const [store] = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), eq(stores.storeCode, storeCode)));
    const roleId = platformNum === DEMO ? 'r-manager' : 'r-clerk';
    const saved = await saveEmployee(
      admin,
      draft({
        loginName: unique('pm').toLowerCase(),
        deptCode: storeCode,
        storeRoles: [{ storeId: String(store!.id), roleIds: [roleId] }],
      }),
    );
    return { id: saved.id, userId: saved.userId };
  }

  it('[SEC-3][ORG-09] the manager of S006/S007 reaches the people of its stores only, for every people call', async () => {
    const records: Records = {
      own: await person(DEMO, 'S006'),
      'other store': await person(DEMO, 'S001'),
      'other tenant': await person(STRICT, 'S001'),
    };
    const manager = await signedIn(t.app, DEMO, 'manager', PASSWORD);
    const cells: string[] = [];
    for (const [name, probe] of Object.entries(PEOPLE_PROBES) as [CallName, Probe][]) {
      for (const whose of WHOSE) {
        const answer = await probe(manager, records[whose]);
        const ok = answer.statusCode === 200 && (answer.json() as { success: boolean }).success;
        const hidden = answer.statusCode === 404 && code(answer) === Code.notFound;
        if (whose === 'own' ? !ok : !hidden)
          cells.push(`${name} ${whose}: ${answer.statusCode} ${answer.body}`);
      }
    }
    expect(cells).toEqual([]);
    // The lists agree with the records: the manager's employees are of S006 and S007 only.
    const list = expectOk(
      await manager.call('employeePageList', { query: { limit: 100 } }),
      'employeePageList',
    );
    expect(new Set(list.list.map((row) => row.deptCode))).toEqual(new Set(['S006', 'S007']));
    expect(list.total).toBe(list.list.length);
    const accounts = expectOk(await manager.call('userPageList', { query: { limit: 100 } }), 'userPageList');
    expect(accounts.list.map((row) => row.userId)).toContain(records.own.userId);
    expect(accounts.list.map((row) => row.userId)).not.toContain(records['other store'].userId);
  });

  it('[SEC-3][ORG-04][ORG-12] the manager of S006/S007 reaches its own stores only, for every store call', async () => {
    const storeOf = async (platformNum: string, code: string) => {
      const tenantId = await tenantIdOf(t, platformNum);
      const [row] = await t.database.db
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.tenantId, tenantId), eq(stores.storeCode, code)));
      return { id: String(row!.id), userId: '' };
    };
    const records: Records = {
      own: await storeOf(DEMO, 'S006'),
      'other store': await storeOf(DEMO, 'S001'),
      'other tenant': await storeOf(STRICT, 'S001'),
    };
    const manager = await signedIn(t.app, DEMO, 'manager', PASSWORD);
    const cells: string[] = [];
    for (const [name, probe] of Object.entries(STORE_PROBES) as [CallName, Probe][]) {
      for (const whose of WHOSE) {
        const answer = await probe(manager, records[whose]);
        const ok = answer.statusCode === 200 && (answer.json() as { success: boolean }).success;
        const refused =
          (answer.statusCode === 404 && code(answer) === Code.notFound) ||
          (answer.statusCode === 403 && code(answer) === Code.forbidden);
        if (whose === 'own' ? !ok : !refused)
          cells.push(`${name} ${whose}: ${answer.statusCode} ${answer.body}`);
      }
    }
    expect(cells).toEqual([]);
  });
});
