import { useState } from 'react';
import { Button, Flex, Modal, Select, Tag, Typography } from 'antd';
import type { NavTreeNode } from '@rcadmin/contract';
import { NAV_ICONS, NAV_MAX_DEPTH, NAV_NAME_MAX, type NavIcon } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { TreeEditor, flattenTree, useEditorTree } from '../../../shared/tree-editor';
import { parentChoices, placeOf } from './nav-places';
import { LoadFailed, call, useCall } from '../../../kit';

interface NavFormValues {
  name: string;
  icon: NavIcon | '';
}

/** The move dialog's choice for "the top" (a shelf id is digits). */
const TOP = 'top';
/** Refusals show on the page (the form, or above the tree), not as the shell's toast. */
const SILENT = { silent: true } as const;

const idOf = (node: NavTreeNode) => node.navId;

/**
 * /setting/searchNav/searchIndex (SET-03): the store navigation tree (pubNav) with each shelf's
 * icon and goods count. Add a top shelf or one under another (three levels at most), rename it
 * and choose its icon, move it up or down among its siblings or under another shelf, delete it
 * with the shelves under it (refused while goods are listed there: the server says how many).
 */
export default function StoreNavPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`settings.storeNav.${key}`, options);
  const loaded = useCall(kit, 'navTree', undefined);
  const editorTree = useEditorTree<NavTreeNode>(kit, loaded, {
    idOf,
    texts: (key) => (key === 'edit' ? kit.t('common.edit') : t(key)),
    sayRefusals: true,
  });
  const { busy } = editorTree;
  const tree = editorTree.nodes ?? [];
  const [moving, setMoving] = useState<NavTreeNode | null>(null);
  const [moveTo, setMoveTo] = useState(TOP);
  const iconLabel = (icon: string) => t(`icons.${icon}`);

  /** Moves a shelf under `parentId` ('' the top), to `index` among the shelves there; `opens` that shelf. */
  const move = (node: NavTreeNode, parentId: string, index: number, opens?: string) =>
    editorTree.change(
      () => call(kit, 'navMove', { navId: node.navId, parentId, index: String(index) }, SILENT),
      'moved',
      opens,
    );

  const moveUnder = async () => {
    if (!moving) return;
    const parentId = moveTo === TOP ? '' : moveTo;
    const under = parentId ? flattenTree(tree).find((node) => node.navId === parentId)?.children : tree;
    setMoving(null);
    await move(moving, parentId, under?.length ?? 0, parentId);
  };

  /** Up, down and under another shelf: a row's own actions. */
  const moves = (node: NavTreeNode) => {
    const { siblings, index } = placeOf(tree, node);
    const buttons = [
      {
        label: kit.t('common.moveUp'),
        off: busy || index <= 0,
        run: () => move(node, node.parentId, index - 1),
      },
      {
        label: t('moveDown'),
        off: busy || index >= siblings.length - 1,
        run: () => move(node, node.parentId, index + 1),
      },
      {
        label: t('move'),
        off: false,
        run: () => {
          setMoving(node);
          setMoveTo(node.parentId || TOP);
        },
      },
    ];
    return buttons.map(({ label, off, run }) => (
      <Button
        key={label}
        type="link"
        size="small"
        disabled={off}
        aria-label={`${label} ${node.name}`}
        onClick={() => void run()}
      >
        {label}
      </Button>
    ));
  };

  return (
    <TreeEditor<NavTreeNode, NavFormValues>
      title={kit.t('settings.routes.searchNav')}
      hint={t('hint')}
      tree={editorTree}
      maxLevel={NAV_MAX_DEPTH}
      rowAttributes={(node) => ({ 'data-nav': node.name })}
      details={(node) => (
        <>
          {node.icon && <Tag title={node.icon}>{iconLabel(node.icon)}</Tag>}
          <Typography.Text type="secondary">{t('skuCount', { count: node.skuCount })}</Typography.Text>
        </>
      )}
      actions={moves}
      confirmDelete={(node) => {
        const under = flattenTree(node.children).length;
        return under > 0
          ? t('confirmDeleteTree', { name: node.name, count: under })
          : t('confirmDelete', { name: node.name });
      }}
      remove={(node) => call(kit, 'navDelete', { navId: node.navId }, SILENT)}
      above={
        loaded.failed && (
          <LoadFailed message={t('loadFailed')} retry={kit.t('common.retry')} onRetry={loaded.reload} />
        )
      }
      editor={{
        name: 'store-nav',
        nameField: {
          max: NAV_NAME_MAX,
          rules: [
            { required: true, whitespace: true, message: t('nameRequired') },
            { max: NAV_NAME_MAX, message: t('nameTooLong', { max: NAV_NAME_MAX }) },
          ],
        },
        rows: [
          {
            name: 'icon',
            label: t('icon'),
            input: (
              <Select
                aria-label={t('icon')}
                options={[
                  { value: '', label: t('noIcon') },
                  ...NAV_ICONS.map((icon) => ({ value: icon, label: `${iconLabel(icon)} · ${icon}` })),
                ]}
              />
            ),
          },
        ],
        valuesOf: (node) => ({ icon: (node?.icon ?? '') as NavIcon | '' }),
        save: (values, editing) =>
          call(
            kit,
            'navSave',
            {
              ...(editing.kind === 'create'
                ? { parentId: editing.parent?.navId ?? '' }
                : { navId: editing.node.navId }),
              name: values.name.trim(),
              icon: values.icon,
            },
            SILENT,
          ),
      }}
    >
      <Modal
        open={moving !== null}
        title={moving ? t('moveTitle', { name: moving.name }) : ''}
        okText={kit.t('common.save')}
        cancelText={kit.t('common.cancel')}
        confirmLoading={busy}
        onOk={() => void moveUnder()}
        onCancel={() => setMoving(null)}
      >
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('moveHint')}</Typography.Text>
          <Select
            aria-label={t('parent')}
            value={moveTo}
            onChange={setMoveTo}
            options={[
              { value: TOP, label: t('root') },
              ...(moving ? parentChoices(tree, moving) : []).map((node) => ({
                value: node.navId,
                label: `${'— '.repeat(node.level - 1)}${node.name}`,
              })),
            ]}
          />
        </Flex>
      </Modal>
    </TreeEditor>
  );
}
