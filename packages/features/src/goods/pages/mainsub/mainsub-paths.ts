import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';

export const MAINSUB_PATHS = { list: PAGES.mainsub.path, detail: PAGES.mainsubDetail.path } as const;

/** Opens the detail of a main SKU, or an empty one to make a new pair. */
export const openMainSub = (kit: HostKit, mainSkuId?: string) =>
  kit.openTab({
    path: MAINSUB_PATHS.detail,
    title: kit.t('goods.routes.mainsubDetail'),
    ...(mainSkuId ? { query: { mainSkuId } } : {}),
  });
