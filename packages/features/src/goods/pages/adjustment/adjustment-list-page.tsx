import { Button, Segmented } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AdjustmentStatus, AdjustmentSummary } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { ADJUSTMENT_STATUSES, StatusTag, openAdjustment, orderActions } from './adjustment-parts';
import { ListPage, shownTime, useList, textsOf } from '../../../kit';

const QUERY_DEFAULTS = { status: '', orderNo: '', pageNo: '1', pageSize: '20' } as const;

const statusOf = (value: string): AdjustmentStatus | '' =>
  (ADJUSTMENT_STATUSES as readonly string[]).includes(value) ? (value as AdjustmentStatus) : '';

/**
 * /goods/priceAdjustment/priceAdjustmentIndex: the price adjustment orders by status (draft,
 * pending, effective, cancelled) with their order no., effective time and SKU count; view, edit a
 * draft, submit, cancel. Status, order no. and page live in the address.
 */
export default function AdjustmentListPage({ kit }: { kit: HostKit }) {
  const t = textsOf(kit, 'goods.catalogue.adjustment');
  // Loads again when the kept tab shows again: an order saved elsewhere appears.
  const list = useList(kit, 'adjustmentQueryList', QUERY_DEFAULTS, (query, at) => ({
    status: statusOf(query.status),
    orderNo: query.orderNo,
    pageNo: at.no,
    pageSize: at.size,
  }));
  const { reload } = list.loaded;

  const time = (iso: string) => shownTime(kit, iso);
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
      title: kit.t('common.status'),
      dataIndex: 'status',
      render: (status: AdjustmentStatus) => <StatusTag kit={kit} status={status} />,
    },
    { title: t('effectiveAt'), dataIndex: 'effectiveAt', render: time },
    {
      title: t('stores'),
      key: 'stores',
      render: (_, row) => (row.allStores ? t('allStores') : t('storeCount', { count: row.storeCount })),
    },
    { title: t('itemCount'), dataIndex: 'itemCount', align: 'right' },
    { title: t('appliedAt'), dataIndex: 'appliedAt', render: time },
    { title: t('createdBy'), dataIndex: 'createdBy' },
    { title: t('createdAt'), dataIndex: 'createdAt', render: time },
  ];

  return (
    <ListPage
      kit={kit}
      page={PAGES.priceAdjustment.path}
      list={list}
      title={kit.t('goods.routes.priceAdjustment')}
      extra={<Button onClick={reload}>{kit.t('common.refresh')}</Button>}
      onCreate={() => openAdjustment(kit, 'form')}
      name="adjustmentFilter"
      noReset
      filters={[
        {
          key: 'status',
          render: ({ value, apply }) => (
            <Segmented<string>
              aria-label={kit.t('common.status')}
              value={statusOf(value)}
              onChange={(status) => apply({ status })}
              options={[
                { value: '', label: kit.t('common.all') },
                ...ADJUSTMENT_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
              ]}
            />
          ),
        },
        { key: 'orderNo', label: t('orderNo') },
      ]}
      columns={columns}
      actions={{
        of: (row) => [
          { label: kit.t('common.view'), onClick: () => openAdjustment(kit, 'view', row.id) },
          row.status === 'draft' && {
            label: kit.t('common.edit'),
            needs: 'edit' as const,
            onClick: () => openAdjustment(kit, 'form', row.id),
          },
          ...orderActions(kit, row, reload),
        ],
      }}
      rowKey="id"
    />
  );
}
