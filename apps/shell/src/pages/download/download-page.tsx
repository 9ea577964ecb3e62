import { useCallback } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Avatar, Button, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getClientDownloads } from '../../api/content';
import { useAsync } from '../../hooks/use-async';
import { safeHref } from '../../utils/text';
import { ClientIcon } from './client-icon';

/** posAppDownload: the download centre, every client with its version and size (CONTENT-06). */
export default function DownloadPage() {
  const { t } = useTranslation();
  const clients = useAsync(useCallback(() => getClientDownloads(), []));
  return (
    <Card title={t('routes.posAppDownload')}>
      {clients.status === 'failed' ? (
        <Alert type="error" title={t('topBar.download.failed')} />
      ) : (
        <List
          loading={clients.status === 'loading'}
          dataSource={clients.status === 'done' ? clients.data : []}
          locale={{ emptyText: t('topBar.download.empty') }}
          renderItem={(client) => (
            <List.Item
              actions={[
                <Button
                  key="download"
                  type="primary"
                  icon={<DownloadOutlined />}
                  href={safeHref(client.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  disabled={!safeHref(client.url)}
                >
                  {t('topBar.download.download')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={<Avatar shape="square" size={48} icon={<ClientIcon platform={client.platform} />} />}
                title={client.name}
                description={
                  <>
                    <Typography.Text type="secondary">
                      {t('topBar.download.version', { version: client.version })} · {client.fileSize} ·{' '}
                      {client.publishDate}
                    </Typography.Text>
                    <br />
                    {client.description}
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
