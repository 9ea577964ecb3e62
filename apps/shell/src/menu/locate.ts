import { COLLECT_MENU_ID, type MenuItem } from './types';

/**
 * Where a path sits in the menu: the area (first level) it is the landing page of, or the page
 * (third level) it opens and that page's area. Favourites are copies, so the real area wins.
 */
export function locateInMenu(
  menu: readonly MenuItem[],
  pathname: string,
): { area: MenuItem | null; page: MenuItem | null } {
  const areas = [...menu].sort((a, b) => Number(a.id === COLLECT_MENU_ID) - Number(b.id === COLLECT_MENU_ID));
  const landing = areas.find((area) => area.path === pathname);
  if (landing) return { area: landing, page: null };
  for (const area of areas) {
    const page = area.list.flatMap((group) => group.list).find((entry) => entry.path === pathname);
    if (page) return { area, page };
  }
  return { area: null, page: null };
}
