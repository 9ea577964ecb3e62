import { useCallback, useState } from 'react';
import { POPOVER_LIMIT } from '@rcadmin/contract/wire';
import { Alert, Avatar, Card, List } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getHelpArticlePage } from '../../api/content';
import { useAsync } from '../../hooks/use-async';
import { safeHref } from '../../utils/text';

/** Help articles come 4 per page (spec §9). */
const PAGE_SIZE = POPOVER_LIMIT;

/** helpartlist: help articles page by page, each opening its article (CONTENT-04). */
export default function HelpListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const articles = useAsync(useCallback(() => getHelpArticlePage(page, PAGE_SIZE), [page]));
  return (
    <Card title={t('routes.helpartlist')}>
      {articles.status === 'failed' ? (
        <Alert type="error" title={t('errors.crashed.subTitle')} />
      ) : (
        <List
          loading={articles.status === 'loading'}
          dataSource={articles.status === 'done' ? articles.data.list : []}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: articles.status === 'done' ? articles.data.total : 0,
            onChange: setPage,
          }}
          renderItem={(article) => (
            <List.Item>
              <List.Item.Meta
                avatar={<Avatar shape="square" size={48} src={safeHref(article.cover_path)} />}
                title={<Link to={`/art/${encodeURIComponent(article.id)}`}>{article.title}</Link>}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
