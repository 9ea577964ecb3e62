import { Code } from '@rcadmin/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, operationLog, users } from '../../../src/db/schema';
import { messages } from '../../../src/i18n/messages';
import {
  DEMO,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type TestApp,
} from '../../helpers';
import { PASSWORD, activeStores, draft, fieldsOf, saveEmployee, tenantIdOf, unique } from './people-support';
import { idsUnder, rcadminMenu } from '../../../src/seed/menu';

// The authorisation model (services/authorisation.ts) as the demo HR (r-hr in S008: employee and
// role pages) and the demo store manager (r-manager in S006 and S007) would try to get round it.

/** The employee record of a demo account, as its edit page loads it. */
async function employeeOf(t: TestApp, loginName: string) {
  const tenantId = await tenantIdOf(t, DEMO);
  const [row] = await t.database.db
    .select({ id: employees.id, userId: employees.userId, deptCode: employees.deptCode })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(and(eq(employees.tenantId, tenantId), eq(users.loginName, loginName)));
  if (!row) throw new Error(`no employee for ${loginName}`);
  return { id: String(row.id), userId: String(row.userId), deptCode: row.deptCode };
}

async function mobileOf(t: TestApp, loginName: string): Promise<string> {
  const tenantId = await tenantIdOf(t, DEMO);
  const [row] = await t.database.db
    .select({ mobile: users.mobile })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.loginName, loginName)));
  return row?.mobile ?? '';
}

