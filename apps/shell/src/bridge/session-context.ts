import type { SessionContext } from '@rcadmin/sdk/protocol';
import { subscribe } from 'valtio';
import { appState } from '../stores/app';
import { permission } from '../stores/permission';
import { session } from '../stores/session';
import { settings, themeColorFor } from '../stores/settings';

/** The session context pushed to embedded pages (tenant, user, store, language, theme). */
export function currentContext(): SessionContext {
  const store = permission.currentDept;
  return {
    tenant: { id: session.platformNum, name: session.tenantName, platformNum: session.platformNum },
    user: { id: session.siteUserId, name: session.siteUserName },
    store: store ? { code: store.storeCode, name: store.storeName } : null,
    language: appState.language,
    theme: { colorPrimary: themeColorFor(settings, session.platformNum) },
  };
}

/** Calls `listener` with the new context whenever a part of it changes; returns the unsubscribe. */
export function watchContext(listener: (context: SessionContext) => void): () => void {
  let last = JSON.stringify(currentContext());
  const check = () => {
    const next = currentContext();
    const serialised = JSON.stringify(next);
    if (serialised === last) return;
    last = serialised;
    listener(next);
  };
  const stops = [session, permission, appState, settings].map((store) => subscribe(store, check));
  return () => stops.forEach((stop) => stop());
}
