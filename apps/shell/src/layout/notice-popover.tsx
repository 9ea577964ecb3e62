import { lazy, Suspense, useState } from 'react';
import { NotificationOutlined } from '@ant-design/icons';
import { Button, Popover, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

const Content = lazy(() => import('./notice-popover-content'));

/** The notice and help popover of the top bar (CONTENT-01, CONTENT-02, SHELL-04). */
export function NoticePopover() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      // Mounted, so fetched, on each opening: the lists are never stale.
      destroyOnHidden
      content={
        <Suspense fallback={<Spin size="small" />}>
          <Content onNavigate={() => setOpen(false)} />
        </Suspense>
      }
    >
      <Button type="text" icon={<NotificationOutlined />} aria-label={t('topBar.content.button')} />
    </Popover>
  );
}
