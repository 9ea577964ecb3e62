import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import { EmployeePicker } from './employee-picker';
import { testKit } from './test-kit';

afterEach(cleanup);
configure({ asyncUtilTimeout: 10_000 });

const row = (id: string, name: string, empCode: string) => ({ id, name, empCode });
const STAFF = [row('1', 'Wang Fang', 'E001'), row('2', 'Li Lei', 'E002')];

const kitAnswering = () =>
  testKit({
    [calls.employeePageList.path]: (query) => {
      const text = String(query?.rawInfo ?? '');
      const list = STAFF.filter((employee) => employee.name.includes(text));
      return { list, total: list.length };
    },
  });

describe('the employee picker', () => {
  test('[ORG-11] names the saved employee before any search finds it', () => {
    render(
      <EmployeePicker kit={kitAnswering()} value="9" known={{ value: '9', label: 'Zhao Min (E009)' }} />,
    );
    expect(screen.getByText('Zhao Min (E009)')).toBeTruthy();
  });

  test('[ORG-11] asks the server with what is typed; a choice keeps its name after a narrower search', async () => {
    const kit = kitAnswering();
    const { rerender } = render(<EmployeePicker kit={kit} value="" />);
    await waitFor(() => expect(kit.http.get).toHaveBeenCalled());
    rerender(<EmployeePicker kit={kit} value="2" />);
    await waitFor(() => expect(screen.getByText('Li Lei (E002)')).toBeTruthy());
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'Wang' } });
    await waitFor(() =>
      expect(kit.http.get).toHaveBeenCalledWith(
        calls.employeePageList.path,
        expect.objectContaining({ rawInfo: 'Wang' }),
        expect.anything(),
      ),
    );
    await waitFor(() => expect(screen.getAllByText('Wang Fang (E001)').length).toBeGreaterThan(0));
    // Not in the answer any more, the choice still reads as the employee, not as an id.
    expect(screen.getAllByTitle('Li Lei (E002)').length).toBeGreaterThan(0);
    expect(screen.queryByTitle('2')).toBeNull();
  });
});
