import { Alert, Checkbox, Form, Input, Radio, Select, Switch, TreeSelect, Typography } from 'antd';
import {
  checkEmbeddedApp,
  type EmbeddedApp,
  type EmbeddedAppKind,
  type EmbeddedAppList,
  type EmbeddedAppProblem,
} from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { call } from '../../../kit';
import { FormModal } from '../../../kit/form-page';

/** The page's texts (`settings.embeddedApps.*`) with their {{values}}. */
export type PageText = (key: string, options?: Record<string, unknown>) => string;

interface FormValues {
  name: string;
  /** The menu name in en and es ('' or absent: the menu shows `name`). */
  nameEn?: string;
  nameEs?: string;
  kind: EmbeddedAppKind;
  url: string;
  connectOrigins: string[];
  parentId: string | undefined;
  roleIds: string[];
  enabled: boolean;
  trusted: boolean;
}

const valuesOf = (data: EmbeddedAppList, app: EmbeddedApp | null): FormValues =>
  app
    ? { ...app, nameEn: app.names.en ?? '', nameEs: app.names.es ?? '', parentId: app.parentId || undefined }
    : {
        name: '',
        nameEn: '',
        nameEs: '',
        kind: 'frame',
        url: '',
        connectOrigins: [],
        parentId: undefined,
        // A new app is shown to every role unless others are picked.
        roleIds: data.roles.map((role) => role.id),
        enabled: true,
        trusted: false,
      };

/** What is checked and sent: the form's values with the empty ones as the contract has them. */
const inputOf = (values: FormValues) => ({
  name: values.name,
  names: { en: values.nameEn ?? '', es: values.nameEs ?? '' },
  kind: values.kind,
  url: values.url,
  enabled: values.enabled,
  connectOrigins: values.connectOrigins ?? [],
  parentId: values.parentId ?? '',
  roleIds: values.roleIds ?? [],
  trusted: values.kind === 'microApp' && values.trusted === true,
});

/** The contract's fields that the form shows under other names. */
const ALIASES: Record<string, string> = { 'names.en': 'nameEn', 'names.es': 'nameEs' };

/** The check's problems on their fields (`connectOrigins.2` on connectOrigins), in the page's words. */
function fieldsOf(t: PageText, problems: readonly EmbeddedAppProblem[]) {
  const byField = new Map<string, string[]>();
  for (const problem of problems) {
    const field = ALIASES[problem.field] ?? problem.field.split('.')[0] ?? problem.field;
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
  /** Saved: the registration as answered (a new one carries its key, shown once). */
  onSaved: (saved: EmbeddedApp) => void;
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
  const language = kit.language();
  /** A menu name in the language on show, zh where it has none. */
  const shown = (entry: { name: string; names?: { en?: string; es?: string } }) =>
    (language !== 'zh' && entry.names?.[language]) || entry.name;
  const kind = Form.useWatch('kind', form) ?? editing?.kind ?? 'frame';
  const { rules } = data;
  const urlHelp =
    kind !== 'microApp'
      ? t('urlHelp')
      : rules.microAppOrigins.length > 0
        ? t('microAppBound', { origins: rules.microAppOrigins.join(' ') })
        : t('microAppNone');

  return (
    <FormModal<EmbeddedApp, FormValues, EmbeddedApp>
      kit={kit}
      form={form}
      editing={editing ?? 'new'}
      name="embedded-app"
      title={editing ? t('editTitle', { name: editing.name }) : t('createTitle')}
      texts={{ saved: '' }}
      width={640}
      valuesOf={(app) => valuesOf(data, app)}
      aliases={ALIASES}
      check={(values) => fieldsOf(t, checkEmbeddedApp(inputOf(values), rules).problems)}
      rows={[
        {
          name: 'kind',
          label: t('kind'),
          input: (
            <Radio.Group
              optionType="button"
              options={[
                { value: 'frame', label: t('kindFrame') },
                { value: 'microApp', label: t('kindMicroApp') },
              ]}
            />
          ),
        },
        { name: 'name', label: t('name'), extra: t('nameHelp'), input: <Input autoComplete="off" /> },
        [
          { name: 'nameEn', label: t('nameEn'), input: <Input autoComplete="off" lang="en" /> },
          { name: 'nameEs', label: t('nameEs'), input: <Input autoComplete="off" lang="es" /> },
        ],
        { input: <Typography.Text type="secondary">{t('namesHelp')}</Typography.Text> },
        {
          name: 'url',
          label: t('url'),
          extra: urlHelp,
          input: <Input autoComplete="off" placeholder={t('urlPlaceholder')} />,
        },
        {
          name: 'connectOrigins',
          label: t('connectOrigins'),
          extra: t('connectOriginsHelp'),
          input: (
            <Select
              mode="tags"
              open={false}
              suffixIcon={null}
              tokenSeparators={[' ', ',']}
              placeholder={t('connectPlaceholder')}
            />
          ),
        },
        {
          name: 'parentId',
          label: t('parent'),
          input: (
            <TreeSelect
              showSearch
              treeNodeFilterProp="title"
              placeholder={t('parentPlaceholder')}
              treeData={data.areas.map((area) => ({
                value: `area:${area.id}`,
                title: shown(area),
                selectable: false,
                children: area.groups.map((group) => ({ value: group.id, title: shown(group) })),
              }))}
            />
          ),
        },
        {
          name: 'roleIds',
          label: t('roles'),
          input: (
            <Select
              mode="multiple"
              optionFilterProp="label"
              options={data.roles.map((role) => ({ value: role.id, label: role.name }))}
            />
          ),
        },
        { name: 'enabled', label: t('enabled'), valuePropName: 'checked', input: <Switch /> },
        { hidden: kind !== 'microApp', input: <Alert type="warning" showIcon title={t('trustedHelp')} /> },
        // Hidden for a frame, yet kept in the form: a micro-app's confirmation survives a switch of kind.
        {
          name: 'trusted',
          valuePropName: 'checked',
          hidden: kind !== 'microApp',
          input: <Checkbox>{t('trusted')}</Checkbox>,
        },
      ]}
      save={(values, app) =>
        call(
          kit,
          'embeddedAppSave',
          { ...(app ? { id: app.id, version: app.version } : {}), ...inputOf(values) },
          { silent: true },
        )
      }
      onSaved={(saved) => {
        kit.notify('success', t('saved', { name: saved.name }));
        onSaved(saved);
      }}
      onStale={onStale}
      onClose={onClose}
    />
  );
}
