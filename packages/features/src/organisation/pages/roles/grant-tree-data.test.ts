import type { RoleMenuNode } from '@rcadmin/contract';
import { describe, expect, test } from 'vitest';
import {
  allLeavesOf,
  checkStateOf,
  checkedLeavesOf,
  filterMenu,
  grantIdsOf,
  indexMenu,
  sameChecked,
  toTreeData,
  toggleNode,
  wholeGrantTree,
} from './grant-tree-data';

const node = (
  id: string,
  name: string,
  url = '',
  children: RoleMenuNode[] = [],
  level = 3,
): RoleMenuNode => ({
  id,
  name,
  url,
  level,
  children,
});

/** Areas → groups → pages, like the tenant's menu; 'rc-empty' is an area with nothing under it. */
const MENU: RoleMenuNode[] = [
  node(
    'rc-goods-area',
    '商品',
    '',
    [
      node(
        'rc-goods-group',
        '商品管理',
        '',
        [
          node('rc-goods-list', '商品档案', '/goods/index/list'),
          node('rc-goods-query', '商品查询', '/goods/query/list'),
        ],
        2,
      ),
      node('rc-goods-base', '商品资料', '', [node('rc-goods-brand', '品牌', '/goods/brand/blist')], 2),
    ],
    1,
  ),
  node(
    'rc-org-area',
    '组织',
    '',
    [node('rc-org-group', '组织管理', '', [node('rc-org-role', '角色管理', '/organization/roleManage')], 2)],
    1,
  ),
  node('rc-empty', '规划中', '#', [], 1),
];

