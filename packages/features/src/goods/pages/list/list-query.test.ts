import { describe, expect, test } from 'vitest';
import {
  DEFAULT_STATE,
  pageAfterRemoval,
  parseListQuery,
  toApiQuery,
  toListQuery,
  withDeleted,
  withFilters,
  withPage,
  withSort,
} from './list-query';

describe('the goods list view in the address', () => {
  test('[GOODS-01] a plain address is the first page of 10, unsorted, no filters', () => {
    expect(parseListQuery('')).toEqual(DEFAULT_STATE);
    expect(toListQuery(DEFAULT_STATE)).toEqual({});
  });

  test('[GOODS-01] filters, page, size and sort survive a reload (address → view → address)', () => {
    const view = withSort(
      withFilters(DEFAULT_STATE, { skuName: '牛奶', categoryId: '12', saleState: '1', storeId: '3' }),
      'skuReferPrice',
      'desc',
    );
    const paged = withPage(view, 3, 10);
    const address = new URLSearchParams(toListQuery(paged) as Record<string, string>).toString();
    expect(parseListQuery(address)).toEqual(paged);
    expect(toListQuery(paged)).toEqual({
      skuName: '牛奶',
      categoryId: '12',
      saleState: '1',
      storeId: '3',
      pageNo: '3',
      sortField: 'skuReferPrice',
      sortOrder: 'desc',
    });
  });

  test('[GOODS-01] a hand-edited address falls back to defaults instead of failing', () => {
    const view = parseListQuery(
      'pageNo=x&pageSize=7&sortField=password&sortOrder=sideways&saleState=9&saleMode=3&categoryId=1;drop&brandId=-1',
    );
    expect(view).toEqual(DEFAULT_STATE);
    expect(parseListQuery('pageNo=0').pageNo).toBe(1);
    expect(parseListQuery('pageNo=100001').pageNo).toBe(1);
    expect(parseListQuery('pageSize=50').pageSize).toBe(50);
    // A sort without an order sorts ascending; an order without a field is no sort.
    expect(parseListQuery('sortField=goodsNo')).toMatchObject({ sortField: 'goodsNo', sortOrder: 'asc' });
    expect(parseListQuery('sortOrder=desc')).toMatchObject({ sortField: '', sortOrder: '' });
    // Texts are trimmed and cut to what the server accepts.
    expect(parseListQuery(`skuName=${'a'.repeat(150)}`).skuName).toHaveLength(100);
    expect(parseListQuery('barCode=%20690%20').barCode).toBe('690');
  });

  test('[GOODS-01] new filters, a new sort or the recycle bin start at page 1; a new size too', () => {
    const onPage4 = withPage(DEFAULT_STATE, 4, 10);
    expect(withFilters(onPage4, { brandId: '2' }).pageNo).toBe(1);
    expect(withSort(onPage4, 'skuName', 'asc').pageNo).toBe(1);
    expect(withDeleted(onPage4, true)).toMatchObject({ deleted: true, pageNo: 1 });
    expect(withPage(onPage4, 4, 20)).toMatchObject({ pageNo: 1, pageSize: 20 });
    expect(withPage(onPage4, 5, 10)).toMatchObject({ pageNo: 5, pageSize: 10 });
    // Clearing the sort clears both halves.
    expect(withSort(withSort(onPage4, 'skuName', 'desc'), 'skuName', '')).toMatchObject({
      sortField: '',
      sortOrder: '',
    });
  });

  test('[GOODS-01] the call asks for the view: the kind of goods, the bin, only the filters set', () => {
    const view = withSort(
      withFilters(DEFAULT_STATE, { barCode: '6901', saleMode: '2' }),
      'updatedAt',
      'desc',
    );
    expect(toApiQuery(view, '0')).toEqual({
      pageNo: 1,
      pageSize: 10,
      comb: '0',
      deleted: '0',
      barCode: '6901',
      saleMode: '2',
      sortField: 'updatedAt',
      sortOrder: 'desc',
    });
    expect(toApiQuery(withDeleted(DEFAULT_STATE, true), '1')).toEqual({
      pageNo: 1,
      pageSize: 10,
      comb: '1',
      deleted: '1',
    });
  });

  test('[GOODS-05] after deleting the last rows of the last page the view steps back a page', () => {
    const lastPage = withPage(DEFAULT_STATE, 3, 10);
    expect(pageAfterRemoval(lastPage, 21, 1)).toBe(2);
    expect(pageAfterRemoval(lastPage, 25, 2)).toBe(3);
    expect(pageAfterRemoval(DEFAULT_STATE, 1, 1)).toBe(1);
  });
});
