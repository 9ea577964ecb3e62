import { keptRoute, type PageTab } from '../../bridge/handle-message';
import { askBeforeClosing, setUnsaved } from '../../features/unsaved';
import { FRAME_ROUTE, frameEntryFromQuery } from '../../menu/menu-target';
import { tabs } from '../../stores/tabs';

/** The tab of the frame of `entryId`: the frame route's tab whose query names that entry. */
export function frameTabPath(entryId: string): string | undefined {
  return tabs.visitedViews.find(
    (view) =>
      view.path.startsWith(`${FRAME_ROUTE}?`) &&
      frameEntryFromQuery(new URLSearchParams(view.query))?.id === entryId,
  )?.path;
}

/**
 * Where the frame opens: the page's own route kept in the shell's address (`#<path>`, setRoute)
 * when it is one setRoute accepts on the frame's origin, else the frame's address.
 */
export function restoredFrameUrl(url: URL, hash: string): URL {
  const route = keptRoute(hash, url.origin);
  return route === undefined ? url : new URL(route, url.origin);
}

/**
 * The tab of the frame of `entryId`, on `origin`, as the bridge sees it: where the UI the page
 * asks for goes (its title, busy and dirty state, its route, whether to ask it before it closes),
 * and whether it is the one shown.
 */
export function createFrameTab(entryId: string, origin: string, active: () => boolean): PageTab {
  const path = () => frameTabPath(entryId);
  return {
    path,
    active,
    origin,
    setDirty(dirty) {
      const at = path();
      if (at !== undefined) setUnsaved(at, dirty);
    },
    askBeforeClose(ask) {
      const at = path();
      return at === undefined ? () => undefined : askBeforeClosing(at, ask);
    },
  };
}
