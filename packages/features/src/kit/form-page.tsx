import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import {
  Alert,
  Button,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Radio,
  Row,
  Spin,
  type DescriptionsProps,
  type FormInstance,
} from 'antd';
import type { Rule } from 'antd/es/form';
import type { CallName } from '@rcadmin/contract';
import { Code } from '@rcadmin/contract/wire';
import { isCallError, type HostKit } from '../host-kit';
import { messageOf } from '../shared/call-refusal';
import { PageCard } from '../shared/page-card';
import { useRecord } from '../shared/use-record';
import { upload } from './call';

/**
 * The form scaffold: one field definition a form and a read-only view of a record both render,
 * the record loaded through the kit's cache, a save whose refusals land on their fields, the
 * unsaved-change mark the shell guards a tab's closing with, and a stale save said as such.
 */

// ---- field definitions

/** One field: its form control and rules, and what a read-only view of a record shows. */
export interface Field<R = unknown> {
  /** The form's value name; none for an item that holds no value (a map beside the fields). */
  name?: string;
  label?: string;
  /** The control; by default a text input of at most `max` characters. */
  input?: ReactNode;
  max?: number;
  placeholder?: string;
  /** Radio choices, as the control in place of `input`. */
  choices?: { value: string | boolean; label: string; disabled?: boolean }[];
  /** Needs a value (not only blanks); the texts' `required` says so. */
  required?: boolean;
  rules?: Rule[];
  /** Its share of a row (CSS flex) when it stands beside others. */
  flex?: string;
  /** A whole row of a form in columns. */
  wide?: boolean;
  extra?: ReactNode;
  dependencies?: string[];
  valuePropName?: string;
  hidden?: boolean;
  /** What a view of the record shows; by default the record's value of `name`. */
  view?: (record: R) => ReactNode;
  /** Shown only in the form, or only in the view. */
  only?: 'form' | 'view';
}

/** A field, or fields side by side on one row. */
export type FieldRow<R = unknown> = Field<R> | readonly Field<R>[];

const fieldsOf = <R,>(rows: readonly FieldRow<R>[]): Field<R>[] => rows.flat() as Field<R>[];

/** The value names of the fields: where the server's field errors may land. */
export const fieldNames = <R,>(rows: readonly FieldRow<R>[]): string[] =>
  fieldsOf(rows).flatMap((field) => (field.name && field.only !== 'view' ? [field.name] : []));

/**
 * A value, and not only blanks. Written as two rules: antd checks a rule with more than `required`
 * in it as a string, so `whitespace: true` beside it would refuse a date, a number or a list.
 */
const neededRules = (message: string): Rule[] => [
  { required: true, message },
  {
    validator: (_, value: unknown) =>
      typeof value === 'string' && value !== '' && value.trim() === ''
        ? Promise.reject(new Error(message))
        : Promise.resolve(),
  },
];

/**
 * The form items of the fields, a row's fields side by side; or, for a long form in tabs or steps,
 * in `columns` (three on a wide screen, two on a medium one, a `wide` field a whole row).
 */
export function FormFields<R>({
  rows,
  required,
  columns,
  readOnly,
}: {
  rows: readonly FieldRow<R>[];
  required: (label: string) => string;
  columns?: boolean;
  /** The form shows a record read-only: no rules. */
  readOnly?: boolean;
}) {
  const item = (field: Field<R>) =>
    field.only === 'view' ? null : (
      <Form.Item
        key={field.name ?? field.label ?? ''}
        name={field.name}
        label={field.label}
        extra={field.extra}
        dependencies={field.dependencies}
        valuePropName={field.valuePropName}
        hidden={field.hidden}
        style={field.flex ? { flex: field.flex } : undefined}
        rules={
          readOnly
            ? []
            : [...(field.required ? neededRules(required(field.label ?? '')) : []), ...(field.rules ?? [])]
        }
      >
        {field.input ??
          (field.choices ? (
            <Radio.Group options={field.choices} />
          ) : (
            <Input maxLength={field.max} placeholder={field.placeholder} />
          ))}
      </Form.Item>
    );
  if (columns)
    return (
      <Row gutter={16}>
        {fieldsOf(rows).map((field) => (
          <Col
            key={field.name ?? field.label ?? ''}
            xs={24}
            md={field.wide ? 24 : 12}
            xl={field.wide ? 24 : 8}
            hidden={field.hidden}
          >
            {item(field)}
          </Col>
        ))}
      </Row>
    );
  return rows.map((row, index) =>
    Array.isArray(row) ? (
      <Flex key={index} gap={16} wrap>
        {(row as readonly Field<R>[]).map(item)}
      </Flex>
    ) : (
      item(row as Field<R>)
    ),
  );
}

