import { Button, Empty, List, Popover, Spin } from 'antd';
import { useState } from 'react';
import type { HostKit } from '../../../host-kit';
import { goodsQueryStoreList, type GoodsQueryStoreListResult } from '../../api/goods-query-store-list';

/**
 * Which stores sell a SKU: the count in the row; a click lists them (goods/queryStoreList with
 * the skuId), fetched when first opened so a page of rows costs no extra call.
 */
export function StoresCell({
  kit,
  skuId,
  name,
  count,
}: {
  kit: HostKit;
  skuId: string;
  name: string;
  count: number;
}) {
  const [stores, setStores] = useState<GoodsQueryStoreListResult | null>(null);
  const load = (open: boolean) => {
    if (!open || stores) return;
    goodsQueryStoreList(kit, { skuId })
      .then(setStores)
      .catch(() => setStores([]));
  };
  if (count === 0) return <span className="rc-muted">{kit.t('goods.lists.stores.none')}</span>;
  return (
    <Popover
      trigger="click"
      title={kit.t('goods.lists.stores.title', { name })}
      onOpenChange={load}
      content={
        stores === null ? (
          <Spin size="small" />
        ) : stores.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={kit.t('goods.lists.stores.none')} />
        ) : (
          <List
            size="small"
            style={{ maxHeight: 240, overflow: 'auto', minWidth: 200 }}
            dataSource={stores}
            renderItem={(store) => (
              <List.Item key={store.storeId} data-testid="sku-store">
                {store.storeName} <span className="rc-muted">{store.storeCode}</span>
              </List.Item>
            )}
          />
        )
      }
    >
      <Button type="link" size="small" style={{ padding: 0 }}>
        {kit.t('goods.lists.stores.count', { count })}
      </Button>
    </Popover>
  );
}
