import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Popconfirm, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { PickupPoint } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { StoreSelect } from '../../shared/store-select';
import {
  LoadFailed,
  PAGE_SIZES,
  StatusTag,
  pageNumber,
  pageSizeOf,
  statusOptions,
  useListQuery,
} from '../franchisees/place-common';
import { OutsideFenceTag, hoursText, locationText, openPickup } from './pickup-common';
import { PageCard } from '../../../shared/page-card';
import { call, useCall } from '../../../kit';

const QUERY_DEFAULTS = { keyword: '', storeId: '', status: '', pageNo: '1', pageSize: '20' } as const;

/**
 * PickUpIndex (ORG-08): the tenant's pickup points by keyword, store and status, one page at a
 * time (filters and page in the address); a point outside its store's fence is flagged, and the
 * number of such points is told above the list. View, edit and delete (behind a confirmation).
 */
export default function PickupListPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.pickup.${key}`, options);
  const [query, setQuery] = useListQuery(QUERY_DEFAULTS);
  const [keyword, setKeyword] = useState(query.keyword);
  const [shownKeyword, setShownKeyword] = useState(query.keyword);
  if (shownKeyword !== query.keyword) {
    setShownKeyword(query.keyword);
    setKeyword(query.keyword);
  }

  const {
    data: page,
    loading,
    failed,
    reload,
  } = useCall(kit, 'pickupPageList', {
    keyword: query.keyword,
    storeId: query.storeId,
    status: query.status as '' | '0' | '1',
    pageNo: pageNumber(query.pageNo),
    pageSize: pageSizeOf(query.pageSize),
  });
  const outside = useCall(kit, 'fenceOutsidePickups', query.storeId ? { storeId: query.storeId } : {}, {
    silent: true,
  });

  const remove = async (pickup: PickupPoint) => {
    try {
      await call(kit, 'pickupDelete', { id: pickup.id, version: pickup.version });
      kit.notify('success', t('deleted'));
    } catch {
      // Refused: the shell shows the server's reason.
    }
    reload();
    outside.reload();
  };

  const columns: TableColumnsType<PickupPoint> = [
    { title: t('code'), dataIndex: 'code', width: 110 },
    {
      title: t('name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Space size={4} wrap>
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => openPickup(kit, 'view', row)}
          >
            {name}
          </Button>
          <OutsideFenceTag kit={kit} outside={row.outsideFence} />
        </Space>
      ),
    },
    { title: t('store'), dataIndex: 'storeName', width: 160 },
    { title: t('address'), dataIndex: 'address', ellipsis: true },
    { title: t('location'), key: 'location', width: 190, render: (_, row) => locationText(row) },
    { title: t('contactPhone'), dataIndex: 'contactPhone', width: 130 },
    { title: t('hours'), key: 'hours', width: 110, render: (_, row) => hoursText(row) },
    {
      title: kit.t('org.status.label'),
      dataIndex: 'status',
      width: 90,
      render: (status: number) => <StatusTag kit={kit} status={status} />,
    },
    {
      title: kit.t('org.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => openPickup(kit, 'view', row)}>
            {kit.t('org.buttons.view')}
          </Button>
          <Button type="link" size="small" onClick={() => openPickup(kit, 'form', row)}>
            {kit.t('org.buttons.edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { name: row.name })}
            okText={kit.t('org.buttons.delete')}
            cancelText={kit.t('org.buttons.cancel')}
            onConfirm={() => remove(row)}
          >
            <Button type="link" size="small" danger>
              {kit.t('org.buttons.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const outsideCount = outside.data?.length ?? 0;
  return (
    <PageCard
      title={kit.t('org.routes.PickUpIndex')}
      extra={
        <Button type="primary" onClick={() => openPickup(kit, 'form')}>
          {kit.t('org.buttons.create')}
        </Button>
      }
    >
      <Form
        layout="inline"
        name="pickupFilter"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={() => setQuery({ keyword: keyword.trim(), pageNo: '1' })}
      >
        <Form.Item label={t('keyword')} htmlFor="pickupFilter_keyword">
          <Input
            id="pickupFilter_keyword"
            value={keyword}
            allowClear
            maxLength={64}
            placeholder={t('keywordPlaceholder')}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('store')} htmlFor="pickupFilter_store">
          <StoreSelect
            kit={kit}
            id="pickupFilter_store"
            style={{ width: 220 }}
            includeDisabled
            placeholder={kit.t('org.status.all')}
            value={query.storeId || undefined}
            onChange={(storeId) =>
              setQuery({ storeId: typeof storeId === 'string' ? storeId : '', pageNo: '1' })
            }
          />
        </Form.Item>
        <Form.Item label={kit.t('org.status.label')} htmlFor="pickupFilter_status">
          <Select
            id="pickupFilter_status"
            style={{ width: 120 }}
            value={query.status}
            onChange={(status: string) => setQuery({ status, pageNo: '1' })}
            options={statusOptions(kit)}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {kit.t('org.buttons.search')}
          </Button>
          <Button
            onClick={() => {
              setKeyword('');
              setQuery({ keyword: '', storeId: '', status: '', pageNo: '1' });
            }}
          >
            {kit.t('org.buttons.reset')}
          </Button>
        </Flex>
      </Form>
      {outsideCount > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="outside-fence-summary"
          title={t('outsideSummary', { count: outsideCount })}
          description={outside.data
            ?.slice(0, 10)
            .map((pickup) => `${pickup.name} (${pickup.storeName})`)
            .join(', ')}
        />
      )}
      {failed && <LoadFailed kit={kit} onRetry={reload} />}
      <Table<PickupPoint>
        rowKey="id"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={loading}
        scroll={{ x: 1300 }}
        pagination={{
          current: pageNumber(query.pageNo),
          pageSize: pageSizeOf(query.pageSize),
          total: page?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => kit.t('org.total', { total }),
          onChange: (pageNo, pageSize) => setQuery({ pageNo: String(pageNo), pageSize: String(pageSize) }),
        }}
      />
    </PageCard>
  );
}
