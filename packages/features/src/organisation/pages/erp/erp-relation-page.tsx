import { useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { ErpEmp } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { ErpEditor } from './erp-editor';
import { ListPage, useList } from '../../../kit/list-page';
import { call } from '../../../kit';

const QUERY_DEFAULTS = { erpSystem: '', rawInfo: '', page: '1', limit: '10' } as const;

/**
 * /erpEmpRelation/list (ROUTE-13): third-party staff, i.e. an external ERP system's staff codes
 * mapped to employees; filter by system and by code or name, add and edit in a dialog (the
 * employee searched by name, mobile or code), delete after a confirmation.
 */
export default function ErpRelationPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.erp.${key}`, options);
  const [editing, setEditing] = useState<ErpEmp | 'new' | null>(null);
  const list = useList(
    kit,
    'erpEmpPageList',
    QUERY_DEFAULTS,
    (query, at) => ({
      page: at.no,
      limit: at.size,
      ...(query.erpSystem ? { erpSystem: query.erpSystem } : {}),
      ...(query.rawInfo ? { rawInfo: query.rawInfo } : {}),
    }),
    { silent: true },
  );

  const remove = async (entry: ErpEmp) => {
    try {
      await call(kit, 'erpEmpDelete', { id: entry.id });
      kit.notify('success', t('deleted', { code: entry.erpEmpCode }));
      // The last row of a later page gone: show the page before.
      if (list.rows.length === 1 && list.at.no > 1) list.setQuery({ page: String(list.at.no - 1) });
      else list.loaded.reload();
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
  ];

  return (
    <ListPage
      kit={kit}
      list={list}
      title={kit.t('org.routes.erpEmpRelation')}
      onCreate={() => setEditing('new')}
      name="erpFilter"
      filters={[
        { key: 'erpSystem', label: t('erpSystem'), width: 180 },
        { key: 'rawInfo', label: t('rawInfo'), placeholder: t('rawInfoPlaceholder'), width: 220 },
      ]}
      columns={columns}
      actions={{
        width: 150,
        of: (row) => [
          { label: kit.t('common.edit'), onClick: () => setEditing(row) },
          {
            label: kit.t('common.delete'),
            danger: true,
            confirm: t('confirmDelete', { code: row.erpEmpCode, system: row.erpSystem }),
            onClick: () => remove(row),
          },
        ],
      }}
      rowKey="id"
    >
      <ErpEditor
        kit={kit}
        entry={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.loaded.reload();
        }}
      />
    </ListPage>
  );
}
