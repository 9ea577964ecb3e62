import type { QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsQuerySkuByBarCodeQuery = QueryOf<'goodsQuerySkuByBarCode'>;
export type GoodsQuerySkuByBarCodeResult = ResultOf<'goodsQuerySkuByBarCode'>;

/** GET goods/querySkuByBarCode: the SKU of the tenant that already uses a barcode, and the commodity library entry that has it (GOODS-07). */
export const goodsQuerySkuByBarCode = (
  kit: HostKit,
  query: GoodsQuerySkuByBarCodeQuery,
  options?: HttpOptions,
) => kit.http.get<GoodsQuerySkuByBarCodeResult>(calls.goodsQuerySkuByBarCode.path, query, options);
