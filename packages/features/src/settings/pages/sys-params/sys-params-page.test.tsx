import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SYS_PARAMS, type SysParamChange, type SysParamRow } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { testKitWith, type Handler } from '../../../shared/test-kit';
import { settingsLocales } from '../../locales';
import SysParamsPage from './sys-params-page';

/** A row of the list as the server answers it, from the catalogue's entry. */
function row(name: string, extra: Partial<SysParamRow> = {}): SysParamRow {
  const spec = SYS_PARAMS.find((entry) => entry.name === name)!;
  const { name: _name, default: defaultValue, descriptionKey: _key, ...rules } = spec;
  return {
    name,
    description: `About ${name}`,
    definition: JSON.parse(JSON.stringify(rules)) as SysParamRow['definition'],
    value: defaultValue,
    set: false,
    defaultValue,
    changedAt: null,
    changedBy: null,
    ...extra,
  };
}

const refusal = (code: string, msg: string, fieldErrors?: { field: string; msg: string }[]) =>
  Object.assign(new Error(msg), { code, msg, ...(fieldErrors ? { fieldErrors } : {}) });

function pageKit(rows: () => SysParamRow[], routes: Record<string, Handler> = {}) {
  let lists = 0;
  const kit = testKitWith(settingsLocales, {
    [calls.sysParamList.path]: () => {
      lists += 1;
      return rows();
    },
    ...routes,
  });
  return { kit, lists: () => lists };
}

function renderPage(kit: ReturnType<typeof pageKit>['kit']) {
  render(
    <MemoryRouter initialEntries={['/setting/index/list']}>
      <SysParamsPage kit={kit} />
    </MemoryRouter>,
  );
}

/** The dialog's Save button (named "loading Save" while its spinner fades out). */
const saveIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /Save$/ });

/** The table row of a parameter, once listed. */
async function rowOf(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name, { selector: 'strong' });
  return cell.closest('tr') as HTMLElement;
}

afterEach(cleanup);

