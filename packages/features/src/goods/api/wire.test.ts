// @vitest-environment node
import { calls } from '@rcadmin/contract/wire';
import { describe, expect, test } from 'vitest';
import type { HostKit } from '../../host-kit';
import { goodsBatchChangeNav } from './goods-batch-change-nav';
import { goodsBatchChangePrice } from './goods-batch-change-price';
import { goodsBatchExportUrl } from './goods-batch-export';
import { goodsBatchRestore } from './goods-batch-restore';
import { goodsBatchUpdateSaleMode } from './goods-batch-update-sale-mode';
import { goodsDelBatchSku } from './goods-del-batch-sku';
import { goodsDelSku } from './goods-del-sku';
import { goodsGetCommodityBase } from './goods-get-commodity-base';
import { goodsGetConfSetting } from './goods-get-conf-setting';
import { goodsGetSku } from './goods-get-sku';
import { goodsGetSysParams } from './goods-get-sys-params';
import { goodsInitSku } from './goods-init-sku';
import { goodsLoadRate } from './goods-load-rate';
import { goodsQueryAreaInfo } from './goods-query-area-info';
import { goodsQueryList } from './goods-query-list';
import { goodsQuerySkuByBarCode } from './goods-query-sku-by-bar-code';
import { goodsQueryStoreList } from './goods-query-store-list';
import { goodsSaveSku } from './goods-save-sku';
import { goodsSyncCommodityLib } from './goods-sync-commodity-lib';
import { brandQueryBrandList } from './brand-query-brand-list';
import { pubNavList } from './pub-nav-list';

interface Sent {
  method: 'GET' | 'POST';
  path: string;
  data: Record<string, unknown> | undefined;
  json: boolean;
}

/** A kit whose http records what each call function asks the shell to send. */
function recordingKit() {
  const sent: Sent[] = [];
  const kit = {
    http: {
      get: async (path: string, query?: Record<string, unknown>) => {
        sent.push({ method: 'GET', path, data: query, json: false });
        return {} as never;
      },
      post: async (path: string, body?: object, options?: { json?: boolean }) => {
        sent.push({
          method: 'POST',
          path,
          data: body as Record<string, unknown>,
          json: options?.json === true,
        });
        return {} as never;
      },
    },
    apiUrl: (path: string, query?: Record<string, unknown>) =>
      `/api${path}?${new URLSearchParams(query as Record<string, string>)}`,
  } as unknown as HostKit;
  return { kit, sent, last: () => sent[sent.length - 1]! };
}

const draft = { skuName: 'Water', barCode: '6901234567892' } as never;

