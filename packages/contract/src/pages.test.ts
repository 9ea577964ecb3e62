import { describe, expect, test } from 'vitest';
import { calls } from './all-calls';
import { EXPORT_TYPES, IMPORT_TYPES, batchImportCalls } from './batch-import-calls';
import { GOODS_PAGES } from './goods-calls';
import { ORG_PAGES } from './org-calls';
import {
  areaPath,
  isMenuPage,
  PAGE_LIST,
  PAGES,
  pageMatches,
  pageUrl,
  PERMISSION_AREAS,
  SHELL_PAGES,
} from './pages';
import { SETTINGS_PAGES } from './settings-calls';

const menuPaths = new Set(PAGE_LIST.filter(isMenuPage).map((page) => page.path));
const resourcesOf = (resource: string | readonly string[] | undefined) =>
  resource === undefined ? [] : typeof resource === 'string' ? [resource] : resource;

describe('the page manifest', () => {
  test('every page has its own name and path', () => {
    const paths = PAGE_LIST.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [name, page] of Object.entries(PAGES)) expect(page.name).toBe(name);
    // Nor does a feature page take a path of the shell's own pages.
    const shell = [...Object.values(SHELL_PAGES), ...PERMISSION_AREAS.map(areaPath)];
    for (const page of PAGE_LIST) expect(shell, page.path).not.toContain(page.path);
  });

  test('every page is granted by a menu page: one whose own grant opens it', () => {
    for (const page of PAGE_LIST) {
      expect(page.resource.length, page.name).toBeGreaterThan(0);
      for (const path of page.resource) expect(menuPaths, `${page.name} granted by ${path}`).toContain(path);
    }
  });

  test('the server binds calls to menu pages of the manifest, and to every one of them', () => {
    const bound = new Set(
      Object.values(calls as Record<string, { resource?: string | readonly string[] }>).flatMap((call) =>
        resourcesOf(call.resource),
      ),
    );
    for (const path of bound) expect(menuPaths, path).toContain(path);
    for (const path of menuPaths) expect(bound, path).toContain(path);
    // The *_PAGES tables are views of the manifest's menu pages, all of them.
    const tables = [
      ...Object.values(GOODS_PAGES),
      ...Object.values(ORG_PAGES),
      ...Object.values(SETTINGS_PAGES),
    ];
    expect(new Set(tables)).toEqual(menuPaths);
  });

  test("the bulk import screen is granted by every import and export type's page", () => {
    const typePages = new Set<string>([...IMPORT_TYPES, ...EXPORT_TYPES].map((entry) => entry.page));
    for (const name of ['batchImportl', 'batchImporte', 'batchExcel'] as const)
      expect(new Set(PAGES[name].resource), name).toEqual(typePages);
    expect(new Set(resourcesOf(batchImportCalls.batchJobList.resource))).toEqual(typePages);
  });

  test('a form is never kept alive behind another tab; a page of a module is titled by its texts', () => {
    expect(PAGES.goodsEdit).toMatchObject({ kind: 'form', noCache: true, numericParams: ['id'] });
    expect(PAGES.goodsList).toMatchObject({ kind: 'list', noCache: false, route: 'permission' });
    expect(PAGES.createDept).toMatchObject({
      route: 'static',
      group: '/organization',
      titleKey: 'org.routes.createDept',
    });
    expect(PAGES.goodsList.titleKey).toBe('routes.goodsList');
    expect(PAGES.createOperator.group).toBe(PAGES.operatorIndex.group);
  });

  test('pageUrl fills params and drops optional ones; pageMatches reads a url as the router does', () => {
    expect(pageUrl('batchImportl')).toBe('/batchImport/list');
    expect(pageUrl('batchImportl', { id: '2', tab: 'importTab' })).toBe('/batchImport/list/2/importTab');
    expect(pageUrl('goodsEdit', { id: '12' })).toBe('/goods/index/edit/12');
    expect(() => pageUrl('goodsEdit')).toThrow(/:id/);
    expect(pageMatches(PAGES.batchImportl, '/batchImport/list')).toBe(true);
    expect(pageMatches(PAGES.batchImportl, '/batchImport/list/7/exportTab?x=1')).toBe(true);
    expect(pageMatches(PAGES.goodsEdit, '/goods/index/edit')).toBe(false);
    expect(pageMatches(PAGES.goodsEdit, '/goods/index/edit/3/more')).toBe(false);
    expect(pageMatches({ path: SHELL_PAGES.microApp }, '/micro/vendor')).toBe(true);
  });
});
