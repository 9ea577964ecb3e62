import { ShopOutlined } from '@ant-design/icons';
import { Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { permission, switchDept } from '../stores/permission';

/** The current store and the stores the user may switch to (SHELL-02, AUTH-16). */
export function StoreSwitch() {
  const { t } = useTranslation();
  const { deptRoleList, currentDept } = useSnapshot(permission);
  if (!currentDept) return <Typography.Text type="secondary">{t('layout.noStore')}</Typography.Text>;
  return (
    <Select
      aria-label={t('layout.switchStore')}
      title={t('layout.store')}
      prefix={<ShopOutlined />}
      value={currentDept.storeCode}
      options={deptRoleList.map((entry) => ({ value: entry.storeCode, label: entry.storeName }))}
      onChange={switchDept}
      popupMatchSelectWidth={false}
      style={{ minWidth: 180 }}
    />
  );
}
