import { Code, type RoleMenuNode } from '@rcadmin/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { menuResources, operationLog, roleResources, roles } from '../../../src/db/schema';
import { DEMO, STRICT, TEST_DATABASES, expectFail, expectOk, signedIn, useTestApp } from '../../helpers';
import { idsUnder, rcadminMenu } from '../../../src/seed/menu';
import { PASSWORD, activeStores, draft, fieldsOf, saveEmployee, tenantIdOf, unique } from './people-support';

const EMPLOYEE_PAGE = 'rc-org-employee';
/** The employee page granted whole: the page and its actions (a page saved alone is granted whole). */
const EMPLOYEE_WHOLE = idsUnder(rcadminMenu(), [EMPLOYEE_PAGE]).sort();

/** Every node of a tree, depth first. */
const flatten = (nodes: RoleMenuNode[]): RoleMenuNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe.each(TEST_DATABASES)('roles and grants (%s)', (kind) => {
  const t = useTestApp(kind);

  it('[ORG-01] lists the roles, the admin role first, with what they grant and who holds them', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const list = expectOk(await admin.call('roleList'), 'roleList');
    expect(list[0]).toMatchObject({ id: 'r-admin', grantsAll: true });
    const clerk = list.find((role) => role.id === 'r-clerk');
    expect(clerk).toMatchObject({ grantsAll: false });
    expect(clerk!.holderCount).toBeGreaterThanOrEqual(1);
    const granted = expectOk(
      await admin.call('queryRoleResource', { body: { roleId: 'r-clerk' } }),
      'queryRoleResource',
    );
    expect(clerk!.resourceCount).toBe(granted.length);
    const filtered = expectOk(await admin.call('roleList', { query: { name: clerk!.name } }), 'roleList');
    expect(filtered.map((role) => role.id)).toContain('r-clerk');
    expect(filtered.map((role) => role.id)).not.toContain('r-admin');
  });

  it('[ORG-01] creates a role with a generated id, edits it, and refuses a name already used', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const name = unique('收银主管');
    const created = expectOk(await admin.call('roleSave', { body: { name, remark: '夜班' } }), 'roleSave');
    expect(created).toMatchObject({
      name,
      remark: '夜班',
      grantsAll: false,
      resourceCount: 0,
      holderCount: 0,
    });
    expect(created.id).toMatch(/^r-[a-z0-9]{10}$/);

    const renamed = expectOk(
      await admin.call('roleSave', { body: { id: created.id, name: `${name}2` } }),
      'roleSave',
    );
    expect(renamed).toMatchObject({ id: created.id, name: `${name}2`, remark: '夜班' });

    const taken = await admin.call('roleSave', { body: { name: `${name}2` } });
    expectFail(taken, Code.duplicate, 409);
    expect(fieldsOf(taken)).toEqual(['name']);
    const blank = await admin.call('roleSave', { body: { name: '   ' } });
    expectFail(blank, Code.invalidValues, 422);
    expect(fieldsOf(blank)).toEqual(['name']);
    expectFail(await admin.call('roleSave', { body: { id: 'r-nosuchrole', name: 'x' } }), Code.notFound, 404);
    const logs = await t.database.db
      .select({ opt: operationLog.opt })
      .from(operationLog)
      .where(eq(operationLog.menuCode, '/organization/roleManage'));
    expect(logs.map((row) => row.opt)).toEqual(expect.arrayContaining([expect.stringContaining(name)]));
  });

  it("another tenant's role answers not found, never its data", async () => {
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const role = expectOk(await admin.call('roleSave', { body: { name: unique('demo-only') } }), 'roleSave');
    expect(expectOk(await strict.call('roleList'), 'roleList').map((row) => row.id)).not.toContain(role.id);
    expectFail(await strict.call('roleSave', { body: { id: role.id, name: 'stolen' } }), Code.notFound, 404);
    expectFail(await strict.call('roleCopy', { body: { id: role.id } }), Code.notFound, 404);
    expectFail(await strict.call('roleDelete', { body: { id: role.id } }), Code.notFound, 404);
    expectFail(await strict.call('roleMenuTree', { query: { roleId: role.id } }), Code.notFound, 404);
    expectFail(
      await strict.call('roleSaveResource', { body: { roleId: role.id, resourceIds: [] } }),
      Code.notFound,
      404,
    );
  });

  it('roleMenuTree: the whole rcadmin menu as areas, groups and pages, with the role’s grants checked', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const plain = expectOk(await admin.call('roleMenuTree'), 'roleMenuTree');
    expect(plain.checkedIds).toEqual([]);
    const nodes = flatten(plain.tree);
    expect(plain.tree.every((node) => node.level === 1)).toBe(true);
    expect(nodes.find((node) => node.id === EMPLOYEE_PAGE)).toMatchObject({
      level: 3,
      url: '/organization/employeeIndex',
    });
    // Named in en and es beside the zh name, as the menu call names them.
    expect(nodes.find((node) => node.id === 'rc-goods-area')).toMatchObject({
      name: '商品',
      names: { en: 'Goods', es: 'Productos' },
    });
    const tenantId = await tenantIdOf(t, DEMO);
    const rcadminRows = await t.database.db
      .select({ id: menuResources.id })
      .from(menuResources)
      .where(and(eq(menuResources.tenantId, tenantId), eq(menuResources.appCode, 'rcadmin')));
    expect(nodes).toHaveLength(rcadminRows.length);

    const clerk = expectOk(
      await admin.call('roleMenuTree', { query: { roleId: 'r-clerk' } }),
      'roleMenuTree',
    );
    const granted = expectOk(
      await admin.call('queryRoleResource', { body: { roleId: 'r-clerk' } }),
      'queryRoleResource',
    );
    const treeIds = new Set(nodes.map((node) => node.id));
    expect(new Set(clerk.checkedIds)).toEqual(
      new Set(granted.map((row) => row.id).filter((id) => treeIds.has(id))),
    );
    expect(clerk.grantsAll).toBe(false);

    const all = expectOk(await admin.call('roleMenuTree', { query: { roleId: 'r-admin' } }), 'roleMenuTree');
    expect(all.grantsAll).toBe(true);
    expect(all.checkedIds).toHaveLength(nodes.length);
  });

  it('[ORG-01] roleSaveResource replaces the grants; a holder loses a removed page at the next request', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const role = expectOk(await admin.call('roleSave', { body: { name: unique('员工专员') } }), 'roleSave');
    const saved = expectOk(
      await admin.call('roleSaveResource', {
        body: { roleId: role.id, resourceIds: [EMPLOYEE_PAGE, EMPLOYEE_PAGE] },
      }),
      'roleSaveResource',
    );
    expect(saved).toEqual({ roleId: role.id, resourceCount: EMPLOYEE_WHOLE.length });
    // queryRoleResource.do keeps answering the role's grants.
    const granted = expectOk(
      await admin.call('queryRoleResource', { body: { roleId: role.id } }),
      'queryRoleResource',
    );
    expect(granted.map((row) => row.id).sort()).toEqual(EMPLOYEE_WHOLE);
    // So does the editor's tree, whose menu is cached: the role's checks are read afresh.
    const tree = expectOk(await admin.call('roleMenuTree', { query: { roleId: role.id } }), 'roleMenuTree');
    expect([...tree.checkedIds].sort()).toEqual(EMPLOYEE_WHOLE);

    const [store] = await activeStores(t, DEMO);
    const loginName = unique('hold').toLowerCase();
    const employee = await saveEmployee(
      admin,
      draft({ loginName, storeRoles: [{ storeId: String(store!.id), roleIds: [role.id] }] }),
    );
    const holder = await signedIn(t.app, DEMO, loginName, employee.initialPassword);
    expectOk(await holder.call('employeePageList'), 'employeePageList');
    // A page the role does not grant is refused.
    expectFail(await holder.call('roleMenuTree'), Code.forbidden, 403);

    expectOk(
      await admin.call('roleSaveResource', { body: { roleId: role.id, resourceIds: [] } }),
      'roleSaveResource',
    );
    expectFail(await holder.call('employeePageList'), Code.forbidden, 403);
  });

  it('roleSaveResource refuses unknown resources by name and never edits the admin role', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const role = expectOk(await admin.call('roleSave', { body: { name: unique('r') } }), 'roleSave');
    expectOk(
      await admin.call('roleSaveResource', { body: { roleId: role.id, resourceIds: [EMPLOYEE_PAGE] } }),
      'roleSaveResource',
    );
    const unknown = await admin.call('roleSaveResource', {
      body: { roleId: role.id, resourceIds: [EMPLOYEE_PAGE, 'no-such-page'] },
    });
    expect(expectFail(unknown, Code.invalidValues, 422).msg).toContain('no-such-page');
    // Nothing half-written: the grants are as before.
    const tenantId = await tenantIdOf(t, DEMO);
    const rows = await t.database.db
      .select({ id: roleResources.resourceId })
      .from(roleResources)
      .where(and(eq(roleResources.tenantId, tenantId), eq(roleResources.roleId, role.id)));
    expect(rows.map((row) => row.id).sort()).toEqual(EMPLOYEE_WHOLE);
    expectFail(
      await admin.call('roleSaveResource', { body: { roleId: 'r-admin', resourceIds: [EMPLOYEE_PAGE] } }),
      Code.invalidValues,
      422,
    );
  });

  it('roleCopy makes a new role with the same grants, named "<name> 副本" made unique', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'zh';
    const name = unique('导购');
    const source = expectOk(await admin.call('roleSave', { body: { name, remark: 'r' } }), 'roleSave');
    expectOk(
      await admin.call('roleSaveResource', {
        body: { roleId: source.id, resourceIds: [EMPLOYEE_PAGE, 'rc-org-role'] },
      }),
      'roleSaveResource',
    );
    const copy = expectOk(await admin.call('roleCopy', { body: { id: source.id } }), 'roleCopy');
    expect(copy).toMatchObject({
      name: `${name} 副本`,
      remark: 'r',
      resourceCount: EMPLOYEE_WHOLE.length + idsUnder(rcadminMenu(), ['rc-org-role']).length,
      holderCount: 0,
      grantsAll: false,
    });
    expect(copy.id).not.toBe(source.id);
    const again = expectOk(await admin.call('roleCopy', { body: { id: source.id } }), 'roleCopy');
    expect(again.name).toBe(`${name} 副本 2`);
    admin.language = 'en';
    const english = expectOk(await admin.call('roleCopy', { body: { id: source.id } }), 'roleCopy');
    expect(english.name).toBe(`${name} copy`);

    // The admin role's copy is an ordinary role granting every current resource.
    const adminCopy = expectOk(await admin.call('roleCopy', { body: { id: 'r-admin' } }), 'roleCopy');
    const list = expectOk(await admin.call('roleList'), 'roleList');
    const original = list.find((role) => role.id === 'r-admin')!;
    expect(adminCopy.grantsAll).toBe(false);
    expect(adminCopy.resourceCount).toBe(original.resourceCount);
  });

  it('roleDelete refuses a held role (saying how many hold it) and the admin role', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'zh';
    const role = expectOk(await admin.call('roleSave', { body: { name: unique('临时') } }), 'roleSave');
    const [store] = await activeStores(t, DEMO);
    const employee = await saveEmployee(
      admin,
      draft({
        loginName: unique('del').toLowerCase(),
        storeRoles: [{ storeId: String(store!.id), roleIds: [role.id] }],
      }),
    );
    const held = await admin.call('roleDelete', { body: { id: role.id } });
    expect(expectFail(held, Code.inUse, 409).msg).toContain('1');
    expectFail(await admin.call('roleDelete', { body: { id: 'r-admin' } }), Code.invalidValues, 422);

    const current = expectOk(await admin.call('employeeGet', { query: { id: employee.id } }), 'employeeGet');
    await saveEmployee(admin, { ...draft(), ...current, storeRoles: [] });
    expectOk(await admin.call('roleDelete', { body: { id: role.id } }), 'roleDelete');
    const tenantId = await tenantIdOf(t, DEMO);
    const rows = await t.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.tenantId, tenantId), eq(roles.id, role.id)));
    expect(rows).toEqual([]);
    expectFail(await admin.call('roleDelete', { body: { id: role.id } }), Code.notFound, 404);
  });

  it('roleMenuTree stays fast with 5,000 pages (the tree built in memory)', async () => {
    const admin = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const tenantId = await tenantIdOf(t, STRICT);
    const rows: (typeof menuResources.$inferInsert)[] = [];
    for (let a = 0; a < 10; a += 1) {
      rows.push({
        tenantId,
        id: `perf-a${a}`,
        appCode: 'rcadmin',
        level: 1,
        name: `区域${a}`,
        sort: 1000 + a,
      });
      for (let g = 0; g < 10; g += 1) {
        rows.push({
          tenantId,
          id: `perf-a${a}g${g}`,
          appCode: 'rcadmin',
          parentId: `perf-a${a}`,
          level: 2,
          name: `组${g}`,
        });
        for (let p = 0; p < 50; p += 1) {
          rows.push({
            tenantId,
            id: `perf-a${a}g${g}p${p}`,
            appCode: 'rcadmin',
            parentId: `perf-a${a}g${g}`,
            level: 3,
            name: `页面${p}`,
            url: `/perf/${a}/${g}/${p}`,
          });
        }
      }
    }
    for (let i = 0; i < rows.length; i += 1000)
      await t.database.db.insert(menuResources).values(rows.slice(i, i + 1000));
    const role = expectOk(await admin.call('roleSave', { body: { name: unique('big') } }), 'roleSave');
    const pages = rows.filter((row) => row.level === 3).map((row) => row.id);
    expectOk(
      await admin.call('roleSaveResource', { body: { roleId: role.id, resourceIds: pages } }),
      'roleSaveResource',
    );
    const tree = expectOk(await admin.call('roleMenuTree', { query: { roleId: role.id } }), 'roleMenuTree');
    expect(tree.checkedIds.length).toBe(5000);
    expect(flatten(tree.tree).length).toBeGreaterThanOrEqual(5110);
  });
});
