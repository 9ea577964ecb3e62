import { proxy, subscribe } from 'valtio';
import { DEFAULT_TAB } from '../constants';
import { getCookie } from '../utils/cookies';
import { StoredKey } from '../utils/stored-keys';

/** An open tab (spec §3 "Open-tab view", TAB-02). */
export interface TabView {
  /** The tab's identity: one tab per path (TAB-03). */
  path: string;
  /** Path with query and hash: where clicking the tab goes. */
  fullPath: string;
  /** The route's name: what the keep-alive cache lists. */
  name: string;
  query: Record<string, string>;
  params: Record<string, string>;
  /** The menu's title (data, shown as is); '' for a route outside the menu. */
  title: string;
  /** meta.title is the route's i18n key, shown when there is no menu title. */
  meta: { title?: string; affix?: boolean; noCache?: boolean };
  /** MENU-05, FAV-08: the menu entry behind the tab is a favourite. */
  collected?: boolean;
  /** MENU-05: the menu entry's resource id. */
  resourceId?: string;
  /** The title was given by whoever opened the tab (an embedded page): the menu's does not replace it. */
  namedByOpener?: true;
}

/** An embedded page opened in a frame tab (TAB-11). */
export interface EmbeddedEntry {
  id: string;
  parentId: string;
  name: string;
  src: string;
}

export interface TabsState {
  visitedViews: TabView[];
  /** Names of the views kept mounted while hidden (keep-alive). */
  cachedViews: string[];
  /** The active tab's name; overview by default (TAB-01). */
  activeIndex: string;
  embeddedUrls: EmbeddedEntry[];
}

/** The route name of the frame view: frames are never cached by name (TAB-09). */
export const FRAME_VIEW_NAME = 'frame';

/** The pinned overview tab every session starts with. */
export const OVERVIEW_VIEW: TabView = {
  path: '/overview',
  fullPath: '/overview',
  name: DEFAULT_TAB,
  query: {},
  params: {},
  title: '',
  meta: { title: 'routes.overview', affix: true },
};

const initial = (): TabsState => ({
  visitedViews: [structuredClone(OVERVIEW_VIEW)],
  cachedViews: [],
  activeIndex: DEFAULT_TAB,
  embeddedUrls: [],
});

/**
 * Tabs are per user and per browser tab: session storage keyed by the user id, so a reload keeps
 * them and another account signing in on the same browser does not inherit them.
 */
const storageKey = () => `tagsView:${getCookie(StoredKey.siteUserId) ?? ''}`;

type Persisted = Pick<TabsState, 'visitedViews' | 'embeddedUrls' | 'activeIndex'>;

function readPersisted(): Persisted | null {
  try {
    const raw = sessionStorage.getItem(storageKey());
    const parsed = raw ? (JSON.parse(raw) as Persisted) : null;
    return parsed && Array.isArray(parsed.visitedViews) && Array.isArray(parsed.embeddedUrls) ? parsed : null;
  } catch {
    return null;
  }
}

function restored(): TabsState {
  const base = initial();
  const stored = readPersisted();
  if (!stored) return base;
  const views = stored.visitedViews.filter((view) => view.path !== OVERVIEW_VIEW.path);
  return {
    ...base,
    visitedViews: [...base.visitedViews.filter((view) => view.meta.affix), ...views],
    embeddedUrls: stored.embeddedUrls,
    activeIndex: stored.activeIndex || DEFAULT_TAB,
  };
}

export const tabs = proxy<TabsState>(restored());

let persistPending = false;
function persist(): void {
  persistPending = false;
  const { visitedViews, embeddedUrls, activeIndex } = tabs;
  try {
    sessionStorage.setItem(storageKey(), JSON.stringify({ visitedViews, embeddedUrls, activeIndex }));
  } catch {
    // Storage full or denied: tabs simply do not outlive the page.
  }
}
// Written in the next idle moment, not in the frame of the change: a tab switch paints first. A
// page that goes away (reload, close, navigation) writes what is pending at once.
subscribe(tabs, () => {
  if (persistPending) return;
  persistPending = true;
  if (typeof requestIdleCallback === 'function') requestIdleCallback(persist, { timeout: 1000 });
  else setTimeout(persist, 0);
});
if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => {
    flushVisitedViewUpdates();
    if (persistPending) persist();
  });

