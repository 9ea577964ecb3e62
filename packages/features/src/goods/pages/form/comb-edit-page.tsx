import { useParams } from 'react-router';
import type { HostKit } from '../../../host-kit';
import { SkuForm } from './sku-form';

/** GOODS-09: edit a combined good. */
export default function CombGoodsEditPage({ kit }: { kit: HostKit }) {
  const { id = '' } = useParams();
  return <SkuForm key={id} kit={kit} mode="edit" comb="1" skuId={id} />;
}
