import { useState, type ReactNode } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select, Switch, Typography } from 'antd';
import { checkSysParam, type SysParamRow } from '@rcadmin/contract';
import { Code } from '@rcadmin/contract/wire';
import { isCallError, type HostKit } from '../../../host-kit';
import { draftOf, problemText, shownValue, type PageText } from './param-text';
import { call } from '../../../kit';

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

/** The control of a parameter's type, over the draft text. */
function ValueControl({
  id,
  param,
  draft,
  onChange,
  t,
}: {
  id: string;
  param: SysParamRow;
  draft: string;
  onChange: (draft: string) => void;
  t: PageText;
}): ReactNode {
  const { definition } = param;
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
        <InputNumber
          id={id}
          min={definition.min}
          max={definition.max}
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
      return (
        <Input
          id={id}
          value={draft}
          maxLength={definition.maxLength}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'json':
      return (
        <Input.TextArea
          id={id}
          value={draft}
          rows={10}
          spellCheck={false}
          style={monospace}
          onChange={(event) => onChange(event.target.value)}
        />
      );
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
  const [draft, setDraft] = useState(() => draftOf(param.definition, param.value));
  const [error, setError] = useState('');
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const id = `sysParam_${param.name}`;
  const { definition } = param;

  const save = async () => {
    const checked = checkSysParam(definition, draft);
    if ('problem' in checked) {
      setError(problemText(t, param.name, checked.problem));
      return;
    }
    setError('');
    setRefusal('');
    setSaving(true);
    try {
      const answer = await call(
        kit,
        'sysParamSave',
        { name: param.name, value: checked.value, expected: param.set ? param.value : null },
        { silent: true },
      );
      kit.notify('success', t(answer.changed ? 'saved' : 'unchanged', { name: param.name }));
      onSaved();
    } catch (failure) {
      if (!isCallError(failure)) throw failure;
      const onValue = failure.fieldErrors?.find((field) => field.field === 'value');
      if (onValue) setError(onValue.msg);
      else setRefusal(failure.msg);
      if (failure.code === Code.staleVersion) onStale();
    } finally {
      setSaving(false);
    }
  };

  const limits = [
    definition.type === 'number' && definition.min !== undefined && definition.max !== undefined
      ? t('range', { min: definition.min, max: definition.max })
      : '',
    definition.type === 'json' ? t('jsonHint') : '',
    t('defaultValue', { value: shownValue(t, definition, param.defaultValue) }),
  ].filter(Boolean);

  return (
    <Modal
      open
      title={t('editTitle', { name: param.name })}
      okText={t('save')}
      cancelText={t('cancel')}
      confirmLoading={saving}
      width={definition.type === 'json' ? 720 : 560}
      onOk={() => void save()}
      onCancel={onClose}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Typography.Paragraph type="secondary">{param.description}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        <Form.Item
          label={param.name}
          htmlFor={id}
          validateStatus={error ? 'error' : undefined}
          help={error || undefined}
          extra={
            <>
              <div>{limits.join(' · ')}</div>
              <div>{t('current', { value: shownValue(t, definition, param.value) })}</div>
            </>
          }
        >
          <ValueControl
            id={id}
            param={param}
            draft={draft}
            t={t}
            onChange={(next) => {
              setDraft(next);
              setError('');
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
