import { useState } from 'react';
import { Alert, Button, Flex, Modal, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { EmbeddedApp } from '@rcadmin/contract';
import { type HostKit } from '../../../host-kit';
import { messageOf } from '../../../shared/call-refusal';
import { EmbeddedAppForm, type PageText } from './embedded-app-form';
import { ListPage, useList } from '../../../kit/list-page';
import { call } from '../../../kit';

const NO_FILTERS = {} as const;

/**
 * /setting/embeddedApps/list: the vendor pages (frames) and micro-apps the tenant registers, each
 * shown in the menu under the group picked, to the roles picked, from the users' next menu load.
 * A registration is added, edited (over the version read) and deleted here; the server checks it
 * and records each change in the operation log.
 */
export default function EmbeddedAppsPage({ kit }: { kit: HostKit }) {
  const t: PageText = (key, options) => kit.t(`settings.embeddedApps.${key}`, options);
  // A role without the page is refused (4030): the page says the server's words.
  const list = useList(kit, 'embeddedAppList', NO_FILTERS, () => undefined, { silent: true });
  const { data, reload } = list.loaded;
  /** The registration in the form (null: a new one), by id: a reload brings its newer version. */
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [refusal, setRefusal] = useState('');
  /** An app's signing key, shown once: after its registration or a rotation. */
  const [shownKey, setShownKey] = useState<{ name: string; secret: string } | null>(null);

  const rotate = async (app: EmbeddedApp) => {
    try {
      const { name, secret } = await call(kit, 'embeddedAppRotateSecret', { id: app.id }, { silent: true });
      setShownKey({ name, secret });
      setRefusal('');
    } catch (error) {
      setRefusal(messageOf(error));
    }
  };

  const remove = async (app: EmbeddedApp) => {
    try {
      await call(kit, 'embeddedAppDelete', { id: app.id }, { silent: true });
      kit.notify('success', t('deleted', { name: app.name }));
      setRefusal('');
    } catch (error) {
      setRefusal(messageOf(error));
    }
    reload();
  };

  const roleNames = new Map((data?.roles ?? []).map((role) => [role.id, role.name]));
  const rolesText = (app: EmbeddedApp) =>
    data && data.roles.every((role) => app.roleIds.includes(role.id))
      ? t('allRoles')
      : app.roleIds.map((id) => roleNames.get(id) ?? id).join(kit.language() === 'zh' ? '、' : ', ');

  const columns: TableColumnsType<EmbeddedApp> = [
    {
      title: t('name'),
      dataIndex: 'name',
      width: 200,
      render: (name: string, app) => {
        // The menu's name for users of the language on show, where it has its own.
        const language = kit.language();
        const own = language === 'zh' ? undefined : app.names[language];
        return (
          <Flex vertical>
            <Typography.Text strong>{name}</Typography.Text>
            {own && <Typography.Text type="secondary">{own}</Typography.Text>}
          </Flex>
        );
      },
    },
    {
      title: t('kind'),
      dataIndex: 'kind',
      width: 160,
      render: (kind: EmbeddedApp['kind']) => (
        <Tag color={kind === 'microApp' ? 'purple' : 'blue'}>
          {t(kind === 'microApp' ? 'kindMicroApp' : 'kindFrame')}
        </Tag>
      ),
    },
    {
      title: t('url'),
      dataIndex: 'url',
      render: (url: string) => (
        <Typography.Text ellipsis={{ tooltip: url }} style={{ maxWidth: 320 }}>
          {url}
        </Typography.Text>
      ),
    },
    {
      title: t('parent'),
      key: 'parent',
      width: 200,
      render: (_, app) => app.parentName || <Tag color="warning">{t('parentGone')}</Tag>,
    },
    { title: t('roles'), key: 'roles', width: 180, render: (_, app) => rolesText(app) },
    {
      title: t('enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (enabled: boolean) => (
        <Tag color={enabled ? 'green' : undefined}>{t(enabled ? 'on' : 'off')}</Tag>
      ),
    },
  ];

  return (
    <ListPage
      kit={kit}
      list={list}
      title={kit.t('settings.routes.embeddedApps')}
      texts={{ loadFailed: 'settings.embeddedApps.loadFailed' }}
      above={
        <Flex vertical gap={12} style={{ marginBottom: 12 }}>
          <Flex justify="space-between" align="center" gap={12} wrap>
            <Typography.Text type="secondary">{t('hint')}</Typography.Text>
            <Button type="primary" disabled={!data} onClick={() => setEditing({ id: null })}>
              {t('add')}
            </Button>
          </Flex>
          {refusal && <Alert type="error" showIcon closable title={refusal} onClose={() => setRefusal('')} />}
        </Flex>
      }
      columns={columns}
      actions={{
        width: 220,
        of: (app) => [
          {
            label: kit.t('common.edit'),
            ariaLabel: `${kit.t('common.edit')} ${app.name}`,
            onClick: () => setEditing({ id: app.id }),
          },
          {
            label: t('rotateKey'),
            ariaLabel: `${t('rotateKey')} ${app.name}`,
            confirm: t('confirmRotateKey', { name: app.name }),
            onClick: () => rotate(app),
          },
          {
            label: kit.t('common.delete'),
            ariaLabel: `${kit.t('common.delete')} ${app.name}`,
            danger: true,
            confirm: t('confirmDelete', { name: app.name }),
            onClick: () => remove(app),
          },
        ],
      }}
      rowKey="id"
      empty={t('empty')}
      table={{ scroll: { x: 1100 } }}
    >
      {editing && data && (
        <EmbeddedAppForm
          key={editing.id ?? 'new'}
          kit={kit}
          t={t}
          data={data}
          editing={data.list.find((app) => app.id === editing.id) ?? null}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (saved.secret) setShownKey({ name: saved.name, secret: saved.secret });
            reload();
          }}
          onStale={reload}
        />
      )}
      {/* Unmounted once closed: the key leaves the page with it. */}
      {shownKey && (
        <Modal
          open
          title={t('keyTitle', { name: shownKey.name })}
          onCancel={() => setShownKey(null)}
          onOk={() => setShownKey(null)}
          okText={t('keyDone')}
          cancelButtonProps={{ style: { display: 'none' } }}
          maskClosable={false}
        >
          <Flex vertical gap={12}>
            <Typography.Paragraph>{t('keyOnce')}</Typography.Paragraph>
            <Typography.Text code copyable data-testid="embedded-app-key">
              {shownKey.secret}
            </Typography.Text>
            <Typography.Text type="secondary">{t('keyUse')}</Typography.Text>
          </Flex>
        </Modal>
      )}
    </ListPage>
  );
}
