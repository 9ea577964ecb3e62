import { describe, beforeAll, expect, it } from 'vitest';
import { brands } from '../../../src/db/schema';
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
import { insertSku, tenantIdOf } from './fixtures';

describe.each(TEST_DATABASES)('brands and brand categories on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Agent;
  let tenantId: number;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    tenantId = await tenantIdOf(t.database, DEMO);
  });

  it('[GOODS-10] creates, lists and renames brand categories; names are unique; in use cannot be deleted', async () => {
    const dairy = expectOk(
      await admin.call('brandCategorySave', { body: { name: `Dairy ${kind}` } }),
      'brandCategorySave',
    );
    expect(dairy).toMatchObject({ name: `Dairy ${kind}`, brandCount: 0 });
    admin.language = 'en';
    expect(
      expectFail(await admin.call('brandCategorySave', { body: { name: `Dairy ${kind}` } }), '4091', 409).msg,
    ).toMatch(/already exists/);
    const renamed = expectOk(
      await admin.call('brandCategorySave', {
        body: { brandCategoryId: dairy.brandCategoryId, name: `Milk ${kind}`, sortOrder: '3' },
      }),
      'brandCategorySave',
    );
    expect(renamed).toMatchObject({
      brandCategoryId: dairy.brandCategoryId,
      name: `Milk ${kind}`,
      sortOrder: 3,
    });
    const brand = expectOk(
      await admin.call('brandSave', {
        body: { brandName: `Moo ${kind}`, brandCategoryId: dairy.brandCategoryId },
      }),
      'brandSave',
    );
    const list = expectOk(
      await admin.call('brandCategoryList', { query: { name: 'Milk' } }),
      'brandCategoryList',
    );
    expect(list.find((row) => row.brandCategoryId === dairy.brandCategoryId)).toMatchObject({
      brandCount: 1,
    });
    expect(
      expectFail(
        await admin.call('brandCategoryDelete', { body: { brandCategoryId: dairy.brandCategoryId } }),
        '4092',
        409,
      ).msg,
    ).toMatch(/still has 1 brands/);
    expectOk(await admin.call('brandDelete', { body: { brandId: brand.brandId } }), 'brandDelete');
    expectOk(
      await admin.call('brandCategoryDelete', { body: { brandCategoryId: dairy.brandCategoryId } }),
      'brandCategoryDelete',
    );
  });

  it('[GOODS-08] brand/queryBrandList filters by name, brand category and status, with paging and SKU counts', async () => {
    const cat = expectOk(
      await admin.call('brandCategorySave', { body: { name: `Snacks ${kind}` } }),
      'brandCategorySave',
    );
    const made = [];
    for (const [name, status] of [
      ['Crunchy', '1'],
      ['Crispy', '1'],
      ['Chewy', '0'],
    ] as const) {
      made.push(
        expectOk(
          await admin.call('brandSave', {
            body: {
              brandName: `${name} ${kind}`,
              englishName: `${name} EN`,
              brandCategoryId: cat.brandCategoryId,
              status,
            },
          }),
          'brandSave',
        ),
      );
    }
    await insertSku(t.database, tenantId, { brandId: Number(made[0]?.brandId) });
    const all = expectOk(
      await admin.call('brandQueryBrandList', { query: { brandCategoryId: cat.brandCategoryId } }),
      'brandQueryBrandList',
    );
    expect(all.total).toBe(3);
    expect(all.list.map((row) => [row.brandName, row.brandCategoryName, row.skuCount])).toEqual([
      [`Crunchy ${kind}`, `Snacks ${kind}`, 1],
      [`Crispy ${kind}`, `Snacks ${kind}`, 0],
      [`Chewy ${kind}`, `Snacks ${kind}`, 0],
    ]);
    const onSale = expectOk(
      await admin.call('brandQueryBrandList', {
        query: { brandCategoryId: cat.brandCategoryId, status: '1', pageSize: 1, pageNo: 2 },
      }),
      'brandQueryBrandList',
    );
    expect(onSale).toMatchObject({ total: 2, list: [{ brandName: `Crispy ${kind}` }] });
    const byName = expectOk(
      await admin.call('brandQueryBrandList', { query: { name: 'chew' } }),
      'brandQueryBrandList',
    );
    expect(byName.list.map((row) => row.brandName)).toContain(`Chewy ${kind}`);
    // A wildcard in the text is text.
    expect(
      expectOk(await admin.call('brandQueryBrandList', { query: { name: '%' } }), 'brandQueryBrandList')
        .total,
    ).toBe(0);
    admin.language = 'en';
    expect(
      expectFail(await admin.call('brandDelete', { body: { brandId: made[0]?.brandId ?? '' } }), '4092', 409)
        .msg,
    ).toMatch(/used by 1 goods items/);
  });

  it('refuses a duplicate brand name, an unknown brand category or logo key, and writes nothing', async () => {
    expectOk(await admin.call('brandSave', { body: { brandName: `Unique ${kind}` } }), 'brandSave');
    const before = await countRows(t.database, brands);
    admin.language = 'en';
    const dup = expectFail(
      await admin.call('brandSave', { body: { brandName: `Unique ${kind}` } }),
      '4091',
      409,
    ) as {
      msg: string;
      fieldErrors?: unknown;
    };
    expect(dup.fieldErrors).toEqual([{ field: 'brandName', msg: dup.msg }]);
    expectFail(
      await admin.call('brandSave', { body: { brandName: 'x1', brandCategoryId: '999999' } }),
      '4220',
      422,
    );
    expectFail(
      await admin.call('brandSave', { body: { brandName: 'x2', logoKey: '1/brand/202601/none.png' } }),
      '4220',
      422,
    );
    expectFail(await admin.call('brandSave', { body: { brandName: 'x3', status: '7' } }), '4000', 400);
    expect(await countRows(t.database, brands)).toBe(before);
  });

  it("keeps brands per tenant: another tenant's brand is not found and may share its name", async () => {
    const mine = expectOk(
      await admin.call('brandSave', { body: { brandName: `Shared ${kind}` } }),
      'brandSave',
    );
    const other = await signedIn(t.app, STRICT, 'admin', 'Admin@2026');
    expectOk(await other.call('brandSave', { body: { brandName: `Shared ${kind}` } }), 'brandSave');
    expectFail(await other.call('brandDelete', { body: { brandId: mine.brandId } }), '4004', 404);
    expectFail(
      await other.call('brandSave', { body: { brandId: mine.brandId, brandName: 'Taken over' } }),
      '4004',
      404,
    );
    const list = expectOk(
      await other.call('brandQueryBrandList', { query: { name: 'Shared' } }),
      'brandQueryBrandList',
    );
    expect(list.list.map((row) => row.brandId)).not.toContain(mine.brandId);
  });

  it('[GOODS-08] answers the store navigation tree', async () => {
    const navs = expectOk(await admin.call('pubNavList'), 'pubNavList');
    expect(Array.isArray(navs)).toBe(true);
  });
});
