import type { FeatureModule } from '../host-kit';
import { pageRoutes } from '../shared/page-routes';
import { batchImportLocales } from './locales';

const page = () => import('./pages/batch-import/batch-import-page');

/**
 * The bulk import screen (spec §1 "System settings and bulk import", §2 "Hidden routes"):
 * /batchImport/list/{id}/{tab} opens on an import type and a tab (SET-04), which is where an
 * embedded page's openBatchImport lands; /batchImporte opens it on importing, /batchExcel on the
 * history of imports and exports. One page serves the three routes of the contract's manifest.
 */
export const batchImportModule: FeatureModule = {
  id: 'batchImport',
  routes: pageRoutes('batchImport', { batchImportl: page, batchImporte: page, batchExcel: page }),
  locales: batchImportLocales,
};
