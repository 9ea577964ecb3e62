import { describe, expect, test } from 'vitest';
import { BASE_MENU } from '../router/route-table';
import { buildMenu } from './build-menu';
import { localiseMenu } from './localise';
import { buildSearchIndex, normalise, searchIndexFor, searchKeys, searchMenu } from './search';
import { goodsArea, memberArea, rcadminApp, res } from './testing/fixtures';
import { COLLECT_MENU_ID, type MenuItem } from './types';

const menuOf = (...areas: ReturnType<typeof res>[]) =>
  buildMenu({
    appList: [rcadminApp(areas)],
    collectList: [],
    baseMenu: BASE_MENU,
    ssoMenuType: 0,
    platformNum: '100001',
  }).menu;

const titles = (menu: readonly MenuItem[], query: string) =>
  searchMenu(buildSearchIndex(menu), query).map((entry) => entry.item.title);

describe('function search', () => {
  test('[MENU-18] [I18N-01] finds an entry by its name in en or es and by its zh name, pinyin and initials, naming it in the language', () => {
    const area = {
      ...res('goods', '商品', '', [
        {
          ...res('goods-base', '基础资料', '', [
            {
              ...res('g-cat', '商品分类', '/goods/category/list'),
              names: { en: 'Categories', es: 'Categorías' },
            },
            { ...res('g-brand', '品牌', '/goods/brand/list'), names: { en: 'Brands' } },
          ]),
          names: { en: 'Master data', es: 'Datos maestros' },
        },
      ]),
      names: { en: 'Goods', es: 'Productos' },
    };
    const english = localiseMenu(menuOf(area), 'en');
    const spanish = localiseMenu(menuOf(area), 'es');
    expect(titles(english, 'categ')).toEqual(['Categories']);
    expect(titles(spanish, 'categorias')).toEqual(['Categorías']);
    expect(titles(english, 'spfl')).toEqual(['Categories']);
    expect(titles(english, 'shangpinfenlei')).toEqual(['Categories']);
    expect(titles(english, '商品分类')).toEqual(['Categories']);
    // Without a name in es: its zh one, found by it and by its en name.
    expect(titles(spanish, 'brands')).toEqual(['品牌']);
    const [found] = searchMenu(buildSearchIndex(spanish), 'categ');
    expect(found).toMatchObject({ firstName: 'Productos', secondName: 'Datos maestros' });
  });

  test('[MENU-18] finds Chinese names by full pinyin and by initials, prefix matches first', () => {
    const menu = menuOf(goodsArea(), memberArea());
    expect(titles(menu, 'spda')).toEqual(['商品档案', '商品档案(SPU)']);
    expect(titles(menu, 'shangpin').slice(0, 3)).toEqual(['商品档案', '商品档案(SPU)', '商品查询']);
    expect(titles(menu, 'zhsp')).toEqual(['组合商品', '组合商品(SPU)']);
    expect(titles(menu, '商品')).toContain('组合商品');
    expect(titles(menu, '商品').indexOf('商品档案')).toBeLessThan(titles(menu, '商品').indexOf('组合商品'));
  });

  test('[MENU-18] 商品查询 is found by its initials spcx and its full pinyin', () => {
    expect(searchKeys('商品查询')).toEqual(['商品查询', 'shangpinchaxun', 'spcx']);
  });

  test('[MENU-18] suggests third-level entries with their first- and second-level names', () => {
    const [found] = searchMenu(buildSearchIndex(menuOf(goodsArea())), 'spfl');
    expect(found).toMatchObject({ firstName: '商品', secondName: '基础资料' });
    expect(found!.item).toMatchObject({ level: 3, title: '商品分类', path: '/goods/category/list' });
  });

  test('[MENU-18] an area or group name finds its entries, after entries matching by their own name', () => {
    const menu = menuOf(
      goodsArea(),
      memberArea(),
      res('x', '其他', '', [res('x1', '工具', '', [res('x2', '会员导入', '/x/i')])]),
    );
    expect(titles(menu, 'huiyuan')).toEqual(['会员列表', '会员画像', '会员等级', '会员导入']);
    expect(titles(menu, 'jczl')).toEqual(['商品分类']);
  });

  test('[MENU-18] en and es names match without case or accents', () => {
    const menu = menuOf(
      res('es', 'Artículos', '', [
        res('es-g', 'Gestión', '', [res('es-1', 'Categorías de artículos', '/es/1')]),
      ]),
      res('en', 'Goods', '', [res('en-g', 'Catalogue', '', [res('en-1', 'Price Changes', '/en/1')])]),
    );
    expect(titles(menu, 'CATEGORIAS')).toEqual(['Categorías de artículos']);
    expect(titles(menu, 'categorías de')).toEqual(['Categorías de artículos']);
    expect(titles(menu, 'price ch')).toEqual(['Price Changes']);
    expect(normalise('  Ñandú Árbol ')).toBe('nanduarbol');
  });

  test('[MENU-18] the favourites group is left out, empty queries find nothing, results are capped', () => {
    const menu = menuOf(goodsArea());
    const withFavourites = [...menu, { ...menu[0]!, id: COLLECT_MENU_ID }];
    expect(titles(withFavourites, 'spda')).toEqual(['商品档案', '商品档案(SPU)']);
    expect(titles(menu, '   ')).toEqual([]);
    const many = res('big', '大', '', [
      res(
        'big-g',
        '组',
        '',
        Array.from({ length: 80 }, (_, i) => res(`b${i}`, `报表${i}`, `/b/${i}`)),
      ),
    ]);
    expect(searchMenu(buildSearchIndex(menuOf(many)), 'bb', 50)).toHaveLength(50);
  });

  test('[MENU-18] pinyin keys are built once per menu snapshot and reused', () => {
    const menu = menuOf(goodsArea());
    expect(searchIndexFor(menu)).toBe(searchIndexFor(menu));
    expect(searchKeys('重庆Store')).toEqual(['重庆store', 'chongqingstore', 'cqs']);
  });

  test('[MENU-18] typing on narrows among the last matches and finds what a fresh search finds', () => {
    const menu = menuOf(goodsArea(), memberArea());
    const typed = buildSearchIndex(menu);
    const titles = (index: ReturnType<typeof buildSearchIndex>, query: string) =>
      searchMenu(index, query).map((entry) => entry.item.title);
    // Key by key, then back (a shorter query searches everything again), then elsewhere.
    for (const query of ['s', 'sp', 'spf', 'spfl', 'spf', 'sp', 'shangpin', 'hui', 'huiyuan', 'Goods']) {
      expect(titles(typed, query), query).toEqual(titles(buildSearchIndex(menu), query));
    }
    expect(titles(typed, 'spfl')).toContain('商品分类');
  });
});
