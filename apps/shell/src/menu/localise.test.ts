import { describe, expect, test } from 'vitest';
import { BASE_MENU } from '../router/route-table';
import { buildMenu, pagesOf } from './build-menu';
import { localiseMenu, titleIn } from './localise';
import { rcadminApp, res } from './testing/fixtures';
import { COLLECT_MENU_ID } from './types';

const named = (
  id: string,
  name: string,
  names: { en?: string; es?: string },
  url = '',
  children: ReturnType<typeof res>[] = [],
) => ({ ...res(id, name, url, children), names });

const goods = () =>
  named('goods', '商品', { en: 'Goods', es: 'Productos' }, '', [
    named('goods-base', '商品资料', { en: 'Goods master data' }, '', [
      named('g-cat', '商品分类', { en: 'Categories', es: 'Categorías' }, '/goods/category/list'),
      named('g-brand', '品牌', { en: ' ', es: 'Marcas' }, '/goods/brand/list'),
    ]),
  ]);

const built = (collect: string[] = []) =>
  buildMenu({
    appList: [
      rcadminApp([goods(), named('rc-collect-area', '收藏夹', { en: 'Favourites', es: 'Favoritos' })]),
    ],
    collectList: collect.map((resourceId) => ({
      resourceId,
      parentResourceId: 'collectMenu' as const,
      resourceName: resourceId,
    })),
    baseMenu: BASE_MENU,
    ssoMenuType: 0,
    platformNum: '100001',
  }).menu;

const shown = (menu: ReturnType<typeof localiseMenu>) =>
  menu.flatMap((area) => [
    area.title,
    ...area.list.flatMap((group) => [group.title, ...group.list.map((p) => p.title)]),
  ]);

describe('menu names in the user language', () => {
  test('[I18N-01] [MENU-04] items carry every language of the name; the title is zh until the menu is localised', () => {
    const menu = built();
    const category = pagesOf(menu).find((page) => page.id === 'g-cat')!;
    expect(category.title).toBe('商品分类');
    expect(category.titles).toEqual({ zh: '商品分类', en: 'Categories', es: 'Categorías' });
    // A blank name is no name.
    expect(pagesOf(menu).find((page) => page.id === 'g-brand')!.titles).toEqual({ zh: '品牌', es: 'Marcas' });
  });

  test('[I18N-01] areas, groups and pages take the name in the language, zh where it has none', () => {
    const menu = built();
    expect(shown(localiseMenu(menu, 'en'))).toEqual(
      expect.arrayContaining(['Goods', 'Goods master data', 'Categories', '品牌']),
    );
    expect(shown(localiseMenu(menu, 'es'))).toEqual(
      expect.arrayContaining(['Productos', '商品资料', 'Categorías', 'Marcas']),
    );
    expect(shown(localiseMenu(localiseMenu(menu, 'es'), 'zh'))).toEqual(shown(menu));
    expect(titleIn({ zh: '品牌', en: '' }, 'en')).toBe('品牌');
  });

  test('[FAV-04] the favourites group and its area groups are titled in the language too', () => {
    const menu = localiseMenu(built(['g-cat']), 'es');
    const favourites = menu.find((area) => area.id === COLLECT_MENU_ID)!;
    expect(favourites.title).toBe('Favoritos');
    expect(favourites.list.map((group) => group.title)).toEqual(['Productos']);
    expect(favourites.list[0]!.list.map((page) => page.title)).toEqual(['Categorías']);
  });

  test('a menu already in the language is the same snapshot (its search index and tabs stay)', () => {
    const english = localiseMenu(built(), 'en');
    expect(localiseMenu(english, 'en')).toBe(english);
    expect(localiseMenu(english, 'es')).not.toBe(english);
  });

  test('[MENU-19] a frame page opens the same address in every language (its tab stays one tab)', () => {
    const menu = buildMenu({
      appList: [
        rcadminApp([
          named('v', '第三方', { en: 'Third party' }, '', [
            named('vg', '第三方应用', {}, '', [
              named('vp', '供应商报表', { en: 'Vendor report' }, 'https://vendor.example.com/r'),
            ]),
          ]),
        ]),
      ],
      collectList: [],
      baseMenu: [],
      ssoMenuType: 0,
      platformNum: '100001',
    }).menu;
    const path = (language: 'zh' | 'en') => pagesOf(localiseMenu(menu, language))[0]!.path;
    expect(path('en')).toBe(path('zh'));
    expect(new URLSearchParams(path('en').split('?')[1]).get('name')).toBe('供应商报表');
  });
});

describe("the shell's base menu", () => {
  test('[MENU-08] [I18N-01] a user whose roles leave the organisation and settings areas to the shell sees them in the language', () => {
    const { menu } = buildMenu({
      appList: [rcadminApp([goods()])],
      collectList: [],
      baseMenu: BASE_MENU,
      ssoMenuType: 0,
      platformNum: '100001',
    });
    const areas = (language: 'zh' | 'en' | 'es') => localiseMenu(menu, language).map((area) => area.title);
    expect(areas('en')).toEqual(expect.arrayContaining(['Organisation', 'Settings']));
    expect(areas('es')).toEqual(expect.arrayContaining(['Organización', 'Ajustes']));
    expect(areas('zh')).toEqual(expect.arrayContaining(['组织', '设置']));
    const pages = pagesOf(localiseMenu(menu, 'en')).map((page) => page.title);
    expect(pages).toEqual(
      expect.arrayContaining(['Roles', 'Employees', 'System parameters', 'Store navigation']),
    );
  });
});