const isCacheable = (view: Pick<TabView, 'name' | 'meta'>) =>
  !view.meta.noCache && view.name !== FRAME_VIEW_NAME;

const titledByRoute = (view: TabView) =>
  Object.keys(view.params).length > 0 || Object.keys(view.query).length > 0;

/** Titles asked for the tab of a path about to open (an embedded page's openRoute), by path. */
const titlesAsked = new Map<string, string>();

/**
 * Names the tab of `path`: at once when it is open, else when it opens. The title is data, shown
 * as given in every language, and the menu's title does not replace it.
 */
export function nameNextTab(path: string, title: string): void {
  const open = tabs.visitedViews.find((view) => view.path === path);
  if (open) Object.assign(open, { title, namedByOpener: true });
  else titlesAsked.set(path, title);
}

/**
 * TAB-03, TAB-04: one tab per path. With type 'sadness' a same-path tab whose title comes from
 * its params or query is replaced by the new view (same place in the strip).
 */
export function addVisitedView(view: TabView, type?: 'sadness'): void {
  const index = tabs.visitedViews.findIndex((existing) => existing.path === view.path);
  if (index < 0) {
    const asked = titlesAsked.get(view.path);
    titlesAsked.delete(view.path);
    tabs.visitedViews.push(structuredClone(asked ? { ...view, title: asked, namedByOpener: true } : view));
    return;
  }
  const existing = tabs.visitedViews[index]!;
  if (type === 'sadness' && (titledByRoute(existing) || titledByRoute(view)))
    tabs.visitedViews[index] = structuredClone(view);
}

/** TAB-09: noCache views and the frame view are never cached. */
export function addCachedView(view: Pick<TabView, 'name' | 'meta'>): void {
  if (!isCacheable(view) || tabs.cachedViews.includes(view.name)) return;
  tabs.cachedViews.push(view.name);
}

/** Adds the tab and keeps its page alive (when it may be cached). */
export function addView(view: TabView, type?: 'sadness'): void {
  addVisitedView(view, type);
  addCachedView(view);
}

function dropCache(name: string): void {
  // Several tabs may share a route name (e.g. /goods/index/edit/1 and /2): keep it while any does.
  if (tabs.visitedViews.some((view) => view.name === name)) return;
  tabs.cachedViews = tabs.cachedViews.filter((cached) => cached !== name);
}

/** The embedded entry a frame tab belongs to: the frame route names it by the query's id. */
const embeddedIdOf = (view: Pick<TabView, 'query'>) => view.query.id;

/** TAB-05: closing removes the tab and its embedded-page entry; pinned tabs stay. */
export function delView(path: string): void {
  const view = tabs.visitedViews.find((candidate) => candidate.path === path);
  if (!view || view.meta.affix) return;
  tabs.visitedViews = tabs.visitedViews.filter((candidate) => candidate !== view);
  dropCache(view.name);
  const embeddedId = embeddedIdOf(view);
  if (embeddedId) delEmbeddedUrl(embeddedId);
}

function keepOnly(keep: (view: TabView) => boolean): void {
  const kept = tabs.visitedViews.filter(keep);
  const keptIds = new Set(kept.map(embeddedIdOf).filter(Boolean));
  tabs.visitedViews = kept;
  tabs.cachedViews = tabs.cachedViews.filter((name) => kept.some((view) => view.name === name));
  tabs.embeddedUrls = tabs.embeddedUrls.filter((entry) => keptIds.has(entry.id));
}

