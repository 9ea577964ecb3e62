import { describe, expect, test } from 'vitest';
import type { MenuResource } from '@rcadmin/contract';
import { areaPath, isMenuPage, PAGE_LIST, PERMISSION_AREAS, SHELL_PAGES } from '@rcadmin/contract/wire';
import { COLLECT_MENU_ID } from '../menu/types';
import { BASE_MENU, KNOWN_ROUTES } from './route-table';

const routeAt = (path: string) => KNOWN_ROUTES.find((route) => route.path === path);

describe("the shell's routes and the contract's page manifest", () => {
  test('every page of the manifest is a feature route of the shell, and every feature route a page of it', () => {
    for (const page of PAGE_LIST)
      expect(routeAt(page.path), page.path).toMatchObject({
        name: page.name,
        kind: page.route,
        page: 'feature',
        titleKey: page.titleKey,
      });
    const pages = PAGE_LIST.map((page) => page.path);
    for (const route of KNOWN_ROUTES.filter((known) => known.page === 'feature'))
      expect(pages, route.path).toContain(route.path);
  });

  test('every shell page a menu may link to is a route of the shell', () => {
    for (const path of [...Object.values(SHELL_PAGES), ...PERMISSION_AREAS.map(areaPath)])
      expect(routeAt(path), path).toBeDefined();
    expect(PERMISSION_AREAS).toContain(COLLECT_MENU_ID);
  });

  test("the base menu links to the static routes' menu pages", () => {
    const urls = (entries: MenuResource[]): string[] =>
      entries.flatMap((entry) => [entry.url, ...urls(entry.children ?? [])]).filter(Boolean);
    const staticMenuPages = PAGE_LIST.filter((page) => page.route === 'static' && isMenuPage(page));
    expect(urls(BASE_MENU).sort()).toEqual(staticMenuPages.map((page) => page.path).sort());
  });
});
