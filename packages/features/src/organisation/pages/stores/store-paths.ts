import { PAGES } from '@rcadmin/contract/wire';

/** The routes of the store pages (the contract's page manifest). */
export const STORE_PATHS = {
  list: PAGES.DeptIndex.path,
  create: PAGES.createDept.path,
  edit: PAGES.editDept.path,
  view: PAGES.viewDept.path,
} as const;

/** A file the browser downloads itself (the session cookie goes with it). */
export function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
