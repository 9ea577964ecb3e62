import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { loadWithAntdScope } from '../components/antd-scope-loader';
import { FullPageLoading } from '../components/full-page-loading';
import { endBoot } from '../boot/end-boot';
import { RootShell } from './root-shell';
import { guardLoader, shouldRevalidateGuard } from './guard';
import { trackProgress } from './progress';
import {
  CATCH_ALL,
  KNOWN_ROUTES,
  type KnownRoute,
  type PageKey,
  type RouteHandle,
} from '../router/route-table';

/** Page code by key, loaded when a route is first visited. */
const PAGES: Record<Exclude<PageKey, 'feature'>, () => Promise<{ default: ComponentType }>> = {
  login: () => import('../pages/login/login-page'),
  authRedirect: () => import('../pages/auth-redirect/auth-redirect-page'),
  operauth: () => import('../pages/operauth/operauth-page'),
  redirect: () => import('../pages/redirect/redirect-page'),
  notFound: () => import('../pages/errors/not-found-page'),
  unauthorised: () => import('../pages/errors/unauthorised-page'),
  article: () => import('../pages/content/article-page'),
  frame: () => import('../pages/frame/frame-page'),
  microApp: () => import('../microapp/micro-app-page'),
  overview: () => import('../pages/overview/overview-page'),
  noticeList: () => import('../pages/content/notice-list-page'),
  helpList: () => import('../pages/content/help-list-page'),
  download: () => import('../pages/download/download-page'),
  landing: () => import('../pages/landing/landing-page'),
};

/** Only a failed navigation needs the error page (and antd's Result): its code loads then. */
const LazyRouteErrorPage = lazy(async () => {
  const [module, scope] = await loadWithAntdScope(() => import('../pages/errors/route-error-page'));
  return { default: scope.withAntdScope(module.RouteErrorPage) };
});
function RouteError() {
  // A failed first navigation shows its error page, not index.html's frame of the layout.
  useLayoutEffect(endBoot, []);
  return (
    <Suspense fallback={<FullPageLoading />}>
      <LazyRouteErrorPage />
    </Suspense>
  );
}

/**
 * The pages of the first load (sign-in, overview) are plain elements on antd's CSS variables;
 * every other page shows antd components and sits under antd's scope, whose code loads with it.
 */
const PLAIN_PAGES: ReadonlySet<PageKey> = new Set(['login', 'overview', 'redirect']);

/**
 * A feature module's page (packages/features) for the route's path, under antd's scope with the
 * shell's HostKit; the placeholder while no module brings that page. The features' code and texts
 * load here, with the first feature page.
 */
async function loadFeatureRoute(path: string): Promise<ComponentType> {
  const [[page, features], scope] = await Promise.all([
    import('../features/feature-page').then(
      async (features) => [await features.loadFeaturePage(path), features] as const,
    ),
    import('../components/antd-scope'),
  ]);
  await scope.antdScopeReady();
  if (!page) return loadPage('landing');
  return scope.withAntdScope(features.withHostKit(page));
}

async function loadPage(page: PageKey, path = ''): Promise<ComponentType> {
  if (page === 'feature') return loadFeatureRoute(path);
  if (PLAIN_PAGES.has(page)) return (await PAGES[page]()).default;
  const [module, scope] = await loadWithAntdScope(PAGES[page]);
  return scope.withAntdScope(module.default);
}

const toRouteObject = (route: KnownRoute): RouteObject => ({
  id: route.name,
  path: route.path,
  handle: { route } satisfies RouteHandle,
  lazy: async () => ({ Component: await loadPage(route.page, route.path) }),
});

/**
 * Every known route sits under one pathless route whose loader is the guard, re-run on every
 * navigation but a switch to an open tab (shouldRevalidateGuard). Which of them a session may open is the guard's call (generated routes), so the
 * tree itself never changes after start-up.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'guard',
      loader: guardLoader,
      shouldRevalidate: shouldRevalidateGuard,
      Component: RootShell,
      HydrateFallback: FullPageLoading,
      ErrorBoundary: RouteError,
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
