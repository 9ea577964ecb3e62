import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import type { HostKit } from '../../host-kit';
import { call } from '../../kit';

export interface EmployeeOption {
  id: string;
  label: string;
}

/** How an employee reads in a picker: name and code. */
export const employeeLabel = (employee: { name: string; empCode?: string | null }) =>
  employee.empCode ? `${employee.name} (${employee.empCode})` : employee.name;

/**
 * An employee picked by searching name, mobile or code (employeePageList, active employees): a
 * Form.Item child whose value is the employee's id, '' for none. `known` names the value before
 * any search finds it (the saved record's employee). A failed search says so and is tried again
 * when the list opens.
 */
export function EmployeePicker({
  kit,
  value,
  onChange,
  known,
  id,
  placeholder,
}: {
  kit: HostKit;
  value?: string;
  onChange?: (employeeId: string, label: string) => void;
  known?: EmployeeOption | null;
  id?: string;
  placeholder?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const [round, setRound] = useState(0);
  const key = `${keyword}#${round}`;
  /** The last answer, and which search (keyword and round) it answered. */
  const [answer, setAnswer] = useState<{ key: string; options: EmployeeOption[]; failed: boolean }>({
    key: '',
    options: [],
    failed: false,
  });
  const state = answer.key !== key ? 'loading' : answer.failed ? 'failed' : 'ready';
  const options = answer.options;

  useEffect(() => {
    let alive = true;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        call(
          kit,
          'employeePageList',
          { rawInfo: keyword, status: '1', page: 1, limit: 20 },
          { silent: true, signal: controller.signal },
        ).then(
          (result) => {
            if (!alive) return;
            setAnswer({
              key,
              failed: false,
              options: result.list.map((employee) => ({
                id: employee.id,
                label: employeeLabel(employee),
              })),
            });
          },
          () => alive && setAnswer((last) => ({ ...last, key, failed: true })),
        );
      },
      keyword ? 300 : 0,
    );
    return () => {
      alive = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [kit, keyword, key]);

  const shown = useMemo(() => {
    const list = [...options];
    if (known && known.id && !list.some((option) => option.id === known.id)) list.unshift(known);
    return list.map((option) => ({ value: option.id, label: option.label }));
  }, [options, known]);

  return (
    <Select
      id={id}
      allowClear
      value={value || undefined}
      loading={state === 'loading'}
      status={state === 'failed' ? 'warning' : undefined}
      placeholder={placeholder ?? kit.t('org.places.operator.employeePlaceholder')}
      showSearch={{ filterOption: false, onSearch: (text: string) => setKeyword(text.trim()) }}
      options={shown}
      notFoundContent={state === 'failed' ? kit.t('org.loadFailed') : undefined}
      onOpenChange={(open) => {
        if (open && state === 'failed') setRound((value) => value + 1);
      }}
      onChange={(employeeId: string | undefined) => {
        const chosen = shown.find((option) => option.value === employeeId);
        onChange?.(employeeId ?? '', chosen?.label ?? '');
      }}
    />
  );
}
