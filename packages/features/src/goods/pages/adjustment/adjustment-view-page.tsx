import { useSearchParams } from 'react-router';
import { Alert, Button, Empty, Space, Spin, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AdjustmentItem, PriceChange } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { OrderActions, adjustmentFields, openAdjustment } from './adjustment-parts';
import { PageCard } from '../../../shared/page-card';
import { RecordView, call, shownTime, useCall, useLoad, textsOf } from '../../../kit';

/** The change of a row, signed, with two decimals ('+1.50', '-0.20'). */
const changeOf = (item: AdjustmentItem): string => {
  const change = Number(item.newPrice) - Number(item.oldPrice);
  if (!Number.isFinite(change)) return '';
  return `${change > 0 ? '+' : ''}${change.toFixed(2)}`;
};

/**
 * viewAdjustment?id=: one order, read-only: its status, effective and applied times, stores, and
 * each SKU's old → new price; a row opens the SKU's price history. A draft can be edited or
 * submitted from here, a draft or pending order cancelled.
 */
export default function AdjustmentViewPage({ kit }: { kit: HostKit }) {
  const t = textsOf(kit, 'goods.catalogue.adjustment');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // Loads again when the tab shows again: a pending order may have taken effect meanwhile. An
  // address without an order's id fails at once.
  const {
    data: order,
    loading,
    failed,
    reload,
  } = useLoad(kit, 'adjustmentGet', { id }, (signal) =>
    /^[1-9][0-9]{0,9}$/.test(id)
      ? call(kit, 'adjustmentGet', { id }, { silent: true, signal })
      : Promise.reject(new Error('no order id')),
  );

  if (loading) return <Spin />;
  if (failed || !order) return <Alert type="warning" showIcon title={t('notFound')} />;

  const columns: TableColumnsType<AdjustmentItem> = [
    { title: t('skuName'), dataIndex: 'skuName' },
    { title: t('barCode'), dataIndex: 'barCode' },
    {
      title: `${t('oldPrice')} → ${t('newPrice')}`,
      key: 'prices',
      render: (_, item) => (
        <span data-testid={`price-${item.skuId}`}>
          {item.oldPrice} → <Typography.Text strong>{item.newPrice}</Typography.Text>
        </span>
      ),
    },
    {
      title: t('change'),
      key: 'change',
      align: 'right',
      render: (_, item) => {
        const change = changeOf(item);
        return (
          <Typography.Text type={change.startsWith('-') ? 'danger' : 'success'}>{change}</Typography.Text>
        );
      },
    },
  ];

  return (
    <PageCard
      title={`${kit.t('goods.routes.viewAdjustment')} · ${order.orderNo}`}
      extra={
        <Space>
          <Button onClick={reload}>{kit.t('common.refresh')}</Button>
          {order.status === 'draft' && (
            <Button onClick={() => openAdjustment(kit, 'form', order.id)}>{kit.t('common.edit')}</Button>
          )}
          <OrderActions kit={kit} order={order} onDone={reload} />
        </Space>
      }
    >
      <RecordView record={order} rows={adjustmentFields(kit)} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('items')}
      </Typography.Title>
      <Table<AdjustmentItem>
        rowKey="skuId"
        size="small"
        columns={columns}
        dataSource={order.items}
        pagination={order.items.length > 50 ? { pageSize: 50 } : false}
        expandable={{
          expandedRowRender: (item) => <PriceHistory kit={kit} skuId={item.skuId} />,
          expandRowByClick: true,
        }}
      />
    </PageCard>
  );
}

/** A SKU's price changes (goods/queryPriceHistory.do), newest first, loaded when opened. */
function PriceHistory({ kit, skuId }: { kit: HostKit; skuId: string }) {
  const t = textsOf(kit, 'goods.catalogue.adjustment');
  const history = useCall(kit, 'goodsQueryPriceHistory', { skuId });
  const rows: PriceChange[] | null = history.failed ? [] : (history.data ?? null);

  if (rows === null) return <Spin size="small" />;
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('historyEmpty')} />;
  const columns: TableColumnsType<PriceChange> = [
    { title: t('changedAt'), dataIndex: 'changedAt', render: (iso: string) => shownTime(kit, iso) },
    {
      title: `${t('oldPrice')} → ${t('newPrice')}`,
      key: 'prices',
      render: (_, row) => `${row.oldPrice || '-'} → ${row.newPrice}`,
    },
    {
      title: t('source'),
      key: 'source',
      render: (_, row) =>
        [kit.t(`goods.catalogue.adjustment.historySource.${row.source}`), row.orderNo]
          .filter(Boolean)
          .join(' '),
    },
    { title: t('scope'), key: 'scope', render: (_, row) => row.storeName || t('referencePrice') },
    { title: t('changedBy'), dataIndex: 'changedBy' },
  ];
  return (
    <div aria-label={t('priceHistory')} role="region">
      <Typography.Text strong>{t('priceHistory')}</Typography.Text>
      <Table<PriceChange>
        rowKey={(row) => `${row.changedAt}-${row.storeName}-${row.newPrice}`}
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
      />
    </div>
  );
}
