import type { HostKit } from '../../../host-kit';
import { SkuForm } from './sku-form';

/** GOODS-02 (create) starts from initSku.do?comb=0. */
export default function GoodsCreatePage({ kit }: { kit: HostKit }) {
  return <SkuForm kit={kit} mode="create" comb="0" />;
}
