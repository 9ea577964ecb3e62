import { describe, expect, test } from 'vitest';
import {
  areaPath,
  isMenuPage,
  PAGE_LIST,
  pageMatches,
  PERMISSION_AREAS,
  SHELL_PAGES,
} from '@rcadmin/contract';
import { rcadminMenu, vendorPageUrl, type MenuSeed } from '../../src/seed/menu';

const EXAMPLE_ORIGIN = 'http://vendor.example:5174';
const urlsOf = (entries: MenuSeed[]): string[] =>
  entries.flatMap((entry) => [
    ...(entry.url === undefined ? [] : [entry.url]),
    ...urlsOf(entry.children ?? []),
  ]);
/** Shell pages a menu links to: the root children, the areas and the micro-apps. */
const shellPages = [...Object.values(SHELL_PAGES), ...PERMISSION_AREAS.map(areaPath)].map((path) => ({
  path,
}));

describe('the menu seed and the page manifest', () => {
  test('every menu url lands on a page of the manifest or of the shell, or is a known placeholder or frame', () => {
    const known = new Set(['', '#', vendorPageUrl(EXAMPLE_ORIGIN)]);
    for (const url of urlsOf(rcadminMenu(EXAMPLE_ORIGIN))) {
      if (known.has(url)) continue;
      const lands = [...PAGE_LIST, ...shellPages].some((page) => pageMatches(page, url));
      expect(lands, url).toBe(true);
    }
  });

  test('every menu page of the manifest is in the menu: a role can grant it', () => {
    const urls = urlsOf(rcadminMenu());
    for (const page of PAGE_LIST.filter(isMenuPage)) expect(urls, page.name).toContain(page.path);
  });
});
