import type { FeatureModule } from '../host-kit';
import { batchImportLocales } from './locales';

const page = () => import('./pages/batch-import/batch-import-page');

/**
 * The bulk import screen (spec §1 "System settings and bulk import", §2 "Hidden routes"):
 * /batchImport/list/{id}/{tab} opens on an import type and a tab (SET-04), which is where an
 * embedded page's openBatchImport lands; /batchImporte opens it on importing, /batchExcel on the
 * history of imports and exports.
 */
export const batchImportModule: FeatureModule = {
  id: 'batchImport',
  routes: [
    {
      name: 'batchImportl',
      path: '/batchImport/list/:id?/:tab?',
      titleKey: 'batchImport.routes.batchImportl',
      component: page,
    },
    {
      name: 'batchImporte',
      path: '/batchImporte',
      titleKey: 'batchImport.routes.batchImporte',
      component: page,
    },
    { name: 'batchExcel', path: '/batchExcel', titleKey: 'batchImport.routes.batchExcel', component: page },
  ],
  locales: batchImportLocales,
};
