import { useMemo, useState, type ReactNode } from 'react';
import { Button, Empty, Flex, Form, Input, Modal, Popconfirm, Spin, Tree, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
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

/** A tree as the editor shows it: its nodes (undefined while they load), the open branches. */
export interface EditorTree<N> {
  nodes: readonly N[] | undefined;
  failed: boolean;
  idOf: (node: N) => string;
  /** Open branches: every branch until the user opens or closes one. */
  expanded: string[];
  setExpanded: (keys: string[]) => void;
  /** Opens a branch (one a node was just added or moved into). */
  open: (id: string) => void;
}

/** The tree of an editor page from its load, with the branches the user opened. */
export function useEditorTree<N extends EditableNode<N>>(
  loaded: { data: readonly N[] | undefined; failed: boolean },
  idOf: (node: N) => string,
): EditorTree<N> {
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const nodes = loaded.data;
  const all = useMemo(
    () =>
      flattenTree(nodes ?? [])
        .filter((node) => node.children.length > 0)
        .map(idOf),
    [nodes, idOf],
  );
  return {
    nodes,
    failed: loaded.failed,
    idOf,
    expanded: expanded ?? all,
    setExpanded,
    open: (id) => setExpanded((keys) => [...(keys ?? all), id]),
  };
}

/** The editor's words: its page's texts under these keys. */
export type TreeEditorText =
  | 'addRoot'
  | 'addChild'
  | 'edit'
  | 'delete'
  | 'save'
  | 'cancel'
  | 'createTitle'
  | 'editTitle'
  | 'parent'
  | 'root'
  | 'empty'
  | 'name';

export interface TreeEditorProps<N extends EditableNode<N>, V> {
  title: string;
  hint: ReactNode;
  texts: (key: TreeEditorText) => string;
  tree: EditorTree<N>;
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
    /** The name's checks and length (every node has a name); `fields` are the others. */
    nameRules: Rule[];
    nameMax: number;
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
  const { texts: text, tree, editor } = props;
  const { nodes, idOf } = tree;
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
      if (editing.kind === 'create' && editing.parent) tree.open(idOf(editing.parent));
      setEditing(null);
    } finally {
      setSaving(false);
    }
  };

  /** A row's button, named with the node's name. */
  const link = (node: N, key: TreeEditorText, onClick?: () => void) => (
    <Button
      type="link"
      size="small"
      danger={key === 'delete'}
      aria-label={`${text(key)} ${node.name}`}
      onClick={onClick}
    >
      {text(key)}
    </Button>
  );
  const titleOf = (node: N) => (
    <Flex gap={8} align="center" wrap {...props.rowAttributes(node)}>
      <Typography.Text strong={node.level === 1}>{node.name}</Typography.Text>
      {props.details(node)}
      <span onClick={(event) => event.stopPropagation()}>
        {node.level < props.maxLevel && link(node, 'addChild', () => open({ kind: 'create', parent: node }))}
        {link(node, 'edit', () => open({ kind: 'edit', node }))}
        {props.actions?.(node)}
        <Popconfirm
          title={props.confirmDelete(node)}
          okText={text('delete')}
          cancelText={text('cancel')}
          onConfirm={() => props.onDelete(node)}
        >
          {link(node, 'delete')}
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
          {text('addRoot')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{props.hint}</Typography.Text>
        {props.above}
        {nodes === undefined && !tree.failed ? (
          <Spin />
        ) : !nodes || nodes.length === 0 ? (
          <Empty description={text('empty')} />
        ) : (
          <Tree
            aria-label={props.title}
            blockNode
            selectable={false}
            {...(props.onDrop ? { draggable: { icon: false }, onDrop: props.onDrop } : {})}
            treeData={toTreeData(nodes)}
            expandedKeys={tree.expanded}
            onExpand={(keys) => tree.setExpanded(keys.map(String))}
          />
        )}
      </Flex>
      <Modal
        open={editing !== null}
        title={
          editing?.kind === 'edit'
            ? text('editTitle')
            : editing?.parent
              ? `${text('createTitle')} · ${editing.parent.name}`
              : text('createTitle')
        }
        okText={text('save')}
        cancelText={text('cancel')}
        confirmLoading={saving}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={editor.form} layout="vertical" name={editor.name} onFinish={() => void submit()}>
          {editing?.kind === 'create' && (
            <Form.Item label={text('parent')}>
              <Typography.Text>{editing.parent?.name ?? text('root')}</Typography.Text>
            </Form.Item>
          )}
          <Form.Item name="name" label={text('name')} rules={editor.nameRules}>
            <Input maxLength={editor.nameMax} autoFocus />
          </Form.Item>
          {editor.fields}
        </Form>
      </Modal>
      {props.children}
    </PageCard>
  );
}
