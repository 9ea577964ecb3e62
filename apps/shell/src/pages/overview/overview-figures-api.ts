import type { ResultOf } from '@rcadmin/contract';
import { OVERVIEW_PAGES, overviewCalls, type OverviewCallName } from '@rcadmin/contract/wire';
import { getEnvelope, resultOf } from '../../api/http';
import type { MenuItem } from '../../menu/types';

/** Each card's call and the page its figures are of (the grant that shows the card). */
export const CARD_CALLS = {
  goods: 'overviewGoods',
  adjustments: 'overviewAdjustments',
  stores: 'overviewStores',
  jobs: 'overviewJobs',
  recentWork: 'overviewRecentWork',
  signIns: 'overviewSignIns',
  categories: 'overviewCategories',
} as const satisfies Record<keyof typeof OVERVIEW_PAGES, OverviewCallName>;

export type CardName = keyof typeof CARD_CALLS;
export type FiguresOf<C extends CardName> = ResultOf<(typeof CARD_CALLS)[C]>;

/**
 * One card's figures. Silent: a card whose call fails (or is refused) is left out, the overview
 * says nothing of it (ERR-08, as the notice and help cards).
 */
export async function readFigures<C extends CardName>(card: C): Promise<FiguresOf<C>> {
  return resultOf(
    await getEnvelope<FiguresOf<C>>(overviewCalls[CARD_CALLS[card]].path, undefined, { silent: true }),
  );
}

/**
 * The paths of the pages the menu links to. The menu has the shell's base entries too (the
 * organisation's static pages, for every user): a card of such a page is asked for, and the
 * server's refusal (the user holds no grant of it) leaves it out.
 */
export function menuPaths(menu: readonly MenuItem[]): Set<string> {
  const paths = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      if (item.path) paths.add(item.path.split(/[?#]/)[0] ?? item.path);
      walk(item.list);
    }
  };
  walk(menu);
  return paths;
}

/** The cards whose page the menu links to, in the overview's order. */
export function cardsHeld(menu: readonly MenuItem[]): CardName[] {
  const paths = menuPaths(menu);
  return (Object.keys(CARD_CALLS) as CardName[]).filter((card) =>
    [OVERVIEW_PAGES[card]].flat().some((path) => paths.has(path)),
  );
}
