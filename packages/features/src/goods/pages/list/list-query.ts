import type { QueryOf } from '@rcadmin/contract';

/**
 * The goods list's view (filters, recycle bin, page, sort) and its address: a reload, or a link,
 * shows the same view. Plain functions, no React: the URL-query rules are tested on their own.
 */

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const SORT_FIELDS = ['skuName', 'skuReferPrice', 'updatedAt', 'goodsNo'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

export interface ListFilters {
  skuName: string;
  barCode: string;
  goodsNo: string;
  categoryId: string;
  brandId: string;
  /** '' all, '0' off sale, '1' on sale. */
  saleState: '' | '0' | '1';
  /** '' all, '1' by piece, '2' by weight. */
  saleMode: '' | '1' | '2';
  storeId: string;
}

export interface ListState extends ListFilters {
  /** The recycle bin (deleted SKUs) instead of the list. */
  deleted: boolean;
  pageNo: number;
  pageSize: PageSize;
  sortField: SortField | '';
  sortOrder: SortOrder | '';
}

export const EMPTY_FILTERS: ListFilters = {
  skuName: '',
  barCode: '',
  goodsNo: '',
  categoryId: '',
  brandId: '',
  saleState: '',
  saleMode: '',
  storeId: '',
};

export const DEFAULT_STATE: ListState = {
  ...EMPTY_FILTERS,
  deleted: false,
  pageNo: 1,
  pageSize: 10,
  sortField: '',
  sortOrder: '',
};

/** The longest text a filter keeps (the server's limits). */
const TEXT_LIMITS = { skuName: 100, barCode: 64, goodsNo: 64 } as const;
const MAX_PAGE = 100_000;

const text = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);
const id = (value: string | null) => (value && /^[0-9]{1,15}$/.test(value) ? value : '');
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';

/**
 * The view an address shows. Anything malformed (a page of 'x', a size of 7, an unknown sort)
 * falls back to its default rather than failing: addresses get edited and shared by hand.
 */
export function parseListQuery(search: string | URLSearchParams): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const pageNo = Number(params.get('pageNo'));
  const pageSize = Number(params.get('pageSize'));
  const sortField = oneOf(params.get('sortField'), SORT_FIELDS);
  return {
    skuName: text(params.get('skuName'), TEXT_LIMITS.skuName),
    barCode: text(params.get('barCode'), TEXT_LIMITS.barCode),
    goodsNo: text(params.get('goodsNo'), TEXT_LIMITS.goodsNo),
    categoryId: id(params.get('categoryId')),
    brandId: id(params.get('brandId')),
    saleState: oneOf(params.get('saleState'), ['0', '1'] as const),
    saleMode: oneOf(params.get('saleMode'), ['1', '2'] as const),
    storeId: id(params.get('storeId')),
    deleted: params.get('deleted') === '1',
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 && pageNo <= MAX_PAGE ? pageNo : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? (pageSize as PageSize) : 10,
    sortField,
    sortOrder: sortField ? oneOf(params.get('sortOrder'), ['asc', 'desc'] as const) || 'asc' : '',
  };
}

/** The address query of a view: only what differs from the defaults, in a stable order. */
export function toListQuery(state: ListState): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const key of Object.keys(EMPTY_FILTERS) as (keyof ListFilters)[])
    if (state[key]) query[key] = state[key];
  if (state.deleted) query.deleted = '1';
  if (state.pageNo !== 1) query.pageNo = String(state.pageNo);
  if (state.pageSize !== 10) query.pageSize = String(state.pageSize);
  if (state.sortField) {
    query.sortField = state.sortField;
    query.sortOrder = state.sortOrder || 'asc';
  }
  return query;
}

/**
 * What goods/queryList is asked for a view (comb '0' the goods list, '1' combined goods): the
 * address's filters and sort, with the page, its size and the recycle bin always said.
 */
export const toApiQuery = (state: ListState, comb: '0' | '1'): QueryOf<'goodsQueryList'> => ({
  ...(toListQuery(state) as Omit<QueryOf<'goodsQueryList'>, 'pageNo' | 'pageSize' | 'comb' | 'deleted'>),
  pageNo: state.pageNo,
  pageSize: state.pageSize,
  comb,
  deleted: state.deleted ? '1' : '0',
});

/** New filters start again at page 1 (the old page may not exist among fewer rows). */
export const withFilters = (state: ListState, filters: Partial<ListFilters>): ListState => ({
  ...state,
  ...filters,
  pageNo: 1,
});

/** A page change; a new page size starts again at page 1. */
export const withPage = (state: ListState, pageNo: number, pageSize: PageSize): ListState => ({
  ...state,
  pageNo: pageSize === state.pageSize ? pageNo : 1,
  pageSize,
});

/** A sort change (none clears it); the page stays the first. */
export const withSort = (state: ListState, field: SortField | '', order: SortOrder | ''): ListState => ({
  ...state,
  sortField: field && order ? field : '',
  sortOrder: field && order ? order : '',
  pageNo: 1,
});

/** Between the list and the recycle bin: the filters stay, the page and the selection do not. */
export const withDeleted = (state: ListState, deleted: boolean): ListState => ({
  ...state,
  deleted,
  pageNo: 1,
});

/**
 * After rows left the view (deleted, restored): the page to show so that it is not past the end
 * (the last page of `total - removed` rows, page 1 at least).
 */
export function pageAfterRemoval(state: ListState, total: number, removed: number): number {
  const left = Math.max(0, total - removed);
  const lastPage = Math.max(1, Math.ceil(left / state.pageSize));
  return Math.min(state.pageNo, lastPage);
}