describe('the goods calls on the wire', () => {
  test('[API-32] queryList, queryStoreList, getSku, querySkuByBarCode, getCommodityBase, getSysParams, delSku, delBatchSku, batchExport and loadRate are GET calls', async () => {
    const { kit, sent } = recordingKit();
    await goodsQueryList(kit, { pageNo: 1, pageSize: 20 } as never);
    await goodsQueryStoreList(kit, { skuId: '1' } as never);
    await goodsGetSku(kit, { skuId: '1' } as never);
    await goodsQuerySkuByBarCode(kit, { barCode: '6901234567892' } as never);
    await goodsGetCommodityBase(kit);
    await goodsGetSysParams(kit);
    await goodsDelSku(kit, { skuId: '1' } as never);
    await goodsDelBatchSku(kit, { skuIds: '1,2' } as never);
    await goodsLoadRate(kit, { skuId: '1' } as never);
    expect(sent.map((s) => [s.method, s.path])).toEqual([
      ['GET', '/goods/queryList'],
      ['GET', '/goods/queryStoreList'],
      ['GET', '/goods/getSku'],
      ['GET', '/goods/querySkuByBarCode'],
      ['GET', '/goods/getCommodityBase'],
      ['GET', '/goods/getSysParams'],
      ['GET', '/goods/delSku'],
      ['GET', '/goods/delBatchSku'],
      ['GET', '/goods/loadRate'],
    ]);
    // The export is a GET link the browser follows (the file streams to the download).
    expect(calls.goodsBatchExport.method).toBe('GET');
    expect(goodsBatchExportUrl(kit, { skuIds: '1,2' } as never)).toMatch(/^\/api\/goods\/batchExport\?/);
    // A GET that changes data still needs the site token.
    expect(calls.goodsDelSku.access).toBe('session+site');
    expect(calls.goodsDelBatchSku.access).toBe('session+site');
  });

  test('[API-33] brand/queryBrandList and pubNav/getShopNavigationInfoList are GET calls', async () => {
    const { kit, sent } = recordingKit();
    await brandQueryBrandList(kit, {} as never);
    await pubNavList(kit);
    expect(sent.map((s) => [s.method, s.path])).toEqual([
      ['GET', '/brand/queryBrandList'],
      ['GET', '/pubNav/getShopNavigationInfoList'],
    ]);
  });

  test('[API-34] saveSku posts the SKU draft as a JSON body', async () => {
    const { kit, last } = recordingKit();
    await goodsSaveSku(kit, draft);
    expect(last()).toEqual({ method: 'POST', path: '/goods/saveSku', data: draft, json: true });
    expect(calls.goodsSaveSku.encoding).toBe('json');
  });

  test('[API-35] batchUpdateSaleMode, batchChangePrice.do and batchChangeNav.do are form posts', async () => {
    const { kit, sent } = recordingKit();
    await goodsBatchUpdateSaleMode(kit, { skuIds: '1,2', saleMode: '2' } as never);
    await goodsBatchChangePrice(kit, { skuIds: '1,2', priceType: 'set', value: '9.90' } as never);
    await goodsBatchChangeNav(kit, { skuIds: '1,2', searchNavIds: '3', mode: 'add' } as never);
    expect(sent.map((s) => [s.method, s.path, s.json])).toEqual([
      ['POST', '/goods/batchUpdateSaleMode', false],
      ['POST', '/goods/batchChangePrice.do', false],
      ['POST', '/goods/batchChangeNav.do', false],
    ]);
    expect(sent[1]!.data).toEqual({ skuIds: '1,2', priceType: 'set', value: '9.90' });
  });

  test('[API-36] initSku.do sends the query comb', async () => {
    const { kit, last } = recordingKit();
    await goodsInitSku(kit, { comb: '1' } as never);
    expect(last()).toMatchObject({ method: 'GET', path: '/goods/initSku.do', data: { comb: '1' } });
  });

  test('[API-37] getConfSetting.do and queryAreaInfo.do (with its query) are GET calls', async () => {
    const { kit, sent } = recordingKit();
    await goodsGetConfSetting(kit);
    await goodsQueryAreaInfo(kit, { parentCode: '11' } as never);
    expect(sent.map((s) => [s.method, s.path, s.data])).toEqual([
      ['GET', '/goods/getConfSetting.do', undefined],
      ['GET', '/goods/queryAreaInfo.do', { parentCode: '11' }],
    ]);
  });

  test('[API-38] batchRestore.do posts a JSON body', async () => {
    const { kit, last } = recordingKit();
    await goodsBatchRestore(kit, { skuIds: ['1', '2'] } as never);
    expect(last()).toEqual({
      method: 'POST',
      path: '/goods/batchRestore.do',
      data: { skuIds: ['1', '2'] },
      json: true,
    });
  });

  test('[API-39] syncCommodityLib.do sends skuId and barCode', async () => {
    const { kit, last } = recordingKit();
    await goodsSyncCommodityLib(kit, { skuId: '7', barCode: '6901234567892' } as never);
    expect(last()).toMatchObject({
      method: 'GET',
      path: '/goods/syncCommodityLib.do',
      data: { skuId: '7', barCode: '6901234567892' },
    });
  });
});
