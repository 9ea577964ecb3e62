import { Code, gtinCheckMiss, type SkuDraft } from '@rcadmin/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  brands,
  combItems,
  goodsCategories,
  shopNavigations,
  skuPackRates,
  skuPriceHistory,
  skus,
  storedFiles,
  stores,
  suppliers,
  tenants,
} from '../../../src/db/schema';
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
  type TestApp,
} from '../../helpers';

const PASSWORD = 'Admin@2026';

async function tenantIdOf(t: TestApp, platformNum: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, platformNum));
  return row!.id;
}

/** The ids of a few of the demo tenant's records to point a draft at. */
async function demoRefs(t: TestApp) {
  const tenantId = await tenantIdOf(t, DEMO);
  const db = t.database.db;
  const [category] = await db
    .select({ id: goodsCategories.id, name: goodsCategories.name })
    .from(goodsCategories)
    .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.level, 3)))
    .limit(1);
  const [brand] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(eq(brands.tenantId, tenantId))
    .limit(1);
  const [supplier] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.tenantId, tenantId))
    .limit(1);
  const storeRows = await db
    .select({ id: stores.id, storeCode: stores.storeCode, storeName: stores.storeName })
    .from(stores)
    .where(eq(stores.tenantId, tenantId))
    .orderBy(stores.storeCode);
  const navs = await db
    .select({ id: shopNavigations.id })
    .from(shopNavigations)
    .where(eq(shopNavigations.tenantId, tenantId))
    .limit(2);
  const singles = await db
    .select({ id: skus.id, skuName: skus.skuName, barCode: skus.barCode })
    .from(skus)
    .where(and(eq(skus.tenantId, tenantId), eq(skus.comb, 0), isNull(skus.deletedAt)))
    .orderBy(skus.id)
    .limit(3);
  return { tenantId, category: category!, brand: brand!, supplier: supplier!, storeRows, navs, singles };
}

let serial = 0;
/** An EAN-13 with its check digit of the 12 digits given. */
const ean13 = (digits: string) => `${digits}${gtinCheckMiss(`${digits}0`)?.expected ?? '0'}`;
/** A new EAN-13 barcode no demo SKU has. */
const freshBarCode = () =>
  ean13(`77${String(Date.now() % 1e8).padStart(8, '0')}${String(++serial).padStart(2, '0').slice(-2)}`);

/** The draft initSku.do answers. */
async function initDraft(agent: Agent, comb: '0' | '1' = '0'): Promise<SkuDraft> {
  return expectOk(await agent.call('goodsInitSku', { query: { comb } }), 'goodsInitSku');
}

/** A new draft with its required prices, off sale (on sale it needs a category too). */
async function newDraft(agent: Agent, comb: '0' | '1' = '0'): Promise<SkuDraft> {
  return { ...(await initDraft(agent, comb)), skuReferPrice: '9.90', skuPurchPrice: '5', saleState: 0 };
}

async function save(agent: Agent, draft: SkuDraft & { barCodeCheckOverride?: boolean }) {
  return agent.call('goodsSaveSku', { body: draft });
}

