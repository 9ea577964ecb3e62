import { Code, type NavTreeNode } from '@rcadmin/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shopNavigations } from '../../../src/db/schema';
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
import { insertSku, tenantIdOf } from '../catalogue/fixtures';

const PASSWORD = 'Admin@2026';

const find = (nodes: NavTreeNode[], id: string): NavTreeNode | undefined => {
  for (const node of nodes) {
    if (node.navId === id) return node;
    const found = find(node.children, id);
    if (found) return found;
  }
  return undefined;
};

describe.each(TEST_DATABASES)('store navigation on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Agent;
  let tenantId: number;
  let serial = 0;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    tenantId = await tenantIdOf(t.database, DEMO);
  });

  const tree = async (agent = admin) => expectOk(await agent.call('navTree'), 'navTree');
  const create = async (name: string, parentId = '', icon = '') =>
    expectOk(await admin.call('navSave', { body: { parentId, name, icon } }), 'navSave').navId;
  const fresh = (stem: string) => `${stem} ${kind} ${++serial}`;
  const move = (navId: string, parentId: string, index: number) =>
    admin.call('navMove', { body: { navId, parentId, index: String(index) } });

  it('[SET-03] answers the demo shelves in order, with levels, icons and the SKUs listed under each', async () => {
    const roots = await tree();
    expect(roots.map((node) => node.name)).toEqual([
      '首页推荐',
      '休闲零食',
      '酒水饮料',
      '家庭清洁',
      '母婴专区',
    ]);
    expect(roots[0]).toMatchObject({ parentId: '', level: 1, icon: '' });
    expect(roots[0]!.children.map((node) => [node.name, node.level, node.parentId])).toEqual([
      ['热销爆款', 2, roots[0]!.navId],
      ['新品上架', 2, roots[0]!.navId],
      ['限时特价', 2, roots[0]!.navId],
    ]);
    // Every demo SKU is listed under one shelf.
    const all = roots.flatMap((node) => [node, ...node.children]);
    expect(all.every((node) => node.skuCount > 0)).toBe(true);
  });

  it('[SET-03] adds shelves three levels deep, renames them and sets their icons; refuses bad names', async () => {
    const top = await create(fresh('货架'), '', 'ShopOutlined');
    const child = await create('二级', top);
    const leaf = await create('三级', child);
    admin.language = 'en';
    expect(
      expectFail(
        await admin.call('navSave', { body: { parentId: leaf, name: '四级' } }),
        Code.invalidValues,
        422,
      ).msg,
    ).toBe('Store navigation has at most 3 levels.');
    expect(
      expectFail(await admin.call('navSave', { body: { parentId: top, name: '二级' } }), Code.duplicate, 409)
        .msg,
    ).toBe('A shelf named "二级" already exists at this level.');
    expect(
      expectFail(
        await admin.call('navSave', { body: { parentId: top, name: '  ' } }),
        Code.invalidValues,
        422,
      ),
    ).toMatchObject({ msg: 'The shelf name must not be empty.', fieldErrors: [{ field: 'name' }] });
    expectFail(await admin.call('navSave', { body: { name: 'x'.repeat(21) } }), Code.invalidRequest, 400);
    expectFail(
      await admin.call('navSave', { body: { name: 'x', icon: 'BombOutlined' } }),
      Code.invalidRequest,
      400,
    );
    expectFail(await admin.call('navSave', { body: { parentId: '999999', name: 'x' } }), Code.notFound, 404);
    admin.language = undefined;

    expectOk(
      await admin.call('navSave', { body: { navId: child, name: '二级改', icon: 'GiftOutlined' } }),
      'navSave',
    );
    const node = find(await tree(), top)!;
    expect(node).toMatchObject({ icon: 'ShopOutlined', level: 1, skuCount: 0 });
    expect(node.children[0]).toMatchObject({ navId: child, name: '二级改', icon: 'GiftOutlined', level: 2 });
    expect(node.children[0]!.children[0]).toMatchObject({ navId: leaf, level: 3, parentId: child });
    // The goods form's tree (pubNav) offers the new shelves.
    const offered = expectOk(await admin.call('pubNavList'), 'pubNavList');
    expect(offered.find((entry) => entry.navId === top)?.children[0]?.children[0]?.name).toBe('三级');
  });

  it('[SET-03] moves and reorders shelves; never under themselves or deeper than three levels', async () => {
    const a = await create(fresh('A'));
    const b = await create(fresh('B'));
    const a1 = await create('a1', a);
    const a2 = await create('a2', a);
    const a3 = await create('a3', a);
    const a11 = await create('a11', a1);
    const names = async (id: string) => find(await tree(), id)!.children.map((node) => node.name);

    // Reorder: a3 first, then a1 last.
    expectOk(await move(a3, a, 0), 'navMove');
    expect(await names(a)).toEqual(['a3', 'a1', 'a2']);
    expectOk(await move(a1, a, 99), 'navMove');
    expect(await names(a)).toEqual(['a3', 'a2', 'a1']);

    // Under another parent, with the shelves under it.
    expectOk(await move(a1, b, 0), 'navMove');
    expect(await names(b)).toEqual(['a1']);
    expect(find(await tree(), a11)).toMatchObject({ level: 3, parentId: a1 });

    admin.language = 'en';
    expect(expectFail(await move(b, a11, 0), Code.invalidValues, 422).msg).toBe(
      'A shelf cannot be moved under itself or one of its own shelves.',
    );
    expectFail(await move(b, b, 0), Code.invalidValues, 422);
    // a1 has a shelf under it: under a2 (level 2) it would reach level 4.
    expect(expectFail(await move(a1, a2, 0), Code.invalidValues, 422).msg).toBe(
      'Store navigation has at most 3 levels.',
    );
    await create('a2', b);
    expectFail(await move(a2, b, 0), Code.duplicate, 409);
    expectFail(await move(a2, '999999', 0), Code.notFound, 404);
    admin.language = undefined;

    // To the top.
    expectOk(await move(a11, '', 0), 'navMove');
    expect((await tree())[0]).toMatchObject({ navId: a11, level: 1, parentId: '' });
  });

  it('[SET-03] deletes unused shelves with those under them; refuses while SKUs are listed, saying how many', async () => {
    const top = await create(fresh('删'));
    const child = await create('子', top);
    const leaf = await create('孙', child);
    await insertSku(t.database, tenantId, { searchNavIds: [Number(leaf)] });
    await insertSku(t.database, tenantId, {
      searchNavIds: [Number(leaf), Number(child)],
      deletedAt: new Date(),
    });
    admin.language = 'en';
    const refused = expectFail(await admin.call('navDelete', { body: { navId: top } }), Code.inUse, 409);
    expect(refused.msg).toMatch(/and the shelves under it list 2 goods items \(including the recycle bin\)/);
    expect(expectFail(await admin.call('navDelete', { body: { navId: leaf } }), Code.inUse, 409).msg).toBe(
      'The shelf "孙" lists 2 goods items (including the recycle bin) and cannot be deleted.',
    );
    admin.language = undefined;

    const other = await create(fresh('空'));
    await create('子', other);
    const before = await countRows(t.database, shopNavigations);
    expectOk(await admin.call('navDelete', { body: { navId: other } }), 'navDelete');
    expect(await countRows(t.database, shopNavigations)).toBe(before - 2);
    expect(find(await tree(), other)).toBeUndefined();
    expectFail(await admin.call('navDelete', { body: { navId: other } }), Code.notFound, 404);
  });

  it('[SET-03] tenants are apart: another tenant’s shelves are unknown to it', async () => {
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const mine = await create(fresh('独'));
    expect(await tree(strict)).toEqual([]);
    expectFail(await strict.call('navDelete', { body: { navId: mine } }), Code.notFound, 404);
    expectFail(
      await strict.call('navMove', { body: { navId: mine, parentId: '', index: '0' } }),
      Code.notFound,
      404,
    );
    expectFail(await strict.call('navSave', { body: { navId: mine, name: 'x' } }), Code.notFound, 404);
    expectFail(await strict.call('navSave', { body: { parentId: mine, name: 'x' } }), Code.notFound, 404);
    const theirs = expectOk(await strict.call('navSave', { body: { name: '货架' } }), 'navSave').navId;
    expectFail(await move(mine, theirs, 0), Code.notFound, 404);
    const [row] = await t.database.db
      .select({ tenantId: shopNavigations.tenantId })
      .from(shopNavigations)
      .where(eq(shopNavigations.id, Number(theirs)));
    expect(row?.tenantId).not.toBe(tenantId);
  });

  it('[SET-03] the cashier and the clerk are refused the page’s calls', async () => {
    const before = await countRows(t.database, shopNavigations);
    for (const [login, password] of [
      ['cashier', PASSWORD],
      ['clerk', 'Clerk@2026'],
    ] as const) {
      const agent = await signedIn(t.app, DEMO, login, password);
      expectFail(await agent.call('navTree'), Code.forbidden, 403);
      expectFail(await agent.call('navSave', { body: { name: 'x' } }), Code.forbidden, 403);
      const [first] = await tree();
      expectFail(await agent.call('navDelete', { body: { navId: first!.navId } }), Code.forbidden, 403);
    }
    expect(await countRows(t.database, shopNavigations)).toBe(before);
  });
});
