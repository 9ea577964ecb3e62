import { pinyin } from 'pinyin-pro';
import { COLLECT_MENU_ID, type MenuItem, type MenuTitles } from './types';

/** One third-level entry as the function search sees it (MENU-18). */
export interface SearchEntry {
  item: MenuItem;
  /** First- and second-level names (in the menu's language), shown beside the entry's own name. */
  firstName: string;
  secondName: string;
  /**
   * Normalised forms of the entry's own name: its text in each language, and the zh name's full
   * pinyin and initials.
   */
  ownKeys: string[];
  /** The same for its first- and second-level names: a match there ranks lower. */
  parentKeys: string[];
}

export interface SearchIndex {
  entries: SearchEntry[];
  /**
   * The last query and the entries it matched. A query that extends it (the next keystroke) can
   * only match among those: whatever contains 'abc' contains 'ab'.
   */
  narrowed?: { query: string; matches: number[] };
}

const HAN = /\p{Script=Han}/u;

/** Lower case without accents or spaces, so 'Artículos' and 'articulos' meet (en/es). */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, '');
}

/** The forms a name is found by: itself, and for Chinese its full pinyin and its initials. */
export function searchKeys(name: string): string[] {
  const keys = [normalise(name)];
  if (HAN.test(name)) {
    const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true });
    keys.push(normalise(syllables.join('')), normalise(syllables.map((s) => s.charAt(0)).join('')));
  }
  return [...new Set(keys.filter(Boolean))];
}

/** Built once per menu (pinyin is the costly part); every keystroke then only compares strings. */
export function buildSearchIndex(menu: readonly MenuItem[]): SearchIndex {
  const keysOf = new Map<string, string[]>();
  const keysOfName = (name: string) => {
    let found = keysOf.get(name);
    if (!found) keysOf.set(name, (found = searchKeys(name)));
    return found;
  };
  const keys = (titles: MenuTitles) =>
    [titles.zh, titles.en, titles.es].flatMap((name) => (name ? keysOfName(name) : []));
  const entries: SearchEntry[] = [];
  // The favourites group repeats entries found in their own areas.
  for (const first of menu) {
    if (first.id === COLLECT_MENU_ID) continue;
    for (const second of first.list) {
      const parentKeys = [...keys(first.titles), ...keys(second.titles)];
      for (const third of second.list) {
        entries.push({
          item: third,
          firstName: first.title,
          secondName: second.title,
          ownKeys: keys(third.titles),
          parentKeys,
        });
      }
    }
  }
  return { entries };
}

const indexes = new WeakMap<readonly MenuItem[], SearchIndex>();

/** The index of a menu snapshot, built on first use: a new menu is a new snapshot. */
export function searchIndexFor(menu: readonly MenuItem[]): SearchIndex {
  let index = indexes.get(menu);
  if (!index) indexes.set(menu, (index = buildSearchIndex(menu)));
  return index;
}

/** 0 for a whole-key match, 1 for a prefix, 2 anywhere inside, Infinity for none. */
function rank(keys: readonly string[], query: string): number {
  let best = Infinity;
  for (const key of keys) {
    const at = key.indexOf(query);
    if (at === 0 && key.length === query.length) return 0;
    if (at === 0) best = Math.min(best, 1);
    else if (at > 0) best = Math.min(best, 2);
  }
  return best;
}

/**
 * Entries whose name (or, ranked after, whose area or group) contains the query: whole and prefix
 * matches first, then the menu's order.
 */
export function searchMenu(index: SearchIndex, query: string, limit = 50): SearchEntry[] {
  const wanted = normalise(query);
  if (!wanted) return [];
  const previous = index.narrowed;
  const pool = previous && wanted.startsWith(previous.query) ? previous.matches : null;
  const scored: { entry: SearchEntry; score: number; order: number }[] = [];
  const visit = (order: number) => {
    const entry = index.entries[order]!;
    const own = rank(entry.ownKeys, wanted);
    const score = own < Infinity ? own : rank(entry.parentKeys, wanted) + 3;
    if (score < Infinity) scored.push({ entry, score, order });
  };
  if (pool) pool.forEach(visit);
  else for (let order = 0; order < index.entries.length; order++) visit(order);
  index.narrowed = { query: wanted, matches: scored.map(({ order }) => order) };
  scored.sort((a, b) => a.score - b.score || a.order - b.order);
  return scored.slice(0, limit).map(({ entry }) => entry);
}
