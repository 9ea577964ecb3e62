import type { RoleMenuNode } from '@rcadmin/contract';
import { menuNameIn } from '@rcadmin/contract/wire';
import type { Language } from '../../../host-kit';

/**
 * The rules of the grant checkboxes (ORG-01), without React: the tenant's menu (areas → groups →
 * pages) indexed once, which boxes show checked or half-checked for a set of checked pages, what a
 * click on a box does (within the pages a search shows), and the ids a save sends (the pages and
 * every area and group above them, as the menu needs them).
 *
 * The checked state is kept as a set of leaves (pages, or an area or group with nothing under
 * it): a grant of a group alone says nothing about which of its pages are meant.
 */

export interface MenuIndex {
  /** Every node id, in the menu's order (depth first). */
  order: string[];
  parentOf: Map<string, string>;
  /** Every leaf, in the menu's order: the leaves under a node are one run of it. */
  leaves: string[];
  /** Where each node's run of leaves starts and ends (end excluded) in `leaves`. */
  runOf: Map<string, readonly [number, number]>;
  leafIds: Set<string>;
}

/** The menu indexed once, in one pass: no list of leaves is copied per node. */
export function indexMenu(tree: readonly RoleMenuNode[]): MenuIndex {
  const index: MenuIndex = {
    order: [],
    parentOf: new Map(),
    leaves: [],
    runOf: new Map(),
    leafIds: new Set(),
  };
  const visit = (node: RoleMenuNode, parent: string | undefined) => {
    index.order.push(node.id);
    if (parent !== undefined) index.parentOf.set(node.id, parent);
    const start = index.leaves.length;
    if (node.children.length === 0) {
      index.leaves.push(node.id);
      index.leafIds.add(node.id);
    } else for (const child of node.children) visit(child, node.id);
    index.runOf.set(node.id, [start, index.leaves.length]);
  };
  for (const node of tree) visit(node, undefined);
  return index;
}

/** The leaves under a node (the node itself for a leaf), in the menu's order. */
export function leavesOf(index: MenuIndex, id: string): string[] {
  const run = index.runOf.get(id);
  return run ? index.leaves.slice(run[0], run[1]) : [];
}

/** The leaves among a role's granted ids (ids no longer in the menu are left out). */
export const checkedLeavesOf = (index: MenuIndex, grantedIds: Iterable<string>): Set<string> =>
  new Set([...grantedIds].filter((id) => index.leafIds.has(id)));

/** Every leaf of the menu: what the admin role (grants all) shows checked. */
export const allLeavesOf = (index: MenuIndex): Set<string> => new Set(index.leaves);

/** The boxes antd shows (checkStrictly): a branch is checked when all its leaves are, half when some. */
export function checkStateOf(index: MenuIndex, checked: ReadonlySet<string>) {
  // Checked leaves before each position of `leaves`: a node's count is the difference of two.
  const before = new Uint32Array(index.leaves.length + 1);
  index.leaves.forEach((leaf, at) => {
    before[at + 1] = before[at]! + (checked.has(leaf) ? 1 : 0);
  });
  const full: string[] = [];
  const half: string[] = [];
  for (const id of index.order) {
    const [start, end] = index.runOf.get(id) ?? [0, 0];
    const count = before[end]! - before[start]!;
    if (count > 0 && count === end - start) full.push(id);
    else if (count > 0) half.push(id);
  }
  return { checked: full, halfChecked: half };
}

/**
 * A click on a node's box: its leaves (only those on show when a search narrows the tree) all
 * become checked, or, when they all were, unchecked.
 */
export function toggleNode(
  index: MenuIndex,
  checked: ReadonlySet<string>,
  nodeId: string,
  shown: ReadonlySet<string> | null,
): Set<string> {
  const targets = leavesOf(index, nodeId).filter((leaf) => shown === null || shown.has(leaf));
  const next = new Set(checked);
  const allOn = targets.every((leaf) => checked.has(leaf));
  for (const leaf of targets) {
    if (allOn) next.delete(leaf);
    else next.add(leaf);
  }
  return next;
}

