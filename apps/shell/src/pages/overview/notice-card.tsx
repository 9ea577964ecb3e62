import { useCallback } from 'react';
import { Card, List, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getNotices } from '../../api/content';
import { useAsync } from '../../hooks/use-async';
import { safeHref, truncate } from '../../utils/text';

/** The latest four notices; a failed fetch hides the card (ERR-08). */
export function NoticeCard() {
  const { t } = useTranslation();
  const notices = useAsync(useCallback(() => getNotices(undefined, { silent: true }), []));
  if (notices.status === 'failed') return null;
  return (
    <Card title={t('routes.noticelist')} extra={<Link to="/noticelist">{t('buttons.open')}</Link>}>
      <List
        size="small"
        loading={notices.status === 'loading'}
        dataSource={notices.status === 'done' ? notices.data : []}
        renderItem={(notice) => (
          <List.Item extra={<Typography.Text type="secondary">{notice.publishDate}</Typography.Text>}>
            <a href={safeHref(notice.link)} target="_blank" rel="noopener noreferrer" title={notice.text}>
              {truncate(notice.text)}
            </a>
          </List.Item>
        )}
      />
    </Card>
  );
}
