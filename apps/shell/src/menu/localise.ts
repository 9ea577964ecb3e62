import { menuNameIn } from '@rcadmin/contract/wire';
import type { MenuItem, MenuTitles } from './types';

/** The languages the shell speaks (i18n's Language), as far as menu names go. */
export type MenuLanguage = 'zh' | 'en' | 'es';

/** A name in the language, falling back to zh where that language has none. */
export function titleIn(titles: MenuTitles, language: MenuLanguage): string {
  return menuNameIn(titles.zh, titles, language);
}

/**
 * The menu titled in a language: every item's title from its titles. The same array when every
 * title already is, so a menu shown in the language stays the same snapshot (its search index,
 * its tabs' titles).
 */
export function localiseMenu(menu: readonly MenuItem[], language: MenuLanguage): readonly MenuItem[] {
  let changed = false;
  const walk = (items: readonly MenuItem[]): MenuItem[] =>
    items.map((item) => {
      const title = titleIn(item.titles, language);
      const list = walk(item.list);
      if (title === item.title && list.every((child, index) => child === item.list[index])) return item;
      changed = true;
      return { ...item, title, list };
    });
  const localised = walk(menu);
  return changed ? localised : menu;
}
