import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { FullPageLoading } from '../components/full-page-loading';
import { RouteErrorPage } from '../pages/errors/route-error-page';
import { RootShell } from './root-shell';
import { guardLoader } from './guard';
import { trackProgress } from './progress';
import { CATCH_ALL, KNOWN_ROUTES, type KnownRoute, type PageKey, type RouteHandle } from './route-table';

/** Page code by key, loaded when a route is first visited. */
const PAGES: Record<PageKey, () => Promise<{ default: ComponentType }>> = {
  login: () => import('../pages/login/login-page'),
  authRedirect: () => import('../pages/auth-redirect/auth-redirect-page'),
  operauth: () => import('../pages/operauth/operauth-page'),
  redirect: () => import('../pages/redirect/redirect-page'),
  notFound: () => import('../pages/errors/not-found-page'),
  unauthorised: () => import('../pages/errors/unauthorised-page'),
  article: () => import('../pages/content/article-page'),
  frame: () => import('../pages/frame/frame-page'),
  overview: () => import('../pages/overview/overview-page'),
  noticeList: () => import('../pages/content/notice-list-page'),
  helpList: () => import('../pages/content/help-list-page'),
  landing: () => import('../pages/landing/landing-page'),
};

const toRouteObject = (route: KnownRoute): RouteObject => ({
  id: route.name,
  path: route.path,
  handle: { route } satisfies RouteHandle,
  lazy: async () => ({ Component: (await PAGES[route.page]()).default }),
});

/**
 * Every known route sits under one pathless route whose loader is the guard, re-run on every
 * navigation. Which of them a session may open is the guard's call (generated routes), so the
 * tree itself never changes after start-up.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'guard',
      loader: guardLoader,
      shouldRevalidate: () => true,
      Component: RootShell,
      HydrateFallback: FullPageLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...KNOWN_ROUTES.filter((route) => !route.layout).map(toRouteObject),
        {
          id: 'layout',
          path: '/',
          lazy: async () => ({ Component: (await import('../layout/admin-layout')).default }),
          children: [
            // The guard sends / on to /overview once the session is checked (ROUTE-05).
            { index: true, element: null },
            ...KNOWN_ROUTES.filter((route) => route.layout).map(toRouteObject),
          ],
        },
        // The guard sends every path without a route of the session to /404 (ROUTE-26); a
        // loader here would race the guard's own redirects, so this only renders as a fallback.
        { id: 'catchAll', path: CATCH_ALL.path, element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(createRoutes());
  trackProgress(router);
  return router;
}
