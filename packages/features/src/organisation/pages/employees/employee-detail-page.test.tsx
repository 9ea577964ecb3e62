import { afterEach, describe, expect, test } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { Employee } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { testKitWith } from '../../../shared/test-kit';
import { orgLocales } from '../../locales';
import EmployeeDetailPage from './employee-detail-page';

afterEach(cleanup);

const source: Employee = {
  id: '12',
  empCode: 'E012',
  name: 'Wang Fang',
  mobile: '13800000012',
  email: 'wang@example.com',
  position: 'Manager',
  remark: '',
  sex: 2,
  cardNo: '',
  profies: '',
  headPicKey: '',
  headPicUrl: '',
  wxQRCode: '',
  loginName: 'wangfang',
  deptCode: '',
  deptName: '',
  orgCode: '',
  status: 1,
  userStatus: 1,
  userId: '30',
  version: 4,
  storeRoles: [],
};

/** A kit that answers the calls the form makes: the employee, the roles, the stores, the save. */
function fakeKit(saveAnswer?: object) {
  const kit = testKitWith(orgLocales, {
    '/bmc/employee/get.do': () => source,
    '/bmc/role/list.do': () => [],
    '/bmc/dept/storeQueryAll.do': () => ({ list: [], total: 0 }),
    '/bmc/employee/save.do': () => saveAnswer,
  });
  kit.session = () => ({ tenantName: 'Demo', platformNum: '100001', userId: '1', storeCode: 'S001' });
  return { kit, post: kit.http.post };
}

const renderAt = (address: string, kit: HostKit) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <EmployeeDetailPage kit={kit} />
    </MemoryRouter>,
  );

describe('the employee detail page', () => {
  test('[ORG-10] copy mode starts a new employee from another with an empty sign-in name and code', async () => {
    const { kit } = fakeKit();
    renderAt('/organization/employeeDetail?id=12&isCopy=1', kit);
    await screen.findByText('Copy employee');
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Wang Fang'));
    expect((screen.getByLabelText('Sign-in name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Employee code') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Position') as HTMLInputElement).value).toBe('Manager');
    expect((screen.getByLabelText('Sign-in name') as HTMLInputElement).disabled).toBe(false);
  });

  test('[ORG-10] read-only mode shows the employee with every field disabled and no Save', async () => {
    const { kit } = fakeKit();
    renderAt('/organization/employeeDetail?id=12&readOnly=1', kit);
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Wang Fang'));
    expect((screen.getByLabelText('Name') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Sign-in name') as HTMLInputElement).value).toBe('wangfang');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  test('[ORG-10] edit mode keeps a sign-in name that is set; a change marks the tab unsaved', async () => {
    const { kit } = fakeKit();
    renderAt('/organization/employeeDetail?id=12&isEdit=1', kit);
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Wang Fang'));
    expect((screen.getByLabelText('Sign-in name') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'Supervisor' } });
    await waitFor(() =>
      expect(kit.setUnsaved).toHaveBeenLastCalledWith('/organization/employeeDetail', true),
    );
  });

  test('[ORG-10] a new employee with a sign-in name shows the initial password once, then the form closes', async () => {
    const { kit, post } = fakeKit({ id: '99', version: 1, userId: '31', initialPassword: 'Kp7-mQ2x' });
    renderAt('/organization/employeeDetail', kit);
    await screen.findByText('New employee');
    fireEvent.change(screen.getByLabelText('Employee code'), { target: { value: 'E099' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Li Lei' } });
    fireEvent.change(screen.getByLabelText('Sign-in name'), { target: { value: 'lilei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('initial-password').textContent).toBe('Kp7-mQ2x');
    expect(post).toHaveBeenCalledWith(
      '/bmc/employee/save.do',
      expect.objectContaining({ id: '', version: 0, empCode: 'E099', name: 'Li Lei', loginName: 'lilei' }),
      expect.objectContaining({ json: true }),
    );
    // Nothing closes before the password was acknowledged.
    expect(kit.closeTab).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have noted it' }));
    expect(kit.closeTab).toHaveBeenCalledWith('/organization/employeeDetail');
    expect(kit.setUnsaved).toHaveBeenLastCalledWith('/organization/employeeDetail', false);
  });

  test("the server's field errors land on their fields", async () => {
    const { kit, post } = fakeKit();
    post.mockRejectedValueOnce(
      Object.assign(new Error('Already used'), {
        code: '4091',
        msg: 'Already used',
        fieldErrors: [{ field: 'empCode', msg: 'The employee code E012 is already used' }],
      }),
    );
    renderAt('/organization/employeeDetail', kit);
    await screen.findByText('New employee');
    fireEvent.change(screen.getByLabelText('Employee code'), { target: { value: 'E012' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Li Lei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The employee code E012 is already used')).toBeTruthy();
    expect(kit.closeTab).not.toHaveBeenCalled();
  });

  test("[SEC-1][ORG-10] another person's new mobile is saved with the user's own password, asked again when wrong", async () => {
    const { kit, post } = fakeKit({ id: '12', version: 5, userId: '30', initialPassword: '' });
    const stepUp = (msg: string) => Object.assign(new Error(msg), { code: '4031', msg });
    post
      .mockRejectedValueOnce(stepUp('Needs your own password.'))
      .mockRejectedValueOnce(stepUp('Your password is wrong: nothing was changed.'));
    renderAt('/organization/employeeDetail?id=12&isEdit=1', kit);
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Wang Fang'));
    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '13900000099' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Confirm it is you')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Wrong@1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Your password is wrong: nothing was changed.')).toBeTruthy();
    expect(kit.closeTab).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Admin@2026' } });
    // (The button's loading icon is still leaving in jsdom, which has no animations: its name has more.)
    fireEvent.click(screen.getByRole('button', { name: /Confirm/ }));
    await waitFor(() => expect(kit.closeTab).toHaveBeenCalledWith('/organization/employeeDetail'));
    expect(post).toHaveBeenCalledTimes(3);
    expect(post).toHaveBeenLastCalledWith(
      '/bmc/employee/save.do',
      expect.objectContaining({ mobile: '13900000099', editorPassword: 'Admin@2026' }),
      expect.objectContaining({ silent: true }),
    );
  });
});
