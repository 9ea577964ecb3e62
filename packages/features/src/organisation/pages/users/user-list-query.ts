import { PAGE_LIMITS, type PageLimit } from '../employees/employee-list-query';
import type { QueryOf } from '@rcadmin/contract';

/**
 * The sign-in accounts list's view: rawInfo (sign-in name, name or mobile), status, page (from 1)
 * and limit (10 by default), read from the address. Plain functions, no React.
 */
export interface AccountListView {
  rawInfo: string;
  /** '' any, '1' active, '2' locked, '0' disabled. */
  status: '' | '0' | '1' | '2';
  page: number;
  limit: PageLimit;
}

export function parseAccountListQuery(search: string): AccountListView {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    rawInfo: (params.get('rawInfo') ?? '').trim().slice(0, 64),
    status: status === '0' || status === '1' || status === '2' ? status : '',
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    limit: (PAGE_LIMITS as readonly number[]).includes(limit) ? (limit as PageLimit) : 10,
  };
}

export function toAccountApiQuery(view: AccountListView): QueryOf<'userPageList'> {
  const query: QueryOf<'userPageList'> = { page: view.page, limit: view.limit };
  if (view.rawInfo) query.rawInfo = view.rawInfo;
  if (view.status) query.status = view.status;
  return query;
}
