import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Form, Input, Modal, Popconfirm, Spin, Tag, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import type { CategoryTreeNode } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { messageOf, showFieldErrors } from '../catalogue-shared/field-errors';
import { whereDropped } from './where-dropped';
import { PageCard } from '../../../shared/page-card';
import { call, useCall } from '../../../kit';

/** Categories go three levels deep (the server refuses deeper moves and says why). */
export const MAX_CATEGORY_LEVEL = 3;

type Editing =
  { kind: 'create'; parent: CategoryTreeNode | null } | { kind: 'rename'; node: CategoryTreeNode };

interface CategoryFormValues {
  name: string;
  code: string;
}

const FORM_FIELDS = ['name', 'code'] as const;

/** Every node of the tree, depth first. */
const flatten = (nodes: readonly CategoryTreeNode[]): CategoryTreeNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

/**
 * /goods/category/list: the category tree (goods/category/queryTree.do) with each node's code
 * and SKU count. Create a root or a child, rename, drag to move or reorder (move.do), delete
 * (refused while goods or children use it: the server's message says why).
 */
export default function CategoryPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) =>
    kit.t(`goods.catalogue.category.${key}`, options);
  const { data: tree, failed, reload } = useCall(kit, 'categoryTree', undefined);
  /** Open branches; null until the user opens or closes one: then every branch is open. */
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<CategoryFormValues>();

  const byId = useMemo(() => new Map(flatten(tree ?? []).map((node) => [node.categoryId, node])), [tree]);
  const branches = useMemo(
    () =>
      flatten(tree ?? [])
        .filter((node) => node.children.length > 0)
        .map((node) => node.categoryId),
    [tree],
  );
  const openBranch = (categoryId: string) => setExpanded((keys) => [...(keys ?? branches), categoryId]);

  const openEditor = (next: Editing) => {
    setEditing(next);
    form.resetFields();
    if (next.kind === 'rename') form.setFieldsValue({ name: next.node.name, code: next.node.code });
  };

  const save = async () => {
    if (!editing) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (editing.kind === 'create') {
        await call(
          kit,
          'categorySave',
          { parentId: editing.parent?.categoryId ?? '', name: values.name.trim(), code: values.code.trim() },
          { silent: true },
        );
        if (editing.parent) openBranch(editing.parent.categoryId);
        kit.notify('success', t('created'));
      } else {
        await call(
          kit,
          'categorySave',
          { categoryId: editing.node.categoryId, name: values.name.trim(), code: values.code.trim() },
          { silent: true },
        );
        kit.notify('success', t('renamed'));
      }
      setEditing(null);
      reload();
    } catch (error) {
      if (!showFieldErrors(form, error, FORM_FIELDS)) kit.notify('error', messageOf(error));
    } finally {
      setSaving(false);
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
        if (target.parentId) openBranch(target.parentId);
        kit.notify('success', t('moved'));
      } catch {
        // Refused (too deep, into itself): the shell shows why; the tree stays as the server has it.
      }
      reload();
    })();
  };

  const titleOf = (node: CategoryTreeNode) => (
    <Flex gap={8} align="center" wrap data-testid={`category-${node.code}`}>
      <Typography.Text strong={node.level === 1}>{node.name}</Typography.Text>
      <Tag>{node.code}</Tag>
      <Typography.Text type="secondary">{t('skuCount', { count: node.skuCount })}</Typography.Text>
      <span onClick={(event) => event.stopPropagation()}>
        {node.level < MAX_CATEGORY_LEVEL && (
          <Button
            type="link"
            size="small"
            aria-label={`${t('addChild')} ${node.name}`}
            onClick={() => openEditor({ kind: 'create', parent: node })}
          >
            {t('addChild')}
          </Button>
        )}
        <Button
          type="link"
          size="small"
          aria-label={`${t('rename')} ${node.name}`}
          onClick={() => openEditor({ kind: 'rename', node })}
        >
          {t('rename')}
        </Button>
        <Popconfirm
          title={t('confirmDelete', { name: node.name })}
          okText={kit.t('goods.buttons.delete')}
          cancelText={kit.t('goods.buttons.cancel')}
          onConfirm={() => remove(node)}
        >
          <Button
            type="link"
            size="small"
            danger
            aria-label={`${kit.t('goods.buttons.delete')} ${node.name}`}
          >
            {kit.t('goods.buttons.delete')}
          </Button>
        </Popconfirm>
      </span>
    </Flex>
  );

  const toTreeData = (nodes: readonly CategoryTreeNode[]): TreeDataNode[] =>
    nodes.map((node) => ({
      key: node.categoryId,
      title: titleOf(node),
      children: toTreeData(node.children),
    }));

  const modalTitle =
    editing?.kind === 'rename'
      ? t('renameTitle')
      : editing?.kind === 'create' && editing.parent
        ? `${t('createTitle')} · ${editing.parent.name}`
        : t('createTitle');

  return (
    <PageCard
      title={kit.t('goods.routes.category')}
      extra={
        <Button type="primary" onClick={() => openEditor({ kind: 'create', parent: null })}>
          {t('addRoot')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('dragHint')}</Typography.Paragraph>
      {tree === undefined && !failed ? (
        <Spin />
      ) : !tree || tree.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Tree
          aria-label={kit.t('goods.routes.category')}
          blockNode
          draggable={{ icon: false }}
          selectable={false}
          treeData={toTreeData(tree)}
          expandedKeys={expanded ?? branches}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onDrop={onDrop}
        />
      )}
      <Modal
        open={editing !== null}
        title={modalTitle}
        okText={kit.t('goods.buttons.save')}
        cancelText={kit.t('goods.buttons.cancel')}
        confirmLoading={saving}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" name="category" onFinish={() => void save()}>
          {editing?.kind === 'create' && (
            <Form.Item label={t('parent')}>
              <Typography.Text>{editing.parent?.name ?? t('root')}</Typography.Text>
            </Form.Item>
          )}
          <Form.Item
            name="name"
            label={t('name')}
            rules={[
              {
                required: true,
                whitespace: true,
                max: 64,
                message: kit.t('goods.common.required', { field: t('name') }),
              },
            ]}
          >
            <Input maxLength={64} autoFocus />
          </Form.Item>
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
        </Form>
      </Modal>
    </PageCard>
  );
}
