import { Code, type SkuDraft } from '@rcadmin/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { barPrefixRules, goodsTaxRates, goodsUnits, skuPackRates, skus } from '../../../src/db/schema';
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
import { createFirstAdmin } from '../../../src/seed/first-admin';
import { BUILT_IN_OFFERED } from '../../../src/domain/goods-rules';
import { TEST_HASH_LOG_N } from '../../config';
import { insertSku, tenantIdOf } from '../catalogue/fixtures';

const PASSWORD = 'Admin@2026';
let serial = 0;
/** A name no other test of the file uses (units have at most 10 characters). */
const fresh = (stem: string) => `${stem}${++serial}`;
/** 14 digits: no EAN check digit to verify. */
const freshBarCode = () =>
  `97${String(Date.now() % 1_000_000_000).padStart(9, '0')}${String(++serial).padStart(3, '0')}`;

describe.each(TEST_DATABASES)('goods settings on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Agent;
  let tenantId: number;

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    tenantId = await tenantIdOf(t.database, DEMO);
  });

  const units = async (agent = admin) => expectOk(await agent.call('unitList'), 'unitList');
  const addUnit = async (name: string) =>
    expectOk(await admin.call('unitSave', { body: { name } }), 'unitSave');
  const rates = async (agent = admin) => expectOk(await agent.call('taxRateList'), 'taxRateList');
  const newDraft = async (): Promise<SkuDraft> => ({
    ...expectOk(await admin.call('goodsInitSku', { query: { comb: '0' } }), 'goodsInitSku'),
    skuName: fresh('设置测试商品 '),
    barCode: freshBarCode(),
    skuReferPrice: '9.9',
    skuPurchPrice: '5',
    saleState: 0,
  });

  it('[SET-02] the demo tenant keeps the lists the goods form offered before, and the units its goods use', async () => {
    const list = await units();
    expect(list.builtIn).toBe(false);
    const names = list.list.map((unit) => unit.name);
    expect(names.slice(0, 4)).toEqual(['个', '盒', '瓶', '袋']);
    // The demo goods are also sold by 提, 支 and 组: those stay offered.
    expect(names).toEqual(expect.arrayContaining(['提', '支', '组']));
    expect(list.list.every((unit) => /^[1-9][0-9]*$/.test(unit.unitId))).toBe(true);
    expect((await rates()).list.map((rate) => rate.rate)).toEqual(['0', '1', '3', '5', '6', '9', '13']);
    const rules = expectOk(await admin.call('barPrefixRuleList'), 'barPrefixRuleList');
    expect(rules.builtIn).toBe(false);
    expect(rules.list.map((rule) => [rule.type, rule.prefix, rule.codeLength])).toEqual([
      [1, '69', 13],
      [2, '20', 13],
      [3, '27', 13],
    ]);
    expect(expectOk(await admin.call('supplierList'), 'supplierList')).toHaveLength(8);
    expect(expectOk(await admin.call('propertyTemplateList'), 'propertyTemplateList')).toEqual([]);
  });

  it('[SET-02] units: added, renamed with their SKUs, refused when blank, too long, taken, or in use', async () => {
    const name = fresh('件');
    const unit = await addUnit(name);
    expect((await units()).list.at(-1)).toEqual(unit);

    admin.language = 'en';
    const blank = expectFail(
      await admin.call('unitSave', { body: { name: '   ' } }),
      Code.invalidValues,
      422,
    );
    expect(blank.msg).toBe('The unit name must not be empty.');
    expect(blank).toMatchObject({ fieldErrors: [{ field: 'name' }] });
    expectFail(
      await admin.call('unitSave', { body: { name: '一二三四五六七八九十一' } }),
      Code.invalidRequest,
      400,
    );
    expect(expectFail(await admin.call('unitSave', { body: { name: '瓶' } }), Code.duplicate, 409).msg).toBe(
      'A unit named "瓶" already exists.',
    );
    expectFail(
      await admin.call('unitSave', { body: { unitId: unit.unitId, name: '盒' } }),
      Code.duplicate,
      409,
    );

    // A rename carries over to the SKUs and pack rates that use the unit, which become a new version.
    const skuId = await insertSku(t.database, tenantId, { meaUnit: name });
    const packed = await insertSku(t.database, tenantId);
    await t.database.db
      .insert(skuPackRates)
      .values({ tenantId, skuId: packed, quantity: 6, unit: name, barCode: freshBarCode() });
    const renamed = fresh('套件');
    expect(
      expectOk(await admin.call('unitSave', { body: { unitId: unit.unitId, name: renamed } }), 'unitSave'),
    ).toEqual({ unitId: unit.unitId, name: renamed });
    const [sku] = await t.database.db
      .select({ meaUnit: skus.meaUnit, version: skus.version })
      .from(skus)
      .where(eq(skus.id, skuId));
    expect(sku).toEqual({ meaUnit: renamed, version: 2 });
    const [rate] = await t.database.db
      .select({ unit: skuPackRates.unit })
      .from(skuPackRates)
      .where(eq(skuPackRates.skuId, packed));
    expect(rate?.unit).toBe(renamed);

    // In use (as a unit or a pack rate's): refused, saying by how many SKUs.
    const before = await countRows(t.database, goodsUnits);
    const inUse = expectFail(
      await admin.call('unitDelete', { body: { unitId: unit.unitId } }),
      Code.inUse,
      409,
    );
    expect(inUse.msg).toBe(
      `The unit "${renamed}" is used by 2 goods items (including the recycle bin) and cannot be deleted.`,
    );
    expect(await countRows(t.database, goodsUnits)).toBe(before);
    await t.database.db.delete(skus).where(eq(skus.id, skuId));
    await t.database.db.delete(skus).where(eq(skus.id, packed));
    expect(expectOk(await admin.call('unitDelete', { body: { unitId: unit.unitId } }), 'unitDelete')).toBe(
      true,
    );
    expectFail(await admin.call('unitDelete', { body: { unitId: unit.unitId } }), Code.notFound, 404);
    admin.language = undefined;
  });

  it('[SET-02] tax rates: 0–100 with two decimals, unique, and kept while SKUs use them', async () => {
    admin.language = 'en';
    expect(
      expectFail(await admin.call('taxRateSave', { body: { rate: '101' } }), Code.invalidValues, 422).msg,
    ).toBe('A tax rate is 0 to 100 with at most two decimals.');
    expectFail(await admin.call('taxRateSave', { body: { rate: '6.555' } }), Code.invalidRequest, 400);
    expectFail(await admin.call('taxRateSave', { body: { rate: '-1' } }), Code.invalidRequest, 400);
    const added = expectOk(await admin.call('taxRateSave', { body: { rate: '6.50' } }), 'taxRateSave');
    expect(added.rate).toBe('6.5');
    expect((await rates()).list.map((rate) => rate.rate)).toEqual([
      '0',
      '1',
      '3',
      '5',
      '6',
      '6.5',
      '9',
      '13',
    ]);
    expectFail(await admin.call('taxRateSave', { body: { rate: '6.5' } }), Code.duplicate, 409);
    expectFail(await admin.call('taxRateSave', { body: { rate: '013' } }), Code.duplicate, 409);

    // Unused: changed; used: neither changed nor deleted.
    const changed = expectOk(
      await admin.call('taxRateSave', { body: { taxRateId: added.taxRateId, rate: '7' } }),
      'taxRateSave',
    );
    expect(changed).toEqual({ taxRateId: added.taxRateId, rate: '7' });
    const skuId = await insertSku(t.database, tenantId, { outputTaxRate: '7' });
    expect(
      expectFail(
        await admin.call('taxRateSave', { body: { taxRateId: added.taxRateId, rate: '8' } }),
        Code.inUse,
        409,
      ).msg,
    ).toMatch(/7% is used by 1 goods items .* cannot be changed/);
    expect(
      expectFail(await admin.call('taxRateDelete', { body: { taxRateId: added.taxRateId } }), Code.inUse, 409)
        .msg,
    ).toBe('The tax rate 7% is used by 1 goods items (including the recycle bin) and cannot be deleted.');
    await t.database.db.delete(skus).where(eq(skus.id, skuId));
    expectOk(await admin.call('taxRateDelete', { body: { taxRateId: added.taxRateId } }), 'taxRateDelete');
    admin.language = undefined;
  });

  it('[SET-02] suppliers: codes unique, a supplier SKUs use (as supplier or delivery supplier) stays', async () => {
    const code = fresh('SUPT');
    const supplier = expectOk(
      await admin.call('supplierSave', { body: { code, name: '测试供应商' } }),
      'supplierSave',
    );
    expect(supplier).toMatchObject({ code, name: '测试供应商' });
    expectFail(
      await admin.call('supplierSave', { body: { code: 'SUP001', name: 'x' } }),
      Code.duplicate,
      409,
    );
    expectFail(
      await admin.call('supplierSave', { body: { code: 'bad code', name: 'x' } }),
      Code.invalidRequest,
      400,
    );
    expectFail(
      await admin.call('supplierSave', { body: { code: fresh('S'), name: ' ' } }),
      Code.invalidValues,
      422,
    );
    const edited = expectOk(
      await admin.call('supplierSave', {
        body: { supplierId: supplier.supplierId, code, name: '测试供应商（改）' },
      }),
      'supplierSave',
    );
    expect(edited.name).toBe('测试供应商（改）');

    const bySupplier = await insertSku(t.database, tenantId, { supplierId: Number(supplier.supplierId) });
    const bySender = await insertSku(t.database, tenantId, {
      detail: { sendSupplierId: supplier.supplierId },
    });
    admin.language = 'en';
    expect(
      expectFail(
        await admin.call('supplierDelete', { body: { supplierId: supplier.supplierId } }),
        Code.inUse,
        409,
      ).msg,
    ).toMatch(/is used by 2 goods items/);
    admin.language = undefined;
    await t.database.db.delete(skus).where(eq(skus.id, bySupplier));
    await t.database.db.delete(skus).where(eq(skus.id, bySender));
    expectOk(
      await admin.call('supplierDelete', { body: { supplierId: supplier.supplierId } }),
      'supplierDelete',
    );
    const codes = expectOk(await admin.call('supplierList'), 'supplierList').map((entry) => entry.code);
    expect(codes).not.toContain(code);
  });

  it('[SET-02] property templates: values non-empty and once, at most 100; edits name the version read', async () => {
    const name = fresh('颜色');
    const template = expectOk(
      await admin.call('propertyTemplateSave', { body: { name, values: [' 红 ', '蓝'] } }),
      'propertyTemplateSave',
    );
    expect(template).toMatchObject({ name, values: ['红', '蓝'], version: 1 });

    admin.language = 'en';
    const bad = expectFail(
      await admin.call('propertyTemplateSave', {
        body: { name: fresh('尺码'), values: ['S', ' ', 'M', 'S'] },
      }),
      Code.invalidValues,
      422,
    );
    expect(bad).toMatchObject({
      fieldErrors: [
        { field: 'values.1', msg: 'Value 2 must not be empty.' },
        { field: 'values.3', msg: 'The value "S" is given twice.' },
      ],
    });
    expectFail(
      await admin.call('propertyTemplateSave', { body: { name: fresh('尺码'), values: [] } }),
      Code.invalidValues,
      422,
    );
    const many = Array.from({ length: 101 }, (_, index) => `v${index}`);
    expectFail(
      await admin.call('propertyTemplateSave', { body: { name: fresh('尺码'), values: many } }),
      Code.invalidRequest,
      400,
    );
    expectFail(
      await admin.call('propertyTemplateSave', { body: { name, values: ['x'] } }),
      Code.duplicate,
      409,
    );

    const edited = expectOk(
      await admin.call('propertyTemplateSave', {
        body: { templateId: template.templateId, name, values: ['红', '蓝', '绿'], version: 1 },
      }),
      'propertyTemplateSave',
    );
    expect(edited).toMatchObject({ values: ['红', '蓝', '绿'], version: 2 });
    // A second admin who read version 1 is told, and nothing of theirs is written.
    const stale = expectFail(
      await admin.call('propertyTemplateSave', {
        body: { templateId: template.templateId, name, values: ['黑'], version: 1 },
      }),
      Code.staleVersion,
      409,
    );
    expect(stale.msg).toBe(
      `The property template "${name}" was changed by someone else: reload it and try again.`,
    );
    expectFail(
      await admin.call('propertyTemplateSave', {
        body: { templateId: template.templateId, name, values: ['黑'] },
      }),
      Code.invalidRequest,
      400,
    );
    const listed = expectOk(await admin.call('propertyTemplateList'), 'propertyTemplateList');
    expect(listed.find((entry) => entry.templateId === template.templateId)?.values).toEqual([
      '红',
      '蓝',
      '绿',
    ]);
    expectOk(
      await admin.call('propertyTemplateDelete', { body: { templateId: template.templateId } }),
      'propertyTemplateDelete',
    );
    admin.language = undefined;
  });

  it('[SET-02] barcode prefix rules: digits, a unique prefix shorter than a code of 8–18 digits', async () => {
    admin.language = 'en';
    const rule = (body: Record<string, string>) =>
      admin.call('barPrefixRuleSave', {
        body: { type: '2', prefix: '21', name: '店内码二', codeLength: '13', ...body },
      });
    expect(expectFail(await rule({ codeLength: '7' }), Code.invalidValues, 422)).toMatchObject({
      msg: 'A barcode has 8 to 18 digits.',
      fieldErrors: [{ field: 'codeLength' }],
    });
    expectFail(await rule({ codeLength: '19' }), Code.invalidValues, 422);
    expect(
      expectFail(await rule({ prefix: '123456789', codeLength: '8' }), Code.invalidValues, 422),
    ).toMatchObject({ fieldErrors: [{ field: 'prefix' }] });
    expectFail(await rule({ prefix: '2a' }), Code.invalidRequest, 400);
    expectFail(await rule({ type: '4' }), Code.invalidRequest, 400);
    expect(expectFail(await rule({ prefix: '69' }), Code.duplicate, 409).msg).toBe(
      'The barcode prefix 69 already exists.',
    );
    const added = expectOk(await rule({}), 'barPrefixRuleSave');
    expect(added).toMatchObject({ type: 2, prefix: '21', name: '店内码二', codeLength: 13 });
    const edited = expectOk(
      await admin.call('barPrefixRuleSave', {
        body: { ruleId: added.ruleId, type: '3', prefix: '22', name: '称重码二', codeLength: '18' },
      }),
      'barPrefixRuleSave',
    );
    expect(edited).toEqual({ ruleId: added.ruleId, type: 3, prefix: '22', name: '称重码二', codeLength: 18 });
    const base = expectOk(await admin.call('goodsGetCommodityBase'), 'goodsGetCommodityBase');
    expect(base.barPrefixTypes).toContainEqual({ code: '3', label: 'Weighing code (22, 27)' });
    expectOk(
      await admin.call('barPrefixRuleDelete', { body: { ruleId: added.ruleId } }),
      'barPrefixRuleDelete',
    );
    admin.language = undefined;
  });

  it('[SET-02] the goods form follows the tenant’s rows: units, tax rates, and what saveSku accepts', async () => {
    const unit = fresh('卷');
    await addUnit(unit);
    const eight = expectOk(await admin.call('taxRateSave', { body: { rate: '8' } }), 'taxRateSave');
    const base = expectOk(await admin.call('goodsGetCommodityBase'), 'goodsGetCommodityBase');
    admin.language = 'en';
    const english = expectOk(await admin.call('goodsGetCommodityBase'), 'goodsGetCommodityBase');
    admin.language = undefined;
    // A unit of the tenant's is offered as named; the built-in ones in the caller's language.
    expect(base.units).toContainEqual({ code: unit, label: unit });
    expect(english.units[0]).toEqual({ code: '个', label: 'piece' });
    const params = expectOk(await admin.call('goodsGetSysParams'), 'goodsGetSysParams');
    expect(params.taxRates).toEqual(['0', '1', '3', '5', '6', '8', '9', '13']);

    // saveSku: the unit and the tax rates must be the tenant's.
    admin.language = 'en';
    const refused = expectFail(
      await admin.call('goodsSaveSku', { body: { ...(await newDraft()), meaUnit: '打', inputTaxRate: '2' } }),
      Code.invalidValues,
      422,
    );
    expect(refused).toMatchObject({
      fieldErrors: expect.arrayContaining([
        { field: 'meaUnit', msg: expect.stringContaining('"打" is not one offered') },
        { field: 'inputTaxRate', msg: expect.stringContaining('The tax rate 2 is not one offered') },
      ]),
    });
    admin.language = undefined;
    const saved = expectOk(
      await admin.call('goodsSaveSku', {
        body: { ...(await newDraft()), meaUnit: unit, inputTaxRate: '8', outputTaxRate: '8' },
      }),
      'goodsSaveSku',
    );
    const [row] = await t.database.db
      .select({ meaUnit: skus.meaUnit })
      .from(skus)
      .where(eq(skus.id, Number(saved.skuId)));
    expect(row?.meaUnit).toBe(unit);

    // A rate taken out of the list is no longer offered, nor accepted.
    const [one] = (await rates()).list.filter((rate) => rate.rate === '1');
    expectOk(await admin.call('taxRateDelete', { body: { taxRateId: one!.taxRateId } }), 'taxRateDelete');
    expect(expectOk(await admin.call('goodsGetSysParams'), 'goodsGetSysParams').taxRates).not.toContain('1');
    expectFail(
      await admin.call('goodsSaveSku', { body: { ...(await newDraft()), outputTaxRate: '1' } }),
      Code.invalidValues,
      422,
    );
    expectFail(await admin.call('taxRateDelete', { body: { taxRateId: eight.taxRateId } }), Code.inUse, 409);
  });

  it('[SET-02] a tenant without lists of its own is offered the built-in ones; its first unit copies them', async () => {
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const strictId = await tenantIdOf(t.database, STRICT);
    await t.database.db.delete(goodsUnits).where(eq(goodsUnits.tenantId, strictId));
    await t.database.db.delete(goodsTaxRates).where(eq(goodsTaxRates.tenantId, strictId));
    await t.database.db.delete(barPrefixRules).where(eq(barPrefixRules.tenantId, strictId));

    const builtIn = await units(strict);
    expect(builtIn.builtIn).toBe(true);
    expect(builtIn.list[0]).toEqual({ unitId: '', name: '个' });
    expect((await rates(strict)).builtIn).toBe(true);
    strict.language = 'en';
    const rules = expectOk(await strict.call('barPrefixRuleList'), 'barPrefixRuleList');
    expect(rules.builtIn).toBe(true);
    expect(rules.list[0]).toEqual({
      ruleId: '',
      type: 1,
      prefix: '69',
      name: 'Standard barcode',
      codeLength: 13,
    });
    const base = expectOk(await strict.call('goodsGetCommodityBase'), 'goodsGetCommodityBase');
    expect(base.units).toHaveLength(13);
    expect(base.barPrefixTypes.map((type) => type.code)).toEqual(['1', '2', '3']);
    expect(expectOk(await strict.call('goodsGetSysParams'), 'goodsGetSysParams').taxRates).toEqual([
      '0',
      '1',
      '3',
      '5',
      '6',
      '9',
      '13',
    ]);

    // Adding one makes the built-in list the tenant's own, with the new unit last.
    expectFail(await strict.call('unitSave', { body: { name: '个' } }), Code.duplicate, 409);
    const [own] = await t.database.db
      .select({ id: goodsUnits.id })
      .from(goodsUnits)
      .where(eq(goodsUnits.tenantId, strictId));
    expect(own).toBeUndefined();
    await strict.call('unitSave', { body: { name: '打' } });
    const after = await units(strict);
    expect(after.builtIn).toBe(false);
    expect(after.list).toHaveLength(14);
    expect(after.list.at(-1)?.name).toBe('打');

    // Without 个 (spec §9's default unit), a new draft starts with the tenant's first unit.
    const piece = after.list.find((unit) => unit.name === '个')!;
    expectOk(await strict.call('unitDelete', { body: { unitId: piece.unitId } }), 'unitDelete');
    const draft = expectOk(await strict.call('goodsInitSku', { query: { comb: '0' } }), 'goodsInitSku');
    expect(draft.meaUnit).toBe('盒');
  });

  it('[SET-02] a tenant made by create-admin starts with the built-in lists as its own', async () => {
    await createFirstAdmin(
      t.database.db,
      { platformNum: '200077', companyName: 'Lists', loginName: 'admin', name: undefined },
      'Lists#2026x',
      { passwordHashLogN: TEST_HASH_LOG_N, now: t.clock.now() },
    );
    const owner = await signedIn(t.app, '200077', 'admin', 'Lists#2026x');
    const list = await units(owner);
    expect(list.builtIn).toBe(false);
    expect(list.list.map((unit) => unit.name)).toEqual([...BUILT_IN_OFFERED.units]);
    expect((await rates(owner)).list.map((rate) => rate.rate)).toEqual([...BUILT_IN_OFFERED.taxRates]);
    expect(expectOk(await owner.call('barPrefixRuleList'), 'barPrefixRuleList').list).toHaveLength(3);

    // Its last unit stays: a SKU needs one.
    const [last, ...others] = list.list;
    for (const unit of others)
      expectOk(await owner.call('unitDelete', { body: { unitId: unit.unitId } }), 'unitDelete');
    owner.language = 'en';
    expect(
      expectFail(await owner.call('unitDelete', { body: { unitId: last!.unitId } }), Code.invalidValues, 422)
        .msg,
    ).toBe('At least one unit must remain.');
  });

  it('[SET-02] tenants are apart: another tenant’s rows are unknown to it', async () => {
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const [demoUnit] = (await units()).list;
    expectFail(await strict.call('unitDelete', { body: { unitId: demoUnit!.unitId } }), Code.notFound, 404);
    expectFail(
      await strict.call('unitSave', { body: { unitId: demoUnit!.unitId, name: 'x' } }),
      Code.notFound,
      404,
    );
    const [supplier] = expectOk(await admin.call('supplierList'), 'supplierList');
    expectFail(
      await strict.call('supplierDelete', { body: { supplierId: supplier!.supplierId } }),
      Code.notFound,
      404,
    );
    expect(expectOk(await strict.call('supplierList'), 'supplierList')).toEqual([]);
    // The same name in two tenants is no clash.
    const name = fresh('双');
    await addUnit(name);
    expectOk(await strict.call('unitSave', { body: { name } }), 'unitSave');
    const [rows] = await t.database.db
      .select({ id: goodsUnits.id })
      .from(goodsUnits)
      .where(and(eq(goodsUnits.tenantId, tenantId), eq(goodsUnits.name, name)));
    expect(rows).toBeDefined();
  });

  it('[SET-02] the cashier is refused; the clerk’s goods pages read the lists but do not change them', async () => {
    const cashier = await signedIn(t.app, DEMO, 'cashier', PASSWORD);
    for (const name of [
      'unitList',
      'taxRateList',
      'supplierList',
      'propertyTemplateList',
      'barPrefixRuleList',
    ] as const)
      expectFail(await cashier.call(name), Code.forbidden, 403);
    expectFail(await cashier.call('unitSave', { body: { name: fresh('拒') } }), Code.forbidden, 403);

    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    expect((await units(clerk)).list.length).toBeGreaterThan(0);
    expectOk(await clerk.call('propertyTemplateList'), 'propertyTemplateList');
    const before = await countRows(t.database, goodsUnits);
    expectFail(await clerk.call('unitSave', { body: { name: fresh('拒') } }), Code.forbidden, 403);
    expectFail(await clerk.call('taxRateSave', { body: { rate: '2' } }), Code.forbidden, 403);
    expectFail(
      await clerk.call('propertyTemplateSave', { body: { name: fresh('拒'), values: ['a'] } }),
      Code.forbidden,
      403,
    );
    expect(await countRows(t.database, goodsUnits)).toBe(before);
  });
});
