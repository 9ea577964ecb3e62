import { lazy, Suspense, useMemo, useState } from 'react';
import KeyOutlined from '@ant-design/icons-svg/es/asn/KeyOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '../components/icon';
import { LazyDropdown } from '../components/lazy-popup';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { modeOfStrategy } from '../password/validators';
import { resetPermission, switchRole } from '../stores/permission';
import { logout, session } from '../stores/session';
import { tabs } from '../stores/tabs';
import { confirmDiscard } from '../features/unsaved';

/** The dialog and its form code load when the user asks to change the password. */
const ChangePasswordDialog = lazy(() =>
  import('../password/change-password-dialog').then((module) => ({ default: module.ChangePasswordDialog })),
);

const ROLE_PREFIX = 'role:';

/**
 * The signed-in user, with change password (PWD-01), the role switch (AUTH-17: one entry per
 * role of the user, the one in force checked) and log out (AUTH-10).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const { siteUserName, name, avatar, loginPolicy, roles, token } = useSnapshot(session);
  const [changing, setChanging] = useState<boolean | null>(null);
  const activeRole = roles.find((role) => token === `${role}-token`);
  // The revalidator subscribes this menu to every navigation; the button it wraps stays the same
  // element, so a navigation does not render it again.
  const userName = name || siteUserName;
  const trigger = useMemo(
    () => (
      <button type="button" className="rc-button is-text" aria-label={t('layout.userMenu')}>
        {avatar ? (
          <img src={avatar} alt="" width={24} height={24} style={{ borderRadius: '50%' }} />
        ) : (
          <Icon icon={UserOutlined} />
        )}
        {/* Icon only at phone width (top-bar.css). */}
        <span className="rc-header-label">{userName}</span>
      </button>
    ),
    [avatar, userName, t],
  );
  return (
    <>
      <LazyDropdown
        menu={{
          selectedKeys: activeRole ? [`${ROLE_PREFIX}${activeRole}`] : [],
          items: [
            { key: 'password', icon: <Icon icon={KeyOutlined} />, label: t('password.menu') },
            ...(roles.length > 0
              ? [
                  {
                    key: 'roles',
                    icon: <Icon icon={TeamOutlined} />,
                    label: t('layout.switchRole'),
                    children: roles.map((role) => ({ key: `${ROLE_PREFIX}${role}`, label: role })),
                  },
                ]
              : []),
            { key: 'logout', icon: <Icon icon={LogoutOutlined} />, label: t('buttons.logout') },
          ],
          onClick: async ({ key }) => {
            if (key === 'password') return setChanging(true);
            if (key.startsWith(ROLE_PREFIX)) {
              // The guard builds the routes and menu of the role anew on the revalidation.
              return switchRole(key.slice(ROLE_PREFIX.length), () => revalidator.revalidate());
            }
            // Pages with unsaved changes (a form, an embedded page's setDirty) ask first.
            if (!(await confirmDiscard(tabs.visitedViews.map((view) => view.path)))) return;
            await logout();
            resetPermission();
            // A fresh page: every store starts from the (now empty) cookies.
            window.location.assign('/login');
          },
        }}
      >
        {trigger}
      </LazyDropdown>
      {changing !== null && (
        <Suspense fallback={null}>
          <ChangePasswordDialog
            open={changing}
            mode={modeOfStrategy(loginPolicy?.pwdManagementStrategy ?? 1)}
            onCancel={() => setChanging(false)}
          />
        </Suspense>
      )}
    </>
  );
}
