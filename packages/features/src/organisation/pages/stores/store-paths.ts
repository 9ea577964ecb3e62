/** The routes of the store pages (the organisation module's index.ts). */
export const STORE_PATHS = {
  list: '/organization/DeptIndex',
  create: '/organization/createDept',
  edit: '/organization/editDept',
  view: '/organization/viewDept',
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
