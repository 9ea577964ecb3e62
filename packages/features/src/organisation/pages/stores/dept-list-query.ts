import { STORE_PAGE_SIZES } from '@rcadmin/contract';
import type { QueryOf } from '@rcadmin/contract';

/**
 * The store list's view (filters and page) and its address: a reload, a link or a switch back to
 * the tab shows the same view. Plain functions, no React.
 */

export type PageSize = (typeof STORE_PAGE_SIZES)[number];
export const PAGE_SIZES: readonly PageSize[] = STORE_PAGE_SIZES;

export interface DeptFilters {
  /** Name or code contains. */
  keyword: string;
  /** '' any, '1' store, '2' department, '3' warehouse. */
  type: '' | '1' | '2' | '3';
  /** '' any, '1' active, '0' disabled. */
  status: '' | '0' | '1';
  /** GB/T 2260 codes, '' for any. */
  province: string;
  city: string;
  /** '' any, '1' direct, '2' franchise, '3' joint operation. */
  franchiseeType: '' | '1' | '2' | '3';
}

export interface DeptListState extends DeptFilters {
  pageNo: number;
  pageSize: PageSize;
}

export const EMPTY_FILTERS: DeptFilters = {
  keyword: '',
  type: '',
  status: '',
  province: '',
  city: '',
  franchiseeType: '',
};

export const DEFAULT_STATE: DeptListState = { ...EMPTY_FILTERS, pageNo: 1, pageSize: 10 };

const MAX_PAGE = 100_000;
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
const area = (value: string | null) => (value && /^[0-9]{2,12}$/.test(value) ? value : '');

/** The view an address shows; anything malformed falls back to its default. */
export function parseDeptListQuery(search: string | URLSearchParams): DeptListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const pageNo = Number(params.get('pageNo'));
  const pageSize = Number(params.get('pageSize'));
  const province = area(params.get('province'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 64),
    type: oneOf(params.get('type'), ['1', '2', '3'] as const),
    status: oneOf(params.get('status'), ['0', '1'] as const),
    province,
    city: province ? area(params.get('city')) : '',
    franchiseeType: oneOf(params.get('franchiseeType'), ['1', '2', '3'] as const),
    pageNo: Number.isInteger(pageNo) && pageNo > 0 && pageNo <= MAX_PAGE ? pageNo : 1,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? (pageSize as PageSize) : 10,
  };
}

/** The address query of a view: defaults left out. */
export function toDeptListAddress(view: DeptListState): Record<string, string | undefined> {
  return {
    keyword: view.keyword || undefined,
    type: view.type || undefined,
    status: view.status || undefined,
    province: view.province || undefined,
    city: view.city || undefined,
    franchiseeType: view.franchiseeType || undefined,
    pageNo: view.pageNo > 1 ? String(view.pageNo) : undefined,
    pageSize: view.pageSize !== 10 ? String(view.pageSize) : undefined,
  };
}

/** The filters as the list and export calls take them: empty ones left out. */
export function filtersQuery(filters: DeptFilters): QueryOf<'batchExportDept'> {
  const query: QueryOf<'batchExportDept'> = {};
  if (filters.keyword.trim()) query.keyword = filters.keyword.trim();
  if (filters.type) query.type = filters.type;
  if (filters.status) query.status = filters.status;
  if (filters.province) query.province = filters.province;
  if (filters.city) query.city = filters.city;
  if (filters.franchiseeType) query.franchiseeType = filters.franchiseeType;
  return query;
}

/** The query of getDeptPageListNew.do for a view. */
export const toApiQuery = (view: DeptListState): QueryOf<'deptPageListNew'> => ({
  pageNo: view.pageNo,
  pageSize: view.pageSize,
  ...filtersQuery(view),
});

/** New filters start again at page 1. */
export const withFilters = (view: DeptListState, filters: DeptFilters): DeptListState => ({
  ...view,
  ...filters,
  pageNo: 1,
});

/** Another page, or another page size (back to page 1). */
export const withPage = (view: DeptListState, pageNo: number, pageSize: PageSize): DeptListState => ({
  ...view,
  pageSize,
  pageNo: pageSize !== view.pageSize ? 1 : pageNo,
});
