import type { QueryOf } from '@rcadmin/contract';

/**
 * The employee list's view (DATA-21, ORG-09): rawInfo (name, mobile or code), status, isStrict
 * (exact match), page (from 1) and limit (10 by default, spec §9), read from the address (the list
 * scaffold keeps it there) so a reload or a shared link shows the same view. Plain functions.
 */

/** The list query's defaults (spec §3 Employee, §9): the first page, 10 a page; always sent. */
const EMPLOYEE_PAGE_DEFAULTS = { page: 1, limit: 10 } as const;

export const PAGE_LIMITS = [10, 20, 50, 100] as const;
export type PageLimit = (typeof PAGE_LIMITS)[number];

export interface EmployeeListView {
  rawInfo: string;
  /** '' any, '1' active, '0' disabled. */
  status: '' | '0' | '1';
  /** Exact match of rawInfo instead of contains. */
  isStrict: boolean;
  page: number;
  limit: PageLimit;
}

const DEFAULT_VIEW: EmployeeListView = {
  rawInfo: '',
  status: '',
  isStrict: false,
  page: EMPLOYEE_PAGE_DEFAULTS.page,
  limit: EMPLOYEE_PAGE_DEFAULTS.limit,
};

const MAX_PAGE = 100_000;
const RAW_INFO_MAX = 64;

/** The view an address shows; anything malformed falls back to its default. */
export function parseEmployeeListQuery(search: string | URLSearchParams): EmployeeListView {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const status = params.get('status');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    rawInfo: (params.get('rawInfo') ?? '').trim().slice(0, RAW_INFO_MAX),
    status: status === '0' || status === '1' ? status : '',
    isStrict: params.get('isStrict') === '1',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : DEFAULT_VIEW.page,
    limit: (PAGE_LIMITS as readonly number[]).includes(limit) ? (limit as PageLimit) : DEFAULT_VIEW.limit,
  };
}

/** What employeePageList is asked for a view: page and limit always, the filters that are set. */
export function toApiQuery(view: EmployeeListView): QueryOf<'employeePageList'> {
  const query: QueryOf<'employeePageList'> = { page: view.page, limit: view.limit };
  if (view.rawInfo) query.rawInfo = view.rawInfo;
  if (view.status) query.status = view.status;
  if (view.isStrict && view.rawInfo) query.isStrict = '1';
  return query;
}
