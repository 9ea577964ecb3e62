import { Input, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { HostKit } from '../../../host-kit';
import { pagePaths } from '../../../shared/page-routes';
import type { Field } from '../../../kit/form-page';
import type { ListFilter, PageAt } from '../../../kit/list-page';
import { StatusSwitch } from '../../shared/status-switch';
import { StoreSelect } from '../../shared/store-select';

/**
 * What the places pages (franchisees, pickup points, operators, the fence) share: their paths,
 * their status, the fields their forms have alike.
 */

/** The places pages by the role each plays, as the contract's page manifest names them. */
const PLACE_PAGES = {
  franchiseeList: 'franchiseeIndex',
  franchiseeForm: 'createFranchisee',
  pickupList: 'PickUpIndex',
  pickupView: 'pickup',
  pickupForm: 'createPickup',
  operatorList: 'operatorIndex',
  operatorForm: 'createOperator',
  fence: 'globalEnclosure',
} as const;

export const PLACE_PATHS = pagePaths(PLACE_PAGES);

/** The tab title of a page of one place, named after it (org.places.<kind>.editTitle, viewTitle). */
const PLACE_TITLES: Partial<Record<keyof typeof PLACE_PATHS, string>> = {
  franchiseeForm: 'franchisee.editTitle',
  pickupView: 'pickup.viewTitle',
  pickupForm: 'pickup.editTitle',
  operatorForm: 'operator.editTitle',
};

/** Opens (or switches to) a places page: with a place, that place's (a form opens it to edit). */
export function openPlacePage(
  kit: HostKit,
  page: keyof typeof PLACE_PATHS,
  place?: { id: string; name: string },
) {
  const title = place && PLACE_TITLES[page];
  kit.openTab({
    path: PLACE_PATHS[page],
    title: title
      ? kit.t(`org.places.${title}`, { name: place.name })
      : kit.t(`org.routes.${PLACE_PAGES[page]}`),
    ...(place ? { query: { id: place.id } } : {}),
  });
}

/** After a save: this form's tab closes and the list shows (it reloads when shown). */
export function backToList(kit: HostKit, formPath: string, list: keyof typeof PLACE_PATHS) {
  kit.setUnsaved(formPath, false);
  kit.closeTab(formPath);
  openPlacePage(kit, list);
}

export function StatusTag({ kit, status }: { kit: HostKit; status: number }) {
  return status === 1 ? (
    <Tag color="success">{kit.t('common.active')}</Tag>
  ) : (
    <Tag>{kit.t('common.disabled')}</Tag>
  );
}

/** The status filter's options: every status, active, disabled. */
export const statusOptions = (kit: HostKit) => [
  { value: '', label: kit.t('common.all') },
  { value: '1', label: kit.t('common.active') },
  { value: '0', label: kit.t('common.disabled') },
];

/** A place's values the forms hold alike: its status as the radio's value. */
export const statusValue = (status: number): '0' | '1' => (status === 1 ? '1' : '0');

/** The area cascader's value of a place (province, city, district), and the server's fields of it. */
export const areaOf = (place: { province: string; city: string; district: string }) =>
  [place.province, place.city, place.district].filter(Boolean);
export const placeArea = (area: string[] | undefined) => {
  const [province = '', city = '', district = ''] = area ?? [];
  return { province, city, district };
};
/** The server names the area's levels; the form has one cascader. */
export const AREA_ALIASES = { province: 'area', city: 'area', district: 'area' };

/** A text value as sent: trimmed, '' when empty. */
export const trimmed = (value: string | undefined | null) => value?.trim() ?? '';

/** The fields the places forms share, labelled from the page's texts (`t`). */
export const placeFields = (kit: HostKit, t: (key: string) => string) => ({
  code: (flex: string): Field => ({
    name: 'code',
    label: t('code'),
    flex,
    required: true,
    max: 32,
    rules: [{ pattern: /^[0-9A-Za-z_-]{1,32}$/, message: t('codeFormat') }],
  }),
  status: {
    name: 'status',
    label: kit.t('common.status'),
    choices: [
      { value: '1', label: kit.t('common.active') },
      { value: '0', label: kit.t('common.disabled') },
    ],
    view: (place: { status: number }) => <StatusTag kit={kit} status={place.status} />,
  } satisfies Field<{ status: number }>,
  remark: {
    name: 'remark',
    label: kit.t('common.remark'),
    input: <Input.TextArea maxLength={500} rows={3} showCount />,
  },
});

// ---- the places lists

/** The view of the operator and pickup point lists: keyword, store, status and page. */
export const PLACE_QUERY = { keyword: '', storeId: '', status: '', pageNo: '1', pageSize: '20' } as const;
export const placeInput = (query: Record<keyof typeof PLACE_QUERY, string>, at: PageAt) => ({
  keyword: query.keyword,
  storeId: query.storeId,
  status: query.status as '' | '0' | '1',
  pageNo: at.no,
  pageSize: at.size,
});

/** The store filter of the places lists (operators, pickup points): any store, disabled ones too. */
export const storeFilter = (kit: HostKit, label: string): ListFilter<'storeId'> => ({
  key: 'storeId',
  label,
  render: ({ id, value, apply }) => (
    <StoreSelect
      kit={kit}
      id={id}
      style={{ width: 220 }}
      includeDisabled
      placeholder={kit.t('common.all')}
      value={value || undefined}
      onChange={(storeId) => apply({ storeId: storeId ?? '' })}
    />
  ),
});

/** A places list's filters: the keyword (code or name), what the page adds, the status. */
export function placeFilters<K extends string>(
  kit: HostKit,
  t: (key: string) => string,
  ...between: ListFilter<K>[]
): ListFilter<K | 'keyword' | 'status'>[] {
  // The page's own filters name keys of its view, which has keyword and status too.
  const own = between as ListFilter<K | 'keyword' | 'status'>[];
  return [
    { key: 'keyword', label: kit.t('common.keyword'), placeholder: t('keywordPlaceholder') },
    ...own,
    { key: 'status', label: kit.t('common.status'), options: statusOptions(kit) },
  ];
}

/** The row actions of a places list whose rows open their form to edit. */
export const editAction = (kit: HostKit, form: keyof typeof PLACE_PATHS) => ({
  width: 90,
  of: (row: { id: string; name: string }) => [
    { label: kit.t('common.edit'), onClick: () => openPlacePage(kit, form, row) },
  ],
});

/** The status column of franchisees and operators: a switch that asks first (`texts` holds the questions). */
export const statusColumn = <Row extends { id: string; name: string; status: number; version: number }>(
  kit: HostKit,
  texts: string,
  onDone: () => void,
  change: (row: Row, status: '0' | '1') => Promise<unknown>,
): TableColumnsType<Row>[number] => ({
  title: kit.t('common.status'),
  dataIndex: 'status',
  width: 100,
  render: (_, row) => (
    <StatusSwitch
      kit={kit}
      on={row.status === 1}
      label={`${kit.t('common.status')} ${row.name}`}
      ask={(enable) => ({
        title: kit.t(`${texts}.${enable ? 'confirmEnable' : 'confirmDisable'}`, { name: row.name }),
      })}
      change={(enable) => change(row, enable ? '1' : '0')}
      onDone={onDone}
    />
  ),
});
