import type { StorePickerItem } from '@rcadmin/contract';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { HostKit } from '../../host-kit';
import { call } from '../../kit';

export type { StorePickerItem };

type Value = string | string[] | undefined;

export interface StoreSelectProps {
  kit: HostKit;
  /** A store id (digit string), or (with `multiple`) a list of store ids. */
  value?: Value;
  /** The chosen id(s) and the chosen store(s). */
  onChange?: (value: Value, stores: StorePickerItem[]) => void;
  multiple?: boolean;
  /** Offer disabled stores too (default: only active ones, plus whatever the value already holds). */
  includeDisabled?: boolean;
  disabled?: boolean;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  style?: React.CSSProperties;
  status?: 'error' | 'warning';
}

const labelOf = (store: StorePickerItem) =>
  store.storeCode ? `${store.storeName} (${store.storeCode})` : store.storeName;

interface Answer {
  request: string;
  list: StorePickerItem[];
  failed: boolean;
}

/**
 * The store picker of the organisation forms and filters: an antd Select over storeQueryAll.do,
 * searchable by name or code. Its value is the store **id** (a digit string), or an array of ids
 * with `multiple`. Works as an antd Form.Item child (value/onChange). The tenant's stores load
 * once (up to 500); when a tenant has more, typing asks the server with the keyword.
 */
export function StoreSelect(props: StoreSelectProps) {
  const { kit } = props;
  const [keyword, setKeyword] = useState('');
  const [round, setRound] = useState(0);
  const request = `${keyword}:${round}`;
  const [answer, setAnswer] = useState<Answer>({ request: '', list: [], failed: false });
  const [capped, setCapped] = useState(false);
  /** Every store seen so far, so a chosen one keeps its name after a narrower search. */
  const [known, setKnown] = useState<ReadonlyMap<string, StorePickerItem>>(new Map());

  useEffect(() => {
    let live = true;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        call(kit, 'storeQueryAll', keyword ? { keyword } : {}, { silent: true, signal: controller.signal })
          .then((result) => {
            if (!live) return;
            setKnown(
              (before) => new Map([...before, ...result.list.map((store) => [store.id, store] as const)]),
            );
            if (!keyword) setCapped(result.total > result.list.length);
            setAnswer({ request, list: result.list, failed: false });
          })
          .catch(() => live && setAnswer((before) => ({ request, list: before.list, failed: true })));
      },
      keyword ? 300 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
    // The kit changes with the language only: the stores do not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  const loading = answer.request !== request;
  const failed = !loading && answer.failed;
  const chosenIds = useMemo(
    () => (Array.isArray(props.value) ? props.value : props.value ? [props.value] : []),
    [props.value],
  );
  const options = useMemo(() => {
    const shown = answer.list.filter((store) => props.includeDisabled || store.status === '1');
    for (const id of chosenIds) {
      if (shown.some((store) => store.id === id)) continue;
      const store = known.get(id);
      shown.push(store ?? { id, storeCode: '', storeName: id, status: '1', type: '1', cityCode: '' });
    }
    return shown.map((store) => ({ value: store.id, label: labelOf(store) }));
  }, [answer.list, props.includeDisabled, chosenIds, known]);

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
        if (open && failed) setRound((value) => value + 1);
      }}
      onChange={(value: Value) => {
        const ids = Array.isArray(value) ? value : value ? [value] : [];
        props.onChange?.(
          value,
          ids.map((id) => known.get(id)).filter((store): store is StorePickerItem => !!store),
        );
      }}
    />
  );
}
