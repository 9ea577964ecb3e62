import { useState } from 'react';
import { Select } from 'antd';
import type { HostKit } from '../../host-kit';
import { useDebounced, type Loaded } from '../../kit';

export interface PickerOption {
  value: string;
  label: string;
}

/** What is typed in a picker that asks the server, and the same once typing pauses (clearing at once). */
export function useSearchText() {
  const [text, setText] = useState('');
  return { text, settled: useDebounced(text, text ? 300 : 0), set: setText };
}

/**
 * A record picked by searching the server, as a Form.Item child whose value is the record's id
 * ('' for none): the options of `found` (asked with `search.settled`, null while there is nothing
 * to ask), each remembered once shown so a choice keeps its name after a narrower search; `known`
 * names the value before any answer holds it (the saved record's choice). A failed search says so
 * and is tried again when the list opens.
 */
export function SearchSelect<T>({
  kit,
  search,
  found,
  optionOf,
  known,
  value,
  onChange,
  ...select
}: {
  kit: HostKit;
  search: ReturnType<typeof useSearchText>;
  found: Loaded<{ list: readonly T[] }> | null;
  optionOf: (item: T) => PickerOption;
  known?: PickerOption | null;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
}) {
  const [seen, setSeen] = useState<{ of?: unknown; labels: ReadonlyMap<string, string> }>({
    labels: new Map(),
  });
  const data = found?.data;
  if (data && seen.of !== data)
    setSeen({
      of: data,
      labels: new Map([
        ...seen.labels,
        ...data.list.map((item) => {
          const option = optionOf(item);
          return [option.value, option.label] as const;
        }),
      ]),
    });
  const loading = !!found && (search.settled !== search.text || found.loading);
  const failed = !!found && !loading && found.failed;
  const options = (data?.list ?? []).map(optionOf);
  if (value && !options.some((option) => option.value === value))
    options.unshift({
      value,
      label: seen.labels.get(value) ?? (known?.value === value ? known.label : value),
    });
  return (
    <Select
      {...select}
      allowClear
      value={value || undefined}
      loading={loading}
      status={failed ? 'warning' : undefined}
      showSearch={{ filterOption: false, onSearch: (text: string) => search.set(text.trim()) }}
      options={found ? options : options.filter((option) => option.value === value)}
      notFoundContent={failed ? kit.t('common.loadFailed') : undefined}
      onOpenChange={(open) => {
        if (open && failed) found.reload();
      }}
      onChange={(chosen: string | undefined) => onChange?.(chosen ?? '')}
    />
  );
}
