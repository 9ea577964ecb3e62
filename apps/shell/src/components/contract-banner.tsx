import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { getCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';
import { Icon } from './icon';
import { readContractNotice } from './contract-notice';
import './contract-banner.css';

export { readContractNotice, type ContractNotice } from './contract-notice';

/** Dismissed once, it stays away until the browser session ends (a new sign-in day). */
export const CONTRACT_DISMISSED_KEY = 'contractBannerDismissed';

/**
 * SHELL-17: days until expiry, or days since, and the advice to renew through the account manager.
 * A banner in the look of antd's Alert, in plain elements: it shows on the first signed-in page.
 */
export function ContractBanner() {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(CONTRACT_DISMISSED_KEY) === '1');
  const notice = readContractNotice(getCookie(StoredKey.ssoContract));
  if (!notice || dismissed) return null;
  const { remainDay, productName, endDate } = notice;
  const expired = remainDay < 0;
  const title = expired
    ? t('topBar.contract.expired', { count: -remainDay, productName })
    : t('topBar.contract.remain', { count: remainDay, productName });
  const description = [t('topBar.contract.advice'), endDate && t('topBar.contract.endDate', { endDate })]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      role="alert"
      className={`rc-banner ${expired ? 'is-error' : 'is-warning'}`}
      data-testid="contract-banner"
    >
      <Icon icon={expired ? CloseCircleFilled : ExclamationCircleFilled} className="rc-banner-icon" />
      <div className="rc-banner-content">
        <div className="rc-banner-title">{title}</div>
        <div>{description}</div>
      </div>
      <button
        type="button"
        className="rc-banner-close"
        aria-label={t('buttons.close')}
        onClick={() => {
          sessionStorage.setItem(CONTRACT_DISMISSED_KEY, '1');
          setDismissed(true);
        }}
      >
        <Icon icon={CloseOutlined} />
      </button>
    </div>
  );
}
