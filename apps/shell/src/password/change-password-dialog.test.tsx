import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../i18n';
import { session } from '../stores/session';
import { notify } from '../utils/feedback';
import { changePassword, checkPasswordCode, sendPasswordCode } from './api';
import { ChangePasswordDialog } from './change-password-dialog';
import { finishPasswordChange } from './finish-change';

vi.mock('../utils/feedback', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));
vi.mock('./api', () => ({ changePassword: vi.fn(), checkPasswordCode: vi.fn(), sendPasswordCode: vi.fn() }));
vi.mock('./finish-change', () => ({ finishPasswordChange: vi.fn() }));

function signedIn(pwdCheckVcode: 0 | 1) {
  Object.assign(session, {
    siteToken: 'tok-1',
    siteMobile: '13900000002',
    platformNum: '100002',
    loginPolicy: {
      pwdCheckVcode,
      pwdManagementStrategy: 2,
      pwdExpiredInfo: { pwdManagementStrategy: 2, expiredDays: 30, errorCode: '0', pwdCheckVcode },
      errorCode: '0',
    },
  });
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
/** Paste rather than type: the same events for the form, far fewer of them. */
async function fill(label: string, text: string) {
  await userEvent.click(field(label));
  await userEvent.paste(text);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Change password' }));

async function fillValid() {
  await fill('Old password', 'Newbie@2026');
  await fill('New password', 'Fresh2027ok');
  await fill('Confirm new password', 'Fresh2027ok');
}

beforeEach(() => i18n.changeLanguage('en'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('change-password dialog', () => {
  test('[PWD-01] the form has old, new and confirm password, the read-only mobile and, with the check on, the SMS code', () => {
    signedIn(1);
    render(<ChangePasswordDialog open mode="strict" onCancel={vi.fn()} />);
    for (const label of ['Old password', 'New password', 'Confirm new password', 'SMS code'])
      expect(field(label)).toBeTruthy();
    const mobile = field('Mobile number') as HTMLInputElement;
    expect(mobile.value).toBe('13900000002');
    expect(mobile.readOnly).toBe(true);
  });

  test('[PWD-13] without the SMS check there is no code field', () => {
    signedIn(0);
    render(<ChangePasswordDialog open mode="normal" onCancel={vi.fn()} />);
    expect(screen.queryByLabelText('SMS code')).toBeNull();
  });

  test("[PWD-15] an invalid form shows '请检查各个输入项是否正确！' and sends no change call", async () => {
    await i18n.changeLanguage('zh');
    signedIn(1);
    render(<ChangePasswordDialog open mode="strict" onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('请检查各个输入项是否正确！'));
    expect(await screen.findByText('请输入原始密码')).toBeTruthy();
    expect(checkPasswordCode).not.toHaveBeenCalled();
    expect(changePassword).not.toHaveBeenCalled();
  });

  test('[PWD-16] the SMS button sends a code to the user’s mobile and counts down from 60 s, disabled', async () => {
    signedIn(1);
    vi.mocked(sendPasswordCode).mockResolvedValue();
    render(<ChangePasswordDialog open mode="strict" onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendPasswordCode).toHaveBeenCalledWith('100002', '13900000002');
    const countdown = (await screen.findByText(/^Resend in (60|59) s$/)).closest('button');
    expect(countdown?.disabled).toBe(true);
  });

  test('[PWD-17] [ERR-07] the code is checked before the change; a failed check shows the server msg', async () => {
    signedIn(1);
    vi.mocked(checkPasswordCode).mockResolvedValueOnce({ ok: false, msg: 'The SMS code is wrong' });
    render(<ChangePasswordDialog open mode="strict" onCancel={vi.fn()} />);
    await fillValid();
    await fill('SMS code', '123456');
    await submit();
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('The SMS code is wrong'));
    expect(checkPasswordCode).toHaveBeenCalledWith('13900000002', '123456');
    expect(changePassword).not.toHaveBeenCalled();

    vi.mocked(checkPasswordCode).mockResolvedValueOnce({ ok: true, msg: '成功' });
    vi.mocked(changePassword).mockResolvedValueOnce(true);
    await submit();
    await waitFor(() => expect(finishPasswordChange).toHaveBeenCalledTimes(1));
    expect(changePassword).toHaveBeenCalledWith({
      oldPwd: 'Newbie@2026',
      newPwd: 'Fresh2027ok',
      confirmPwd: 'Fresh2027ok',
      verifyCode: '123456',
    });
  }, 20_000);

  test('[PWD-04] forced: no close button and no cancel', () => {
    signedIn(0);
    render(<ChangePasswordDialog open forced mode="strict" />);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
