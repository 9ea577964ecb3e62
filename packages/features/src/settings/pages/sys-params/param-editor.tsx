import type { ReactNode } from 'react';
import { Input, InputNumber, Select, Switch, Typography } from 'antd';
import { checkSysParam, type SysParamRow } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { draftOf, problemText, shownValue, type PageText } from './param-text';
import { call } from '../../../kit';
import { FormModal } from '../../../kit/form-page';

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

/** The control of a parameter's type, over the draft text (the form item's value). */
function ValueControl({
  id,
  param,
  value: draft = '',
  onChange = () => undefined,
  t,
}: {
  id?: string;
  param: SysParamRow;
  value?: string;
  onChange?: (draft: string) => void;
  t: PageText;
}): ReactNode {
  const { definition } = param;
  const typed = {
    id,
    value: draft,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  switch (definition.type) {
    case 'switch':
      return (
        <Switch
          id={id}
          aria-label={param.name}
          checked={draft === '1'}
          checkedChildren={t('on')}
          unCheckedChildren={t('off')}
          onChange={(on) => onChange(on ? '1' : '0')}
        />
      );
    case 'number':
      return (
        // No min/max here: antd would clamp a value out of range on blur (20 saved as 30
        // unasked); the catalogue's check refuses it at the field instead, as the server does.
        <InputNumber
          id={id}
          precision={0}
          style={{ width: 200 }}
          value={draft.trim() === '' || Number.isNaN(Number(draft)) ? null : Number(draft)}
          onChange={(value) => onChange(value === null ? '' : String(value))}
        />
      );
    case 'choice':
      return (
        <Select
          id={id}
          style={{ width: 240 }}
          value={draft}
          options={(definition.options ?? []).map((option) => ({ value: option, label: option }))}
          onChange={onChange}
        />
      );
    case 'text':
      return <Input {...typed} maxLength={definition.maxLength} />;
    case 'json':
      return <Input.TextArea {...typed} rows={10} spellCheck={false} style={monospace} />;
  }
}

/**
 * The editor of one parameter: the control of its type over its value, checked with the
 * catalogue's rules before it is saved (the problem shown at the field, as the server's own
 * refusal of the value is). The change names the value it was read at: one made meanwhile by
 * someone else is refused, said here, and the list reloads to show it; the draft stays.
 */
export function ParamEditor({
  kit,
  param,
  t,
  onClose,
  onSaved,
  onStale,
}: {
  kit: HostKit;
  param: SysParamRow;
  t: PageText;
  onClose: () => void;
  onSaved: () => void;
  onStale: () => void;
}) {
  const { definition } = param;
  const limits = [
    definition.type === 'number' && definition.min !== undefined && definition.max !== undefined
      ? t('range', { min: definition.min, max: definition.max })
      : '',
    definition.type === 'json' ? t('jsonHint') : '',
    t('defaultValue', { value: shownValue(t, definition, param.defaultValue) }),
  ].filter(Boolean);
  const checked = (draft: string) => checkSysParam(definition, draft);

  return (
    <FormModal<SysParamRow, { value: string }, { changed: boolean }>
      kit={kit}
      editing={param}
      keyOf={(row) => row.name}
      name="sysParam"
      title={t('editTitle', { name: param.name })}
      texts={{ saved: '' }}
      width={definition.type === 'json' ? 720 : 560}
      intro={<Typography.Paragraph type="secondary">{param.description}</Typography.Paragraph>}
      valuesOf={() => ({ value: draftOf(definition, param.value) })}
      check={({ value }) => {
        const result = checked(value);
        return 'problem' in result
          ? [{ name: 'value', errors: [problemText(t, param.name, result.problem)] }]
          : [];
      }}
      rows={[
        {
          name: 'value',
          label: param.name,
          extra: (
            <>
              <div>{limits.join(' · ')}</div>
              <div>{t('current', { value: shownValue(t, definition, param.value) })}</div>
            </>
          ),
          input: <ValueControl param={param} t={t} />,
        },
      ]}
      save={({ value }) => {
        const result = checked(value);
        return call(
          kit,
          'sysParamSave',
          {
            name: param.name,
            value: 'value' in result ? result.value : value,
            expected: param.set ? param.value : null,
          },
          { silent: true },
        );
      }}
      onSaved={(answer) => {
        kit.notify('success', t(answer.changed ? 'saved' : 'unchanged', { name: param.name }));
        onSaved();
      }}
      onStale={onStale}
      onClose={onClose}
    />
  );
}
