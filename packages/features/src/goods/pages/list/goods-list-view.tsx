import { Button, Modal, Segmented } from 'antd';
import type { TableColumnType, TableProps } from 'antd';
import { useMemo, useState, type HTMLAttributes } from 'react';
import type { ResultOf } from '@rcadmin/contract';
import { PAGES, pageUrl } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { ListPage, call, useCan, useExportJob, useList, type InputOf, type ListAction } from '../../../kit';
import { HoverTooltip } from '../../../shared/hover-tooltip';
import { PlainTag } from '../../../shared/plain-tag';
import { useLatest } from '../../../shared/use-latest';
import { QUICK_QUERY, openSkuPage, skuPageUrl } from '../catalogue-shared/sku-pages';
import { NavDialog, PriceDialog, SaleModeDialog, type NavChange, type PriceChange } from './batch-dialogs';
import { batchActionsOf, deleteCallFor, exportQueryOf, isActionEnabled } from './batch-rules';
import { useGoodsFilters } from './list-filters';
import { LIST_DEFAULTS, cleanView, pageAfterRemoval, toApiQuery } from './list-query';
import { SkuThumbnail } from './sku-thumbnail';
import { StorePricesCell } from './store-prices-cell';
import { StoresCell } from './stores-cell';

type Sku = ResultOf<'goodsQueryList'>['list'][number];
type Dialog = 'saleMode' | 'price' | 'nav' | null;
type Column = TableColumnType<Sku>;

/** The bulk import screen on a kind of goods (import type 1 goods, 2 combined goods). */
const IMPORT_TYPES = { '0': '1', '1': '2' } as const;

/** Search and Reset keep the recycle bin and the sort. */
const KEEP = ['deleted', 'sortField', 'sortOrder'] as const;

/**
 * Columns of set widths (1700 together) in a fixed layout: a page of new rows is laid out without
 * measuring every cell; and no animated scroll of the table body on a page change, which laid the
 * page out again on every frame (the window's scroll is the user's).
 */
const TABLE: Omit<TableProps<Sku>, 'pagination'> = {
  size: 'middle',
  tableLayout: 'fixed',
  scroll: { x: 1700, scrollToFirstRowOnChange: false },
  onRow: (row) => ({ 'data-sku-id': row.skuId }) as HTMLAttributes<HTMLElement>,
};

/**
 * The goods list and the combined goods list (GOODS-01, GOODS-05, GOODS-06, GOODS-09) on the kit's
 * list: filters, server paging and sorting kept in the address, the stores of each SKU, the
 * recycle bin, and the batch actions on the selection. A page turn shows the rows it has until the
 * next are in, renders the table once, and is not counted again.
 */
