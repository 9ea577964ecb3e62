import dayjs from 'dayjs';
import { callApi } from '../api/http';
import { t } from '../i18n';
import { session } from '../stores/session';
import type { TabView } from '../stores/tabs';

/**
 * DATA-07: opening a menu page goes to the server's operation log (syncSysOperatorLog.do): one
 * record per page opened, none for a query change of the page that is open, nor for coming back
 * to a page (its tab) that was recorded less than a window ago, so quick tab switching does not
 * flood the log.
 */

export const PAGE_OPEN_WINDOW_MS = 60_000;
/** The `client` of the records: the operators' own, as the server files its records. */
export const PAGE_OPEN_CLIENT = 'rcadmin';

/** What the log needs of an open tab: its path, its menu title, and whether a menu entry is behind it. */
export type OpenedView = Pick<TabView, 'path' | 'title' | 'resourceId'>;

/**
 * The decision: answers a function to call with every view the route shows, which calls `send`
 * for the views that are a page opened.
 */
export function createPageOpenLog(
  send: (view: OpenedView) => void,
  options: { now?: () => number; windowMs?: number; user?: () => string } = {},
) {
  const { now = Date.now, windowMs = PAGE_OPEN_WINDOW_MS, user = () => '' } = options;
  let current: string | null = null;
  const sentAt = new Map<string, number>();
  return (view: OpenedView | null): void => {
    // A page outside the menu is not recorded; it also ends the open page, whose title may only
    // have been unknown until the menu came.
    const path = view?.resourceId ? view.path : null;
    if (path === current) return;
    current = path;
    if (!view || path === null) return;
    const at = now();
    for (const [key, sent] of sentAt) if (at - sent >= windowMs) sentAt.delete(key);
    const key = `${user()}\n${path}`;
    if (sentAt.has(key)) return;
    sentAt.set(key, at);
    send(view);
  };
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** Sends one record; never throws and never toasts. Without a session nothing is sent. */
export async function reportPageOpen(view: OpenedView): Promise<void> {
  if (!session.siteToken) return;
  await callApi(
    'syncSysOperatorLog',
    {
      tenantId: cut(session.platformNum, 64),
      tenantName: cut(session.tenantName, 200),
      opt: t('operationLog.pageOpened'),
      client: PAGE_OPEN_CLIENT,
      optUserCode: cut(session.siteUserId, 64),
      optUserName: cut(session.siteUserName, 100),
      optTime: dayjs().format('YYYY-MM-DD HH:mm:ss'),
      menuCode: cut(view.path, 200),
      menuName: cut(view.title, 200),
      // The server files the record at the caller's address.
      addr: '',
    },
    { silent: true },
  ).catch(() => undefined);
}

/** The shell's page-open log: the layout calls it with the view of every route it shows. */
export const logPageOpen = createPageOpenLog((view) => void reportPageOpen(view), {
  user: () => session.siteUserId,
});
