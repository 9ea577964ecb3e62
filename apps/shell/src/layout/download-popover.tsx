import { lazy, Suspense, useState } from 'react';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { Button, Popover, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

const Content = lazy(() => import('./download-popover-content'));

/** The top bar's client download popover (CONTENT-06), leading on to the download centre. */
export function DownloadPopover() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('topBar.download.button')}
      destroyOnHidden
      content={
        <Suspense fallback={<Spin size="small" />}>
          <Content onNavigate={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Button type="text" icon={<CloudDownloadOutlined />} aria-label={t('topBar.download.button')} />
    </Popover>
  );
}
