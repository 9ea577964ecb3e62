import { calls } from '@rcadmin/contract/wire';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { testKitWith } from '../../../shared/test-kit';
import { orgLocales } from '../../locales';
import { RoleEditor } from './role-editor';

afterEach(cleanup);

const role = {
  id: 'r-9',
  name: 'Regional HR',
  remark: '',
  grantsAll: false,
  allStores: false,
  resourceCount: 1,
  holderCount: 0,
};

function kitFor(allStores: boolean, userId: string) {
  const kit = testKitWith(orgLocales, {
    [calls.dataScope.path]: () => ({ storeCodes: ['S001'], allStores }),
    [calls.roleSave.path]: (_query, body) => ({ ...role, ...(body as object), allStores: true }),
  });
  return Object.assign(kit, {
    session: () => ({ tenantName: 'Demo', platformNum: '100001', userId, storeCode: 'S001' }),
  });
}

describe('the role dialog', () => {
  test('[SEC-3][ORG-01] a user of every store makes a role reach every store', async () => {
    const kit = kitFor(true, 'wide');
    render(<RoleEditor kit={kit} role={role} onClose={() => undefined} onSaved={() => undefined} />);
    const toggle = await screen.findByRole('switch', { name: 'All stores' });
    await waitFor(() => expect((toggle as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() =>
      expect(kit.http.post).toHaveBeenCalledWith(
        calls.roleSave.path,
        expect.objectContaining({ id: 'r-9', allStores: '1' }),
        expect.anything(),
      ),
    );
  });

  test('[SEC-3][ORG-01] a user of some stores sees the switch disabled and sends no change of it', async () => {
    const kit = kitFor(false, 'scoped');
    render(<RoleEditor kit={kit} role={role} onClose={() => undefined} onSaved={() => undefined} />);
    expect(await screen.findByText(/Only a user who manages every store can change this\./)).toBeTruthy();
    expect((screen.getByRole('switch', { name: 'All stores' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(kit.http.post).toHaveBeenCalled());
    expect(kit.http.post.mock.calls[0]?.[1]).not.toHaveProperty('allStores');
  });

  test('[SEC-3][ORG-01] a role of all pages shows it reaches every store, and the switch is not sent', async () => {
    const kit = kitFor(true, 'wide');
    const admin = { ...role, id: 'r-admin', name: 'Admin', grantsAll: true };
    render(<RoleEditor kit={kit} role={admin} onClose={() => undefined} onSaved={() => undefined} />);
    expect(await screen.findByText("A role of all pages always reaches every store's records.")).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'All stores' }) as HTMLButtonElement;
    expect(toggle.disabled).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(kit.http.post).toHaveBeenCalled());
    expect(kit.http.post.mock.calls[0]?.[1]).not.toHaveProperty('allStores');
  });
});
