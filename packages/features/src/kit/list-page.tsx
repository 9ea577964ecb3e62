import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Dispatch, Key, ReactNode, SetStateAction } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, Flex, Form, Input, Pagination, Popconfirm, Select, Space, Switch, Table } from 'antd';
import type { TableColumnType, TableColumnsType, TablePaginationConfig, TableProps } from 'antd';
import type { CallName, ResultOf } from '@rcadmin/contract';
import type { PageAction } from '@rcadmin/contract/wire';
import type { HostKit } from '../host-kit';
import { useCan } from './rights';
import { PAGE_SIZES, pageNumber, useListQuery } from '../shared/list-state';
import { LinkButton } from '../shared/link-button';
import { PageCard } from '../shared/page-card';
import { SelectionProvider, selectionColumn } from '../shared/page-selection';
import { useLatest } from '../shared/use-latest';
import { call, type InputOf } from './call';
import { useLoad, type LoadOptions, type Loaded } from './use-call';

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
  /**
   * Sets filters (or the page) in the view; a filter set goes back to page 1 (`pageNo`/`page`), and
   * a new view (more than its page, size or sort) empties the selection.
   */
  setQuery: (patch: Partial<Record<K, string>>) => void;
  defaults: Query<K>;
  loaded: Loaded<Data>;
  rows: readonly Row[];
  total: number;
  /** The address keys of the page and its size, when the list is paged. */
  paging: readonly [K, K] | null;
  at: PageAt;
  /** The view of the rows on show (the one asked for, unless the list holds its last answer). */
  shown: Query<K>;
  /** The table says it is loading (with `hold`, only once an answer takes 300 ms). */
  spinning: boolean;
  /** The ids of the rows selected, kept across pages. */
  selected: readonly string[];
  select: Dispatch<SetStateAction<string[]>>;
  /** A row seen on any page, by its id (with `rowKey`): the selection may span pages. */
  rowOf: (id: string) => Row | undefined;
}

