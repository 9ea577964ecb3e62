import type { QueryOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit } from '../../host-kit';

export type GoodsBatchExportQuery = QueryOf<'goodsBatchExport'>;

/**
 * GET goods/batchExport: the address of the .xlsx of the chosen SKUs (skuIds) or of those the
 * filters select, for the browser to download itself (the file is streamed; GOODS-06).
 */
export const goodsBatchExportUrl = (kit: HostKit, query: GoodsBatchExportQuery) =>
  kit.apiUrl(calls.goodsBatchExport.path, query);
