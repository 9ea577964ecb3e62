import { describe, expect, test } from 'vitest';
import { toMenuItems } from '../menu/build-menu';
import { res } from '../menu/testing/fixtures';
import { findRoute, generateRoutes, paramsAllowed, paramsWithDefaults } from './generate-routes';
import { CATCH_ALL, KNOWN_ROUTES, STATIC_BASE_ROUTES } from './route-table';

const menuOf = (...urls: string[]) =>
  toMenuItems(
    [
      res('area', '区域', '/member/index', [
        res(
          'group',
          '分组',
          '',
          urls.map((url, i) => res(`p${i}`, `页${i}`, url)),
        ),
      ]),
    ],
    new Set(),
  );

const byName = (name: string) => KNOWN_ROUTES.find((route) => route.name === name)!;

describe('route generation', () => {
  test('[ROUTE-25] static base routes always, permission routes only where a menu url matches', () => {
    const routes = generateRoutes(menuOf('/goods/category/list', 'https://x.example.com', '#', ''));
    expect(routes.slice(0, STATIC_BASE_ROUTES.length)).toEqual(STATIC_BASE_ROUTES);
    const permitted = routes.slice(STATIC_BASE_ROUTES.length, -1).map((route) => route.path);
    expect(permitted).toEqual(['/member/index', '/goods/category/list']);
    expect(generateRoutes([])).toEqual([...STATIC_BASE_ROUTES, CATCH_ALL]);
  });

  test('[ROUTE-25] a matching menu url grants its whole route group (list, create, edit, view)', () => {
    const permitted = generateRoutes(menuOf('/goods/index/list?from=menu')).map((route) => route.path);
    expect(permitted).toEqual(
      expect.arrayContaining([
        '/goods/index/list',
        '/goods/index/create',
        '/goods/index/edit/:id',
        '/goods/index/view/:id',
        '/goods/index/gddtText',
      ]),
    );
    expect(permitted).not.toContain('/goods/cindex/list');
  });

  test('[ROUTE-26] the catch-all comes last, after the permitted routes', () => {
    const routes = generateRoutes(menuOf('/goods/index/list'));
    expect(routes.at(-1)).toBe(CATCH_ALL);
    expect(CATCH_ALL).toMatchObject({ path: '*', page: 'notFound' });
    expect(findRoute('/anything/else', routes)).toBeUndefined();
  });

  test('[ROUTE-21] goods edit and view take a numeric id only', () => {
    const edit = byName('goodsEdit');
    expect(paramsAllowed(edit, '/goods/index/edit/42')).toBe(true);
    expect(paramsAllowed(edit, '/goods/index/edit/abc')).toBe(false);
    expect(paramsAllowed(byName('goodsView'), '/goods/index/view/4a')).toBe(false);
    expect(paramsAllowed(byName('goodsList'), '/goods/index/list')).toBe(true);
  });

  test('[ROUTE-11] batchImportl fills id 1 and tab importTab when left out', () => {
    const route = byName('batchImportl');
    expect(paramsWithDefaults(route, {})).toEqual({ id: '1', tab: 'importTab' });
    expect(paramsWithDefaults(route, { id: '9' })).toEqual({ id: '9', tab: 'importTab' });
    expect(paramsWithDefaults(route, { id: '9', tab: 'exportTab' })).toEqual({ id: '9', tab: 'exportTab' });
  });
});
