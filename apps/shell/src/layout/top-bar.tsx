import { MenuOutlined } from '@ant-design/icons';
import { Button, Flex, Layout, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { LanguageSwitch } from '../components/language-switch';
import { appState, setSidebarOpened } from '../stores/app';
import { session } from '../stores/session';
import { StoreSwitch } from './store-switch';
import { UserMenu } from './user-menu';

/** Tenant name, store switch, language and the user menu (SHELL-01, SHELL-02). */
export function TopBar() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { tenantName } = useSnapshot(session);
  const { device, sidebar } = useSnapshot(appState);
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '0 16px',
        position: 'sticky',
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
          <Typography.Text strong title={t('layout.tenant')} data-testid="tenant-name">
            {tenantName}
          </Typography.Text>
        </Space>
        <Space size="middle">
          <StoreSwitch />
          <LanguageSwitch />
          <UserMenu />
        </Space>
      </Flex>
    </Layout.Header>
  );
}
