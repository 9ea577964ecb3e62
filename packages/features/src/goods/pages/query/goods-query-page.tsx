import { Button, Input, Select, Space, Spin, Tag, type TableColumnsType } from 'antd';
import { memo, useState } from 'react';
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
  const [by, setBy] = useState<SearchBy>('skuName');
  const [typed, setTyped] = useState('');
  // The search asked (not the one being typed), in the page only.
  const list = useList(
    kit,
    'goodsQueryList',
    QUERY,
    (query, at) => {
      const asked: QueryOf<'goodsQueryList'> = { pageNo: at.no, pageSize: at.size };
      if (query.keyword) asked[query.by as SearchBy] = query.keyword;
      return asked;
    },
    { inAddress: false },
  );
  const search = (keyword: string) => list.setQuery({ by, keyword });

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
      above={
        <Space wrap style={{ marginBottom: 16 }}>
          <Select<SearchBy>
            aria-label={t('goods.lists.query.by')}
            value={by}
            onChange={setBy}
            style={{ width: 140 }}
            options={SEARCH_BY.map((value) => ({ value, label: t(`goods.lists.query.byOptions.${value}`) }))}
          />
          <Input.Search
            aria-label={t('common.keyword')}
            allowClear
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={() => search(typed.trim().slice(0, by === 'skuName' ? 100 : 64))}
            placeholder={t('goods.lists.query.placeholder')}
            style={{ width: 320 }}
            enterButton={t('common.search')}
          />
          <Button
            onClick={() => {
              setTyped('');
              search('');
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      }
      columns={columns}
      rowKey="skuId"
      empty={t('goods.lists.empty')}
      table={{ size: 'middle', scroll: { x: 'max-content' }, pagination: { showSizeChanger: false } }}
    />
  );
}
