/** What the example pages ask the shell to open. */
import type { BatchImportTarget, EmbeddedPageEntry, RouteTarget } from '@rcadmin/sdk';

// The route batchImportl's defaults (spec §2).
export const BATCH_IMPORT: BatchImportTarget = { id: '1', tab: 'importTab' };

/** The shell's import types, by the id openBatchImport names (goods is 1, the default). */
export const IMPORT_TYPES: [id: string, label: string][] = [
  ['1', 'Goods'],
  ['2', 'Combined goods'],
  ['3', 'Goods prices'],
  ['4', 'Stores'],
  ['5', 'Employees'],
  ['6', 'Categories'],
  ['7', 'Brands'],
];

/** The bulk import screen on the chosen import type. */
export const batchImport = (id: string): BatchImportTarget => ({ ...BATCH_IMPORT, id });

export const ROUTE: RouteTarget = { path: '/goods/index/list', query: { from: 'vendor' }, title: 'Goods' };

/**
 * This vendor's own report page, in a new frame tab. Its address comes from where this script was
 * served, not from `location`, which inside a wujie sub-app is the shell's.
 */
export function reportTab(): EmbeddedPageEntry {
  // Through a variable: vite would treat `new URL('literal', import.meta.url)` as an asset to bundle.
  const script = import.meta.url;
  return {
    id: 'vendor-report',
    parentId: 'vendor',
    name: 'Vendor report',
    src: new URL('../index.html?view=report', script).href,
  };
}

/**
 * The shell origins this deployment trusts. serve.mjs writes them into the page from its
 * SHELL_ORIGIN setting; without it the sdk's default applies (this page's own origin only).
 */
export function shellOrigins(): string[] | undefined {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="rcadmin-shell-origins"]');
  const origins = (meta?.content ?? '').split(/\s+/).filter((origin) => /^https?:\/\//.test(origin));
  return origins.length > 0 ? origins : undefined;
}