describe.each(TEST_DATABASES)('goods form calls on %s', (kind) => {
  const t = useTestApp(kind);

  it('[GOODS-02] [DATA-17] initSku.do answers a draft with the SKU defaults and the comb asked for', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const draft = await initDraft(admin);
    expect(draft).toMatchObject({
      comb: '0',
      skuReferPrice: '',
      skuPurchPrice: '',
      saleState: 1,
      saleMode: '1',
      yearS: '2',
      meaUnit: '个',
      barPrefixType: 1,
      currentStep: 0,
      skuId: '',
      version: 0,
      packRates: [],
      propertys: [],
      storeList: [],
      subSkus: [],
      picList: [],
      customPropertys: {},
    });
    expect((await initDraft(admin, '1')).comb).toBe('1');
    expectFail(await admin.call('goodsInitSku', { query: { comb: '2' } }), Code.invalidRequest, 400);
  });

  it('[GOODS-04] [GOODS-03] [DATA-10] [DATA-15] [DATA-18] saves a new SKU with every field group and reads it back', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const refs = await demoRefs(t);
    const picKey = `goods/${refs.tenantId}/test-picture.png`;
    await t.database.db
      .insert(storedFiles)
      .values({ key: picKey, tenantId: refs.tenantId, contentType: 'image/png', size: 100 })
      .onConflictDoNothing();
    const barCode = freshBarCode();
    const packBar = freshBarCode();
    const draft: SkuDraft = {
      ...(await newDraft(admin)),
      skuName: '测试商品 Test goods',
      barCode,
      goodsNo: 'T-0001',
      shortName: '测试',
      promTitle: '新品',
      erpCode: 'ERP1',
      categoryId: String(refs.category.id),
      brandId: String(refs.brand.id),
      supplierId: String(refs.supplier.id),
      skuReferPrice: '12.5',
      skuPurchPrice: '8',
      minPrice: '10',
      maxPrice: '20.00',
      inputTaxRate: '13',
      outputTaxRate: '9',
      specModel: '500ml',
      origin: '330100',
      subSuitAge: ['1', '2'],
      babyDateStart: '2026-01-01',
      babyDateEnd: '2026-12-31',
      packRates: [{ quantity: 12, unit: '箱', barCode: packBar }],
      propertys: [{ name: '口味', value: '原味' }],
      customPropertys: { 产地说明: '浙江' },
      searchNavIds: refs.navs.map((nav) => String(nav.id)),
      storeList: refs.storeRows.slice(0, 2).map((store) => ({
        storeId: String(store.id),
        storeCode: store.storeCode,
        storeName: store.storeName,
      })),
      picList: [picKey],
      detailImg1: picKey,
      content: '<p><b>好</b>商品<img src="https://cdn.example.com/a.png" /></p>',
      htmlSX: '<table><tr><td>规格</td></tr></table>',
      remark: '备注',
      currentStep: 3,
    };
    const saved = expectOk(await save(admin, draft), 'goodsSaveSku');
    expect(saved.version).toBe(1);
    const read = expectOk(await admin.call('goodsGetSku', { query: { skuId: saved.skuId } }), 'goodsGetSku');
    expect(read).toMatchObject({
      ...draft,
      edit: true,
      skuId: saved.skuId,
      skuReferPrice: '12.50',
      skuPurchPrice: '8.00',
      minPrice: '10.00',
      maxPrice: '20.00',
      categoryName: refs.category.name,
      brandName: refs.brand.name,
      supplierName: expect.any(String),
      categorys: expect.any(Array),
      version: 1,
    });
    expect(read.supplierName).not.toBe('');
    expect(read.categorys).toHaveLength(3);
    expect(read.categorys.at(-1)).toBe(String(refs.category.id));
    // It is in the list and has its pack rates.
    const list = expectOk(await admin.call('goodsQueryList', { query: { barCode } }), 'goodsQueryList');
    expect(list.list).toMatchObject([{ skuId: saved.skuId, picKey, storeCount: 2 }]);
    expect(
      expectOk(await admin.call('goodsLoadRate', { query: { skuId: saved.skuId } }), 'goodsLoadRate'),
    ).toEqual(draft.packRates);
    // The price history has the first price.
    const history = await t.database.db
      .select()
      .from(skuPriceHistory)
      .where(eq(skuPriceHistory.skuId, Number(saved.skuId)));
    expect(history).toMatchObject([{ oldPrice: null, newPrice: '12.50', source: 'edit' }]);

    // Edit: a new price, fewer stores, a new version; the history records the change.
    const edited = expectOk(
      await save(admin, { ...read, skuReferPrice: '15', storeList: read.storeList.slice(0, 1) }),
      'goodsSaveSku',
    );
    expect(edited).toEqual({ skuId: saved.skuId, version: 2 });
    const again = expectOk(await admin.call('goodsGetSku', { query: { skuId: saved.skuId } }), 'goodsGetSku');
    expect(again.skuReferPrice).toBe('15.00');
    expect(again.storeList).toHaveLength(1);
    const changes = await t.database.db
      .select()
      .from(skuPriceHistory)
      .where(eq(skuPriceHistory.skuId, Number(saved.skuId)))
      .orderBy(skuPriceHistory.id);
    expect(changes.at(-1)).toMatchObject({ oldPrice: '12.50', newPrice: '15.00', source: 'edit' });
  });

  it('[GOODS-04] saving over a newer version is refused with 4009 and a clear message, nothing written', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const saved = expectOk(
      await save(admin, { ...(await newDraft(admin)), skuName: '乐观锁', barCode: freshBarCode() }),
      'goodsSaveSku',
    );
    const read = expectOk(await admin.call('goodsGetSku', { query: { skuId: saved.skuId } }), 'goodsGetSku');
    expectOk(await save(admin, { ...read, skuName: '乐观锁 first' }), 'goodsSaveSku');
    admin.language = 'en';
    const body = expectFail(await save(admin, { ...read, skuName: 'second' }), Code.staleVersion, 409);
    expect(body.msg).toMatch(/changed by someone else/);
    const now = expectOk(await admin.call('goodsGetSku', { query: { skuId: saved.skuId } }), 'goodsGetSku');
    expect(now.skuName).toBe('乐观锁 first');
    expect(now.version).toBe(2);
  });

  it('[GOODS-04] refuses missing names, bad barcodes, negative prices, min > max and unknown tax rates on the fields', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const before = await countRows(t.database, skus);
    const base = await newDraft(admin);
    const response = await save(admin, {
      ...base,
      skuName: ' ',
      barCode: '12-34',
      skuReferPrice: '-1',
      inputTaxRate: '7',
      babyDateStart: '2026-05-01',
      babyDateEnd: '2026-01-01',
    });
    expectFail(response, Code.invalidValues, 422);
    const { fieldErrors } = response.json() as { fieldErrors: { field: string; msg: string }[] };
    expect(Object.fromEntries(fieldErrors.map((error) => [error.field, error.msg]))).toEqual({
      skuName: 'Goods name is required.',
      barCode: 'A barcode has 1 to 32 digits or letters.',
      skuReferPrice: 'Retail price cannot be below 0.',
      inputTaxRate: expect.stringContaining('The tax rate 7 is not one offered'),
      babyDateEnd: 'The start date cannot be after the end date.',
    });
    const range = await save(admin, {
      ...base,
      skuName: 'x',
      barCode: freshBarCode(),
      skuReferPrice: '10',
      minPrice: '12',
      maxPrice: '20',
    });
    expectFail(range, Code.invalidValues, 422);
    expect((range.json() as { fieldErrors: { field: string }[] }).fieldErrors).toEqual([
      { field: 'minPrice', msg: expect.stringContaining('minimum price ≤ retail price ≤ maximum price') },
    ]);
    const over = await save(admin, {
      ...base,
      skuName: 'x',
      barCode: freshBarCode(),
      skuReferPrice: '30',
      maxPrice: '20',
    });
    expect((over.json() as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field)).toEqual([
      'maxPrice',
    ]);
    admin.language = 'zh';
    const zh = await save(admin, { ...base, skuName: '', barCode: freshBarCode() });
    expect((zh.json() as { fieldErrors: { msg: string }[] }).fieldErrors[0]!.msg).toBe('请填写商品名称');
    admin.language = 'es';
    const es = await save(admin, { ...base, skuName: '', barCode: freshBarCode() });
    expect((es.json() as { fieldErrors: { msg: string }[] }).fieldErrors[0]!.msg).toBe(
      'Nombre del artículo es obligatorio.',
    );
    // A value the schema refuses (money with 3 decimals) is a 4000 naming the field.
    const schema = expectFail(
      await save(admin, { ...base, skuName: 'x', barCode: freshBarCode(), skuReferPrice: '1.234' }),
      Code.invalidRequest,
      400,
    );
    expect(schema.msg).toMatch(/skuReferPrice/);
    expect(await countRows(t.database, skus)).toBe(before);
  });

  it('[GOODS-04] a SKU is not saved on sale at no price or without a category: required prices must be entered', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const refs = await demoRefs(t);
    const before = await countRows(t.database, skus);
    // Only a name and a barcode, as on step 1 of the form.
    const bare = await save(admin, { ...(await initDraft(admin)), skuName: 'bare', barCode: freshBarCode() });
    expectFail(bare, Code.invalidValues, 422);
    const errorsOf = (response: typeof bare) =>
      Object.fromEntries(
        (response.json() as { fieldErrors: { field: string; msg: string }[] }).fieldErrors.map((error) => [
          error.field,
          error.msg,
        ]),
      );
    expect(errorsOf(bare)).toEqual({
      skuReferPrice: 'Retail price is required.',
      skuPurchPrice: 'Purchase price is required.',
      categoryId: 'A goods item on sale needs a category.',
    });
    const free = await save(admin, {
      ...(await newDraft(admin)),
      skuName: 'free',
      barCode: freshBarCode(),
      saleState: 1,
      skuReferPrice: '0.00',
      categoryId: String(refs.category.id),
    });
    expect(errorsOf(free)).toEqual({ skuReferPrice: 'A goods item on sale needs a retail price above 0.' });
    admin.language = 'es';
    const es = await save(admin, {
      ...(await newDraft(admin)),
      skuName: 'x',
      barCode: freshBarCode(),
      saleState: 1,
    });
    expect(errorsOf(es)).toEqual({ categoryId: 'Un artículo en venta necesita una categoría.' });
    admin.language = 'zh';
    const zh = await save(admin, {
      ...(await newDraft(admin)),
      skuName: 'x',
      barCode: freshBarCode(),
      saleState: 1,
    });
    expect(errorsOf(zh)).toEqual({ categoryId: '在售商品须选择分类' });
    expect(await countRows(t.database, skus)).toBe(before);
    // Off sale it may wait for its category; on sale with a price and a category it is saved.
    expectOk(
      await save(admin, { ...(await newDraft(admin)), skuName: 'later', barCode: freshBarCode() }),
      'goodsSaveSku',
    );
    expectOk(
      await save(admin, {
        ...(await newDraft(admin)),
        skuName: 'on sale',
        barCode: freshBarCode(),
        saleState: 1,
        categoryId: String(refs.category.id),
      }),
      'goodsSaveSku',
    );
  });

  it('[GOODS-07] an EAN-13, EAN-8 or UPC-A barcode with a wrong check digit is refused naming the right one, unless the user confirms it', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const before = await countRows(t.database, skus);
    const wrong = await save(admin, { ...(await newDraft(admin)), skuName: 'ean', barCode: '6901234567893' });
    expectFail(wrong, Code.invalidValues, 422);
    expect((wrong.json() as { fieldErrors: unknown[] }).fieldErrors).toEqual([
      {
        field: 'barCode',
        msg: 'The check digit of this EAN-13 barcode is wrong: it should be 2 (6901234567892). Confirm to keep an in-house code.',
      },
    ]);
    admin.language = 'zh';
    const zh = await save(admin, { ...(await newDraft(admin)), skuName: 'ean8', barCode: '96385075' });
    expect((zh.json() as { fieldErrors: { msg: string }[] }).fieldErrors[0]!.msg).toBe(
      'EAN-8 条码的校验位有误，应为 4（96385074）；店内自编码请确认后保存',
    );
    admin.language = 'es';
    const es = await save(admin, { ...(await newDraft(admin)), skuName: 'upc', barCode: '036000291459' });
    expect((es.json() as { fieldErrors: { msg: string }[] }).fieldErrors[0]!.msg).toMatch(
      /código UPC-A es incorrecto: debería ser 2/,
    );
    expect(await countRows(t.database, skus)).toBe(before);
    // Confirmed as an in-house code, it is kept as entered; codes of other shapes have no check digit.
    const code = freshBarCode();
    const inHouse = `${code.slice(0, 12)}${(Number(code.slice(12)) + 1) % 10}`;
    const kept = expectOk(
      await save(admin, {
        ...(await newDraft(admin)),
        skuName: 'in-house',
        barCode: inHouse,
        barCodeCheckOverride: true,
      }),
      'goodsSaveSku',
    );
    const read = expectOk(await admin.call('goodsGetSku', { query: { skuId: kept.skuId } }), 'goodsGetSku');
    expect(read.barCode).toBe(inHouse);
    expectOk(
      await save(admin, {
        ...(await newDraft(admin)),
        skuName: 'short',
        barCode: `IH${serial++}${Date.now() % 1e6}`,
      }),
      'goodsSaveSku',
    );
  });

  it('[GOODS-07] a barcode (or pack-rate barcode) used in the tenant is refused with 4091 naming the SKU', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const refs = await demoRefs(t);
    const taken = refs.singles[0]!;
    const before = await countRows(t.database, skus);
    const response = await save(admin, {
      ...(await newDraft(admin)),
      skuName: 'dup',
      barCode: taken.barCode,
    });
    const body = expectFail(response, Code.duplicate, 409);
    expect(body.msg).toBe(
      `The barcode ${taken.barCode} is already used by the goods item "${taken.skuName}".`,
    );
    expect((response.json() as { fieldErrors: { field: string }[] }).fieldErrors[0]!.field).toBe('barCode');
    // A pack rate's barcode that is another SKU's own barcode.
    const pack = await save(admin, {
      ...(await newDraft(admin)),
      skuName: 'dup pack',
      barCode: freshBarCode(),
      packRates: [{ quantity: 6, unit: '箱', barCode: taken.barCode }],
    });
    expectFail(pack, Code.duplicate, 409);
    expect((pack.json() as { fieldErrors: { field: string }[] }).fieldErrors[0]!.field).toBe(
      'packRates.0.barCode',
    );
    // A SKU's barcode that is another SKU's pack-rate barcode.
    const [rate] = await t.database.db
      .select({ barCode: skuPackRates.barCode })
      .from(skuPackRates)
      .where(eq(skuPackRates.tenantId, refs.tenantId))
      .limit(1);
    expectFail(
      await save(admin, { ...(await newDraft(admin)), skuName: 'dup2', barCode: rate!.barCode }),
      Code.duplicate,
      409,
    );
    // The same barcode twice in one draft.
    const twice = freshBarCode();
    const inDraft = await save(admin, {
      ...(await newDraft(admin)),
      skuName: 'twice',
      barCode: twice,
      packRates: [{ quantity: 6, unit: '箱', barCode: twice }],
    });
    expectFail(inDraft, Code.invalidValues, 422);
    expect(await countRows(t.database, skus)).toBe(before);
    // Another tenant may use the same barcode.
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expectOk(
      await save(strict, { ...(await newDraft(strict)), skuName: 'other tenant', barCode: taken.barCode }),
      'goodsSaveSku',
    );
  });

  it('[GOODS-04] ids that are not the tenant’s are field errors; another tenant’s SKU reads as not found', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const strictTenant = await tenantIdOf(t, STRICT);
    const [strictStore] = await t.database.db
      .select({ id: stores.id, storeCode: stores.storeCode, storeName: stores.storeName })
      .from(stores)
      .where(eq(stores.tenantId, strictTenant))
      .limit(1);
    const refs = await demoRefs(t);
    const before = await countRows(t.database, skus);
    const response = await save(admin, {
      ...(await newDraft(admin)),
      skuName: 'refs',
      barCode: freshBarCode(),
      categoryId: '99999999',
      brandId: '999999999999',
      supplierId: String(refs.supplier.id),
      storeList: [{ storeId: String(strictStore!.id), storeCode: 'S001', storeName: 'x' }],
      searchNavIds: ['99999999'],
      origin: '999999',
      picList: ['goods/unknown.png'],
    });
    expectFail(response, Code.invalidValues, 422);
    expect((response.json() as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field)).toEqual(
      ['categoryId', 'brandId', 'storeList.0.storeId', 'searchNavIds.0', 'origin', 'picList.0'],
    );
    expect(await countRows(t.database, skus)).toBe(before);

    const own = expectOk(
      await save(strict, { ...(await newDraft(strict)), skuName: 'strict own', barCode: freshBarCode() }),
      'goodsSaveSku',
    );
    expectFail(await admin.call('goodsGetSku', { query: { skuId: own.skuId } }), Code.notFound, 404);
    expectFail(await admin.call('goodsLoadRate', { query: { skuId: own.skuId } }), Code.notFound, 404);
    const read = expectOk(await strict.call('goodsGetSku', { query: { skuId: own.skuId } }), 'goodsGetSku');
    expectFail(await save(admin, { ...read, skuName: 'taken over' }), Code.notFound, 404);
    expectFail(await admin.call('goodsGetSku', { query: { skuId: '999999999999999' } }), Code.notFound, 404);
  });

  it('[GOODS-09] a combined good needs single parts of the tenant, not itself, and keeps them', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const refs = await demoRefs(t);
    const [a, b] = refs.singles;
    const base = { ...(await newDraft(admin, '1')), skuName: '组合测试', barCode: freshBarCode() };
    const empty = await save(admin, base);
    expectFail(empty, Code.invalidValues, 422);
    expect((empty.json() as { fieldErrors: { field: string }[] }).fieldErrors[0]!.field).toBe('subSkus');
    const [comb] = await t.database.db
      .select({ id: skus.id, skuName: skus.skuName, barCode: skus.barCode })
      .from(skus)
      .where(and(eq(skus.tenantId, refs.tenantId), eq(skus.comb, 1)))
      .limit(1);
    const nested = await save(admin, {
      ...base,
      subSkus: [{ skuId: String(comb!.id), skuName: comb!.skuName, barCode: comb!.barCode, quantity: 1 }],
    });
    expectFail(nested, Code.invalidValues, 422);
    expect((nested.json() as { fieldErrors: { msg: string }[] }).fieldErrors[0]!.msg).toMatch(/not a single/);
    const parts = [
      { skuId: String(a!.id), skuName: a!.skuName, barCode: a!.barCode, quantity: 2 },
      { skuId: String(b!.id), skuName: b!.skuName, barCode: b!.barCode, quantity: 1 },
    ];
    const saved = expectOk(await save(admin, { ...base, subSkus: parts }), 'goodsSaveSku');
    const read = expectOk(await admin.call('goodsGetSku', { query: { skuId: saved.skuId } }), 'goodsGetSku');
    expect(read.comb).toBe('1');
    expect(read.subSkus).toEqual(parts);
    const self = await save(admin, {
      ...read,
      subSkus: [...parts, { skuId: saved.skuId, skuName: 'self', barCode: read.barCode, quantity: 1 }],
    });
    expectFail(self, Code.invalidValues, 422);
    expect((self.json() as { fieldErrors: { msg: string }[] }).fieldErrors[0]!.msg).toBe(
      'A combined good cannot contain itself.',
    );
    expect(await countRows(t.database, combItems)).toBeGreaterThanOrEqual(2);
    // A part of a combined good cannot become a combined good itself.
    const part = expectOk(
      await admin.call('goodsGetSku', { query: { skuId: String(a!.id) } }),
      'goodsGetSku',
    );
    const change = await save(admin, { ...part, comb: '1', subSkus: [parts[1]!] });
    expectFail(change, Code.invalidValues, 422);
    expect((change.json() as { fieldErrors: { field: string }[] }).fieldErrors[0]!.field).toBe('comb');
  });

  it('[GOODS-04] rich content keeps formatting, images and tables and loses scripts, handlers and javascript: URLs', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const saved = expectOk(
      await save(admin, {
        ...(await newDraft(admin)),
        skuName: 'xss',
        barCode: freshBarCode(),
        content:
          '<p style="color:#f00" onclick="alert(1)"><b>粗体</b><script>alert(1)</script>' +
          '<a href="javascript:alert(1)">x</a><img src="https://cdn.example.com/x.png" onerror="alert(2)"></p>',
        htmlSX:
          '<table><tbody><tr><td colspan="2">表格</td></tr></tbody></table><iframe src="https://evil"></iframe>',
      }),
      'goodsSaveSku',
    );
    const read = expectOk(await admin.call('goodsGetSku', { query: { skuId: saved.skuId } }), 'goodsGetSku');
    expect(read.content).toBe(
      '<p style="color:#f00"><b>粗体</b><a>x</a><img src="https://cdn.example.com/x.png" /></p>',
    );
    expect(read.htmlSX).toBe('<table><tbody><tr><td colspan="2">表格</td></tr></tbody></table>');
  });

  it('[GOODS-07] querySkuByBarCode names the SKU using a barcode and the library entry that has it', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const refs = await demoRefs(t);
    const taken = refs.singles[0]!;
    const used = expectOk(
      await admin.call('goodsQuerySkuByBarCode', { query: { barCode: taken.barCode } }),
      'goodsQuerySkuByBarCode',
    );
    expect(used.usedBy).toEqual({ skuId: String(taken.id), skuName: taken.skuName });
    // Its own barcode does not count while editing it.
    const self = expectOk(
      await admin.call('goodsQuerySkuByBarCode', {
        query: { barCode: taken.barCode, skuId: String(taken.id) },
      }),
      'goodsQuerySkuByBarCode',
    );
    expect(self.usedBy).toBeNull();
    // A library barcode no demo SKU has: free, with the library's data.
    const free = expectOk(
      await admin.call('goodsQuerySkuByBarCode', { query: { barCode: '6923007000009' } }),
      'goodsQuerySkuByBarCode',
    );
    expect(free.usedBy).toBeNull();
    expect(free.library).toMatchObject({
      barCode: '6923007000009',
      skuName: '旺仔牛奶 245ml',
      brandName: '旺旺',
    });
    const none = expectOk(
      await admin.call('goodsQuerySkuByBarCode', { query: { barCode: 'NOPE123' } }),
      'goodsQuerySkuByBarCode',
    );
    expect(none).toEqual({ usedBy: null, library: null });
  });

  it('[GOODS-07] [API-39] syncCommodityLib.do shapes the library entry as draft fields, writing nothing', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const before = await countRows(t.database, skus);
    const fill = expectOk(
      await admin.call('goodsSyncCommodityLib', { query: { barCode: '6923007000009', skuId: '' } }),
      'goodsSyncCommodityLib',
    );
    expect(fill).toMatchObject({
      barCode: '6923007000009',
      skuName: '旺仔牛奶 245ml',
      specModel: '245ml',
      meaUnit: '罐',
      skuReferPrice: '4.50',
      brandName: '旺旺',
      brandId: expect.stringMatching(/^\d+$/),
      categoryName: '乳品',
      categoryId: expect.stringMatching(/^\d+$/),
    });
    expect(await countRows(t.database, skus)).toBe(before);
    const missing = expectFail(
      await admin.call('goodsSyncCommodityLib', { query: { barCode: '0000000000000' } }),
      Code.notFound,
      404,
    );
    expect(missing.msg).toMatch(/commodity library has no goods item/);
    expectFail(
      await admin.call('goodsSyncCommodityLib', { query: { barCode: '6923007000009', skuId: '99999999' } }),
      Code.notFound,
      404,
    );
  });
});
