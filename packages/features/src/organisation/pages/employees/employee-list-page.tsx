import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Flex, Form, Input, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { EmployeeListRow, ResultOf } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { EMPLOYEE_DETAIL_PATH, employeeDetailQuery, type EmployeeMode } from './employee-form';
import {
  EMPLOYEE_PAGE_DEFAULTS,
  PAGE_LIMITS,
  parseEmployeeListQuery,
  toAddressQuery,
  toApiQuery,
  withFilters,
  withPage,
  type EmployeeListView,
} from './employee-list-query';
import { LoadFailed } from './people-common';
import { PageCard } from '../../../shared/page-card';
import { call, useCall } from '../../../kit';

const EMPTY_PAGE: ResultOf<'employeePageList'> = { list: [], total: 0, page: 1, limit: 10 };

/**
 * employeeIndex (ORG-09): the tenant's employees by name, mobile or code (exact with isStrict) and
 * status, from page 1 with 10 a page; the view is kept in the address. Enabling or disabling an
 * employee asks first (disabling ends their sessions); view, edit and copy open employeeDetail.
 */
export default function EmployeeListPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.employees.${key}`, options);
  const { search } = useLocation();
  // The address the page opened at is its first view; after that the page writes the address.
  const [view, setView] = useState<EmployeeListView>(() => parseEmployeeListQuery(search));
  const [filters, setFilters] = useState(() => ({
    rawInfo: view.rawInfo,
    status: view.status,
    isStrict: view.isStrict,
  }));
  const loaded = useCall(
    kit,
    'employeePageList',
    { ...EMPLOYEE_PAGE_DEFAULTS, ...toApiQuery(view) },
    { silent: true },
  );
  const { loading, reload } = loaded;
  const answer = { page: loaded.data ?? EMPTY_PAGE, error: loaded.error };
  useEffect(() => {
    kit.replaceQuery(toAddressQuery(view));
    // The kit changes with the language only: the address stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);
  const [modal, modalHolder] = Modal.useModal();

  const open = (mode: EmployeeMode, row?: EmployeeListRow) =>
    kit.openTab({
      path: EMPLOYEE_DETAIL_PATH,
      title: kit.t('org.routes.employeeDetail'),
      query: employeeDetailQuery(mode, row?.id ?? ''),
    });

  const changeStatus = (row: EmployeeListRow, enable: boolean) => {
    void modal.confirm({
      title: enable ? t('enableTitle') : t('disableTitle'),
      content: enable
        ? t('enableConfirm', { name: row.name })
        : row.loginName
          ? t('disableConfirmLogin', { name: row.name, loginName: row.loginName })
          : t('disableConfirm', { name: row.name }),
      okText: enable ? kit.t('org.buttons.enable') : kit.t('org.buttons.disable'),
      okButtonProps: { danger: !enable },
      cancelText: kit.t('org.buttons.cancel'),
      onOk: async () => {
        try {
          await call(kit, 'employeeUpdateStatus', { id: row.id, status: enable ? '1' : '0' });
          kit.notify(
            'success',
            enable ? t('enabled', { name: row.name }) : t('disabled', { name: row.name }),
          );
          reload();
        } catch {
          // Refused: the shell shows the server's reason.
        }
      },
    });
  };

  const columns: TableColumnsType<EmployeeListRow> = [
    { title: t('empCode'), dataIndex: 'empCode', width: 120 },
    { title: t('name'), dataIndex: 'name' },
    { title: t('mobile'), dataIndex: 'mobile', width: 140 },
    { title: t('position'), dataIndex: 'position' },
    { title: t('department'), dataIndex: 'deptName', render: (name: string, row) => name || row.deptCode },
    {
      title: t('loginName'),
      dataIndex: 'loginName',
      render: (loginName: string) => loginName || <Tag>{t('noLogin')}</Tag>,
    },
    {
      title: kit.t('org.status.label'),
      dataIndex: 'status',
      width: 110,
      render: (status: number, row) => (
        <Switch
          size="small"
          checked={status === 1}
          aria-label={t('statusOf', { name: row.name })}
          checkedChildren={kit.t('org.status.active')}
          unCheckedChildren={kit.t('org.status.disabled')}
          onChange={(on) => changeStatus(row, on)}
        />
      ),
    },
    {
      title: kit.t('org.actions'),
      key: 'actions',
      width: 190,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open('view', row)}>
            {kit.t('org.buttons.view')}
          </Button>
          <Button type="link" size="small" onClick={() => open('edit', row)}>
            {kit.t('org.buttons.edit')}
          </Button>
          <Button type="link" size="small" onClick={() => open('copy', row)}>
            {kit.t('org.buttons.copy')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title={kit.t('org.routes.employeeIndex')}
      extra={
        <Button type="primary" onClick={() => open('new')}>
          {kit.t('org.buttons.create')}
        </Button>
      }
    >
      {modalHolder}
      <Form
        layout="inline"
        name="employeeFilter"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={() => setView((current) => withFilters(current, filters))}
      >
        <Form.Item label={t('rawInfo')} htmlFor="employeeFilter_rawInfo">
          <Input
            id="employeeFilter_rawInfo"
            allowClear
            maxLength={64}
            style={{ width: 220 }}
            placeholder={t('rawInfoPlaceholder')}
            value={filters.rawInfo}
            onChange={(event) => setFilters({ ...filters, rawInfo: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={kit.t('org.status.label')} htmlFor="employeeFilter_status">
          <Select
            id="employeeFilter_status"
            style={{ width: 120 }}
            value={filters.status}
            onChange={(status: EmployeeListView['status']) => setFilters({ ...filters, status })}
            options={[
              { value: '', label: kit.t('org.status.all') },
              { value: '1', label: kit.t('org.status.active') },
              { value: '0', label: kit.t('org.status.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('isStrict')} htmlFor="employeeFilter_isStrict">
          <Switch
            id="employeeFilter_isStrict"
            checked={filters.isStrict}
            onChange={(isStrict) => setFilters({ ...filters, isStrict })}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {kit.t('org.buttons.search')}
          </Button>
          <Button
            onClick={() => {
              const cleared = { rawInfo: '', status: '' as const, isStrict: false };
              setFilters(cleared);
              setView((current) => withFilters(current, cleared));
            }}
          >
            {kit.t('org.buttons.reset')}
          </Button>
        </Flex>
      </Form>
      {answer.error && !loading && <LoadFailed kit={kit} error={answer.error} onRetry={reload} />}
      <Table<EmployeeListRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={answer.page.list}
        loading={loading}
        scroll={{ x: 1000 }}
        pagination={{
          current: view.page,
          pageSize: view.limit,
          total: answer.page.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_LIMITS.map(String),
          showTotal: (total) => kit.t('org.total', { total }),
          onChange: (page, limit) => setView((current) => withPage(current, page, limit)),
        }}
      />
    </PageCard>
  );
}
