import { useMemo, useState, type ReactNode } from 'react';
import { Button, Empty, Flex, Form, Modal, Popconfirm, Spin, Tree, Typography } from 'antd';
import type { FormInstance, TreeDataNode, TreeProps } from 'antd';
import { PageCard } from './page-card';

/** A node of an editable tree: a name, its level (1 at the top) and the nodes under it. */
export interface EditableNode<N> {
  name: string;
  level: number;
  children: readonly N[];
}

/** What the editor dialog edits: a new node (under `parent`, or at the top), or a node. */
export type TreeEditing<N> = { kind: 'create'; parent: N | null } | { kind: 'edit'; node: N };

/** Every node of a tree, depth first. */
export const flattenTree = <N extends EditableNode<N>>(nodes: readonly N[]): N[] =>
  nodes.flatMap((node) => [node, ...flattenTree(node.children)]);

/** The open branches of a tree: every branch until the user opens or closes one. */
export function useBranches<N extends EditableNode<N>>(
  tree: readonly N[] | undefined,
  idOf: (node: N) => string,
) {
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const all = useMemo(
    () =>
      flattenTree(tree ?? [])
        .filter((node) => node.children.length > 0)
        .map(idOf),
    [tree, idOf],
  );
  return {
    keys: expanded ?? all,
    set: (keys: string[]) => setExpanded(keys),
    open: (id: string) => setExpanded((keys) => [...(keys ?? all), id]),
  };
}

/** The editor's words, in its module's texts. */
export interface TreeEditorTexts {
  addRoot: string;
  addChild: string;
  edit: string;
  delete: string;
  save: string;
  cancel: string;
  createTitle: string;
  editTitle: string;
  parent: string;
  root: string;
  empty: string;
}

export interface TreeEditorProps<N extends EditableNode<N>, V> {
  title: string;
  hint: ReactNode;
  texts: TreeEditorTexts;
  tree: readonly N[] | undefined;
  failed: boolean;
  idOf: (node: N) => string;
  branches: ReturnType<typeof useBranches<N>>;
  /** Nodes at this level take no children. */
  maxLevel: number;
  /** What a row shows after the node's name (its code, icon, goods count) and its attributes. */
  details: (node: N) => ReactNode;
  rowAttributes: (node: N) => Record<`data-${string}`, string>;
  /** More actions of a row, between Edit and Delete. */
  actions?: (node: N) => ReactNode;
  confirmDelete: (node: N) => string;
  onDelete: (node: N) => unknown;
  /** The dialog's form: its fields, `opened` answers their values as it opens, `save` true when done. */
  editor: {
    form: FormInstance<V>;
    name: string;
    fields: ReactNode;
    opened: (editing: TreeEditing<N>) => V;
    save: (editing: TreeEditing<N>, values: V) => Promise<boolean>;
  };
  /** Above the tree: refusals, a failed load. */
  above?: ReactNode;
  /** Drag and drop (the node is dropped where antd's Tree says). */
  onDrop?: TreeProps['onDrop'];
  /** Other dialogs of the page. */
  children?: ReactNode;
}

/**
 * A tree page (categories, store navigation): the tree with each node's details and actions (add
 * a child down to `maxLevel`, edit, the page's own, delete after a confirmation), one dialog that
 * creates and edits a node, a new top node from the page's header.
 */
export function TreeEditor<N extends EditableNode<N>, V>(props: TreeEditorProps<N, V>) {
  const { texts, tree, editor, branches, idOf } = props;
  const [editing, setEditing] = useState<TreeEditing<N> | null>(null);
  const [saving, setSaving] = useState(false);

  const open = (next: TreeEditing<N>) => {
    setEditing(next);
    editor.form.resetFields();
    editor.form.setFieldsValue(editor.opened(next) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
  };

  const submit = async () => {
    if (!editing) return;
    const values = await editor.form.validateFields();
    setSaving(true);
    try {
      if (!(await editor.save(editing, values))) return;
      if (editing.kind === 'create' && editing.parent) branches.open(idOf(editing.parent));
      setEditing(null);
    } finally {
      setSaving(false);
    }
  };

  const titleOf = (node: N) => (
    <Flex gap={8} align="center" wrap {...props.rowAttributes(node)}>
      <Typography.Text strong={node.level === 1}>{node.name}</Typography.Text>
      {props.details(node)}
      <span onClick={(event) => event.stopPropagation()}>
        {node.level < props.maxLevel && (
          <Button
            type="link"
            size="small"
            aria-label={`${texts.addChild} ${node.name}`}
            onClick={() => open({ kind: 'create', parent: node })}
          >
            {texts.addChild}
          </Button>
        )}
        <Button
          type="link"
          size="small"
          aria-label={`${texts.edit} ${node.name}`}
          onClick={() => open({ kind: 'edit', node })}
        >
          {texts.edit}
        </Button>
        {props.actions?.(node)}
        <Popconfirm
          title={props.confirmDelete(node)}
          okText={texts.delete}
          cancelText={texts.cancel}
          onConfirm={() => props.onDelete(node)}
        >
          <Button type="link" size="small" danger aria-label={`${texts.delete} ${node.name}`}>
            {texts.delete}
          </Button>
        </Popconfirm>
      </span>
    </Flex>
  );
  const toTreeData = (nodes: readonly N[]): TreeDataNode[] =>
    nodes.map((node) => ({ key: idOf(node), title: titleOf(node), children: toTreeData(node.children) }));

  return (
    <PageCard
      title={props.title}
      extra={
        <Button type="primary" onClick={() => open({ kind: 'create', parent: null })}>
          {texts.addRoot}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{props.hint}</Typography.Text>
        {props.above}
        {tree === undefined && !props.failed ? (
          <Spin />
        ) : !tree || tree.length === 0 ? (
          <Empty description={texts.empty} />
        ) : (
          <Tree
            aria-label={props.title}
            blockNode
            selectable={false}
            {...(props.onDrop ? { draggable: { icon: false }, onDrop: props.onDrop } : {})}
            treeData={toTreeData(tree)}
            expandedKeys={branches.keys}
            onExpand={(keys) => branches.set(keys.map(String))}
          />
        )}
      </Flex>
      <Modal
        open={editing !== null}
        title={
          editing?.kind === 'edit'
            ? texts.editTitle
            : editing?.parent
              ? `${texts.createTitle} · ${editing.parent.name}`
              : texts.createTitle
        }
        okText={texts.save}
        cancelText={texts.cancel}
        confirmLoading={saving}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={editor.form} layout="vertical" name={editor.name} onFinish={() => void submit()}>
          {editing?.kind === 'create' && (
            <Form.Item label={texts.parent}>
              <Typography.Text>{editing.parent?.name ?? texts.root}</Typography.Text>
            </Form.Item>
          )}
          {editor.fields}
        </Form>
      </Modal>
      {props.children}
    </PageCard>
  );
}
