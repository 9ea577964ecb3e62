import { useState } from 'react';
import { Button, Flex, Form, Input, Segmented, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AdjustmentStatus, AdjustmentSummary } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { pageNumber, useListQuery } from '../../../shared/list-state';
import { ADJUSTMENT_STATUSES, OrderActions, StatusTag, formatTime, openAdjustment } from './adjustment-parts';
import { PageCard } from '../../../shared/page-card';
import { useCall } from '../../../kit';

const QUERY_DEFAULTS = { status: '', orderNo: '', pageNo: '1', pageSize: '20' } as const;
const PAGE_SIZES = ['10', '20', '50', '100'];

const isStatus = (value: string): value is AdjustmentStatus =>
  (ADJUSTMENT_STATUSES as readonly string[]).includes(value);

/**
 * /goods/priceAdjustment/priceAdjustmentIndex: the price adjustment orders by status (draft,
 * pending, effective, cancelled) with their order no., effective time and SKU count; view, edit a
 * draft, submit, cancel. Status, order no. and page live in the address.
 */
export default function AdjustmentListPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`goods.catalogue.adjustment.${key}`, options);
  const [query, setQuery] = useListQuery(QUERY_DEFAULTS);
  const [orderNoText, setOrderNoText] = useState(query.orderNo);
  const [shownOrderNo, setShownOrderNo] = useState(query.orderNo);
  if (shownOrderNo !== query.orderNo) {
    setShownOrderNo(query.orderNo);
    setOrderNoText(query.orderNo);
  }

  // Loads again when the kept tab shows again: an order saved elsewhere appears.
  const {
    data: page,
    loading,
    reload,
  } = useCall(kit, 'adjustmentQueryList', {
    status: isStatus(query.status) ? query.status : '',
    orderNo: query.orderNo,
    pageNo: pageNumber(query.pageNo),
    pageSize: pageNumber(query.pageSize, 20),
  });

  const columns: TableColumnsType<AdjustmentSummary> = [
    {
      title: t('orderNo'),
      dataIndex: 'orderNo',
      render: (orderNo: string, row) => (
        <Button type="link" size="small" onClick={() => openAdjustment(kit, 'view', row.id)}>
          {orderNo}
        </Button>
      ),
    },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (status: AdjustmentStatus) => <StatusTag kit={kit} status={status} />,
    },
    { title: t('effectiveAt'), dataIndex: 'effectiveAt', render: formatTime },
    {
      title: t('stores'),
      key: 'stores',
      render: (_, row) => (row.allStores ? t('allStores') : t('storeCount', { count: row.storeCount })),
    },
    { title: t('itemCount'), dataIndex: 'itemCount', align: 'right' },
    { title: t('appliedAt'), dataIndex: 'appliedAt', render: formatTime },
    { title: t('createdBy'), dataIndex: 'createdBy' },
    { title: t('createdAt'), dataIndex: 'createdAt', render: formatTime },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, row) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => openAdjustment(kit, 'view', row.id)}>
            {kit.t('goods.buttons.view')}
          </Button>
          {row.status === 'draft' && (
            <Button type="link" size="small" onClick={() => openAdjustment(kit, 'form', row.id)}>
              {t('editDraft')}
            </Button>
          )}
          <OrderActions kit={kit} order={row} onDone={() => reload()} />
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={kit.t('goods.routes.priceAdjustment')}
      extra={
        <Space>
          <Button onClick={() => reload()}>{kit.t('goods.buttons.refresh')}</Button>
          <Button type="primary" onClick={() => openAdjustment(kit, 'form')}>
            {kit.t('goods.buttons.create')}
          </Button>
        </Space>
      }
    >
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <Segmented<string>
          aria-label={t('status')}
          value={isStatus(query.status) ? query.status : ''}
          onChange={(status) => setQuery({ status, pageNo: '1' })}
          options={[
            { value: '', label: kit.t('goods.common.all') },
            ...ADJUSTMENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          ]}
        />
        <Form
          layout="inline"
          name="adjustmentFilter"
          onFinish={() => setQuery({ orderNo: orderNoText.trim(), pageNo: '1' })}
        >
          <Form.Item label={t('orderNo')} htmlFor="adjustmentFilter_orderNo">
            <Input
              id="adjustmentFilter_orderNo"
              value={orderNoText}
              allowClear
              onChange={(event) => setOrderNoText(event.target.value)}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {kit.t('goods.buttons.search')}
          </Button>
        </Form>
      </Flex>
      <Table<AdjustmentSummary>
        rowKey="id"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={loading}
        pagination={{
          current: pageNumber(query.pageNo),
          pageSize: pageNumber(query.pageSize, 20),
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => kit.t('goods.common.total', { total }),
          onChange: (pageNo, pageSize) => setQuery({ pageNo: String(pageNo), pageSize: String(pageSize) }),
        }}
      />
    </PageCard>
  );
}