describe.each(TEST_DATABASES)('authorisation of people (%s)', (kind) => {
  const t = useTestApp(kind);
  const storeId = async (code: string) =>
    String((await activeStores(t, DEMO)).find((store) => store.code === code)!.id);

  it("[SEC-1][DATA-20] the HR user cannot take over the admin's account through its employee record", async () => {
    const hr = await signedIn(t.app, DEMO, 'hr.east', PASSWORD);
    const target = await employeeOf(t, 'admin');
    // The admin's employee belongs to S008, the HR user's store: the HR user may read it.
    expect(target.deptCode).toBe('S008');
    const record = expectOk(await hr.call('employeeGet', { query: { id: target.id } }), 'employeeGet');
    const before = await mobileOf(t, 'admin');
    // The save the review made: a new mobile, no storeRoles, with or without the HR user's password.
    const {
      storeRoles: _ignored,
      headPicUrl: _url,
      deptName: _dept,
      userStatus: _st,
      userId: _u,
      ...rest
    } = record;
    const body = { ...rest, wxQRCode: record.wxQRCode, mobile: '13700000001', status: undefined };
    for (const editorPassword of [undefined, PASSWORD]) {
      const answer = await hr.call('employeeSave', { body: { ...body, editorPassword } });
      expectFail(answer, Code.forbidden, 403);
      expect(answer.json().msg).toBe(messages.accountBeyondGrants.en);
      expect(fieldsOf(answer)).toEqual(['mobile']);
    }
    expect(await mobileOf(t, 'admin')).toBe(before);
    // Nor its status or password.
    expectFail(
      await hr.call('employeeUpdateStatus', { query: { id: target.id, status: '0' } }),
      Code.forbidden,
      403,
    );
    expectFail(
      await hr.call('userResetPassword', { body: { userId: target.userId, editorPassword: PASSWORD } }),
      Code.forbidden,
      403,
    );
    expectFail(await hr.call('userLock', { body: { userId: target.userId } }), Code.forbidden, 403);
  });

  it('[SEC-1][DATA-20] changing another account’s mobile needs the editor’s password and is logged with both names', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const target = await employeeOf(t, 'soon');
    const record = expectOk(await admin.call('employeeGet', { query: { id: target.id } }), 'employeeGet');
    const { headPicUrl: _url, deptName: _dept, userStatus: _st, userId: _u, status: _s, ...rest } = record;
    const mobile = `139${String(Date.now()).slice(-8)}`;
    const body = { ...rest, mobile };
    const missing = await admin.call('employeeSave', { body });
    expectFail(missing, Code.stepUpRequired, 403);
    expect(missing.json().msg).toBe(messages.stepUpRequired.en);
    const wrong = await admin.call('employeeSave', { body: { ...body, editorPassword: 'Wrong@2026x' } });
    expectFail(wrong, Code.stepUpRequired, 403);
    expect(wrong.json().msg).toBe(messages.stepUpWrong.en);
    expect(await mobileOf(t, 'soon')).not.toBe(mobile);
    expectOk(
      await admin.call('employeeSave', { body: { ...body, editorPassword: PASSWORD } }),
      'employeeSave',
    );
    expect(await mobileOf(t, 'soon')).toBe(mobile);
    const logs = await t.database.db
      .select({ opt: operationLog.opt, user: operationLog.optUserCode })
      .from(operationLog)
      .where(eq(operationLog.optUserCode, 'admin'));
    const record2 = logs.find((log) => log.opt.includes(mobile));
    expect(record2?.opt).toContain('soon');
    expect(record2?.opt).toContain(record.name);
    // One's own mobile needs no step-up.
    const own = await employeeOf(t, 'admin');
    const mine = expectOk(await admin.call('employeeGet', { query: { id: own.id } }), 'employeeGet');
    const { headPicUrl: _u2, deptName: _d2, userStatus: _s2, userId: _i2, status: _t2, ...mineRest } = mine;
    expectOk(
      await admin.call('employeeSave', {
        body: { ...mineRest, mobile: mine.mobile === '' ? '13800000001' : mine.mobile },
      }),
      'employeeSave',
    );
  });

  it('[SEC-2][ORG-01] nobody gives a role, or a store, they do not hold themselves', async () => {
    const hr = await signedIn(t.app, DEMO, 'hr.east', PASSWORD);
    const s008 = await storeId('S008');
    const s001 = await storeId('S001');
    const give = (roleIds: string[], store = s008) =>
      hr.call('employeeSave', {
        body: draft({
          loginName: unique('esc').toLowerCase(),
          deptCode: 'S008',
          storeRoles: [{ storeId: store, roleIds }],
        }),
      });
    // Any role granting what the HR user lacks (goods pages, stores), not only the admin role.
    for (const roleId of ['r-admin', 'r-manager', 'r-clerk']) {
      const answer = await give([roleId]);
      expectFail(answer, Code.forbidden, 403);
      expect(fieldsOf(answer)).toEqual(['storeRoles.0.roleIds']);
    }
    // Its own role, but in a store the HR user does not hold.
    const elsewhere = await give(['r-hr'], s001);
    expectFail(elsewhere, Code.forbidden, 403);
    expect(fieldsOf(elsewhere)).toEqual(['storeRoles.0.storeId']);
    // Nor to themselves.
    const self = await employeeOf(t, 'hr.east');
    const own = expectOk(await hr.call('employeeGet', { query: { id: self.id } }), 'employeeGet');
    const { headPicUrl: _url, deptName: _dept, userStatus: _st, userId: _u, status: _s, ...rest } = own;
    expectFail(
      await hr.call('employeeSave', {
        body: { ...rest, storeRoles: [{ storeId: s008, roleIds: ['r-hr', 'r-manager'] }] },
      }),
      Code.forbidden,
      403,
    );
    // What they hold, where they hold it, they may give.
    expectOk(await give(['r-hr']), 'employeeSave');
  });

  it('[SEC-2][ORG-01] nobody copies, edits or fills a role with grants they do not hold', async () => {
    const hr = await signedIn(t.app, DEMO, 'hr.east', PASSWORD);
    const copy = await hr.call('roleCopy', { body: { id: 'r-admin' } });
    expectFail(copy, Code.forbidden, 403);
    expect(copy.json().msg).toBe(messages.roleBeyondGrants.en.replace('{name}', '管理员'));
    expectFail(await hr.call('roleCopy', { body: { id: 'r-manager' } }), Code.forbidden, 403);
    // A role granting goods pages is not theirs to change, rename or delete.
    expectFail(
      await hr.call('roleSaveResource', { body: { roleId: 'r-clerk', resourceIds: ['rc-org-employee'] } }),
      Code.forbidden,
      403,
    );
    expectFail(
      await hr.call('roleSave', { body: { id: 'r-clerk', name: unique('店员') } }),
      Code.forbidden,
      403,
    );
    expectFail(await hr.call('roleDelete', { body: { id: 'r-manager' } }), Code.forbidden, 403);
    // A new role may hold only what they hold: the goods list is refused, naming it.
    const role = expectOk(await hr.call('roleSave', { body: { name: unique('助理') } }), 'roleSave');
    const tree = expectOk(await hr.call('roleMenuTree', { query: { roleId: role.id } }), 'roleMenuTree');
    expect(tree.checkedIds).toEqual([]);
    const granted = expectOk(
      await hr.call('roleSaveResource', { body: { roleId: role.id, resourceIds: ['rc-org-employee'] } }),
      'roleSaveResource',
    );
    // The page alone is the page whole: its actions, all of which they hold.
    expect(granted.resourceCount).toBe(idsUnder(rcadminMenu(), ['rc-org-employee']).length);
    const withPage = await hr.call('roleSaveResource', {
      body: {
        roleId: role.id,
        resourceIds: ['rc-goods-area', 'rc-goods-group', 'rc-goods-list', 'rc-org-employee'],
      },
    });
    expectFail(withPage, Code.forbidden, 403);
    expect(withPage.json().msg).toBe(messages.roleResourcesBeyond.en.replace('{names}', '商品档案'));
    expect(fieldsOf(withPage)).toEqual(['resourceIds']);
    // Only a tenant-wide user makes a role tenant-wide.
    const wide = await hr.call('roleSave', { body: { id: role.id, name: role.name, allStores: '1' } });
    expectFail(wide, Code.forbidden, 403);
    expect(fieldsOf(wide)).toEqual(['allStores']);
  });

  it('[SEC-3][ORG-09] the HR user of S008 sees, resets and edits only the people of S008', async () => {
    const hr = await signedIn(t.app, DEMO, 'hr.east', PASSWORD);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const scope = expectOk(await hr.call('dataScope'), 'dataScope');
    expect(scope).toEqual({ storeCodes: ['S008'], allStores: false });
    const list = expectOk(await hr.call('employeePageList', { query: { limit: 100 } }), 'employeePageList');
    expect(list.list.length).toBeGreaterThan(0);
    expect(new Set(list.list.map((row) => row.deptCode))).toEqual(new Set(['S008']));
    expect(list.total).toBe(list.list.length);
    const all = expectOk(await admin.call('employeePageList', { query: { limit: 100 } }), 'employeePageList');
    expect(all.total).toBeGreaterThan(list.total);
    // The clerk of S002: not found, not reset, not locked, not edited.
    const clerk = await employeeOf(t, 'clerk');
    expectFail(await hr.call('employeeGet', { query: { id: clerk.id } }), Code.notFound, 404);
    expectFail(await hr.call('userGet', { query: { userId: clerk.userId } }), Code.notFound, 404);
    expectFail(
      await hr.call('userResetPassword', { body: { userId: clerk.userId, editorPassword: PASSWORD } }),
      Code.notFound,
      404,
    );
    expectFail(await hr.call('userLock', { body: { userId: clerk.userId } }), Code.notFound, 404);
    expectFail(
      await hr.call('employeeUpdateStatus', { query: { id: clerk.id, status: '0' } }),
      Code.notFound,
      404,
    );
    const accounts = expectOk(await hr.call('userPageList', { query: { limit: 100 } }), 'userPageList');
    expect(accounts.list.map((row) => row.loginName)).not.toContain('clerk');
    expect(accounts.total).toBe(accounts.list.length);
    // A new employee goes to a store the HR user holds.
    const moved = await hr.call('employeeSave', { body: draft({ deptCode: 'S001' }) });
    expectFail(moved, Code.forbidden, 403);
    expect(fieldsOf(moved)).toEqual(['deptCode']);
    expectOk(await hr.call('employeeSave', { body: draft({ deptCode: 'S008' }) }), 'employeeSave');
  });

  it('[SEC-3] a role flagged all-stores sees every store; the admin sets the flag', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const role = expectOk(
      await admin.call('roleSave', { body: { name: unique('总部人事'), allStores: '1' } }),
      'roleSave',
    );
    expect(role.allStores).toBe(true);
    expectOk(
      await admin.call('roleSaveResource', { body: { roleId: role.id, resourceIds: ['rc-org-employee'] } }),
      'roleSaveResource',
    );
    const loginName = unique('hq').toLowerCase();
    const saved = await saveEmployee(
      admin,
      draft({
        loginName,
        deptCode: 'S001',
        storeRoles: [{ storeId: await storeId('S001'), roleIds: [role.id] }],
      }),
    );
    const hq = await signedIn(t.app, DEMO, loginName, saved.initialPassword);
    expect(expectOk(await hq.call('dataScope'), 'dataScope').allStores).toBe(true);
    const seen = expectOk(await hq.call('employeePageList', { query: { limit: 10 } }), 'employeePageList');
    const all = expectOk(await admin.call('employeePageList', { query: { limit: 10 } }), 'employeePageList');
    expect(seen.total).toBe(all.total);
    // Tenant-wide is not admin: the admin's account stays beyond them.
    const target = await employeeOf(t, 'admin');
    expectFail(await hq.call('userLock', { body: { userId: target.userId } }), Code.forbidden, 403);
  });
});
