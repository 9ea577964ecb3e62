import { useEffect } from 'react';
import { Code, IMPORT_TYPES } from '@rcadmin/contract/wire';
import { ApiError, callApi } from '../api/http';
import { ReplyErrorCode } from '@rcadmin/sdk/protocol';
import { t } from '../i18n';
import { frameLocation } from '../menu/menu-target';
import { loadMicroApps, microApps, microAppsInMenu } from '../microapp/micro-apps';
import { schedulePreload } from '../microapp/preload';
import { findRoute, menuRoutePaths } from '../router/generate-routes';
import { decideAccess } from '../router/guard-rules';
import { CONSTANT_ROUTES } from '../router/route-table';
import { permission } from '../stores/permission';
import { session } from '../stores/session';
import { addEmbeddedUrl, nameNextTab, updateVisitedView } from '../stores/tabs';
import { staticDialogMotion } from '../utils/dialog-motion';
import { notify } from '../utils/feedback';
import { setTabBusy } from './page-busy';
import { startBridge } from './bridge';
import { checkFrameSrc, loadFrameAllowlist, type FrameRefusal } from './frame-allowlist';
import { loadGreyConfig } from './grey-config';
import {
  BridgeRefusal,
  routeLocation,
  type BridgeActions,
  type PageSource,
  type UiActions,
} from './handle-message';
import { currentContext } from './session-context';
import { useAppNavigate } from '../hooks/use-app-navigate';

/**
 * Why an embedded page may not open `path` in a tab, or null when it may: the guard's own verdict
 * for the signed-in user (a path the shell has no page for, or one the user's menu does not grant),
 * and only pages of the signed-in layout: a page outside it (sign-in, the error pages) would replace
 * the layout and every frame in it.
 */
export function routeRefusal(path: string): BridgeRefusal | null {
  const routes = [...CONSTANT_ROUTES, ...permission.routes];
  const access = decideAccess(path, routes);
  const to = access.action === 'redirect' ? access.to : path;
  if (to === '/404') return new BridgeRefusal(ReplyErrorCode.NOT_FOUND, t('frame.routeNotFound', { path }));
  const route = findRoute(to, routes);
  if (to === '/401' || !route?.layout)
    return new BridgeRefusal(ReplyErrorCode.FORBIDDEN, t('frame.routeForbidden', { path }));
  return null;
}

/**
 * Why an embedded page may not open the bulk import on import type `id` (at `location`, the
 * screen's address), or null when it may: an id that names no import type is NOT_FOUND; the
 * screen must be open to the user, and the page whose grant the import type needs (the server's
 * own rule for its imports) on the user's menu, else FORBIDDEN, so the page never gets an ok for a
 * screen that then cannot load.
 */
export function batchImportRefusal(id: string, location: string): BridgeRefusal | null {
  const type = IMPORT_TYPES.find((entry) => String(entry.id) === id);
  if (!type) return new BridgeRefusal(ReplyErrorCode.NOT_FOUND, t('frame.importNotFound', { id }));
  if (routeRefusal(location) || !menuRoutePaths(permission.menu).includes(type.page))
    return new BridgeRefusal(ReplyErrorCode.FORBIDDEN, t('frame.importForbidden', { id }));
  return null;
}

/**
 * Says why a frame tab's address was refused: one that is not a web address at all (javascript:,
 * data:, a typo) for what it is, an http(s) one for its origin being off the tenant's allowlist.
 */
function frameRefusalText(src: string, refusal: FrameRefusal): string {
  if (refusal === 'origin') return t('frame.refused');
  let scheme = '';
  try {
    scheme = new URL(src).protocol;
  } catch {
    // Not an address at all.
  }
  return scheme ? t('frame.refusedScheme', { scheme }) : t('frame.invalid');
}

/**
 * A session token of the registered app the page is, signed by the server for the signed-in user
 * (embeddedAppSessionToken): a page that is no app the user's roles see is NOT_FOUND, a refusal of
 * the server's FORBIDDEN, and a failure to reach it FAILED.
 */
