import { calls } from '@rcadmin/contract/wire';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { HostKit } from '../../../host-kit';
import { testKitWith } from '../../../shared/test-kit';
import { orgLocales } from '../../locales';
import { ACCOUNT_STATUS, useAccountActions } from './account-actions';

afterEach(cleanup);

const account = { userId: '30', loginName: 'wangfang', status: ACCOUNT_STATUS.active };

/** A refusal as the shell's http client rejects with it. */
const refusal = (code: string, msg: string) => Object.assign(new Error(msg), { code, msg });

function Actions({ kit, onDone }: { kit: HostKit; onDone: () => void }) {
  const actions = useAccountActions(kit, onDone);
  return (
    <>
      {actions.buttons(account)}
      {actions.holder}
    </>
  );
}

/** Enter, down and up (the input takes the next Enter only after a key up). */
function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

/** The page's actions with resetPassword.do answered by `reset` (its body in, its answer out). */
function renderActions(reset: (body: Record<string, unknown>) => unknown) {
  const kit = testKitWith(orgLocales, {
    [calls.userResetPassword.path]: (_query, body) => reset(body as Record<string, unknown>),
  });
  const onDone = vi.fn();
  // Without motion a closed dialog leaves at once (jsdom ends no animation).
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <Actions kit={kit} onDone={onDone} />
    </ConfigProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
  return { kit, onDone, dialog: screen.getByRole('dialog') };
}

describe("an account's password reset", () => {
  test("[SEC-1][ORG-10] asks for the user's own password in its confirmation, and again when it is wrong", async () => {
    const { kit, onDone, dialog } = renderActions((body) => {
      if (body.editorPassword !== 'Admin@2026')
        throw refusal('4031', 'Your password is wrong: nothing was changed.');
      return { userId: '30', initialPassword: 'Fresh#8842' };
    });
    expect(within(dialog).getByText(/Reset the password of wangfang\?/)).toBeTruthy();
    const password = within(dialog).getByLabelText('Your password');
    await waitFor(() => expect(document.activeElement).toBe(password));

    // Enter submits; nothing is sent without a password.
    pressEnter(password);
    expect(await within(dialog).findByText('Enter your password.')).toBeTruthy();
    expect(kit.http.post).not.toHaveBeenCalled();

    fireEvent.change(password, { target: { value: 'Wrong@1' } });
    pressEnter(password);
    expect(await within(dialog).findByText('Your password is wrong: nothing was changed.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Admin@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Reset password/ }));
    expect(await screen.findByTestId('initial-password')).toHaveProperty('textContent', 'Fresh#8842');
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(kit.http.post).toHaveBeenLastCalledWith(
      calls.userResetPassword.path,
      { userId: '30', editorPassword: 'Admin@2026' },
      expect.objectContaining({ silent: true }),
    );
    expect(kit.notify).not.toHaveBeenCalled();
  });

  test('[SEC-1] Cancel sends nothing and says nothing', async () => {
    const { kit, onDone, dialog } = renderActions(() => ({ userId: '30', initialPassword: 'x' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(kit.http.post).not.toHaveBeenCalled();
    expect(kit.notify).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  test('[SEC-1] another refusal closes the dialog and shows the server its words', async () => {
    const { kit, onDone, dialog } = renderActions(() => {
      throw refusal('4030', 'This account is beyond your grants.');
    });
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Admin@2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /Reset password/ }));
    await waitFor(() =>
      expect(kit.notify).toHaveBeenCalledWith('error', 'This account is beyond your grants.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByTestId('initial-password')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });
});