/** TAB-06: keeps the chosen tab and the pinned ones. */
export function delOthersViews(path: string): void {
  keepOnly((view) => view.meta.affix === true || view.path === path);
}

/** TAB-07: only the pinned tabs stay. */
export function delAllViews(): void {
  keepOnly((view) => view.meta.affix === true);
  tabs.activeIndex = DEFAULT_TAB;
}

/** TAB-08: changes an open tab in place (title, query, collected flag...). */
export function updateVisitedView(view: Partial<TabView> & Pick<TabView, 'path'>): void {
  const existing = tabs.visitedViews.find((candidate) => candidate.path === view.path);
  if (existing) Object.assign(existing, structuredClone(view));
}

type ViewUpdate = Partial<TabView> & Pick<TabView, 'path'>;
const laterUpdates = new Map<string, ViewUpdate>();
let cancelLater: (() => void) | undefined;

/**
 * Runs `task` a little later, when the browser is idle (at the latest after a second): after the
 * answer that a page is waiting for has most likely come and been painted. Answers a cancel.
 */
function whenIdle(task: () => void): () => void {
  let handle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') handle = requestIdleCallback(task, { timeout: 1000 });
    else task();
  }, SETTLE_MS);
  return () => {
    clearTimeout(timer);
    if (handle !== undefined) cancelIdleCallback(handle);
  };
}
/** How long a page's passing update waits before it looks for an idle moment. */
const SETTLE_MS = 300;

/**
 * An update a page makes in passing (its address while it turns pages): applied when the browser
 * is idle, after the frame that shows the page's new rows, so the tab strip does not render in
 * between. Anything that acts on the tabs flushes it first (flushVisitedViewUpdates).
 */
export function updateVisitedViewLater(view: ViewUpdate): void {
  laterUpdates.set(view.path, { ...laterUpdates.get(view.path), ...view });
  cancelLater ??= whenIdle(flushVisitedViewUpdates);
}

/** Applies the updates updateVisitedViewLater holds, now. */
export function flushVisitedViewUpdates(): void {
  cancelLater?.();
  cancelLater = undefined;
  const updates = [...laterUpdates.values()];
  laterUpdates.clear();
  for (const update of updates) updateVisitedView(update);
}

/** TAB-08: the active tab, by name. */
export function setActive(name: string): void {
  tabs.activeIndex = name;
}

/** TAB-11: an embedded page opened in a frame tab; one entry per id. */
export function addEmbeddedUrl(entry: EmbeddedEntry): void {
  const index = tabs.embeddedUrls.findIndex((existing) => existing.id === entry.id);
  if (index < 0) tabs.embeddedUrls.push({ ...entry });
  else tabs.embeddedUrls[index] = { ...entry };
}

export function delEmbeddedUrl(id: string): void {
  tabs.embeddedUrls = tabs.embeddedUrls.filter((entry) => entry.id !== id);
}

/** FAV-08: every open tab of a menu resource follows its favourite state. */
export function setTabsCollected(resourceId: string, collected: boolean): void {
  for (const view of tabs.visitedViews) if (view.resourceId === resourceId) view.collected = collected;
}

/**
 * TAB-10: drops the view from the cache and returns where to navigate so that it renders anew
 * (/redirect/{path} re-enters the path with its query; the page mounts fresh).
 */
export function refreshView(view: Pick<TabView, 'name' | 'fullPath'>): string {
  tabs.cachedViews = tabs.cachedViews.filter((name) => name !== view.name);
  return `/redirect${view.fullPath}`;
}

/**
 * A sign-in takes the tabs this user left in this browser tab, or only the pinned one: nothing of
 * the account signed in before (whose open page may have come back as a tab while it signed out).
 */
export function restoreTabs(): void {
  Object.assign(tabs, restored());
}

/** Logout and store switch start with only the pinned tab, here and in storage. */
export function resetTabs(): void {
  sessionStorage.removeItem(storageKey());
  Object.assign(tabs, initial());
}
