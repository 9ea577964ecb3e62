import { beforeAll, describe, expect, it } from 'vitest';
import { mainSubItems } from '../../../src/db/schema';
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

describe.each(TEST_DATABASES)('main/sub goods on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Agent;
  let tenantId: number;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    tenantId = await tenantIdOf(t.database, DEMO);
  });

  it('[GOODS-10] saves a main SKU with its subs and ratios, lists, reads, replaces and deletes them', async () => {
    const box = await insertSku(t.database, tenantId, { skuName: `Cola case ${kind}`, meaUnit: '箱' });
    const can = await insertSku(t.database, tenantId, { skuName: `Cola can ${kind}`, meaUnit: '罐' });
    const pack = await insertSku(t.database, tenantId, { skuName: `Cola six-pack ${kind}`, meaUnit: '包' });
    const saved = expectOk(
      await admin.call('mainSubSave', {
        body: {
          mainSkuId: String(box),
          subs: [
            { skuId: String(can), ratio: '24' },
            { skuId: String(pack), ratio: '4.000' },
          ],
        },
      }),
      'mainSubSave',
    );
    expect(saved).toMatchObject({
      mainSkuId: String(box),
      mainSkuName: `Cola case ${kind}`,
      mainMeaUnit: '箱',
      subs: [
        { skuId: String(can), skuName: `Cola can ${kind}`, meaUnit: '罐', ratio: '24' },
        { skuId: String(pack), ratio: '4' },
      ],
    });
    const list = expectOk(
      await admin.call('mainSubQueryList', { query: { keyword: `six-pack ${kind}` } }),
      'mainSubQueryList',
    );
    expect(list).toMatchObject({ total: 1, list: [{ mainSkuId: String(box) }] });
    expect(list.list[0]?.subs).toHaveLength(2);
    // Replace: only the can, at 0.5.
    expectOk(
      await admin.call('mainSubSave', {
        body: { mainSkuId: String(box), subs: [{ skuId: String(can), ratio: '0.5' }] },
      }),
      'mainSubSave',
    );
    const read = expectOk(
      await admin.call('mainSubGet', { query: { mainSkuId: String(box) } }),
      'mainSubGet',
    );
    expect(read.subs.map((sub) => [sub.skuId, sub.ratio])).toEqual([[String(can), '0.5']]);
    expectOk(await admin.call('mainSubDelete', { body: { mainSkuId: String(box) } }), 'mainSubDelete');
    expect(
      expectOk(await admin.call('mainSubGet', { query: { mainSkuId: String(box) } }), 'mainSubGet').subs,
    ).toEqual([]);
    expectFail(await admin.call('mainSubDelete', { body: { mainSkuId: String(box) } }), '4004', 404);
  });

  it('refuses a zero ratio, the main as its own sub, a deleted or foreign SKU, writing nothing', async () => {
    const main = await insertSku(t.database, tenantId);
    const sub = await insertSku(t.database, tenantId);
    const gone = await insertSku(t.database, tenantId, { deletedAt: new Date() });
    const foreign = await insertSku(t.database, await tenantIdOf(t.database, STRICT));
    const before = await countRows(t.database, mainSubItems);
    const save = (subs: { skuId: string; ratio: string }[], mainSkuId = String(main)) =>
      admin.call('mainSubSave', { body: { mainSkuId, subs } });
    admin.language = 'en';
    expect(expectFail(await save([{ skuId: String(sub), ratio: '0' }]), '4220', 422).msg).toBe(
      'The ratio must be greater than 0.',
    );
    expectFail(await save([{ skuId: String(sub), ratio: '-1' }]), '4000', 400);
    expect(expectFail(await save([{ skuId: String(main), ratio: '2' }]), '4220', 422).msg).toMatch(
      /cannot be the main item/,
    );
    expect(expectFail(await save([{ skuId: String(gone), ratio: '2' }]), '4220', 422).msg).toBe(
      `These sub goods items do not exist or were deleted: ${gone}`,
    );
    expectFail(await save([{ skuId: String(foreign), ratio: '2' }]), '4220', 422);
    expectFail(await save([{ skuId: String(sub), ratio: '2' }], String(foreign)), '4004', 404);
    expectFail(
      await save([
        { skuId: String(sub), ratio: '2' },
        { skuId: String(sub), ratio: '3' },
      ]),
      '4220',
      422,
    );
    expect(await countRows(t.database, mainSubItems)).toBe(before);
    const other = await signedIn(t.app, STRICT, 'admin', 'Admin@2026');
    expectOk(await save([{ skuId: String(sub), ratio: '6' }]), 'mainSubSave');
    expectFail(await other.call('mainSubGet', { query: { mainSkuId: String(main) } }), '4004', 404);
    expectFail(await other.call('mainSubDelete', { body: { mainSkuId: String(main) } }), '4004', 404);
  });
});
