import { useEffect, useMemo, useState } from 'react';
import { Select } from 'antd';
import type { EmployeeListRow } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { employeePageList } from '../../api/employee-page-list';

/** How many employees a search offers. */
const OFFERED = 20;

const labelOf = (row: Pick<EmployeeListRow, 'name' | 'empCode'>) =>
  row.empCode ? `${row.name} (${row.empCode})` : row.name;

/**
 * An employee picked by searching name, mobile or code (employeePageList, active employees): a
 * Form.Item child whose value is the employee's id. `current` names the employee the value
 * already holds, before any search finds it.
 */
export function EmployeePicker({
  kit,
  id,
  value,
  onChange,
  current,
  placeholder,
}: {
  kit: HostKit;
  id?: string;
  value?: string;
  onChange?: (employeeId: string) => void;
  current?: { id: string; name: string; empCode: string };
  placeholder?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<{ keyword: string; rows: EmployeeListRow[] } | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(
      () =>
        employeePageList(
          kit,
          { rawInfo: keyword || undefined, status: '1', page: 1, limit: OFFERED },
          { silent: true, signal: abort.signal },
        ).then(
          (page) => setFound({ keyword, rows: page.list }),
          () => undefined,
        ),
      keyword ? 300 : 0,
    );
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [kit, keyword]);

  const options = useMemo(() => {
    const rows = found?.rows ?? [];
    const shown = rows.map((row) => ({ value: row.id, label: labelOf(row) }));
    if (current && !rows.some((row) => row.id === current.id))
      shown.unshift({ value: current.id, label: labelOf(current) });
    return shown;
  }, [found, current]);

  return (
    <Select
      id={id}
      value={value || undefined}
      placeholder={placeholder}
      allowClear
      loading={found?.keyword !== keyword}
      showSearch={{ filterOption: false, onSearch: (text: string) => setKeyword(text.trim()) }}
      options={options}
      onChange={(employeeId?: string) => onChange?.(employeeId ?? '')}
    />
  );
}
