import { lazy, Suspense } from 'react';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { readContractNotice } from '../components/contract-notice';
import { LanguageSwitch } from '../components/language-switch';
import { appState } from '../stores/app';
import { session } from '../stores/session';
import { settings } from '../stores/settings';
import { getCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';
import { DownloadPopover } from './download-popover';
import { FunctionSearch } from './function-search';
import { NoticePopover } from './notice-popover';
import { SettingsButton } from './settings-button';
import { StoreSwitch } from './store-switch';
import { SidebarToggle } from './sidebar-toggle';
import { UserMenu } from './user-menu';
import './top-bar.css';

const menuIcon = () => MenuOutlined;

/** The banner's code loads only for a session with a contract to remind of. */
const ContractBanner = lazy(() =>
  import('../components/contract-banner').then((module) => ({ default: module.ContractBanner })),
);

/**
 * Tenant name, store switch, function search, client downloads, notices and help, language and
 * the user menu (SHELL-01..03); the contract banner below it and the settings drawer beside it.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { tenantName } = useSnapshot(session);
  const { device } = useSnapshot(appState);
  const { fixedHeader } = useSnapshot(settings);
  return (
    <>
      {/* SHELL-14: a fixed header stays in view while the page scrolls. */}
      <header className="rc-header" data-fixed={fixedHeader}>
        <div className="rc-header-start">
          {device === 'mobile' && <SidebarToggle label={t('layout.sidebar')} icon={menuIcon} />}
          <span className="rc-header-tenant" title={t('layout.tenant')} data-testid="tenant-name">
            {tenantName}
          </span>
        </div>
        <div className="rc-header-end">
          <StoreSwitch />
          <FunctionSearch />
          <DownloadPopover />
          <NoticePopover />
          <LanguageSwitch />
          <UserMenu />
        </div>
      </header>
      {readContractNotice(getCookie(StoredKey.ssoContract)) && (
        <Suspense fallback={null}>
          <ContractBanner />
        </Suspense>
      )}
      <SettingsButton />
    </>
  );
}
