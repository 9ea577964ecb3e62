import { useCallback } from 'react';
import { Alert, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getNotices } from '../../api/content';
import { useAsync } from '../../hooks/use-async';
import { safeHref } from '../../utils/text';

const PAGE_LIMIT = 50;

/** noticelist: every published notice with its date, each opening its link (CONTENT-03). */
export default function NoticeListPage() {
  const { t } = useTranslation();
  const notices = useAsync(useCallback(() => getNotices(PAGE_LIMIT), []));
  return (
    <Card title={t('routes.noticelist')}>
      {notices.status === 'failed' ? (
        <Alert type="error" title={t('errors.crashed.subTitle')} />
      ) : (
        <List
          loading={notices.status === 'loading'}
          dataSource={notices.status === 'done' ? notices.data : []}
          renderItem={(notice) => (
            <List.Item extra={<Typography.Text type="secondary">{notice.publishDate}</Typography.Text>}>
              {safeHref(notice.link) ? (
                <a href={safeHref(notice.link)} target="_blank" rel="noopener noreferrer">
                  {notice.text}
                </a>
              ) : (
                notice.text
              )}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
