/**
 * Rights per action: what a user may do on a page beside opening it. Each page that calls serve
 * has an action resource per action (a child of its menu resource, `rc-goods-list:changePrice`),
 * granted through the same role grants as the page; every call names the action it needs, and the
 * server refuses a call whose action no role held in the current store grants on one of its pages.
 */
export const PAGE_ACTIONS = ['view', 'create', 'edit', 'delete', 'export', 'import', 'changePrice'] as const;
export type PageAction = (typeof PAGE_ACTIONS)[number];

/**
 * What a call needs: one action, any of several, or 'save' (a save that creates when the request
 * names no existing record, else edits: the server decides once it has read the request).
 */
export type CallAction = PageAction | readonly PageAction[] | 'save';

/** The actions' names in the grant tree (zh is the name of record; en and es beside it). */
export const ACTION_NAMES: Readonly<Record<PageAction, { zh: string; en: string; es: string }>> = {
  view: { zh: '查看', en: 'View', es: 'Ver' },
  create: { zh: '新增', en: 'Create', es: 'Crear' },
  edit: { zh: '编辑', en: 'Edit', es: 'Editar' },
  delete: { zh: '删除', en: 'Delete', es: 'Eliminar' },
  export: { zh: '导出', en: 'Export', es: 'Exportar' },
  import: { zh: '导入', en: 'Import', es: 'Importar' },
  changePrice: { zh: '改价', en: 'Change price', es: 'Cambiar precio' },
};

const SEPARATOR = ':';

/** The resource id of an action of a page (its menu resource id). */
export const actionResourceId = (pageId: string, action: PageAction): string =>
  `${pageId}${SEPARATOR}${action}`;

export const isPageAction = (value: unknown): value is PageAction =>
  typeof value === 'string' && (PAGE_ACTIONS as readonly string[]).includes(value);

/** The page and action of an action resource id; undefined for any other resource id. */
export function actionOfResourceId(id: string): { pageId: string; action: PageAction } | undefined {
  const at = id.lastIndexOf(SEPARATOR);
  if (at <= 0) return undefined;
  const action = id.slice(at + 1);
  return isPageAction(action) ? { pageId: id.slice(0, at), action } : undefined;
}

/** The actions any of which lets a call through the first check (a save: create or edit). */
export const actionsOfCall = (action: CallAction): readonly PageAction[] =>
  action === 'save' ? ['create', 'edit'] : typeof action === 'string' ? [action] : action;

/** The route path of a menu url (no query or fragment). */
const routePathOf = (url: string) => url.split(/[?#]/)[0] ?? url;

/**
 * The actions of each page the calls serve, by route path: view, and every action a call of the
 * page names (and `more`: the import types' pages import), in PAGE_ACTIONS order. Derived from the call table, so no call names an action its
 * pages lack.
 */
export function pageActionsOf(
  table: object,
  more: readonly { resource: string; action: CallAction }[] = [],
): Readonly<Record<string, readonly PageAction[]>> {
  const byPath = new Map<string, Set<PageAction>>();
  const infos = [
    ...(Object.values(table) as { resource?: string | readonly string[]; action?: CallAction }[]),
    ...more,
  ];
  for (const info of infos) {
    if (info.resource === undefined) continue;
    const actions = info.action === undefined ? ['view' as const] : actionsOfCall(info.action);
    for (const path of [info.resource].flat()) {
      const held = byPath.get(path) ?? new Set<PageAction>(['view']);
      for (const action of actions) held.add(action);
      byPath.set(path, held);
    }
  }
  return Object.fromEntries(
    [...byPath].map(([path, held]) => [path, PAGE_ACTIONS.filter((action) => held.has(action))]),
  );
}

/** The actions of the page at this menu url in a table of pageActionsOf (none: it has no actions). */
export const actionsAtUrl = (
  table: Readonly<Record<string, readonly PageAction[]>>,
  url: string,
): readonly PageAction[] => (url.startsWith('/') ? (table[routePathOf(url)] ?? []) : []);
