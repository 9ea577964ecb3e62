import { Button, Modal, Pagination, Segmented, Space, Table } from 'antd';
import type { TableColumnType, TableProps } from 'antd';
import { useEffect, useMemo, useRef, useState, type HTMLAttributes } from 'react';
import { useLocation } from 'react-router';
import type { HostKit } from '../../../host-kit';
import { NavDialog, PriceDialog, SaleModeDialog, type NavChange, type PriceChange } from './batch-dialogs';
import { batchActionsOf, deleteCallFor, exportQueryOf, isActionEnabled } from './batch-rules';
import { useGoodsFilters } from './list-filters';
import {
  EMPTY_FILTERS,
  PAGE_SIZES,
  pageAfterRemoval,
  parseListQuery,
  toApiQuery,
  toListQuery,
  withDeleted,
  withFilters,
  withPage,
  withSort,
  type ListFilters,
  type ListState,
  type PageSize,
  type SortField,
} from './list-query';
import { StoresCell } from './stores-cell';
import { HoverTooltip } from '../../../shared/hover-tooltip';
import { LinkButton } from '../../../shared/link-button';
import { SelectionProvider, selectionColumn } from '../../../shared/page-selection';
import { PlainTag } from '../../../shared/plain-tag';
import { useLatest } from '../../../shared/use-latest';
import { ListFilterForm, call, callUrl, columnOrder, sortOf, useLoad } from '../../../kit';
import type { ResultOf } from '@rcadmin/contract';
import { pageUrl } from '@rcadmin/contract/wire';
import { download } from '../../../shared/download';
import { openSkuPage, skuPageUrl } from '../catalogue-shared/sku-pages';

/** The columns' widths together. */
const TABLE_WIDTH = 1600;

type Sku = ResultOf<'goodsQueryList'>['list'][number];
/**
 * A SKU in its place on the page: the table's rows are keyed by place, so that a page turn
 * updates the rows it has (their text) instead of removing twenty rows and making twenty new.
 */
type Row = Sku & { slot: number };

type Dialog = 'saleMode' | 'price' | 'nav' | null;
type Column = TableColumnType<Row>;

/** The bulk import screen on a kind of goods (import type 1 goods, 2 combined goods). */
const IMPORT_TYPES = { '0': '1', '1': '2' } as const;

/**
 * The goods list and the combined goods list (GOODS-01, GOODS-05, GOODS-06, GOODS-09): filters,
 * server paging and sorting kept in the address, the stores of each SKU, the recycle bin, and
 * the batch actions on the selection.
 */
