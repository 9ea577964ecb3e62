import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { logout, session } from '../stores/session';

/** The signed-in user, with log out (AUTH-10); password change joins it in the next issue. */
export function UserMenu() {
  const { t } = useTranslation();
  const { siteUserName, name, avatar } = useSnapshot(session);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'logout', icon: <LogoutOutlined />, label: t('buttons.logout') }],
        onClick: async ({ key }) => {
          if (key !== 'logout') return;
          await logout();
          // A fresh page: every store starts from the (now empty) cookies.
          window.location.assign('/login');
        },
      }}
    >
      <Button type="text" aria-label={t('layout.userMenu')}>
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} />
        {name || siteUserName}
      </Button>
    </Dropdown>
  );
}
