import { useCallback } from 'react';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Divider, Flex, List, Typography } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { getHelpArticles, getNotices } from '../api/content';
import { useAsync, type AsyncState } from '../hooks/use-async';
import { safeHref, truncate } from '../utils/text';

/**
 * Where users reach a person (SHELL-04). The spec leaves the values out; these are the demo
 * company's, set here once.
 */
export const SUPPORT_CONTACT = { hotline: '400-820-2026', mailbox: 'service@rcadmin.com' } as const;

interface Row {
  key: string;
  title: string;
  /** A route inside the shell, or an http(s) address opened in a new window. */
  to?: string;
  href?: string;
}

/** One section of at most 4 rows with titles cut at 20 characters; a failed fetch hides it (ERR-08). */
function Section({
  title,
  more,
  state,
  onNavigate,
}: {
  title: string;
  more: string;
  state: AsyncState<Row[]>;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  if (state.status === 'failed') return null;
  return (
    <section aria-label={title}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{title}</Typography.Text>
        <Link to={more} onClick={onNavigate}>
          {t('topBar.content.more')}
        </Link>
      </Flex>
      <List
        size="small"
        split={false}
        loading={state.status === 'loading'}
        dataSource={state.status === 'done' ? state.data : []}
        locale={{ emptyText: t('topBar.content.empty') }}
        renderItem={(row) => (
          <List.Item style={{ paddingInline: 0 }}>
            {row.to ? (
              <Link to={row.to} title={row.title} onClick={onNavigate}>
                {truncate(row.title)}
              </Link>
            ) : (
              <a href={row.href} target="_blank" rel="noopener noreferrer" title={row.title}>
                {truncate(row.title)}
              </a>
            )}
          </List.Item>
        )}
      />
    </section>
  );
}

/** The popover's content: a chunk of its own, loaded on the first opening. */
export default function NoticePopoverContent({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const notices = useAsync(
    useCallback(
      () =>
        getNotices(undefined, { silent: true }).then((list) =>
          list.map((notice): Row => ({ key: notice.id, title: notice.text, href: safeHref(notice.link) })),
        ),
      [],
    ),
  );
  const help = useAsync(
    useCallback(
      () =>
        getHelpArticles({ silent: true }).then((list) =>
          list.map((article): Row => ({
            key: article.id,
            title: article.title,
            to: `/art/${encodeURIComponent(article.id)}`,
          })),
        ),
      [],
    ),
  );
  return (
    <Flex vertical gap={8} style={{ width: 280 }}>
      <Section
        title={t('topBar.content.notices')}
        more="/noticelist"
        state={notices}
        onNavigate={onNavigate}
      />
      <Section title={t('topBar.content.help')} more="/helpartlist" state={help} onNavigate={onNavigate} />
      <Divider style={{ margin: 0 }} />
      <Typography.Text type="secondary">
        <PhoneOutlined /> {t('topBar.content.hotline')}: {SUPPORT_CONTACT.hotline}
      </Typography.Text>
      <Typography.Text type="secondary">
        <MailOutlined /> {t('topBar.content.mailbox')}:{' '}
        <a href={`mailto:${SUPPORT_CONTACT.mailbox}`}>{SUPPORT_CONTACT.mailbox}</a>
      </Typography.Text>
    </Flex>
  );
}
