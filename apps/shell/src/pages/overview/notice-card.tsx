import { useCallback } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getNotices } from '../../api/content';
import { PlainList } from '../../components/plain-list';
import { useAsync } from '../../hooks/use-async';
import { safeHref, truncate } from '../../utils/text';
import { Panel } from '../../components/panel';

/** The latest four notices; a failed fetch hides the card (ERR-08). */
export function NoticeCard() {
  const { t } = useTranslation();
  const notices = useAsync(useCallback(() => getNotices(undefined, { silent: true }), []));
  if (notices.status === 'failed') return null;
  return (
    <Panel title={t('routes.noticelist')} extra={<Link to="/noticelist">{t('buttons.open')}</Link>}>
      <PlainList
        loading={notices.status === 'loading'}
        items={notices.status === 'done' ? notices.data : []}
        rowKey={(notice) => notice.id}
        renderItem={(notice) => (
          <>
            <a href={safeHref(notice.link)} target="_blank" rel="noopener noreferrer" title={notice.text}>
              {truncate(notice.text)}
            </a>
            <span className="rc-secondary">{notice.publishDate}</span>
          </>
        )}
      />
    </Panel>
  );
}
