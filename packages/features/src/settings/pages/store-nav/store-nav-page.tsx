import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  Select,
  Spin,
  Tag,
  Tree,
  Typography,
} from 'antd';
import type { TreeDataNode } from 'antd';
import type { NavTreeNode } from '@rcadmin/contract';
import { NAV_ICONS, NAV_MAX_DEPTH, NAV_NAME_MAX, type NavIcon } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { messageOf, showFieldErrors } from '../../../shared/call-refusal';
import { PageCard } from '../../../shared/page-card';
import { flattenNav, parentChoices, placeOf } from './nav-places';
import { call, useCall } from '../../../kit';

type Editing = { kind: 'create'; parent: NavTreeNode | null } | { kind: 'edit'; node: NavTreeNode };

interface NavFormValues {
  name: string;
  icon: NavIcon | '';
}

/** The move dialog's choice for "the top" (a shelf id is digits). */
const TOP = 'top';
/** Refusals show on the page (the form, or above the tree), not as the shell's toast. */
const SILENT = { silent: true } as const;

/**
 * /setting/searchNav/searchIndex (SET-03): the store navigation tree (pubNav) with each shelf's
 * icon and goods count. Add a top shelf or one under another (three levels at most), rename it
 * and choose its icon, move it up or down among its siblings or under another shelf, delete it
 * with the shelves under it (refused while goods are listed there: the server says how many).
 */
