import { Select, Space, Spin, Tag, type TableColumnsType } from 'antd';
import { memo } from 'react';
import type { HostKit } from '../../../host-kit';
import { ListPage, useCall, useList } from '../../../kit';
import type { QueryOf, ResultOf } from '@rcadmin/contract';

type Row = ResultOf<'goodsQueryList'>['list'][number];
type SearchBy = 'skuName' | 'barCode' | 'goodsNo';
const SEARCH_BY: readonly SearchBy[] = ['skuName', 'barCode', 'goodsNo'];
const PAGE_SIZE = 10;

/** The stores that sell one SKU, fetched with its row (a page has ten). */
const RowStores = memo(function RowStores({
  kit,
  skuId,
  count,
}: {
  kit: HostKit;
  skuId: string;
  count: number;
}) {
  const loaded = useCall(kit, 'goodsQueryStoreList', { skuId }, { silent: true, enabled: count > 0 });
  const stores = count === 0 || loaded.failed ? [] : (loaded.data ?? null);
  if (stores === null) return <Spin size="small" aria-label={kit.t('goods.lists.query.storesLoading')} />;
  if (stores.length === 0) return <span className="rc-secondary">{kit.t('goods.lists.stores.none')}</span>;
  return (
    <Space size={[0, 4]} wrap data-testid="query-stores">
      {stores.map((store) => (
        <Tag key={store.storeId}>{store.storeName}</Tag>
      ))}
    </Space>
  );
});

const QUERY = { by: 'skuName', keyword: '', pageNo: '1', pageSize: String(PAGE_SIZE) } as const;

/**
 * /goods/query/list (商品查询): a read-only search over the tenant's SKUs by name, barcode or
 * goods no. (contains), each with the stores that sell it.
 */
export default function GoodsQueryPage({ kit }: { kit: HostKit }) {
  const t = kit.t;
  // The search asked (not the one being typed), in the page only.
  const list = useList(
    kit,
    'goodsQueryList',
    QUERY,
    (query, at) => {
      const asked: QueryOf<'goodsQueryList'> = { pageNo: at.no, pageSize: at.size };
      const by = query.by as SearchBy;
      if (query.keyword) asked[by] = query.keyword.slice(0, by === 'skuName' ? 100 : 64);
      return asked;
    },
    { inAddress: false },
  );

  const columns: TableColumnsType<Row> = [
    { key: 'skuName', dataIndex: 'skuName', title: t('goods.lists.columns.skuName') },
    { key: 'barCode', dataIndex: 'barCode', title: t('goods.lists.columns.barCode') },
    { key: 'goodsNo', dataIndex: 'goodsNo', title: t('goods.lists.columns.goodsNo') },
    { key: 'category', dataIndex: 'categoryName', title: t('goods.lists.columns.category') },
    {
      key: 'price',
      dataIndex: 'skuReferPrice',
      title: t('goods.lists.columns.price'),
      align: 'right',
      render: (price: string) => Number(price).toFixed(2),
    },
    {
      key: 'saleState',
      dataIndex: 'saleState',
      title: t('goods.lists.columns.saleState'),
      render: (state: number) => t(`goods.saleState.${state}`),
    },
    {
      key: 'stores',
      dataIndex: 'storeCount',
      title: t('goods.lists.columns.stores'),
      render: (count: number, row) => <RowStores kit={kit} skuId={row.skuId} count={count} />,
    },
  ];

  return (
    <ListPage
      kit={kit}
      list={list}
      name="goodsQuery"
      filters={[
        {
          key: 'by',
          label: t('goods.lists.query.by'),
          deferred: true,
          render: ({ id, value, set }) => (
            <Select<string>
              id={id}
              value={value}
              onChange={set}
              style={{ width: 140 }}
              options={SEARCH_BY.map((by) => ({ value: by, label: t(`goods.lists.query.byOptions.${by}`) }))}
            />
          ),
        },
        {
          key: 'keyword',
          label: t('common.keyword'),
          placeholder: t('goods.lists.query.placeholder'),
          width: 320,
          maxLength: 100,
        },
      ]}
      columns={columns}
      rowKey="skuId"
      empty={t('goods.lists.empty')}
      table={{ size: 'middle', scroll: { x: 'max-content' }, pagination: { showSizeChanger: false } }}
    />
  );
}
