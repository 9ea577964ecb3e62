import type { FeatureModule } from '../host-kit';
import { pageRoutes } from '../shared/page-routes';
import { settingsLocales } from './locales';

/**
 * The settings module (spec §1 "System settings and bulk import", §3 "Operation log record"): the
 * operation log viewer, the system parameters, goods settings and store navigation pages, and the
 * embedded apps (vendor pages and micro-apps the tenant registers). Every page is a lazy chunk.
 * Paths, titles and grants are the contract's page manifest.
 */
export const settingsModule: FeatureModule = {
  id: 'settings',
  routes: pageRoutes('settings', {
    operationLog: () => import('./pages/operation-log/operation-log-page'),
    sysParam: () => import('./pages/sys-params/sys-params-page'),
    baseDocument: () => import('./pages/goods-settings/goods-settings-page'),
    searchNav: () => import('./pages/store-nav/store-nav-page'),
    embeddedApps: () => import('./pages/embedded-apps/embedded-apps-page'),
  }),
  locales: settingsLocales,
};
