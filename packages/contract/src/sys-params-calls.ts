import type { CallInfo } from './calls-info';
import { SETTINGS_PAGES } from './settings-calls';

/** The page sizes of a parameter's history. */
export const SYS_PARAM_HISTORY_PAGE_SIZES = [10, 20, 50] as const;

const resource = SETTINGS_PAGES.params;

/**
 * The system parameters page's calls (/setting/index/list), in the style of spec §7 beside
 * /bmc/sys/param/get.do: the catalogue of known parameters with the tenant's values, a change
 * (checked against the parameter's type and against a newer change), a reset to the default, and
 * a parameter's history. The shell keeps reading single values with get.do.
 */
export const sysParamsCalls = {
  sysParamList: {
    method: 'GET',
    path: '/bmc/sys/param/list.do',
    access: 'session',
    resource,
    action: 'view',
  },
  sysParamSave: {
    method: 'POST',
    path: '/bmc/sys/param/save.do',
    encoding: 'json',
    access: 'session+site',
    resource,
    action: 'edit',
    // Writes its own record (parameter, old and new value) in the transaction of the change.
    audit: 'own',
  },
  sysParamReset: {
    method: 'POST',
    path: '/bmc/sys/param/reset.do',
    encoding: 'json',
    access: 'session+site',
    resource,
    action: 'edit',
    // Writes its own record (parameter, old and new value) in the transaction of the change.
    audit: 'own',
  },
  sysParamHistory: {
    method: 'GET',
    path: '/bmc/sys/param/history.do',
    access: 'session',
    resource,
    action: 'view',
  },
} as const satisfies Record<string, CallInfo>;
