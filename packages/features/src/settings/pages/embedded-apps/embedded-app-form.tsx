import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal, Radio, Select, Switch, TreeSelect } from 'antd';
import {
  checkEmbeddedApp,
  type EmbeddedApp,
  type EmbeddedAppKind,
  type EmbeddedAppList,
  type EmbeddedAppProblem,
} from '@rcadmin/contract';
import { Code } from '@rcadmin/contract/wire';
import { isCallError, type HostKit } from '../../../host-kit';
import { messageOf, showFieldErrors } from '../../../shared/call-refusal';
import { call } from '../../../kit';

/** The page's texts (`settings.embeddedApps.*`) with their {{values}}. */
export type PageText = (key: string, options?: Record<string, unknown>) => string;

interface FormValues {
  name: string;
  kind: EmbeddedAppKind;
  url: string;
  connectOrigins: string[];
  parentId: string | undefined;
  roleIds: string[];
  enabled: boolean;
  trusted: boolean;
}

/** The form's fields: where the check's and the server's field errors land. */
const FIELDS = [
  'name',
  'kind',
  'url',
  'connectOrigins',
  'parentId',
  'roleIds',
  'enabled',
  'trusted',
] as const;

const valuesOf = (data: EmbeddedAppList, app: EmbeddedApp | null): FormValues =>
  app
    ? {
        name: app.name,
        kind: app.kind,
        url: app.url,
        connectOrigins: app.connectOrigins,
        parentId: app.parentId || undefined,
        roleIds: app.roleIds,
        enabled: app.enabled,
        trusted: app.trusted,
      }
    : {
        name: '',
        kind: 'frame',
        url: '',
        connectOrigins: [],
        parentId: undefined,
        // A new app is shown to every role unless others are picked.
        roleIds: data.roles.map((role) => role.id),
        enabled: true,
        trusted: false,
      };

/** The check's problems on their fields (`connectOrigins.2` on connectOrigins), in the page's words. */
function fieldsOf(t: PageText, problems: readonly EmbeddedAppProblem[]) {
  const byField = new Map<keyof FormValues, string[]>();
  for (const problem of problems) {
    const field = problem.field.split('.')[0] as keyof FormValues;
    byField.set(field, [...(byField.get(field) ?? []), t(`problems.${problem.kind}`, problem.params)]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}

export interface EmbeddedAppFormProps {
  kit: HostKit;
  t: PageText;
  data: EmbeddedAppList;
  /** The registration edited; null for a new one. */
  editing: EmbeddedApp | null;
  onClose: () => void;
  onSaved: () => void;
  /** Someone else changed it meanwhile: the list is read again. */
  onStale: () => void;
}

/**
 * The form of one registration. It runs the server's check (checkEmbeddedApp with the rules the
 * list answered) before it saves, so most problems show on their fields at once; what only the
 * server knows (a name taken, a group or role gone) lands on the fields from its answer.
 */
export function EmbeddedAppForm({ kit, t, data, editing, onClose, onSaved, onStale }: EmbeddedAppFormProps) {
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form) ?? editing?.kind ?? 'frame';
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState('');
  const { rules } = data;

  const save = async () => {
    const values = form.getFieldsValue(true) as FormValues;
    const input = {
      ...values,
      connectOrigins: values.connectOrigins ?? [],
      parentId: values.parentId ?? '',
      roleIds: values.roleIds ?? [],
      trusted: values.kind === 'microApp' && values.trusted === true,
    };
    form.setFields(FIELDS.map((name) => ({ name, errors: [] })));
    setFormError('');
    const { problems } = checkEmbeddedApp(input, rules);
    if (problems.length > 0) {
      form.setFields(fieldsOf(t, problems));
      return;
    }
    setSaving(true);
    try {
      const saved = await call(
        kit,
        'embeddedAppSave',
        { ...(editing ? { id: editing.id, version: editing.version } : {}), ...input },
        { silent: true },
      );
      kit.notify('success', t('saved', { name: saved.name }));
      onSaved();
    } catch (error) {
      if (isCallError(error) && error.code === Code.staleVersion) {
        setFormError(error.msg);
        onStale();
      } else if (!showFieldErrors(form, error, FIELDS)) setFormError(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const treeData = data.areas.map((area) => ({
    value: `area:${area.id}`,
    title: area.name,
    selectable: false,
    children: area.groups.map((group) => ({ value: group.id, title: group.name })),
  }));
  const urlHelp =
    kind !== 'microApp'
      ? t('urlHelp')
      : rules.microAppOrigins.length > 0
        ? t('microAppBound', { origins: rules.microAppOrigins.join(' ') })
        : t('microAppNone');

  return (
    <Modal
      open
      title={editing ? t('editTitle', { name: editing.name }) : t('createTitle')}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        name="embedded-app"
        initialValues={valuesOf(data, editing)}
        onFinish={() => void save()}
      >
        <Form.Item name="kind" label={t('kind')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'frame', label: t('kindFrame') },
              { value: 'microApp', label: t('kindMicroApp') },
            ]}
          />
        </Form.Item>
        <Form.Item name="name" label={t('name')} extra={t('nameHelp')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="url" label={t('url')} extra={urlHelp}>
          <Input autoComplete="off" placeholder={t('urlPlaceholder')} />
        </Form.Item>
        <Form.Item name="connectOrigins" label={t('connectOrigins')} extra={t('connectOriginsHelp')}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[' ', ',']}
            placeholder={t('connectPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="parentId" label={t('parent')}>
          <TreeSelect
            showSearch
            treeNodeFilterProp="title"
            treeData={treeData}
            placeholder={t('parentPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="roleIds" label={t('roles')}>
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={data.roles.map((role) => ({ value: role.id, label: role.name }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        {kind === 'microApp' && (
          <Alert type="warning" showIcon title={t('trustedHelp')} style={{ marginBottom: 12 }} />
        )}
        {/* Hidden for a frame, yet kept in the form: a micro-app's confirmation survives a switch of kind. */}
        <Form.Item name="trusted" valuePropName="checked" hidden={kind !== 'microApp'}>
          <Checkbox>{t('trusted')}</Checkbox>
        </Form.Item>
        {formError && <Alert type="error" showIcon title={formError} />}
      </Form>
    </Modal>
  );
}
