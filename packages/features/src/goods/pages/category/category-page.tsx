import { useMemo } from 'react';
import { Form, Input, Tag, Typography } from 'antd';
import type { TreeProps } from 'antd';
import type { CategoryTreeNode } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { whereDropped } from './where-dropped';
import {
  TreeEditor,
  flattenTree,
  useEditorTree,
  type TreeEditing,
  type TreeEditorText,
} from '../../../shared/tree-editor';
import { call, landFieldErrors, useCall } from '../../../kit';

/** Categories go three levels deep (the server refuses deeper moves and says why). */
export const MAX_CATEGORY_LEVEL = 3;

interface CategoryFormValues {
  name: string;
  code: string;
}

const FORM_FIELDS = ['name', 'code'] as const;

const idOf = (node: CategoryTreeNode) => node.categoryId;

/** The editor's words: the common buttons, and the category texts (a category is renamed). */
const BUTTONS = new Set<TreeEditorText>(['delete', 'save', 'cancel']);
const CATEGORY_TEXTS: Partial<Record<TreeEditorText, string>> = { edit: 'rename', editTitle: 'renameTitle' };

/**
 * /goods/category/list: the category tree (goods/category/queryTree.do) with each node's code
 * and SKU count. Create a root or a child, rename, drag to move or reorder (move.do), delete
 * (refused while goods or children use it: the server's message says why).
 */
export default function CategoryPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`goods.catalogue.category.${key}`, options);
  const loaded = useCall(kit, 'categoryTree', undefined);
  const { reload } = loaded;
  const editorTree = useEditorTree<CategoryTreeNode>(loaded, idOf);
  const tree = editorTree.nodes;
  const [form] = Form.useForm<CategoryFormValues>();
  const byId = useMemo(() => new Map(flattenTree(tree ?? []).map((node) => [node.categoryId, node])), [tree]);

  const save = async (editing: TreeEditing<CategoryTreeNode>, values: CategoryFormValues) => {
    const fields = { name: values.name.trim(), code: values.code.trim() };
    const created = editing.kind === 'create';
    try {
      const at = created
        ? { parentId: editing.parent?.categoryId ?? '' }
        : { categoryId: editing.node.categoryId };
      await call(kit, 'categorySave', { ...at, ...fields }, { silent: true });
      kit.notify('success', t(created ? 'created' : 'renamed'));
      reload();
      return true;
    } catch (error) {
      const rest = landFieldErrors(form, error, { fields: FORM_FIELDS });
      if (rest.length > 0) kit.notify('error', rest.join(' '));
      return false;
    }
  };

  const remove = async (node: CategoryTreeNode) => {
    try {
      // A category in use is refused: the shell shows the server's reason.
      await call(kit, 'categoryDelete', { categoryId: node.categoryId });
      kit.notify('success', t('deleted'));
      reload();
    } catch {
      // Shown by the shell.
    }
  };

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
    void (async () => {
      try {
        await call(kit, 'categoryMove', {
          categoryId: dragged.categoryId,
          parentId: target.parentId,
          index: String(target.index),
        });
        if (target.parentId) editorTree.open(target.parentId);
        kit.notify('success', t('moved'));
      } catch {
        // Refused (too deep, into itself): the shell shows why; the tree stays as the server has it.
      }
      reload();
    })();
  };

  return (
    <TreeEditor<CategoryTreeNode, CategoryFormValues>
      title={kit.t('goods.routes.category')}
      hint={t('dragHint')}
      texts={(key) => (BUTTONS.has(key) ? kit.t(`common.${key}`) : t(CATEGORY_TEXTS[key] ?? key))}
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
      onDelete={remove}
      onDrop={onDrop}
      editor={{
        form,
        name: 'category',
        opened: (editing) =>
          editing.kind === 'edit'
            ? { name: editing.node.name, code: editing.node.code }
            : { name: '', code: '' },
        save,
        nameRules: [
          {
            required: true,
            whitespace: true,
            max: 64,
            message: kit.t('goods.common.required', { field: t('name') }),
          },
        ],
        nameMax: 64,
        fields: (
          <Form.Item
            name="code"
            label={t('code')}
            rules={[
              {
                required: true,
                whitespace: true,
                message: kit.t('goods.common.required', { field: t('code') }),
              },
              { pattern: /^[0-9A-Za-z_.-]{1,32}$/, message: t('codeRule') },
            ]}
          >
            <Input maxLength={32} />
          </Form.Item>
        ),
      }}
    />
  );
}
