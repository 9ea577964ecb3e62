import type { StorePickerItem } from '@rcadmin/contract';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useCall, useDebounced } from '../../kit';
import type { PickerProps } from './area-cascader';

export type { StorePickerItem };

export interface StoreSelectProps extends PickerProps {
  /** A store id (digit string). */
  value?: string;
  /** The chosen id (undefined when cleared) and the chosen store. */
  onChange?: (storeId: string | undefined, store: StorePickerItem | undefined) => void;
  /** Offer disabled stores too (default: only active ones, plus whatever the value already holds). */
  includeDisabled?: boolean;
}

const labelOf = (store: StorePickerItem) =>
  store.storeCode ? `${store.storeName} (${store.storeCode})` : store.storeName;

/**
 * The store picker of the organisation forms and filters: an antd Select over storeQueryAll.do,
 * searchable by name or code. Its value is the store **id** (a digit string). Works as an antd
 * Form.Item child (value/onChange). The tenant's stores load once (up to 500); when a tenant has
 * more, typing asks the server with the keyword.
 */
export function StoreSelect(props: StoreSelectProps) {
  const { kit } = props;
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword, 300);
  const all = useCall(kit, 'storeQueryAll', {}, { silent: true });
  const found = useCall(kit, 'storeQueryAll', { keyword: settled }, { silent: true, enabled: !!settled });
  const answer = settled ? found : all;
  const capped = !!all.data && all.data.total > all.data.list.length;
  /** The store chosen, so it keeps its name after a narrower search. */
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
  const { value } = props;
  const options = useMemo(() => {
    const shown = (answer.data?.list ?? [])
      .filter((store) => props.includeDisabled || store.status === '1')
      .map((store) => ({ value: store.id, label: labelOf(store) }));
    if (value && !shown.some((option) => option.value === value)) {
      const store = known.get(value);
      shown.push({ value, label: store ? labelOf(store) : value });
    }
    return shown;
  }, [answer.data, props.includeDisabled, value, known]);

  return (
    <Select
      id={props.id}
      style={props.style}
      showSearch={
        capped
          ? { filterOption: false, onSearch: (text: string) => setKeyword(text.trim()) }
          : { optionFilterProp: 'label' }
      }
      allowClear={props.allowClear ?? true}
      loading={loading}
      status={failed ? 'warning' : undefined}
      disabled={props.disabled}
      placeholder={props.placeholder}
      value={value || undefined}
      options={options}
      onOpenChange={(open) => {
        if (open && failed) answer.reload();
      }}
      onChange={(storeId: string | undefined) => {
        const store = storeId ? known.get(storeId) : undefined;
        setChosen(store ? [store] : []);
        props.onChange?.(storeId, store);
      }}
    />
  );
}