export async function sessionTokenFor(source: PageSource) {
  try {
    return await callApi('embeddedAppSessionToken', source, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === Code.notFound)
      throw new BridgeRefusal(ReplyErrorCode.NOT_FOUND, t('frame.tokenNotFound'));
    if (error instanceof ApiError && error.status !== undefined && error.status < 500)
      throw new BridgeRefusal(ReplyErrorCode.FORBIDDEN, t('frame.tokenForbidden'));
    throw new BridgeRefusal(ReplyErrorCode.FAILED, t('frame.tokenFailed'));
  }
}

/**
 * Asks the user in the shell's own dialog (antd's, loaded the first time it is needed), the page's
 * texts as plain text: true for OK.
 */
async function confirmDialog(title: string, content: string): Promise<boolean> {
  const { Modal } = await import('antd');
  return new Promise<boolean>((resolve) => {
    Modal.confirm({
      ...staticDialogMotion(),
      title,
      content: content || undefined,
      okText: t('frame.pickOk'),
      cancelText: t('frame.pickCancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * The tab at `path` (a frame's, a micro-app's) shows the page's `route`: kept as the address's hash
 * (`#/route`), in the tab, and in the address bar when it is the tab shown, without a navigation.
 */
function keepPageRoute(path: string, route: string): void {
  const fullPath = `${path}#${route}`;
  updateVisitedView({ path, fullPath });
  const { pathname, search } = window.location;
  if (pathname + search === path) window.history.replaceState(window.history.state, '', fullPath);
}

/** The shell's UI for embedded pages, once the bridge checked the request (handleUiRequest). */
export const uiActions: UiActions = {
  toast(message, kind) {
    notify[kind](message);
  },
  confirm: confirmDialog,
  setTitle(path, title) {
    nameNextTab(path, title);
  },
  setLoading: setTabBusy,
  setRoute: keepPageRoute,
  async pick(resource, multiple) {
    const { openPicker } = await import('./resource-picker');
    return openPicker(resource, multiple);
  },
};

/**
 * What the shell does for an embedded page (MSG-01..03): the batch-import route (refused for an
 * import type that does not exist or that the user may not import), a frame tab (its
 * address checked against the allowlist and its embedded entry recorded first), a route in a tab
 * (refused, and nothing opened, when the user could not open it from the shell either). A title
 * the page gives names the tab it opens, whatever the language.
 */
export function createShellActions(navigate: (to: string) => unknown): BridgeActions {
  return {
    openBatchImport({ id, tab }) {
      const location = `/batchImport/list/${encodeURIComponent(id)}/${encodeURIComponent(tab)}`;
      const refusal = batchImportRefusal(id, location);
      if (refusal) throw refusal;
      void navigate(location);
    },
    openFrameTab(entry) {
      const check = checkFrameSrc(entry.src);
      if (!check.ok)
        throw new BridgeRefusal(ReplyErrorCode.FORBIDDEN, frameRefusalText(entry.src, check.refusal));
      const recorded = { ...entry, src: check.url.toString() };
      addEmbeddedUrl(recorded);
      void navigate(frameLocation(recorded));
    },
    openRoute(route) {
      const to = routeLocation(route);
      const path = to.split('?')[0] ?? to;
      const refusal = routeRefusal(path);
      if (refusal) throw refusal;
      if (route.title) nameNextTab(path, route.title);
      void navigate(to);
    },
    context: currentContext,
    sessionToken: sessionTokenFor,
    ...uiActions,
  };
}

/**
 * Starts the message bridge for the signed-in layout, with the shell's actions. Also reads the
 * tenant's frame allowlist, its micro-app registry (preloading, when idle, the apps the menu
 * links to) and the grey-test config (MSG-05) once per sign-in.
 */
export function BridgeHost() {
  const navigate = useAppNavigate();

  useEffect(() => startBridge(createShellActions(navigate)), [navigate]);

  useEffect(() => {
    let cancelPreload = () => undefined as void;
    let stopped = false;
    void Promise.all([loadFrameAllowlist(), loadMicroApps()]).then(() => {
      if (stopped) return;
      const inMenu = microAppsInMenu(microApps.apps, menuRoutePaths(permission.menu));
      cancelPreload = schedulePreload(inMenu.filter((app) => checkFrameSrc(app.url).ok));
    });
    if (session.greyToken) void loadGreyConfig(session.greyToken, session.platformNum).catch(() => undefined);
    return () => {
      stopped = true;
      cancelPreload();
    };
  }, []);

  return null;
}
