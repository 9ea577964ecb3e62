import type { HostKit } from '../../host-kit';
import { useCall } from '../../kit';
import { SearchSelect, useSearchText, type PickerOption } from './search-select';

/** How an employee reads in a picker: name and code. */
export const employeeLabel = (employee: { name: string; empCode?: string | null }) =>
  employee.empCode ? `${employee.name} (${employee.empCode})` : employee.name;

/**
 * An employee picked by searching name, mobile or code (employeePageList, active employees): a
 * Form.Item child whose value is the employee's id, '' for none. `known` names the value before
 * any search finds it (the saved record's employee).
 */
export function EmployeePicker({
  kit,
  placeholder,
  ...props
}: {
  kit: HostKit;
  value?: string;
  onChange?: (employeeId: string) => void;
  known?: PickerOption | null;
  id?: string;
  placeholder?: string;
}) {
  const search = useSearchText();
  const found = useCall(
    kit,
    'employeePageList',
    { rawInfo: search.settled, status: '1', page: 1, limit: 20 },
    { silent: true },
  );
  return (
    <SearchSelect
      {...props}
      kit={kit}
      search={search}
      found={found}
      optionOf={(employee) => ({ value: employee.id, label: employeeLabel(employee) })}
      placeholder={placeholder ?? kit.t('org.places.operator.employeePlaceholder')}
    />
  );
}
