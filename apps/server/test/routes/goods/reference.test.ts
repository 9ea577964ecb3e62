import { Code } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import { DEMO, STRICT, TEST_DATABASES, expectFail, expectOk, signedIn, useTestApp } from '../../helpers';
import { LANGUAGES, translate } from '../../../src/i18n/messages';
import { batchImportMessages } from '../../../src/i18n/messages-batch-import';
import { goodsMessages } from '../../../src/i18n/messages-goods';

const PASSWORD = 'Admin@2026';

describe('the goods terms', () => {
  it('[GOODS-08] the retail price and the sale states have one name each in the goods messages, import and export headers', () => {
    const one = {
      zh: ['零售价', '在售', '停售'],
      en: ['Retail price', 'On sale', 'Off sale'],
      es: ['Precio de venta', 'En venta', 'Fuera de venta'],
    };
    for (const lang of LANGUAGES) {
      const [price, on, off] = one[lang];
      for (const key of [
        'labelSkuReferPrice',
        'colSkuReferPrice',
        'exportReferPrice',
        'changeSkuReferPrice',
      ] as const)
        expect(translate(lang, key), `${lang} ${key}`).toBe(price);
      expect([translate(lang, 'saleStateOn'), translate(lang, 'saleStateOff')]).toEqual([on, off]);
    }
    // Only the former headers (a file made before still imports) use the other words.
    const texts = Object.entries({ ...goodsMessages, ...batchImportMessages })
      .filter(([key]) => !key.endsWith('Former'))
      .flatMap(([, text]) => Object.values(text));
    for (const word of ['参考售价', '上架', '下架', 'reference price', 'precio de referencia'])
      expect(texts.filter((text) => text.toLowerCase().includes(word))).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('goods reference data on %s', (kind) => {
  const t = useTestApp(kind);

  it('[GOODS-08] getCommodityBase answers the code lists labelled in the caller’s language', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const en = expectOk(await admin.call('goodsGetCommodityBase'), 'goodsGetCommodityBase');
    expect(en.saleModes).toEqual([
      { code: '1', label: 'By piece' },
      { code: '2', label: 'By weight' },
    ]);
    expect(en.units[0]).toEqual({ code: '个', label: 'piece' });
    expect(en.yearSeasons.find((entry) => entry.code === '2')!.label).toBe('All seasons');
    admin.language = 'zh';
    const zh = expectOk(await admin.call('goodsGetCommodityBase'), 'goodsGetCommodityBase');
    expect(zh.saleStates).toEqual([
      { code: '1', label: '在售' },
      { code: '0', label: '停售' },
    ]);
    admin.language = 'es';
    const es = expectOk(await admin.call('goodsGetCommodityBase'), 'goodsGetCommodityBase');
    expect(es.suitSexes[0]!.label).toBe('Unisex');
    expect(es.saleModes[1]!.label).toBe('Por peso');
  });

  it('[GOODS-08] getSysParams offers the tax rates the form may save; getConfSetting.do the goods settings', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const params = expectOk(await admin.call('goodsGetSysParams'), 'goodsGetSysParams');
    expect(params).toEqual({ taxRates: ['0', '1', '3', '5', '6', '9', '13'], priceDecimals: 2 });
    const settings = expectOk(await admin.call('goodsGetConfSetting'), 'goodsGetConfSetting');
    expect(settings).toMatchObject({
      barCodeRequired: true,
      maxPictures: 9,
      maxPictureSize: 2 * 1024 * 1024,
    });
  });

  it('[GOODS-08] [API-37] queryAreaInfo.do answers provinces, then cities, then districts of GB/T 2260', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const provinces = expectOk(await admin.call('goodsQueryAreaInfo'), 'goodsQueryAreaInfo');
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    expect(provinces).toContainEqual({ code: '330000', name: '浙江省', level: 1, hasChildren: true });
    const cities = expectOk(
      await admin.call('goodsQueryAreaInfo', { query: { parentCode: '330000' } }),
      'goodsQueryAreaInfo',
    );
    expect(cities).toContainEqual({ code: '330100', name: '杭州市', level: 2, hasChildren: true });
    const districts = expectOk(
      await admin.call('goodsQueryAreaInfo', { query: { parentCode: '330100' } }),
      'goodsQueryAreaInfo',
    );
    expect(districts.map((area) => area.name)).toContain('西湖区');
    expect(districts.every((area) => area.level === 3 && !area.hasChildren)).toBe(true);
    // Municipalities have their districts right under them.
    const beijing = expectOk(
      await admin.call('goodsQueryAreaInfo', { query: { parentCode: '110000' } }),
      'goodsQueryAreaInfo',
    );
    expect(beijing.map((area) => area.name)).toContain('朝阳区');
    expect(
      expectOk(
        await admin.call('goodsQueryAreaInfo', { query: { parentCode: '999999' } }),
        'goodsQueryAreaInfo',
      ),
    ).toEqual([]);
    expectFail(
      await admin.call('goodsQueryAreaInfo', { query: { parentCode: 'abc' } }),
      Code.invalidRequest,
      400,
    );
  });

  it('[GOODS-08] querySupplierList.do answers the tenant’s suppliers only', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const list = expectOk(await admin.call('goodsQuerySupplierList'), 'goodsQuerySupplierList');
    expect(list).toHaveLength(8);
    expect(list[0]).toMatchObject({ code: 'SUP001', name: '杭州百联商贸有限公司' });
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expect(expectOk(await strict.call('goodsQuerySupplierList'), 'goodsQuerySupplierList')).toEqual([]);
  });

  it('the reference calls need a goods grant and a session', async () => {
    const cashier = await signedIn(t.app, DEMO, 'cashier', PASSWORD);
    for (const name of [
      'goodsGetSysParams',
      'goodsGetConfSetting',
      'goodsQueryAreaInfo',
      'goodsQuerySupplierList',
    ] as const) {
      expectFail(await cashier.call(name), Code.forbidden, 403);
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/goods/getSysParams' });
    expect(response.statusCode).toBe(401);
  });
});
