import { describe, expect, test } from 'vitest';
import { featureModules } from '@rcadmin/features';
import { toMenuItems } from '../menu/build-menu';
import { res } from '../menu/testing/fixtures';
import { generateRoutes } from '../router/generate-routes';
import { decideAccess } from '../router/guard-rules';
import { CONSTANT_ROUTES, KNOWN_ROUTES } from '../router/route-table';
import i18n, { LANGUAGES } from '../i18n';
import { loadFeatureModules } from './feature-page';

const featureRoutes = featureModules.flatMap((module) => module.routes);

describe('feature modules in the shell', () => {
  test('[GOODS-10] every page of a feature module is a route of the shell that renders it', () => {
    for (const route of featureRoutes) {
      const known = KNOWN_ROUTES.find((candidate) => candidate.path === route.path);
      expect(known, route.path).toMatchObject({ page: 'feature', name: route.name });
      // Goods pages come with the permission set; organisation pages are static base routes,
      // hidden routes or permission routes, as spec §2 places them.
      if (route.path.startsWith('/goods/')) expect(known?.kind, route.path).toBe('permission');
    }
    // And no route of the table waits for a page no module brings.
    for (const known of KNOWN_ROUTES.filter((route) => route.page === 'feature'))
      expect(
        featureRoutes.map((route) => route.path),
        known.path,
      ).toContain(known.path);
  });

  test('[ROUTE-25] /goods/query/list (商品查询) is granted by its menu entry; ungranted goods pages end at /401', () => {
    const menu = toMenuItems(
      [res('g', '商品', '/goods/index', [res('q', '商品查询', '/goods/query/list')])],
      new Set(),
    );
    const routes = [...CONSTANT_ROUTES, ...generateRoutes(menu)];
    expect(decideAccess('/goods/query/list', routes)).toEqual({ action: 'pass' });
    expect(decideAccess('/goods/index/list', routes)).toEqual({ action: 'redirect', to: '/401' });
    expect(decideAccess('/goods/cindex/cedit/x1', routes)).toEqual({ action: 'redirect', to: '/404' });
    expect(decideAccess('/goods/nothing/here', routes)).toEqual({ action: 'redirect', to: '/404' });
  });

  test('[I18N-01] the goods texts join the shell texts in zh, en and es once the features load', async () => {
    await loadFeatureModules();
    for (const language of LANGUAGES) {
      expect(i18n.exists('goods.routes.goodsList', { lng: language }), language).toBe(true);
      expect(i18n.exists('goods.lists.batch.price', { lng: language }), language).toBe(true);
      // The shell's own texts are still there.
      expect(i18n.exists('routes.goodsQuery', { lng: language }), language).toBe(true);
    }
    expect(i18n.t('goods.lists.views.recycleBin', { lng: 'zh' })).toBe('回收站');
  });
});
