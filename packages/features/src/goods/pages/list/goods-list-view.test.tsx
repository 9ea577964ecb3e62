import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PAGES, calls, type PageAction } from '@rcadmin/contract/wire';
import { testKitWith } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import { GoodsListView } from './goods-list-view';

afterEach(cleanup);

const sku = (n: number, more: object = {}) => ({
  skuId: String(n),
  skuName: `Tea ${n}`,
  barCode: `69000${n}`,
  goodsNo: `G${n}`,
  categoryName: 'Drinks',
  brandName: 'Leaf',
  skuReferPrice: '3.5',
  minPrice: '',
  maxPrice: '',
  saleState: 1,
  saleMode: '2',
  meaUnit: 'box',
  storeCount: 0,
  storePriceCount: 0,
  storePrices: [],
  picKey: '',
  updatedAt: '2026-01-02T03:04:05.000Z',
  deletedAt: '',
  ...more,
});

function setup(can?: (path: string, action: PageAction) => boolean) {
  const asked: Record<string, unknown>[] = [];
  const deleted: unknown[] = [];
  const restored: unknown[] = [];
  const kit = testKitWith(goodsLocales, {
    [calls.goodsQueryList.path]: (query = {}) => {
      asked.push(query);
      const first = (Number(query.pageNo) - 1) * 10 + (query.deleted === '1' ? 100 : 1);
      // 25 goods, counted unless the query says withTotal '0'.
      return {
        list: [
          sku(first),
          sku(first + 1, {
            minPrice: '3',
            maxPrice: '4',
            picKey: 'goods/tea.png',
            storeCount: 14,
            // 12 of its stores sell it at a price of their own; the page lists the first of them.
            storePriceCount: 12,
            storePrices: [
              { storeId: '7', storeName: 'East', price: '3.2' },
              { storeId: '8', storeName: 'West', price: '3.9' },
            ],
          }),
        ],
        total: query.withTotal ? -1 : 25,
      };
    },
    [calls.goodsDelSku.path]: (query) => {
      deleted.push(query);
      return { updated: 1 };
    },
    [calls.goodsBatchRestore.path]: (body) => {
      restored.push(body);
      return { updated: 1 };
    },
  });
  if (can) Object.assign(kit, { can });
  render(
    <MemoryRouter>
      <GoodsListView kit={kit} comb="0" />
    </MemoryRouter>,
  );
  return { kit, asked, deleted, restored };
}

