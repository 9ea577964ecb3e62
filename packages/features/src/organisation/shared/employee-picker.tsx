import { useMemo, useState } from 'react';
import { Select } from 'antd';
import type { HostKit } from '../../host-kit';
import { useCall, useDebounced } from '../../kit';

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
  onChange?: (employeeId: string) => void;
  known?: EmployeeOption | null;
  id?: string;
  placeholder?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const settled = useDebounced(keyword, 300);
  const found = useCall(
    kit,
    'employeePageList',
    { rawInfo: settled, status: '1', page: 1, limit: 20 },
    { silent: true },
  );
  const state = settled !== keyword || found.loading ? 'loading' : found.failed ? 'failed' : 'ready';

  const shown = useMemo(() => {
    const list = (found.data?.list ?? []).map((employee) => ({
      id: employee.id,
      label: employeeLabel(employee),
    }));
    if (known && known.id && !list.some((option) => option.id === known.id)) list.unshift(known);
    return list.map((option) => ({ value: option.id, label: option.label }));
  }, [found.data, known]);

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
      notFoundContent={state === 'failed' ? kit.t('common.loadFailed') : undefined}
      onOpenChange={(open) => {
        if (open && state === 'failed') found.reload();
      }}
      onChange={(employeeId: string | undefined) => onChange?.(employeeId ?? '')}
    />
  );
}
