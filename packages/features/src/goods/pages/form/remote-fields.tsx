import { useMemo, useState } from 'react';
import { Cascader, Select } from 'antd';
import type { CategoryNode, SupplierItem } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { useCall, useDebounced } from '../../../kit';
import { useAreaOptions, type AreaOption } from '../../../shared/area-options';

/** The controls of the form that read the catalogue: value/onChange as antd's Form.Item gives them. */

interface CategoryOption {
  value: string;
  label: string;
  children?: CategoryOption[];
}
const toCategoryOptions = (
  nodes: readonly (CategoryNode | CategoryNode['children'][number])[],
): CategoryOption[] =>
  nodes.map((node) => ({
    value: node.categoryId,
    label: node.name,
    ...(node.children.length
      ? { children: toCategoryOptions(node.children as CategoryNode['children']) }
      : {}),
  }));

/** The category cascader over the tree: its value is the path (categorys); picks report the leaf's name. */
export function CategoryField(props: {
  tree: CategoryNode[];
  value?: string[];
  onChange?: (path: string[]) => void;
  onPick: (categoryId: string, categoryName: string) => void;
  disabled?: boolean;
  placeholder: string;
  id?: string;
}) {
  const options = useMemo(() => toCategoryOptions(props.tree), [props.tree]);
  return (
    <Cascader
      id={props.id}
      options={options}
      value={props.value}
      disabled={props.disabled}
      placeholder={props.placeholder}
      changeOnSelect
      showSearch
      onChange={(path, selected) => {
        const ids = (path ?? []).map(String);
        props.onChange?.(ids);
        const leaf = selected?.[selected.length - 1];
        props.onPick(ids[ids.length - 1] ?? '', leaf ? String(leaf.label) : '');
      }}
    />
  );
}

/** The brand select, searched on the server (brand/queryBrandList) as the user types. */
export function BrandField(props: {
  kit: HostKit;
  value?: string;
  name: string;
  onChange?: (brandId: string) => void;
  onPick: (brandId: string, brandName: string) => void;
  disabled?: boolean;
  placeholder: string;
  id?: string;
}) {
  const { kit } = props;
  const [search, setSearch] = useState('');
  const settled = useDebounced(search, 250);
  const brands = useCall(kit, 'brandQueryBrandList', { name: settled, pageSize: 50 }, { silent: !!settled });
  const options = useMemo(
    () => (brands.data?.list ?? []).map((brand) => ({ value: brand.brandId, label: brand.brandName })),
    [brands.data],
  );
  // The chosen brand stays shown even when the current search does not list it.
  const shown =
    props.value && !options.some((option) => option.value === props.value)
      ? [{ value: props.value, label: props.name }, ...options]
      : options;
  return (
    <Select
      id={props.id}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      allowClear
      value={props.value || undefined}
      options={shown}
      disabled={props.disabled}
      placeholder={props.placeholder}
      onChange={(brandId: string | undefined) => {
        const picked = shown.find((option) => option.value === brandId);
        props.onChange?.(brandId ?? '');
        props.onPick(brandId ?? '', picked?.label ?? '');
      }}
    />
  );
}

/** A supplier select over the tenant's suppliers. */
export function SupplierField(props: {
  suppliers: SupplierItem[];
  value?: string;
  name: string;
  onChange?: (supplierId: string) => void;
  onPick: (supplierId: string, supplierName: string) => void;
  disabled?: boolean;
  placeholder: string;
  id?: string;
}) {
  const options = props.suppliers.map((supplier) => ({ value: supplier.supplierId, label: supplier.name }));
  if (props.value && !options.some((option) => option.value === props.value)) {
    options.unshift({ value: props.value, label: props.name });
  }
  return (
    <Select
      id={props.id}
      showSearch={{ optionFilterProp: 'label' }}
      allowClear
      value={props.value || undefined}
      options={options}
      disabled={props.disabled}
      placeholder={props.placeholder}
      onChange={(supplierId: string | undefined) => {
        props.onChange?.(supplierId ?? '');
        props.onPick(supplierId ?? '', options.find((option) => option.value === supplierId)?.label ?? '');
      }}
    />
  );
}

/** GB/T 2260 codes carry their parents: 330106 is in 330100, in 330000. */
function areaPath(code: string): string[] {
  if (!/^[0-9]{6}$/.test(code)) return code ? [code] : [];
  const path = [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code];
  return path.filter((item, index) => path.indexOf(item) === index);
}

/**
 * The origin cascader: provinces from queryAreaInfo.do, each level's children loaded when it is
 * opened. Its value is the chosen area's code (origin).
 */
export function OriginField(props: {
  kit: HostKit;
  value?: string;
  onChange?: (code: string) => void;
  disabled?: boolean;
  placeholder: string;
  id?: string;
}) {
  const { kit, value } = props;
  const path = areaPath(value ?? '');
  const areas = useAreaOptions(kit, 'goodsQueryAreaInfo', path, { depth: 3, silent: false });

  return (
    <Cascader
      id={props.id}
      options={areas.options}
      loadData={(selected) => areas.loadData(selected as AreaOption[])}
      value={path}
      disabled={props.disabled}
      placeholder={props.placeholder}
      changeOnSelect
      onChange={(path) => props.onChange?.(path?.length ? String(path[path.length - 1]) : '')}
    />
  );
}
