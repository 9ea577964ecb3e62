import type { HostKit } from '../../../host-kit';
import { pagePaths } from '../../../shared/page-routes';

export const MAINSUB_PATHS = pagePaths({ list: 'mainsub', detail: 'mainsubDetail' });

/** Opens the detail of a main SKU, or an empty one to make a new pair. */
export const openMainSub = (kit: HostKit, mainSkuId?: string) =>
  kit.openTab({
    path: MAINSUB_PATHS.detail,
    title: kit.t('goods.routes.mainsubDetail'),
    ...(mainSkuId ? { query: { mainSkuId } } : {}),
  });
