import { memo, useState, type Key, type ReactNode } from 'react';
import { Alert, Button, Flex, Form, Input, Popconfirm, Select, Space, Switch, Table, Typography } from 'antd';
import type { TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import type { CallName, ResultOf } from '@rcadmin/contract';
import type { HostKit } from '../host-kit';
import { PAGE_SIZES, pageNumber, useListQuery } from '../shared/list-state';
import { LinkButton } from '../shared/link-button';
import { PageCard } from '../shared/page-card';
import { SelectionProvider, selectionColumn } from '../shared/page-selection';
import type { InputOf } from './call';
import { useCall, type LoadOptions, type Loaded } from './use-call';

/**
 * The list scaffold: one call's rows in a table with its filters, page, page size and sort kept in
 * the address, the load's error with Retry, the empty state, and (when asked) row selection with
 * batch actions. A page defines its call, filters, columns and row actions; the scaffold does the rest.
 */

type Query<K extends string> = Readonly<Record<K, string>>;
type PageSize = 10 | 20 | 50 | 100;

/** A row of a call's answer: a plain list, or a page (`list` and `total`). */
export type RowOf<N extends CallName> =
  ResultOf<N> extends readonly (infer R)[]
    ? R
    : ResultOf<N> extends { list: readonly (infer R)[] }
      ? R
      : never;

/** The page shown: from 1, and its size, as the address has them (or their defaults). */
export interface PageAt {
  no: number;
  size: PageSize;
}

export interface ListState<Row, K extends string = string, Data = unknown> {
  query: Query<K>;
  /** Sets filters (or the page) in the address; a filter set goes back to page 1 (`pageNo`/`page`). */
  setQuery: (patch: Partial<Record<K, string>>) => void;
  defaults: Query<K>;
  loaded: Loaded<Data>;
  rows: readonly Row[];
  total: number;
  /** The address keys of the page and its size, when the list is paged. */
  paging: readonly [K, K] | null;
  at: PageAt;
}

/** The paging keys a list's defaults carry: `pageNo` and `pageSize`, or `page` and `limit`. */
function pagingOf<K extends string>(defaults: Query<K>): readonly [K, K] | null {
  if ('pageNo' in defaults) return ['pageNo', 'pageSize'] as unknown as [K, K];
  if ('page' in defaults) return ['page', 'limit'] as unknown as [K, K];
  return null;
}

function sizeOf(value: string | undefined, fallback: string | undefined): PageSize {
  const size = pageNumber(value ?? '', Number(fallback ?? 20));
  return PAGE_SIZES.includes(String(size)) ? (size as PageSize) : (Number(fallback ?? 20) as PageSize);
}

/** A sort as the address keeps it: the column's key and its order, or none (''). */
export interface Sort {
  field: string;
  order: 'asc' | 'desc' | '';
}

/** A sorted column's order in the table's words, from the sort the address keeps. */
export const columnOrder = (sort: Sort, key: string) =>
  sort.field === key ? (sort.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null;

/** What a table says of its sort when it changes: one column's, or several. */
type Sorter<Row> = Parameters<NonNullable<TableProps<Row>['onChange']>>[2];

/** A table's sort change as the address keeps it (a sort taken off is none). */
export function sortOf<Row>(sorter: Sorter<Row>): Sort {
  const sort = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!sort?.order) return { field: '', order: '' };
  return {
    field: String(sort.columnKey ?? sort.field ?? ''),
    order: sort.order === 'descend' ? 'desc' : 'asc',
  };
}

/** A list whose view lives in the page only (a drawer's), not in the address. */
function useLocalQuery<K extends string>(defaults: Query<K>) {
  const [query, setLocal] = useState(defaults);
  return [query, (patch: Partial<Record<K, string>>) => setLocal((last) => ({ ...last, ...patch }))] as const;
}

/**
 * A list's state: its view (from the address unless `inAddress` is false) and the call's answer
 * for it. `input` makes the call's input of the view and the page shown.
 */
export function useList<N extends CallName, K extends string>(
  kit: HostKit,
  name: N,
  defaults: Query<K>,
  input: (query: Query<K>, at: PageAt) => InputOf<N>,
  options?: LoadOptions<ResultOf<N>> & { inAddress?: boolean },
): ListState<RowOf<N>, K, ResultOf<N>> {
  const inAddress = options?.inAddress ?? true;
  const inUrl = useListQuery(defaults);
  const local = useLocalQuery(defaults);
  const [query, update] = inAddress ? inUrl : local;
  const paging = pagingOf(defaults);
  const at: PageAt = paging
    ? { no: pageNumber(query[paging[0]]), size: sizeOf(query[paging[1]], defaults[paging[1]]) }
    : { no: 1, size: 20 };
  const loaded = useCall(kit, name, input(query, at), options);
  // A call answers its rows as they are, or a page of them with the total.
  const data = loaded.data as { list: readonly RowOf<N>[]; total: number } | readonly RowOf<N>[] | undefined;
  const page = data === undefined || 'list' in data ? data : { list: data, total: data.length };
  const setQuery = (patch: Partial<Record<K, string>>) =>
    update(paging && !(paging[0] in patch) ? { ...patch, [paging[0]]: '1' } : patch);
  return {
    query,
    setQuery,
    defaults,
    loaded,
    rows: page?.list ?? [],
    total: page?.total ?? 0,
    paging,
    at,
  };
}

/** One filter of a list: a text box (applied with Search), a choice, a switch, or the page's own input. */
export interface ListFilter<K extends string> {
  key: K;
  label?: ReactNode;
  placeholder?: string;
  width?: number;
  /** A text box's longest text (64 unless said). */
  maxLength?: number;
  /** A choice among these. */
  options?: readonly { value: string; label: ReactNode }[];
  /** A choice that can be cleared (to ''), showing its placeholder. */
  clearable?: boolean;
  /** A long choice, narrowed to the labels containing what the user types. */
  search?: boolean;
  /** A switch: on is '1'. */
  switch?: boolean;
  /**
   * The page's own input; `apply` sets the address at once (several keys, if it likes). A
   * deferred one shows the value waiting for Search and changes it with `set`.
   */
  render?: (field: {
    id: string;
    value: string;
    apply: (patch: Partial<Record<K, string>>) => void;
    set: (value: string) => void;
  }) => ReactNode;
  /** Applied with Search, like a text box (choices and switches apply when changed). */
  deferred?: boolean;
}

/** The i18n keys of a list's words, where a page says them its own way (`common.*` otherwise). */
export interface ListTexts {
  search?: string;
  reset?: string;
  /** With {{total}}. */
  total?: string;
  loadFailed?: string;
  retry?: string;
  /** With {{count}}: how many rows are selected. */
  selected?: string;
  /** The new button's. */
  create?: string;
  /** The row actions' column, and a confirmation's No. */
  actions?: string;
  cancel?: string;
}

const COMMON_TEXTS: Required<ListTexts> = {
  search: 'common.search',
  reset: 'common.reset',
  total: 'common.total',
  loadFailed: 'common.loadFailed',
  retry: 'common.retry',
  selected: 'common.selected',
  create: 'common.create',
  actions: 'common.actions',
  cancel: 'common.cancel',
};

/** A row's action: a link, run at once or after a confirmation (its OK says `label`). */
export interface ListAction {
  label: string;
  onClick: () => unknown;
  danger?: boolean;
  /** The question asked first. */
  confirm?: ReactNode;
  /** The accessible name, when the label alone is not enough (a row among many). */
  ariaLabel?: string;
}

export interface ListPageProps<Row extends object, K extends string> {
  kit: HostKit;
  list: ListState<Row, K>;
  /** The page's heading; without it the list has no card (a drawer's). */
  title?: ReactNode;
  /** The header's buttons (export, refresh...), before New. */
  extra?: ReactNode;
  /** A New button in the header, with the module's word or `createLabel`. */
  onCreate?: () => void;
  createLabel?: string;
  /** The filter form's name (its fields' ids start with it). */
  name?: string;
  filters?: readonly ListFilter<K>[];
  /** Without a Reset button. */
  noReset?: boolean;
  texts?: ListTexts;
  columns: TableColumnsType<Row>;
  /** The last column: each row's actions (a false one is left out). */
  actions?: {
    width?: number;
    fixed?: 'right';
    of: (row: Row) => readonly (ListAction | false)[];
  };
  rowKey: keyof Row & string;
  /** Shown between the filters and the table (a summary, a filter tag). */
  above?: ReactNode;
  /** Shown after the table (its dialogs, a note). */
  children?: ReactNode;
  /** The empty table's words. */
  empty?: ReactNode;
  /** Row selection (kept across pages) and the actions on the rows selected. */
  selection?: {
    /** A row's box's name. */
    label: (row: Row) => string;
    /** The header box's name. */
    pageLabel: string;
    /** The batch actions; `clear` empties the selection after one. */
    actions: (ids: readonly string[], clear: () => void) => ReactNode;
  };
  /** More of the table's props; `pagination` adds to the scaffold's. */
  table?: Omit<TableProps<Row>, 'columns' | 'dataSource' | 'rowKey' | 'pagination'> & {
    pagination?: TablePaginationConfig;
  };
}

/** What the filter form reads of a list's view: Reset sets the defaults of its keys but the page's. */
type FilteredView<K extends string> = Pick<
  ListState<object, K>,
  'query' | 'setQuery' | 'defaults' | 'paging'
>;

/** The filter form: typed and deferred values wait for Search; the address changing resets them. */
function Filters<K extends string>({
  kit,
  list,
  name,
  filters,
  noReset = false,
  texts = COMMON_TEXTS,
}: {
  kit: HostKit;
  list: FilteredView<K>;
  name: string;
  filters: readonly ListFilter<K>[];
  noReset?: boolean;
  texts?: Required<ListTexts>;
}) {
  const keys = filters.map((filter) => filter.key);
  const fromQuery = () => Object.fromEntries(keys.map((key) => [key, list.query[key]])) as Record<K, string>;
  const [draft, setDraft] = useState(fromQuery);
  const [shown, setShown] = useState(() => JSON.stringify(fromQuery()));
  const current = JSON.stringify(fromQuery());
  if (shown !== current) {
    setShown(current);
    setDraft(fromQuery());
  }
  const cleared = Object.fromEntries(
    Object.keys(list.defaults)
      .filter((key) => !list.paging?.includes(key as K))
      .map((key) => [key, list.defaults[key as K]]),
  ) as Partial<Record<K, string>>;
  const field = (filter: ListFilter<K>) => {
    const id = `${name}_${filter.key}`;
    const value = draft[filter.key];
    const set = (next: string | undefined) => {
      setDraft((last) => ({ ...last, [filter.key]: next ?? '' }));
      if (!filter.deferred) list.setQuery({ [filter.key]: next ?? '' } as Partial<Record<K, string>>);
    };
    if (filter.render)
      return filter.render({
        id,
        value: filter.deferred ? value : list.query[filter.key],
        apply: list.setQuery,
        set,
      });
    if (filter.options)
      return (
        <Select
          id={id}
          style={{ width: filter.width ?? 120 }}
          value={value}
          onChange={set}
          options={[...filter.options]}
          allowClear={filter.clearable}
          placeholder={filter.placeholder}
          showSearch={filter.search && { optionFilterProp: 'label' }}
        />
      );
    if (filter.switch)
      return <Switch id={id} checked={value === '1'} onChange={(on) => set(on ? '1' : '')} />;
    return (
      <Input
        id={id}
        value={value}
        allowClear
        maxLength={filter.maxLength ?? 64}
        style={filter.width ? { width: filter.width } : undefined}
        placeholder={filter.placeholder}
        onChange={(event) => setDraft((last) => ({ ...last, [filter.key]: event.target.value }))}
      />
    );
  };
  const typed = filters.filter((filter) => !filter.render || filter.deferred);
  return (
    <Form
      layout="inline"
      name={name}
      style={{ marginBottom: 16, rowGap: 8 }}
      onFinish={() =>
        list.setQuery(
          Object.fromEntries(typed.map(({ key }) => [key, draft[key].trim()])) as Partial<Record<K, string>>,
        )
      }
    >
      {filters.map((filter) => (
        <Form.Item key={filter.key} label={filter.label} htmlFor={`${name}_${filter.key}`}>
          {field(filter)}
        </Form.Item>
      ))}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit">
          {kit.t(texts.search)}
        </Button>
        {!noReset && (
          <Button
            onClick={() => {
              setDraft((last) => ({ ...last, ...cleared }));
              list.setQuery(cleared);
            }}
          >
            {kit.t(texts.reset)}
          </Button>
        )}
      </Flex>
    </Form>
  );
}

/**
 * The filter form for a list that keeps its own view: rendered again only when its props change
 * (not on a page turn, when the page keeps them the same).
 */
export const ListFilterForm = memo(Filters) as typeof Filters;

/** The rows selected, kept across pages, with a box per row and one in the header. */
function useSelectionColumn<Row extends object>(
  rows: readonly Row[],
  rowKey: keyof Row & string,
  selection: ListPageProps<Row, string>['selection'],
) {
  const [selected, setSelected] = useState<string[]>([]);
  const idOf = (row: Row) => String(row[rowKey]);
  const page = rows.map(idOf);
  const column = selection ? selectionColumn(idOf, selection.label, selection.pageLabel) : null;
  return { selected, setSelected, page, column };
}

/**
 * The columns sorted as the address says, when the list's defaults carry `sortField` and
 * `sortOrder`: a column with `sorter: true` sorts by its key (or field).
 */
function useSortedColumns<Row extends object, K extends string>(
  list: ListState<Row, K>,
  columns: TableColumnsType<Row>,
) {
  const query = list.query as Readonly<Record<string, string | undefined>>;
  if (!('sortField' in list.defaults && 'sortOrder' in list.defaults)) return { columns, onSort: undefined };
  const sort = { field: query.sortField ?? '', order: query.sortOrder ?? '' } as Sort;
  const sorted = columns.map((column) =>
    column.sorter
      ? {
          ...column,
          sortOrder: columnOrder(sort, String(column.key ?? ('dataIndex' in column ? column.dataIndex : ''))),
        }
      : column,
  );
  const onSort = (sorter: Sorter<Row>) => {
    const next = sortOf(sorter);
    list.setQuery({ sortField: next.field, sortOrder: next.order } as Partial<Record<K, string>>);
  };
  return { columns: sorted, onSort };
}

/** A row's actions as links, those with a question behind a confirmation. */
function RowActions({
  kit,
  actions,
  cancel,
}: {
  kit: HostKit;
  actions: readonly (ListAction | false)[];
  cancel: string;
}) {
  return actions.map((action) => {
    if (!action) return null;
    const link = (
      <LinkButton
        key={action.label}
        danger={action.danger}
        aria-label={action.ariaLabel}
        onClick={action.confirm ? undefined : () => void action.onClick()}
      >
        {action.label}
      </LinkButton>
    );
    return action.confirm ? (
      <Popconfirm
        key={action.label}
        title={action.confirm}
        okText={action.label}
        okButtonProps={{ danger: action.danger }}
        cancelText={kit.t(cancel)}
        onConfirm={async () => {
          await action.onClick();
        }}
      >
        {link}
      </Popconfirm>
    ) : (
      link
    );
  });
}

/** A list page: the card, the filters, the error and the table with its pages (see useList). */
export function ListPage<Row extends object, K extends string>(props: ListPageProps<Row, K>) {
  const { kit, list, title, extra, name = 'listFilter', filters, columns, rowKey, selection } = props;
  const texts = { ...COMMON_TEXTS, ...props.texts };
  const { loaded, paging, at } = list;
  const picked = useSelectionColumn(list.rows, rowKey, selection);
  const sorting = useSortedColumns(list, columns);
  const actions = props.actions;
  const shown: TableColumnsType<Row> = [
    ...(picked.column ? [picked.column] : []),
    ...sorting.columns,
    ...(actions
      ? [
          {
            title: kit.t(texts.actions),
            key: 'actions',
            width: actions.width,
            fixed: actions.fixed,
            render: (_: unknown, row: Row) => (
              <RowActions kit={kit} actions={actions.of(row)} cancel={texts.cancel} />
            ),
          },
        ]
      : []),
  ];
  const clear = () => picked.setSelected([]);
  const body = (
    <>
      {filters && filters.length > 0 && (
        <Filters
          kit={kit}
          list={list as ListState<object, K>}
          name={name}
          filters={filters}
          noReset={props.noReset}
          texts={texts}
        />
      )}
      {props.above}
      {loaded.failed && (
        <Alert
          type="error"
          showIcon
          title={kit.t(texts.loadFailed)}
          description={loaded.error || undefined}
          style={{ marginBottom: 16 }}
          action={
            <Button size="small" onClick={loaded.reload}>
              {kit.t(texts.retry)}
            </Button>
          }
        />
      )}
      {selection && picked.selected.length > 0 && (
        <Space style={{ marginBottom: 16 }}>
          <Typography.Text>
            {texts.selected
              ? kit.t(texts.selected, { count: picked.selected.length })
              : picked.selected.length}
          </Typography.Text>
          {selection.actions(picked.selected, clear)}
        </Space>
      )}
      <SelectionProvider selected={picked.selected} page={picked.page} onChange={picked.setSelected}>
        <Table<Row>
          rowKey={rowKey as Key & string}
          columns={shown}
          dataSource={list.rows as Row[]}
          loading={loaded.loading}
          {...(props.empty ? { locale: { emptyText: props.empty } } : {})}
          {...props.table}
          onChange={(pagination, filters, sorter, extra) => {
            if (extra.action === 'sort') sorting.onSort?.(sorter);
            props.table?.onChange?.(pagination, filters, sorter, extra);
          }}
          pagination={
            paging
              ? {
                  current: at.no,
                  pageSize: at.size,
                  total: list.total,
                  showSizeChanger: true,
                  pageSizeOptions: PAGE_SIZES,
                  showTotal: (total) => kit.t(texts.total, { total }),
                  onChange: (no, size) =>
                    list.setQuery({
                      [paging[0]]: String(size === at.size ? no : 1),
                      [paging[1]]: String(size),
                    } as Partial<Record<K, string>>),
                  ...props.table?.pagination,
                }
              : false
          }
        />
      </SelectionProvider>
      {props.children}
    </>
  );
  const create = props.onCreate && (
    <Button type="primary" onClick={props.onCreate}>
      {props.createLabel ?? kit.t(texts.create)}
    </Button>
  );
  if (title === undefined) return body;
  return (
    <PageCard
      title={title}
      extra={
        extra && create ? (
          <Space>
            {extra}
            {create}
          </Space>
        ) : (
          (extra ?? create)
        )
      }
    >
      {body}
    </PageCard>
  );
}
