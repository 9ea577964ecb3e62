import type { CallInfo } from './calls-info';
import { SETTINGS_PAGES } from './settings-calls';

const resource = SETTINGS_PAGES.embeddedApps;

/** The longest name of an embedded app (a micro-app's name is also its wujie id: [\w-]{1,64}). */
export const EMBEDDED_APP_NAME_MAX = 64;
/** The longest entry address. */
export const EMBEDDED_APP_URL_MAX = 2000;
/** The most origins one app may connect to. */
export const EMBEDDED_APP_CONNECT_MAX = 20;
/** The kinds of embedded app: a sandboxed cross-origin frame, or a trusted wujie micro-app. */
export const EMBEDDED_APP_KINDS = ['frame', 'microApp'] as const;
export type EmbeddedAppKind = (typeof EMBEDDED_APP_KINDS)[number];

/**
 * The embedded apps page (/setting/embeddedApps/list), in the style of spec §7 (/bmc/...): the
 * vendor pages (frames) and micro-apps a tenant registers, each shown in the menu under a group
 * the tenant picks, to the roles it picks. A save or delete is in the operation log (its audit
 * follows its name: save, delete).
 */
export const embeddedAppsCalls = {
  embeddedAppList: {
    method: 'GET',
    path: '/bmc/embeddedApp/list.do',
    access: 'session',
    resource,
    action: 'view',
  },
  embeddedAppSave: {
    method: 'POST',
    path: '/bmc/embeddedApp/save.do',
    encoding: 'json',
    access: 'session+site',
    resource,
    action: 'save',
  },
  embeddedAppDelete: {
    method: 'POST',
    path: '/bmc/embeddedApp/delete.do',
    encoding: 'json',
    access: 'session+site',
    resource,
    action: 'delete',
  },
  /** A new signing key for the app's session tokens, shown once; the old one stops working. */
  embeddedAppRotateSecret: {
    method: 'POST',
    path: '/bmc/embeddedApp/rotateSecret.do',
    encoding: 'json',
    access: 'session+site',
    resource,
    action: 'edit',
    audit: 'update',
  },
} as const satisfies Record<string, CallInfo>;

/** The longest life of an app's session token, in seconds. */
export const SESSION_TOKEN_TTL_SECONDS = 60;
