import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmbeddedApp, EmbeddedAppList } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { testKitWith, type Handler } from '../../../shared/test-kit';
import { settingsLocales } from '../../locales';
import EmbeddedAppsPage from './embedded-apps-page';

const report: EmbeddedApp = {
  id: '7',
  name: 'Vendor report',
  names: {},
  kind: 'frame',
  url: 'https://vendor.example.com/index.html',
  connectOrigins: [],
  parentId: 'rc-tripartite-group',
  parentName: '第三方 / 第三方应用',
  roleIds: ['r-admin', 'r-clerk'],
  enabled: true,
  trusted: false,
  menuId: 'embedded-app-7',
  version: 3,
  updatedAt: '2026-11-26T10:15:00.000Z',
};

const listOf = (list: EmbeddedApp[]): EmbeddedAppList => ({
  list,
  areas: [
    { id: 'rc-tripartite-area', name: '第三方', groups: [{ id: 'rc-tripartite-group', name: '第三方应用' }] },
  ],
  roles: [
    { id: 'r-admin', name: '管理员' },
    { id: 'r-clerk', name: '店员' },
  ],
  rules: { shellHost: 'admin.shop.example', microAppOrigins: [] },
});

const refusal = (code: string, msg: string, fieldErrors?: { field: string; msg: string }[]) =>
  Object.assign(new Error(msg), { code, msg, ...(fieldErrors ? { fieldErrors } : {}) });

function renderPage(list: () => EmbeddedApp[], routes: Record<string, Handler> = {}) {
  const kit = testKitWith(settingsLocales, {
    [calls.embeddedAppList.path]: () => listOf(list()),
    ...routes,
  });
  render(
    <MemoryRouter initialEntries={['/setting/embeddedApps/list']}>
      <EmbeddedAppsPage kit={kit} />
    </MemoryRouter>,
  );
  return kit;
}

/** The dialog's Save button (named "loading Save" while its spinner fades out). */
const saveIn = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: /Save$/ });

afterEach(cleanup);

