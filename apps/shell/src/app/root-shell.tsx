import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PasswordPrompts } from '../password/password-prompts';
import { AccountAbnormalDialog } from '../watch/account-abnormal-dialog';
import type { RouteHandle } from '../router/route-table';
import { endBoot } from '../boot/end-boot';

/** The top of the tree: scroll to top on navigation (ROUTE-06) and a title per page. */
export function RootShell() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const title = handle ? t(handle.route.titleKey) : '';
  const { key } = useLocation();
  // Every navigation, back and forward too, starts at the top of the page (ROUTE-06), in the same
  // commit as the new page: it is never painted at the old page's offset, and a scroll the user
  // makes right after is not undone a frame later. In braces: newer browsers' scrollTo returns a
  // promise, which React would take for the effect's clean-up.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [key]);
  // The first page is on screen: index.html's frame of the layout goes (in the same commit).
  useLayoutEffect(endBoot, []);
  // Nor may the browser put the old position back after a back or forward.
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    document.title = title ? `${title} · ${t('app.name')}` : t('app.name');
  }, [title, t]);
  return (
    <>
      <Outlet />
      {/* Over every page, the sign-in page included: a forced password change happens there. */}
      <PasswordPrompts />
      <AccountAbnormalDialog />
    </>
  );
}
