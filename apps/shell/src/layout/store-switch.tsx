import { DownOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { LazyDropdown } from '../components/lazy-popup';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { permission, switchDept } from '../stores/permission';

/** The current store and the stores the user may switch to (SHELL-02, AUTH-16). */
export function StoreSwitch() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { deptRoleList, currentDept } = useSnapshot(permission);
  if (!currentDept) return <span style={{ color: token.colorTextSecondary }}>{t('layout.noStore')}</span>;
  return (
    <LazyDropdown
      menu={{
        selectable: true,
        selectedKeys: [currentDept.storeCode],
        items: deptRoleList.map((entry) => ({ key: entry.storeCode, label: entry.storeName })),
        onClick: ({ key }) => switchDept(key),
      }}
    >
      <Button
        type="text"
        icon={<ShopOutlined />}
        aria-label={t('layout.switchStore')}
        title={t('layout.store')}
      >
        <span data-testid="current-store">{currentDept.storeName}</span>
        <DownOutlined />
      </Button>
    </LazyDropdown>
  );
}
