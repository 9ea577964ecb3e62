import type { MenuResource } from '@rcadmin/contract';
import type { MenuItem } from './types';

/** Goods menu entries the rules of spec §6 name. */
export const GoodsEntry = {
  spuArchive: '商品档案(SPU)',
  archive: '商品档案',
  combined: '组合商品',
  combinedSpu: '组合商品(SPU)',
  query: '商品查询',
} as const;

/**
 * Platforms with their own goods menu (MENU-14, MENU-15): they use the SPU archive as their goods
 * archive, so the plain entries are hidden and the SPU ones take their names.
 */
export const PLATFORM_GOODS_RULES: Readonly<
  Record<string, { hide: string[]; rename: Record<string, string> }>
> = {
  '6': { hide: [GoodsEntry.archive], rename: { [GoodsEntry.spuArchive]: GoodsEntry.archive } },
  ...Object.fromEntries(
    ['153053', '153070', '153096'].map((platform) => [
      platform,
      {
        hide: [GoodsEntry.archive, GoodsEntry.combined],
        rename: {
          [GoodsEntry.spuArchive]: GoodsEntry.archive,
          [GoodsEntry.combinedSpu]: GoodsEntry.combined,
        },
      },
    ]),
  ),
};

/** Names compare with full-width brackets folded, as menus are typed both ways. */
const normalise = (name: string) => name.replace(/（/g, '(').replace(/）/g, ')').trim();

function isGoodsApp(
  entry: { name?: string; titles?: { zh: string }; url: string },
  descendantUrls: string[],
): boolean {
  const name = entry.name ?? entry.titles?.zh ?? '';
  return (
    name === '商品' || entry.url.startsWith('/goods') || descendantUrls.some((u) => u.startsWith('/goods/'))
  );
}

function resourceUrls(entry: MenuResource): string[] {
  return entry.children.flatMap((child) => [child.url, ...resourceUrls(child)]);
}

/**
 * Hides and renames the goods entries of a platform's rule; other platforms are unchanged. A
 * renamed entry takes the other languages' names of the entry whose name it takes (the hidden
 * one beside it), else shows its new zh name in every language.
 */
export function applyPlatformRules(menuList: MenuResource[], platformNum: string): MenuResource[] {
  const rule = PLATFORM_GOODS_RULES[platformNum];
  if (!rule) return menuList;
  const hide = new Set(rule.hide.map(normalise));
  const renames = new Map(Object.entries(rule.rename).map(([from, to]) => [normalise(from), to]));
  const apply = (entries: MenuResource[]): MenuResource[] => {
    const namesOf = new Map(entries.map((entry) => [normalise(entry.name), entry.names]));
    return entries
      .filter((entry) => !hide.has(normalise(entry.name)))
      .map((entry) => {
        const renamed = renames.get(normalise(entry.name));
        const children = apply(entry.children);
        if (renamed === undefined) return { ...entry, children };
        return { ...entry, name: renamed, names: namesOf.get(normalise(renamed)) ?? {}, children };
      });
  };
  return menuList.map((app) =>
    isGoodsApp(app, resourceUrls(app)) ? { ...app, children: apply(app.children) } : app,
  );
}

/** The entries the goods submenu hides for an isSpuUse value (MENU-09, MENU-10). */
export function goodsEntriesHidden(isSpuUse: string | undefined): string[] {
  return isSpuUse === '1'
    ? [GoodsEntry.spuArchive, GoodsEntry.combined]
    : [GoodsEntry.spuArchive, GoodsEntry.query];
}

function itemUrls(item: MenuItem): string[] {
  return item.list.flatMap((child) => [child.url, ...itemUrls(child)]);
}

/** The goods submenu tweak of spec §6, applied to the built menu. */
export function applyGoodsTweak(menu: readonly MenuItem[], isSpuUse: string | undefined): MenuItem[] {
  const hidden = new Set(goodsEntriesHidden(isSpuUse).map(normalise));
  const prune = (items: readonly MenuItem[]): MenuItem[] =>
    items
      .filter((item) => !hidden.has(normalise(item.titles.zh)))
      .map((item) => ({ ...item, list: prune(item.list) }));
  return menu.map((app) => (isGoodsApp(app, itemUrls(app)) ? { ...app, list: prune(app.list) } : app));
}
