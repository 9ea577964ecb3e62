import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { Franchisee } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { editAction, openPlacePage, placeFilters, statusColumn } from './place-common';
import { ListPage, useList } from '../../../kit/list-page';
import { call } from '../../../kit';

const QUERY_DEFAULTS = { keyword: '', franchiseeType: '', status: '', pageNo: '1', pageSize: '20' } as const;

/**
 * franchiseeIndex (ORG-07): the tenant's franchisees by keyword (code or name), type and status,
 * one page at a time (filters and page in the address), with how many stores each has; enable or
 * disable one behind a confirmation (the server's refusal shown); new and edit open the form.
 */
export default function FranchiseeListPage({ kit }: { kit: HostKit }) {
  const t = (key: string) => kit.t(`org.places.franchisee.${key}`);
  const list = useList(kit, 'franchiseePageList', QUERY_DEFAULTS, (query, at) => ({
    keyword: query.keyword,
    franchiseeType: query.franchiseeType as '' | '2' | '3',
    status: query.status as '' | '0' | '1',
    pageNo: at.no,
    pageSize: at.size,
  }));

  const columns: TableColumnsType<Franchisee> = [
    { title: t('code'), dataIndex: 'code', width: 120 },
    { title: t('name'), dataIndex: 'name' },
    {
      title: t('type'),
      dataIndex: 'franchiseeType',
      width: 100,
      render: (type: number) => <Tag color={type === 2 ? 'blue' : 'purple'}>{t(`types.${type}`)}</Tag>,
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
    statusColumn(kit, 'org.places.franchisee', list.loaded.reload, (row, status) =>
      call(kit, 'franchiseeUpdateStatus', { id: row.id, status, version: row.version }),
    ),
  ];

  return (
    <ListPage
      kit={kit}
      page={PAGES.franchiseeIndex.path}
      list={list}
      title={kit.t('org.routes.franchiseeIndex')}
      onCreate={() => openPlacePage(kit, 'franchiseeForm')}
      name="franchiseeFilter"
      filters={placeFilters(kit, t, {
        key: 'franchiseeType',
        label: t('type'),
        width: 140,
        options: [
          { value: '', label: kit.t('common.all') },
          { value: '2', label: t('types.2') },
          { value: '3', label: t('types.3') },
        ],
      })}
      columns={columns}
      actions={editAction(kit, 'franchiseeForm')}
      rowKey="id"
      table={{ scroll: { x: 1100 } }}
    />
  );
}
