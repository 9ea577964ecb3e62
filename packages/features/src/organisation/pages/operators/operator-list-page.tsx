import type { TableColumnsType } from 'antd';
import type { Operator } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { StoreSelect } from '../../shared/store-select';
import { openPlacePage, statusOptions } from '../franchisees/place-common';
import { statusColumn } from '../franchisees/franchisee-list-page';
import { ListPage, useList, type ListFilter, type PageAt } from '../../../kit/list-page';
import { call } from '../../../kit';

/** The view of the operator and pickup point lists: keyword, store, status and page. */
export const PLACE_QUERY = { keyword: '', storeId: '', status: '', pageNo: '1', pageSize: '20' } as const;
export const placeInput = (query: Record<keyof typeof PLACE_QUERY, string>, at: PageAt) => ({
  keyword: query.keyword,
  storeId: query.storeId,
  status: query.status as '' | '0' | '1',
  pageNo: at.no,
  pageSize: at.size,
});

/** The store filter of the places lists (operators, pickup points): any store, disabled ones too. */
export const storeFilter = (kit: HostKit, label: string): ListFilter<'storeId'> => ({
  key: 'storeId',
  label,
  render: ({ id, value, apply }) => (
    <StoreSelect
      kit={kit}
      id={id}
      style={{ width: 220 }}
      includeDisabled
      placeholder={kit.t('common.all')}
      value={value || undefined}
      onChange={(storeId) => apply({ storeId: storeId ?? '' })}
    />
  ),
});

/**
 * operatorIndex (ORG-11): the operator archive by keyword (code or name), store and status, one
 * page at a time (filters and page in the address); enable or disable one behind a confirmation;
 * new and edit open the form.
 */
export default function OperatorListPage({ kit }: { kit: HostKit }) {
  const t = (key: string) => kit.t(`org.places.operator.${key}`);
  const list = useList(kit, 'operatorPageList', PLACE_QUERY, placeInput);

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
    statusColumn(kit, 'org.places.operator', list.loaded.reload, (row, status) =>
      call(kit, 'operatorUpdateStatus', { id: row.id, status, version: row.version }),
    ),
  ];

  return (
    <ListPage
      kit={kit}
      list={list}
      title={kit.t('org.routes.operatorIndex')}
      onCreate={() => openPlacePage(kit, 'operatorForm')}
      name="operatorFilter"
      filters={[
        { key: 'keyword', label: kit.t('common.keyword'), placeholder: t('keywordPlaceholder') },
        storeFilter(kit, t('store')),
        { key: 'status', label: kit.t('common.status'), options: statusOptions(kit) },
      ]}
      columns={columns}
      actions={{
        width: 90,
        of: (row) => [
          { label: kit.t('common.edit'), onClick: () => openPlacePage(kit, 'operatorForm', row) },
        ],
      }}
      rowKey="id"
      table={{ scroll: { x: 1000 } }}
    />
  );
}
