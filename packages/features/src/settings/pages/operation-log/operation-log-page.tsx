import { useMemo } from 'react';
import { Button, DatePicker, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { OperationLogChange, OperationLogRow, QueryOf } from '@rcadmin/contract';
import { OPERATION_LOG_EXPORT_MAX } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { ListPage, useList } from '../../../kit/list-page';
import { shownTime, useExportJob } from '../../../kit';

const QUERY_DEFAULTS = {
  optUserCode: '',
  menuCode: '',
  menuName: '',
  opt: '',
  from: '',
  to: '',
  pageOpens: '',
  pageNo: '1',
  pageSize: '20',
} as const;

type ListQuery = Readonly<Record<keyof typeof QUERY_DEFAULTS, string>>;

/** The server's filters of the address's query: the ones set. */
const filtersOf = (query: ListQuery) =>
  Object.fromEntries(
    (['optUserCode', 'menuCode', 'opt', 'from', 'to', 'pageOpens'] as const).flatMap((key) =>
      query[key] ? [[key, query[key]]] : [],
    ),
  ) as QueryOf<'operationLogExport'>;

/**
 * The operation log viewer (DATA-07): the tenant's records newest first, by user, operation text,
 * time range and (from a row) menu page; page opens only when asked for; filters and page in the
 * address; the total counted up to its cap; the filtered records exported as .xlsx. A record that
 * keeps what it changed shows it under its operation, a line a field: "Retail price: 10.00 → 12.00".
 */
export default function OperationLogPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`settings.operationLog.${key}`, options);
  const list = useList(kit, 'operationLogPageList', QUERY_DEFAULTS, (query, at) => ({
    ...filtersOf(query),
    pageNo: at.no,
    pageSize: at.size,
  }));
  const { query, setQuery } = list;
  // The query object stays the same while the address does (useListQuery).
  const filters = useMemo(() => filtersOf(query), [query]);
  const exportJob = useExportJob(kit);

  const range: [Dayjs, Dayjs] | null =
    query.from && query.to ? [dayjs(query.from), dayjs(query.to).subtract(1, 'day')] : null;

  /** A cell that filters the list by its value. */
  const filterBy = (label: string, title: string, patch: Partial<ListQuery>) => (
    <Button type="link" size="small" style={{ padding: 0 }} title={title} onClick={() => setQuery(patch)}>
      {label}
    </Button>
  );

  /** One change as a line: “Cola” Retail price: 10.00 → 12.00 (a new value alone for a new record). */
  const changeLine = (change: OperationLogChange) => {
    const values =
      change.from === undefined
        ? (change.to ?? t('none'))
        : t('changed', { from: change.from, to: change.to ?? t('none') });
    const of = change.of === undefined ? '' : t('changeOf', { name: change.of });
    return `${of}${t('change', { field: change.field, values })}`;
  };

  const columns: TableColumnsType<OperationLogRow> = [
    { title: kit.t('common.time'), dataIndex: 'at', width: 170, render: (at: string) => shownTime(kit, at) },
    {
      title: t('user'),
      dataIndex: 'optUserCode',
      width: 140,
      render: (code: string, row) =>
        filterBy(code, t('userFilter', { name: row.optUserName || code }), { optUserCode: code }),
    },
    { title: t('userName'), dataIndex: 'optUserName', width: 120 },
    {
      title: t('menu'),
      dataIndex: 'menuName',
      width: 160,
      render: (name: string, row) =>
        row.menuCode
          ? filterBy(name || row.menuCode, t('menuFilter', { name: name || row.menuCode }), {
              menuCode: row.menuCode,
              menuName: name,
            })
          : name,
    },
    {
      title: t('opt'),
      dataIndex: 'opt',
      render: (opt: string, row) =>
        row.changes && row.changes.length > 0 ? (
          <>
            {opt}
            <ul aria-label={t('changes')} style={{ margin: '4px 0 0', paddingInlineStart: 18 }}>
              {row.changes.map((change, index) => (
                <li key={index}>{changeLine(change)}</li>
              ))}
            </ul>
          </>
        ) : (
          opt
        ),
    },
    { title: t('client'), dataIndex: 'client', width: 90 },
    { title: t('addr'), dataIndex: 'addr', width: 180, ellipsis: true },
  ];

  const menuLabel = query.menuName || query.menuCode;
  const prefix = 'settings.operationLog';

  return (
    <ListPage
      kit={kit}
      list={list}
      title={kit.t('settings.routes.operationLog')}
      extra={
        <Button
          onClick={() => void exportJob.start('operationLogExport', filters)}
          title={t('exportHint', { max: OPERATION_LOG_EXPORT_MAX })}
        >
          {kit.t('common.export')}
        </Button>
      }
      name="operationLogFilter"
      texts={{
        total: `${prefix}.${list.loaded.data?.totalCapped ? 'totalCapped' : 'total'}`,
        loadFailed: `${prefix}.loadFailed`,
      }}
      filters={[
        { key: 'optUserCode', label: t('user'), placeholder: t('userPlaceholder') },
        { key: 'opt', label: t('opt'), placeholder: t('optPlaceholder') },
        { key: 'pageOpens', label: t('pageOpens'), switch: true },
        {
          key: 'from',
          label: t('time'),
          render: ({ id }) => (
            <DatePicker.RangePicker
              id={{ start: id }}
              value={range}
              allowEmpty={[false, false]}
              onChange={(dates) => {
                const [start, end] = dates ?? [];
                // Whole days in the user's time zone: from the first day's start to the day after the last.
                setQuery({
                  from: start ? start.startOf('day').toISOString() : '',
                  to: end ? end.add(1, 'day').startOf('day').toISOString() : '',
                });
              }}
            />
          ),
        },
      ]}
      above={
        menuLabel && (
          <Tag
            closable
            closeIcon={<span aria-label={t('clearFilter', { name: menuLabel })}>×</span>}
            style={{ marginBottom: 16 }}
            onClose={() => setQuery({ menuCode: '', menuName: '' })}
          >
            {t('menuFilter', { name: menuLabel })}
          </Tag>
        )
      }
      columns={columns}
      rowKey="id"
      empty={t('empty')}
      table={{ scroll: { x: 1100 } }}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('retention')}
      </Typography.Paragraph>
      {exportJob.holder}
    </ListPage>
  );
}
