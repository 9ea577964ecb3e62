import { pagePaths } from '../../../shared/page-routes';

/** The routes of the store pages (the contract's page manifest). */
export const STORE_PATHS = pagePaths({
  list: 'DeptIndex',
  create: 'createDept',
  edit: 'editDept',
  view: 'viewDept',
});
