import { createHash } from 'node:crypto';
import { ok, type MenuFavourite } from '@rcadmin/contract';
import { LRUCache } from 'lru-cache';
import { menuDataGeneration, userMenuDataGeneration, type MenuView } from './menu-cache';

/**
 * The site menu's answer, as bytes, and its entity tag: the same body for the same menu view and
 * favourites, whoever asks, so a caller that holds it (If-None-Match) gets 304 and no body.
 *
 * Both parts are serialised once and kept: the menu view's JSON beside the (frozen, shared) view
 * itself, which MenuCache drops when menu data changes; each user's favourites until they, or
 * anything about the user, change (userMenuDataChanged: here, and from other servers through the
 * access channel), or menu data changes. The tag is a digest of each part, so equal tags mean
 * equal bodies: a user never gets a 304 for a body that is not the one they would be sent.
 */
export interface MenuAnswer {
  body: Buffer;
  etag: string;
}

interface Part {
  json: string;
  digest: string;
}

interface FavouritesEntry {
  userGeneration: number;
  menuGeneration: number;
  builtAt: number;
  part: Promise<Part>;
}

/** The backstop for favourites written where no change is announced (hand edits). */
const FAVOURITES_MAX_AGE_MS = 60_000;
/** Users whose favourites are kept at once; the least recently used go first. */
const FAVOURITES_MAX_USERS = 10_000;

const part = (value: unknown): Part => {
  const json = JSON.stringify(value);
  return { json, digest: createHash('sha256').update(json).digest('base64url').slice(0, 22) };
};

/** The success envelope around the two parts, as `ok` and the route's serialiser write it. */
const ENVELOPE = JSON.stringify(ok({ appList: 0, collectList: 0 }));
const PARTS_AT = ENVELOPE.indexOf('"appList":0,"collectList":0');
const HEAD = ENVELOPE.slice(0, PARTS_AT);
const TAIL = ENVELOPE.slice(PARTS_AT + '"appList":0,"collectList":0'.length);

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 asks for it). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

export class SiteMenuAnswers {
  private readonly views = new WeakMap<object, Part>();
  /** The last answer built from a user's favourites, and the menu part it was built with. */
  private readonly built = new WeakMap<Part, { menu: Part; answer: MenuAnswer }>();
  private readonly favourites = new LRUCache<number, FavouritesEntry>({ max: FAVOURITES_MAX_USERS });

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** The answer for a built menu view and a user's favourites (read by `load` when not kept). */
  async answer(view: MenuView, userId: number, load: () => Promise<MenuFavourite[]>): Promise<MenuAnswer> {
    let menu = this.views.get(view);
    if (!menu) {
      menu = part(view.appList);
      this.views.set(view, menu);
    }
    const favourites = await this.favouritesOf(userId, load);
    const last = this.built.get(favourites);
    if (last?.menu === menu) return last.answer;
    const answer = {
      body: Buffer.from(`${HEAD}"appList":${menu.json},"collectList":${favourites.json}${TAIL}`),
      etag: `"${menu.digest}.${favourites.digest}"`,
    };
    this.built.set(favourites, { menu, answer });
    return answer;
  }

  private favouritesOf(userId: number, load: () => Promise<MenuFavourite[]>): Promise<Part> {
    const now = this.clock();
    const hit = this.favourites.get(userId);
    if (
      hit &&
      hit.userGeneration === userMenuDataGeneration() &&
      hit.menuGeneration === menuDataGeneration() &&
      now - hit.builtAt < FAVOURITES_MAX_AGE_MS
    )
      return hit.part;
    // Stamped before the read: a change during it makes the result stale at once.
    const entry: FavouritesEntry = {
      userGeneration: userMenuDataGeneration(),
      menuGeneration: menuDataGeneration(),
      builtAt: now,
      part: load().then(part),
    };
    this.favourites.set(userId, entry);
    // A failed read is not kept: the next call reads again.
    entry.part.catch(() => {
      if (this.favourites.get(userId) === entry) this.favourites.delete(userId);
    });
    return entry.part;
  }
}
