import { List, Popover } from 'antd';
import { useState } from 'react';
import type { SkuStorePrice } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { LinkButton } from '../../../shared/link-button';

/**
 * The stores that sell a SKU at a price of their own (an adjustment's for chosen stores), under
 * its retail price: their count, and on a click each store and its price. The rows come with the
 * list's page; the popover is made on the first click (a page of them costs a page turn more).
 */
export function StorePricesCell({
  kit,
  name,
  count,
  prices,
}: {
  kit: HostKit;
  name: string;
  count: number;
  prices: readonly SkuStorePrice[];
}) {
  const [open, setOpen] = useState<boolean | null>(null);
  if (count === 0) return null;
  const button = (
    <LinkButton
      style={{ padding: 0, fontSize: 12 }}
      data-testid="sku-store-prices"
      onClick={open === null ? () => setOpen(true) : undefined}
    >
      {kit.t('goods.lists.storePrices.count', { count })}
    </LinkButton>
  );
  if (open === null) return button;
  const more = count - prices.length;
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={setOpen}
      title={kit.t('goods.lists.storePrices.title', { name })}
      content={
        <List
          size="small"
          style={{ maxHeight: 240, overflow: 'auto', minWidth: 220 }}
          dataSource={[...prices]}
          footer={more > 0 ? kit.t('goods.lists.storePrices.more', { count: more }) : undefined}
          renderItem={(store) => (
            <List.Item key={store.storeId} data-testid="sku-store-price">
              <span>{store.storeName}</span>
              <span style={{ marginLeft: 16 }}>{Number(store.price).toFixed(2)}</span>
            </List.Item>
          )}
        />
      }
    >
      {button}
    </Popover>
  );
}
