import { Empty, List, Popover, Spin } from 'antd';
import { useState } from 'react';
import type { HostKit } from '../../../host-kit';
import { LinkButton } from '../../../shared/link-button';
import { call } from '../../../kit';
import type { ResultOf } from '@rcadmin/contract';

/**
 * Which stores sell a SKU: the count in the row; a click lists them (goods/queryStoreList with
 * the skuId), fetched when first opened so a page of rows costs no extra call. The popover itself
 * is made on that first click too: twenty of them cost a page turn more than its rows.
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
  const [stores, setStores] = useState<ResultOf<'goodsQueryStoreList'> | null>(null);
  const [open, setOpen] = useState(false);
  const show = (next: boolean) => {
    setOpen(next);
    if (!next || stores) return;
    call(kit, 'goodsQueryStoreList', { skuId })
      .then(setStores)
      .catch(() => setStores([]));
  };
  if (count === 0) return <span className="rc-secondary">{kit.t('goods.lists.stores.none')}</span>;
  // Until first opened, the count alone; from then on the popover's own trigger opens it.
  const mounted = open || stores !== null;
  const button = (
    <LinkButton style={{ padding: 0 }} onClick={mounted ? undefined : () => show(true)}>
      {kit.t('goods.lists.stores.count', { count })}
    </LinkButton>
  );
  if (!mounted) return button;
  return (
    <Popover
      trigger="click"
      open={open}
      title={kit.t('goods.lists.stores.title', { name })}
      onOpenChange={show}
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
                {store.storeName} <span className="rc-secondary">{store.storeCode}</span>
              </List.Item>
            )}
          />
        )
      }
    >
      {button}
    </Popover>
  );
}
