import type { HostKit } from '../../../host-kit';
import { SkuForm } from './sku-form';

/** GOODS-09: a new combined good. */
export default function CombGoodsCreatePage({ kit }: { kit: HostKit }) {
  return <SkuForm kit={kit} mode="create" comb="1" />;
}
