import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { EmployeeListRow } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { openEmployee, type EmployeeMode } from './employee-form';
import { employeeListInput, peopleFilters } from './employee-list-query';
import { statusOptions } from '../franchisees/place-common';
import { StatusSwitch } from '../../shared/status-switch';
import { ListPage, useList } from '../../../kit/list-page';
import { call } from '../../../kit';

/** The view in the address (DATA-21): page 1 and 10 a page unless it says otherwise. */
const QUERY_DEFAULTS = { rawInfo: '', status: '', isStrict: '', page: '1', limit: '10' } as const;

/**
 * employeeIndex (ORG-09): the tenant's employees by name, mobile or code (exact with isStrict) and
 * status, from page 1 with 10 a page; the view is kept in the address. Enabling or disabling an
 * employee asks first (disabling ends their sessions); view, edit and copy open employeeDetail.
 */
export default function EmployeeListPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.employees.${key}`, options);
  const list = useList(kit, 'employeePageList', QUERY_DEFAULTS, employeeListInput, { silent: true });

  const open = (mode: EmployeeMode, row?: EmployeeListRow) => openEmployee(kit, mode, row?.id);

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
      title: kit.t('common.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number, row) => (
        <StatusSwitch
          kit={kit}
          on={status === 1}
          label={t('statusOf', { name: row.name })}
          ask={(enable) => ({
            title: enable ? t('enableTitle') : t('disableTitle'),
            content: enable
              ? t('enableConfirm', { name: row.name })
              : row.loginName
                ? t('disableConfirmLogin', { name: row.name, loginName: row.loginName })
                : t('disableConfirm', { name: row.name }),
            okText: enable ? kit.t('common.enable') : kit.t('common.disable'),
          })}
          change={(enable) => call(kit, 'employeeUpdateStatus', { id: row.id, status: enable ? '1' : '0' })}
          done={(enable) => t(enable ? 'enabled' : 'disabled', { name: row.name })}
          onDone={list.loaded.reload}
        />
      ),
    },
  ];

  return (
    <ListPage
      kit={kit}
      page={PAGES.employeeIndex.path}
      list={list}
      title={kit.t('org.routes.employeeIndex')}
      onCreate={() => open('new')}
      name="employeeFilter"
      filters={[
        ...peopleFilters(t, kit.t('common.status'), statusOptions(kit)),
        { key: 'isStrict', label: t('isStrict'), switch: true, deferred: true },
      ]}
      columns={columns}
      actions={{
        width: 190,
        of: (row) => [
          { label: kit.t('common.view'), onClick: () => open('view', row) },
          { label: kit.t('common.edit'), needs: 'edit' as const, onClick: () => open('edit', row) },
          { label: kit.t('common.copy'), needs: 'create' as const, onClick: () => open('copy', row) },
        ],
      }}
      rowKey="id"
      table={{ size: 'middle', scroll: { x: 1000 } }}
    />
  );
}
