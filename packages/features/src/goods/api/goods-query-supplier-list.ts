import type { ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit, HttpOptions } from '../../host-kit';

export type GoodsQuerySupplierListResult = ResultOf<'goodsQuerySupplierList'>;

/** GET goods/querySupplierList.do: the tenant's suppliers. */
export const goodsQuerySupplierList = (kit: HostKit, options?: HttpOptions) =>
  kit.http.get<GoodsQuerySupplierListResult>(calls.goodsQuerySupplierList.path, undefined, options);
