import type { QueryOf } from '@rcadmin/contract';

/**
 * The goods list's view (filters, recycle bin, page, sort) as its address keeps it: a reload, or a
 * link, shows the same view. Plain functions, no React: the address rules are tested on their own.
 */

export const SORT_FIELDS = ['skuName', 'skuReferPrice', 'updatedAt', 'goodsNo'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

/** The view's keys and their defaults ('' for none). */
export const LIST_DEFAULTS = {
  skuName: '',
  barCode: '',
  goodsNo: '',
  categoryId: '',
  brandId: '',
  /** '' all, '0' off sale, '1' on sale. */
  saleState: '',
  /** '' all, '1' by piece, '2' by weight. */
  saleMode: '',
  storeId: '',
  /** '1': the recycle bin (deleted SKUs) instead of the list. */
  deleted: '',
  pageNo: '1',
  pageSize: '10',
  sortField: '',
  sortOrder: '',
} as const;
export type ListView = Record<keyof typeof LIST_DEFAULTS, string>;

/** The longest text a filter keeps (the server's limits). */
const TEXT_LIMITS = { skuName: 100, barCode: 64, goodsNo: 64 } as const;
const MAX_PAGE = 100_000;
const PAGE_SIZES: readonly string[] = ['10', '20', '50', '100'];

const text = (value: string, max: number) => value.trim().slice(0, max);
const id = (value: string) => (/^[0-9]{1,15}$/.test(value) ? value : '');
const oneOf = (value: string, allowed: readonly string[]) => (allowed.includes(value) ? value : '');

/**
 * The view an address shows. Anything malformed (a page of 'x', a size of 7, an unknown sort)
 * falls back to its default rather than failing: addresses get edited and shared by hand.
 */
export function cleanView(view: ListView): ListView {
  const pageNo = Number(view.pageNo);
  const sortField = oneOf(view.sortField, SORT_FIELDS);
  return {
    skuName: text(view.skuName, TEXT_LIMITS.skuName),
    barCode: text(view.barCode, TEXT_LIMITS.barCode),
    goodsNo: text(view.goodsNo, TEXT_LIMITS.goodsNo),
    categoryId: id(view.categoryId),
    brandId: id(view.brandId),
    saleState: oneOf(view.saleState, ['0', '1']),
    saleMode: oneOf(view.saleMode, ['1', '2']),
    storeId: id(view.storeId),
    deleted: view.deleted === '1' ? '1' : '',
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= MAX_PAGE ? String(pageNo) : '1',
    pageSize: oneOf(view.pageSize, PAGE_SIZES) || '10',
    sortField,
    sortOrder: sortField ? oneOf(view.sortOrder, ['asc', 'desc']) || 'asc' : '',
  };
}

/**
 * What goods/queryList is asked for a view (comb '0' the goods list, '1' combined goods): the
 * filters set and the sort, with the page, its size and the recycle bin always said.
 */
export function toApiQuery(view: ListView, comb: '0' | '1'): QueryOf<'goodsQueryList'> {
  const { deleted, pageNo, pageSize, ...rest } = view;
  return {
    ...(Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== '')) as object),
    pageNo: Number(pageNo),
    pageSize: Number(pageSize) as QueryOf<'goodsQueryList'>['pageSize'],
    comb,
    deleted: deleted === '1' ? '1' : '0',
  };
}

/**
 * After rows left the view (deleted, restored): the page to show so that it is not past the end
 * (the last page of `total - removed` rows, page 1 at least).
 */
export function pageAfterRemoval(at: { no: number; size: number }, total: number, removed: number): number {
  const left = Math.max(0, total - removed);
  return Math.min(at.no, Math.max(1, Math.ceil(left / at.size)));
}
