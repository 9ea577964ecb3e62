import { useCallback } from 'react';
import { Alert, Card, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getArticle } from '../../api/content';
import { useAsync } from '../../hooks/use-async';

/** /art/{id}: one help article, its content shown as text paragraphs (CONTENT-05). */
export default function ArticlePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const article = useAsync(useCallback(() => getArticle(id), [id]));
  if (article.status === 'loading') return <Skeleton active />;
  if (article.status === 'failed') return <Alert type="error" title={t('errors.crashed.subTitle')} />;
  const { title, publishDate, content } = article.data;
  return (
    <Card>
      <Typography>
        <Typography.Title level={3}>{title}</Typography.Title>
        <Typography.Text type="secondary">{publishDate}</Typography.Text>
        {content.split(/\n+/).map((paragraph, index) => (
          <Typography.Paragraph key={index}>{paragraph}</Typography.Paragraph>
        ))}
      </Typography>
    </Card>
  );
}
