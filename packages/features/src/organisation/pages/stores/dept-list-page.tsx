import { Button, Space, Tag } from 'antd';
import type { TableColumnType, TableColumnsType } from 'antd';
import { useState } from 'react';
import { type HostKit } from '../../../host-kit';
import { useDataScope } from '../../../shared/data-scope';
import { LinkButton } from '../../../shared/link-button';
import { ListPage, call, useExportJob, useList, type RowOf } from '../../../kit';
import { AreaCascader } from '../../shared/area-cascader';
import { statusOptions } from '../franchisees/place-common';
import { StatusSwitch } from '../../shared/status-switch';
import { ChannelDrawer } from './channel-drawer';
import { DEPT_LIST_QUERY, filtersQuery } from './dept-list-query';
import { STORE_PATHS } from './store-paths';

type Row = RowOf<'deptPageListNew'>;

/**
 * DeptIndex (ORG-02, ORG-05, ORG-06): the stores and departments page by page, filters and page
 * kept in the address, the status switch (updateDeptYn.do, asked first), the two exports, and the
 * channel settings of a store in a drawer.
 */
export default function DeptListPage({ kit }: { kit: HostKit }) {
  const t = kit.t;
  const list = useList(
    kit,
    'deptPageListNew',
    DEPT_LIST_QUERY,
    (query, at) => ({
      pageNo: at.no <= 100_000 ? at.no : 1,
      pageSize: at.size,
      ...filtersQuery(query),
    }),
    { silent: true },
  );
  const reload = list.loaded.reload;
  const [channelsOf, setChannelsOf] = useState<Row | null>(null);
  const scope = useDataScope(kit);
  const mayChange = kit.hasResource(STORE_PATHS.list);

  const openForm = (mode: 'view' | 'edit', row: Row) =>
    kit.openTab({
      path: mode === 'view' ? STORE_PATHS.view : STORE_PATHS.edit,
      title: `${t(mode === 'view' ? 'org.routes.viewDept' : 'org.routes.editDept')} ${row.storeName}`,
      query: { id: row.id },
    });

  const choices = (group: string) => [
    { value: '', label: t('common.all') },
    ...['1', '2', '3'].map((code) => ({ value: code, label: t(`org.stores.${group}.${code}`) })),
  ];
  const column = (key: string, more: TableColumnType<Row>) => ({
    key,
    title: t(`org.stores.list.columns.${key}`),
    ...more,
  });
  const columns: TableColumnsType<Row> = [
    column('code', { dataIndex: 'storeCode', width: 120 }),
    column('name', {
      dataIndex: 'storeName',
      render: (name: string, row: Row) => (
        <LinkButton style={{ padding: 0 }} onClick={() => openForm('view', row)}>
          {name}
        </LinkButton>
      ),
    }),
    column('type', { dataIndex: 'type', width: 90, render: (type: string) => t(`org.stores.types.${type}`) }),
    column('city', { dataIndex: 'areaName' }),
    column('phone', { render: (_: unknown, row: Row) => row.leaderOnePhone || row.serviceHotline }),
    column('franchisee', {
      render: (_: unknown, row: Row) =>
        row.franchiseeName || t(`org.stores.franchiseeTypes.${row.franchiseeType}`),
    }),
    column('channels', {
      render: (_: unknown, row: Row) => (
        <Space size={[0, 4]} wrap>
          {row.channelNames.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Space>
      ),
    }),
    {
      key: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      width: 100,
      // ORG-05: a refusal (employees still have it as department) shows the server's message.
      render: (status: string, row) => (
        <StatusSwitch
          kit={kit}
          on={status === '1'}
          label={t('common.status')}
          disabled={!mayChange}
          ask={(enable) => ({
            title: t(`org.stores.list.${enable ? 'confirmEnable' : 'confirmDisable'}`, {
              name: row.storeName,
            }),
            content: enable ? undefined : t('org.stores.list.confirmDisableContent'),
          })}
          change={(enable) => call(kit, 'updateDeptYn', { id: row.id, status: enable ? '1' : '0' })}
          done={(enable) => t(`org.stores.list.${enable ? 'enabled' : 'disabled'}`, { name: row.storeName })}
          onDone={reload}
        />
      ),
    },
  ];
  const exportJob = useExportJob(kit);
  const exportOf = (name: 'batchExportDept' | 'exportStoreDelivery') => () =>
    void exportJob.start(name, filtersQuery(list.query));

  return (
    <div className="rc-stack" data-page="org-dept-list">
      {exportJob.holder}
      <ListPage
        kit={kit}
        list={list}
        name="org-dept-filters"
        filters={[
          {
            key: 'keyword',
            label: t('org.stores.list.keyword'),
            placeholder: t('org.stores.list.keywordPlaceholder'),
          },
          { key: 'type', label: t('org.stores.list.type'), options: choices('types') },
          { key: 'status', label: t('common.status'), width: 110, options: statusOptions(kit) },
          {
            key: 'province',
            label: t('org.stores.list.area'),
            render: ({ id, value, apply }) => (
              <AreaCascader
                kit={kit}
                id={id}
                depth={2}
                changeOnSelect
                style={{ width: 200 }}
                placeholder={t('org.stores.placeholders.select')}
                value={[value, list.query.city]}
                onChange={(codes) => apply({ province: codes[0] ?? '', city: codes[1] ?? '' })}
              />
            ),
          },
          {
            key: 'franchiseeType',
            label: t('org.stores.list.franchiseeType'),
            width: 140,
            options: choices('franchiseeTypes'),
          },
        ]}
        above={
          <Space wrap style={{ justifyContent: 'space-between', width: '100%', marginBottom: 16 }}>
            <Space wrap>
              {/* A new store is held by nobody: only a user of every store makes one. */}
              {mayChange && scope?.allStores && (
                <Button
                  type="primary"
                  onClick={() => kit.openTab({ path: STORE_PATHS.create, title: t('org.routes.createDept') })}
                >
                  {t('common.create')}
                </Button>
              )}
            </Space>
            <Space wrap>
              <Button onClick={exportOf('batchExportDept')}>{t('org.stores.list.exportList')}</Button>
              <Button onClick={exportOf('exportStoreDelivery')}>{t('org.stores.list.exportDelivery')}</Button>
            </Space>
          </Space>
        }
        columns={columns}
        actions={{
          fixed: 'right',
          width: 170,
          of: (row) => [
            { label: t('common.view'), onClick: () => openForm('view', row) },
            mayChange && { label: t('common.edit'), onClick: () => openForm('edit', row) },
            mayChange && { label: t('org.stores.list.actions.channels'), onClick: () => setChannelsOf(row) },
          ],
        }}
        rowKey="id"
        empty={t('org.stores.list.empty')}
        table={{ size: 'middle', scroll: { x: 'max-content' } }}
      />
      {channelsOf && (
        <ChannelDrawer
          kit={kit}
          storeId={channelsOf.id}
          storeName={channelsOf.storeName}
          onClose={(changed) => {
            setChannelsOf(null);
            if (changed) reload();
          }}
        />
      )}
    </div>
  );
}
