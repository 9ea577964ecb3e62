import { Code } from '@rcadmin/contract/wire';
import { addCollect, removeCollect, type CollectResource } from '../api/bmc';
import { ApiError } from '../api/http';
import { t } from '../i18n';
import { permission, setMenu } from './permission';
import { session } from './session';
import { setTabsCollected } from './tabs';
import { notify } from '../utils/feedback';
import { buildFavourites, pagesOf } from '../menu/build-menu';
import { COLLECT_MENU_ID, type MenuItem, type MenuTitles } from '../menu/types';

/** A page as a favourite names it: its zh name where known (the same whatever language it was starred in). */
type Starred = Pick<MenuItem, 'id' | 'title'> & { titles?: MenuTitles };

/** FAV-02: a favourite as the server stores it. */
export const favouriteOf = (item: Starred): CollectResource => ({
  resourceId: item.id,
  parentResourceId: COLLECT_MENU_ID,
  resourceName: item.titles?.zh ?? item.title,
});

/** A refusal the server answered (retry now) or no answer at all (retry later). */
const answered = (error: unknown) => error instanceof ApiError && error.envelope !== undefined;

const mark = (items: readonly MenuItem[], id: string, collected: boolean): MenuItem[] =>
  items.map((item) => ({
    ...item,
    isCollect: item.id === id && item.level === 3 ? collected : item.isCollect,
    list: mark(item.list, id, collected),
  }));

/**
 * The menu with one page's favourite state changed: the page is marked in its area and the
 * favourites group (收藏夹) is rebuilt from every marked page, in menu order.
 */
export function withFavourite(menu: readonly MenuItem[], id: string, collected: boolean): MenuItem[] {
  const areas = mark(
    menu.filter((item) => item.id !== COLLECT_MENU_ID),
    id,
    collected,
  );
  const favourites = buildFavourites(
    areas,
    pagesOf(areas)
      .filter((page) => page.isCollect)
      .map(favouriteOf),
    menu.find((item) => item.id === COLLECT_MENU_ID)?.titles,
  );
  const at = menu.findIndex((item) => item.id === COLLECT_MENU_ID);
  return at < 0 ? [favourites, ...areas] : [...areas.slice(0, at), favourites, ...areas.slice(at)];
}

function apply(id: string, collected: boolean): void {
  setMenu(withFavourite(permission.menu, id, collected));
  setTabsCollected(id, collected);
}

/** FAV-03..05: add the page to the favourites; rejects (after saying so) when that fails. */
export async function addFavourite(item: Starred): Promise<void> {
  try {
    const envelope = await addCollect({
      siteToken: session.siteToken,
      siteUserId: session.siteUserId,
      collectResourceList: [favouriteOf(item)],
    });
    if (envelope.code !== Code.ok) throw new ApiError(envelope.msg, { code: envelope.code, envelope });
  } catch (error) {
    console.error('添加收藏失败', error);
    notify.error(t(answered(error) ? 'favourites.addRefused' : 'favourites.addUnreachable'));
    throw error;
  }
  apply(item.id, true);
  notify.success(t('favourites.added'));
}

/** FAV-06, FAV-07: remove the page from the favourites; rejects (after saying so) on failure. */
export async function removeFavourite(item: Pick<MenuItem, 'id'>): Promise<void> {
  try {
    const envelope = await removeCollect([item.id]);
    if (envelope.code !== Code.ok) throw new ApiError(envelope.msg, { code: envelope.code, envelope });
  } catch (error) {
    console.error('移除收藏失败', error);
    notify.error(t(answered(error) ? 'favourites.removeRefused' : 'favourites.removeUnreachable'));
    throw error;
  }
  apply(item.id, false);
  notify.success(t('favourites.removed'));
}

/** FAV-01: the star toggles. */
export const toggleFavourite = (item: Starred & Pick<MenuItem, 'isCollect'>): Promise<void> =>
  item.isCollect ? removeFavourite(item) : addFavourite(item);
