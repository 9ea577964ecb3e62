import { lazy } from 'react';
import CloudDownloadOutlined from '@ant-design/icons-svg/es/asn/CloudDownloadOutlined';
import { Icon } from '../components/icon';
import { useTranslation } from 'react-i18next';
import { TopBarPopover } from './top-bar-popover';

const Content = lazy(() => import('./download-popover-content'));

/** The top bar's client download popover (CONTENT-06), leading on to the download centre. */
export function DownloadPopover() {
  const { t } = useTranslation();
  const label = t('topBar.download.button');
  return (
    <TopBarPopover
      icon={<Icon icon={CloudDownloadOutlined} />}
      label={label}
      title={label}
      Content={Content}
    />
  );
}
