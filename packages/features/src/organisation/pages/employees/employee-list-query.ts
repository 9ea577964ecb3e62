import type { QueryOf } from '@rcadmin/contract';
import type { ListFilter, PageAt } from '../../../kit';

/**
 * What the people lists ask for the view in their address (DATA-21, ORG-09): page and limit always
 * (from 1, 10 a page by default, spec §9; the list scaffold reads them), and the filters that are
 * set: rawInfo (name, mobile or code; at most 64), status and, for employees, isStrict (exact
 * match). A hand-edited value the call does not know is as if not set.
 */
type View<K extends string> = Readonly<Record<K, string>>;

const paging = (at: PageAt) => ({ page: at.no <= 100_000 ? at.no : 1, limit: at.size });
const rawInfoOf = (view: View<'rawInfo'>) => view.rawInfo.trim().slice(0, 64);
const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | undefined =>
  (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

/** The employee list's call (employeePageList); isStrict only with something to match. */
export function employeeListInput(
  view: View<'rawInfo' | 'status' | 'isStrict'>,
  at: PageAt,
): QueryOf<'employeePageList'> {
  const query: QueryOf<'employeePageList'> = paging(at);
  const rawInfo = rawInfoOf(view);
  const status = oneOf(view.status, ['0', '1'] as const);
  if (rawInfo) query.rawInfo = rawInfo;
  if (status) query.status = status;
  if (view.isStrict === '1' && rawInfo) query.isStrict = '1';
  return query;
}

/** The sign-in accounts list's call (userPageList): status '1' active, '2' locked, '0' disabled. */
export function accountListInput(view: View<'rawInfo' | 'status'>, at: PageAt): QueryOf<'userPageList'> {
  const query: QueryOf<'userPageList'> = paging(at);
  const rawInfo = rawInfoOf(view);
  const status = oneOf(view.status, ['0', '1', '2'] as const);
  if (rawInfo) query.rawInfo = rawInfo;
  if (status) query.status = status;
  return query;
}

/** The people lists' filters: rawInfo (their texts' rawInfo and rawInfoPlaceholder) and the status, applied with Search. */
export const peopleFilters = (
  t: (key: string) => string,
  status: string,
  options: ListFilter<'status'>['options'],
): ListFilter<'rawInfo' | 'status'>[] => [
  { key: 'rawInfo', label: t('rawInfo'), placeholder: t('rawInfoPlaceholder'), width: 220 },
  { key: 'status', label: status, deferred: true, options },
];
