import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert, Button, Empty, Flex, Modal, Popconfirm, Space, Spin, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { OrgRole, RoleResource } from '@rcadmin/contract';
import { PAGES } from '@rcadmin/contract/wire';
import type { HostKit } from '../../../host-kit';
import { GrantTree } from './grant-tree';
import {
  allLeavesOf,
  checkedLeavesOf,
  grantIdsOf,
  indexMenu,
  sameChecked,
  wholeGrantTree,
} from './grant-tree-data';
import { RoleEditor } from './role-editor';
import { PageCard } from '../../../shared/page-card';
import { useLatest } from '../../../shared/use-latest';
import { confirmDiscard } from '../../shared/confirm-discard';
import { call, LoadFailed, useCall } from '../../../kit';

/** The role dialog, made again only when it opens, closes or changes language. */
const MemoRoleEditor = memo(RoleEditor);

const ROLE_PAGE = PAGES.roleManage.path;

/**
 * roleManage (ORG-01): the tenant's roles with their remark, holders and grant count; create,
 * rename, copy and delete. The selected role's grants are checkboxes over the tenant's menu
 * (areas → groups → pages) loaded once; the role's own grants come from queryRoleResource.do and a
 * save replaces them (roleSaveResource). The admin role grants everything and is shown read-only.
 */
