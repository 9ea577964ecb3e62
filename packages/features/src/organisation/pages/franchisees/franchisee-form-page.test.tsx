import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Franchisee } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { CallError } from '../../../host-kit';
import { testKit } from '../../shared/test-kit';
import FranchiseeFormPage from './franchisee-form-page';

const east: Franchisee = {
  id: '7',
  code: 'FR-EAST',
  name: 'East partners',
  franchiseeType: 3,
  contactName: 'Wang',
  contactPhone: '010-12345678',
  province: '',
  city: '',
  district: '',
  address: 'No. 1 East Road',
  contractStart: '2026-01-01',
  contractEnd: '2027-12-31',
  status: 1,
  remark: '',
  storeCount: 2,
  version: 3,
};

function formKit(save: (body: Record<string, unknown>) => unknown) {
  return testKit({
    [calls.orgAreaInfo.path]: () => [],
    [calls.franchiseeGet.path]: (query) => ({ ...east, id: String(query?.id) }),
    [calls.franchiseeSave.path]: (_query, body) => save(body as Record<string, unknown>),
  });
}

const renderAt = (kit: ReturnType<typeof formKit>, address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <FranchiseeFormPage kit={kit} />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('createFranchisee', () => {
  it('[ORG-07] edits a franchisee (?id=) and saves it naming the version read', async () => {
    const sent: Record<string, unknown>[] = [];
    const kit = formKit((body) => {
      sent.push(body);
      return { id: '7', version: 4 };
    });
    renderAt(kit, '/organization/createFranchisee?id=7');
    const name = await screen.findByLabelText('Franchisee name');
    expect((name as HTMLInputElement).value).toBe('East partners');
    fireEvent.change(name, { target: { value: 'East partners Ltd' } });
    expect(kit.setUnsaved).toHaveBeenLastCalledWith('/organization/createFranchisee', true);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      id: '7',
      version: '3',
      code: 'FR-EAST',
      name: 'East partners Ltd',
      franchiseeType: '3',
      contactPhone: '010-12345678',
      contractStart: '2026-01-01',
      contractEnd: '2027-12-31',
      status: '1',
    });
    // Saved: the form's tab closes and the list opens.
    await waitFor(() => expect(kit.closeTab).toHaveBeenCalledWith('/organization/createFranchisee'));
    expect(kit.openTab).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/organization/franchiseeIndex' }),
    );
  });

  it('[ORG-07] a malformed phone is refused before sending; the server refusal lands on its field', async () => {
    const sent: Record<string, unknown>[] = [];
    const kit = formKit((body) => {
      sent.push(body);
      throw new CallError({
        code: '4220',
        msg: 'Check the values',
        fieldErrors: [{ field: 'code', msg: 'This code is already used' }],
      });
    });
    renderAt(kit, '/organization/createFranchisee');
    fireEvent.change(await screen.findByLabelText('Franchisee code'), { target: { value: 'FR-NEW' } });
    fireEvent.change(screen.getByLabelText('Franchisee name'), { target: { value: 'New partners' } });
    fireEvent.change(screen.getByLabelText('Contact phone'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a mobile or a landline number (e.g. 010-12345678)')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Contact phone'), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This code is already used')).toBeTruthy();
    expect(sent[0]).toMatchObject({ id: '', version: '0', code: 'FR-NEW', franchiseeType: '2' });
    expect(kit.closeTab).not.toHaveBeenCalled();
  });
});
