import { useMemo } from 'react';
import { Tag, Typography } from 'antd';
import type { TreeProps } from 'antd';
import type { CategoryTreeNode } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { whereDropped } from './where-dropped';
import { TreeEditor, flattenTree, useEditorTree, type TreeEditorText } from '../../../shared/tree-editor';
import { call, textsOf, useCall } from '../../../kit';

/** Categories go three levels deep (the server refuses deeper moves and says why). */
export const MAX_CATEGORY_LEVEL = 3;

interface CategoryFormValues {
  name: string;
  code: string;
}

const idOf = (node: CategoryTreeNode) => node.categoryId;

/** The editor's words under another name in the category texts (a category is renamed). */
const RENAMED: Partial<Record<TreeEditorText, string>> = {
  edit: 'rename',
  editTitle: 'renameTitle',
  saved: 'renamed',
};

/**
 * /goods/category/list: the category tree (goods/category/queryTree.do) with each node's code
 * and SKU count. Create a root or a child, rename, drag to move or reorder (move.do), delete
 * (refused while goods or children use it: the shell says the server's reason).
 */
export default function CategoryPage({ kit }: { kit: HostKit }) {
  const t = textsOf(kit, 'goods.catalogue.category');
  const editorTree = useEditorTree<CategoryTreeNode>(kit, useCall(kit, 'categoryTree', undefined), {
    idOf,
    texts: (key) => kit.t(`goods.catalogue.category.${RENAMED[key] ?? key}`),
  });
  const tree = editorTree.nodes;
  const byId = useMemo(() => new Map(flattenTree(tree ?? []).map((node) => [node.categoryId, node])), [tree]);

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = byId.get(String(info.dragNode.key));
    if (!tree || !dragged) return;
    const target = whereDropped(tree, {
      draggedId: dragged.categoryId,
      targetId: String(info.node.key),
      targetPos: info.node.pos,
      dropPosition: info.dropPosition,
      dropToGap: info.dropToGap,
      targetExpanded: info.node.expanded,
    });
    if (!target) return;
    // Refused (too deep, into itself): the shell says why; the tree shows what the server has.
    void editorTree.change(
      () =>
        call(kit, 'categoryMove', {
          categoryId: dragged.categoryId,
          parentId: target.parentId,
          index: String(target.index),
        }),
      'moved',
      target.parentId,
    );
  };

  return (
    <TreeEditor<CategoryTreeNode, CategoryFormValues>
      title={kit.t('goods.routes.category')}
      hint={t('dragHint')}
      tree={editorTree}
      maxLevel={MAX_CATEGORY_LEVEL}
      rowAttributes={(node) => ({ 'data-testid': `category-${node.code}` })}
      details={(node) => (
        <>
          <Tag>{node.code}</Tag>
          <Typography.Text type="secondary">{t('skuCount', { count: node.skuCount })}</Typography.Text>
        </>
      )}
      confirmDelete={(node) => t('confirmDelete', { name: node.name })}
      remove={(node) => call(kit, 'categoryDelete', { categoryId: node.categoryId })}
      onDrop={onDrop}
      editor={{
        name: 'category',
        required: (field) => kit.t('goods.common.required', { field }),
        nameField: { required: true, max: 64 },
        rows: [
          {
            name: 'code',
            label: t('code'),
            required: true,
            max: 32,
            rules: [{ pattern: /^[0-9A-Za-z_.-]{1,32}$/, message: t('codeRule') }],
          },
        ],
        valuesOf: (node) => ({ code: node?.code ?? '' }),
        save: (values, editing) =>
          call(
            kit,
            'categorySave',
            {
              ...(editing.kind === 'create'
                ? { parentId: editing.parent?.categoryId ?? '' }
                : { categoryId: editing.node.categoryId }),
              name: values.name.trim(),
              code: values.code.trim(),
            },
            { silent: true },
          ),
      }}
    />
  );
}