export default function StoreNavPage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`settings.storeNav.${key}`, options);
  const { data: tree, failed, reload } = useCall(kit, 'navTree', undefined);
  /** Open branches; null until the user opens or closes one: then every branch is open. */
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [moving, setMoving] = useState<NavTreeNode | null>(null);
  const [moveTo, setMoveTo] = useState(TOP);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const [formError, setFormError] = useState('');
  const [form] = Form.useForm<NavFormValues>();

  const nodes = useMemo(() => flattenNav(tree ?? []), [tree]);
  const branches = useMemo(
    () => nodes.filter((node) => node.children.length > 0).map((node) => node.navId),
    [nodes],
  );
  const openBranch = (navId: string) => setExpanded((keys) => [...(keys ?? branches), navId]);
  const iconLabel = (icon: string) => t(`icons.${icon}`);

  /** Runs a change; a refusal is shown above the tree. Reloads either way (the server's tree wins). */
  const change = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      setRefusal('');
      kit.notify('success', t(done));
      return true;
    } catch (error) {
      setRefusal(messageOf(error));
      return false;
    } finally {
      setBusy(false);
      reload();
    }
  };

  const openEditor = (next: Editing) => {
    setEditing(next);
    setFormError('');
    form.resetFields();
    form.setFieldsValue(
      next.kind === 'edit'
        ? { name: next.node.name, icon: next.node.icon as NavIcon | '' }
        : { name: '', icon: '' },
    );
  };

  const save = async () => {
    if (!editing) return;
    const values = await form.validateFields();
    const body = { name: values.name.trim(), icon: values.icon };
    setBusy(true);
    setFormError('');
    try {
      if (editing.kind === 'create') {
        await call(kit, 'navSave', { parentId: editing.parent?.navId ?? '', ...body }, SILENT);
        if (editing.parent) openBranch(editing.parent.navId);
        kit.notify('success', t('created'));
      } else {
        await call(kit, 'navSave', { navId: editing.node.navId, ...body }, SILENT);
        kit.notify('success', t('saved'));
      }
      setEditing(null);
      setRefusal('');
      reload();
    } catch (error) {
      if (!showFieldErrors(form, error, ['name', 'icon'])) setFormError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const shift = (node: NavTreeNode, by: -1 | 1) => {
    const { index } = placeOf(tree ?? [], node);
    void change(
      () =>
        call(
          kit,
          'navMove',
          { navId: node.navId, parentId: node.parentId, index: String(index + by) },
          SILENT,
        ),
      'moved',
    );
  };

  const moveUnder = async () => {
    if (!moving) return;
    const parentId = moveTo === TOP ? '' : moveTo;
    const siblings = parentId
      ? (nodes.find((node) => node.navId === parentId)?.children.length ?? 0)
      : (tree?.length ?? 0);
    setMoving(null);
    const moved = await change(
      () => call(kit, 'navMove', { navId: moving.navId, parentId, index: String(siblings) }, SILENT),
      'moved',
    );
    if (moved && parentId) openBranch(parentId);
  };

  const titleOf = (node: NavTreeNode) => {
    const { siblings, index } = placeOf(tree ?? [], node);
    const under = flattenNav(node.children).length;
    return (
      <Flex gap={8} align="center" wrap data-nav={node.name}>
        <Typography.Text strong={node.level === 1}>{node.name}</Typography.Text>
        {node.icon && <Tag title={node.icon}>{iconLabel(node.icon)}</Tag>}
        <Typography.Text type="secondary">{t('skuCount', { count: node.skuCount })}</Typography.Text>
        <span onClick={(event) => event.stopPropagation()}>
          {node.level < NAV_MAX_DEPTH && (
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
            aria-label={`${t('edit')} ${node.name}`}
            onClick={() => openEditor({ kind: 'edit', node })}
          >
            {t('edit')}
          </Button>
          <Button
            type="link"
            size="small"
            disabled={busy || index <= 0}
            aria-label={`${t('moveUp')} ${node.name}`}
            onClick={() => shift(node, -1)}
          >
            {t('moveUp')}
          </Button>
          <Button
            type="link"
            size="small"
            disabled={busy || index >= siblings.length - 1}
            aria-label={`${t('moveDown')} ${node.name}`}
            onClick={() => shift(node, 1)}
          >
            {t('moveDown')}
          </Button>
          <Button
            type="link"
            size="small"
            aria-label={`${t('move')} ${node.name}`}
            onClick={() => {
              setMoving(node);
              setMoveTo(node.parentId || TOP);
            }}
          >
            {t('move')}
          </Button>
          <Popconfirm
            title={
              under > 0
                ? t('confirmDeleteTree', { name: node.name, count: under })
                : t('confirmDelete', { name: node.name })
            }
            okText={t('delete')}
            cancelText={t('cancel')}
            onConfirm={() => change(() => call(kit, 'navDelete', { navId: node.navId }, SILENT), 'deleted')}
          >
            <Button type="link" size="small" danger aria-label={`${t('delete')} ${node.name}`}>
              {t('delete')}
            </Button>
          </Popconfirm>
        </span>
      </Flex>
    );
  };

  const toTreeData = (list: readonly NavTreeNode[]): TreeDataNode[] =>
    list.map((node) => ({ key: node.navId, title: titleOf(node), children: toTreeData(node.children) }));

  const moveChoices = moving ? parentChoices(tree ?? [], moving) : [];
  const editorTitle =
    editing?.kind === 'edit'
      ? t('editTitle')
      : editing?.parent
        ? `${t('createTitle')} · ${editing.parent.name}`
        : t('createTitle');

  return (
    <PageCard
      title={kit.t('settings.routes.searchNav')}
      extra={
        <Button type="primary" onClick={() => openEditor({ kind: 'create', parent: null })}>
          {t('addRoot')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('hint')}</Typography.Text>
        {refusal && <Alert type="error" showIcon closable title={refusal} onClose={() => setRefusal('')} />}
        {failed && (
          <Alert
            type="error"
            showIcon
            title={t('loadFailed')}
            action={<Button onClick={reload}>{t('retry')}</Button>}
          />
        )}
        {tree === undefined && !failed ? (
          <Spin />
        ) : !tree || tree.length === 0 ? (
          <Empty description={t('empty')} />
        ) : (
          <Tree
            aria-label={kit.t('settings.routes.searchNav')}
            blockNode
            selectable={false}
            treeData={toTreeData(tree)}
            expandedKeys={expanded ?? branches}
            onExpand={(keys) => setExpanded(keys.map(String))}
          />
        )}
      </Flex>

      <Modal
        open={editing !== null}
        title={editorTitle}
        okText={t('save')}
        cancelText={t('cancel')}
        confirmLoading={busy}
        onOk={() => void save().catch(() => undefined)}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form form={form} layout="vertical" name="store-nav" onFinish={() => void save()}>
          {editing?.kind === 'create' && (
            <Form.Item label={t('parent')}>
              <Typography.Text>{editing.parent?.name ?? t('root')}</Typography.Text>
            </Form.Item>
          )}
          <Form.Item
            name="name"
            label={t('name')}
            rules={[
              { required: true, whitespace: true, message: t('nameRequired') },
              { max: NAV_NAME_MAX, message: t('nameTooLong', { max: NAV_NAME_MAX }) },
            ]}
          >
            <Input maxLength={NAV_NAME_MAX} autoFocus />
          </Form.Item>
          <Form.Item name="icon" label={t('icon')}>
            <Select
              aria-label={t('icon')}
              options={[
                { value: '', label: t('noIcon') },
                ...NAV_ICONS.map((icon) => ({ value: icon, label: `${iconLabel(icon)} · ${icon}` })),
              ]}
            />
          </Form.Item>
          {formError && <Alert type="error" showIcon title={formError} />}
        </Form>
      </Modal>

      <Modal
        open={moving !== null}
        title={moving ? t('moveTitle', { name: moving.name }) : ''}
        okText={t('save')}
        cancelText={t('cancel')}
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
              ...moveChoices.map((node) => ({
                value: node.navId,
                label: `${'— '.repeat(node.level - 1)}${node.name}`,
              })),
            ]}
          />
        </Flex>
      </Modal>
    </PageCard>
  );
}
