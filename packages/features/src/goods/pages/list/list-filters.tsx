import { Button, Form, Input, Select, TreeSelect } from 'antd';
import { memo, useEffect, useMemo } from 'react';
import type { HostKit } from '../../../host-kit';
import { EMPTY_FILTERS, type ListFilters } from './list-query';
import { useCall } from '../../../kit';

/** A tree (categories, navigation) as a TreeSelect's data: the node's id its value, its name its title. */
export interface TreeEntry {
  value: string;
  title: string;
  children: TreeEntry[];
}
export const treeData = <N extends { name: string; children: readonly N[] }>(
  nodes: readonly N[],
  idOf: (node: N) => string,
): TreeEntry[] =>
  nodes.map((node) => ({ value: idOf(node), title: node.name, children: treeData(node.children, idOf) }));

/** The choices of the filters (categories, brands, stores), loaded once per page. */
function useFilterOptions(kit: HostKit) {
  const quiet = { silent: true };
  const tree = useCall(kit, 'categoryTree', undefined, quiet).data;
  const brandPage = useCall(kit, 'brandQueryBrandList', { pageNo: 1, pageSize: 1000 }, quiet).data;
  const storeList = useCall(kit, 'goodsQueryStoreList', {}, quiet).data;
  const categories = useMemo(() => treeData(tree ?? [], (node) => node.categoryId), [tree]);
  const brands = useMemo(
    () => (brandPage?.list ?? []).map((b) => ({ value: b.brandId, label: b.brandName })),
    [brandPage],
  );
  const stores = useMemo(
    () => (storeList ?? []).map((s) => ({ value: s.storeId, label: s.storeName })),
    [storeList],
  );
  return { categories, brands, stores };
}

const searchable = (input: string, option?: { label?: unknown; title?: unknown }) =>
  String(option?.label ?? option?.title ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());

/**
 * The filters of the goods lists: name, barcode and goods no. contain; category (its subtree),
 * brand, sale state, sale mode and store. Search applies them; reset clears them. Memoised: a new
 * page of rows does not render the filters again.
 */
export const ListFiltersBar = memo(function ListFiltersBar({
  kit,
  name,
  value,
  onSearch,
}: {
  kit: HostKit;
  /** The form's name: its fields' ids, unique among the pages kept open in tabs. */
  name: string;
  value: ListFilters;
  onSearch: (filters: ListFilters) => void;
}) {
  const [form] = Form.useForm<ListFilters>();
  const { categories, brands, stores } = useFilterOptions(kit);
  useEffect(() => form.setFieldsValue(value), [form, value]);
  const t = kit.t;
  const label = (key: string) => t(`goods.lists.filters.${key}`);
  /** A text filter: what the field contains. */
  const text = (name: keyof ListFilters, maxLength: number, width: number) => (
    <Form.Item name={name} label={label(name)}>
      <Input allowClear placeholder={label('containsHint')} maxLength={maxLength} style={{ width }} />
    </Form.Item>
  );
  /** A choice filter ('' for all); long lists (brands, stores) narrow as the user types. */
  const choice = (
    name: keyof ListFilters,
    labelKey: string,
    options: { value: string; label: string }[],
    width: number,
    search = false,
  ) => (
    <Form.Item name={name} label={label(labelKey)}>
      <Select
        allowClear
        {...(search ? { showSearch: { filterOption: searchable } } : {})}
        options={options}
        placeholder={t('common.all')}
        style={{ width }}
      />
    </Form.Item>
  );
  const codes = (kind: 'saleState' | 'saleMode', values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`goods.${kind}.${value}`) }));
  const submit = (values: Partial<ListFilters>) => {
    const filters: ListFilters = { ...EMPTY_FILTERS };
    for (const key of Object.keys(EMPTY_FILTERS) as (keyof ListFilters)[])
      (filters as unknown as Record<string, string>)[key] = String(values[key] ?? '').trim();
    onSearch(filters);
  };
  return (
    <Form
      form={form}
      name={name}
      layout="inline"
      initialValues={value}
      onFinish={submit}
      className="rc-goods-filters"
      style={{ rowGap: 12 }}
    >
      {text('skuName', 100, 160)}
      {text('barCode', 64, 150)}
      {text('goodsNo', 64, 130)}
      <Form.Item name="categoryId" label={label('category')}>
        <TreeSelect
          allowClear
          showSearch
          treeNodeFilterProp="title"
          treeData={categories}
          placeholder={t('common.all')}
          style={{ width: 170 }}
        />
      </Form.Item>
      {choice('brandId', 'brand', brands, 150, true)}
      {choice('saleState', 'saleState', codes('saleState', ['1', '0']), 110)}
      {choice('saleMode', 'saleMode', codes('saleMode', ['1', '2']), 110)}
      {choice('storeId', 'store', stores, 150, true)}
      <Form.Item>
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          onClick={() => {
            form.setFieldsValue(EMPTY_FILTERS);
            onSearch(EMPTY_FILTERS);
          }}
        >
          {t('common.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
});