/** A read-only view of a record, through the same fields (in `column` columns; two on a wide screen). */
export function RecordView<R>({
  rows,
  record,
  column = { xs: 1, md: 2 },
}: {
  rows: readonly FieldRow<R>[];
  record: R;
  column?: DescriptionsProps['column'];
}) {
  return (
    <Descriptions
      bordered
      size="small"
      column={column}
      style={{ marginBottom: 16 }}
      items={fieldsOf(rows)
        .filter((field) => field.only !== 'form')
        .map((field) => ({
          key: field.name ?? field.label ?? '',
          label: field.label,
          children: field.view
            ? field.view(record)
            : String((record as Record<string, unknown>)[field.name ?? ''] ?? ''),
        }))}
    />
  );
}

// ---- refusals

/** A refusal because the record changed since it was read (the server's stale-version code). */
export const isStale = (error: unknown): boolean => isCallError(error) && error.code === Code.staleVersion;

export interface LandOptions {
  /** The form's value names. */
  fields: readonly string[];
  /** Server names a control of another name shows (province → area). */
  aliases?: Record<string, string>;
  /** Rows of a list the form holds (`items.2.newPrice`): their errors are said with the row's label. */
  rows?: { prefix: string; label: (index: number) => string | undefined };
  /** Form lists (antd Form.List) whose rows' fields show their own errors: `roles.0.ids` on that row's ids. */
  lists?: readonly string[];
}

/** A dotted server field as a form path: `roles.0.ids` → ['roles', 0, 'ids']. */
const pathOf = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^[0-9]+$/.test(part) ? Number(part) : part));

/**
 * Puts a refusal's field errors on the form's fields (a server field `values.2` lands on
 * `values`); answers the messages that found no field (the refusal's own when it names none).
 */
export function landFieldErrors(form: FormInstance | null, error: unknown, options: LandOptions): string[] {
  if (!isCallError(error) || !error.fieldErrors?.length) return [messageOf(error)];
  const onFields = new Map<string, string[]>();
  const rest: string[] = [];
  for (const entry of error.fieldErrors) {
    const field = options.aliases?.[entry.field] ?? entry.field;
    const name = options.fields.find((known) => field === known || field.startsWith(`${known}.`));
    const row = options.rows && new RegExp(`^${options.rows.prefix}\\.(\\d+)`).exec(field);
    const label = row ? options.rows?.label(Number(row[1])) : undefined;
    const key = name && options.lists?.includes(name) ? field : name;
    if (key && form) onFields.set(key, [...(onFields.get(key) ?? []), entry.msg]);
    else rest.push(label ? `${label}: ${entry.msg}` : entry.msg);
  }
  form?.setFields(
    [...onFields].map(([key, errors]) => ({
      name: options.fields.includes(key) ? key : pathOf(key),
      errors,
    })),
  );
  return rest;
}

