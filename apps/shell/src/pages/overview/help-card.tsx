import { useCallback } from 'react';
import { Card, List } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getHelpArticles } from '../../api/content';
import { useAsync } from '../../hooks/use-async';
import { truncate } from '../../utils/text';

/** Four help articles linking to /art/{id}; a failed fetch hides the card (ERR-08). */
export function HelpCard() {
  const { t } = useTranslation();
  const articles = useAsync(useCallback(() => getHelpArticles({ silent: true }), []));
  if (articles.status === 'failed') return null;
  return (
    <Card title={t('routes.helpartlist')} extra={<Link to="/helpartlist">{t('buttons.open')}</Link>}>
      <List
        size="small"
        loading={articles.status === 'loading'}
        dataSource={articles.status === 'done' ? articles.data : []}
        renderItem={(article) => (
          <List.Item>
            <Link to={`/art/${encodeURIComponent(article.id)}`} title={article.title}>
              {truncate(article.title)}
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
