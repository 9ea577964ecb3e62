import { useParams } from 'react-router';
import type { HostKit } from '../../../host-kit';
import { SkuForm } from './sku-form';

/** GOODS-03 (view) shows the SKU read-only. */
export default function GoodsViewPage({ kit }: { kit: HostKit }) {
  const { id = '' } = useParams();
  return <SkuForm key={id} kit={kit} mode="view" comb="0" skuId={id} />;
}
