import { Button, Form, Input, Modal, Select, Space, Switch, Table, Tag, type TableProps } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { type HostKit } from '../../../host-kit';
import { useDataScope } from '../../../shared/data-scope';
import { AreaCascader } from '../../shared/area-cascader';
import { ChannelDrawer } from './channel-drawer';
import {
  EMPTY_FILTERS,
  PAGE_SIZES,
  filtersQuery,
  parseDeptListQuery,
  toApiQuery,
  toDeptListAddress,
  withFilters,
  withPage,
  type DeptFilters,
  type DeptListState,
  type PageSize,
} from './dept-list-query';
import { LoadFailed } from '../../shared/load-failed';
import { STORE_PATHS } from './store-paths';
import { download } from '../../../shared/download';
import { call, callUrl, useCall } from '../../../kit';
import type { ResultOf } from '@rcadmin/contract';

type Row = ResultOf<'deptPageListNew'>['list'][number];

interface FilterValues {
  keyword: string;
  type: DeptFilters['type'];
  status: DeptFilters['status'];
  area: string[];
  franchiseeType: DeptFilters['franchiseeType'];
}

const toFilterValues = (filters: DeptFilters): FilterValues => ({
  keyword: filters.keyword,
  type: filters.type,
  status: filters.status,
  area: [filters.province, filters.city].filter(Boolean),
  franchiseeType: filters.franchiseeType,
});

