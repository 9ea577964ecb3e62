import { lazy, Suspense } from 'react';
import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Space, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { readContractNotice } from '../components/contract-notice';
import { LanguageSwitch } from '../components/language-switch';
import { appState, setSidebarOpened } from '../stores/app';
import { session } from '../stores/session';
import { settings } from '../stores/settings';
import { getCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';
import { DownloadPopover } from './download-popover';
import { FunctionSearch } from './function-search';
import { NoticePopover } from './notice-popover';
import { SettingsButton } from './settings-button';
import { StoreSwitch } from './store-switch';
import { UserMenu } from './user-menu';

/** The banner's code (antd's Alert) loads only for a session with a contract to remind of. */
const ContractBanner = lazy(() =>
  import('../components/contract-banner').then((module) => ({ default: module.ContractBanner })),
);

/**
 * Tenant name, store switch, function search, client downloads, notices and help, language and
 * the user menu (SHELL-01..03); the contract banner below it and the settings drawer beside it.
 */
export function TopBar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { tenantName } = useSnapshot(session);
  const { device, sidebar } = useSnapshot(appState);
  const { fixedHeader } = useSnapshot(settings);
  return (
    <>
      <Layout.Header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          padding: '0 16px',
          // SHELL-14: a fixed header stays in view while the page scrolls.
          position: fixedHeader ? 'sticky' : 'relative',
          top: 0,
          zIndex: 10,
        }}
      >
        <Flex align="center" justify="space-between" gap={16} style={{ height: '100%' }}>
          <Space>
            {device === 'mobile' && (
              <Button
                type="text"
                icon={<MenuOutlined />}
                aria-label={t('layout.sidebar')}
                aria-expanded={sidebar.opened}
                onClick={() => setSidebarOpened(!sidebar.opened)}
              />
            )}
            <span
              title={t('layout.tenant')}
              data-testid="tenant-name"
              style={{ fontWeight: token.fontWeightStrong, color: token.colorText }}
            >
              {tenantName}
            </span>
          </Space>
          <Space size="middle">
            <StoreSwitch />
            <FunctionSearch />
            <DownloadPopover />
            <NoticePopover />
            <LanguageSwitch />
            <UserMenu />
          </Space>
        </Flex>
      </Layout.Header>
      {readContractNotice(getCookie(StoredKey.ssoContract)) && (
        <Suspense fallback={null}>
          <ContractBanner />
        </Suspense>
      )}
      <SettingsButton />
    </>
  );
}
