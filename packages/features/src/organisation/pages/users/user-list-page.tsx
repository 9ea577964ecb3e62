import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Flex, Form, Input, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AccountRow, ResultOf } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { EMPLOYEE_DETAIL_PATH, employeeDetailQuery } from '../employees/employee-form';
import { PAGE_LIMITS } from '../employees/employee-list-query';
import { LoadFailed } from '../employees/people-common';
import { AccountStatusTag, USER_DETAIL_PATH, localTime, useAccountActions } from './account-actions';
import {
  parseAccountListQuery,
  toAccountAddressQuery,
  toAccountApiQuery,
  type AccountListView,
} from './user-list-query';
import { PageCard } from '../../../shared/page-card';
import { useCall } from '../../../kit';

const EMPTY_PAGE: ResultOf<'userPageList'> = { list: [], total: 0, page: 1, limit: 10 };

/**
 * /userManagement: the tenant's sign-in accounts (sign-in name, name, mobile, status, employee,
 * stores, last sign-in) by name or status, 10 a page, the view kept in the address; lock, unlock,
 * reset the password (the new initial password shown once) and the account's detail.
 */
export default function UserListPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.users.${key}`, options);
  const { search } = useLocation();
  const [view, setView] = useState<AccountListView>(() => parseAccountListQuery(search));
  const [filters, setFilters] = useState({ rawInfo: view.rawInfo, status: view.status });
  const loaded = useCall(kit, 'userPageList', toAccountApiQuery(view), { silent: true });
  const { loading, reload } = loaded;
  const answer = { page: loaded.data ?? EMPTY_PAGE, error: loaded.error };
  useEffect(() => {
    kit.replaceQuery(toAccountAddressQuery(view));
    // The kit changes with the language only: the address stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);
  const actions = useAccountActions(kit, reload);

  const columns: TableColumnsType<AccountRow> = [
    { title: t('loginName'), dataIndex: 'loginName' },
    { title: t('name'), dataIndex: 'name' },
    { title: t('mobile'), dataIndex: 'mobile', width: 140 },
    {
      title: kit.t('org.status.label'),
      dataIndex: 'status',
      render: (status: number, row) => (
        <AccountStatusTag kit={kit} status={status} initialPassword={row.initialPassword} />
      ),
    },
    {
      title: t('employee'),
      dataIndex: 'employeeName',
      render: (name: string, row) =>
        row.employeeId ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() =>
              kit.openTab({
                path: EMPLOYEE_DETAIL_PATH,
                title: kit.t('org.routes.employeeDetail'),
                query: employeeDetailQuery('view', row.employeeId),
              })
            }
          >
            {name}
          </Button>
        ) : null,
    },
    { title: t('stores'), dataIndex: 'storeCount', align: 'right', width: 80 },
    { title: t('lastLogin'), dataIndex: 'lastLoginAt', render: (at: string) => localTime(at) || t('never') },
    {
      title: kit.t('org.actions'),
      key: 'actions',
      width: 240,
      render: (_, row) =>
        actions.buttons(
          row,
          <Button
            type="link"
            size="small"
            onClick={() =>
              kit.openTab({
                path: USER_DETAIL_PATH,
                title: kit.t('org.routes.userDetail'),
                query: { id: row.userId },
              })
            }
          >
            {t('detail')}
          </Button>,
        ),
    },
  ];

  return (
    <PageCard title={kit.t('org.routes.userManagement')}>
      {actions.holder}
      <Form
        layout="inline"
        name="accountFilter"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={() =>
          setView((current) => ({ ...current, ...filters, rawInfo: filters.rawInfo.trim(), page: 1 }))
        }
      >
        <Form.Item label={t('rawInfo')} htmlFor="accountFilter_rawInfo">
          <Input
            id="accountFilter_rawInfo"
            allowClear
            maxLength={64}
            style={{ width: 220 }}
            placeholder={t('rawInfoPlaceholder')}
            value={filters.rawInfo}
            onChange={(event) => setFilters({ ...filters, rawInfo: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={kit.t('org.status.label')} htmlFor="accountFilter_status">
          <Select
            id="accountFilter_status"
            style={{ width: 120 }}
            value={filters.status}
            onChange={(status: AccountListView['status']) => setFilters({ ...filters, status })}
            options={[
              { value: '', label: kit.t('org.status.all') },
              { value: '1', label: t('statusActive') },
              { value: '2', label: t('statusLocked') },
              { value: '0', label: t('statusDisabled') },
            ]}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {kit.t('org.buttons.search')}
          </Button>
          <Button
            onClick={() => {
              setFilters({ rawInfo: '', status: '' });
              setView((current) => ({ ...current, rawInfo: '', status: '', page: 1 }));
            }}
          >
            {kit.t('org.buttons.reset')}
          </Button>
        </Flex>
      </Form>
      {answer.error && !loading && <LoadFailed kit={kit} error={answer.error} onRetry={reload} />}
      <Table<AccountRow>
        rowKey="userId"
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
          onChange: (page, limit) =>
            setView((current) => ({
              ...current,
              page: limit === current.limit ? page : 1,
              limit: (PAGE_LIMITS as readonly number[]).includes(limit)
                ? (limit as AccountListView['limit'])
                : 10,
            })),
        }}
      />
    </PageCard>
  );
}