describe('embedded apps page', () => {
  it('lists the registrations with their kind, place in the menu and roles', async () => {
    renderPage(() => [
      report,
      {
        ...report,
        id: '8',
        name: 'legacy-app',
        kind: 'microApp',
        parentName: '',
        roleIds: ['r-clerk'],
        enabled: false,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Embedded apps' })).toBeTruthy();
    const first = (await screen.findByText('Vendor report', { selector: 'strong' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(first).getByText('Vendor page (frame)')).toBeTruthy();
    expect(within(first).getByText('第三方 / 第三方应用')).toBeTruthy();
    expect(within(first).getByText('All roles')).toBeTruthy();
    expect(within(first).getByText('Enabled')).toBeTruthy();
    const second = screen.getByText('legacy-app', { selector: 'strong' }).closest('tr') as HTMLElement;
    expect(within(second).getByText('Micro-app')).toBeTruthy();
    expect(within(second).getByText('Its menu group is gone')).toBeTruthy();
    expect(within(second).getByText('店员')).toBeTruthy();
    expect(within(second).getByText('Disabled')).toBeTruthy();
  });

  it("runs the server's check before saving: the problems show on their fields and nothing is sent", async () => {
    const kit = renderPage(() => [report]);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Vendor report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' ' } });
    fireEvent.change(within(dialog).getByLabelText('Entry address'), {
      target: { value: 'https://admin.shop.example:8443/vendor.html' },
    });
    fireEvent.click(saveIn(dialog));
    expect(await within(dialog).findByText('Enter a name.')).toBeTruthy();
    expect(
      await within(dialog).findByText(
        "The entry address must not be on this system's host admin.shop.example (a page there would receive its cookies): use another host name.",
      ),
    ).toBeTruthy();

    // A micro-app also needs a wujie id for a name and the trusted confirmation.
    fireEvent.click(within(dialog).getByText('Micro-app'));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Vendor report' } });
    fireEvent.change(within(dialog).getByLabelText('Entry address'), {
      target: { value: 'https://apps.example.org/app.html' },
    });
    fireEvent.click(saveIn(dialog));
    expect(
      await within(dialog).findByText(
        "A micro-app's name takes only letters, digits, '-' and '_' (at most 64): it is also the app's id.",
      ),
    ).toBeTruthy();
    expect(
      await within(dialog).findByText(
        "A micro-app runs inside this system with the user's rights, so only trusted code may be registered: confirm that it is.",
      ),
    ).toBeTruthy();
    expect(kit.http.post).not.toHaveBeenCalled();
  });

  it("saves an edit over the version read, and puts the server's refusals on the fields", async () => {
    const sent: unknown[] = [];
    let answer: Error | undefined = refusal('4091', 'An embedded app named "Sales" already exists.', [
      { field: 'name', msg: 'An embedded app named "Sales" already exists.' },
    ]);
    let current = report;
    const kit = renderPage(() => [current], {
      [calls.embeddedAppSave.path]: (_, body) => {
        sent.push(body);
        if (answer) throw answer;
        current = { ...report, name: 'Sales', version: 4 };
        return current;
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Vendor report' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Sales' } });
    fireEvent.click(saveIn(dialog));
    expect(await within(dialog).findByText('An embedded app named "Sales" already exists.')).toBeTruthy();
    expect(sent).toEqual([
      {
        id: '7',
        version: 3,
        name: 'Sales',
        names: { en: '', es: '' },
        kind: 'frame',
        url: 'https://vendor.example.com/index.html',
        connectOrigins: [],
        parentId: 'rc-tripartite-group',
        roleIds: ['r-admin', 'r-clerk'],
        enabled: true,
        trusted: false,
      },
    ]);
    expect(kit.http.post).toHaveBeenCalledWith(
      calls.embeddedAppSave.path,
      expect.anything(),
      expect.objectContaining({ json: true, silent: true }),
    );

    answer = undefined;
    fireEvent.click(saveIn(dialog));
    await waitFor(() =>
      expect(kit.notify).toHaveBeenCalledWith(
        'success',
        '"Sales" saved: users see it from their next menu load.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Sales', { selector: 'strong' })).toBeTruthy();
  });

  it("[I18N-01] keeps the app's menu name in English and Spanish beside its name, refusals on their fields", async () => {
    const sent: { names?: unknown }[] = [];
    let current: EmbeddedApp = { ...report, name: '供应商报表', names: { en: 'Vendor report' } };
    let answer: Error | undefined = refusal('4220', 'The name has at most 64 characters.', [
      { field: 'names.es', msg: 'The name has at most 64 characters.' },
    ]);
    renderPage(() => [current], {
      [calls.embeddedAppSave.path]: (_, body) => {
        sent.push(body as { names?: unknown });
        if (answer) throw answer;
        current = { ...current, names: { en: 'Vendor report', es: 'Informe del proveedor' }, version: 4 };
        return current;
      },
    });
    // The list shows the menu's name in the language on show beneath the name.
    const row = (await screen.findByText('供应商报表', { selector: 'strong' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Vendor report')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Edit 供应商报表' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText('Name in English') as HTMLInputElement).value).toBe(
      'Vendor report',
    );
    expect((within(dialog).getByLabelText('Name in Spanish') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText('Name in Spanish'), {
      target: { value: 'x'.repeat(65) },
    });
    fireEvent.click(saveIn(dialog));
    // The page's own check first: nothing sent, the problem on the Spanish name.
    expect(await within(dialog).findByText('The name has at most 64 characters.')).toBeTruthy();
    expect(sent).toEqual([]);

    // The server's refusal lands on the same field.
    fireEvent.change(within(dialog).getByLabelText('Name in Spanish'), {
      target: { value: 'Informe del proveedor' },
    });
    fireEvent.click(saveIn(dialog));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await within(dialog).findByText('The name has at most 64 characters.')).toBeTruthy();
    expect(sent[0]?.names).toEqual({ en: 'Vendor report', es: 'Informe del proveedor' });

    answer = undefined;
    fireEvent.click(saveIn(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(2);
  });

  it("shows an app's session token key once: after rotating it (asked first), and gone when closed", async () => {
    const sent: unknown[] = [];
    renderPage(() => [report], {
      [calls.embeddedAppRotateSecret.path]: (_, body) => {
        sent.push(body);
        return { id: '7', name: 'Vendor report', secret: 'k3y-shown-once' };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New key Vendor report' }));
    expect(await screen.findByText(/The current key stops working at once/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'New key' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The session token key of "Vendor report"')).toBeTruthy();
    expect(within(dialog).getByText('k3y-shown-once')).toBeTruthy();
    expect(sent).toEqual([{ id: '7' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