/** What a save was refused for that no field shows: one line, or a line each. */
export function Problems({ problems }: { problems: readonly string[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      title={problems.length === 1 ? problems[0] : undefined}
      description={
        problems.length > 1 ? problems.map((problem) => <div key={problem}>{problem}</div>) : undefined
      }
    />
  );
}

/**
 * The error state of a load: what failed (the common "could not load" unless the page says), the
 * server's reason under it when the page has one, and Retry.
 */
export function LoadFailed({
  kit,
  message,
  retry,
  error,
  onRetry,
  style = { marginBottom: 16 },
}: {
  /** Gives the common texts a page does not name. */
  kit?: Pick<HostKit, 't'>;
  message?: string;
  retry?: string;
  /** The server's reason, under the message. */
  error?: string;
  onRetry: () => void;
  style?: CSSProperties;
}) {
  return (
    <Alert
      type="error"
      showIcon
      title={message ?? kit?.t('common.loadFailed')}
      description={error}
      style={style}
      action={
        <Button size="small" onClick={onRetry}>
          {retry ?? kit?.t('common.retry')}
        </Button>
      }
    />
  );
}

// ---- a record's form

/** The scaffold's texts: the common ones unless a page gives its own. */
export interface FormTexts {
  save: string;
  cancel: string;
  /** Said once a save is accepted ('' for nothing). */
  saved: string;
  required: (label: string) => string;
  loadFailed: string;
  retry: string;
  /** Added to a stale refusal: how to see the newer version. */
  staleHint?: string;
  /** The stale dialog's title and its button that loads the newer version (`reloadOnStale`). */
  staleTitle?: string;
  staleReload?: string;
}

const textsOf = (kit: HostKit, texts?: Partial<FormTexts>): FormTexts => ({
  save: kit.t('common.save'),
  cancel: kit.t('common.cancel'),
  saved: kit.t('common.saved'),
  required: (field) => kit.t('common.required', { field }),
  loadFailed: kit.t('common.loadFailed'),
  retry: kit.t('common.retry'),
  ...texts,
});

/** Marks the form changed: for a control that sets values itself (a map click). */
const MarkDirty = createContext<(dirty: boolean) => void>(() => undefined);
export const useMarkDirty = () => useContext(MarkDirty);

/**
 * The record of a form at `path`: loaded through the kit's cache when `id` names one (or for a new
 * one too with `loadNew`: initSku.do's defaults, a proposed code), and put into the form by `fill`
 * once it came and while the form holds no change (what the user typed is never overwritten, and
 * a save never carries an older version). `ready`: a new record at once; `refill` loads it anew,
 * giving up changes (Retry, Discard); `markDirty` sets the mark the shell asks by before a changed
 * form's tab closes; `keep` holds the record a save answered (its new version) in place of the one read.
 */
export function useFormRecord<R>(
  kit: HostKit,
  path: string,
  options: {
    id: string;
    names: CallName | readonly CallName[];
    load: (id: string, signal: AbortSignal) => Promise<R>;
    fill: (record: R | null) => void;
    loadNew?: boolean;
    /**
     * The form opens with changes kept from before (a draft restored when its tab shows again, a
     * copy): unsaved from the start, and `record`, the one they were made on, is not loaded over them.
     */
    draft?: { record: R | null };
  },
) {
  const { id, draft } = options;
  const loads = id !== '' || Boolean(options.loadNew);
  const [record, setRecord] = useState<R | null>(draft?.record ?? null);
  const [filled, setFilled] = useState(Boolean(draft));
  const [dirty, setDirty] = useState(Boolean(draft));
  const markDirty = useCallback(
    (value: boolean) => {
      setDirty(value);
      kit.setUnsaved(path, value);
    },
    [kit, path],
  );
  useEffect(() => {
    if (draft) kit.setUnsaved(path, true);
    // Once, for the draft the form opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const loaded = useRecord(
    kit,
    options.names,
    { form: path, id },
    (signal) => options.load(id, signal),
    (answer) => {
      setRecord(answer);
      options.fill(answer);
      markDirty(false);
      setFilled(true);
    },
    // A mark set before the record came (a field touched while it loaded) does not keep it out.
    { dirty: dirty && filled, enabled: loads, silent: true },
  );
  const { refill } = loaded;
  return {
    record: loads ? record : null,
    ready: !loads || filled,
    failed: loads && loaded.failed,
    /** Why it failed. */
    error: loaded.error,
    dirty,
    refill: useCallback(() => {
      setFilled(false);
      refill();
    }, [refill]),
    markDirty,
    keep: setRecord,
  };
}

/** The mark of a form holding changes, with Discard (which loads the record anew). */
export function UnsavedNote({ kit, onDiscard }: { kit: HostKit; onDiscard: () => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      title={kit.t('common.unsaved')}
      style={{ marginBottom: 12 }}
      action={
        <Button size="small" onClick={onDiscard}>
          {kit.t('common.discard')}
        </Button>
      }
    />
  );
}

/** The rows of a list a form edits (an order's SKUs), each once by its key; a change marks the form changed. */
export function useRows<T>(keyOf: (row: T) => string, onChange: () => void) {
  const [rows, setRows] = useState<T[]>([]);
  const change = (next: (rows: T[]) => T[]) => {
    setRows(next);
    onChange();
  };
  return {
    rows,
    /** Puts the rows of a record loaded (no change by the user). */
    fill: setRows,
    add: (row: T) =>
      change((list) => (list.some((item) => keyOf(item) === keyOf(row)) ? list : [...list, row])),
    update: (key: string, patch: Partial<T>) =>
      change((list) => list.map((item) => (keyOf(item) === key ? { ...item, ...patch } : item))),
    remove: (key: string) => change((list) => list.filter((item) => keyOf(item) !== key)),
  };
}

/** What a form's save is told: its fields, and what to do with the values and the answer. */
export interface SaveOptions<R, V, S> {
  /** The fields the server's field errors land on (unless `land` places them). */
  rows?: readonly FieldRow<R>[];
  aliases?: Record<string, string>;
  /** Problems found before sending, by field (the contract's check); none: send. */
  check?: (values: V) => { name: string; errors: string[] }[];
  /**
   * What keeps the form from being sent that no field shows (a list beside the fields is empty, a
   * row lacks its value), after the fields' rules and `check`: said as problems; none: send.
   */
  refuse?: (values: V) => string[];
  /** Rows of a list the form edits beside its fields (`items.2.newPrice`): their refusals are said with the row's label. */
  list?: LandOptions['rows'];
  /** Sends the form (naming the version read); rejects with the server's refusal. */
  save: (values: V, record: R | null) => Promise<S>;
  /** After a save the server accepted (and `texts.saved` said, unless ''). */
  onSaved: (saved: S) => void;
  /** Someone changed the record meanwhile: the caller shows the newer one. */
  onStale?: () => void;
  /**
   * A stale save asks in a dialog (`texts.staleTitle`, the server's words) whether to load the
   * newer version, giving up the changes, instead of saying it with the other problems.
   */
  reloadOnStale?: () => void;
  /** The rules or the check refused fields, the first named: a form in tabs or steps shows it. */
  onInvalid?: (name: string) => void;
  /**
   * Places a refusal (other than a stale one) itself, for fields the form's names do not reach
   * (a schedule's slot, a list beside the fields); answers what is left to say.
   */
  land?: (error: unknown) => string[];
  texts?: Partial<FormTexts>;
}

/**
 * A form's save: its rules and check before sending; then the server's field errors on their
 * fields, and the rest (a stale version with the texts' hint) as `problems`, for the record `of`;
 * `dialogs` holds the stale dialog (render it in the form). No `form` (null): the page edits only
 * rows of its own (a list's `refuse` and `list` check and place them).
 */
export function useFormSave<R, V, S>(
  kit: HostKit,
  form: FormInstance | null,
  of: unknown,
  options: SaveOptions<R, V, S>,
) {
  const texts = textsOf(kit, options.texts);
  const [modal, dialogs] = Modal.useModal();
  const [saving, setSaving] = useState(false);
  // A refusal's messages, for the record they concern (another one opened shows none).
  const [refusal, setRefusal] = useState<{ of: unknown; problems: string[] }>({ of, problems: [] });
  const setProblems = (problems: string[]) => setRefusal({ of, problems });
  const submit = async (record: R | null, done?: () => void) => {
    setProblems([]);
    let values: V;
    try {
      values = { ...(form?.getFieldsValue(true) as V), ...((await form?.validateFields()) as V) };
    } catch (failure) {
      const first = (failure as { errorFields?: { name: (string | number)[] }[] }).errorFields?.[0];
      options.onInvalid?.(String(first?.name[0] ?? ''));
      return;
    }
    const found = options.check?.(values) ?? [];
    if (found.length > 0) {
      form?.setFields(found);
      return options.onInvalid?.(found[0]!.name);
    }
    const refused = options.refuse?.(values) ?? [];
    if (refused.length > 0) return setProblems(refused);
    setSaving(true);
    try {
      const saved = await options.save(values, record);
      done?.();
      if (texts.saved) kit.notify('success', texts.saved);
      options.onSaved(saved);
    } catch (error) {
      const { reloadOnStale } = options;
      if (isStale(error)) options.onStale?.();
      if (isStale(error) && reloadOnStale)
        void modal.confirm({
          title: texts.staleTitle,
          content: messageOf(error),
          okText: texts.staleReload,
          cancelText: texts.cancel,
          onOk: reloadOnStale,
        });
      else
        setProblems(
          isStale(error)
            ? [[messageOf(error), texts.staleHint].filter(Boolean).join(' ')]
            : (options.land?.(error) ??
                landFieldErrors(form, error, {
                  fields: fieldNames(options.rows ?? []),
                  aliases: options.aliases,
                  rows: options.list,
                })),
        );
    } finally {
      setSaving(false);
    }
  };
  return {
    texts,
    saving,
    submit,
    dialogs,
    problems: refusal.of === of ? refusal.problems : [],
    /** Says problems of the form's own (a pick refused), or none. */
    say: setProblems,
  };
}

export interface FormPageProps<R, V> extends Omit<SaveOptions<R, V, unknown>, 'rows' | 'land'> {
  kit: HostKit;
  /** The page's path: its unsaved-change mark. */
  path: string;
  /** The form's name (its fields' ids: `<name>_<field>`). */
  name: string;
  names: CallName;
  load: (id: string, signal: AbortSignal) => Promise<R>;
  /** A new record's values. */
  empty: V;
  valuesOf: (record: R) => V;
  /** The fields, or the fields for the record held (a picker that names its current choice). */
  rows: readonly FieldRow<R>[] | ((record: R | null) => readonly FieldRow<R>[]);
  title: (record: R | null) => string;
  width: number;
}

/**
 * A record's form page (?id= one to edit, none a new one): loading with Retry, the fields,
 * Save and Cancel. A save's refusals land on their fields, the rest above the buttons.
 */
export function FormPage<R, V>(props: FormPageProps<R, V>) {
  const id = useSearchParams()[0].get('id') ?? '';
  // Another record in the same tab is another form.
  return <RecordForm<R, V> key={id} id={id} {...props} />;
}

function RecordForm<R, V>({ kit, id, ...props }: FormPageProps<R, V> & { id: string }) {
  const [form] = Form.useForm();
  const { record, ready, failed, refill, markDirty } = useFormRecord(kit, props.path, {
    id,
    names: props.names,
    load: props.load,
    fill: (loaded) => {
      form.resetFields();
      form.setFieldsValue(loaded ? props.valuesOf(loaded) : props.empty);
    },
  });
  const rows = typeof props.rows === 'function' ? props.rows(record) : props.rows;
  const { texts, saving, submit, problems, dialogs } = useFormSave(kit, form, record, { ...props, rows });

  if (failed)
    return (
      <PageCard title={props.title(null)}>
        <LoadFailed message={texts.loadFailed} retry={texts.retry} onRetry={refill} />
      </PageCard>
    );
  if (!ready) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <PageCard title={props.title(record)}>
      {dialogs}
      <MarkDirty.Provider value={markDirty}>
        <Form
          form={form}
          name={props.name}
          layout="vertical"
          initialValues={props.empty as object}
          onValuesChange={() => markDirty(true)}
          style={{ maxWidth: props.width }}
        >
          <FormFields rows={rows} required={texts.required} />
        </Form>
      </MarkDirty.Provider>
      <div style={{ maxWidth: props.width }}>
        <Problems problems={problems} />
      </div>
      <Flex gap={8}>
        <Button type="primary" loading={saving} onClick={() => void submit(record, () => markDirty(false))}>
          {texts.save}
        </Button>
        <Button onClick={() => kit.closeTab()}>{texts.cancel}</Button>
      </Flex>
    </PageCard>
  );
}

export interface FormModalProps<T, V, S> extends Omit<SaveOptions<T, V, S>, 'land'> {
  kit: HostKit;
  rows: readonly FieldRow<T>[];
  /** The item edited, 'new' for a new one, null when closed. */
  editing: T | 'new' | null;
  /** What names the item, when a reload answers it anew while it is edited (the draft stays). */
  keyOf?: (item: T) => unknown;
  /** The form's name (its fields' ids). */
  name: string;
  title: string;
  /** The form's values for the item (null: a new one). */
  valuesOf: (item: T | null) => V;
  onClose: () => void;
  /** Keeps Save off (an upload under way). */
  busy?: boolean;
  width?: number;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** The form, when the caller watches its values. */
  form?: FormInstance;
}

/**
 * A dialog editing one item with the fields: filled when it opens, checked, saved; the server's
 * refusals land on their fields, the rest (a stale version too) in the dialog.
 */
export function FormModal<T, V, S>({ kit, editing, ...props }: FormModalProps<T, V, S>) {
  const [form] = Form.useForm(props.form);
  const item = editing === 'new' ? null : editing;
  const key = item ? (props.keyOf?.(item) ?? item) : editing;
  const { texts, saving, submit, problems, dialogs, say } = useFormSave(kit, form, key, props);
  const close = () => {
    // A refusal is not shown again when the dialog opens anew.
    say([]);
    props.onClose();
  };
  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    form.setFieldsValue(props.valuesOf(item));
    // Filled when another item opens, not on every render of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, form]);
  const send = () => void (editing && submit(item));

  return (
    <Modal
      open={editing !== null}
      title={props.title}
      okText={texts.save}
      cancelText={texts.cancel}
      confirmLoading={saving}
      okButtonProps={{ disabled: props.busy }}
      onOk={send}
      onCancel={close}
      width={props.width}
      forceRender
    >
      {dialogs}
      {props.intro}
      <Form form={form} layout="vertical" name={props.name} onFinish={send}>
        <FormFields rows={props.rows} required={texts.required} />
      </Form>
      <Problems problems={problems} />
    </Modal>
  );
}

// ---- pictures

/** Sends a picture to the file store (file/upload.do); answers its key, or rejects with the server's reason. */
export async function uploadPicture(
  kit: HostKit,
  file: File,
  purpose: 'sku' | 'brand' | 'head',
): Promise<string> {
  const picture = new FormData();
  picture.append('file', file);
  const stored = await upload(kit, 'fileUpload', picture, { purpose }, { silent: true, timeout: 60_000 });
  return stored.key;
}
