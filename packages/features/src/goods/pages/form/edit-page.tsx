import { useParams } from 'react-router';
import type { HostKit } from '../../../host-kit';
import { SkuForm } from './sku-form';

/** GOODS-03 (edit) loads getSku into the draft. */
export default function GoodsEditPage({ kit }: { kit: HostKit }) {
  const { id = '' } = useParams();
  return <SkuForm key={id} kit={kit} mode="edit" comb="0" skuId={id} />;
}
