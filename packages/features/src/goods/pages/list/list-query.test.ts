import { describe, expect, test } from 'vitest';
import { LIST_DEFAULTS, cleanView, pageAfterRemoval, toApiQuery } from './list-query';

/** The view an address shows: its keys, the rest at their defaults. */
const address = (search: string) => {
  const params = new URLSearchParams(search);
  return cleanView(
    Object.fromEntries(
      Object.entries(LIST_DEFAULTS).map(([key, value]) => [key, params.get(key) ?? value]),
    ) as typeof LIST_DEFAULTS,
  );
};

describe('the goods list view in the address', () => {
  test('[GOODS-01] a plain address is the first page of 10, unsorted, no filters', () => {
    expect(address('')).toEqual(LIST_DEFAULTS);
  });

  test('[GOODS-01] filters, page, size and sort survive a reload (address → view)', () => {
    expect(
      address(
        'skuName=牛奶&categoryId=12&saleState=1&storeId=3&pageNo=3&sortField=skuReferPrice&sortOrder=desc',
      ),
    ).toEqual({
      ...LIST_DEFAULTS,
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
    const view = address(
      'pageNo=x&pageSize=7&sortField=password&sortOrder=sideways&saleState=9&saleMode=3&categoryId=1;drop&brandId=-1&deleted=yes',
    );
    expect(view).toEqual(LIST_DEFAULTS);
    expect(address('pageNo=0').pageNo).toBe('1');
    expect(address('pageNo=100001').pageNo).toBe('1');
    expect(address('pageSize=50').pageSize).toBe('50');
    expect(address('deleted=1').deleted).toBe('1');
    // A sort without an order sorts ascending; an order without a field is no sort.
    expect(address('sortField=goodsNo')).toMatchObject({ sortField: 'goodsNo', sortOrder: 'asc' });
    expect(address('sortOrder=desc')).toMatchObject({ sortField: '', sortOrder: '' });
    // Texts are trimmed and cut to what the server accepts.
    expect(address(`skuName=${'a'.repeat(150)}`).skuName).toHaveLength(100);
    expect(address('barCode=%20690%20').barCode).toBe('690');
  });

  test('[GOODS-01] the call asks for the view: the kind of goods, the bin, only the filters set', () => {
    const view = {
      ...LIST_DEFAULTS,
      barCode: '6901',
      saleMode: '2',
      sortField: 'updatedAt',
      sortOrder: 'desc',
    };
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
    expect(toApiQuery({ ...LIST_DEFAULTS, deleted: '1', pageNo: '2', pageSize: '20' }, '1')).toEqual({
      pageNo: 2,
      pageSize: 20,
      comb: '1',
      deleted: '1',
    });
  });

  test('[GOODS-05] after deleting the last rows of the last page the view steps back a page', () => {
    expect(pageAfterRemoval({ no: 3, size: 10 }, 21, 1)).toBe(2);
    expect(pageAfterRemoval({ no: 3, size: 10 }, 25, 2)).toBe(3);
    expect(pageAfterRemoval({ no: 1, size: 10 }, 1, 1)).toBe(1);
  });
});
