import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Code, calls } from '@rcadmin/contract/wire';
import { CallError } from '../host-kit';
import { testKitWith, type Handler } from '../shared/test-kit';
import { call } from './call';
import { Form, Input, type FormInstance } from 'antd';
import { useEffect } from 'react';
import {
  FormFields,
  FormModal,
  FormPage,
  Problems,
  RecordView,
  UnsavedNote,
  landFieldErrors,
  useFormRecord,
  useFormSave,
  useMarkDirty,
  type FieldRow,
} from './form-page';

afterEach(cleanup);

const texts = {
  en: {
    common: {
      save: 'Save',
      cancel: 'Cancel',
      saved: 'Saved',
      required: 'Enter {{field}}',
      loadFailed: 'Could not load',
      retry: 'Retry',
      unsaved: 'Unsaved changes',
      discard: 'Discard',
    },
  },
};

interface Thing {
  id: string;
  name: string;
  area: string;
  note: string;
  version: number;
}
interface Values {
  name: string;
  area: string;
  note: string;
}
const thing: Thing = { id: '7', name: 'East', area: 'North', note: 'kept', version: 3 };
const PATH = '/things/edit';

/** A control that sets its value itself, as a map click does: it marks the form changed. */
function Stamp({ onChange }: { value?: string; onChange?: (value: string) => void }) {
  const markDirty = useMarkDirty();
  return (
    <button
      type="button"
      onClick={() => {
        onChange?.('stamped');
        markDirty(true);
      }}
    >
      Stamp
    </button>
  );
}

const rows: FieldRow<Thing>[] = [
  [
    { name: 'name', label: 'Name', required: true, max: 20 },
    { name: 'area', label: 'Area', view: (record) => `Area ${record.area}` },
  ],
  { name: 'note', label: 'Note', only: 'form', input: <Stamp /> },
  { label: 'Version', only: 'view', view: (record) => `v${record.version}` },
];

function pageKit(routes: Record<string, Handler>) {
  return testKitWith(texts, routes);
}

function renderPage(kit: ReturnType<typeof pageKit>, address: string, onSaved = vi.fn()) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <FormPage<Thing, Values>
        kit={kit}
        path={PATH}
        name="thing"
        width={600}
        names="operatorGet"
        load={(id, signal) =>
          call(kit, 'operatorGet', { id }, { silent: true, signal }) as Promise<unknown> as Promise<Thing>
        }
        empty={{ name: '', area: '', note: '' }}
        valuesOf={(record) => record}
        rows={rows}
        aliases={{ areaCode: 'area' }}
        title={(record) => (record ? `Edit ${record.name}` : 'New thing')}
        texts={{ staleHint: 'Reopen it.' }}
        save={(values, record) =>
          call(
            kit,
            'operatorSave',
            { ...values, id: record?.id ?? '', version: String(record?.version ?? 0) } as never,
            {
              silent: true,
            },
          )
        }
        onSaved={onSaved}
      />
    </MemoryRouter>,
  );
  return onSaved;
}

