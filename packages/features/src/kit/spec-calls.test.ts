import { describe, expect, test } from 'vitest';
import type { CallName } from '@rcadmin/contract';
import { testKitWith } from '../shared/test-kit';
import { call } from './call';

/** How each call of spec §7 goes out: method, path and, for a POST, JSON or a form. */
const SPEC: [
  title: string,
  name: CallName,
  method: 'GET' | 'POST',
  path: string,
  json?: boolean,
  input?: Record<string, string>,
][] = [
  ['[API-32] goodsQueryList', 'goodsQueryList', 'GET', '/goods/queryList'],
  ['[API-32] goodsQueryStoreList', 'goodsQueryStoreList', 'GET', '/goods/queryStoreList'],
  ['[API-32] goodsGetSku', 'goodsGetSku', 'GET', '/goods/getSku'],
  ['[API-32] goodsQuerySkuByBarCode', 'goodsQuerySkuByBarCode', 'GET', '/goods/querySkuByBarCode'],
  ['[API-32] goodsGetCommodityBase', 'goodsGetCommodityBase', 'GET', '/goods/getCommodityBase'],
  ['[API-32] goodsGetSysParams', 'goodsGetSysParams', 'GET', '/goods/getSysParams'],
  ['[API-32] goodsDelSku', 'goodsDelSku', 'GET', '/goods/delSku'],
  ['[API-32] goodsDelBatchSku', 'goodsDelBatchSku', 'GET', '/goods/delBatchSku'],
  ['[API-32] goodsLoadRate', 'goodsLoadRate', 'GET', '/goods/loadRate'],
  ['[API-33] brandQueryBrandList', 'brandQueryBrandList', 'GET', '/brand/queryBrandList'],
  ['[API-33] pubNavList', 'pubNavList', 'GET', '/pubNav/getShopNavigationInfoList'],
  ['[API-34] goodsSaveSku', 'goodsSaveSku', 'POST', '/goods/saveSku', true],
  [
    '[API-35] goodsBatchUpdateSaleMode',
    'goodsBatchUpdateSaleMode',
    'POST',
    '/goods/batchUpdateSaleMode',
    false,
  ],
  ['[API-35] goodsBatchChangePrice', 'goodsBatchChangePrice', 'POST', '/goods/batchChangePrice.do', false],
  ['[API-35] goodsBatchChangeNav', 'goodsBatchChangeNav', 'POST', '/goods/batchChangeNav.do', false],
  [
    '[API-36] goodsInitSku sends the query comb',
    'goodsInitSku',
    'GET',
    '/goods/initSku.do',
    undefined,
    { comb: '1' },
  ],
  ['[API-37] goodsGetConfSetting', 'goodsGetConfSetting', 'GET', '/goods/getConfSetting.do'],
  ['[API-37] goodsQueryAreaInfo', 'goodsQueryAreaInfo', 'GET', '/goods/queryAreaInfo.do'],
  ['[API-38] goodsBatchRestore', 'goodsBatchRestore', 'POST', '/goods/batchRestore.do', true],
  ['[API-39] goodsSyncCommodityLib', 'goodsSyncCommodityLib', 'GET', '/goods/syncCommodityLib.do'],
];

describe('the calls of spec §7 on the wire, through call()', () => {
  test.each(SPEC)('%s: %s %s %s', async (_title, name, method, path, json, given) => {
    const kit = testKitWith({ en: {} }, {});
    kit.http.get.mockResolvedValue(null);
    kit.http.post.mockResolvedValue(null);
    const input = (given ?? { skuId: '7' }) as never;
    await call(kit, name, input);
    if (method === 'GET') expect(kit.http.get).toHaveBeenCalledWith(path, input, undefined);
    else expect(kit.http.post).toHaveBeenCalledWith(path, input, json ? { json: true } : {});
  });
});
