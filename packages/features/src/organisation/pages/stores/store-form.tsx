import type { ServeSlot, StoreForm } from '@rcadmin/contract';
import { isHotline, isPhone } from '@rcadmin/contract/wire';
import { Button, Form, Input, Select, Space, Spin, Tabs, Tag } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { isCallError, type HostKit } from '../../../host-kit';
import { AreaCascader } from '../../shared/area-cascader';
import { DateText, DigitsInput, FlagSwitch, FranchiseeSelect, MoneyInput, TimeText } from './form-inputs';
import { PointPickButton } from './point-pick';
import { ScheduleEditor } from './schedule-editor';
import { draftKeyOf, draftOf, dropDraft, keepDraft } from './store-drafts';
import {
  FLAG_FIELDS,
  MONEY,
  NUMBER_RANGES,
  SECTIONS,
  STORE_NATURES,
  SECTION_KEYS,
  STORE_CODE,
  TIME,
  TIME_FIELDS,
  coordinateProblem,
  fromFormValues,
  minutesOf,
  newStore,
  AREA_PARTS,
  FIELD_NAMES,
  fieldNameOf,
  slotOf,
  saveDeptBody,
  sectionOf,
  slotProblems,
  toFormValues,
  type NumberField,
  type SectionKey,
  type StoreFormValues,
} from './store-form-model';
import { STORE_PATHS } from './store-paths';
import {
  call,
  type Field,
  FormFields,
  landFieldErrors,
  LoadFailed,
  UnsavedNote,
  useFormRecord,
  useFormSave,
} from '../../../kit';
import { messageOf } from '../../../shared/call-refusal';
import { formatRule } from '../../../shared/format-rule';

export type StoreFormMode = 'create' | 'edit' | 'view';

/**
 * The store form of createDept, editDept and viewDept (ORG-03, ORG-04; spec §3 Store/department):
 * one antd form in tabbed sections. A new store starts from the §9 defaults with the code
 * generateStoreId.do proposes; an existing one from getStore.do. Save posts saveDept.do as a form;
 * the server's fieldErrors land on their fields (a slot's on that slot); a stale version offers to
 * reload. View mode shows the same layout read-only, with Edit when the user may.
 */
