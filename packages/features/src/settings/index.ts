import type { FeatureModule } from '../host-kit';
import { settingsLocales } from './locales';

/**
 * The settings module (spec §1 "System settings and bulk import", §3 "Operation log record"): the
 * operation log viewer. Every page is a lazy chunk.
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
  ],
  locales: settingsLocales,
};
