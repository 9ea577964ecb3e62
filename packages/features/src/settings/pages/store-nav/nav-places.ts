import type { NavTreeNode } from '@rcadmin/contract';
import { NAV_MAX_DEPTH } from '@rcadmin/contract/wire';
import { flattenTree } from '../../../shared/tree-editor';

/** How many levels a shelf spans with the shelves under it (1: none under it). */
export const heightOf = (node: NavTreeNode): number => 1 + Math.max(0, ...node.children.map(heightOf));

/** A shelf's siblings (its parent's children, or the top shelves) and its place among them. */
export function placeOf(tree: readonly NavTreeNode[], node: NavTreeNode) {
  const siblings = node.parentId
    ? (flattenTree(tree).find((entry) => entry.navId === node.parentId)?.children ?? [])
    : tree;
  return { siblings, index: siblings.findIndex((entry) => entry.navId === node.navId) };
}

/**
 * The shelves `node` may be moved under (the server refuses the others): not itself nor one of
 * its own shelves, and not so deep that it or a shelf under it would pass the third level. The
 * top ('') is always a choice.
 */
export function parentChoices(tree: readonly NavTreeNode[], node: NavTreeNode): NavTreeNode[] {
  const own = new Set(flattenTree([node]).map((entry) => entry.navId));
  const height = heightOf(node);
  return flattenTree(tree).filter((entry) => !own.has(entry.navId) && entry.level + height <= NAV_MAX_DEPTH);
}
