import { describe, expect, test } from 'vitest';
import { PAGES, PAGE_LIST } from '@rcadmin/contract/wire';
import { featureModules } from '../index';
import { pagePaths, pageRoutes } from './page-routes';

describe('module routes from the page manifest', () => {
  test('every page of the manifest is a route of its module, and every route a page of the manifest', () => {
    const routes = featureModules.flatMap((module) =>
      module.routes.map((route) => ({ module: module.id, name: route.name, path: route.path })),
    );
    expect(routes).toEqual(
      expect.arrayContaining(
        PAGE_LIST.map((page) => ({ module: page.module, name: page.name, path: page.path })),
      ),
    );
    expect(routes).toHaveLength(PAGE_LIST.length);
    for (const module of featureModules)
      for (const route of module.routes) expect(typeof route.component, route.name).toBe('function');
  });

  test('a module without code for one of its pages does not start', () => {
    const page = () => Promise.resolve({ default: () => null });
    // @ts-expect-error batchExcel has no code: the module does not compile.
    expect(() => pageRoutes('batchImport', { batchImportl: page, batchImporte: page })).toThrow(/batchExcel/);
    // A page the manifest does not know does not compile either.
    // @ts-expect-error goodsList is no page of the bulk import module.
    pageRoutes('batchImport', { batchImportl: page, batchImporte: page, batchExcel: page, goodsList: page });
  });

  test("a feature's paths by role are the manifest's paths of the pages it names", () => {
    expect(pagePaths({ list: 'priceAdjustment', view: 'viewAdjustment' })).toEqual({
      list: PAGES.priceAdjustment.path,
      view: PAGES.viewAdjustment.path,
    });
  });
});
