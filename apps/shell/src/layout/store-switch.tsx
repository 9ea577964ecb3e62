import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { Icon } from '../components/icon';
import { LazyDropdown } from '../components/lazy-popup';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { permission, switchDept } from '../stores/permission';
import '../components/panel.css';

/** The current store and the stores the user may switch to (SHELL-02, AUTH-16). */
export function StoreSwitch() {
  const { t } = useTranslation();
  const { deptRoleList, currentDept } = useSnapshot(permission);
  if (!currentDept) return <span className="rc-secondary">{t('layout.noStore')}</span>;
  return (
    <LazyDropdown
      menu={{
        selectable: true,
        selectedKeys: [currentDept.storeCode],
        items: deptRoleList.map((entry) => ({ key: entry.storeCode, label: entry.storeName })),
        onClick: ({ key }) => switchDept(key),
      }}
    >
      <button
        type="button"
        className="rc-button is-text"
        aria-label={t('layout.switchStore')}
        title={t('layout.store')}
      >
        <Icon icon={ShopOutlined} />
        <span className="rc-header-store" data-testid="current-store">
          {currentDept.storeName}
        </span>
        <Icon icon={DownOutlined} />
      </button>
    </LazyDropdown>
  );
}
