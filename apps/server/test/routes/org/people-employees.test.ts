import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code, SITE_TOKEN_HEADER, api } from '@rcadmin/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { employees, operationLog, storedFiles, userStoreRoles, users } from '../../../src/db/schema';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
} from '../../helpers';
import {
  PASSWORD,
  activeStores,
  draft,
  fieldsOf,
  saveEmployee,
  tenantIdOf,
  unique,
  userRow,
} from './people-support';

describe.each(TEST_DATABASES)('employees (%s)', (kind) => {
  const t = useTestApp(kind);

  it('[DATA-20] saves an employee with every field and answers it back with its version', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const [store] = await activeStores(t, DEMO);
    const tenantId = await tenantIdOf(t, DEMO);
    const key = `${tenantId}/head/202601/${unique('pic')}.png`;
    await t.database.db
      .insert(storedFiles)
      .values({ key, tenantId, contentType: 'image/png', size: 10, originalName: 'me.png' });
    const body = draft({
      name: ' 王小明 ',
      mobile: '+8613912345678',
      email: 'xm@example.com',
      position: '收银员',
      remark: '夜班',
      sex: 2,
      cardNo: 'C-1',
      profies: '简介',
      headPicKey: key,
      wxQRCode: 'https://example.com/qr',
      deptCode: store!.code,
      orgCode: 'ORG1',
    });
    const saved = await saveEmployee(admin, body);
    expect(saved).toMatchObject({ version: 1, userId: '', initialPassword: '' });
    const got = expectOk(await admin.call('employeeGet', { query: { id: saved.id } }), 'employeeGet');
    expect(got).toMatchObject({
      id: saved.id,
      empCode: body.empCode,
      name: '王小明',
      mobile: '+8613912345678',
      email: 'xm@example.com',
      position: '收银员',
      remark: '夜班',
      sex: 2,
      cardNo: 'C-1',
      profies: '简介',
      headPicKey: key,
      wxQRCode: 'https://example.com/qr',
      loginName: '',
      deptCode: store!.code,
      deptName: store!.name,
      orgCode: 'ORG1',
      status: 1,
      userStatus: null,
      version: 1,
      storeRoles: [],
    });
    expect(got.headPicUrl).toContain(encodeURIComponent(key));

    const updated = await saveEmployee(admin, { ...body, id: saved.id, version: 1, position: '店长' });
    expect(updated.version).toBe(2);
    // A save that names an older version is refused: no lost update.
    const stale = await admin.call('employeeSave', { body: { ...body, id: saved.id, version: 1 } });
    expectFail(stale, Code.staleVersion, 409);
    const again = expectOk(await admin.call('employeeGet', { query: { id: saved.id } }), 'employeeGet');
    expect(again).toMatchObject({ position: '店长', version: 2 });
    const logs = await t.database.db
      .select({ opt: operationLog.opt })
      .from(operationLog)
      .where(eq(operationLog.menuCode, '/organization/employeeIndex'));
    expect(logs.filter((row) => row.opt.includes(body.empCode))).toHaveLength(2);
  });

  it('refuses bad values on their fields: code, mobile, email, sex, department, picture', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const before = await countRows(t.database, employees);
    const bad = await admin.call('employeeSave', {
      body: draft({ empCode: 'bad code!', name: '', mobile: '12345', email: 'no-at', sex: 3 }),
    });
    expectFail(bad, Code.invalidValues, 422);
    expect(fieldsOf(bad).sort()).toEqual(['email', 'empCode', 'mobile', 'name', 'sex']);
    const refs = await admin.call('employeeSave', {
      body: draft({ deptCode: 'NO-SUCH-STORE', headPicKey: '1/head/202601/none.png' }),
    });
    expectFail(refs, Code.invalidValues, 422);
    expect(fieldsOf(refs).sort()).toEqual(['deptCode', 'headPicKey']);
    // Another tenant's store code is not a department of this one.
    const strictStores = await activeStores(t, STRICT);
    const demoCodes = new Set((await activeStores(t, DEMO)).map((store) => store.code));
    const foreign = strictStores.find((store) => !demoCodes.has(store.code));
    if (foreign) {
      const other = await admin.call('employeeSave', { body: draft({ deptCode: foreign.code }) });
      expect(fieldsOf(other)).toEqual(['deptCode']);
    }
    expect(await countRows(t.database, employees)).toBe(before);
  });

  it('refuses an employee code already used (4091 on empCode)', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const first = draft();
    await saveEmployee(admin, first);
    const again = await admin.call('employeeSave', { body: draft({ empCode: first.empCode }) });
    expectFail(again, Code.duplicate, 409);
    expect(fieldsOf(again)).toEqual(['empCode']);
    // The same code in another tenant is fine.
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    await saveEmployee(strict, draft({ empCode: first.empCode }));
  });

  it('[ORG-10] a copy is a plain create: a new record, the sign-in name cleared', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const original = await saveEmployee(admin, draft({ loginName: unique('orig').toLowerCase() }));
    const got = expectOk(await admin.call('employeeGet', { query: { id: original.id } }), 'employeeGet');
    const copy = await saveEmployee(admin, {
      ...draft(),
      ...got,
      id: '',
      version: 0,
      empCode: unique('C'),
      loginName: '',
      storeRoles: [],
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy).toMatchObject({ version: 1, userId: '', initialPassword: '' });
    const still = expectOk(await admin.call('employeeGet', { query: { id: original.id } }), 'employeeGet');
    expect(still.version).toBe(1);
  });

  it('a sign-in name makes a user with an initial password (answered once) and its store roles', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const [s1, s2] = await activeStores(t, DEMO);
    const loginName = unique('emp').toLowerCase();
    const saved = await saveEmployee(
      admin,
      draft({
        loginName,
        storeRoles: [
          { storeId: String(s1!.id), roleIds: ['r-clerk'] },
          { storeId: String(s2!.id), roleIds: ['r-clerk', 'r-admin'] },
        ],
      }),
    );
    expect(saved.userId).toMatch(/^[0-9]+$/);
    expect(saved.initialPassword).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{12}$/);
    const user = await userRow(t, DEMO, loginName);
    expect(user).toMatchObject({ id: Number(saved.userId), initialPassword: true, status: 1 });
    expect(user!.passwordHash).not.toContain(saved.initialPassword);
    const assigned = await t.database.db
      .select()
      .from(userStoreRoles)
      .where(eq(userStoreRoles.userId, Number(saved.userId)));
    expect(assigned).toHaveLength(2);

    const got = expectOk(await admin.call('employeeGet', { query: { id: saved.id } }), 'employeeGet');
    expect(got).toMatchObject({ loginName, userId: saved.userId, userStatus: 1 });
    expect(JSON.stringify(got)).not.toContain(saved.initialPassword);
    expect(got.storeRoles.map((entry) => entry.storeCode).sort()).toEqual([s1!.code, s2!.code].sort());

    // The initial password signs in and asks for a change (2001603).
    const first = await signedIn(t.app, DEMO, loginName, saved.initialPassword);
    expect(first.login).toBeDefined();
    const login = await first.call('login', {
      body: { platformNum: DEMO, loginName, password: saved.initialPassword },
    });
    expect(login.json()).toMatchObject({ success: true, errorCode: Code.initialPassword });

    // An update changes the store roles and keeps the account; no new password.
    const updated = await saveEmployee(admin, {
      ...draft(),
      ...got,
      storeRoles: [{ storeId: String(s1!.id), roleIds: ['r-clerk'] }],
    });
    expect(updated).toMatchObject({ userId: saved.userId, initialPassword: '', version: 2 });
    const after = await t.database.db
      .select()
      .from(userStoreRoles)
      .where(eq(userStoreRoles.userId, Number(saved.userId)));
    expect(after).toEqual([{ userId: Number(saved.userId), storeId: s1!.id, roleIds: ['r-clerk'] }]);
  });

  it('sign-in names: unique in the tenant, never changed or removed once set', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const taken = await admin.call('employeeSave', { body: draft({ loginName: 'clerk' }) });
    expectFail(taken, Code.duplicate, 409);
    expect(fieldsOf(taken)).toEqual(['loginName']);
    const invalid = await admin.call('employeeSave', { body: draft({ loginName: 'a b' }) });
    expect(fieldsOf(invalid)).toEqual(['loginName']);

    const loginName = unique('fix').toLowerCase();
    const saved = await saveEmployee(admin, draft({ loginName }));
    const got = expectOk(await admin.call('employeeGet', { query: { id: saved.id } }), 'employeeGet');
    const changed = await admin.call('employeeSave', {
      body: { ...draft(), ...got, loginName: `${loginName}x` },
    });
    expectFail(changed, Code.invalidValues, 422);
    expect(fieldsOf(changed)).toEqual(['loginName']);
    const cleared = await admin.call('employeeSave', { body: { ...draft(), ...got, loginName: '' } });
    expectFail(cleared, Code.invalidValues, 422);
    expect(fieldsOf(cleared)).toEqual(['loginName']);
    // The user keeps its name.
    expect(await userRow(t, DEMO, loginName)).toBeDefined();

    // An employee without one may get one later: its account is made then.
    const plain = await saveEmployee(admin, draft());
    const later = unique('late').toLowerCase();
    const gotPlain = expectOk(await admin.call('employeeGet', { query: { id: plain.id } }), 'employeeGet');
    const withLogin = await saveEmployee(admin, { ...draft(), ...gotPlain, loginName: later });
    expect(withLogin.initialPassword).not.toBe('');
    expect(withLogin.userId).not.toBe('');
  });

  it('store roles: only with a sign-in name, stores and roles of the tenant only; nothing half-written', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const [store] = await activeStores(t, DEMO);
    const [strictStore] = await activeStores(t, STRICT);
    const noLogin = await admin.call('employeeSave', {
      body: draft({ storeRoles: [{ storeId: String(store!.id), roleIds: ['r-clerk'] }] }),
    });
    expect(fieldsOf(noLogin)).toEqual(['storeRoles']);
    const usersBefore = await countRows(t.database, users);
    const employeesBefore = await countRows(t.database, employees);
    const foreign = await admin.call('employeeSave', {
      body: draft({
        loginName: unique('bad').toLowerCase(),
        storeRoles: [
          { storeId: String(strictStore!.id), roleIds: ['r-clerk'] },
          { storeId: String(store!.id), roleIds: ['r-nosuchrole'] },
        ],
      }),
    });
    expectFail(foreign, Code.invalidValues, 422);
    expect(fieldsOf(foreign).sort()).toEqual(['storeRoles.0.storeId', 'storeRoles.1.roleIds']);
    const twice = await admin.call('employeeSave', {
      body: draft({
        loginName: unique('bad').toLowerCase(),
        storeRoles: [
          { storeId: String(store!.id), roleIds: ['r-clerk'] },
          { storeId: String(store!.id), roleIds: [] },
        ],
      }),
    });
    expectFail(twice, Code.invalidValues, 422);
    expect(fieldsOf(twice).sort()).toEqual(['storeRoles.1.roleIds', 'storeRoles.1.storeId']);
    const roleOnly = await admin.call('employeeSave', {
      body: draft({
        loginName: unique('bad').toLowerCase(),
        storeRoles: [{ storeId: String(store!.id), roleIds: ['r-nosuchrole'] }],
      }),
    });
    expect(fieldsOf(roleOnly)).toEqual(['storeRoles.0.roleIds']);
    expect(await countRows(t.database, users)).toBe(usersBefore);
    expect(await countRows(t.database, employees)).toBe(employeesBefore);
  });

  it('disabling an employee disables its user and ends its sessions at once; enabling restores it', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const [store] = await activeStores(t, DEMO);
    const loginName = unique('off').toLowerCase();
    const saved = await saveEmployee(
      admin,
      draft({ loginName, storeRoles: [{ storeId: String(store!.id), roleIds: ['r-clerk'] }] }),
    );
    const session = await signedIn(t.app, DEMO, loginName, saved.initialPassword);
    expectOk(await session.call('userInfo'), 'userInfo');

    const off = expectOk(
      await admin.call('employeeUpdateStatus', { query: { id: saved.id, status: '0' } }),
      'employeeUpdateStatus',
    );
    expect(off).toMatchObject({ id: saved.id, status: 0, version: 2 });
    expect(await userRow(t, DEMO, loginName)).toMatchObject({ status: 0 });
    expectFail(await session.call('userInfo'), Code.loginRequired, 401);
    const refused = await session.call('login', {
      body: { platformNum: DEMO, loginName, password: saved.initialPassword },
      headers: { cookie: 'language=zh' },
    });
    expect(refused.json()).toMatchObject({
      success: false,
      code: Code.accountLocked,
      msg: '账号已停用，请联系管理员',
    });

    expectOk(
      await admin.call('employeeUpdateStatus', { query: { id: saved.id, status: '1' } }),
      'employeeUpdateStatus',
    );
    expect(await userRow(t, DEMO, loginName)).toMatchObject({ status: 1 });
    await signedIn(t.app, DEMO, loginName, saved.initialPassword);

    // Nobody disables their own employee (and so signs themself out).
    const adminUser = await userRow(t, DEMO, 'admin');
    const [own] = await t.database.db
      .select({ id: employees.id })
      .from(employees)
      .where(eq(employees.userId, adminUser!.id));
    if (own) {
      expectFail(
        await admin.call('employeeUpdateStatus', { query: { id: String(own.id), status: '0' } }),
        Code.invalidValues,
        422,
      );
    }
  });

  it('[ORG-09] lists page 1 of 10 by default and filters by rawInfo (contains or exact) and status', async () => {
    const admin = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const tag = unique('L');
    for (let i = 0; i < 12; i += 1) {
      await saveEmployee(
        admin,
        draft({
          empCode: `${tag}-${String(i).padStart(2, '0')}`,
          name: `列表${tag}${i}`,
          mobile: `1380000${String(i).padStart(4, '0')}`,
        }),
      );
    }
    const all = expectOk(
      await admin.call('employeePageList', { query: { rawInfo: tag } }),
      'employeePageList',
    );
    expect(all).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(all.list).toHaveLength(10);
    // Newest first.
    expect(all.list[0]!.empCode).toBe(`${tag}-11`);
    const second = expectOk(
      await admin.call('employeePageList', { query: { rawInfo: tag, page: 2, limit: 10 } }),
      'employeePageList',
    );
    expect(second.list.map((row) => row.empCode)).toEqual([`${tag}-01`, `${tag}-00`]);
    const beyond = expectOk(
      await admin.call('employeePageList', { query: { rawInfo: tag, page: 5 } }),
      'employeePageList',
    );
    expect(beyond).toMatchObject({ total: 12, list: [] });

    const contains = expectOk(
      await admin.call('employeePageList', { query: { rawInfo: `${tag}-0` } }),
      'employeePageList',
    );
    expect(contains.total).toBe(10);
    const strict = expectOk(
      await admin.call('employeePageList', { query: { rawInfo: `${tag}-0`, isStrict: '1' } }),
      'employeePageList',
    );
    expect(strict.total).toBe(0);
    const exact = expectOk(
      await admin.call('employeePageList', { query: { rawInfo: `${tag}-03`, isStrict: '1' } }),
      'employeePageList',
    );
    expect(exact.list.map((row) => row.empCode)).toEqual([`${tag}-03`]);
    const byMobile = expectOk(
      await admin.call('employeePageList', { query: { rawInfo: '13800000007', isStrict: '1' } }),
      'employeePageList',
    );
    expect(byMobile.list.map((row) => row.empCode)).toContain(`${tag}-07`);

    const target = exact.list[0]!;
    expectOk(
      await admin.call('employeeUpdateStatus', { query: { id: target.id, status: '0' } }),
      'employeeUpdateStatus',
    );
    const disabled = expectOk(
      await admin.call('employeePageList', { query: { rawInfo: tag, status: '0' } }),
      'employeePageList',
    );
    expect(disabled.list.map((row) => row.empCode)).toEqual([`${tag}-03`]);
    const active = expectOk(
      await admin.call('employeePageList', { query: { rawInfo: tag, status: '1', limit: 20 } }),
      'employeePageList',
    );
    expect(active.total).toBe(11);
    expectFail(await admin.call('employeePageList', { query: { limit: 15 } }), Code.invalidRequest, 400);
  });

  it("another tenant's employee answers not found, never its data", async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const body = draft({ loginName: unique('iso').toLowerCase() });
    const saved = await saveEmployee(admin, body);
    expectFail(await strict.call('employeeGet', { query: { id: saved.id } }), Code.notFound, 404);
    expectFail(
      await strict.call('employeeUpdateStatus', { query: { id: saved.id, status: '0' } }),
      Code.notFound,
      404,
    );
    expectFail(
      await strict.call('employeeSave', {
        body: { ...body, id: saved.id, version: 1, loginName: undefined },
      }),
      Code.notFound,
      404,
    );
    const list = expectOk(
      await strict.call('employeePageList', { query: { rawInfo: body.empCode } }),
      'employeePageList',
    );
    expect(list.total).toBe(0);
    const row = await t.database.db
      .select()
      .from(employees)
      .where(eq(employees.id, Number(saved.id)));
    expect(row[0]).toMatchObject({ status: 1, version: 1 });
  });

  it('the first page with a rawInfo filter answers within 30 ms (p95) with 20,000 employees', async () => {
    const admin = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const tenantId = await tenantIdOf(t, STRICT);
    const surnames = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗';
    const rows: (typeof employees.$inferInsert)[] = [];
    for (let i = 0; i < 20_000; i += 1) {
      rows.push({
        tenantId,
        empCode: `P${String(i).padStart(6, '0')}`,
        name: `${surnames[i % surnames.length]}员工${i}`,
        mobile: `139${String(i).padStart(8, '0')}`,
        status: i % 10 === 0 ? 0 : 1,
      });
    }
    for (let i = 0; i < rows.length; i += 2000)
      await t.database.db.insert(employees).values(rows.slice(i, i + 2000));
    await t.database.db.execute(sql`analyze employees`);
    const queries: Record<string, string>[] = [
      { rawInfo: '王员工1' },
      { rawInfo: '13900001' },
      { rawInfo: 'P0123' },
      { rawInfo: 'P012345', isStrict: '1' },
      { rawInfo: '员工', status: '1' },
      { rawInfo: '不存在的人' },
    ];
    // Every filter answers over 20,000 employees (its speed is a bench row: npm run bench).
    for (const query of queries)
      expectOk(await admin.call('employeePageList', { query }), 'employeePageList');
    const first = expectOk(
      await admin.call('employeePageList', { query: { rawInfo: 'P012345', isStrict: '1' } }),
      'employeePageList',
    );
    expect(first.list.map((row) => row.empCode)).toEqual(['P012345']);
    const withRemaining = await t.database.db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.empCode, 'P000000')));
    expect(withRemaining).toHaveLength(1);
  }, 120_000);
});

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipartFile(data: Buffer) {
  const boundary = `----people${Math.random().toString(16).slice(2)}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(TEST_DATABASES)('employee head pictures (%s)', (kind) => {
  const filesDir = mkdtempSync(path.join(tmpdir(), 'rcadmin-heads-'));
  const t = useTestApp(kind, { filesDir });
  afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

  const upload = (agent: Agent, data: Buffer) => {
    const body = multipartFile(data);
    return t.app.inject({
      method: 'POST',
      url: `/api${api.fileUpload.path}?purpose=head`,
      payload: body.payload,
      headers: {
        'content-type': body.contentType,
        cookie: agent.cookie ?? '',
        [SITE_TOKEN_HEADER]: agent.siteToken ?? '',
      },
    });
  };

  it('[DATA-20] a head picture uploaded with purpose head is saved by its key and answered as headPicUrl', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const stored = expectOk(await upload(admin, PNG), 'fileUpload');
    expect(stored.key).toMatch(/\/head\//);
    const saved = await saveEmployee(admin, draft({ headPicKey: stored.key }));
    const got = expectOk(await admin.call('employeeGet', { query: { id: saved.id } }), 'employeeGet');
    expect(got).toMatchObject({ headPicKey: stored.key, headPicUrl: stored.url });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expectFail(await upload(admin, big), Code.payloadTooLarge, 413);
  });
});