describe('the form scaffold: a record’s page', () => {
  it('loads the record (?id=) into its fields, marks a change unsaved, and saves naming the version read', async () => {
    const sent: unknown[] = [];
    const kit = pageKit({
      [calls.operatorGet.path]: () => thing,
      [calls.operatorSave.path]: (_query, body) => {
        sent.push(body);
        return { id: '7', version: 4 };
      },
    });
    const onSaved = renderPage(kit, '/things/edit?id=7');
    expect(await screen.findByRole('heading', { name: 'Edit East' })).toBeTruthy();
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('East');
    fireEvent.change(name, { target: { value: 'East Ltd' } });
    expect(kit.setUnsaved).toHaveBeenLastCalledWith(PATH, true);
    fireEvent.click(screen.getByRole('button', { name: 'Stamp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      id: '7',
      version: '3',
      name: 'East Ltd',
      area: 'North',
      note: 'stamped',
    });
    expect(kit.setUnsaved).toHaveBeenLastCalledWith(PATH, false);
    expect(kit.notify).toHaveBeenCalledWith('success', 'Saved');
  });

  it('checks its rules before sending; the server’s field errors land on their fields (through aliases), the rest and a stale version above the buttons', async () => {
    let answer: CallError = new CallError({
      code: '4220',
      msg: 'Check the values',
      fieldErrors: [
        { field: 'areaCode', msg: 'No such area' },
        { field: 'owner', msg: 'The owner left' },
      ],
    });
    const post = vi.fn(() => {
      throw answer;
    });
    const kit = pageKit({ [calls.operatorSave.path]: post });
    const onSaved = renderPage(kit, '/things/edit');
    expect(await screen.findByRole('heading', { name: 'New thing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter Name')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'West' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('No such area')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('The owner left');

    answer = new CallError({ code: Code.staleVersion, msg: 'Changed meanwhile.' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changed meanwhile. Reopen it.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says a failed load with Retry, which loads again', async () => {
    let fail = true;
    const kit = pageKit({
      [calls.operatorGet.path]: () => {
        if (fail) throw new CallError({ code: '4004', msg: 'gone' });
        return thing;
      },
    });
    renderPage(kit, '/things/edit?id=7');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Could not load')).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Edit East' })).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('East');
  });
});

describe('the form scaffold: a view and refusals', () => {
  it('shows a record through the same fields: their view, or the value, and none of the form-only ones', () => {
    render(<RecordView rows={rows} record={thing} />);
    expect(screen.getByText('East')).toBeTruthy();
    expect(screen.getByText('Area North')).toBeTruthy();
    expect(screen.getByText('v3')).toBeTruthy();
    expect(screen.queryByText('Note')).toBeNull();
  });

  it('says an error of a list row with the row’s label, and a refusal naming no field in its own words', () => {
    const rowError = new CallError({
      code: '4220',
      msg: 'Check',
      fieldErrors: [{ field: 'items.1.newPrice', msg: 'Too high' }],
    });
    const label = (index: number) => ['Crisps', 'Rice cake'][index];
    expect(landFieldErrors(null, rowError, { fields: [], rows: { prefix: 'items', label } })).toEqual([
      'Rice cake: Too high',
    ]);
    expect(landFieldErrors(null, new CallError({ code: '5000', msg: 'Down' }), { fields: [] })).toEqual([
      'Down',
    ]);
  });

  it('puts an error of a form list row on that row’s field', () => {
    const form = { setFields: vi.fn() };
    const refusal = new CallError({
      code: '4220',
      msg: 'Check',
      fieldErrors: [
        { field: 'roles.1.ids', msg: 'Choose one' },
        { field: 'name', msg: 'Taken' },
      ],
    });
    const rest = landFieldErrors(form as never, refusal, { fields: ['name', 'roles'], lists: ['roles'] });
    expect(rest).toEqual([]);
    expect(form.setFields).toHaveBeenCalledWith([
      { name: ['roles', 1, 'ids'], errors: ['Choose one'] },
      { name: 'name', errors: ['Taken'] },
    ]);
  });
});

describe('the form scaffold: required fields', () => {
  it('takes a value of any kind (a time, a number) and refuses nothing or blanks', async () => {
    let form: FormInstance | undefined;
    function Fields({ onForm }: { onForm: (form: FormInstance) => void }) {
      const [instance] = Form.useForm();
      useEffect(() => {
        onForm(instance);
      }, [instance, onForm]);
      return (
        <Form form={instance}>
          <FormFields
            required={(field) => `Enter ${field}`}
            rows={[
              { name: 'at', label: 'Time', required: true, input: <span /> },
              { name: 'count', label: 'Count', required: true, input: <span /> },
              { name: 'name', label: 'Name', required: true },
            ]}
          />
        </Form>
      );
    }
    render(<Fields onForm={(instance) => (form = instance)} />);
    form!.setFieldsValue({ at: new Date(), count: 3, name: 'Shop' });
    await expect(form!.validateFields()).resolves.toMatchObject({ count: 3, name: 'Shop' });
    form!.setFieldsValue({ at: null, count: undefined, name: '   ' });
    const failed = await form!
      .validateFields()
      .catch((error: { errorFields: { errors: string[] }[] }) => error);
    expect(failed.errorFields.map((field: { errors: string[] }) => field.errors[0])).toEqual([
      'Enter Time',
      'Enter Count',
      'Enter Name',
    ]);
  });
});

describe('the form scaffold: a dialog', () => {
  function renderModal(kit: ReturnType<typeof pageKit>, item: Thing, onStale = vi.fn(), onSaved = vi.fn()) {
    const modal = (editing: Thing) => (
      <FormModal<Thing, Values, unknown>
        kit={kit}
        editing={editing}
        keyOf={(record) => record.id}
        name="thingDialog"
        title="Edit the thing"
        rows={rows}
        valuesOf={(record) => ({ name: record?.name ?? '', area: record?.area ?? '', note: '' })}
        check={(values) => (values.area === 'Nowhere' ? [{ name: 'area', errors: ['Not a place'] }] : [])}
        save={(values) => call(kit, 'operatorSave', values as never, { silent: true })}
        onSaved={onSaved}
        onClose={() => undefined}
        onStale={onStale}
      />
    );
    const view = render(modal(item));
    return { rerender: (next: Thing) => view.rerender(modal(next)), onStale, onSaved };
  }

  it('fills the item, runs the check before sending, and puts the server’s refusals on their fields', async () => {
    const post = vi.fn<Handler>(() => {
      throw new CallError({
        code: '4220',
        msg: 'Check',
        fieldErrors: [{ field: 'name', msg: 'Name taken' }],
      });
    });
    const kit = pageKit({ [calls.operatorSave.path]: post });
    const { onSaved } = renderModal(kit, thing);
    const area = (await screen.findByLabelText('Area')) as HTMLInputElement;
    await waitFor(() => expect(area.value).toBe('North'));
    fireEvent.change(area, { target: { value: 'Nowhere' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Not a place')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(area, { target: { value: 'South' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Name taken')).toBeTruthy();
    expect(post.mock.calls[0]?.[1]).toMatchObject({ name: 'East', area: 'South' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('says a stale save in the dialog and keeps the draft while the item is read again', async () => {
    const kit = pageKit({
      [calls.operatorSave.path]: () => {
        throw new CallError({ code: Code.staleVersion, msg: 'Someone changed it.' });
      },
    });
    const { rerender, onStale } = renderModal(kit, thing);
    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('East'));
    fireEvent.change(name, { target: { value: 'Mine' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Someone changed it.')).toBeTruthy();
    expect(onStale).toHaveBeenCalled();
    rerender({ ...thing, name: 'Theirs', version: 4 });
    expect(screen.getByText('Someone changed it.')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mine');
  });
});

describe('the form scaffold: a form of its own layout', () => {
  const getThing = (kit: ReturnType<typeof pageKit>, signal: AbortSignal) =>
    call(kit, 'operatorGet', { id: '7' }, { silent: true, signal }) as Promise<unknown> as Promise<Thing>;

  /** A form in tabs or steps of its own, on the record hook: a new record it loads, or a draft kept. */
  function Drafted({ kit, draft }: { kit: ReturnType<typeof pageKit>; draft?: { record: Thing } }) {
    const [form] = Form.useForm();
    const { ready, dirty, record, refill } = useFormRecord<Thing>(kit, PATH, {
      id: '',
      loadNew: true,
      names: 'operatorGet',
      load: (_, signal) => getThing(kit, signal),
      fill: (loaded) => form.setFieldsValue({ name: loaded?.name }),
      draft,
    });
    return (
      <>
        {dirty && <UnsavedNote kit={kit} onDiscard={refill} />}
        <span>{ready ? `v${record?.version}` : 'Loading'}</span>
        <Form form={form} initialValues={{ name: 'Mine' }}>
          <Form.Item name="name" label="Name">
            <Input />
          </Form.Item>
        </Form>
      </>
    );
  }

  it('loads a new record too (loadNew), and a draft opened with stays unsaved until Discard loads the record', async () => {
    const get = vi.fn<Handler>(() => thing);
    const kit = pageKit({ [calls.operatorGet.path]: get });
    const view = render(<Drafted kit={kit} />);
    expect(await screen.findByText('v3')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('East');
    view.unmount();

    render(<Drafted kit={kit} draft={{ record: { ...thing, version: 2 } }} />);
    expect(screen.getByText('v2')).toBeTruthy();
    expect(kit.setUnsaved).toHaveBeenLastCalledWith(PATH, true);
    await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Mine');
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('v3')).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('East');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(kit.setUnsaved).toHaveBeenLastCalledWith(PATH, false);
  });

  function Saving(props: { kit: ReturnType<typeof pageKit>; onInvalid: () => void; reload: () => void }) {
    const [form] = Form.useForm();
    const { submit, dialogs, problems } = useFormSave<Thing, Values, unknown>(props.kit, form, thing, {
      save: (values) => call(props.kit, 'operatorSave', values as never, { silent: true }),
      onSaved: () => undefined,
      onInvalid: props.onInvalid,
      land: (error) => [`Placed: ${(error as CallError).fieldErrors?.[0]?.field}`],
      reloadOnStale: props.reload,
      texts: { staleTitle: 'Changed meanwhile', staleReload: 'Reload' },
    });
    return (
      <>
        {dialogs}
        <Form form={form}>
          <FormFields rows={rows} required={(field) => `Enter ${field}`} />
        </Form>
        <Problems problems={problems} />
        <button type="button" onClick={() => void submit(thing)}>
          Send
        </button>
      </>
    );
  }

  it('names the first field refused, lets the form place field errors, and asks to reload on a stale save', async () => {
    let answer = new CallError({
      code: '4220',
      msg: 'Check',
      fieldErrors: [{ field: 'slots.2.end', msg: 'Too late' }],
    });
    const post = vi.fn<Handler>(() => {
      throw answer;
    });
    const kit = pageKit({ [calls.operatorSave.path]: post });
    const onInvalid = vi.fn();
    const reload = vi.fn();
    render(<Saving kit={kit} onInvalid={onInvalid} reload={reload} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onInvalid).toHaveBeenCalledWith('name'));
    expect(post).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'West' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Placed: slots.2.end')).toBeTruthy();

    answer = new CallError({ code: Code.staleVersion, msg: 'Someone saved first.' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Changed meanwhile');
    expect(screen.getByText('Someone saved first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });
});

describe('the form scaffold: a list beside the fields', () => {
  /** A form with rows of its own (an order's SKUs) beside its one field. */
  function Listed({ kit, lines }: { kit: ReturnType<typeof pageKit>; lines: string[] }) {
    const [form] = Form.useForm();
    const { submit, problems, say } = useFormSave<Thing, Values, unknown>(kit, form, thing, {
      rows,
      list: { prefix: 'lines', label: (index) => lines[index] },
      refuse: () => (lines.length === 0 ? ['Add a line'] : []),
      save: (values) => call(kit, 'operatorSave', { ...values, lines } as never, { silent: true }),
      onSaved: () => undefined,
    });
    return (
      <>
        <Form form={form} initialValues={{ name: 'East' }}>
          <FormFields rows={rows} required={(field) => `Enter ${field}`} />
        </Form>
        <Problems problems={problems} />
        <button type="button" onClick={() => void submit(thing)}>
          Send
        </button>
        <button type="button" onClick={() => say([])}>
          Pick
        </button>
      </>
    );
  }

  it('refuses to send without its rows, says a row’s refusal with the row’s label, and clears what it said', async () => {
    const post = vi.fn<Handler>(() => {
      throw new CallError({
        code: '4220',
        msg: 'Check',
        fieldErrors: [
          { field: 'lines.1.price', msg: 'Price too high' },
          { field: 'name', msg: 'Name taken' },
        ],
      });
    });
    const kit = pageKit({ [calls.operatorSave.path]: post });
    const view = render(<Listed kit={kit} lines={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Add a line')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    await waitFor(() => expect(screen.queryByText('Add a line')).toBeNull());

    view.rerender(<Listed kit={kit} lines={['Tea', 'Rice']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Rice: Price too high')).toBeTruthy();
    expect(screen.getByText('Name taken')).toBeTruthy();
  });

  it('opens a dialog anew without the refusal it was closed with', async () => {
    const kit = pageKit({
      [calls.operatorSave.path]: () => {
        throw new CallError({ code: '4040', msg: 'It is gone.' });
      },
    });
    const dialog = (editing: Thing | 'new' | null, onClose = () => undefined) => (
      <FormModal<Thing, Values, unknown>
        kit={kit}
        editing={editing}
        name="newThing"
        title="New thing"
        rows={rows}
        valuesOf={() => ({ name: 'West', area: '', note: '' })}
        save={(values) => call(kit, 'operatorSave', values as never, { silent: true })}
        onSaved={() => undefined}
        onClose={onClose}
      />
    );
    const view = render(dialog('new'));
    fireEvent.click(await screen.findByRole('button', { name: /Save/ }));
    expect(await screen.findByText('It is gone.')).toBeTruthy();
    const onClose = vi.fn();
    view.rerender(dialog('new', onClose));
    fireEvent.click(screen.getByRole('button', { name: /Cancel/ }));
    expect(onClose).toHaveBeenCalled();
    view.rerender(dialog(null));
    view.rerender(dialog('new'));
    expect(screen.queryByText('It is gone.')).toBeNull();
  });
});
