import { useMemo, useState } from 'react';
import { Cascader, Select, type SelectProps } from 'antd';
import type { CategoryNode, SupplierItem } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { useCall, useDebounced } from '../../../kit';
import { useAreaOptions, type AreaOption } from '../../../shared/area-options';

/** The controls of the form that read the catalogue: value/onChange as antd's Form.Item gives them. */

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
  return (
    <Cascader
      id={props.id}
      options={props.tree}
      fieldNames={{ value: 'categoryId', label: 'name' }}
      value={props.value}
      disabled={props.disabled}
      placeholder={props.placeholder}
      changeOnSelect
      showSearch
      onChange={(path, selected) => {
        const ids = (path ?? []).map(String);
        props.onChange?.(ids);
        const leaf = selected?.[selected.length - 1];
        props.onPick(ids[ids.length - 1] ?? '', leaf?.name ?? '');
      }}
    />
  );
}

/** A select of named items (value/onChange as the form gives them); a pick reports the item's name. */
interface NamedProps {
  value?: string;
  /** The chosen item's name, shown while the options do not list it. */
  name: string;
  onChange?: (id: string) => void;
  onPick: (id: string, name: string) => void;
  disabled?: boolean;
  placeholder: string;
  id?: string;
}

function NamedSelect({
  options,
  showSearch,
  ...props
}: NamedProps & { options: { value: string; label: string }[]; showSearch: SelectProps['showSearch'] }) {
  const shown =
    props.value && !options.some((option) => option.value === props.value)
      ? [{ value: props.value, label: props.name }, ...options]
      : options;
  return (
    <Select
      id={props.id}
      showSearch={showSearch}
      allowClear
      value={props.value || undefined}
      options={shown}
      disabled={props.disabled}
      placeholder={props.placeholder}
      onChange={(picked: string | undefined) => {
        props.onChange?.(picked ?? '');
        props.onPick(picked ?? '', shown.find((option) => option.value === picked)?.label ?? '');
      }}
    />
  );
}

/** The brand select, searched on the server (brand/queryBrandList) as the user types. */
export function BrandField({ kit, ...props }: NamedProps & { kit: HostKit }) {
  const [search, setSearch] = useState('');
  const settled = useDebounced(search, 250);
  const brands = useCall(kit, 'brandQueryBrandList', { name: settled, pageSize: 50 }, { silent: !!settled });
  const options = useMemo(
    () => (brands.data?.list ?? []).map((brand) => ({ value: brand.brandId, label: brand.brandName })),
    [brands.data],
  );
  return (
    <NamedSelect {...props} options={options} showSearch={{ filterOption: false, onSearch: setSearch }} />
  );
}

/** A supplier select over the tenant's suppliers. */
export function SupplierField({ suppliers, ...props }: NamedProps & { suppliers: SupplierItem[] }) {
  const options = suppliers.map((supplier) => ({ value: supplier.supplierId, label: supplier.name }));
  return <NamedSelect {...props} options={options} showSearch={{ optionFilterProp: 'label' }} />;
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