describe('the goods list', () => {
  it('[GOODS-01] shows each SKU’s fields in its columns, sorted columns sorting', async () => {
    const { asked } = setup();
    const row = (await screen.findByRole('link', { name: 'Tea 1' })).closest('tr')!;
    expect(asked[0]).toMatchObject({ pageNo: 1, pageSize: 10, comb: '0', deleted: '0' });
    for (const text of ['690001', 'G1', 'Drinks', 'Leaf', '3.50', 'By weight', 'box', '2026-01-02 03:04:05'])
      expect(within(row).getByText(text)).toBeTruthy();
    fireEvent.click(screen.getAllByText('Goods no.', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sortField: 'goodsNo', sortOrder: 'asc' }));
  });

  it('[GOODS-01] a row shows its first picture, small and lazy, or an empty frame; and how many stores sell at a price of their own, each on a click', async () => {
    setup();
    const plain = (await screen.findByRole('link', { name: 'Tea 1' })).closest('tr')!;
    const priced = screen.getByRole('link', { name: 'Tea 2' }).closest('tr')!;
    expect(within(plain).getByRole('img', { name: 'Tea 1 has no picture' })).toBeTruthy();
    const picture = within(priced).getByRole('img', { name: 'Picture of Tea 2' }) as HTMLImageElement;
    expect(picture.getAttribute('src')).toBe(`/api${calls.fileGet.path}?key=goods%2Ftea.png`);
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.width).toBe(40);

    expect(within(plain).queryByText(/store prices differ/)).toBeNull();
    fireEvent.click(within(priced).getByRole('button', { name: '12 store prices differ' }));
    const popover = await screen.findByText('Store prices of “Tea 2”');
    const list = popover.closest('.ant-popover')!;
    const stores = within(list as HTMLElement).getAllByTestId('sku-store-price');
    expect(stores.map((store) => store.textContent)).toEqual(['East3.20', 'West3.90']);
    expect(within(list as HTMLElement).getByText('and 10 more stores')).toBeTruthy();
  });

  it('[GOODS-02] New opens the short form of a new good (its steps are a click away)', async () => {
    const { kit } = setup();
    await screen.findByRole('link', { name: 'Tea 1' });
    fireEvent.click(screen.getByRole('button', { name: 'New' }));
    expect(kit.openTab).toHaveBeenCalledWith({
      path: PAGES.goodsCreate.path,
      title: 'New goods',
      query: { form: 'quick' },
    });
  });

  it('[GOODS-01] its filters wait for Search; Search and Reset keep the sort', async () => {
    const { asked } = setup();
    await screen.findByRole('link', { name: 'Tea 1' });
    fireEvent.click(screen.getAllByText('Goods no.', { selector: '.ant-table-column-title' })[0]!);
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sortField: 'goodsNo' }));
    const name = document.getElementById('goods-filters-0_skuName') as HTMLInputElement;
    fireEvent.change(name, { target: { value: ' Tea ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ skuName: 'Tea', sortField: 'goodsNo', pageNo: 1 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(asked.at(-1)).not.toHaveProperty('skuName'));
    expect(asked.at(-1)).toMatchObject({ sortField: 'goodsNo' });
    expect(name.value).toBe('');
  });

  it('[GOODS-05] [GOODS-06] batch actions wait for a selection, kept across pages; the recycle bin restores', async () => {
    const { kit, asked, restored } = setup();
    await screen.findByRole('link', { name: 'Tea 1' });
    // Page 1 asked for (and counted), not only shown from the cache.
    await waitFor(() => expect(asked).toHaveLength(1));
    const batch = (name: string) => screen.getAllByRole('button', { name })[0] as HTMLButtonElement;
    expect(batch('Delete').disabled).toBe(true);
    expect(batch('Sale mode').disabled).toBe(true);
    expect(batch('Export by the current filters').disabled).toBe(false);
    fireEvent.click(screen.getByLabelText('Select “Tea 1”'));
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(batch('Delete').disabled).toBe(false);
    expect(batch('Export the 1 selected')).toBeTruthy();

    // Page 2 of the same view is not counted again; the selection stays; the address follows.
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByRole('link', { name: 'Tea 11' });
    expect(asked.at(-1)).toMatchObject({ pageNo: 2, withTotal: '0' });
    expect(screen.getByText('25 in all')).toBeTruthy();
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(kit.replaceQuery).toHaveBeenLastCalledWith({ pageNo: '2' });

    // The recycle bin: page 1 of the deleted goods, the selection emptied, Restore in place of Delete.
    fireEvent.click(screen.getByText('Recycle bin'));
    await screen.findByText('Tea 100');
    expect(asked.at(-1)).toMatchObject({ pageNo: 1, deleted: '1' });
    expect(asked.at(-1)).not.toHaveProperty('withTotal');
    expect(screen.queryByText('1 selected')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByLabelText('Select “Tea 100”'));
    fireEvent.click(batch('Restore'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Restore the 1 selected goods?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restored).toEqual([{ skuIds: ['100'] }]));
  });

  it('[GOODS-05] deletes a row after its confirmation', async () => {
    const { kit, deleted } = setup();
    const row = (await screen.findByRole('link', { name: 'Tea 2' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Tea 2/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([{ skuId: '2' }]));
    await waitFor(() => expect(kit.notify).toHaveBeenCalledWith('success', expect.stringContaining('1')));
  });

  it('a user who may only view the goods gets no New, Import, batch or export buttons, nor Edit and Delete', async () => {
    const asked: [string, PageAction][] = [];
    setup((path, action) => {
      asked.push([path, action]);
      return action === 'view';
    });
    const row = (await screen.findByRole('link', { name: 'Tea 1' })).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'View' })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    for (const name of ['New', 'Import', 'Delete', 'Change price', 'Sale mode', 'Store navigation'])
      expect(screen.queryByRole('button', { name }), name).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export by the current filters' })).toBeNull();
    // Nothing to select rows for.
    expect(screen.queryByLabelText('Select “Tea 1”')).toBeNull();
    // Asked of the goods list's page.
    expect(new Set(asked.map(([path]) => path))).toEqual(new Set([PAGES.goodsList.path]));
  });

  it('a user who may change prices but not delete gets Change price and no Delete', async () => {
    setup((_, action) => action !== 'delete');
    const row = (await screen.findByRole('link', { name: 'Tea 1' })).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Change price' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
