import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../../i18n';
import { setLanguage } from '../../stores/app';
import { clearAllCookies, getCookie } from '../../utils/cookies';
import { StoredKey } from '../../utils/stored-keys';
import LoginPage from './login-page';

vi.mock('../../api/sso', () => ({
  checkCompany: vi.fn().mockResolvedValue({ companyName: 'Demo Retail', tenantId: 't1' }),
  login: vi.fn(),
  phoneLogin: vi.fn(),
  sendVerifyCode: vi.fn(),
  codeNumberImage: vi.fn(),
  recordLogin: vi.fn(),
  logout: vi.fn(),
}));

const renderLogin = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/login', Component: LoginPage }], { initialEntries: ['/login'] })}
    />,
  );

beforeEach(() => setLanguage('en'));
afterEach(() => {
  cleanup();
  clearAllCookies();
  localStorage.clear();
});

describe('sign-in page', () => {
  test('[AUTH-01] account and password, or phone and SMS code, after the company', async () => {
    renderLogin();
    expect(screen.getByLabelText('Company')).toBeTruthy();
    expect(screen.getByLabelText('Account')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Phone sign-in' }));
    expect(screen.getByLabelText('Mobile number')).toBeTruthy();
    expect(screen.getByLabelText('SMS code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  test('[AUTH-03] the remembered lastAccount fills company and account', () => {
    localStorage.setItem(
      StoredKey.lastAccount,
      JSON.stringify({ platformNum: '100001', loginName: 'admin' }),
    );
    renderLogin();
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('100001');
    expect((screen.getByLabelText('Account') as HTMLInputElement).value).toBe('admin');
  });

  test('[I18N-03] the language switch on the page stores the cookie and re-renders', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Change language' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Español' }, { timeout: 10_000 }));
    expect(await screen.findByLabelText('Contraseña')).toBeTruthy();
    expect(getCookie(StoredKey.language)).toBe('es');
    expect(i18n.language).toBe('es');
  });

  test('the phone sign-in SMS code must be 6 digits: 请输入6位短信验证码', async () => {
    await setLanguage('zh');
    renderLogin();
    await userEvent.click(screen.getByRole('tab', { name: '手机验证码登录' }));
    await userEvent.type(screen.getByLabelText('短信验证码'), '123');
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入6位短信验证码')).toBeTruthy();
  });
});