/** What roleSaveResource gets: the checked leaves and every node above them, in the menu's order. */
export function grantIdsOf(index: MenuIndex, checked: ReadonlySet<string>): string[] {
  const wanted = new Set<string>();
  for (const leaf of checked) {
    if (!index.leafIds.has(leaf)) continue;
    let id: string | undefined = leaf;
    while (id !== undefined && !wanted.has(id)) {
      wanted.add(id);
      id = index.parentOf.get(id);
    }
  }
  return index.order.filter((id) => wanted.has(id));
}

/** Do two sets of checked leaves say the same (nothing to save)? */
export const sameChecked = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

export interface FilteredMenu {
  tree: RoleMenuNode[];
  /** The leaves on show; null when nothing is filtered. */
  shown: Set<string> | null;
  /** The branches to open: every one on show. */
  expandedKeys: string[];
}

/**
 * The menu narrowed to a search (name or route path, case ignored): a node that matches keeps all
 * that is under it; a node above a match stays with only the way to it.
 */
export function filterMenu(tree: readonly RoleMenuNode[], search: string): FilteredMenu {
  const text = search.trim().toLowerCase();
  const expandedKeys: string[] = [];
  const collectBranches = (nodes: readonly RoleMenuNode[]) => {
    for (const node of nodes)
      if (node.children.length > 0) {
        expandedKeys.push(node.id);
        collectBranches(node.children);
      }
  };
  if (!text) {
    collectBranches(tree);
    return { tree: tree as RoleMenuNode[], shown: null, expandedKeys };
  }
  const shown = new Set<string>();
  const addLeaves = (node: RoleMenuNode) => {
    if (node.children.length === 0) shown.add(node.id);
    else for (const child of node.children) addLeaves(child);
  };
  const narrow = (nodes: readonly RoleMenuNode[]): RoleMenuNode[] => {
    const kept: RoleMenuNode[] = [];
    for (const node of nodes) {
      if (node.name.toLowerCase().includes(text) || node.url.toLowerCase().includes(text)) {
        addLeaves(node);
        kept.push(node);
        continue;
      }
      const children = narrow(node.children);
      if (children.length > 0) kept.push({ ...node, children });
    }
    return kept;
  };
  const narrowed = narrow(tree);
  collectBranches(narrowed);
  return { tree: narrowed, shown, expandedKeys };
}

/** A node as antd's Tree takes it; `url` rides along for the title. */
export interface GrantTreeNode {
  key: string;
  title: string;
  url: string;
  isLeaf: boolean;
  children?: GrantTreeNode[];
}

export const toTreeData = (nodes: readonly RoleMenuNode[]): GrantTreeNode[] =>
  nodes.map((node) =>
    node.children.length === 0
      ? { key: node.id, title: node.name, url: node.url, isLeaf: true }
      : { key: node.id, title: node.name, url: node.url, isLeaf: false, children: toTreeData(node.children) },
  );

/** The unfiltered menu as the tree shows it: made once per menu, whatever the searches. */
export interface WholeGrantTree {
  filtered: FilteredMenu;
  treeData: GrantTreeNode[];
}

/**
 * The menu named in the language on show (an entry without a name in it keeps its zh name): the
 * tree shows, and a search matches, what the sidebar calls each entry.
 */
export function localiseRoleMenu(tree: readonly RoleMenuNode[], language: Language): RoleMenuNode[] {
  return tree.map((node) => ({
    ...node,
    name: menuNameIn(node.name, node.names, language),
    children: localiseRoleMenu(node.children, language),
  }));
}

export function wholeGrantTree(tree: readonly RoleMenuNode[], language: Language = 'zh'): WholeGrantTree {
  const filtered = filterMenu(language === 'zh' ? tree : localiseRoleMenu(tree, language), '');
  return { filtered, treeData: toTreeData(filtered.tree) };
}
