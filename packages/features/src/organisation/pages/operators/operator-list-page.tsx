import type { TableColumnsType } from 'antd';
import type { Operator } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import {
  PLACE_QUERY,
  editAction,
  openPlacePage,
  placeFilters,
  placeInput,
  statusColumn,
  storeFilter,
} from '../franchisees/place-common';
import { ListPage, useList } from '../../../kit/list-page';
import { call } from '../../../kit';

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
      page={PAGES.operatorIndex.path}
      list={list}
      title={kit.t('org.routes.operatorIndex')}
      onCreate={() => openPlacePage(kit, 'operatorForm')}
      name="operatorFilter"
      filters={placeFilters(kit, t, storeFilter(kit, t('store')))}
      columns={columns}
      actions={editAction(kit, 'operatorForm')}
      rowKey="id"
      table={{ scroll: { x: 1000 } }}
    />
  );
}
