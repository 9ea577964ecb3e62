import type { HostKit } from '../../../host-kit';
import { GoodsListView } from './goods-list-view';

/** /goods/index/list: the goods (single SKUs) of the tenant. */
export default function GoodsListPage({ kit }: { kit: HostKit }) {
  return <GoodsListView kit={kit} comb="0" />;
}
