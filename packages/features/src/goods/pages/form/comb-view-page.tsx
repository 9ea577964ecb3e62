import { useParams } from 'react-router';
import type { HostKit } from '../../../host-kit';
import { SkuForm } from './sku-form';

/** GOODS-09: a combined good, read-only. */
export default function CombGoodsViewPage({ kit }: { kit: HostKit }) {
  const { id = '' } = useParams();
  return <SkuForm key={id} kit={kit} mode="view" comb="1" skuId={id} />;
}
