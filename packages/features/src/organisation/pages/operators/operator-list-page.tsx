import { useState } from 'react';
import { Button, Flex, Form, Input, Popconfirm, Select, Space, Switch, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Operator } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { StoreSelect } from '../../shared/store-select';
import {
  LoadFailed,
  PAGE_SIZES,
  openPlacePage,
  pageNumber,
  pageSizeOf,
  statusOptions,
  useListQuery,
} from '../franchisees/place-common';
import { PageCard } from '../../../shared/page-card';
import { call, useCall } from '../../../kit';

const QUERY_DEFAULTS = { keyword: '', storeId: '', status: '', pageNo: '1', pageSize: '20' } as const;

/** Opens the operator form: a new one, or (with an operator) its edit. */
export const openOperatorForm = (kit: HostKit, operator?: Operator) =>
  openPlacePage(
    kit,
    'operatorForm',
    operator ? { id: operator.id } : undefined,
    operator ? kit.t('org.places.operator.editTitle', { name: operator.name }) : undefined,
  );

/**
 * operatorIndex (ORG-11): the operator archive by keyword (code or name), store and status, one
 * page at a time (filters and page in the address); enable or disable one behind a confirmation;
 * new and edit open the form.
 */
export default function OperatorListPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.places.operator.${key}`, options);
  const [query, setQuery] = useListQuery(QUERY_DEFAULTS);
  const [keyword, setKeyword] = useState(query.keyword);
  const [shownKeyword, setShownKeyword] = useState(query.keyword);
  if (shownKeyword !== query.keyword) {
    setShownKeyword(query.keyword);
    setKeyword(query.keyword);
  }
  const [switching, setSwitching] = useState('');

  const {
    data: page,
    loading,
    failed,
    reload,
  } = useCall(kit, 'operatorPageList', {
    keyword: query.keyword,
    storeId: query.storeId,
    status: query.status as '' | '0' | '1',
    pageNo: pageNumber(query.pageNo),
    pageSize: pageSizeOf(query.pageSize),
  });

  const switchStatus = async (operator: Operator) => {
    setSwitching(operator.id);
    try {
      await call(kit, 'operatorUpdateStatus', {
        id: operator.id,
        status: operator.status === 1 ? '0' : '1',
        version: operator.version,
      });
      kit.notify('success', kit.t('org.saved'));
    } catch {
      // Refused: the shell shows the server's reason.
    } finally {
      setSwitching('');
      reload();
    }
  };

  const columns: TableColumnsType<Operator> = [
    { title: t('code'), dataIndex: 'code', width: 120 },
    { title: t('name'), dataIndex: 'name' },
    { title: t('store'), dataIndex: 'storeName', width: 180 },
    { title: t('employee'), dataIndex: 'employeeName', width: 140 },
    { title: t('mobile'), dataIndex: 'mobile', width: 130 },
    {
      title: t('maxDiscount'),
      dataIndex: 'maxDiscount',
      width: 110,
      align: 'right',
      render: (value: number) => `${value}%`,
    },
    {
      title: kit.t('org.status.label'),
      dataIndex: 'status',
      width: 100,
      render: (_, row) => (
        <Popconfirm
          title={t(row.status === 1 ? 'confirmDisable' : 'confirmEnable', { name: row.name })}
          okText={kit.t('org.buttons.confirm')}
          cancelText={kit.t('org.buttons.cancel')}
          onConfirm={() => switchStatus(row)}
        >
          <Switch
            size="small"
            checked={row.status === 1}
            loading={switching === row.id}
            aria-label={`${kit.t('org.status.label')} ${row.name}`}
            checkedChildren={kit.t('org.status.active')}
            unCheckedChildren={kit.t('org.status.disabled')}
          />
        </Popconfirm>
      ),
    },
    {
      title: kit.t('org.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => openOperatorForm(kit, row)}>
            {kit.t('org.buttons.edit')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={kit.t('org.routes.operatorIndex')}
      extra={
        <Button type="primary" onClick={() => openOperatorForm(kit)}>
          {kit.t('org.buttons.create')}
        </Button>
      }
    >
      <Form
        layout="inline"
        name="operatorFilter"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={() => setQuery({ keyword: keyword.trim(), pageNo: '1' })}
      >
        <Form.Item label={t('keyword')} htmlFor="operatorFilter_keyword">
          <Input
            id="operatorFilter_keyword"
            value={keyword}
            allowClear
            maxLength={64}
            placeholder={t('keywordPlaceholder')}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('store')} htmlFor="operatorFilter_store">
          <StoreSelect
            kit={kit}
            id="operatorFilter_store"
            style={{ width: 220 }}
            includeDisabled
            placeholder={kit.t('org.status.all')}
            value={query.storeId || undefined}
            onChange={(storeId) =>
              setQuery({ storeId: typeof storeId === 'string' ? storeId : '', pageNo: '1' })
            }
          />
        </Form.Item>
        <Form.Item label={kit.t('org.status.label')} htmlFor="operatorFilter_status">
          <Select
            id="operatorFilter_status"
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
      {failed && <LoadFailed kit={kit} onRetry={reload} />}
      <Table<Operator>
        rowKey="id"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={loading}
        scroll={{ x: 1000 }}
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