export function GoodsListView({ kit, comb }: { kit: HostKit; comb: '0' | '1' }) {
  const t = kit.t;
  const { search } = useLocation();
  // The address the page opened at is its first view; after that the page writes the address.
  const [view, setView] = useState<ListState>(() => parseListQuery(search));
  // The total of the filters last counted, and the page it was counted on: a page turn of the
  // same view needs no new count; loading the same page again (a reload, a write, the tab shown
  // again) counts again.
  const counted = useRef<{ key: string; pageNo: number; total: number } | null>(null);
  const loaded = useLoad(kit, 'goodsQueryList', [view, comb], async (signal) => {
    const countKey = JSON.stringify([{ ...view, pageNo: 0 }, comb]);
    const last = counted.current;
    const knownTotal = last?.key === countKey && last.pageNo !== view.pageNo ? last.total : undefined;
    const answered = await call(
      kit,
      'goodsQueryList',
      { ...toApiQuery(view, comb), ...(knownTotal === undefined ? {} : { withTotal: '0' as const }) },
      { signal },
    );
    const page = answered.total < 0 ? { ...answered, total: knownTotal ?? 0 } : answered;
    counted.current = { key: countKey, pageNo: view.pageNo, total: page.total };
    return { view, page };
  });
  const reload = loaded.reload;
  // The last answer and its view: the table shows it until the next answer (a refused one
  // too: the shell showed why), so that a page turn renders the table once, with its new rows
  // (and its page number). Rows seen on any page, by id: the selection may span pages (names in
  // confirmations).
  const [answer, setAnswer] = useState<{ view: ListState; page: ResultOf<'goodsQueryList'> }>(() => ({
    view,
    page: { list: [], total: 0 },
  }));
  const [known, setKnown] = useState<ReadonlyMap<string, Sku>>(new Map());
  if (loaded.data && loaded.data !== answer && !loaded.loading) {
    const page = loaded.data.page;
    setAnswer(loaded.data);
    setKnown((before) => new Map([...before, ...page.list.map((row) => [row.skuId, row] as const)]));
  }
  const data = answer.page;
  // A request still unanswered after a moment: the table says it is loading.
  const request = JSON.stringify([view, comb]);
  const [slow, setSlow] = useState('');
  const loading = loaded.loading && slow === request;
  useEffect(() => {
    if (!loaded.loading) return;
    const slowly = setTimeout(() => setSlow(request), 300);
    return () => clearTimeout(slowly);
  }, [loaded.loading, request]);
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [modal, modalHolder] = Modal.useModal();

  useEffect(() => {
    kit.replaceQuery(toListQuery(view));
    // The kit changes with the language only: the address stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view]);
  // The filters' part of the view, for the filter form: only a change of the filters themselves
  // renders it again, not a page turn. Search and Reset keep the recycle bin and the sort.
  const filterKey = JSON.stringify(
    Object.fromEntries(Object.keys(EMPTY_FILTERS).map((key) => [key, view[key as keyof ListFilters]])),
  );
  const filterView = useMemo(
    () => ({
      query: JSON.parse(filterKey) as ListFilters,
      defaults: EMPTY_FILTERS,
      paging: null,
      setQuery: (filters: Partial<Record<keyof ListFilters, string>>) => {
        setSelected([]);
        // The form's choices are the filters' own values.
        setView((current) => withFilters(current, filters as Partial<ListFilters>));
      },
    }),
    [filterKey],
  );
  const filterFields = useGoodsFilters(kit);

  /** After rows left the view: the selection goes, the page stays in range, the rows reload. */
  const afterRemoval = (removed: string[]) => {
    setSelected((current) => current.filter((id) => !removed.includes(id)));
    const pageNo = pageAfterRemoval(view, data.total, removed.length);
    if (pageNo !== view.pageNo) setView({ ...view, pageNo });
    else reload();
  };

  /** Asks, then makes the change; a refusal (a combined good uses it...) is the shell's to show. */
  const confirmThen = (title: string, content: string, run: () => Promise<void>, danger = false) =>
    void modal.confirm({
      title,
      content,
      okText: title,
      okButtonProps: { danger },
      cancelText: t('common.cancel'),
      onOk: () => run().catch(() => undefined),
    });

  const deleteSkus = (skuIds: string[]) => {
    const one = skuIds.length === 1 ? known.get(skuIds[0]!) : undefined;
    const content = one
      ? t('goods.lists.delete.confirmOne', { name: one.skuName })
      : t('goods.lists.delete.confirmMany', { count: skuIds.length });
    confirmThen(
      t('common.delete'),
      content,
      async () => {
        const plan = deleteCallFor(skuIds);
        const done =
          plan.call === 'goodsDelSku'
            ? await call(kit, 'goodsDelSku', plan.query)
            : await call(kit, 'goodsDelBatchSku', plan.query);
        kit.notify('success', t('goods.lists.delete.done', { count: done.updated }));
        afterRemoval(skuIds);
      },
      true,
    );
  };

  const restoreSkus = (skuIds: string[]) =>
    confirmThen(t('common.restore'), t('goods.lists.restore.confirm', { count: skuIds.length }), async () => {
      const done = await call(kit, 'goodsBatchRestore', { skuIds });
      kit.notify('success', t('goods.lists.restore.done', { count: done.updated }));
      afterRemoval(skuIds);
    });

  /** A batch change made: the dialog closes, the selection stays, the rows show the change. */
  const afterChange = (message: string) => {
    setDialog(null);
    kit.notify('success', message);
    reload();
  };

  const changeSaleMode = async (saleMode: '1' | '2') => {
    const done = await call(kit, 'goodsBatchUpdateSaleMode', { skuIds: selected.join(','), saleMode });
    afterChange(t('goods.lists.saleMode.done', { count: done.updated }));
  };

  const changePrice = (change: PriceChange) =>
    new Promise<void>((resolve, reject) => {
      void modal.confirm({
        title: t('goods.lists.batch.price'),
        content: t('goods.lists.price.confirm', { count: selected.length }),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            const done = await call(
              kit,
              'goodsBatchChangePrice',
              { skuIds: selected.join(','), ...change },
              { timeout: 60_000 },
            );
            afterChange(t('goods.lists.price.done', { count: done.updated }));
            resolve();
          } catch (error) {
            reject(error);
          }
        },
        onCancel: () => resolve(),
      });
    });

  const changeNav = async (change: NavChange) => {
    const done = await call(kit, 'goodsBatchChangeNav', { skuIds: selected.join(','), ...change });
    afterChange(t('goods.lists.nav.done', { count: done.updated }));
  };

  const exportRows = () => {
    download(callUrl(kit, 'goodsBatchExport', exportQueryOf(view, comb, selected)));
    kit.notify('info', t('goods.lists.export.started'));
  };

  const open = (kind: 'view' | 'edit', row: Sku) => openSkuPage(kit, comb, kind, row.skuId);

  // The rows' actions as of the last render: the columns call them through this, so that a new
  // page of rows keeps the same columns (new columns lay the whole table out again).
  const rowActions = useLatest({ open, deleteSkus, restoreSkus });

  // The columns of the rows shown (their sort, the recycle bin's columns), as the rows are.
  const shown = answer.view;
  const columns = useMemo<TableProps<Row>['columns']>(
    () => {
      // The cells' words, translated once for the language: a page of rows asks for each many times.
      const words = new Map<string, string>();
      const word = (key: string) => {
        if (!words.has(key)) words.set(key, t(key));
        return words.get(key)!;
      };
      /** A column of a SKU's field, its title one of the list's column texts; sorted by its field. */
      const column = (title: string, dataIndex: keyof Sku & string, width: number, more?: Column) => ({
        key: dataIndex,
        dataIndex,
        width,
        title: t(`goods.lists.columns.${title}`),
        ...more,
      });
      const sort = { field: shown.sortField, order: shown.sortOrder };
      const sorted = (field: SortField): Column => ({ sorter: true, sortOrder: columnOrder(sort, field) });
      const time = (at: string) => at.slice(0, 19).replace('T', ' ');
      const price = (value: string) => <span data-testid="sku-price">{Number(value).toFixed(2)}</span>;
      return [
        {
          ...selectionColumn<Row>(
            (row) => row.skuId,
            (row) => t('goods.lists.batch.selectRow', { name: row.skuName }),
            t('goods.lists.batch.selectPage'),
          ),
          width: 60,
          align: 'center',
        },
        column('skuName', 'skuName', 240, {
          ellipsis: true,
          ...sorted('skuName'),
          render: (name: string, row) =>
            shown.deleted ? (
              name
            ) : (
              <a
                onClick={(event) => {
                  event.preventDefault();
                  rowActions.current.open('view', row);
                }}
                href={skuPageUrl(comb, 'view', row.skuId)}
              >
                {name}
              </a>
            ),
        }),
        column('barCode', 'barCode', 140, { ellipsis: true }),
        column('goodsNo', 'goodsNo', 120, { ellipsis: true, ...sorted('goodsNo') }),
        column('category', 'categoryName', 110, { ellipsis: true }),
        column('brand', 'brandName', 110, { ellipsis: true }),
        column('price', 'skuReferPrice', 100, {
          align: 'right',
          ...sorted('skuReferPrice'),
          render: (value: string, row) =>
            row.minPrice || row.maxPrice ? (
              <HoverTooltip
                key={row.skuId}
                title={`${t('goods.lists.columns.priceRange')}: ${row.minPrice || '—'} ~ ${row.maxPrice || '—'}`}
              >
                {price(value)}
              </HoverTooltip>
            ) : (
              price(value)
            ),
        }),
        column('saleState', 'saleState', 90, {
          render: (state: number) => (
            <PlainTag tone={state === 1 ? 'success' : 'default'}>{word(`goods.saleState.${state}`)}</PlainTag>
          ),
        }),
        column('saleMode', 'saleMode', 100, {
          render: (mode: string) => <span data-testid="sku-sale-mode">{word(`goods.saleMode.${mode}`)}</span>,
        }),
        column('unit', 'meaUnit', 70),
        column('stores', 'storeCount', 90, {
          render: (count: number, row) => (
            <StoresCell key={row.skuId} kit={kit} skuId={row.skuId} name={row.skuName} count={count} />
          ),
        }),
        shown.deleted
          ? column('deletedAt', 'deletedAt', 170, { render: time })
          : column('updatedAt', 'updatedAt', 170, { ...sorted('updatedAt'), render: time }),
        {
          key: 'actions',
          width: 200,
          title: t('common.actions'),
          fixed: 'right',
          render: (_: unknown, row) =>
            shown.deleted ? (
              <LinkButton onClick={() => rowActions.current.restoreSkus([row.skuId])}>
                {word('common.restore')}
              </LinkButton>
            ) : (
              <span>
                <LinkButton onClick={() => rowActions.current.open('view', row)}>
                  {word('common.view')}
                </LinkButton>
                <LinkButton onClick={() => rowActions.current.open('edit', row)}>
                  {word('common.edit')}
                </LinkButton>
                <LinkButton danger onClick={() => rowActions.current.deleteSkus([row.skuId])}>
                  {word('common.delete')}
                </LinkButton>
              </span>
            ),
        },
      ];
    },
    // The kit carries the language; the rows' actions are read through rowActions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kit, shown.deleted, shown.sortField, shown.sortOrder, comb],
  );

  // The table's own change is a sort (its pages are the pager's).
  const onTableChange = useLatest<NonNullable<TableProps<Row>['onChange']>>(
    (_pagination, _filters, sorter) => {
      const { field, order } = sortOf(sorter);
      if (field !== view.sortField || order !== view.sortOrder)
        setView(withSort(view, field as SortField, order));
    },
  );

  const count = selected.length;
  const example = count > 0 ? (known.get(selected[0]!) ?? null) : null;
  const deleted = view.deleted;

  // What the toolbar and the dialogs do, as of the last render: both are made again only when
  // what they show changes, not on a page turn.
  const act = useLatest({
    deleteSkus,
    restoreSkus,
    exportRows,
    changeSaleMode,
    changePrice,
    changeNav,
    selected,
  });

  const toolbar = useMemo(() => {
    const actions = batchActionsOf({ deleted });
    const batchButton = (action: 'delete' | 'restore' | 'saleMode' | 'price' | 'nav', onClick: () => void) =>
      actions.includes(action) && (
        <Button
          key={action}
          danger={action === 'delete'}
          disabled={!isActionEnabled(action, count)}
          onClick={onClick}
        >
          {t(`goods.lists.batch.${action}`)}
        </Button>
      );
    const creates = !deleted && kit.hasResource(skuPageUrl(comb, 'create'));
    return (
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Space wrap>
          <Segmented
            value={deleted ? 'bin' : 'list'}
            onChange={(value) => {
              setSelected([]);
              setView((current) => withDeleted(current, value === 'bin'));
            }}
            options={[
              { value: 'list', label: t('goods.lists.views.list') },
              { value: 'bin', label: t('goods.lists.views.recycleBin') },
            ]}
          />
          {creates && (
            <Button type="primary" onClick={() => openSkuPage(kit, comb, 'create')}>
              {t('common.create')}
            </Button>
          )}
          {creates && (
            <Button
              onClick={() =>
                kit.openTab({
                  path: pageUrl('batchImportl', { id: IMPORT_TYPES[comb], tab: 'importTab' }),
                  title: t('goods.buttons.import'),
                })
              }
            >
              {t('goods.buttons.import')}
            </Button>
          )}
        </Space>
        <Space wrap>
          {count > 0 && <span>{t('common.selected', { count })}</span>}
          {batchButton('delete', () => act.current.deleteSkus(act.current.selected))}
          {batchButton('restore', () => act.current.restoreSkus(act.current.selected))}
          {batchButton('saleMode', () => setDialog('saleMode'))}
          {batchButton('price', () => setDialog('price'))}
          {batchButton('nav', () => setDialog('nav'))}
          <Button onClick={() => act.current.exportRows()}>
            {count > 0
              ? t('goods.lists.batch.exportSelected', { count })
              : t('goods.lists.batch.exportFiltered')}
          </Button>
        </Space>
      </Space>
    );
    // The kit carries the language; the actions are read through act.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, deleted, count, comb]);

  const exampleName = example?.skuName;
  const examplePrice = example?.skuReferPrice;
  const dialogs = useMemo(
    () => (
      <>
        <SaleModeDialog
          kit={kit}
          count={count}
          open={dialog === 'saleMode'}
          onCancel={() => setDialog(null)}
          onSubmit={(mode) => act.current.changeSaleMode(mode)}
        />
        <PriceDialog
          kit={kit}
          count={count}
          open={dialog === 'price'}
          onCancel={() => setDialog(null)}
          onSubmit={(change) => act.current.changePrice(change)}
          example={
            exampleName === undefined || examplePrice === undefined
              ? null
              : { name: exampleName, price: examplePrice }
          }
        />
        <NavDialog
          kit={kit}
          count={count}
          open={dialog === 'nav'}
          onCancel={() => setDialog(null)}
          onSubmit={(change) => act.current.changeNav(change)}
        />
      </>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kit, count, dialog, exampleName, examplePrice],
  );

  // The rows in their places, and the ids shown (the header's box selects these).
  const rows = useMemo(() => data.list.map((sku, slot): Row => ({ ...sku, slot })), [data.list]);
  const pageIds = useMemo(() => data.list.map((sku) => sku.skuId), [data.list]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);

  // The same element while its inputs stay: choosing a page renders the table once, on the answer.
  const table = useMemo(
    () => (
      <SelectionProvider selected={selected} page={pageIds} onChange={setSelected}>
        <Table<Row>
          rowKey="slot"
          size="middle"
          columns={columns}
          dataSource={rows}
          loading={loading}
          // Columns of set widths (a fixed table layout: a page of new rows is laid out without
          // measuring every cell), and no animated scroll of the table body on a page change,
          // which laid the page out again on every frame (the window's scroll is the user's).
          tableLayout="fixed"
          scroll={{ x: TABLE_WIDTH, scrollToFirstRowOnChange: false }}
          locale={{ emptyText: t(shown.deleted ? 'goods.lists.emptyBin' : 'goods.lists.empty') }}
          onRow={(row) => ({ 'data-sku-id': row.skuId }) as HTMLAttributes<HTMLElement>}
          rowClassName={(row) => (selectedSet.has(row.skuId) ? 'ant-table-row-selected' : '')}
          // Its own, below: a page turn then renders the table once, with the new rows.
          pagination={false}
          onChange={(...change) => onTableChange.current(...change)}
        />
      </SelectionProvider>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [columns, rows, loading, selected],
  );
  const total = data.total;
  const pager = useMemo(
    () => (
      <Pagination
        align="end"
        current={view.pageNo}
        pageSize={view.pageSize}
        total={total}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showSizeChanger
        showTotal={(count) => t('common.total', { total: count })}
        onChange={(pageNo, pageSize) => {
          if (pageNo !== view.pageNo || pageSize !== view.pageSize)
            setView(withPage(view, pageNo, pageSize as PageSize));
        }}
      />
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view, total, kit],
  );

  return (
    <div className="rc-stack">
      {modalHolder}
      <ListFilterForm kit={kit} name={`goods-filters-${comb}`} list={filterView} filters={filterFields} />
      {toolbar}
      {table}
      {pager}
      {dialogs}
    </div>
  );
}

/** The goods list (/goods/index/list) and the combined goods list (/goods/cindex/list, comb '1'). */
export const GOODS_LIST_PAGES = {
  goodsList: ({ kit }: { kit: HostKit }) => <GoodsListView kit={kit} comb="0" />,
  combGoodsList: ({ kit }: { kit: HostKit }) => <GoodsListView kit={kit} comb="1" />,
};
