import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AccountRow } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { AccountStatusTag, EmployeeLink, USER_DETAIL_PATH, useAccountActions } from './account-actions';
import { accountListInput, peopleFilters } from '../employees/employee-list-query';
import { ListPage, useList } from '../../../kit/list-page';
import { shownTime } from '../../../kit/time';

const QUERY_DEFAULTS = { rawInfo: '', status: '', page: '1', limit: '10' } as const;

/**
 * /userManagement: the tenant's sign-in accounts (sign-in name, name, mobile, status, employee,
 * stores, last sign-in) by name or status, 10 a page, the view kept in the address; lock, unlock,
 * reset the password (the new initial password shown once) and the account's detail.
 */
export default function UserListPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.users.${key}`, options);
  const list = useList(kit, 'userPageList', QUERY_DEFAULTS, accountListInput, { silent: true });
  const actions = useAccountActions(kit, list.loaded.reload);

  const columns: TableColumnsType<AccountRow> = [
    { title: t('loginName'), dataIndex: 'loginName' },
    { title: t('name'), dataIndex: 'name' },
    { title: t('mobile'), dataIndex: 'mobile', width: 140 },
    {
      title: kit.t('common.status'),
      dataIndex: 'status',
      render: (status: number, row) => (
        <AccountStatusTag kit={kit} status={status} initialPassword={row.initialPassword} />
      ),
    },
    {
      title: t('employee'),
      dataIndex: 'employeeName',
      render: (_: string, row) => <EmployeeLink kit={kit} account={row} />,
    },
    { title: t('stores'), dataIndex: 'storeCount', align: 'right', width: 80 },
    {
      title: t('lastLogin'),
      dataIndex: 'lastLoginAt',
      render: (at: string) => shownTime(kit, at) || t('never'),
    },
    {
      title: kit.t('common.actions'),
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
    <ListPage
      kit={kit}
      list={list}
      title={kit.t('org.routes.userManagement')}
      name="accountFilter"
      filters={peopleFilters(t, kit.t('common.status'), [
        { value: '', label: kit.t('common.all') },
        { value: '1', label: t('statusActive') },
        { value: '2', label: t('statusLocked') },
        { value: '0', label: t('statusDisabled') },
      ])}
      columns={columns}
      rowKey="userId"
      table={{ scroll: { x: 1000 } }}
    >
      {actions.holder}
    </ListPage>
  );
}
