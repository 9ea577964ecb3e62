import type { CategoryTreeNode } from '@rcadmin/contract';

/** Where a node sits: its parent ('' for a root) and its index among its siblings. */
interface Place {
  parentId: string;
  index: number;
  node: CategoryTreeNode;
}

function locate(nodes: readonly CategoryTreeNode[], id: string, parentId = ''): Place | null {
  for (const [index, node] of nodes.entries()) {
    if (node.categoryId === id) return { parentId, index, node };
    const found = locate(node.children, id, node.categoryId);
    if (found) return found;
  }
  return null;
}

/** A drop as antd's Tree reports it (onDrop's info, reduced to what decides the place). */
export interface TreeDrop {
  draggedId: string;
  targetId: string;
  /** The target's position path ('0-2-1'): its last part is its index among its siblings. */
  targetPos: string;
  /** antd's dropPosition: the target's index, minus one before it, plus one after it. */
  dropPosition: number;
  /** False: dropped onto the target itself (into it). */
  dropToGap: boolean;
  /** The target is open: a drop just below it goes in as its first child. */
  targetExpanded?: boolean;
}

/**
 * The categoryMove of a drop: the new parent ('' = a root) and the index among the new siblings,
 * counted without the dragged node itself (what goods/category/move.do takes). Dropped onto a
 * category: it becomes that category's last child. Null when nothing moves.
 */
export function whereDropped(
  tree: readonly CategoryTreeNode[],
  drop: TreeDrop,
): { parentId: string; index: number } | null {
  const dragged = locate(tree, drop.draggedId);
  const target = locate(tree, drop.targetId);
  if (!dragged || !target || drop.draggedId === drop.targetId) return null;
  const relative = drop.dropPosition - Number(drop.targetPos.split('-').at(-1));
  let parentId: string;
  let index: number;
  if (!drop.dropToGap) {
    parentId = target.node.categoryId;
    index = target.node.children.length;
  } else if (relative === 1 && drop.targetExpanded && target.node.children.length > 0) {
    parentId = target.node.categoryId;
    index = 0;
  } else {
    parentId = target.parentId;
    index = target.index + (relative === -1 ? 0 : 1);
  }
  // The dragged node leaves its old place first: later siblings move up by one.
  if (dragged.parentId === parentId && dragged.index < index) index -= 1;
  if (dragged.parentId === parentId && dragged.index === index) return null;
  return { parentId, index };
}
