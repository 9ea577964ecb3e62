import { useState } from 'react';
import { Button, Flex, Form, Input, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Franchisee } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import {
  LoadFailed,
  PAGE_SIZES,
  openPlacePage,
  pageNumber,
  pageSizeOf,
  statusOptions,
  useListQuery,
} from './place-common';
import { PageCard } from '../../../shared/page-card';
import { call, useCall } from '../../../kit';

const QUERY_DEFAULTS = { keyword: '', franchiseeType: '', status: '', pageNo: '1', pageSize: '20' } as const;

/** Opens the franchisee form: a new one, or (with a franchisee) its edit. */
export const openFranchiseeForm = (kit: HostKit, franchisee?: Franchisee) =>
  openPlacePage(
    kit,
    'franchiseeForm',
    franchisee ? { id: franchisee.id } : undefined,
    franchisee ? kit.t('org.places.franchisee.editTitle', { name: franchisee.name }) : undefined,
  );

/**
 * franchiseeIndex (ORG-07): the tenant's franchisees by keyword (code or name), type and status,
 * one page at a time (filters and page in the address), with how many stores each has; enable or
 * disable one behind a confirmation (the server's refusal shown); new and edit open the form.
 */
export default function FranchiseeListPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`org.places.franchisee.${key}`, options);
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
  } = useCall(kit, 'franchiseePageList', {
    keyword: query.keyword,
    franchiseeType: query.franchiseeType as '' | '2' | '3',
    status: query.status as '' | '0' | '1',
    pageNo: pageNumber(query.pageNo),
    pageSize: pageSizeOf(query.pageSize),
  });

  const switchStatus = async (franchisee: Franchisee) => {
    setSwitching(franchisee.id);
    try {
      await call(kit, 'franchiseeUpdateStatus', {
        id: franchisee.id,
        status: franchisee.status === 1 ? '0' : '1',
        version: franchisee.version,
      });
      kit.notify('success', kit.t('org.saved'));
    } catch {
      // Refused (changed meanwhile, stores still active...): the shell shows the server's reason.
    } finally {
      setSwitching('');
      reload();
    }
  };

  const typeLabel = (type: number) => t(`types.${type}`);
  const columns: TableColumnsType<Franchisee> = [
    { title: t('code'), dataIndex: 'code', width: 120 },
    { title: t('name'), dataIndex: 'name' },
    {
      title: t('type'),
      dataIndex: 'franchiseeType',
      width: 100,
      render: (type: number) => <Tag color={type === 2 ? 'blue' : 'purple'}>{typeLabel(type)}</Tag>,
    },
    { title: t('contactName'), dataIndex: 'contactName', width: 110 },
    { title: t('contactPhone'), dataIndex: 'contactPhone', width: 140 },
    {
      title: t('contract'),
      key: 'contract',
      width: 200,
      render: (_, row) =>
        row.contractStart || row.contractEnd ? `${row.contractStart || '…'} ~ ${row.contractEnd || '…'}` : '',
    },
    { title: t('storeCount'), dataIndex: 'storeCount', width: 90, align: 'right' },
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
          <Button type="link" size="small" onClick={() => openFranchiseeForm(kit, row)}>
            {kit.t('org.buttons.edit')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={kit.t('org.routes.franchiseeIndex')}
      extra={
        <Button type="primary" onClick={() => openFranchiseeForm(kit)}>
          {kit.t('org.buttons.create')}
        </Button>
      }
    >
      <Form
        layout="inline"
        name="franchiseeFilter"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={() => setQuery({ keyword: keyword.trim(), pageNo: '1' })}
      >
        <Form.Item label={t('keyword')} htmlFor="franchiseeFilter_keyword">
          <Input
            id="franchiseeFilter_keyword"
            value={keyword}
            allowClear
            maxLength={64}
            placeholder={t('keywordPlaceholder')}
            onChange={(event) => setKeyword(event.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('type')} htmlFor="franchiseeFilter_type">
          <Select
            id="franchiseeFilter_type"
            style={{ width: 140 }}
            value={query.franchiseeType}
            onChange={(franchiseeType: string) => setQuery({ franchiseeType, pageNo: '1' })}
            options={[
              { value: '', label: kit.t('org.status.all') },
              { value: '2', label: typeLabel(2) },
              { value: '3', label: typeLabel(3) },
            ]}
          />
        </Form.Item>
        <Form.Item label={kit.t('org.status.label')} htmlFor="franchiseeFilter_status">
          <Select
            id="franchiseeFilter_status"
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
              setQuery({ keyword: '', franchiseeType: '', status: '', pageNo: '1' });
            }}
          >
            {kit.t('org.buttons.reset')}
          </Button>
        </Flex>
      </Form>
      {failed && <LoadFailed kit={kit} onRetry={reload} />}
      <Table<Franchisee>
        rowKey="id"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={loading}
        scroll={{ x: 1100 }}
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
