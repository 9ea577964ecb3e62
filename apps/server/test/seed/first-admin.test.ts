import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuResources, tenants, users } from '../../src/db/schema';
import { FirstAdminError, createFirstAdmin, type FirstAdminInput } from '../../src/seed/first-admin';
import { TEST_HASH_LOG_N } from '../config';
import { DEMO, TEST_DATABASES, countRows, expectOk, signedIn, useTestApp, type TestApp } from '../helpers';

const PASSWORD = 'Acme#2026x';
const ACME: FirstAdminInput = {
  platformNum: '200001',
  companyName: 'Acme',
  loginName: 'admin',
  name: undefined,
};

const create = (t: TestApp, input: FirstAdminInput, password = PASSWORD) =>
  createFirstAdmin(t.database.db, input, password, { passwordHashLogN: TEST_HASH_LOG_N, now: t.clock.now() });

describe.each(TEST_DATABASES)('the first admin of a tenant on %s', (kind) => {
  const t = useTestApp(kind);

  it('creates the tenant with its menus, roles and a store, and an admin who signs in with every grant', async () => {
    expect(await create(t, ACME)).toEqual({ tenantCreated: true, companyName: 'Acme', storeCodes: ['S001'] });

    const admin = await signedIn(t.app, '200001', 'admin', PASSWORD);
    expect(
      expectOk(await admin.call('deptRoleList', { query: { _platform_num: '200001' } }), 'deptRoleList'),
    ).toEqual([{ storeCode: 'S001', storeName: 'Acme', roleIds: ['r-admin'] }]);
    // A resource-bound call (the settings page's parameters): the admin role grants it.
    expectOk(await admin.call('sysParam', { query: { paramName: 'greyPages' } }), 'sysParam');
    // The product's menu, without the demo's links to the example vendor page.
    const [acme] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, '200001'));
    const menu = await t.database.db
      .select({ id: menuResources.id, url: menuResources.url })
      .from(menuResources)
      .where(eq(menuResources.tenantId, acme?.id as number));
    expect(menu.length).toBeGreaterThan(100);
    expect(menu.map((entry) => entry.id)).not.toContain('rc-vendor-example');
    expect(menu.filter((entry) => entry.url.startsWith('http'))).toEqual([]);
    // No micro-app registered, and the registry has no default.
    expect(
      expectOk(await admin.call('sysParam', { query: { paramName: 'microApps' } }), 'sysParam').microApps,
    ).toBe('');
  });

  it('adds an admin to an existing tenant, in each of its stores', async () => {
    const report = await create(t, {
      platformNum: DEMO,
      companyName: undefined,
      loginName: 'owner',
      name: 'Owner',
    });
    expect(report).toEqual({
      tenantCreated: false,
      companyName: 'Demo Retail',
      storeCodes: Array.from({ length: 12 }, (_, i) => `S${String(i + 1).padStart(3, '0')}`),
    });
    const owner = await signedIn(t.app, DEMO, 'owner', PASSWORD);
    expect(
      expectOk(await owner.call('deptRoleList', { query: { _platform_num: DEMO } }), 'deptRoleList').map(
        (store) => [store.storeCode, store.roleIds],
      ),
    ).toEqual(
      Array.from({ length: 12 }, (_, i) => `S${String(i + 1).padStart(3, '0')}`).map((code) => [
        code,
        ['r-admin'],
      ]),
    );
  });

  it('refuses bad input, a weak password, a new tenant without its company and an existing account, writing nothing', async () => {
    const before = {
      tenants: await countRows(t.database, tenants),
      users: await countRows(t.database, users),
    };
    const refusal = (input: Partial<FirstAdminInput>, password = PASSWORD) =>
      create(t, { ...ACME, platformNum: '200002', ...input }, password).then(
        () => 'created',
        (error: unknown) => {
          expect(error).toBeInstanceOf(FirstAdminError);
          return (error as Error).message;
        },
      );
    expect(await refusal({ platformNum: '' })).toMatch(/--platform/);
    expect(await refusal({ platformNum: '2000 01' })).toMatch(/--platform must be/);
    expect(await refusal({ loginName: '' })).toMatch(/--login/);
    expect(await refusal({ loginName: 'two words' })).toMatch(/--login must be/);
    expect(await refusal({ companyName: '  ' })).toMatch(/--company/);
    expect(await refusal({ companyName: undefined })).toMatch(/tenant 200002 does not exist: .*--company/);
    expect(await refusal({}, 'aaaaaaaa')).toMatch(/password .* 8-128 characters that are not all the same/);
    // [SEC-9] the first admin's password is not a common one either.
    expect(await refusal({}, 'password123')).toMatch(
      /password .* too common or has appeared in a data breach/,
    );
    expect(await refusal({}, 'short')).toMatch(/password/);
    expect(await refusal({ platformNum: DEMO, loginName: 'admin' })).toBe(
      `account admin already exists in tenant ${DEMO}`,
    );
    expect({
      tenants: await countRows(t.database, tenants),
      users: await countRows(t.database, users),
    }).toEqual(before);
  });
});