describe('system parameters page', () => {
  it('[SET-01] lists each parameter with what it does, its value and last change; a number saved shows its new value', async () => {
    let retention = row('operationLogRetentionDays');
    const saved: unknown[] = [];
    const { kit } = pageKit(
      () => [row('pwdCheckVcode', { value: '1', set: true }), retention, row('frameOrigins')],
      {
        [calls.sysParamSave.path]: (_, body) => {
          saved.push(body);
          retention = row('operationLogRetentionDays', {
            value: '365',
            set: true,
            changedAt: '2026-11-26T10:15:00.000Z',
            changedBy: '系统管理员',
          });
          return { changed: true, param: retention };
        },
      },
    );
    renderPage(kit);
    expect(await screen.findByRole('heading', { name: 'System parameters' })).toBeTruthy();
    const line = await rowOf('operationLogRetentionDays');
    expect(within(line).getByText('About operationLogRetentionDays')).toBeTruthy();
    expect(within(line).getByText('180')).toBeTruthy();
    expect(within(line).getByText('Default')).toBeTruthy();
    expect(within(line).getByText('Never changed')).toBeTruthy();
    expect(within(await rowOf('pwdCheckVcode')).getByText('On')).toBeTruthy();
    expect(within(await rowOf('frameOrigins')).getByText('(empty)')).toBeTruthy();

    fireEvent.click(within(line).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/From 30 to 3650/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('operationLogRetentionDays'), {
      target: { value: '365' },
    });
    fireEvent.click(saveIn(dialog));
    await waitFor(() =>
      expect(saved).toEqual([{ name: 'operationLogRetentionDays', value: '365', expected: null }]),
    );
    expect(kit.http.post).toHaveBeenCalledWith(
      calls.sysParamSave.path,
      expect.anything(),
      expect.objectContaining({ json: true, silent: true }),
    );
    expect(kit.notify).toHaveBeenCalledWith('success', 'operationLogRetentionDays saved');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const updated = await rowOf('operationLogRetentionDays');
    await waitFor(() =>
      expect(within(updated).getByTestId('value-operationLogRetentionDays').textContent).toBe('365'),
    );
    expect(within(updated).queryByText('Default')).toBeNull();
    expect(within(updated).getByText(/^系统管理员 at /)).toBeTruthy();
  });

  it('[SET-01] a number out of its range is refused at the field with its range, never changed to the nearest bound and saved', async () => {
    const saved: unknown[] = [];
    const { kit } = pageKit(() => [row('operationLogRetentionDays')], {
      [calls.sysParamSave.path]: (_, body) => {
        saved.push(body);
        return { changed: true, param: row('operationLogRetentionDays') };
      },
    });
    renderPage(kit);
    fireEvent.click(within(await rowOf('operationLogRetentionDays')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('operationLogRetentionDays') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '20' } });
    fireEvent.blur(field);
    fireEvent.click(saveIn(dialog));
    expect(
      await within(dialog).findByText('operationLogRetentionDays must be from 30 to 3650.'),
    ).toBeTruthy();
    expect(field.value).toBe('20');
    expect(saved).toEqual([]);
  });

  it('[SET-01] checks a JSON value against its schema before saving, the problem shown at the field', async () => {
    const { kit } = pageKit(() => [
      row('microApps', { value: '[{"name":"legacy","url":"https://legacy.example/app/"}]', set: true }),
    ]);
    renderPage(kit);
    fireEvent.click(within(await rowOf('microApps')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('microApps') as HTMLTextAreaElement;
    // The JSON is laid out on lines to edit.
    expect(field.value).toBe(
      '[\n  {\n    "name": "legacy",\n    "url": "https://legacy.example/app/"\n  }\n]',
    );
    fireEvent.change(field, { target: { value: '[{"name":"has space","url":"https://legacy.example/"}]' } });
    fireEvent.click(saveIn(dialog));
    expect(
      await within(dialog).findByText(
        'microApps: the JSON at /0/name does not have the expected shape (see its description).',
      ),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '[{"name":' } });
    fireEvent.click(saveIn(dialog));
    expect(await within(dialog).findByText('microApps is not valid JSON.')).toBeTruthy();
    expect(kit.http.post).not.toHaveBeenCalled();
  });

  it('[SET-01] puts the server’s refusal of a value on the field, and says so when someone changed it meanwhile', async () => {
    let amapKey = row('amapKey', { value: 'old', set: true });
    let answer: unknown = refusal('4220', 'amapKey may have at most 64 characters.', [
      { field: 'value', msg: 'amapKey may have at most 64 characters.' },
    ]);
    const sent: unknown[] = [];
    const { kit, lists } = pageKit(() => [amapKey], {
      [calls.sysParamSave.path]: (_, body) => {
        sent.push(body);
        if (answer) throw answer;
        return { changed: true, param: amapKey };
      },
    });
    renderPage(kit);
    fireEvent.click(within(await rowOf('amapKey')).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('amapKey'), { target: { value: 'newkey' } });
    fireEvent.click(saveIn(dialog));
    expect(await within(dialog).findByText('amapKey may have at most 64 characters.')).toBeTruthy();

    // Someone else saved first: the page says who, reloads the list, and keeps the draft.
    answer = refusal(
      '4009',
      '周婷 changed the system parameter amapKey after you read it: reload and try again.',
    );
    amapKey = row('amapKey', {
      value: 'theirs',
      set: true,
      changedBy: '周婷',
      changedAt: '2026-11-26T10:15:00Z',
    });
    const before = lists();
    fireEvent.click(saveIn(dialog));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('周婷 changed the system parameter amapKey');
    await waitFor(() => expect(lists()).toBe(before + 1));
    expect(await within(dialog).findByText('Current value: theirs')).toBeTruthy();
    expect((within(dialog).getByLabelText('amapKey') as HTMLInputElement).value).toBe('newkey');
    expect(sent).toEqual([
      { name: 'amapKey', value: 'newkey', expected: 'old' },
      { name: 'amapKey', value: 'newkey', expected: 'old' },
    ]);
    // Saving again is over the value now shown.
    answer = undefined;
    fireEvent.click(saveIn(dialog));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ name: 'amapKey', value: 'newkey', expected: 'theirs' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('[SET-01] edits a switch and a choice with their own controls', async () => {
    const sent: unknown[] = [];
    const choice: SysParamRow = {
      ...row('amapKey'),
      name: 'mapEngine',
      definition: { type: 'choice', options: ['amap', 'leaflet'] },
      value: 'leaflet',
      defaultValue: 'leaflet',
    };
    const { kit } = pageKit(() => [row('isSpuUse', { value: '0', set: true }), choice], {
      [calls.sysParamSave.path]: (_, body) => {
        sent.push(body);
        return { changed: true, param: row('isSpuUse') };
      },
    });
    renderPage(kit);
    fireEvent.click(within(await rowOf('isSpuUse')).getByRole('button', { name: 'Edit' }));
    let dialog = await screen.findByRole('dialog');
    const toggle = within(dialog).getByRole('switch', { name: 'isSpuUse' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    fireEvent.click(saveIn(dialog));
    await waitFor(() => expect(sent).toEqual([{ name: 'isSpuUse', value: '1', expected: '0' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(await rowOf('mapEngine')).getByRole('button', { name: 'Edit' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('amap'));
    fireEvent.click(saveIn(dialog));
    await waitFor(() => expect(sent.at(-1)).toEqual({ name: 'mapEngine', value: 'amap', expected: null }));
  });

  it('[SET-01] shows a parameter’s history: when, who, and the value before and after', async () => {
    const changes: SysParamChange[] = [
      { id: '2', at: '2026-11-26T10:15:00.000Z', userName: '系统管理员', oldValue: '365', newValue: '90' },
      { id: '1', at: '2026-11-25T10:15:00.000Z', userName: '周婷', oldValue: null, newValue: '365' },
    ];
    const asked: unknown[] = [];
    const { kit } = pageKit(() => [row('operationLogRetentionDays', { value: '90', set: true })], {
      [calls.sysParamHistory.path]: (query) => {
        asked.push(query);
        return { list: changes, total: 2, pageNo: 1, pageSize: 10 };
      },
    });
    renderPage(kit);
    fireEvent.click(
      within(await rowOf('operationLogRetentionDays')).getByRole('button', { name: 'History' }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('History of operationLogRetentionDays')).toBeTruthy();
    const first = (await within(drawer).findByText('周婷')).closest('tr') as HTMLElement;
    expect(within(first).getByTestId('old-value').textContent).toBe('180 (default)');
    expect(within(first).getByTestId('new-value').textContent).toBe('365');
    const latest = within(drawer).getByText('系统管理员').closest('tr') as HTMLElement;
    expect(latest.textContent).toContain('365 → 90');
    expect(asked).toEqual([{ name: 'operationLogRetentionDays', pageNo: 1, pageSize: 10 }]);
  });

  it('[SET-01] shows the server’s refusal to a role without the page', async () => {
    const { kit } = pageKit(() => {
      throw refusal('4030', 'You have no permission for this function in the current store.');
    });
    renderPage(kit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You have no permission for this function in the current store.');
  });
});
