import {
  Activity,
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { UNSAFE_LocationContext, useLocation, useMatches, useOutlet } from 'react-router';
import { useSnapshot } from 'valtio';
import { BridgeHost } from '../bridge/bridge-host';
import type { RouteHandle } from '../router/route-table';
import { permission } from '../stores/permission';
import { settings } from '../stores/settings';
import { addView, setActive, tabs, updateVisitedView, type TabView } from '../stores/tabs';
import { Sidebar } from './sidebar';
import { TagsView } from './tags-view';
import { menuUpdatesOf, tabViewOf } from './tags-view-model';
import { TopBar } from './top-bar';
import './admin-layout.css';

/** The frames' code (and the embedded pages' error results) loads with the first frame tab. */
const FrameLayer = lazy(() =>
  import('../pages/frame/frame-layer').then((module) => ({ default: module.FrameLayer })),
);

// A tab switch re-renders the layout: the parts without props need not follow.
const SidebarPart = memo(Sidebar);
const TopBarPart = memo(TopBar);
const TagsViewPart = memo(TagsView);

/**
 * The signed-in frame: dark sidebar with the menu, top bar, the tab strip and the page of the
 * route. The frame itself renders once; what follows the route lives in RoutedContent, so that a
 * navigation (a tab switch above all) renders only that.
 */

/**
 * The page-open log (watch/page-open-log.ts) loads with the first page shown, off the first load;
 * the views reach it in the order they were shown.
 */
let pageOpenLog: Promise<(view: TabView) => void> | null = null;
function logPageOpenLater(view: TabView): void {
  pageOpenLog ??= import('../watch/page-open-log').then((module) => module.logPageOpen);
  pageOpenLog
    .then((log) => log(view))
    .catch(() => {
      pageOpenLog = null;
    });
}

export default function AdminLayout() {
  return (
    <div className="rc-frame">
      <BridgeHost />
      <SidebarPart />
      <div className="rc-frame-main">
        <TopBarPart />
        <RoutedContent />
      </div>
    </div>
  );
}

/** The tab strip and the pages; every route change opens or activates its tab. */
function RoutedContent() {
  const location = useLocation();
  const matches = useMatches();
  // Plain data, the same array while the menu is unchanged: the tab model indexes it once per menu.
  const { menu } = useSnapshot(permission);
  const { tagsView } = useSnapshot(settings);
  const leaf = matches.at(-1);
  const route = (leaf?.handle as RouteHandle | undefined)?.route;
  const view = tabViewOf(location, route, leaf?.params ?? {}, menu);
  // A click on an open tab shows its kept page at once, in the same frame; the navigation (and
  // its guard) catches up after. The choice lapses as soon as the location moves on.
  const [pending, setPending] = useState<{ path: string; from: string } | null>(null);
  const switching = pending?.from === location.key ? pending.path : null;
  const locationKey = useRef(location.key);
  useEffect(() => {
    locationKey.current = location.key;
  }, [location.key]);
  const onSwitch = useCallback((path: string) => setPending({ path, from: locationKey.current }), []);

  // The view is a fresh object on every render: its text is what says it changed.
  const serialised = view ? JSON.stringify(view) : null;
  useEffect(() => {
    if (!serialised) return;
    const opened = JSON.parse(serialised) as TabView;
    addView(opened);
    setActive(opened.name);
    // DATA-07: a menu page opened goes to the operation log (page-open-log.ts decides when).
    logPageOpenLater(opened);
  }, [serialised]);

  // MENU-05, FAV-08: tabs restored before the menu was known take its titles, ids and stars.
  useEffect(() => {
    for (const update of menuUpdatesOf(tabs.visitedViews, menu)) updateVisitedView(update);
  }, [menu]);

  return (
    <>
      {/* SHELL-14: the tab strip is a preference (tagsView). */}
      {tagsView && <TagsViewPart activePath={switching ?? view?.path ?? null} onSwitch={onSwitch} />}
      <main className="rc-frame-content">
        <KeptAlive routePath={view?.path ?? null} switching={switching} />
        {/* Frames live beside the outlet so that switching tabs never reloads them. */}
        <FramesBesideOutlet />
      </main>
    </>
  );
}

/** The slot of a route that is not a tab (the refresh hop): never kept. */
const ROUTE_SLOT = '#route';

/**
 * Keep-alive: the page of every open, cached tab stays mounted inside a hidden <Activity>, so
 * switching back shows it as it was (state, scroll, inputs) without a remount. Closing the tab,
 * or a refresh that drops it from the cache, unmounts it. noCache pages live only while shown.
 * All slots sit in one keyed list, so a page keeps its instance when it joins the cache.
 */
function KeptAlive({ routePath, switching }: { routePath: string | null; switching: string | null }) {
  const outlet = useOutlet();
  const { pathname, search } = useLocation();
  const at = pathname + search;
  const { visitedViews, cachedViews } = useSnapshot(tabs);
  const kept = visitedViews
    .filter((view) => !view.meta.noCache && cachedViews.includes(view.name))
    .map((view) => view.path);
  const current = routePath ?? ROUTE_SLOT;
  const keys = kept.includes(current) ? kept : [...kept, current];
  const shown = switching && kept.includes(switching) ? switching : current;
  return keys.map((path) => (
    <Activity key={path} mode={path === shown ? 'visible' : 'hidden'}>
      <KeptPage outlet={outlet} at={at} follows={path === current} />
    </Activity>
  ));
}

/**
 * One kept page: it follows the route while it is the route's page, and holds on to it after.
 * Coming back to the same address keeps the page element as it was, so switching to its tab does
 * not render the page again: only a new address (another query, a refresh) hands it a new one.
 * The page reads its own location (useLocation, useSearchParams), not the address of whichever
 * tab is shown: a navigation elsewhere neither re-renders a kept page nor shows it another
 * page's address.
 */
function KeptPage({ outlet, at, follows }: { outlet: ReactNode; at: string; follows: boolean }) {
  const location = useContext(UNSAFE_LocationContext);
  const [page, setPage] = useState({ outlet, at, location });
  if (follows && page.at !== at) setPage({ outlet, at, location });
  return (
    <UNSAFE_LocationContext.Provider value={page.location}>{page.outlet}</UNSAFE_LocationContext.Provider>
  );
}

/** The frame layer, mounted once there is an embedded page to show (it renders nothing before). */
function FramesBesideOutlet() {
  const { embeddedUrls } = useSnapshot(tabs);
  if (embeddedUrls.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <FrameLayer />
    </Suspense>
  );
}
