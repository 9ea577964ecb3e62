import { WUJIE_BUS_PROP, WUJIE_CHANNEL_PROP } from '@rcadmin/sdk/protocol';
import { subscribe } from 'valtio';
import { attachBus, createAppBus, type Bus } from '../bridge/bridge';
import type { PageTab } from '../bridge/handle-message';
import { askBeforeClosing, setUnsaved } from '../features/unsaved';
import { tabs } from '../stores/tabs';
import { microAppPath, type MicroApp } from './micro-apps';
import { wujie, type WujieAppProps } from './wujie-app';

/**
 * The micro-app host: every app runs in wujie's alive mode, so its sandbox and DOM outlive the
 * component that shows it, and switching tabs never re-runs it. Each app the shell starts (or
 * preloads) gets a bus channel and a bus of its own, which the bridge answers (attachBus); closing
 * the app's tab destroys the app, its bus and its channel.
 */

/**
 * The empty same-origin page each sandbox iframe is built on. wujie's default is a blob: page,
 * which inherits the shell's CSP (script-src 'self') and so cannot run the inline scripts wujie
 * inserts; the server serves this page with a CSP of its own (apps/server micro-sandbox route).
 */
export const SANDBOX_PAGE = '/micro-sandbox.html';

interface Running {
  url: string;
  channel: string;
  /** The app's own bus: it and the shell alone hold it. */
  bus: Bus;
  detach: () => void;
  /** The app's tab has been open: when it is gone again, the app is destroyed. */
  tabSeen: boolean;
  /** The page it was started or preloaded with: what a re-show hands wujie again. */
  html?: string;
}

const running = new Map<string, Running>();
/** Every app started or preloaded in this page's life, destroyed ones included. */
const started = new Set<string>();
let stopWatching: (() => void) | null = null;

function newChannel(name: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `${name}:${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Destroys an app: its sandbox, DOM and bus listeners, and the channel the shell gave it. */
export function destroyMicroApp(name: string): void {
  const app = running.get(name);
  if (!app) return;
  running.delete(name);
  wujie.destroyApp(name);
  app.detach();
}

/** TAB-05 for micro-apps: an app whose tab was open and is now closed is destroyed. */
function followTabs(): void {
  for (const [name, app] of running) {
    const open = tabs.visitedViews.some((view) => view.path === microAppPath(name));
    if (open) app.tabSeen = true;
    else if (app.tabSeen) destroyMicroApp(name);
  }
}

/**
 * An app's tab, for the UI it asks for: `/micro/<name>`, shown when it is the address; the app's
 * routes are on its own origin.
 */
function microAppTab(app: MicroApp): PageTab {
  const path = microAppPath(app.name);
  return {
    path: () => (tabs.visitedViews.some((view) => view.path === path) ? path : undefined),
    active: () => window.location.pathname === path,
    origin: new URL(app.url).origin,
    setDirty: (dirty) => setUnsaved(path, dirty),
    askBeforeClose: (ask) => askBeforeClosing(path, ask),
  };
}

function register(app: MicroApp): Running {
  const known = running.get(app.name);
  if (known && known.url === app.url) return known;
  if (known) destroyMicroApp(app.name);
  started.add(app.name);
  const channel = newChannel(app.name);
  // Started when its tab is already open (its page is fetched first): that counts as seen.
  const tabSeen = tabs.visitedViews.some((view) => view.path === microAppPath(app.name));
  const bus = createAppBus();
  const entry: Running = {
    url: app.url,
    channel,
    bus,
    detach: attachBus(bus, channel, wujie.bus, microAppTab(app)),
    tabSeen,
  };
  running.set(app.name, entry);
  stopWatching ??= subscribe(tabs, followTabs);
  return entry;
}

export type MicroAppOptions = Required<
  Pick<WujieAppProps, 'name' | 'url' | 'alive' | 'sync' | 'attrs' | 'props' | 'plugins'>
>;

/**
 * wujie keeps the parsed page of every app address for the page's life, an error page's empty
 * one included (an answer of 400 or more is cached as an empty page), so an app that failed once
 * would show blank until a reload. A plugin with a page loader turns that cache off; the page is
 * fetched by the shell itself anyway (micro-app-page.tsx, preloadMicroApps), so it costs nothing.
 */
const NO_PAGE_CACHE = [{ htmlLoader: (page: string) => page }];

/**
 * Starts the app at `route` (the route it kept in the shell's address, setRoute): set as its
 * window's location before its own scripts run, as a reload of the app at that address would.
 */
const startAtRoute = (route: string) => ({
  jsBeforeLoaders: [{ callback: (appWindow: Window) => appWindow.history.replaceState(null, '', route) }],
});

/**
 * What every start and preload of an app passes to wujie; registers the app on first use. The
 * sandbox page is asked for with the app's name: its policy lets the app connect to the origins
 * its registration names (apps/server micro-sandbox route). An app whose scripts have not run yet
 * starts at `route` when given (one that runs already keeps its own).
 */
export function microAppOptions(app: MicroApp, html?: string, route?: string): MicroAppOptions {
  const entry = register(app);
  if (html !== undefined) entry.html = html;
  const { channel, bus } = entry;
  return {
    name: app.name,
    url: app.url,
    alive: true,
    sync: false,
    attrs: { src: `${SANDBOX_PAGE}?app=${encodeURIComponent(app.name)}` },
    props: { [WUJIE_CHANNEL_PROP]: channel, [WUJIE_BUS_PROP]: bus },
    plugins: route === undefined ? NO_PAGE_CACHE : [...NO_PAGE_CACHE, startAtRoute(route)],
  };
}

/**
 * The page the app at this address was started or preloaded with, while it lives (until its tab
 * is closed or a Retry destroys it), or undefined when it has to be started afresh. Showing a live
 * app again needs nothing from its server: wujie only shows its sandbox and DOM again.
 */
export function startedPage(app: MicroApp): string | undefined {
  const known = running.get(app.name);
  return known?.url === app.url ? known.html : undefined;
}

/**
 * The app's page, fetched as wujie would (no credentials to another origin), or null when it
 * cannot be had right now (server away, an error answer, a deploy under way).
 */
export function fetchMicroAppPage(url: string): Promise<string | null> {
  return fetch(url).then(
    (response) => (response.ok ? response.text() : null),
    () => null,
  );
}

/**
 * Fetches the apps' pages, styles and scripts ahead (wujie runs them when they are first shown).
 * The page is fetched here and handed to wujie: wujie's own preload leaves a failed fetch as an
 * unhandled rejection and keeps the failed sandbox, so an app that cannot be reached now (server
 * away, deploy under way) is simply not preloaded, and is fetched afresh when it is first opened.
 */
export async function preloadMicroApps(apps: readonly MicroApp[]): Promise<void> {
  for (const app of apps) {
    if (started.has(app.name)) continue;
    const html = await fetchMicroAppPage(app.url);
    if (html === null) console.warn('[rcadmin] micro-app not preloaded: its page did not load', app.url);
    // Opened (and perhaps closed again) while the page was on its way: nothing left to preload.
    else if (!started.has(app.name)) wujie.preloadApp({ ...microAppOptions(app, html), html });
  }
}
