import { useState } from 'react';
import { Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import type { SysParamRow } from '@rcadmin/contract';
import { isCallError, type HostKit } from '../../../host-kit';
import { ParamEditor } from './param-editor';
import { ParamHistory, SYS_PARAM_TEXTS } from './param-history';
import { shownValue, type PageText } from './param-text';
import { ListPage, useList } from '../../../kit/list-page';
import { call, shownTime } from '../../../kit';

const NO_FILTERS = {} as const;

/** The value cell: what is in effect, one line (long text and JSON in full on hover), marked when it is the default. */
function ValueCell({ param, t }: { param: SysParamRow; t: PageText }) {
  const shown = shownValue(t, param.definition, param.value);
  return (
    <>
      {param.definition.type === 'switch' ? (
        <Tag color={param.value === '1' ? 'green' : undefined}>{shown}</Tag>
      ) : (
        <Typography.Text
          code={param.definition.type === 'json'}
          ellipsis={{ tooltip: shown }}
          style={{ maxWidth: 260 }}
          data-testid={`value-${param.name}`}
        >
          {shown}
        </Typography.Text>
      )}
      {!param.set && <Tag style={{ marginInlineStart: 8 }}>{t('defaultTag')}</Tag>}
    </>
  );
}

/**
 * The system parameters page (SET-01): every parameter the server knows, with what it does in the
 * user's language, the value in effect and its last change; an editor per type, a reset to the
 * default, and each parameter's history. The server refuses a value that does not fit and a change
 * over a newer one; its message is shown where it applies.
 */
export default function SysParamsPage({ kit }: { kit: HostKit }) {
  const t: PageText = (key, options) => kit.t(`settings.sysParams.${key}`, options);
  // A role without the page is refused (4030): the page says the server's words.
  const list = useList(kit, 'sysParamList', NO_FILTERS, () => undefined, { silent: true });
  const { reload } = list.loaded;
  const [editing, setEditing] = useState<string | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const editingParam = list.rows.find((row) => row.name === editing);
  const viewingParam = list.rows.find((row) => row.name === viewing);

  const reset = async (param: SysParamRow) => {
    try {
      const answer = await call(
        kit,
        'sysParamReset',
        { name: param.name, expected: param.value },
        { silent: true },
      );
      if (answer.changed) kit.notify('success', t('resetDone', { name: param.name }));
    } catch (error) {
      if (!isCallError(error)) throw error;
      kit.notify('error', error.msg);
    }
    reload();
  };

  const columns: TableColumnsType<SysParamRow> = [
    {
      title: t('name'),
      dataIndex: 'name',
      width: 220,
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t('description'),
      dataIndex: 'description',
      render: (description: string) => <Typography.Text type="secondary">{description}</Typography.Text>,
    },
    { title: t('value'), key: 'value', width: 320, render: (_, param) => <ValueCell param={param} t={t} /> },
    {
      title: t('changed'),
      key: 'changed',
      width: 200,
      render: (_, param) =>
        param.changedAt && param.changedBy ? (
          t('changedBy', { user: param.changedBy, at: shownTime(kit, param.changedAt) })
        ) : (
          <Typography.Text type="secondary">{t('neverChanged')}</Typography.Text>
        ),
    },
  ];

  return (
    <ListPage
      kit={kit}
      list={list}
      title={kit.t('settings.routes.sysParam')}
      texts={SYS_PARAM_TEXTS}
      columns={columns}
      actions={{
        width: 220,
        of: (param) => [
          { label: t('edit'), onClick: () => setEditing(param.name) },
          { label: t('history'), onClick: () => setViewing(param.name) },
          param.set && {
            label: t('reset'),
            confirm: t('resetConfirm', {
              name: param.name,
              value: shownValue(t, param.definition, param.defaultValue),
            }),
            onClick: () => reset(param),
          },
        ],
      }}
      rowKey="name"
      table={{ scroll: { x: 1100 } }}
    >
      {editingParam && (
        <ParamEditor
          key={editingParam.name}
          kit={kit}
          param={editingParam}
          t={t}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
          onStale={reload}
        />
      )}
      {viewingParam && (
        <ParamHistory
          key={viewingParam.name}
          kit={kit}
          param={viewingParam}
          t={t}
          onClose={() => setViewing(null)}
        />
      )}
    </ListPage>
  );
}
