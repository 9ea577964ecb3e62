import type { CategoryTreeNode } from '@rcadmin/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsCategories } from '../../../src/db/schema';
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
import { insertSku, tenantIdOf, withoutGoodsGrants } from './fixtures';

const find = (nodes: CategoryTreeNode[], id: string): CategoryTreeNode | undefined => {
  for (const node of nodes) {
    if (node.categoryId === id) return node;
    const found = find(node.children, id);
    if (found) return found;
  }
  return undefined;
};

describe.each(TEST_DATABASES)('goods categories on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Agent;
  let tenantId: number;
  let codes = 0;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    tenantId = await tenantIdOf(t.database, DEMO);
  });

  const create = async (name: string, parentId = '', code = `TC-${kind}-${++codes}`) =>
    expectOk(await admin.call('categorySave', { body: { parentId, name, code } }), 'categorySave').categoryId;
  const tree = async () => expectOk(await admin.call('categoryTree'), 'categoryTree');

  it('[GOODS-10] builds a tree of three levels with codes, levels, order and SKU counts', async () => {
    const food = await create('Food');
    const drinks = await create('Drinks', food);
    const tea = await create('Tea', drinks);
    const coffee = await create('Coffee', drinks);
    await insertSku(t.database, tenantId, { categoryId: Number(tea) });
    await insertSku(t.database, tenantId, { categoryId: Number(tea) });
    const node = find(await tree(), food);
    expect(node).toMatchObject({ name: 'Food', level: 1, parentId: '' });
    expect(node?.children).toHaveLength(1);
    expect(node?.children[0]).toMatchObject({ categoryId: drinks, level: 2, parentId: food });
    expect(
      node?.children[0]?.children.map((child) => [child.categoryId, child.level, child.skuCount]),
    ).toEqual([
      [tea, 3, 2],
      [coffee, 3, 0],
    ]);
  });

  it('refuses a fourth level, a duplicate name among siblings and a duplicate code in the tenant', async () => {
    const a = await create('A');
    const b = await create('B', a);
    const c = await create('C', b);
    const before = await countRows(t.database, goodsCategories);
    admin.language = 'en';
    const deep = expectFail(
      await admin.call('categorySave', { body: { parentId: c, name: 'D', code: `deep-${kind}` } }),
      '4220',
      422,
    );
    expect(deep.msg).toMatch(/at most 3 levels/);
    expect(
      expectFail(
        await admin.call('categorySave', { body: { parentId: a, name: 'B', code: `dup-${kind}` } }),
        '4091',
        409,
      ).msg,
    ).toMatch(/"B" already exists/);
    const [row] = await t.database.db
      .select({ code: goodsCategories.code })
      .from(goodsCategories)
      .where(eq(goodsCategories.id, Number(a)));
    const dupCode = expectFail(
      await admin.call('categorySave', { body: { parentId: '', name: 'Other', code: row?.code ?? '' } }),
      '4091',
      409,
    ) as { msg: string; fieldErrors?: { field: string }[] };
    expect(dupCode.fieldErrors).toEqual([{ field: 'code', msg: dupCode.msg }]);
    // The same name under another parent is fine.
    await create('B');
    admin.language = 'zh';
    expect(
      expectFail(
        await admin.call('categorySave', { body: { parentId: c, name: 'D', code: `deep2-${kind}` } }),
        '4220',
        422,
      ).msg,
    ).toBe('分类最多 3 级');
    admin.language = 'es';
    expect(
      expectFail(
        await admin.call('categorySave', { body: { parentId: c, name: 'D', code: `deep3-${kind}` } }),
        '4220',
        422,
      ).msg,
    ).toMatch(/como máximo 3 niveles/);
    admin.language = undefined;
    expect(await countRows(t.database, goodsCategories)).toBe(before + 1);
  });

  it('renames and recodes a category', async () => {
    const id = await create('Old name');
    expectOk(
      await admin.call('categorySave', {
        body: { categoryId: id, name: 'New name', code: `renamed-${kind}` },
      }),
      'categorySave',
    );
    expect(find(await tree(), id)).toMatchObject({ name: 'New name', code: `renamed-${kind}` });
  });

  it('moves a subtree, keeps three levels, never into itself, and reorders siblings', async () => {
    const root1 = await create('R1');
    const root2 = await create('R2');
    const mid = await create('Mid', root1);
    const leaf = await create('Leaf', mid);
    admin.language = 'en';
    // Mid (with Leaf under it) under Leaf: a cycle.
    expect(
      expectFail(
        await admin.call('categoryMove', { body: { categoryId: mid, parentId: leaf, index: '0' } }),
        '4220',
        422,
      ).msg,
    ).toMatch(/under itself/);
    // Mid's subtree is two levels: under a level-2 category it would reach level 4.
    const other = await create('Other mid', root2);
    expect(
      expectFail(
        await admin.call('categoryMove', { body: { categoryId: mid, parentId: other, index: '0' } }),
        '4220',
        422,
      ).msg,
    ).toMatch(/at most 3 levels/);
    // Mid to the root: levels follow.
    expectOk(
      await admin.call('categoryMove', { body: { categoryId: mid, parentId: '', index: '0' } }),
      'categoryMove',
    );
    const moved = find(await tree(), mid);
    expect(moved).toMatchObject({ level: 1, parentId: '' });
    expect(moved?.children[0]).toMatchObject({ categoryId: leaf, level: 2 });
    // Reorder among siblings: three children of root2, the last one to the front.
    const x = await create('X', root2);
    const y = await create('Y', root2);
    expectOk(
      await admin.call('categoryMove', { body: { categoryId: y, parentId: root2, index: '0' } }),
      'categoryMove',
    );
    expect(find(await tree(), root2)?.children.map((child) => child.categoryId)).toEqual([y, other, x]);
    // Leaf back under R2's X, at the end.
    expectOk(
      await admin.call('categoryMove', { body: { categoryId: leaf, parentId: x, index: '99' } }),
      'categoryMove',
    );
    expect(find(await tree(), leaf)).toMatchObject({ parentId: x, level: 3 });
  });

  it('refuses to delete a category with children or goods, naming the count', async () => {
    const parent = await create('Parent');
    const child = await create('Child', parent);
    admin.language = 'en';
    expect(
      expectFail(await admin.call('categoryDelete', { body: { categoryId: parent } }), '4092', 409).msg,
    ).toMatch(/still has 1 subcategories/);
    const sku = await insertSku(t.database, tenantId, { categoryId: Number(child) });
    expect(
      expectFail(await admin.call('categoryDelete', { body: { categoryId: child } }), '4092', 409).msg,
    ).toMatch(/used by 1 goods items/);
    expect(sku).toBeGreaterThan(0);
    const empty = await create('Empty');
    expectOk(await admin.call('categoryDelete', { body: { categoryId: empty } }), 'categoryDelete');
    expect(find(await tree(), empty)).toBeUndefined();
    expectFail(await admin.call('categoryDelete', { body: { categoryId: empty } }), '4004', 404);
  });

  it("treats another tenant's category as not found, and shows it no other tenant's tree", async () => {
    const mine = await create('Mine only');
    const other = await signedIn(t.app, STRICT, 'admin', 'Admin@2026');
    expect(find(expectOk(await other.call('categoryTree'), 'categoryTree'), mine)).toBeUndefined();
    expectFail(await other.call('categoryDelete', { body: { categoryId: mine } }), '4004', 404);
    expectFail(
      await other.call('categorySave', { body: { categoryId: mine, name: 'x', code: 'x' } }),
      '4004',
      404,
    );
    expectFail(
      await other.call('categorySave', { body: { parentId: mine, name: 'x', code: 'x' } }),
      '4004',
      404,
    );
    expectFail(
      await other.call('categoryMove', { body: { categoryId: mine, parentId: '', index: '0' } }),
      '4004',
      404,
    );
    expect(find(await tree(), mine)).toMatchObject({ name: 'Mine only' });
  });

  it('refuses bad input with 400 and ids beyond any row with 404, never 500', async () => {
    expectFail(await admin.call('categorySave', { body: { name: '', code: 'x' } }), '4000', 400);
    expectFail(await admin.call('categorySave', { body: { name: 'x', code: 'has space' } }), '4000', 400);
    expectFail(await admin.call('categoryDelete', { body: { categoryId: '9999999999' } }), '4004', 404);
    expectFail(await admin.call('categorySave', { body: { name: '   ', code: 'blank' } }), '4220', 422);
  });

  it('[GOODS-10] a clerk without goods grants is refused with 4030', async () => {
    await withoutGoodsGrants(t.database, tenantId);
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    expectFail(await clerk.call('categorySave', { body: { name: 'x', code: 'clerk-x' } }), '4030', 403);
    expectFail(await clerk.call('categoryTree'), '4030', 403);
  });
});