export interface ListOptions<T, K extends string, Row> extends LoadOptions<T> {
  /** False: the view lives in the page only (a drawer's), not in the address. */
  inAddress?: boolean;
  /**
   * The view is the page's own, from the address it opened at and written back in place
   * (kit.replaceQuery): a change renders the page alone, not its route.
   */
  inPlace?: boolean;
  /** Makes an address's view sound (a hand-edited page, size or sort falls back to its default). */
  clean?: (query: Query<K>) => Query<K>;
  /**
   * The rows on show (and their view) stay until the next answer is in: a page turn renders the
   * table once, with its new rows; a spinner only for an answer slower than 300 ms.
   */
  hold?: boolean;
  /**
   * The call counts its rows only when asked (`withTotal`): a page turn of the same view asks
   * withTotal '0' (its answer's total then -1) and keeps the count it has; loading the same page
   * again (a reload, a write) counts again.
   */
  countOnce?: boolean;
  /** The rows' id: rowOf finds a row seen on any page. */
  rowKey?: keyof Row & string;
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

const SORT_KEYS: readonly string[] = ['sortField', 'sortOrder'];

/** The key of a row's place on its page (keyByPlace). */
const PLACE = '__place';

/**
 * A view the page keeps itself: in the page only, or (`fromAddress`) from the address it opened at
 * and written back there in place. A change to the same values changes nothing.
 */
function useOwnQuery<K extends string>(
  kit: HostKit,
  defaults: Query<K>,
  fromAddress: boolean,
  clean: (query: Query<K>) => Query<K> = (query) => query,
) {
  const { search } = useLocation();
  const [query, setOwn] = useState(() => {
    const params = new URLSearchParams(fromAddress ? search : '');
    const keys = Object.keys(defaults) as K[];
    return clean(Object.fromEntries(keys.map((key) => [key, params.get(key) ?? defaults[key]])) as Query<K>);
  });
  useEffect(() => {
    if (!fromAddress) return;
    const keys = (Object.keys(defaults) as K[]).filter((key) => query[key] !== defaults[key]);
    kit.replaceQuery(Object.fromEntries(keys.map((key) => [key, query[key]])));
  }, [kit, query, defaults, fromAddress]);
  const update = useCallback(
    (patch: Partial<Record<K, string>>) =>
      setOwn((last) =>
        (Object.keys(patch) as K[]).some((key) => (patch[key] ?? '') !== last[key])
          ? { ...last, ...patch }
          : last,
      ),
    [],
  );
  return [query, update] as const;
}

/** A page of rows with its total, from a call's answer: its rows as they are, or a page of them. */
function pageOf<Row>(data: unknown): { list: readonly Row[]; total: number } | undefined {
  const page = data as { list: readonly Row[]; total: number } | readonly Row[] | undefined;
  return page === undefined || 'list' in page ? page : { list: page, total: page.length };
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
  options?: ListOptions<ResultOf<N>, K, RowOf<N>>,
): ListState<RowOf<N>, K, ResultOf<N>> {
  type Row = RowOf<N>;
  const { inAddress = true, inPlace = false, hold = false, countOnce = false, rowKey } = options ?? {};
  const inUrl = useListQuery(defaults);
  const own = useOwnQuery(kit, defaults, inPlace, options?.clean);
  const [query, update] = inAddress && !inPlace ? inUrl : own;
  const paging = pagingOf(defaults);
  const at: PageAt = paging
    ? { no: pageNumber(query[paging[0]]), size: sizeOf(query[paging[1]], defaults[paging[1]]) }
    : { no: 1, size: 20 };
  const asked = input(query, at);
  // The count of the view last counted, and the page it was counted on.
  const counted = useRef<{ view: string; no: number; total: number } | null>(null);
  const view =
    countOnce && paging ? JSON.stringify(input({ ...query, [paging[0]]: '0' }, { ...at, no: 0 })) : '';
  const loaded = useLoad(
    kit,
    name,
    asked,
    async (signal) => {
      const silent = options?.silent;
      if (!countOnce) return call(kit, name, asked, { signal, silent });
      const last = counted.current;
      const known = last?.view === view && last.no !== at.no ? last.total : undefined;
      const withTotal = known === undefined ? {} : { withTotal: '0' };
      const input = { ...(asked as object), ...withTotal } as InputOf<N>;
      const answer = (await call(kit, name, input, { signal, silent })) as { total: number };
      const total = answer.total < 0 ? (known ?? 0) : answer.total;
      counted.current = { view, no: at.no, total };
      return { ...answer, total } as ResultOf<N>;
    },
    options,
  );
  // The last answer and its view, and every row seen so far by id (with a `rowKey`).
  const [held, setHeld] = useState(() => ({
    query,
    data: undefined as unknown,
    seen: new Map<string, Row>(),
  }));
  if (loaded.data !== undefined && loaded.data !== held.data && !loaded.loading) {
    const rows = pageOf<Row>(loaded.data)?.list ?? [];
    const seen = rowKey
      ? new Map([...held.seen, ...rows.map((row) => [String(row[rowKey]), row] as const)])
      : held.seen;
    setHeld({ query, data: loaded.data, seen });
  }
  const page = pageOf<Row>(hold ? held.data : loaded.data);
  // An answer still awaited after a moment: the table says it is loading.
  const request = JSON.stringify(asked);
  const [slow, setSlow] = useState('');
  useEffect(() => {
    if (!hold || !loaded.loading) return;
    const slowly = setTimeout(() => setSlow(request), 300);
    return () => clearTimeout(slowly);
  }, [hold, loaded.loading, request]);
  const [selected, select] = useState<string[]>([]);
  const pageKey = paging?.[0];
  const setQuery = useCallback(
    (patch: Partial<Record<K, string>>) => {
      const keys = Object.keys(patch);
      if (keys.some((key) => !paging?.includes(key as K) && !SORT_KEYS.includes(key)))
        select((current) => (current.length ? [] : current));
      update(pageKey && !(pageKey in patch) ? { ...patch, [pageKey]: '1' } : patch);
    },
    // The paging keys are the defaults' own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update, pageKey],
  );
  return {
    query,
    setQuery,
    defaults,
    loaded,
    rows: page?.list ?? [],
    total: page?.total ?? 0,
    paging,
    at,
    shown: hold ? held.query : query,
    spinning: hold ? loaded.loading && slow === request : loaded.loading,
    selected,
    select,
    rowOf: (id) => held.seen.get(id),
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
  /** The action of the list's page it does: left out when the user may not (ListPage `page`). */
  needs?: PageAction;
}

export interface ListPageProps<Row extends object, K extends string> {
  kit: HostKit;
  /**
   * The page's route path (its menu page): New shows only when the user may create there, and a
   * row action that `needs` an action only when they may do it.
   */
  page?: string;
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
  /** The view's keys Reset leaves as they are (a view switch, the sort). */
  keep?: readonly K[];
  texts?: ListTexts;
  columns: TableColumnsType<Row>;
  /** The last column: each row's actions (a false one is left out). */
  actions?: {
    width?: number;
    fixed?: 'right';
    of: (row: Row) => readonly (ListAction | false)[];
  };
  /** The row's id (the selection's). */
  rowKey: keyof Row & string;
  /**
   * The table keys its rows by their place on the page: a page turn updates the rows it has
   * (their text) instead of removing them all and making them anew.
   */
  keyByPlace?: boolean;
  /** Shown between the filters and the table (a summary, a filter tag). */
  above?: ReactNode;
  /** The page's own tools, at the start of the bar of batch actions (a view switch, New). */
  tools?: ReactNode;
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
    /** The actions are shown with no row selected too (each says whether it needs a selection). */
    always?: boolean;
    /** The boxes' column's width and alignment. */
    column?: Pick<TableColumnType<Row>, 'width' | 'align'>;
  };
  /** The pager below the table, apart from it: a page turn renders the table once, on its rows. */
  pager?: 'apart';
  /**
   * More of the table's props; `pagination` adds to the scaffold's. A page that keeps these (and
   * its columns, actions and selection) the same objects has its table rendered only when they or
   * its rows change.
   */
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
          style={{ width: filter.width ?? 120, maxWidth: '100%' }}
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
        style={filter.width ? { width: filter.width, maxWidth: '100%' } : undefined}
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
        // At phone width a filter keeps to the page's width (a wide box narrows, the form wraps).
        <Form.Item
          key={filter.key}
          label={filter.label}
          htmlFor={`${name}_${filter.key}`}
          style={{ maxWidth: '100%' }}
        >
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
 * The filter form, rendered again only when its props change (not on a page turn, when the page
 * keeps them the same).
 */
export const ListFilterForm = memo(Filters) as typeof Filters;

/** A list without a page: every action its page offers is the user's. */
const ALWAYS = () => true;

/** A row's actions as links, those with a question behind a confirmation. */
function RowActions({
  kit,
  actions,
  cancel,
  may,
}: {
  kit: HostKit;
  actions: readonly (ListAction | false)[];
  cancel: string;
  may: (action: PageAction) => boolean;
}) {
  return actions.map((action) => {
    if (!action || (action.needs && !may(action.needs))) return null;
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
  const { loaded, paging, at, selected, select } = list;
  const texts = useMemo(() => ({ ...COMMON_TEXTS, ...props.texts }), [props.texts]);
  const actions = props.actions;
  const can = useCan(kit, props.page ?? '');
  const may = props.page === undefined ? ALWAYS : can;
  // The sort of the rows on show, when the list's defaults carry `sortField` and `sortOrder`: a
  // column with `sorter: true` sorts by its key (or field).
  const { sortField = '', sortOrder = '' } = list.shown as Partial<Record<string, string>>;
  const sorts = 'sortField' in list.defaults && 'sortOrder' in list.defaults;
  const keyOf = (column: TableColumnsType<Row>[number]) =>
    String(column.key ?? ('dataIndex' in column ? column.dataIndex : ''));
  // The parts below are the same elements while what they show stays: a page turn renders the
  // table once, on its new rows, and leaves the filters and the bar as they are.
  const shown = useMemo(
    () =>
      [
        selection && {
          ...selectionColumn((row: Row) => String(row[rowKey]), selection.label, selection.pageLabel),
          ...selection.column,
        },
        ...columns.map((column) =>
          sorts && column.sorter
            ? {
                ...column,
                sortOrder: columnOrder({ field: sortField, order: sortOrder } as Sort, keyOf(column)),
              }
            : column,
        ),
        actions && {
          title: kit.t(texts.actions),
          key: 'actions',
          width: actions.width,
          fixed: actions.fixed,
          render: (_: unknown, row: Row) => (
            <RowActions kit={kit} actions={actions.of(row)} cancel={texts.cancel} may={may} />
          ),
        },
      ].filter((column) => !!column) as TableColumnsType<Row>,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kit, columns, actions, selection, rowKey, texts, sorts, sortField, sortOrder, may],
  );
  const rows = list.rows;
  const place = useMemo(
    () => (props.keyByPlace ? rows.map((row, slot) => ({ ...row, [PLACE]: slot })) : rows),
    [rows, props.keyByPlace],
  );
  const page = useMemo(() => rows.map((row) => String(row[rowKey])), [rows, rowKey]);
  const setQuery = useLatest(list.setQuery);
  const onChange = useLatest<NonNullable<TableProps<Row>['onChange']>>(
    (pagination, filters, sorter, more) => {
      if (more.action === 'sort' && 'sortField' in list.defaults) {
        const next = sortOf(sorter);
        setQuery.current({ sortField: next.field, sortOrder: next.order } as Partial<Record<K, string>>);
      }
      props.table?.onChange?.(pagination, filters, sorter, more);
    },
  );
  const pages = paging && {
    current: at.no,
    pageSize: at.size,
    total: list.total,
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZES,
    showTotal: (total: number) => kit.t(texts.total, { total }),
    onChange: (no: number, size: number) =>
      setQuery.current({
        [paging[0]]: String(size === at.size ? no : 1),
        [paging[1]]: String(size),
      } as Partial<Record<K, string>>),
  };
  const apart = props.pager === 'apart';
  // The table's own pager, unless it is apart: the table is rendered again for a page turn then.
  const tablePage = paging && !apart ? `${at.no}/${at.size}/${list.total}` : '';
  const table = useMemo(
    () => {
      const picked = new Set(selected);
      return (
        <SelectionProvider selected={selected} page={page} onChange={select}>
          <Table<Row>
            rowKey={(props.keyByPlace ? PLACE : rowKey) as Key & string}
            columns={shown}
            dataSource={place as Row[]}
            loading={list.spinning}
            {...(props.empty ? { locale: { emptyText: props.empty } } : {})}
            {...(selection && {
              rowClassName: (row: Row) => (picked.has(String(row[rowKey])) ? 'ant-table-row-selected' : ''),
            })}
            {...props.table}
            onChange={(...change) => onChange.current(...change)}
            pagination={pages && !apart ? { ...pages, ...props.table?.pagination } : false}
          />
        </SelectionProvider>
      );
    },
    // The handlers are read when they run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kit, shown, place, page, list.spinning, selected, props.empty, props.table, texts, tablePage],
  );
  const pager = useMemo(
    () => pages && apart && <Pagination align="end" style={{ marginTop: 16 }} {...pages} />,
    // The page turn is read when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kit, texts, apart, at.no, at.size, list.total],
  );
  const tools = props.tools;
  const bar = useMemo(
    () =>
      (tools || (selection && (selection.always || selected.length > 0))) && (
        <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
          {tools && <Space wrap>{tools}</Space>}
          {selection && (selection.always || selected.length > 0) && (
            <Space wrap>
              {selected.length > 0 && <span>{kit.t(texts.selected, { count: selected.length })}</span>}
              {selection.actions(selected, () => select([]))}
            </Space>
          )}
        </Flex>
      ),
    [kit, texts, tools, selection, selected, select],
  );
  // The filter form's part of the view: only a change of its values renders it again.
  const filterValues = JSON.stringify(filters?.map((filter) => list.query[filter.key]) ?? []);
  const keep = props.keep;
  const filterView = useMemo<FilteredView<K>>(
    () => ({
      query: list.query,
      defaults: Object.fromEntries(
        Object.entries(list.defaults).filter(([key]) => !keep?.includes(key as K)),
      ) as Query<K>,
      paging,
      setQuery: (patch) => setQuery.current(patch),
    }),
    // The view is read for the filters' values only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [filterValues, list.defaults, keep],
  );
  const body = (
    <>
      {filters && filters.length > 0 && (
        <ListFilterForm
          kit={kit}
          list={filterView}
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
      {bar}
      {table}
      {pager}
      {props.children}
    </>
  );
  const create = props.onCreate && may('create') && (
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
