import { pageUrl, type PageName } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';

/** The pages of a kind of goods, single ('0') or combined ('1'), by the manifest's names. */
const SKU_PAGES = {
  '0': { list: 'goodsList', create: 'goodsCreate', edit: 'goodsEdit', view: 'goodsView' },
  '1': { list: 'combGoodsList', create: 'combGoodsCreate', edit: 'combGoodsEdit', view: 'combGoodsView' },
} as const satisfies Record<'0' | '1', Record<string, PageName>>;

export type SkuPage = keyof (typeof SKU_PAGES)['0'];

/** The address of a goods page of this kind; edit and view name their SKU. */
export const skuPageUrl = (comb: '0' | '1', page: SkuPage, skuId?: string): string =>
  pageUrl(SKU_PAGES[comb][page], skuId ? { id: skuId } : {});

/** The create page's query that shows the short form of a new single good (the list's New opens it). */
export const QUICK_QUERY = { form: 'quick' } as const;

/** Opens a goods page of this kind in its tab, titled as the goods texts name it. */
export const openSkuPage = (
  kit: HostKit,
  comb: '0' | '1',
  page: SkuPage,
  skuId?: string,
  query?: Record<string, string>,
): void =>
  kit.openTab({
    path: skuPageUrl(comb, page, skuId),
    title: kit.t(`goods.routes.${SKU_PAGES[comb][page]}`),
    ...(query ? { query } : {}),
  });