/** The filters of the store list: name or code, type, status, province/city, operation. */
const DeptFiltersBar = memo(function DeptFiltersBar(props: {
  kit: HostKit;
  value: DeptFilters;
  onSearch: (filters: DeptFilters) => void;
}) {
  const { kit, value, onSearch } = props;
  const t = kit.t;
  const [form] = Form.useForm<FilterValues>();
  useEffect(() => form.setFieldsValue(toFilterValues(value)), [form, value]);
  const all = { value: '', label: t('common.all') };
  const options = (group: string, codes: readonly string[]) => [
    all,
    ...codes.map((code) => ({ value: code, label: t(`org.stores.${group}.${code}`) })),
  ];
  const submit = (values: FilterValues) =>
    onSearch({
      keyword: (values.keyword ?? '').trim(),
      type: values.type ?? '',
      status: values.status ?? '',
      province: values.area?.[0] ?? '',
      city: values.area?.[1] ?? '',
      franchiseeType: values.franchiseeType ?? '',
    });
  return (
    <Form
      form={form}
      name="org-dept-filters"
      layout="inline"
      initialValues={toFilterValues(value)}
      onFinish={submit}
      style={{ rowGap: 8 }}
    >
      <Form.Item name="keyword" label={t('org.stores.list.keyword')}>
        <Input allowClear placeholder={t('org.stores.list.keywordPlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="type" label={t('org.stores.list.type')}>
        <Select style={{ width: 120 }} options={options('types', ['1', '2', '3'])} />
      </Form.Item>
      <Form.Item name="status" label={t('common.status')}>
        <Select
          style={{ width: 110 }}
          options={[
            all,
            { value: '1', label: t('common.active') },
            { value: '0', label: t('common.disabled') },
          ]}
        />
      </Form.Item>
      <Form.Item name="area" label={t('org.stores.list.area')}>
        <AreaCascader
          kit={kit}
          depth={2}
          changeOnSelect
          style={{ width: 200 }}
          placeholder={t('org.stores.placeholders.select')}
        />
      </Form.Item>
      <Form.Item name="franchiseeType" label={t('org.stores.list.franchiseeType')}>
        <Select style={{ width: 140 }} options={options('franchiseeTypes', ['1', '2', '3'])} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue(toFilterValues(EMPTY_FILTERS));
              onSearch(EMPTY_FILTERS);
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
});

/**
 * DeptIndex (ORG-02, ORG-05, ORG-06): the stores and departments page by page, filters and page
 * kept in the address, the status switch (updateDeptYn.do, asked first), the two exports, and the
 * channel settings of a store in a drawer.
 */
export default function DeptListPage({ kit }: { kit: HostKit }) {
  const t = kit.t;
  const { search } = useLocation();
  const [view, setView] = useState<DeptListState>(() => parseDeptListQuery(search));
  const loaded = useCall(kit, 'deptPageListNew', toApiQuery(view), { silent: true });
  const { loading, reload } = loaded;
  const answer = {
    page: loaded.data ?? { list: [], total: 0 },
    failed: loaded.failed ? loaded.error || t('common.loadFailed') : '',
  };
  useEffect(() => {
    kit.replaceQuery(toDeptListAddress(view));
    // The kit changes with the language only: the address stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);
  const [switching, setSwitching] = useState<string>('');
  const [channelsOf, setChannelsOf] = useState<Row | null>(null);
  const [modal, modalHolder] = Modal.useModal();
  const scope = useDataScope(kit);
  const mayChange = kit.hasResource(STORE_PATHS.list);

  const onSearch = useCallback(
    (filters: DeptFilters) => setView((current) => withFilters(current, filters)),
    [],
  );
  const filters = useMemo<DeptFilters>(
    () => ({
      keyword: view.keyword,
      type: view.type,
      status: view.status,
      province: view.province,
      city: view.city,
      franchiseeType: view.franchiseeType,
    }),
    [view.keyword, view.type, view.status, view.province, view.city, view.franchiseeType],
  );

  /** ORG-05: asks, then sets the status; a refusal (employees still use the store) shows the server's message. */
  const toggleStatus = (row: Row) => {
    const enable = row.status !== '1';
    void modal.confirm({
      title: t(enable ? 'org.stores.list.confirmEnable' : 'org.stores.list.confirmDisable', {
        name: row.storeName,
      }),
      content: enable ? undefined : t('org.stores.list.confirmDisableContent'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: enable ? undefined : { danger: true },
      onOk: async () => {
        setSwitching(row.id);
        try {
          await call(kit, 'updateDeptYn', { id: row.id, status: enable ? '1' : '0' });
          kit.notify(
            'success',
            t(enable ? 'org.stores.list.enabled' : 'org.stores.list.disabled', { name: row.storeName }),
          );
        } catch {
          // The shell showed the server's reason (e.g. employees still have it as department).
        } finally {
          setSwitching('');
          reload();
        }
      },
    });
  };

  const openForm = (mode: 'view' | 'edit', row: Row) =>
    kit.openTab({
      path: mode === 'view' ? STORE_PATHS.view : STORE_PATHS.edit,
      title: `${t(mode === 'view' ? 'org.routes.viewDept' : 'org.routes.editDept')} ${row.storeName}`,
      query: { id: row.id },
    });

  const columns: TableProps<Row>['columns'] = [
    { key: 'code', title: t('org.stores.list.columns.code'), dataIndex: 'storeCode', width: 120 },
    {
      key: 'name',
      title: t('org.stores.list.columns.name'),
      dataIndex: 'storeName',
      render: (name: string, row) => <a onClick={() => openForm('view', row)}>{name}</a>,
    },
    {
      key: 'type',
      title: t('org.stores.list.columns.type'),
      dataIndex: 'type',
      width: 90,
      render: (type: string) => t(`org.stores.types.${type}`),
    },
    { key: 'city', title: t('org.stores.list.columns.city'), dataIndex: 'areaName' },
    {
      key: 'phone',
      title: t('org.stores.list.columns.phone'),
      render: (_, row) => row.leaderOnePhone || row.serviceHotline,
    },
    {
      key: 'franchisee',
      title: t('org.stores.list.columns.franchisee'),
      render: (_, row) => row.franchiseeName || t(`org.stores.franchiseeTypes.${row.franchiseeType}`),
    },
    {
      key: 'channels',
      title: t('org.stores.list.columns.channels'),
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.channelNames.map((name) => (
            <Tag key={name}>{name}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('common.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string, row) => (
        <Switch
          size="small"
          checked={status === '1'}
          loading={switching === row.id}
          disabled={!mayChange}
          aria-label={t('common.status')}
          checkedChildren={t('common.active')}
          unCheckedChildren={t('common.disabled')}
          onClick={(_checked, event) => {
            event.stopPropagation();
            toggleStatus(row);
          }}
        />
      ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      fixed: 'right',
      width: 170,
      render: (_, row) => (
        <Space size="small">
          <a onClick={() => openForm('view', row)}>{t('common.view')}</a>
          {mayChange && <a onClick={() => openForm('edit', row)}>{t('common.edit')}</a>}
          {mayChange && <a onClick={() => setChannelsOf(row)}>{t('org.stores.list.actions.channels')}</a>}
        </Space>
      ),
    },
  ];

  const onTableChange: TableProps<Row>['onChange'] = (pagination) => {
    const pageSize = (pagination.pageSize ?? view.pageSize) as PageSize;
    const pageNo = pagination.current ?? 1;
    if (pageNo !== view.pageNo || pageSize !== view.pageSize) setView(withPage(view, pageNo, pageSize));
  };

  return (
    <div className="rc-stack" data-page="org-dept-list">
      {modalHolder}
      <DeptFiltersBar kit={kit} value={filters} onSearch={onSearch} />
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          {/* A new store is held by nobody: only a user of every store makes one. */}
          {kit.hasResource(STORE_PATHS.list) && scope?.allStores && (
            <Button
              type="primary"
              onClick={() => kit.openTab({ path: STORE_PATHS.create, title: t('org.routes.createDept') })}
            >
              {t('common.create')}
            </Button>
          )}
        </Space>
        <Space wrap>
          <Button onClick={() => download(callUrl(kit, 'batchExportDept', filtersQuery(filters)))}>
            {t('org.stores.list.exportList')}
          </Button>
          <Button onClick={() => download(callUrl(kit, 'exportStoreDelivery', filtersQuery(filters)))}>
            {t('org.stores.list.exportDelivery')}
          </Button>
        </Space>
      </Space>
      {answer.failed && !loading && <LoadFailed kit={kit} message={answer.failed} onRetry={reload} />}
      <Table<Row>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={answer.page.list}
        loading={loading}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('org.stores.list.empty') }}
        pagination={{
          current: view.pageNo,
          pageSize: view.pageSize,
          total: answer.page.total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
        }}
        onChange={onTableChange}
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
