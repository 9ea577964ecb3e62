import { useCallback } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getHelpArticles } from '../../api/content';
import { PlainList } from '../../components/plain-list';
import { useAsync } from '../../hooks/use-async';
import { truncate } from '../../utils/text';
import { Panel } from '../../components/panel';

/** Four help articles linking to /art/{id}; a failed fetch hides the card (ERR-08). */
export function HelpCard() {
  const { t } = useTranslation();
  const articles = useAsync(useCallback(() => getHelpArticles({ silent: true }), []));
  if (articles.status === 'failed') return null;
  return (
    <Panel title={t('routes.helpartlist')} extra={<Link to="/helpartlist">{t('buttons.open')}</Link>}>
      <PlainList
        loading={articles.status === 'loading'}
        items={articles.status === 'done' ? articles.data : []}
        rowKey={(article) => article.id}
        renderItem={(article) => (
          <Link to={`/art/${encodeURIComponent(article.id)}`} title={article.title}>
            {truncate(article.title)}
          </Link>
        )}
      />
    </Panel>
  );
}
