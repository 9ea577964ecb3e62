import { describe, expect, it } from 'vitest';
import type { CategoryTreeNode } from '@rcadmin/contract';
import { whereDropped } from './where-dropped';

const node = (
  categoryId: string,
  level: number,
  parentId: string,
  children: CategoryTreeNode[] = [],
): CategoryTreeNode => ({
  categoryId,
  name: `c${categoryId}`,
  code: `C${categoryId}`,
  level,
  parentId,
  sortOrder: 0,
  skuCount: 0,
  children,
});

// 1 (2, 3 (4)), 5, 6
const tree = [
  node('1', 1, '', [node('2', 2, '1'), node('3', 2, '1', [node('4', 3, '3')])]),
  node('5', 1, ''),
  node('6', 1, ''),
];

describe('whereDropped: the categoryMove of a tree drop', () => {
  it('dropped onto a category: it becomes its last child', () => {
    expect(
      whereDropped(tree, {
        draggedId: '5',
        targetId: '1',
        targetPos: '0-0',
        dropPosition: 0,
        dropToGap: false,
      }),
    ).toEqual({ parentId: '1', index: 2 });
  });

  it('dropped before a root: a root at that index', () => {
    expect(
      whereDropped(tree, {
        draggedId: '2',
        targetId: '5',
        targetPos: '0-1',
        dropPosition: 0,
        dropToGap: true,
      }),
    ).toEqual({ parentId: '', index: 1 });
  });

  it('reordered down among siblings: the index counts without the dragged category', () => {
    // 1 dropped after 6: the roots become 5, 6, 1.
    expect(
      whereDropped(tree, {
        draggedId: '1',
        targetId: '6',
        targetPos: '0-2',
        dropPosition: 3,
        dropToGap: true,
      }),
    ).toEqual({ parentId: '', index: 2 });
  });

  it('reordered up among siblings', () => {
    expect(
      whereDropped(tree, {
        draggedId: '6',
        targetId: '1',
        targetPos: '0-0',
        dropPosition: -1,
        dropToGap: true,
      }),
    ).toEqual({ parentId: '', index: 0 });
  });

  it('dropped just below an open category: its first child', () => {
    expect(
      whereDropped(tree, {
        draggedId: '6',
        targetId: '3',
        targetPos: '0-0-1',
        dropPosition: 2,
        dropToGap: true,
        targetExpanded: true,
      }),
    ).toEqual({ parentId: '3', index: 0 });
  });

  it('dropped where it already is: nothing to move', () => {
    expect(
      whereDropped(tree, {
        draggedId: '5',
        targetId: '1',
        targetPos: '0-0',
        dropPosition: 1,
        dropToGap: true,
      }),
    ).toBeNull();
  });
});
