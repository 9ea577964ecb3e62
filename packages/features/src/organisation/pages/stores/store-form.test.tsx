import type { StoreForm } from '@rcadmin/contract';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CallError, type HostKit } from '../../../host-kit';
import DeptFormPage from './dept-form-page';
import type { StoreFormMode } from './store-form';
import { newStore } from './store-form-model';

afterEach(cleanup);
// The whole form (every section rendered, for validation) is heavy under happy-dom on a busy machine.
configure({ asyncUtilTimeout: 20_000 });

/** A kit answering the store calls from `answers` (path → result or error), recording posts and tabs. */
function fakeKit(answers: Record<string, unknown | ((data?: unknown) => unknown)>, resources = true) {
  const posts: { path: string; body: Record<string, unknown> }[] = [];
  const answer = async (path: string, data?: unknown) => {
    const entry = answers[path];
    const value = typeof entry === 'function' ? (entry as (data?: unknown) => unknown)(data) : entry;
    if (value instanceof Error) throw value;
    return (value ?? []) as never;
  };
  const kit = {
    http: {
      get: vi.fn((path: string, query?: unknown) => answer(path, query)),
      post: vi.fn((path: string, body: Record<string, unknown>) => {
        posts.push({ path, body });
        return answer(path, body);
      }),
      upload: vi.fn(),
    },
    apiUrl: (path: string) => path,
    openTab: vi.fn(),
    replaceQuery: vi.fn(),
    closeTab: vi.fn(),
    setUnsaved: vi.fn(),
    hasResource: () => resources,
    notify: vi.fn(),
    session: () => ({ tenantName: 'T', platformNum: '100001', userId: '1', storeCode: null }),
    language: () => 'en' as const,
    timeZone: () => 'Asia/Shanghai',
    t: (key: string, options?: Record<string, unknown>) =>
      options ? `${key} ${JSON.stringify(options)}` : key,
  } satisfies HostKit;
  return { kit, posts };
}

/** The store page at its address: the path gives the mode, the query the store. */
const renderForm = (kit: HostKit, mode: StoreFormMode, id = '') =>
  render(
    <MemoryRouter
      initialEntries={[mode === 'create' ? '/organization/createDept' : `/organization/${mode}Dept?id=${id}`]}
    >
      <DeptFormPage kit={kit} />
    </MemoryRouter>,
  );

// Each edit test opens its own store: a form's unsaved changes are kept per store (store-drafts.ts).
const input = (id: string) => document.getElementById(id) as HTMLInputElement;

const saved: StoreForm = {
  ...newStore('S000007'),
  id: '7',
  storename: 'West Lake',
  leaderOnePhone: '13800000000',
  serveSlots: [{ type: 'delivery', weekday: 1, start: '09:00', end: '10:00' }],
  version: 3,
};

