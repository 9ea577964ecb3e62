import { useEffect } from 'react';
import { ReplyErrorCode } from '@rcadmin/sdk/protocol';
import { t } from '../i18n';
import { frameLocation } from '../menu/menu-target';
import { loadMicroApps, microApps, microAppsInMenu } from '../microapp/micro-apps';
import { schedulePreload } from '../microapp/preload';
import { menuRoutePaths } from '../router/generate-routes';
import { permission } from '../stores/permission';
import { session } from '../stores/session';
import { addEmbeddedUrl, tabs, updateVisitedView } from '../stores/tabs';
import { startBridge } from './bridge';
import { checkFrameSrc, loadFrameAllowlist } from './frame-allowlist';
import { loadGreyConfig } from './grey-config';
import { BridgeRefusal, routeLocation, type BridgeActions } from './handle-message';
import { currentContext } from './session-context';
import { useAppNavigate } from '../hooks/use-app-navigate';

/**
 * What the shell does for an embedded page (MSG-01..03): the batch-import route, a frame tab (its
 * address checked against the allowlist and its embedded entry recorded first), a route in a tab.
 */
export function createShellActions(navigate: (to: string) => unknown): BridgeActions {
  return {
    openBatchImport: ({ id, tab }) =>
      void navigate(`/batchImport/list/${encodeURIComponent(id)}/${encodeURIComponent(tab)}`),
    openFrameTab(entry) {
      const check = checkFrameSrc(entry.src);
      if (!check.ok) throw new BridgeRefusal(ReplyErrorCode.FORBIDDEN, t('frame.refused'));
      const recorded = { ...entry, src: check.url.toString() };
      addEmbeddedUrl(recorded);
      void navigate(frameLocation(recorded));
    },
    openRoute(route) {
      const to = routeLocation(route);
      void Promise.resolve(navigate(to)).then(() => {
        const path = to.split('?')[0] ?? to;
        if (route.title && tabs.visitedViews.some((view) => view.path === path))
          updateVisitedView({ path, title: route.title });
      });
    },
    context: currentContext,
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
