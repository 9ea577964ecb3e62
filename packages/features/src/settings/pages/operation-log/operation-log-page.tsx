import { useMemo, useState } from 'react';
import { Alert, Button, DatePicker, Flex, Form, Input, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { OperationLogRow, QueryOf } from '@rcadmin/contract';
import { OPERATION_LOG_EXPORT_MAX } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { PageCard } from '../../../shared/page-card';
import { PAGE_SIZES, pageNumber, pageSizeOf, useListQuery } from '../../../shared/list-state';
import { callUrl, useCall } from '../../../kit';

const QUERY_DEFAULTS = {
  optUserCode: '',
  menuCode: '',
  menuName: '',
  opt: '',
  from: '',
  to: '',
  pageNo: '1',
  pageSize: '20',
} as const;

type ListQuery = Record<keyof typeof QUERY_DEFAULTS, string>;

/** The server's filters of the address's query: the ones set. */
const filtersOf = (query: ListQuery): QueryOf<'operationLogExport'> => ({
  ...(query.optUserCode ? { optUserCode: query.optUserCode } : {}),
  ...(query.menuCode ? { menuCode: query.menuCode } : {}),
  ...(query.opt ? { opt: query.opt } : {}),
  ...(query.from ? { from: query.from } : {}),
  ...(query.to ? { to: query.to } : {}),
});

/** A time as the list shows it: the user's local date and time to the second. */
const shownTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm:ss');

/**
 * The operation log viewer (DATA-07): the tenant's records newest first, by user, operation text,
 * time range and (from a row) menu page; filters and page in the address; the total counted up to
 * its cap; the filtered records exported as .xlsx.
 */
export default function OperationLogPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`settings.operationLog.${key}`, options);
  const [query, setQuery] = useListQuery(QUERY_DEFAULTS);
  const [draft, setDraft] = useState({ optUserCode: query.optUserCode, opt: query.opt });
  const [shown, setShown] = useState(query);
  if (shown.optUserCode !== query.optUserCode || shown.opt !== query.opt) {
    setShown(query);
    setDraft({ optUserCode: query.optUserCode, opt: query.opt });
  }

  // The query object stays the same while the address does (useListQuery).
  const filters = useMemo(() => filtersOf(query), [query]);
  const {
    data: page,
    loading,
    failed,
    reload,
  } = useCall(kit, 'operationLogPageList', {
    ...filters,
    pageNo: pageNumber(query.pageNo),
    pageSize: pageSizeOf(query.pageSize),
  });

  const range: [Dayjs, Dayjs] | null =
    query.from && query.to ? [dayjs(query.from), dayjs(query.to).subtract(1, 'day')] : null;

  const columns: TableColumnsType<OperationLogRow> = [
    { title: t('at'), dataIndex: 'at', width: 170, render: (at: string) => shownTime(at) },
    {
      title: t('user'),
      dataIndex: 'optUserCode',
      width: 140,
      render: (code: string, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          title={t('userFilter', { name: row.optUserName || code })}
          onClick={() => setQuery({ optUserCode: code, pageNo: '1' })}
        >
          {code}
        </Button>
      ),
    },
    { title: t('userName'), dataIndex: 'optUserName', width: 120 },
    {
      title: t('menu'),
      dataIndex: 'menuName',
      width: 160,
      render: (name: string, row) =>
        row.menuCode ? (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            title={t('menuFilter', { name: name || row.menuCode })}
            onClick={() => setQuery({ menuCode: row.menuCode, menuName: name, pageNo: '1' })}
          >
            {name || row.menuCode}
          </Button>
        ) : (
          name
        ),
    },
    { title: t('opt'), dataIndex: 'opt' },
    { title: t('client'), dataIndex: 'client', width: 90 },
    { title: t('addr'), dataIndex: 'addr', width: 180, ellipsis: true },
  ];

  const total = page?.total ?? 0;
  const menuLabel = query.menuName || query.menuCode;

  return (
    <PageCard
      title={kit.t('settings.routes.operationLog')}
      extra={
        <Button
          href={callUrl(kit, 'operationLogExport', filters)}
          title={t('exportHint', { max: OPERATION_LOG_EXPORT_MAX })}
        >
          {t('export')}
        </Button>
      }
    >
      <Form
        layout="inline"
        name="operationLogFilter"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={() =>
          setQuery({ optUserCode: draft.optUserCode.trim(), opt: draft.opt.trim(), pageNo: '1' })
        }
      >
        <Form.Item label={t('user')} htmlFor="operationLogFilter_user">
          <Input
            id="operationLogFilter_user"
            value={draft.optUserCode}
            allowClear
            maxLength={64}
            placeholder={t('userPlaceholder')}
            onChange={(event) => setDraft((last) => ({ ...last, optUserCode: event.target.value }))}
          />
        </Form.Item>
        <Form.Item label={t('opt')} htmlFor="operationLogFilter_opt">
          <Input
            id="operationLogFilter_opt"
            value={draft.opt}
            allowClear
            maxLength={64}
            placeholder={t('optPlaceholder')}
            onChange={(event) => setDraft((last) => ({ ...last, opt: event.target.value }))}
          />
        </Form.Item>
        <Form.Item label={t('time')} htmlFor="operationLogFilter_time">
          <DatePicker.RangePicker
            id={{ start: 'operationLogFilter_time' }}
            value={range}
            allowEmpty={[false, false]}
            onChange={(dates) => {
              const [start, end] = dates ?? [];
              // Whole days in the user's time zone: from the first day's start to the day after the last.
              setQuery({
                from: start ? start.startOf('day').toISOString() : '',
                to: end ? end.add(1, 'day').startOf('day').toISOString() : '',
                pageNo: '1',
              });
            }}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              setDraft({ optUserCode: '', opt: '' });
              setQuery({
                optUserCode: '',
                menuCode: '',
                menuName: '',
                opt: '',
                from: '',
                to: '',
                pageNo: '1',
              });
            }}
          >
            {t('reset')}
          </Button>
        </Flex>
      </Form>
      {menuLabel && (
        <Tag
          closable
          closeIcon={<span aria-label={t('clearFilter', { name: menuLabel })}>×</span>}
          style={{ marginBottom: 16 }}
          onClose={() => setQuery({ menuCode: '', menuName: '', pageNo: '1' })}
        >
          {t('menuFilter', { name: menuLabel })}
        </Tag>
      )}
      {failed && (
        <Alert
          type="error"
          showIcon
          title={t('loadFailed')}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={reload}>
              {t('retry')}
            </Button>
          }
        />
      )}
      <Table<OperationLogRow>
        rowKey="id"
        columns={columns}
        dataSource={page?.list ?? []}
        loading={loading}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: pageNumber(query.pageNo),
          pageSize: pageSizeOf(query.pageSize),
          total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: () => (page?.totalCapped ? t('totalCapped', { total }) : t('total', { total })),
          onChange: (pageNo, pageSize) => setQuery({ pageNo: String(pageNo), pageSize: String(pageSize) }),
        }}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('retention')}
      </Typography.Paragraph>
    </PageCard>
  );
}
