import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from '../i18n';
import { removeCookie, setCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';
import { CONTRACT_DISMISSED_KEY, ContractBanner, readContractNotice } from './contract-banner';

const contract = (value: Record<string, unknown>) => JSON.stringify(value);

beforeEach(async () => {
  sessionStorage.clear();
  await i18n.changeLanguage('zh');
});
afterEach(() => {
  cleanup();
  removeCookie(StoredKey.ssoContract);
});

describe('contract banner', () => {
  test('[SHELL-16] needs a non-zero expire and a remainDay', () => {
    expect(readContractNotice(undefined)).toBeNull();
    expect(readContractNotice('{oops')).toBeNull();
    expect(readContractNotice(contract({ expire: 0, remainDay: 3 }))).toBeNull();
    expect(readContractNotice(contract({ expire: 1 }))).toBeNull();
    expect(readContractNotice(contract({ expire: 1, remainDay: '' }))).toBeNull();
    expect(readContractNotice(contract({ expire: '1', remainDay: '0', productName: 'rcadmin' }))).toEqual({
      remainDay: 0,
      productName: 'rcadmin',
      endDate: '',
    });
  });

  test('[SHELL-17] days until expiry, with the advice to renew', () => {
    setCookie(
      StoredKey.ssoContract,
      contract({ expire: 1, remainDay: 20, productName: 'rcadmin', endDate: '2026-12-12' }),
    );
    render(<ContractBanner />);
    expect(screen.getByText('rcadmin 合同距离到期还有 20 天')).toBeTruthy();
    expect(screen.getByText(/请联系客户经理续约/)).toBeTruthy();
  });

  test('[SHELL-17] a negative remainDay reads already expired by N days', async () => {
    await i18n.changeLanguage('en');
    setCookie(StoredKey.ssoContract, contract({ expire: 1, remainDay: -3, productName: 'rcadmin' }));
    render(<ContractBanner />);
    expect(screen.getByText('rcadmin contract: already expired by 3 days')).toBeTruthy();
  });

  test('[SHELL-16] dismissed, it stays away for the session', async () => {
    setCookie(StoredKey.ssoContract, contract({ expire: 1, remainDay: 2, productName: 'rcadmin' }));
    const { unmount } = render(<ContractBanner />);
    await act(() => userEvent.click(screen.getByRole('button', { name: '关闭' })));
    expect(screen.queryByTestId('contract-banner')).toBeNull();
    expect(sessionStorage.getItem(CONTRACT_DISMISSED_KEY)).toBe('1');
    unmount();
    render(<ContractBanner />);
    expect(screen.queryByTestId('contract-banner')).toBeNull();
  });
});
