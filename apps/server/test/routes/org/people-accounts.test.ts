import { Code } from '@rcadmin/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erpEmpRelations, operationLog } from '../../../src/db/schema';
import { passwordFormatProblem } from '../../../src/domain/password-policy';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
} from '../../helpers';
import { PASSWORD, activeStores, draft, fieldsOf, saveEmployee, unique, userRow } from './people-support';

describe.each(TEST_DATABASES)('sign-in accounts and third-party staff (%s)', (kind) => {
  const t = useTestApp(kind);

  /** A new employee of the demo tenant with a sign-in account in its first store. */
  async function newAccount() {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const [store] = await activeStores(t, DEMO);
    const loginName = unique('acc').toLowerCase();
    const saved = await saveEmployee(
      admin,
      draft({
        name: `账号${loginName}`,
        loginName,
        storeRoles: [{ storeId: String(store!.id), roleIds: ['r-clerk'] }],
      }),
    );
    return { admin, loginName, saved };
  }

  it("lists the tenant's accounts with their employee, last sign-in and store count; filters", async () => {
    const { admin, loginName, saved } = await newAccount();
    const agent = await signedIn(t.app, DEMO, loginName, saved.initialPassword);
    expectOk(
      await agent.call('recordLogin', { body: { ssoUserId: saved.userId, platformNum: DEMO } }),
      'recordLogin',
    );
    const page = expectOk(
      await admin.call('userPageList', { query: { rawInfo: loginName } }),
      'userPageList',
    );
    expect(page).toMatchObject({ total: 1, page: 1, limit: 10 });
    const row = page.list[0]!;
    expect(row).toMatchObject({
      userId: saved.userId,
      loginName,
      status: 1,
      initialPassword: true,
      employeeId: saved.id,
      employeeName: `账号${loginName}`,
      storeCount: 1,
    });
    expect(row.lastLoginAt).not.toBe('');
    const all = expectOk(await admin.call('userPageList'), 'userPageList');
    expect(all.list.length).toBeLessThanOrEqual(10);
    expect(all.total).toBeGreaterThanOrEqual(6);

    const detail = expectOk(await admin.call('userGet', { query: { userId: saved.userId } }), 'userGet');
    expect(detail.storeRoles).toHaveLength(1);
    expect(detail.storeRoles[0]!.roleIds).toEqual(['r-clerk']);
    expect(detail.recentLogins.length).toBe(1);

    // Another tenant's account is not found.
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expectFail(await strict.call('userGet', { query: { userId: saved.userId } }), Code.notFound, 404);
    const none = expectOk(
      await strict.call('userPageList', { query: { rawInfo: loginName } }),
      'userPageList',
    );
    expect(none.total).toBe(0);
    for (const call of ['userLock', 'userUnlock', 'userResetPassword'] as const)
      expectFail(await strict.call(call, { body: { userId: saved.userId } }), Code.notFound, 404);
  });

  it('lock ends the sessions and refuses sign-in ("账号已被锁定，请联系管理员"); unlock restores it', async () => {
    const { admin, loginName, saved } = await newAccount();
    const session = await signedIn(t.app, DEMO, loginName, saved.initialPassword);
    const locked = expectOk(await admin.call('userLock', { body: { userId: saved.userId } }), 'userLock');
    expect(locked).toEqual({ userId: saved.userId, status: 2 });
    expectFail(await session.call('userInfo'), Code.loginRequired, 401);
    const refused = await session.call('login', {
      body: { platformNum: DEMO, loginName, password: saved.initialPassword },
      headers: { cookie: 'language=zh' },
    });
    expect(refused.json()).toMatchObject({
      success: false,
      code: Code.accountLocked,
      msg: '账号已被锁定，请联系管理员',
    });
    const english = await session.call('login', {
      body: { platformNum: DEMO, loginName, password: saved.initialPassword },
      headers: { cookie: 'language=es' },
    });
    expect((english.json() as { msg: string }).msg).toContain('bloqueada');
    // A wrong password still answers as a wrong password: nothing tells a locked account apart.
    const wrong = await session.call('login', {
      body: { platformNum: DEMO, loginName, password: 'Wrong@2026' },
    });
    expect(wrong.json()).toMatchObject({ success: false, code: Code.badCredentials });
    const filtered = expectOk(
      await admin.call('userPageList', { query: { rawInfo: loginName, status: '2' } }),
      'userPageList',
    );
    expect(filtered.total).toBe(1);

    // An account whose employee is disabled is not unlocked before the employee is enabled.
    expectOk(
      await admin.call('employeeUpdateStatus', { query: { id: saved.id, status: '0' } }),
      'employeeUpdateStatus',
    );
    expectFail(await admin.call('userUnlock', { body: { userId: saved.userId } }), Code.invalidValues, 422);
    expectOk(
      await admin.call('employeeUpdateStatus', { query: { id: saved.id, status: '1' } }),
      'employeeUpdateStatus',
    );
    const unlocked = expectOk(
      await admin.call('userUnlock', { body: { userId: saved.userId } }),
      'userUnlock',
    );
    expect(unlocked.status).toBe(1);
    await signedIn(t.app, DEMO, loginName, saved.initialPassword);
    const logs = await t.database.db.select({ opt: operationLog.opt }).from(operationLog);
    expect(logs.filter((log) => log.opt.includes(loginName)).length).toBeGreaterThanOrEqual(2);
  });

  it('reset gives a new initial password meeting the policy, answered once; sessions end', async () => {
    const { admin, loginName, saved } = await newAccount();
    const session = await signedIn(t.app, DEMO, loginName, saved.initialPassword);
    const reset = expectOk(
      await admin.call('userResetPassword', { body: { userId: saved.userId, editorPassword: PASSWORD } }),
      'userResetPassword',
    );
    expect(reset.userId).toBe(saved.userId);
    expect(passwordFormatProblem(2, reset.initialPassword)).toBeUndefined();
    expect(reset.initialPassword).not.toBe(saved.initialPassword);
    expectFail(await session.call('userInfo'), Code.loginRequired, 401);
    const old = await session.call('login', {
      body: { platformNum: DEMO, loginName, password: saved.initialPassword },
    });
    expect(old.json()).toMatchObject({ success: false, code: Code.badCredentials });
    const fresh = await signedIn(t.app, DEMO, loginName, reset.initialPassword);
    expect(fresh.login).toBeDefined();
    expect(await userRow(t, DEMO, loginName)).toMatchObject({ initialPassword: true });
    const detail = expectOk(await admin.call('userGet', { query: { userId: saved.userId } }), 'userGet');
    expect(JSON.stringify(detail)).not.toContain(reset.initialPassword);
  });

  it('nobody locks or resets their own account through these calls', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'zh';
    const own = admin.login!.siteUserId;
    const lock = await admin.call('userLock', { body: { userId: own } });
    expect(expectFail(lock, Code.invalidValues, 422).msg).toBe('不能对自己的账号执行此操作');
    expectFail(await admin.call('userResetPassword', { body: { userId: own } }), Code.invalidValues, 422);
    expectOk(await admin.call('userInfo'), 'userInfo');
    expect(await userRow(t, DEMO, 'admin')).toMatchObject({ status: 1 });
    expectFail(await admin.call('userLock', { body: { userId: '999999999' } }), Code.notFound, 404);
  });

  it('[ORG-09][SEC-2] only an administrator resets, locks or disables an administrator, or gives the admin role', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const [store] = await activeStores(t, DEMO);
    const role = expectOk(await admin.call('roleSave', { body: { name: unique('人事') } }), 'roleSave');
    expectOk(
      await admin.call('roleSaveResource', { body: { roleId: role.id, resourceIds: ['rc-org-employee'] } }),
      'roleSaveResource',
    );
    const hrLogin = unique('hr').toLowerCase();
    const hrSaved = await saveEmployee(
      admin,
      draft({ loginName: hrLogin, storeRoles: [{ storeId: String(store!.id), roleIds: [role.id] }] }),
    );
    const hr = await signedIn(t.app, DEMO, hrLogin, hrSaved.initialPassword);
    const adminId = admin.login!.siteUserId;
    expectFail(await hr.call('userResetPassword', { body: { userId: adminId } }), Code.forbidden, 403);
    expectFail(await hr.call('userLock', { body: { userId: adminId } }), Code.forbidden, 403);
    const escalate = await hr.call('employeeSave', {
      body: draft({
        loginName: unique('esc').toLowerCase(),
        deptCode: store!.code,
        storeRoles: [{ storeId: String(store!.id), roleIds: ['r-admin'] }],
      }),
    });
    expectFail(escalate, Code.forbidden, 403);
    expect(fieldsOf(escalate)).toEqual(['storeRoles.0.roleIds']);
    expect(await userRow(t, DEMO, 'admin')).toMatchObject({ status: 1 });
    // An account of the HR user's store that holds no more than the HR user is theirs to manage;
    // a reset of its password needs the HR user's own password again.
    const peer = await saveEmployee(
      admin,
      draft({
        loginName: unique('peer').toLowerCase(),
        deptCode: store!.code,
        storeRoles: [{ storeId: String(store!.id), roleIds: [role.id] }],
      }),
    );
    expectFail(
      await hr.call('userResetPassword', { body: { userId: peer.userId } }),
      Code.stepUpRequired,
      403,
    );
    expectFail(
      await hr.call('userResetPassword', { body: { userId: peer.userId, editorPassword: 'Wrong@2026' } }),
      Code.stepUpRequired,
      403,
    );
    expectOk(
      await hr.call('userResetPassword', {
        body: { userId: peer.userId, editorPassword: hrSaved.initialPassword },
      }),
      'userResetPassword',
    );
    expectOk(await hr.call('userLock', { body: { userId: peer.userId } }), 'userLock');
    // One that holds a clerk's goods pages is beyond them.
    const { saved } = await newAccount();
    expectFail(await hr.call('userLock', { body: { userId: saved.userId } }), Code.forbidden, 403);
  });

  it('third-party staff: list, save (system + code unique), delete; tenant isolation', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const employee = await saveEmployee(admin, draft({ name: '外部员工' }));
    const code = unique('E');
    const created = expectOk(
      await admin.call('erpEmpSave', {
        body: { erpSystem: 'SAP', erpEmpCode: code, erpEmpName: '外部 A', employeeId: employee.id },
      }),
      'erpEmpSave',
    );
    expect(created).toMatchObject({
      erpSystem: 'SAP',
      erpEmpCode: code,
      employeeId: employee.id,
      employeeName: '外部员工',
    });
    const dup = await admin.call('erpEmpSave', {
      body: { erpSystem: 'SAP', erpEmpCode: code, employeeId: employee.id },
    });
    expectFail(dup, Code.duplicate, 409);
    expect(fieldsOf(dup)).toEqual(['erpEmpCode']);
    // The same code in another system is fine.
    expectOk(
      await admin.call('erpEmpSave', {
        body: { erpSystem: 'K3', erpEmpCode: code, employeeId: employee.id },
      }),
      'erpEmpSave',
    );
    const edited = expectOk(
      await admin.call('erpEmpSave', {
        body: {
          id: created.id,
          erpSystem: 'SAP',
          erpEmpCode: code,
          erpEmpName: '外部 B',
          employeeId: employee.id,
        },
      }),
      'erpEmpSave',
    );
    expect(edited).toMatchObject({ id: created.id, erpEmpName: '外部 B' });
    const blank = await admin.call('erpEmpSave', {
      body: { erpSystem: ' ', erpEmpCode: '', employeeId: '' },
    });
    expectFail(blank, Code.invalidValues, 422);
    expect(fieldsOf(blank).sort()).toEqual(['employeeId', 'erpEmpCode', 'erpSystem']);

    const list = expectOk(await admin.call('erpEmpPageList', { query: { rawInfo: code } }), 'erpEmpPageList');
    expect(list.total).toBe(2);
    const sap = expectOk(
      await admin.call('erpEmpPageList', { query: { rawInfo: code, erpSystem: 'SAP' } }),
      'erpEmpPageList',
    );
    expect(sap.list.map((row) => row.id)).toEqual([created.id]);

    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expectFail(
      await strict.call('erpEmpSave', {
        body: { erpSystem: 'SAP', erpEmpCode: unique('X'), employeeId: employee.id },
      }),
      Code.invalidValues,
      422,
    );
    expectFail(await strict.call('erpEmpDelete', { query: { id: created.id } }), Code.notFound, 404);
    const theirs = expectOk(
      await strict.call('erpEmpPageList', { query: { rawInfo: code } }),
      'erpEmpPageList',
    );
    expect(theirs.total).toBe(0);

    const before = await countRows(t.database, erpEmpRelations);
    expectOk(await admin.call('erpEmpDelete', { query: { id: created.id } }), 'erpEmpDelete');
    expect(await countRows(t.database, erpEmpRelations)).toBe(before - 1);
    expectFail(await admin.call('erpEmpDelete', { query: { id: created.id } }), Code.notFound, 404);
    const rows = await t.database.db
      .select()
      .from(erpEmpRelations)
      .where(eq(erpEmpRelations.erpEmpCode, code));
    expect(rows.map((row) => row.erpSystem)).toEqual(['K3']);
  });
});
