import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Flex, Spin, Table, Tag } from 'antd';
import type { AccountLogin, EmployeeStoreRole } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { AccountStatusTag, EmployeeLink, USER_LIST_PATH, useAccountActions } from './account-actions';
import { PageCard } from '../../../shared/page-card';
import { LoadFailed, RecordView, shownTime, useCall } from '../../../kit';

/**
 * /userDetail?id=: one sign-in account with its employee, the roles it holds in each store and its
 * latest sign-ins; lock, unlock and reset the password as on the list.
 */
export default function UserDetailPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.users.${key}`, options);
  const [params] = useSearchParams();
  const userId = (params.get('id') ?? '').trim();
  // Without an id there is nothing to ask for: the page says so instead.
  const account = useCall(kit, 'userGet', { userId }, { silent: true, enabled: Boolean(userId) });
  const roles = useCall(kit, 'roleList', {}, { silent: true });
  const roleNames = useMemo(
    () => new Map((roles.data ?? []).map((role) => [role.id, role.name])),
    [roles.data],
  );
  const actions = useAccountActions(kit, account.reload);

  const back = (
    <Button onClick={() => kit.openTab({ path: USER_LIST_PATH, title: kit.t('org.routes.userManagement') })}>
      {kit.t('common.back')}
    </Button>
  );
  if (!userId) return <Alert type="warning" showIcon title={t('noAccount')} action={back} />;
  if (account.error && !account.data)
    return <LoadFailed kit={kit} error={account.error} onRetry={account.reload} />;
  const detail = account.data;
  if (!detail) return <Spin />;

  return (
    <PageCard
      title={t('detailTitle', { loginName: detail.loginName })}
      extra={
        <Flex gap={8} align="center">
          {actions.buttons(detail)}
          {back}
        </Flex>
      }
    >
      {actions.holder}
      <RecordView
        record={detail}
        rows={[
          { name: 'loginName', label: t('loginName') },
          { name: 'name', label: t('name') },
          { name: 'mobile', label: t('mobile') },
          {
            label: kit.t('common.status'),
            view: (user) => (
              <AccountStatusTag kit={kit} status={user.status} initialPassword={user.initialPassword} />
            ),
          },
          { label: t('employee'), view: (user) => <EmployeeLink kit={kit} account={user} none="—" /> },
          { label: t('lastLogin'), view: (user) => shownTime(kit, user.lastLoginAt) || t('never') },
        ]}
      />
      <h4 style={{ marginTop: 24 }}>{t('storeRoles')}</h4>
      <Table<EmployeeStoreRole>
        rowKey="storeId"
        size="small"
        pagination={false}
        dataSource={detail.storeRoles}
        columns={[
          {
            title: t('store'),
            dataIndex: 'storeName',
            render: (name: string, row) => (row.storeCode ? `${name} (${row.storeCode})` : name),
          },
          {
            title: t('roles'),
            dataIndex: 'roleIds',
            render: (roleIds: string[]) =>
              roleIds.map((roleId) => <Tag key={roleId}>{roleNames.get(roleId) ?? roleId}</Tag>),
          },
        ]}
      />
      <h4 style={{ marginTop: 24 }}>{t('recentLogins')}</h4>
      <Table<AccountLogin>
        rowKey={(row) => `${row.at}-${row.ip}`}
        size="small"
        pagination={false}
        dataSource={detail.recentLogins}
        columns={[
          { title: t('loginAt'), dataIndex: 'at', width: 200, render: (at: string) => shownTime(kit, at) },
          { title: t('ip'), dataIndex: 'ip', width: 160 },
          { title: t('userAgent'), dataIndex: 'userAgent', ellipsis: true },
        ]}
      />
    </PageCard>
  );
}
