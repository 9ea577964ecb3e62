import type { FeatureModule } from '../host-kit';
import { settingsLocales } from './locales';

/**
 * The settings module (spec §1 "System settings and bulk import", §3 "Operation log record"): the
 * operation log viewer, the system parameters, goods settings and store navigation pages, and the
 * embedded apps (vendor pages and micro-apps the tenant registers). Every page is a lazy chunk.
 */
export const settingsModule: FeatureModule = {
  id: 'settings',
  routes: [
    {
      name: 'operationLog',
      path: '/setting/operationLog/list',
      titleKey: 'settings.routes.operationLog',
      component: () => import('./pages/operation-log/operation-log-page'),
    },
    {
      name: 'sysParam',
      path: '/setting/index/list',
      titleKey: 'settings.routes.sysParam',
      component: () => import('./pages/sys-params/sys-params-page'),
    },
    {
      name: 'baseDocument',
      path: '/setting/baseDocument/index',
      titleKey: 'settings.routes.baseDocument',
      component: () => import('./pages/goods-settings/goods-settings-page'),
    },
    {
      name: 'searchNav',
      path: '/setting/searchNav/searchIndex',
      titleKey: 'settings.routes.searchNav',
      component: () => import('./pages/store-nav/store-nav-page'),
    },
    {
      name: 'embeddedApps',
      path: '/setting/embeddedApps/list',
      titleKey: 'settings.routes.embeddedApps',
      component: () => import('./pages/embedded-apps/embedded-apps-page'),
    },
  ],
  locales: settingsLocales,
};
