import type { HostKit } from '../../../host-kit';
import { GoodsListView } from './goods-list-view';

/** /goods/cindex/list: the combined goods (comb '1'), with the same list as the goods. */
export default function CombListPage({ kit }: { kit: HostKit }) {
  return <GoodsListView kit={kit} comb="1" />;
}