export default function RolePage({ kit }: { kit: HostKit }) {
  const t = (key: string, options?: Record<string, unknown>) => kit.t(`org.people.roles.${key}`, options);
  const { search } = useLocation();
  const [selectedId, setSelectedId] = useState(() => new URLSearchParams(search).get('roleId') ?? '');
  const [editing, setEditing] = useState<OrgRole | 'new' | null>(null);
  /**
   * The pages checked on a role; once saved, shown until the role's grants load again (`savedOver`:
   * the grants they were saved over).
   */
  const [edited, setEdited] = useState<{
    roleId: string;
    checked: Set<string>;
    savedOver?: readonly RoleResource[];
  } | null>(null);
  const [saving, setSaving] = useState(false);
  const [modal, modalHolder] = Modal.useModal();

  const roles = useCall(kit, 'roleList', {}, { silent: true });
  const menu = useCall(kit, 'roleMenuTree', {}, { silent: true });
  const menuTree = menu.data?.tree;
  const index = useMemo(() => indexMenu(menuTree ?? []), [menuTree]);
  // The whole menu as the tree shows it, made when the menu arrives rather than on the first click.
  const language = kit.language();
  const wholeTree = useMemo(() => wholeGrantTree(menuTree ?? [], language), [menuTree, language]);
  const role = roles.data?.find((candidate) => candidate.id === selectedId);
  const grantsAll = role?.grantsAll ?? false;

  // The selected role's grants: checks not saved yet stay while they load again (a tab shown again).
  const grants = useCall(
    kit,
    'queryRoleResource',
    { roleId: selectedId },
    { silent: true, enabled: !!selectedId },
  );
  const grantsData = grants.loading ? undefined : grants.data;
  const savedIds = useMemo(() => grantsData?.map((resource) => resource.id), [grantsData]);
  const edits =
    edited?.roleId === selectedId && (!edited.savedOver || edited.savedOver === grantsData) ? edited : null;
  const allLeaves = useMemo(() => allLeavesOf(index), [index]);
  const savedLeaves = useMemo(() => checkedLeavesOf(index, savedIds ?? []), [index, savedIds]);
  const checked = grantsAll ? allLeaves : (edits?.checked ?? savedLeaves);
  const dirty = !grantsAll && !!edits && !edits.savedOver && !sameChecked(edits.checked, savedLeaves);

  useEffect(() => {
    kit.setUnsaved(ROLE_PAGE, dirty);
  }, [kit, dirty]);

  const select = (roleId: string) => {
    if (roleId === selectedId) return;
    const go = () => {
      setSelectedId(roleId);
      kit.replaceQuery({ roleId });
    };
    if (!dirty) return go();
    confirmDiscard(modal, kit, t, () => {
      setEdited(null);
      go();
    });
  };

  const copy = async (source: OrgRole) => {
    try {
      const copied = await call(kit, 'roleCopy', { id: source.id });
      kit.notify('success', t('copied', { name: copied.name }));
      roles.reload();
    } catch {
      // Refused: the shell shows the server's reason.
    }
  };

  const remove = async (target: OrgRole) => {
    try {
      await call(kit, 'roleDelete', { id: target.id });
      kit.notify('success', t('deleted', { name: target.name }));
      if (target.id === selectedId) {
        setSelectedId('');
        kit.replaceQuery({});
      }
      roles.reload();
    } catch {
      // Refused (users hold it, the admin role): the shell shows the server's reason.
    }
  };

  const saveGrants = async () => {
    if (!savedIds) return;
    const resourceIds = grantIdsOf(index, checked);
    setSaving(true);
    try {
      await call(kit, 'roleSaveResource', { roleId: selectedId, resourceIds });
      // The grants load again (the write concerns them): the checks stay on show meanwhile.
      setEdited({ roleId: selectedId, checked, savedOver: grantsData });
      kit.notify('success', t('grantsSaved'));
      roles.reload();
    } catch {
      // Refused: the shell shows the server's reason; the checks stay as they are.
    } finally {
      setSaving(false);
    }
  };

  // The rows' actions as of the last render: the columns, made once per language, call them
  // through this, so that choosing a role does not make every row of the table again.
  const rowActions = useLatest({ select, copy, remove, edit: setEditing });
  const columns = useMemo<TableColumnsType<OrgRole>>(
    () => [
      {
        title: t('name'),
        dataIndex: 'name',
        render: (name: string, row) => (
          <Space size={4}>
            {name}
            {row.grantsAll && <Tag color="purple">{t('adminTag')}</Tag>}
            {row.allStores && !row.grantsAll && <Tag color="blue">{t('allStoresTag')}</Tag>}
          </Space>
        ),
      },
      { title: kit.t('common.remark'), dataIndex: 'remark', ellipsis: true },
      { title: t('holders'), dataIndex: 'holderCount', align: 'right', width: 90 },
      { title: t('grantCount'), dataIndex: 'resourceCount', align: 'right', width: 90 },
      {
        title: kit.t('common.actions'),
        key: 'actions',
        width: 190,
        render: (_, row) => (
          <Space size={0} onClick={(event) => event.stopPropagation()}>
            <Button type="link" size="small" onClick={() => rowActions.current.edit(row)}>
              {kit.t('common.edit')}
            </Button>
            <Button type="link" size="small" onClick={() => void rowActions.current.copy(row)}>
              {kit.t('common.copy')}
            </Button>
            <Popconfirm
              title={t('confirmDelete', { name: row.name })}
              okText={kit.t('common.delete')}
              okButtonProps={{ danger: true }}
              cancelText={kit.t('common.cancel')}
              onConfirm={() => rowActions.current.remove(row)}
              disabled={row.grantsAll}
            >
              <Button type="link" size="small" danger disabled={row.grantsAll}>
                {kit.t('common.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
      },
    ],
    // The kit carries the language; the actions are read through rowActions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kit],
  );

  // Made again when the roles or the choice change, not when the chosen role's grants arrive.
  const rolesData = roles.data;
  const rolesTable = useMemo(
    () => (
      <Table<OrgRole>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rolesData ?? []}
        loading={roles.loading}
        pagination={false}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selectedId ? [selectedId] : [],
          onChange: (keys) => rowActions.current.select(String(keys[0] ?? '')),
        }}
        onRow={(row) => ({
          onClick: () => rowActions.current.select(row.id),
          style: { cursor: 'pointer' },
        })}
      />
    ),
    [columns, rolesData, roles.loading, selectedId, rowActions],
  );

  const closeEditor = useCallback(() => setEditing(null), []);
  const saved = useLatest((role: OrgRole) => {
    setEditing(null);
    roles.reload();
    if (editing === 'new') select(role.id);
  });
  const onSaved = useCallback((role: OrgRole) => saved.current(role), [saved]);

  const grantsBody = () => {
    if (!selectedId || !role) return <Empty description={t('pickRole')} />;
    if (menu.error) return <LoadFailed kit={kit} error={menu.error} onRetry={menu.reload} />;
    if (grants.failed) return <LoadFailed kit={kit} error={grants.error} onRetry={grants.reload} />;
    if (!menuTree || (!savedIds && !grantsAll)) return <Spin />;
    return (
      <Flex vertical gap={12}>
        {grantsAll && <Alert type="info" showIcon title={t('adminNote')} />}
        <GrantTree
          kit={kit}
          whole={wholeTree}
          index={index}
          checked={checked}
          readOnly={grantsAll}
          onChange={(next) => savedIds && setEdited({ roleId: selectedId, checked: next })}
        />
      </Flex>
    );
  };

  return (
    <Flex gap={16} align="start" wrap>
      {modalHolder}
      <PageCard
        title={kit.t('org.routes.roleManage')}
        style={{ flex: '1 1 480px', minWidth: 0 }}
        extra={
          <Button type="primary" onClick={() => setEditing('new')}>
            {kit.t('common.create')}
          </Button>
        }
      >
        {roles.error && <LoadFailed kit={kit} error={roles.error} onRetry={roles.reload} />}
        {rolesTable}
      </PageCard>
      <PageCard
        title={role ? t('grantsOf', { name: role.name }) : t('grants')}
        style={{ flex: '1 1 420px', minWidth: 0 }}
        extra={
          role &&
          !grantsAll && (
            <Space>
              <Button disabled={!dirty} onClick={() => setEdited(null)}>
                {kit.t('common.reset')}
              </Button>
              <Button type="primary" disabled={!dirty} loading={saving} onClick={() => void saveGrants()}>
                {kit.t('common.save')}
              </Button>
            </Space>
          )
        }
      >
        {grantsBody()}
      </PageCard>
      <MemoRoleEditor kit={kit} role={editing} onClose={closeEditor} onSaved={onSaved} />
    </Flex>
  );
}
