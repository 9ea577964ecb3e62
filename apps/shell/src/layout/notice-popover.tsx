import { lazy } from 'react';
import NotificationOutlined from '@ant-design/icons-svg/es/asn/NotificationOutlined';
import { Icon } from '../components/icon';
import { useTranslation } from 'react-i18next';
import { TopBarPopover } from './top-bar-popover';

const Content = lazy(() => import('./notice-popover-content'));

/** The notice and help popover of the top bar (CONTENT-01, CONTENT-02, SHELL-04). */
export function NoticePopover() {
  const { t } = useTranslation();
  return (
    <TopBarPopover
      icon={<Icon icon={NotificationOutlined} />}
      label={t('topBar.content.button')}
      Content={Content}
    />
  );
}