export function GoodsListView({ kit, comb }: { kit: HostKit; comb: '0' | '1' }) {
  const t = kit.t;
  const list = useList(kit, 'goodsQueryList', LIST_DEFAULTS, (view) => toApiQuery(view, comb), {
    inPlace: true,
    clean: cleanView,
    hold: true,
    countOnce: true,
    rowKey: 'skuId',
  });
  const { selected, select, setQuery } = list;
  // What the user may do here (rights per action): the buttons of the rest are not shown.
  const page = comb === '1' ? PAGES.combGoodsList.path : PAGES.goodsList.path;
  const can = useCan(kit, page);
  const reload = list.loaded.reload;
  // The rows on show are of the recycle bin; the bin is asked for (its switch and batch actions).
  const deleted = list.shown.deleted === '1';
  const inBin = list.query.deleted === '1';
  const [dialog, setDialog] = useState<Dialog>(null);
  const [modal, modalHolder] = Modal.useModal();
  const filters = useGoodsFilters(kit);

  /** After rows left the view: the selection goes, the page stays in range, the rows reload. */
  const afterRemoval = (removed: readonly string[]) => {
    select((current) => current.filter((id) => !removed.includes(id)));
    const pageNo = pageAfterRemoval(list.at, list.total, removed.length);
    if (pageNo !== list.at.no) setQuery({ pageNo: String(pageNo) });
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

  const deleteSkus = (skuIds: readonly string[]) => {
    const one = skuIds.length === 1 ? list.rowOf(skuIds[0]!) : undefined;
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

  const restoreSkus = (skuIds: readonly string[]) =>
    confirmThen(t('common.restore'), t('goods.lists.restore.confirm', { count: skuIds.length }), async () => {
      const done = await call(kit, 'goodsBatchRestore', { skuIds: [...skuIds] });
      kit.notify('success', t('goods.lists.restore.done', { count: done.updated }));
      afterRemoval(skuIds);
    });

  /** A batch change made: the dialog closes, the selection stays, the rows show the change. */
  const batchChange = async <
    N extends 'goodsBatchUpdateSaleMode' | 'goodsBatchChangePrice' | 'goodsBatchChangeNav',
  >(
    name: N,
    change: Omit<InputOf<N>, 'skuIds'>,
    done: string,
  ) => {
    const input = { skuIds: selected.join(','), ...change } as InputOf<N>;
    const answer = await call(kit, name, input, name === 'goodsBatchChangePrice' ? { timeout: 60_000 } : {});
    setDialog(null);
    kit.notify('success', t(`goods.lists.${done}.done`, { count: answer.updated }));
    reload();
  };

  /** A price change is confirmed first: its dialog stays busy until then, and open when refused. */
  const changePrice = (change: PriceChange) =>
    new Promise<void>((resolve, reject) => {
      void modal.confirm({
        title: t('goods.lists.batch.price'),
        content: t('goods.lists.price.confirm', { count: selected.length }),
        okText: t('common.confirm'),
        cancelText: t('common.cancel'),
        onOk: () => batchChange('goodsBatchChangePrice', change, 'price').then(resolve, reject),
        onCancel: () => resolve(),
      });
    });
  const changeSaleMode = (saleMode: '1' | '2') =>
    batchChange('goodsBatchUpdateSaleMode', { saleMode }, 'saleMode');
  const changeNav = (change: NavChange) => batchChange('goodsBatchChangeNav', change, 'nav');

  const exportJob = useExportJob(kit);
  const exportRows = () => exportJob.start('goodsBatchExport', exportQueryOf(list.query, comb, selected));

  const open = (kind: 'view' | 'edit', row: Sku) => openSkuPage(kit, comb, kind, row.skuId);

  // What the columns, the bar and the dialogs do, as of the last render: they are made again only
  // when what they show changes, not on a page turn.
  const act = useLatest({
    open,
    deleteSkus,
    restoreSkus,
    exportRows,
    changeSaleMode,
    changePrice,
    changeNav,
  });

  const columns = useMemo(() => {
    // The cells' words, translated once for the language: a page of rows asks for each many times.
    const words = new Map<string, string>();
    const word = (key: string) => {
      if (!words.has(key)) words.set(key, t(key));
      return words.get(key)!;
    };
    /** A column of a SKU's field, its title one of the list's column texts. */
    const column = (title: string, dataIndex: keyof Sku & string, width: number, more?: Column): Column => ({
      key: dataIndex,
      dataIndex,
      width,
      title: t(`goods.lists.columns.${title}`),
      ...more,
    });
    const time = (at: string) => at.slice(0, 19).replace('T', ' ');
    const price = (value: string) => <span data-testid="sku-price">{Number(value).toFixed(2)}</span>;
    return [
      column('picture', 'picKey', 70, {
        render: (picKey: string, row) => (
          <SkuThumbnail key={row.skuId} kit={kit} picKey={picKey} name={row.skuName} />
        ),
      }),
      column('skuName', 'skuName', 240, {
        ellipsis: true,
        sorter: true,
        render: (name: string, row) =>
          deleted ? (
            name
          ) : (
            <a
              onClick={(event) => {
                event.preventDefault();
                act.current.open('view', row);
              }}
              href={skuPageUrl(comb, 'view', row.skuId)}
            >
              {name}
            </a>
          ),
      }),
      column('barCode', 'barCode', 140, { ellipsis: true }),
      column('goodsNo', 'goodsNo', 120, { ellipsis: true, sorter: true }),
      column('category', 'categoryName', 110, { ellipsis: true }),
      column('brand', 'brandName', 110, { ellipsis: true }),
      column('price', 'skuReferPrice', 130, {
        align: 'right',
        sorter: true,
        render: (value: string, row) => (
          <>
            {row.minPrice || row.maxPrice ? (
              <HoverTooltip
                key={row.skuId}
                title={`${t('goods.lists.columns.priceRange')}: ${row.minPrice || '—'} ~ ${row.maxPrice || '—'}`}
              >
                {price(value)}
              </HoverTooltip>
            ) : (
              price(value)
            )}
            {row.storePriceCount > 0 && (
              <div>
                <StorePricesCell
                  key={row.skuId}
                  kit={kit}
                  name={row.skuName}
                  count={row.storePriceCount}
                  prices={row.storePrices}
                />
              </div>
            )}
          </>
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
      deleted
        ? column('deletedAt', 'deletedAt', 170, { render: time })
        : column('updatedAt', 'updatedAt', 170, { sorter: true, render: time }),
    ];
    // The kit carries the language; the rows' actions are read through act.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, deleted, comb]);

  const actions = useMemo(() => {
    const [view, edit, remove, restore] = ['view', 'edit', 'delete', 'restore'].map((key) =>
      t(`common.${key}`),
    );
    return {
      width: 200,
      fixed: 'right' as const,
      of: (row: Sku): ListAction[] =>
        deleted
          ? [{ label: restore!, needs: 'edit', onClick: () => act.current.restoreSkus([row.skuId]) }]
          : [
              { label: view!, onClick: () => act.current.open('view', row) },
              { label: edit!, needs: 'edit', onClick: () => act.current.open('edit', row) },
              {
                label: remove!,
                needs: 'delete',
                danger: true,
                onClick: () => act.current.deleteSkus([row.skuId]),
              },
            ],
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, deleted]);

  const selection = useMemo(() => {
    const offered = batchActionsOf({ deleted: inBin }, can);
    // Nothing to do with a selection: no boxes either.
    if (offered.length === 0) return undefined;
    const run = {
      delete: (ids: readonly string[]) => act.current.deleteSkus(ids),
      restore: (ids: readonly string[]) => act.current.restoreSkus(ids),
      saleMode: () => setDialog('saleMode'),
      price: () => setDialog('price'),
      nav: () => setDialog('nav'),
    };
    return {
      label: (row: Sku) => t('goods.lists.batch.selectRow', { name: row.skuName }),
      pageLabel: t('goods.lists.batch.selectPage'),
      always: true,
      column: { width: 60, align: 'center' as const },
      actions: (ids: readonly string[]) => [
        ...(Object.keys(run) as (keyof typeof run)[]).map(
          (action) =>
            offered.includes(action) && (
              <Button
                key={action}
                danger={action === 'delete'}
                disabled={!isActionEnabled(action, ids.length)}
                onClick={() => run[action](ids)}
              >
                {t(`goods.lists.batch.${action}`)}
              </Button>
            ),
        ),
        offered.includes('export') && (
          <Button key="export" onClick={() => act.current.exportRows()}>
            {ids.length > 0
              ? t('goods.lists.batch.exportSelected', { count: ids.length })
              : t('goods.lists.batch.exportFiltered')}
          </Button>
        ),
      ],
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, inBin, can]);

  const tools = useMemo(() => {
    const creates = !inBin && kit.hasResource(skuPageUrl(comb, 'create')) && can('create');
    const imports = !inBin && can('import');
    return (
      <>
        <Segmented
          value={inBin ? 'bin' : 'list'}
          onChange={(value) => setQuery({ deleted: value === 'bin' ? '1' : '' })}
          options={[
            { value: 'list', label: t('goods.lists.views.list') },
            { value: 'bin', label: t('goods.lists.views.recycleBin') },
          ]}
        />
        {creates && (
          <Button
            type="primary"
            // A single good starts on the short form (its More details shows the steps).
            onClick={() =>
              openSkuPage(kit, comb, 'create', undefined, comb === '0' ? QUICK_QUERY : undefined)
            }
          >
            {t('common.create')}
          </Button>
        )}
        {imports && (
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
      </>
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kit, inBin, comb, setQuery, can]);

  const count = selected.length;
  const example = count > 0 ? list.rowOf(selected[0]!) : undefined;
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

  return (
    <ListPage
      kit={kit}
      page={page}
      list={list}
      name={`goods-filters-${comb}`}
      filters={filters}
      keep={KEEP}
      tools={tools}
      selection={selection}
      columns={columns}
      actions={actions}
      rowKey="skuId"
      keyByPlace
      pager="apart"
      empty={t(deleted ? 'goods.lists.emptyBin' : 'goods.lists.empty')}
      table={TABLE}
    >
      {modalHolder}
      {exportJob.holder}
      {dialogs}
    </ListPage>
  );
}

/** The goods list (/goods/index/list) and the combined goods list (/goods/cindex/list, comb '1'). */
export const GOODS_LIST_PAGES = {
  goodsList: ({ kit }: { kit: HostKit }) => <GoodsListView kit={kit} comb="0" />,
  combGoodsList: ({ kit }: { kit: HostKit }) => <GoodsListView kit={kit} comb="1" />,
};
