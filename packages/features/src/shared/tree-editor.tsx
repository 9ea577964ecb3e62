import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Input, Popconfirm, Spin, Tree, Typography } from 'antd';
import type { TreeDataNode, TreeProps } from 'antd';
import type { HostKit } from '../host-kit';
import { FormModal, type Field, type FieldRow } from '../kit';
import { messageOf } from './call-refusal';
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

/** The editor's words: its page's texts under these keys (the buttons Delete and Cancel are the common ones). */
export type TreeEditorText =
  | 'addRoot'
  | 'addChild'
  | 'edit'
  | 'createTitle'
  | 'editTitle'
  | 'parent'
  | 'root'
  | 'empty'
  | 'name'
  | 'created'
  | 'saved'
  | 'moved'
  | 'deleted';

/** The tree of an editor page from its load, with the branches the user opened and its changes. */
export function useEditorTree<N extends EditableNode<N>>(
  kit: HostKit,
  loaded: { data: readonly N[] | undefined; failed: boolean; reload: () => void },
  options: {
    idOf: (node: N) => string;
    texts: (key: TreeEditorText) => string;
    /** The page's changes are silent calls: their refusals are said above the tree (else by the shell). */
    sayRefusals?: boolean;
  },
) {
  const { idOf } = options;
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const nodes = loaded.data;
  const all = useMemo(
    () =>
      flattenTree(nodes ?? [])
        .filter((node) => node.children.length > 0)
        .map(idOf),
    [nodes, idOf],
  );
  const open = (id: string) => setExpanded((keys) => [...(keys ?? all), id]);
  return {
    kit,
    texts: options.texts,
    /** Undefined while they load. */
    nodes,
    failed: loaded.failed,
    idOf,
    /** Open branches: every branch until the user opens or closes one. */
    expanded: expanded ?? all,
    setExpanded,
    /** Opens a branch (one a node was just added or moved into). */
    open,
    reload: loaded.reload,
    /** A change is under way. */
    busy,
    /** The last change's refusal, said above the tree ('' none). */
    refusal,
    setRefusal,
    /**
     * Runs a change of the tree (a move, a delete): says it `done`, opens the branch `opens`; a
     * refusal is said above the tree (`sayRefusals`) or by the shell. The tree loads again either
     * way: the server's tree wins. Answers whether it was done.
     */
    change: async (action: () => Promise<unknown>, done: TreeEditorText, opens?: string) => {
      setBusy(true);
      try {
        await action();
        setRefusal('');
        if (opens) open(opens);
        kit.notify('success', options.texts(done));
        return true;
      } catch (error) {
        if (options.sayRefusals) setRefusal(messageOf(error));
        return false;
      } finally {
        setBusy(false);
        loaded.reload();
      }
    },
  };
}

/** A tree as the editor shows it: its nodes, the open branches, its changes. */
export type EditorTree<N extends EditableNode<N>> = ReturnType<typeof useEditorTree<N>>;

export interface TreeEditorProps<N extends EditableNode<N>, V extends { name: string }> {
  title: string;
  hint: ReactNode;
  tree: EditorTree<N>;
  /** Nodes at this level take no children. */
  maxLevel: number;
  /** What a row shows after the node's name (its code, icon, goods count) and its attributes. */
  details: (node: N) => ReactNode;
  rowAttributes: (node: N) => Record<`data-${string}`, string>;
  /** More actions of a row, between Edit and Delete. */
  actions?: (node: N) => ReactNode;
  confirmDelete: (node: N) => string;
  /** Deletes a node (a change of the tree). */
  remove: (node: N) => Promise<unknown>;
  /** The dialog's form: the name (every node has one) and the page's other fields. */
  editor: {
    /** The form's name (its fields' ids). */
    name: string;
    /** The name's checks and length. */
    nameField: Pick<Field<N>, 'required' | 'rules'> & { max: number };
    rows: readonly FieldRow<N>[];
    /** The other fields' values of a node (null: a new one). */
    valuesOf: (node: N | null) => Omit<V, 'name'>;
    /** Sends the node; rejects with the server's refusal, which lands on its field. */
    save: (values: V, editing: TreeEditing<N>) => Promise<unknown>;
    /** How a required field is asked for (the common words unless given). */
    required?: (label: string) => string;
  };
  /** Above the tree: a failed load. */
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
export function TreeEditor<N extends EditableNode<N>, V extends { name: string }>(
  props: TreeEditorProps<N, V>,
) {
  const { tree, editor } = props;
  const { kit, texts: text, nodes, idOf } = tree;
  const [editing, setEditing] = useState<TreeEditing<N> | null>(null);
  const creating = editing?.kind === 'create' ? editing : null;

  /** A row's button, named with the node's name. */
  const link = (node: N, label: string, onClick?: () => void, danger?: boolean) => (
    <Button type="link" size="small" danger={danger} aria-label={`${label} ${node.name}`} onClick={onClick}>
      {label}
    </Button>
  );
  const titleOf = (node: N) => (
    <Flex gap={8} align="center" wrap {...props.rowAttributes(node)}>
      <Typography.Text strong={node.level === 1}>{node.name}</Typography.Text>
      {props.details(node)}
      <span role="presentation" onClick={(event) => event.stopPropagation()}>
        {node.level < props.maxLevel &&
          link(node, text('addChild'), () => setEditing({ kind: 'create', parent: node }))}
        {link(node, text('edit'), () => setEditing({ kind: 'edit', node }))}
        {props.actions?.(node)}
        <Popconfirm
          title={props.confirmDelete(node)}
          okText={kit.t('common.delete')}
          cancelText={kit.t('common.cancel')}
          onConfirm={() => tree.change(() => props.remove(node), 'deleted')}
        >
          {link(node, kit.t('common.delete'), undefined, true)}
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
        <Button type="primary" onClick={() => setEditing({ kind: 'create', parent: null })}>
          {text('addRoot')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{props.hint}</Typography.Text>
        {tree.refusal && (
          <Alert type="error" showIcon closable title={tree.refusal} onClose={() => tree.setRefusal('')} />
        )}
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
      <FormModal<N, V, unknown>
        kit={kit}
        editing={editing === null ? null : editing.kind === 'edit' ? editing.node : 'new'}
        keyOf={idOf}
        name={editor.name}
        title={
          editing?.kind === 'edit'
            ? text('editTitle')
            : creating?.parent
              ? `${text('createTitle')} · ${creating.parent.name}`
              : text('createTitle')
        }
        texts={{
          saved: text(creating ? 'created' : 'saved'),
          ...(editor.required ? { required: editor.required } : {}),
        }}
        valuesOf={(node) => ({ ...editor.valuesOf(node), name: node?.name ?? '' }) as V}
        rows={[
          ...(creating
            ? [
                {
                  label: text('parent'),
                  input: <Typography.Text>{creating.parent?.name ?? text('root')}</Typography.Text>,
                },
              ]
            : []),
          {
            name: 'name',
            label: text('name'),
            input: <Input maxLength={editor.nameField.max} autoFocus />,
            ...editor.nameField,
          },
          ...editor.rows,
        ]}
        save={(values) => editor.save(values, editing!)}
        onSaved={() => {
          if (creating?.parent) tree.open(idOf(creating.parent));
          setEditing(null);
          tree.setRefusal('');
          tree.reload();
        }}
        onClose={() => setEditing(null)}
      />
      {props.children}
    </PageCard>
  );
}
