import { useCallback } from 'react';
import { Flex, List, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getClientDownloads } from '../api/content';
import { useAsync } from '../hooks/use-async';
import { ClientIcon } from '../pages/download/client-icon';
import { safeHref } from '../utils/text';

/** The popover's content: a chunk of its own, loaded on the first opening. */
export default function DownloadPopoverContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const clients = useAsync(useCallback(() => getClientDownloads({ silent: true }), []));
  return (
    <Flex vertical gap={8} style={{ width: 280 }}>
      {clients.status === 'failed' ? (
        <Typography.Text type="secondary">{t('topBar.download.failed')}</Typography.Text>
      ) : (
        <List
          size="small"
          split={false}
          loading={clients.status === 'loading'}
          dataSource={clients.status === 'done' ? clients.data : []}
          locale={{ emptyText: t('topBar.download.empty') }}
          renderItem={(client) => (
            <List.Item
              style={{ paddingInline: 0 }}
              extra={
                <a href={safeHref(client.url)} target="_blank" rel="noopener noreferrer">
                  {t('topBar.download.download')}
                </a>
              }
            >
              <Typography.Text ellipsis title={client.name}>
                <ClientIcon platform={client.platform} /> {client.name}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
      <Link to="/posAppDownload" onClick={onNavigate}>
        {t('routes.posAppDownload')}
      </Link>
    </Flex>
  );
}
