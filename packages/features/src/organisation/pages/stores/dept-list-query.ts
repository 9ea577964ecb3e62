import type { QueryOf } from '@rcadmin/contract';

/** The store list's view as the address keeps it (the list scaffold's defaults: page size 10). */
export const DEPT_LIST_QUERY = {
  keyword: '',
  type: '',
  status: '',
  province: '',
  city: '',
  franchiseeType: '',
  pageNo: '1',
  pageSize: '10',
} as const;

type DeptView = Readonly<Record<keyof typeof DEPT_LIST_QUERY, string>>;

const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | '' =>
  (allowed as readonly string[]).includes(value) ? (value as T) : '';
const area = (value: string) => (/^[0-9]{2,12}$/.test(value) ? value : '');

/**
 * The filters as the list and export calls take them: empty ones left out, anything malformed (a
 * hand-edited address) as if not set.
 */
export function filtersQuery(view: DeptView): QueryOf<'batchExportDept'> {
  const query: QueryOf<'batchExportDept'> = {};
  const keyword = view.keyword.trim().slice(0, 64);
  const type = oneOf(view.type, ['1', '2', '3'] as const);
  const status = oneOf(view.status, ['0', '1'] as const);
  const province = area(view.province);
  const city = province ? area(view.city) : '';
  const franchiseeType = oneOf(view.franchiseeType, ['1', '2', '3'] as const);
  if (keyword) query.keyword = keyword;
  if (type) query.type = type;
  if (status) query.status = status;
  if (province) query.province = province;
  if (city) query.city = city;
  if (franchiseeType) query.franchiseeType = franchiseeType;
  return query;
}
