import { useState } from 'react';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { getCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';
import { readContractNotice } from './contract-notice';

export { readContractNotice, type ContractNotice } from './contract-notice';

/** Dismissed once, it stays away until the browser session ends (a new sign-in day). */
export const CONTRACT_DISMISSED_KEY = 'contractBannerDismissed';

/** SHELL-17: days until expiry, or days since, and the advice to renew through the account manager. */
export function ContractBanner() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(CONTRACT_DISMISSED_KEY) === '1');
  const notice = readContractNotice(getCookie(StoredKey.ssoContract));
  if (!notice || dismissed) return null;
  const { remainDay, productName, endDate } = notice;
  const title =
    remainDay >= 0
      ? t('topBar.contract.remain', { count: remainDay, productName })
      : t('topBar.contract.expired', { count: -remainDay, productName });
  return (
    <Alert
      banner
      type={remainDay >= 0 ? 'warning' : 'error'}
      title={title}
      description={[t('topBar.contract.advice'), endDate && t('topBar.contract.endDate', { endDate })]
        .filter(Boolean)
        .join(' ')}
      closable={{
        onClose: () => {
          sessionStorage.setItem(CONTRACT_DISMISSED_KEY, '1');
          setDismissed(true);
        },
      }}
      data-testid="contract-banner"
    />
  );
}
