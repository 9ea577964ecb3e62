import { useState } from 'react';
import { Button, Flex, Form, Input, Popconfirm, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ErpEmp, QueryOf, ResultOf } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { PAGE_LIMITS, type PageLimit } from '../employees/employee-list-query';
import { LoadFailed } from '../employees/people-common';
import { ErpEditor } from './erp-editor';
import { PageCard } from '../../../shared/page-card';
import { call, useCall } from '../../../kit';

const EMPTY_PAGE: ResultOf<'erpEmpPageList'> = { list: [], total: 0, page: 1, limit: 10 };

interface ErpView {
  erpSystem: string;
  rawInfo: string;
  page: number;
  limit: PageLimit;
}

const toQuery = (view: ErpView): QueryOf<'erpEmpPageList'> => ({
  page: view.page,
  limit: view.limit,
  ...(view.erpSystem ? { erpSystem: view.erpSystem } : {}),
  ...(view.rawInfo ? { rawInfo: view.rawInfo } : {}),
});

/**
 * /erpEmpRelation/list (ROUTE-13): third-party staff, i.e. an external ERP system's staff codes
 * mapped to employees; filter by system and by code or name, add and edit in a dialog (the
 * employee searched by name, mobile or code), delete after a confirmation.
 */
export default function ErpRelationPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.erp.${key}`, options);
  const [view, setView] = useState<ErpView>({ erpSystem: '', rawInfo: '', page: 1, limit: 10 });
  const [filters, setFilters] = useState({ erpSystem: '', rawInfo: '' });
  const [editing, setEditing] = useState<ErpEmp | 'new' | null>(null);
  const loaded = useCall(kit, 'erpEmpPageList', toQuery(view), { silent: true });
  const { loading, reload } = loaded;
  const answer = { page: loaded.data ?? EMPTY_PAGE, error: loaded.error };

  const remove = async (entry: ErpEmp) => {
    try {
      await call(kit, 'erpEmpDelete', { id: entry.id });
      kit.notify('success', t('deleted', { code: entry.erpEmpCode }));
      // The last row of a later page gone: show the page before.
      if (answer.page.list.length === 1 && view.page > 1) setView({ ...view, page: view.page - 1 });
      else reload();
    } catch {
      // Refused: the shell shows the server's reason.
    }
  };

  const columns: TableColumnsType<ErpEmp> = [
    { title: t('erpSystem'), dataIndex: 'erpSystem' },
    { title: t('erpEmpCode'), dataIndex: 'erpEmpCode' },
    { title: t('erpEmpName'), dataIndex: 'erpEmpName' },
    {
      title: t('employee'),
      dataIndex: 'employeeName',
      render: (name: string, row) => (row.empCode ? `${name} (${row.empCode})` : name),
    },
    {
      title: kit.t('org.actions'),
      key: 'actions',
      width: 150,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)}>
            {kit.t('org.buttons.edit')}
          </Button>
          <Popconfirm
            title={t('confirmDelete', { code: row.erpEmpCode, system: row.erpSystem })}
            okText={kit.t('org.buttons.delete')}
            okButtonProps={{ danger: true }}
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

  return (
    <PageCard
      title={kit.t('org.routes.erpEmpRelation')}
      extra={
        <Button type="primary" onClick={() => setEditing('new')}>
          {kit.t('org.buttons.create')}
        </Button>
      }
    >
      <Form
        layout="inline"
        name="erpFilter"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={() =>
          setView({ ...view, erpSystem: filters.erpSystem.trim(), rawInfo: filters.rawInfo.trim(), page: 1 })
        }
      >
        <Form.Item label={t('erpSystem')} htmlFor="erpFilter_erpSystem">
          <Input
            id="erpFilter_erpSystem"
            allowClear
            maxLength={64}
            style={{ width: 180 }}
            value={filters.erpSystem}
            onChange={(event) => setFilters({ ...filters, erpSystem: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('rawInfo')} htmlFor="erpFilter_rawInfo">
          <Input
            id="erpFilter_rawInfo"
            allowClear
            maxLength={64}
            style={{ width: 220 }}
            placeholder={t('rawInfoPlaceholder')}
            value={filters.rawInfo}
            onChange={(event) => setFilters({ ...filters, rawInfo: event.target.value })}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {kit.t('org.buttons.search')}
          </Button>
          <Button
            onClick={() => {
              setFilters({ erpSystem: '', rawInfo: '' });
              setView({ ...view, erpSystem: '', rawInfo: '', page: 1 });
            }}
          >
            {kit.t('org.buttons.reset')}
          </Button>
        </Flex>
      </Form>
      {answer.error && !loading && <LoadFailed kit={kit} error={answer.error} onRetry={reload} />}
      <Table<ErpEmp>
        rowKey="id"
        columns={columns}
        dataSource={answer.page.list}
        loading={loading}
        pagination={{
          current: view.page,
          pageSize: view.limit,
          total: answer.page.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_LIMITS.map(String),
          showTotal: (total) => kit.t('org.total', { total }),
          onChange: (page, limit) =>
            setView({
              ...view,
              page: limit === view.limit ? page : 1,
              limit: (PAGE_LIMITS as readonly number[]).includes(limit) ? (limit as PageLimit) : 10,
            }),
        }}
      />
      <ErpEditor
        kit={kit}
        entry={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </PageCard>
  );
}