export function StoreFormView({ kit, mode, id }: { kit: HostKit; mode: StoreFormMode; id: string }) {
  const t = kit.t;
  const { pathname } = useLocation();
  const readOnly = mode === 'view';
  const [form] = Form.useForm<StoreFormValues>();
  const draftKey = draftKeyOf(mode, id);
  // Changes made before the page left its tab come back as they were (noCache pages unmount).
  const [restored] = useState(() => (readOnly ? undefined : draftOf(draftKey)));
  const [tab, setTab] = useState<SectionKey>(restored?.tab ?? 'identity');
  const [slotErrors, setSlotErrors] = useState<Record<number, string>>({});

  // ---- loading: generateStoreId.do and the §9 defaults for a new store, getStore.do otherwise
  const {
    record: base,
    ready,
    failed,
    error,
    dirty,
    refill,
    markDirty,
    keep,
  } = useFormRecord(kit, pathname, {
    id,
    names: mode === 'create' ? 'generateStoreId' : 'getStore',
    loadNew: true,
    load: async (storeId, signal): Promise<StoreForm> => {
      if (mode === 'create')
        return newStore(await call(kit, 'generateStoreId', undefined, { silent: true, signal }));
      if (!/^[0-9]{1,15}$/.test(storeId)) throw new Error(t('org.stores.form.loadFailed'));
      return call(kit, 'getStore', { id: storeId }, { silent: true, signal });
    },
    fill: (store) => {
      form.resetFields();
      form.setFieldsValue(toFormValues(store ?? newStore()));
      setSlotErrors({});
    },
    draft: restored && { record: restored.base },
  });

  /** A change by the user: the form is dirty and its values wait in the drafts if the page unmounts. */
  const onChanged = () => {
    if (!base || !ready || readOnly) return;
    markDirty(true);
    keepDraft(draftKey, { base, values: form.getFieldsValue(true) as StoreFormValues, tab });
  };

  /** Gives up the changes and reads the store (or a new code) again. */
  const reload = () => {
    dropDraft(draftKey);
    markDirty(false);
    refill();
  };

  const { saving, submit, dialogs } = useFormSave(kit, form, base, {
    texts: {
      saved: t('org.stores.form.saved'),
      staleTitle: t('org.stores.form.staleTitle'),
      staleReload: t('org.stores.form.staleReload'),
    },
    // The slots show their own problems beside them (the editor checks them as they change).
    check: (values: StoreFormValues) =>
      slotProblems(values.serveSlots ?? []).length ? [{ name: 'serveSlots', errors: [] }] : [],
    onInvalid: (name) => {
      setTab(sectionOf(name));
      kit.notify('error', t('org.stores.form.invalid'));
    },
    save: async (values: StoreFormValues, read: StoreForm | null) => {
      setSlotErrors({});
      const store = fromFormValues(values, read ?? newStore());
      return { store, saved: await call(kit, 'saveDept', saveDeptBody(store), { silent: true }) };
    },
    onSaved: ({ store, saved }) => {
      dropDraft(draftKey);
      if (mode === 'create') {
        kit.closeTab(pathname);
        kit.openTab({ path: STORE_PATHS.view, title: t('org.routes.viewDept'), query: { id: saved.id } });
      } else {
        keep({ ...store, version: saved.version });
      }
    },
    reloadOnStale: reload,
    // The server's field errors on their fields, a slot's beside that slot; the first one's tab shows.
    land: (refusal) => {
      const errors = (isCallError(refusal) && refusal.fieldErrors) || [];
      const slots: Record<number, string> = {};
      for (const { field, msg } of errors) {
        const slot = slotOf(field);
        if (slot !== null) slots[slot] ??= msg;
      }
      setSlotErrors(slots);
      landFieldErrors(form, refusal, { fields: FIELD_NAMES, aliases: AREA_PARTS, lists: ['serveSlots'] });
      const first = errors.map(({ field }) => fieldNameOf(field)).find((name) => FIELD_NAMES.includes(name));
      if (first) setTab(sectionOf(first));
      kit.notify('error', messageOf(refusal));
      return [];
    },
  });

  // ---- fields: each one's control (a text box of 64 by default), rules and the fields its rules read
  const label = (name: string) => t(`org.stores.fields.${name}`);
  const pattern = (regex: RegExp, key: string): Rule => ({
    pattern: regex,
    message: t(`org.stores.errors.${key}`),
  });
  /** A rule of the value and the form's other values: the problem's words, or nothing. */
  const check =
    <V = string,>(problem: (value: V | undefined, get: (name: string) => string) => string | false): Rule =>
    ({ getFieldValue }) => ({
      validator: async (_, value?: V) => {
        const found = problem(value, (name) => (getFieldValue(name) as string | undefined) ?? '');
        if (found) throw new Error(found);
      },
    });
  const choose = t('org.stores.placeholders.select');
  const select = (group: string, codes: readonly string[]) => (
    <Select
      placeholder={choose}
      options={codes.map((code) => ({ value: code, label: t(`org.stores.${group}.${code}`) }))}
    />
  );
  // The franchisee and the serve interval follow the form's own choices.
  const franchiseeType = (Form.useWatch('franchiseeType', form) as string | undefined) ?? '1';
  const byInterval = Form.useWatch('serveTimeMode', form) === '2';
  const coordinate = (name: 'longitude' | 'latitude', other: 'longitude' | 'latitude'): Field => {
    const limit = name === 'longitude' ? 180 : 90;
    return {
      input: <Input inputMode="decimal" maxLength={16} placeholder={`-${limit} ~ ${limit}`} />,
      dependencies: [other],
      rules: [
        check(
          (value) =>
            !!coordinateProblem(value ?? '', name) &&
            t('org.stores.errors.coordinate', { field: label(name), min: -limit, max: limit }),
        ),
        check(
          (value, get) =>
            !(value ?? '').trim() && !!get(other).trim() && t('org.stores.errors.coordinatePair'),
        ),
      ],
    };
  };
  const money: Field = { input: <MoneyInput />, required: true, rules: [pattern(MONEY, 'money')] };
  const textArea: Field = { input: <Input.TextArea rows={2} maxLength={500} />, wide: true };
  const FIELDS: Partial<Record<string, Field>> = {
    type: { input: select('types', ['1', '2', '3']) },
    storeid: { max: 32, required: true, rules: [pattern(STORE_CODE, 'code')] },
    storename: { max: 100, required: true },
    storedesc: textArea,
    storeNotes: textArea,
    leaderOnePhone: { rules: [formatRule(isPhone, t('org.stores.errors.phone'))] },
    serviceHotline: { rules: [formatRule(isHotline, t('org.stores.errors.hotline'))] },
    operateArea: { input: <Input inputMode="decimal" maxLength={16} />, rules: [pattern(MONEY, 'decimal')] },
    empNum: { input: <DigitsInput min={0} max={999_999} /> },
    area: { input: <AreaCascader kit={kit} placeholder={choose} /> },
    address: { max: 200 },
    openTimeNew: { input: <DateText /> },
    longitude: coordinate('longitude', 'latitude'),
    latitude: coordinate('latitude', 'longitude'),
    ipAddress: { max: 45 },
    link: { max: 500, rules: [pattern(/^https?:\/\/\S+$/i, 'link')] },
    endTime: {
      input: <TimeText />,
      dependencies: ['startTime'],
      rules: [
        check((value, get) => {
          const start = get('startTime');
          const end = value ?? '';
          if (!start !== !end) return t('org.stores.errors.timePair');
          return (
            TIME.test(start) &&
            TIME.test(end) &&
            minutesOf(start) >= minutesOf(end) &&
            t('org.stores.errors.timeOrder')
          );
        }),
      ],
    },
    freight: money,
    freightThreshold: money,
    serveTimeMode: {
      choices: ['1', '2', '3'].map((code) => ({ value: code, label: t(`org.stores.serveModes.${code}`) })),
    },
    serveSlots: {
      input: <ScheduleEditor kit={kit} disabled={readOnly} serverErrors={slotErrors} />,
      wide: true,
      dependencies: ['serveTimeMode'],
      rules: [
        check<ServeSlot[]>(
          (value, get) =>
            get('serveTimeMode') === '3' && !value?.length && t('org.stores.errors.slotsRequired'),
        ),
      ],
    },
    attrList: {
      input: (
        <Select
          mode="tags"
          open={false}
          tokenSeparators={[',', '，']}
          placeholder={t('org.stores.placeholders.attrList')}
        />
      ),
      wide: true,
    },
    franchiseeType: { input: select('franchiseeTypes', ['1', '2', '3']) },
    franchiseeId: {
      input: (
        <FranchiseeSelect
          kit={kit}
          franchiseeType={franchiseeType}
          disabled={readOnly || franchiseeType === '1'}
          placeholder={choose}
        />
      ),
      extra: franchiseeType === '1' ? t('org.stores.form.franchiseeNone') : undefined,
    },
    status: {
      input: (
        <Select
          disabled={mode !== 'create'}
          options={[
            { value: '1', label: t('common.active') },
            { value: '0', label: t('common.disabled') },
          ]}
        />
      ),
      extra: mode === 'edit' ? t('org.stores.form.statusNote') : undefined,
    },
    storeNature: { input: select('natures', STORE_NATURES) },
  };
  const fieldOf = (name: string): Field => {
    const field: Field = { name, label: label(name), max: 64, placeholder: t('common.enterValue') };
    if (name in NUMBER_RANGES) {
      const [min, max] = NUMBER_RANGES[name as NumberField];
      const range = (value?: string) =>
        (!/^[0-9]+$/.test(value ?? '') || Number(value) < min || Number(value) > max) &&
        t('org.stores.errors.range', { field: label(name), min, max });
      // The serve interval is asked for only when the store serves by interval.
      const asked = name !== 'serveInterval' || byInterval;
      return {
        ...field,
        input: <DigitsInput min={min} max={max} />,
        hidden: !asked,
        required: asked,
        rules: asked ? [check(range)] : [],
      };
    }
    if ((FLAG_FIELDS as readonly string[]).includes(name) || name === 'crossService')
      return { ...field, input: <FlagSwitch /> };
    if (TIME_FIELDS.includes(name as never) && name !== 'endTime') return { ...field, input: <TimeText /> };
    return { ...field, ...FIELDS[name] };
  };

  if (failed) return <LoadFailed kit={kit} message={error} onRetry={reload} />;

  const sectionBody = (key: SectionKey) => (
    <>
      <FormFields
        rows={SECTIONS[key].map(fieldOf)}
        required={(field) => t('common.required', { field })}
        columns
        readOnly={readOnly}
      />
      {key === 'address' && !readOnly && (
        <div style={{ marginBottom: 16 }}>
          <PointPickButton kit={kit} form={form} onPicked={onChanged} />
        </div>
      )}
    </>
  );

  return (
    <Spin spinning={!ready}>
      {dialogs}
      <div className="org-store-form" data-mode={mode}>
        {dirty && !readOnly && <UnsavedNote kit={kit} onDiscard={reload} />}
        {base && mode !== 'create' && (
          <Space style={{ marginBottom: 12 }}>
            <strong>
              {base.storename} ({base.storeid})
            </strong>
            <Tag color={base.status === '1' ? 'green' : 'default'}>
              {t(base.status === '1' ? 'common.active' : 'common.disabled')}
            </Tag>
          </Space>
        )}
        <Form<StoreFormValues>
          form={form}
          name={`org-store-${mode}`}
          initialValues={restored?.values}
          layout="vertical"
          disabled={readOnly}
          onValuesChange={(changed: Partial<StoreFormValues>) => {
            onChanged();
            if ('serveSlots' in changed) setSlotErrors({});
          }}
        >
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as SectionKey)}
            items={SECTION_KEYS.map((key) => ({
              key,
              label: t(`org.stores.sections.${key}`),
              forceRender: true,
              children: sectionBody(key),
            }))}
          />
        </Form>
        <Space style={{ marginTop: 16 }}>
          <Button onClick={() => kit.openTab({ path: STORE_PATHS.list, title: t('org.routes.DeptIndex') })}>
            {t('common.back')}
          </Button>
          {!readOnly && (
            <Button
              type="primary"
              loading={saving}
              disabled={!ready}
              onClick={() => void submit(base, () => markDirty(false))}
            >
              {t('common.save')}
            </Button>
          )}
          {readOnly && kit.hasResource(STORE_PATHS.list) && (
            <Button
              type="primary"
              onClick={() =>
                kit.openTab({ path: STORE_PATHS.edit, title: t('org.routes.editDept'), query: { id } })
              }
            >
              {t('common.edit')}
            </Button>
          )}
        </Space>
      </div>
    </Spin>
  );
}
