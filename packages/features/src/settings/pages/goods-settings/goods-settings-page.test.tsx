import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { GoodsUnit, PropertyTemplate } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { CallError } from '../../../host-kit';
import { testKitWith } from '../../../shared/test-kit';
import { settingsLocales } from '../../locales';
import GoodsSettingsPage from './goods-settings-page';

afterEach(cleanup);

const refusal = (code: string, msg: string, fieldErrors?: { field: string; msg: string }[]) =>
  new CallError({ code, msg, ...(fieldErrors ? { fieldErrors } : {}) });

function renderAt(kit: ReturnType<typeof testKitWith>, query = '') {
  render(
    <MemoryRouter initialEntries={[`/setting/baseDocument/index${query}`]}>
      <GoodsSettingsPage kit={kit} />
    </MemoryRouter>,
  );
}

const dialog = () => screen.findByRole('dialog');

describe('goods settings page', () => {
  it('[SET-02] lists the units, adds one, and shows a refused delete with the server’s reason', async () => {
    const units: GoodsUnit[] = [
      { unitId: '1', name: '个' },
      { unitId: '2', name: '支' },
    ];
    const saved: unknown[] = [];
    const kit = testKitWith(settingsLocales, {
      [calls.unitList.path]: () => ({ list: units.map((unit) => ({ ...unit })), builtIn: false }),
      [calls.unitSave.path]: (_, body) => {
        saved.push(body);
        const unit = { unitId: '3', name: (body as { name: string }).name };
        units.push(unit);
        return unit;
      },
      [calls.unitDelete.path]: () => {
        throw refusal(
          '4092',
          'The unit "个" is used by 12 goods items (including the recycle bin) and cannot be deleted.',
        );
      },
    });
    renderAt(kit);
    expect(await screen.findByRole('heading', { name: 'Goods settings' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Units', selected: true })).toBeTruthy();
    await screen.findByText('支');

    fireEvent.click(screen.getByRole('button', { name: 'Add unit' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('Unit name'), { target: { value: ' 提 ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ unitId: '', name: '提' }]));
    expect(await screen.findByText('提')).toBeTruthy();
    expect(kit.notify).toHaveBeenCalledWith('success', 'Saved');

    fireEvent.click(screen.getByRole('button', { name: 'Delete 个' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('is used by 12 goods items');
    // The refusal is the page's to show: the post was silent.
    expect(kit.http.post).toHaveBeenCalledWith(calls.unitDelete.path, { unitId: '1' }, { silent: true });
  });

  it('[SET-02] a save the server refuses shows its reason on the field; the form asks for a name first', async () => {
    const kit = testKitWith(settingsLocales, {
      [calls.unitList.path]: () => ({ list: [{ unitId: '1', name: '个' }], builtIn: false }),
      [calls.unitSave.path]: () => {
        throw refusal('4091', 'A unit named "个" already exists.', [
          { field: 'name', msg: 'A unit named "个" already exists.' },
        ]);
      },
    });
    renderAt(kit);
    await screen.findByText('个');
    fireEvent.click(screen.getByRole('button', { name: 'Edit 个' }));
    const form = await dialog();
    const name = within(form).getByLabelText('Unit name') as HTMLInputElement;
    expect(name.value).toBe('个');
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter the Unit name')).toBeTruthy();
    fireEvent.change(name, { target: { value: '个' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('A unit named "个" already exists.')).toBeTruthy();
    expect(kit.http.post).toHaveBeenCalledWith(
      calls.unitSave.path,
      { unitId: '1', name: '个' },
      { silent: true },
    );
  });

  it('[SET-02] tax rates: the built-in list is explained and has no actions; rates above 100 are refused in the form', async () => {
    const kit = testKitWith(settingsLocales, {
      [calls.taxRateList.path]: () => ({
        list: ['0', '6', '13'].map((rate) => ({ taxRateId: '', rate })),
        builtIn: true,
      }),
      [calls.taxRateSave.path]: (_, body) => ({ taxRateId: '9', ...(body as object) }),
    });
    renderAt(kit, '?tab=taxRates');
    expect(await screen.findByText('13%')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Tax rates', selected: true })).toBeTruthy();
    expect(screen.getByText(/These are the built-in entries the goods form offers/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete 13%' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add tax rate' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('Tax rate (%)'), { target: { value: '101' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Enter 0 to 100 with at most two decimals')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Tax rate (%)'), { target: { value: '6.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(kit.http.post).toHaveBeenCalledWith(
        calls.taxRateSave.path,
        { taxRateId: '', rate: '6.5' },
        { silent: true },
      ),
    );
  });

  it('[SET-02] property templates: an edit sends the values and the version read; a stale one says so', async () => {
    const template: PropertyTemplate = { templateId: '4', name: '颜色', values: ['红', '蓝'], version: 3 };
    const kit = testKitWith(settingsLocales, {
      [calls.propertyTemplateList.path]: () => [template],
      [calls.propertyTemplateSave.path]: () => {
        throw refusal(
          '4009',
          'The property template "颜色" was changed by someone else: reload it and try again.',
        );
      },
    });
    renderAt(kit, '?tab=templates');
    expect(await screen.findByText('蓝')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit 颜色' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('Property name'), { target: { value: '色彩' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/was changed by someone else/)).toBeTruthy();
    expect(kit.http.post).toHaveBeenCalledWith(
      calls.propertyTemplateSave.path,
      { templateId: '4', name: '色彩', values: ['红', '蓝'], version: 3 },
      { silent: true, json: true },
    );
  });

  it('[SET-02] barcode prefixes and suppliers have their own tabs, opened from the address', async () => {
    const kit = testKitWith(settingsLocales, {
      [calls.barPrefixRuleList.path]: () => ({
        list: [{ ruleId: '1', type: 3, prefix: '27', name: '称重码', codeLength: 13 }],
        builtIn: false,
      }),
      [calls.supplierList.path]: () => [{ supplierId: '5', code: 'SUP001', name: '杭州百联' }],
    });
    renderAt(kit, '?tab=prefixes');
    expect(await screen.findByText('Weighing code')).toBeTruthy();
    expect(screen.getByText('13 digits')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Suppliers' }));
    expect(await screen.findByText('杭州百联')).toBeTruthy();
    expect(screen.getByText('SUP001')).toBeTruthy();
  });
});
