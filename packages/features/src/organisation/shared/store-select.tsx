import type { StorePickerItem } from '@rcadmin/contract';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useCall, useDebounced } from '../../kit';
import type { PickerProps } from './area-cascader';

export type { StorePickerItem };

type Value = string | string[] | undefined;

export interface StoreSelectProps extends PickerProps {
  /** A store id (digit string), or (with `multiple`) a list of store ids. */
  value?: Value;
  /** The chosen id(s) and the chosen store(s). */
  onChange?: (value: Value, stores: StorePickerItem[]) => void;
  multiple?: boolean;
  /** Offer disabled stores too (default: only active ones, plus whatever the value already holds). */
  includeDisabled?: boolean;
}

const labelOf = (store: StorePickerItem) =>
  store.storeCode ? `${store.storeName} (${store.storeCode})` : store.storeName;

/**
 * The store picker of the organisation forms and filters: an antd Select over storeQueryAll.do,
 * searchable by name or code. Its value is the store **id** (a digit string), or an array of ids
 * with `multiple`. Works as an antd Form.Item child (value/onChange). The tenant's stores load
 * once (up to 500); when a tenant has more, typing asks the server with the keyword.
 */
export function StoreSelect(props: StoreSelectProps) {
  const { kit } = props;
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword, 300);
  const all = useCall(kit, 'storeQueryAll', {}, { silent: true });
  const found = useCall(kit, 'storeQueryAll', { keyword: settled }, { silent: true, enabled: !!settled });
  const answer = settled ? found : all;
  const capped = !!all.data && all.data.total > all.data.list.length;
  /** The stores chosen, so a chosen one keeps its name after a narrower search. */
  const [chosen, setChosen] = useState<readonly StorePickerItem[]>([]);
  const known = useMemo(
    () =>
      new Map(
        [...(all.data?.list ?? []), ...(found.data?.list ?? []), ...chosen].map((store) => [store.id, store]),
      ),
    [all.data, found.data, chosen],
  );

  const loading = settled !== keyword || answer.loading;
  const failed = !loading && answer.failed;
  const chosenIds = useMemo(
    () => (Array.isArray(props.value) ? props.value : props.value ? [props.value] : []),
    [props.value],
  );
  const options = useMemo(() => {
    const shown = (answer.data?.list ?? []).filter((store) => props.includeDisabled || store.status === '1');
    for (const id of chosenIds) {
      if (shown.some((store) => store.id === id)) continue;
      const store = known.get(id);
      shown.push(store ?? { id, storeCode: '', storeName: id, status: '1', type: '1', cityCode: '' });
    }
    return shown.map((store) => ({ value: store.id, label: labelOf(store) }));
  }, [answer.data, props.includeDisabled, chosenIds, known]);

  return (
    <Select
      id={props.id}
      style={props.style}
      mode={props.multiple ? 'multiple' : undefined}
      showSearch={
        capped
          ? { filterOption: false, onSearch: (text: string) => setKeyword(text.trim()) }
          : { optionFilterProp: 'label' }
      }
      allowClear={props.allowClear ?? true}
      loading={loading}
      status={props.status ?? (failed ? 'warning' : undefined)}
      disabled={props.disabled}
      placeholder={props.placeholder}
      value={props.value === '' ? undefined : props.value}
      options={options}
      maxTagCount="responsive"
      onOpenChange={(open) => {
        if (open && failed) answer.reload();
      }}
      onChange={(value: Value) => {
        const ids = Array.isArray(value) ? value : value ? [value] : [];
        const stores = ids.map((id) => known.get(id)).filter((store): store is StorePickerItem => !!store);
        setChosen(stores);
        props.onChange?.(value, stores);
      }}
    />
  );
}