describe('the grant checkboxes of a role', () => {
  const index = indexMenu(MENU);

  test("[ORG-01] a role's granted ids show its pages checked and the groups above them checked or half", () => {
    const granted = ['rc-goods-area', 'rc-goods-group', 'rc-goods-list', 'rc-goods-base', 'rc-goods-brand'];
    const checked = checkedLeavesOf(index, granted);
    // Only the pages count: a granted group does not mean all its pages.
    expect([...checked].sort()).toEqual(['rc-goods-brand', 'rc-goods-list']);
    expect(checkStateOf(index, checked)).toEqual({
      checked: ['rc-goods-list', 'rc-goods-base', 'rc-goods-brand'],
      halfChecked: ['rc-goods-area', 'rc-goods-group'],
    });
  });

  test("[ORG-01] a save sends the pages and every area and group above them, in the menu's order", () => {
    const checked = new Set(['rc-org-role', 'rc-goods-query']);
    expect(grantIdsOf(index, checked)).toEqual([
      'rc-goods-area',
      'rc-goods-group',
      'rc-goods-query',
      'rc-org-area',
      'rc-org-group',
      'rc-org-role',
    ]);
    // An area with nothing under it is its own leaf.
    expect(grantIdsOf(index, new Set(['rc-empty']))).toEqual(['rc-empty']);
    // An id that is no longer in the menu is not sent.
    expect(grantIdsOf(index, new Set(['rc-gone']))).toEqual([]);
  });

  test('[ORG-01] a click on a group checks all its pages, and a second click clears them', () => {
    const once = toggleNode(index, new Set(['rc-goods-list']), 'rc-goods-area', null);
    expect([...once].sort()).toEqual(['rc-goods-brand', 'rc-goods-list', 'rc-goods-query']);
    const twice = toggleNode(index, once, 'rc-goods-area', null);
    expect(twice.size).toBe(0);
    const page = toggleNode(index, new Set(), 'rc-org-role', null);
    expect([...page]).toEqual(['rc-org-role']);
  });

  test('[ORG-01] while a search narrows the tree, a group click changes only the pages on show', () => {
    const filtered = filterMenu(MENU, '品牌');
    expect(toTreeData(filtered.tree)).toEqual([
      {
        key: 'rc-goods-area',
        title: '商品',
        url: '',
        isLeaf: false,
        children: [
          {
            key: 'rc-goods-base',
            title: '商品资料',
            url: '',
            isLeaf: false,
            children: [{ key: 'rc-goods-brand', title: '品牌', url: '/goods/brand/blist', isLeaf: true }],
          },
        ],
      },
    ]);
    expect(filtered.expandedKeys).toEqual(['rc-goods-area', 'rc-goods-base']);
    const next = toggleNode(index, new Set(['rc-org-role']), 'rc-goods-area', filtered.shown);
    expect([...next].sort()).toEqual(['rc-goods-brand', 'rc-org-role']);
  });

  test('[ORG-01] the search matches names and route paths, case ignored; a matching group keeps its pages', () => {
    expect(filterMenu(MENU, '/GOODS/QUERY').shown).toEqual(new Set(['rc-goods-query']));
    expect(filterMenu(MENU, '商品管理').shown).toEqual(new Set(['rc-goods-list', 'rc-goods-query']));
    expect(filterMenu(MENU, 'nothing like it').tree).toEqual([]);
    const all = filterMenu(MENU, '  ');
    expect(all.shown).toBeNull();
    expect(all.tree).toBe(MENU);
  });

  test('[ORG-01] the admin role shows every page checked; unchanged checks are nothing to save', () => {
    expect([...allLeavesOf(index)]).toEqual([
      'rc-goods-list',
      'rc-goods-query',
      'rc-goods-brand',
      'rc-org-role',
      'rc-empty',
    ]);
    expect(sameChecked(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameChecked(new Set(['a']), new Set(['a', 'b']))).toBe(false);
  });

  test('[ORG-01] a menu of 5,000 pages indexes, checks, filters and saves right, in linear time', () => {
    const areas: RoleMenuNode[] = [];
    for (let a = 0; a < 10; a += 1) {
      const groups: RoleMenuNode[] = [];
      for (let g = 0; g < 10; g += 1) {
        const pages: RoleMenuNode[] = [];
        for (let p = 0; p < 50; p += 1)
          pages.push(node(`p-${a}-${g}-${p}`, `Page ${a}.${g}.${p}`, `/p/${a}/${g}/${p}`));
        groups.push(node(`g-${a}-${g}`, `Group ${a}.${g}`, '', pages, 2));
      }
      areas.push(node(`a-${a}`, `Area ${a}`, '', groups, 1));
    }
    const big = indexMenu(areas);
    const checked = toggleNode(big, new Set(), 'a-3', null);
    const state = checkStateOf(big, checked);
    const narrowed = filterMenu(areas, 'Page 7.7.4');
    const ids = grantIdsOf(big, checked);
    expect(allLeavesOf(big).size).toBe(5000);
    expect(checked.size).toBe(500);
    expect(state.checked).toContain('a-3');
    expect(narrowed.shown?.size).toBe(11);
    expect(ids).toHaveLength(1 + 10 + 500);
  });

  test('[I18N-01] names the menu in the language on show, the zh name where it has none, and searches by it', () => {
    const menu: RoleMenuNode[] = [
      {
        ...node(
          'goods',
          '商品',
          '',
          [{ ...node('list', '商品列表', '/goods/index/list'), names: { en: 'Goods records' } }],
          1,
        ),
        names: { en: 'Goods', es: 'Productos' },
      },
    ];
    const en = wholeGrantTree(menu, 'en');
    expect(en.treeData.map((area) => [area.title, area.children?.map((page) => page.title)])).toEqual([
      ['Goods', ['Goods records']],
    ]);
    const es = wholeGrantTree(menu, 'es');
    expect(es.treeData.map((area) => [area.title, area.children?.map((page) => page.title)])).toEqual([
      ['Productos', ['商品列表']],
    ]);
    expect(wholeGrantTree(menu).treeData[0]?.title).toBe('商品');
    expect(filterMenu(en.filtered.tree, 'records').shown).toEqual(new Set(['list']));
  });
});