describe('the store form', { timeout: 120_000 }, () => {
  test('[ORG-03] [DATA-28] a new store starts from the generated code and the store defaults, and saving posts saveDept.do', async () => {
    const { kit, posts } = fakeKit({
      '/bmc/dept/generateStoreId.do': 'S000013',
      '/bmc/dept/saveDept.do': { id: '13', version: 1 },
    });
    renderForm(kit, 'create');
    await waitFor(() => expect(input('org-store-create_storeid').value).toBe('S000013'));
    expect(input('org-store-create_inTime').value).toBe('10');
    expect(input('org-store-create_bookTime').value).toBe('0');
    expect(input('org-store-create_freight').value).toBe('0.00');
    expect(input('org-store-create_isNearbyStore').getAttribute('aria-checked')).toBe('true');
    expect(input('org-store-create_isPickedup').getAttribute('aria-checked')).toBe('true');

    fireEvent.change(input('org-store-create_storename'), { target: { value: 'Harbour' } });
    expect(kit.setUnsaved).toHaveBeenLastCalledWith('/organization/createDept', true);
    await act(async () => fireEvent.click(screen.getByText('common.save')));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.path).toBe('/bmc/dept/saveDept.do');
    expect(posts[0]!.body).toMatchObject({
      id: '',
      storeid: 'S000013',
      storename: 'Harbour',
      inTime: '10',
      bookTime: '0',
      freight: '0.00',
      freightThreshold: '0.00',
      serveTimeMode: '2',
      status: '1',
      storeNature: '1',
      isNearbyStore: '1',
      isPickedup: '1',
      serveSlots: '[]',
      version: '0',
    });
    await waitFor(() =>
      expect(kit.openTab).toHaveBeenCalledWith(
        expect.objectContaining({ path: '/organization/viewDept', query: { id: '13' } }),
      ),
    );
    expect(kit.closeTab).toHaveBeenCalledWith('/organization/createDept');
    expect(kit.setUnsaved).toHaveBeenLastCalledWith('/organization/createDept', false);
  });

  test('[ORG-04] a latitude of 91 is refused on its field and nothing is posted', async () => {
    const { kit, posts } = fakeKit({ '/bmc/dept/getStore.do': saved });
    renderForm(kit, 'edit', '7');
    await waitFor(() => expect(input('org-store-edit_storename').value).toBe('West Lake'));
    fireEvent.change(input('org-store-edit_longitude'), { target: { value: '120.1' } });
    fireEvent.change(input('org-store-edit_latitude'), { target: { value: '91' } });
    await act(async () => fireEvent.click(screen.getByText('common.save')));
    await waitFor(() => expect(screen.getByText(/org\.stores\.errors\.coordinate.*"max":90/)).toBeTruthy());
    expect(posts).toEqual([]);
  });

  test("[ORG-04] the server's fieldErrors land on their fields and slots; a stale version offers to reload", async () => {
    let save = 0;
    const { kit, posts } = fakeKit({
      '/bmc/dept/getStore.do': saved,
      '/bmc/dept/saveDept.do': () => {
        save += 1;
        return save === 1
          ? new CallError({
              code: '4220',
              msg: 'Check the fields',
              fieldErrors: [
                { field: 'leaderOnePhone', msg: 'Phone refused by server' },
                { field: 'serveSlots.0.end', msg: 'Slot refused by server' },
              ],
            })
          : new CallError({ code: '4009', msg: 'Changed by someone else' });
      },
    });
    renderForm(kit, 'edit', '8');
    await waitFor(() => expect(input('org-store-edit_storename').value).toBe('West Lake'));
    fireEvent.change(input('org-store-edit_storename'), { target: { value: 'West Lake 2' } });
    await act(async () => fireEvent.click(screen.getByText('common.save')));
    await waitFor(() => expect(screen.getByText('Phone refused by server')).toBeTruthy());
    expect(screen.getByText('Slot refused by server')).toBeTruthy();
    expect(posts[0]!.body).toMatchObject({ id: '7', version: '3', storename: 'West Lake 2' });

    await act(async () => fireEvent.click(screen.getByText('common.save')));
    await waitFor(() => expect(screen.getByText('Changed by someone else')).toBeTruthy());
    expect(screen.getByText('org.stores.form.staleReload')).toBeTruthy();
  });

  test('[ORG-04] the view shows the store read-only with an Edit button', async () => {
    const { kit } = fakeKit({ '/bmc/dept/getStore.do': saved });
    renderForm(kit, 'view', '7');
    await waitFor(() => expect(input('org-store-view_storename').value).toBe('West Lake'));
    expect(input('org-store-view_storename').disabled).toBe(true);
    expect(screen.queryByText('common.save')).toBeNull();
    await act(async () => fireEvent.click(screen.getByText('common.edit')));
    expect(kit.openTab).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/organization/editDept', query: { id: '7' } }),
    );
  });

  test('[ORG-04] a store that cannot be loaded shows the reason and a Retry', async () => {
    let calls = 0;
    const { kit } = fakeKit({
      '/bmc/dept/getStore.do': () => {
        calls += 1;
        return calls === 1 ? new CallError({ code: '4004', msg: 'No such store' }) : saved;
      },
    });
    renderForm(kit, 'edit', '10');
    await waitFor(() => expect(screen.getByText('No such store')).toBeTruthy());
    await act(async () => fireEvent.click(screen.getByText('common.retry')));
    await waitFor(() => expect(input('org-store-edit_storename').value).toBe('West Lake'));
  });
});
