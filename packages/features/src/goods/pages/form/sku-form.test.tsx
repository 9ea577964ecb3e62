import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Code, calls } from '@rcadmin/contract/wire';
import { CallError } from '../../../host-kit';
import { testKitWith, type Handler } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import { closeSkuDraft, skuDraftDefaults, skuDrafts } from '../../stores/sku-draft';
import { SKU_FORM_PAGES } from './sku-form';

afterEach(() => {
  cleanup();
  for (const key of Object.keys(skuDrafts)) closeSkuDraft(key);
});

/** A SKU that may be saved off sale: its prices entered, an EAN-13 with its right check digit. */
const SKU = {
  ...skuDraftDefaults('0'),
  barCode: '6900000000007',
  meaUnit: '个',
  skuReferPrice: '12.50',
  skuPurchPrice: '8',
  saleState: 0 as const,
};

/** The goods form at its address, under a data router (Back asks through its blocker). */
function renderForm(routes: Record<string, Handler>, address: string) {
  const kit = testKitWith(goodsLocales, routes);
  const router = createMemoryRouter(
    [
      { path: '/goods/index/create', element: <SKU_FORM_PAGES.goodsCreate kit={kit} /> },
      { path: '/goods/index/edit/:id', element: <SKU_FORM_PAGES.goodsEdit kit={kit} /> },
    ],
    { initialEntries: [address] },
  );
  render(<RouterProvider router={router} />);
  return kit;
}

const name = () => screen.getByLabelText('Name') as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const ready = () => waitFor(() => expect(saveButton().disabled).toBe(false));

// Every step of the form is rendered (for its rules): heavy under happy-dom on a busy machine.
configure({ asyncUtilTimeout: 20_000 });

describe('the goods form', { timeout: 60_000 }, () => {
  it('[GOODS-02] [GOODS-04] a new good starts from initSku.do; a change is unsaved until Save sends the draft and opens its view', async () => {
    const sent: unknown[] = [];
    const kit = renderForm(
      {
        [calls.goodsInitSku.path]: () => SKU,
        [calls.goodsSaveSku.path]: (_query, body) => {
          sent.push(body);
          return { skuId: '55', version: 1 };
        },
      },
      '/goods/index/create',
    );
    await ready();
    fireEvent.change(name(), { target: { value: 'Crisps' } });
    await waitFor(() => expect(kit.setUnsaved).toHaveBeenLastCalledWith('/goods/index/create', true));
    expect(screen.getByText('There are unsaved changes')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(kit.closeTab).toHaveBeenCalledWith('/goods/index/create'));
    expect(sent[0]).toMatchObject({
      skuName: 'Crisps',
      barCode: SKU.barCode,
      comb: '0',
      version: 0,
      barCodeCheckOverride: false,
    });
    expect(kit.openTab).toHaveBeenCalledWith(expect.objectContaining({ path: '/goods/index/view/55' }));
    expect(kit.setUnsaved).toHaveBeenLastCalledWith('/goods/index/create', false);
  });

  it('[GOODS-04] a new good with only a name and a barcode is not sent: its prices are required and, on sale, its category', async () => {
    const save = vi.fn<Handler>(() => ({ skuId: '56', version: 1 }));
    renderForm(
      { [calls.goodsInitSku.path]: () => skuDraftDefaults('0'), [calls.goodsSaveSku.path]: save },
      '/goods/index/create',
    );
    await ready();
    expect((screen.getByLabelText('Retail price') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Purchase price') as HTMLInputElement).value).toBe('');
    fireEvent.change(name(), { target: { value: 'Crisps' } });
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '6900000000007' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Please enter Retail price')).toBeTruthy();
    expect(screen.getByText('Please enter Purchase price')).toBeTruthy();
    expect(screen.getByText('A goods item on sale needs a category')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Retail price'), { target: { value: '0' } });
    expect(await screen.findByText('A goods item on sale needs a retail price above 0')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it('[GOODS-07] a barcode whose check digit is wrong warns; Save asks, and a confirmed in-house code is sent as such', async () => {
    const sent: unknown[] = [];
    renderForm(
      {
        [calls.goodsInitSku.path]: () => SKU,
        [calls.goodsQuerySkuByBarCode.path]: () => ({ usedBy: null, library: null }),
        [calls.goodsSaveSku.path]: (_query, body) => {
          sent.push(body);
          return { skuId: '57', version: 1 };
        },
      },
      '/goods/index/create',
    );
    await ready();
    fireEvent.change(name(), { target: { value: 'In-house' } });
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '6901234567893' } });
    expect(
      await screen.findByText(
        'The check digit of this EAN-13 barcode should be 2 (6901234567892): check it, or keep it as an in-house code',
      ),
    ).toBeTruthy();
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Keep a barcode whose check digit is wrong?');
    expect(sent).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep as in-house code' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ barCode: '6901234567893', barCodeCheckOverride: true });
  });

  it('[GOODS-07] a saved in-house barcode (its check digit wrong) is not asked about again when the SKU is edited', async () => {
    const sent: unknown[] = [];
    renderForm(
      {
        [calls.goodsGetSku.path]: () => ({
          ...SKU,
          skuId: '8',
          skuName: 'Own',
          barCode: '6901234567893',
          version: 2,
        }),
        [calls.goodsLoadRate.path]: () => [],
        [calls.goodsSaveSku.path]: (_query, body) => {
          sent.push(body);
          return { skuId: '8', version: 3 };
        },
      },
      '/goods/index/edit/8',
    );
    await waitFor(() => expect(name().value).toBe('Own'));
    fireEvent.change(name(), { target: { value: 'Own 2' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ barCode: '6901234567893', barCodeCheckOverride: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('[GOODS-04] the server’s field errors land on their field and step; a stale save offers to reload', async () => {
    let answer = new CallError({
      code: '4220',
      msg: 'Check the fields',
      fieldErrors: [{ field: 'skuPurchPrice', msg: 'Not below zero' }],
    });
    const getSku = vi.fn<Handler>(() => ({ ...SKU, skuId: '5', skuName: 'Old', version: 2 }));
    renderForm(
      {
        [calls.goodsGetSku.path]: getSku,
        [calls.goodsLoadRate.path]: () => [],
        [calls.goodsSaveSku.path]: () => {
          throw answer;
        },
      },
      '/goods/index/edit/5',
    );
    await waitFor(() => expect(name().value).toBe('Old'));
    fireEvent.change(name(), { target: { value: 'Mine' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Not below zero')).toBeTruthy();
    expect(document.querySelector('.ant-steps-item-process')?.textContent).toContain('Prices & tax');

    answer = new CallError({ code: Code.staleVersion, msg: 'Changed meanwhile.' });
    fireEvent.click(saveButton());
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('someone else saved a newer version');
    getSku.mockReturnValue({ ...SKU, skuId: '5', skuName: 'Theirs', version: 3 });
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(name().value).toBe('Theirs'));
  });

  it('[GOODS-02] the short form: a new good’s essential fields on one page, checked as the steps check them; More details shows the steps with what was entered', async () => {
    const sent: unknown[] = [];
    const kit = renderForm(
      {
        [calls.goodsInitSku.path]: () => ({ ...skuDraftDefaults('0'), saleState: 0 }),
        [calls.goodsQuerySkuByBarCode.path]: () => ({ usedBy: null, library: null }),
        [calls.goodsSaveSku.path]: (_query, body) => {
          sent.push(body);
          return { skuId: '58', version: 1 };
        },
      },
      '/goods/index/create?form=quick',
    );
    await ready();
    expect(document.querySelector('.ant-steps')).toBeNull();
    for (const label of [
      'Name',
      'Barcode',
      'Category',
      'Retail price',
      'Purchase price',
      'Unit',
      'Sale state',
      'Sale mode',
    ])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.queryByLabelText('Brand')).toBeNull();
    expect(screen.queryByLabelText('Short name')).toBeNull();

    fireEvent.change(name(), { target: { value: 'Crisps' } });
    fireEvent.change(screen.getByLabelText('Barcode'), { target: { value: '6901234567893' } });
    expect(await screen.findByText(/The check digit of this EAN-13 barcode should be 2/)).toBeTruthy();
    fireEvent.click(saveButton());
    // Kept as an in-house code, then checked as the steps check: the price is missing.
    fireEvent.click(await screen.findByRole('button', { name: 'Keep as in-house code' }));
    expect(await screen.findByText('Please enter Retail price')).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Retail price'), { target: { value: '4.5' } });
    fireEvent.change(screen.getByLabelText('Purchase price'), { target: { value: '3' } });

    fireEvent.click(screen.getByRole('button', { name: 'More details' }));
    await waitFor(() => expect(document.querySelector('.ant-steps')).toBeTruthy());
    expect(kit.replaceQuery).toHaveBeenLastCalledWith({});
    expect(name().value).toBe('Crisps');
    expect((screen.getByLabelText('Retail price') as HTMLInputElement).value).toBe('4.5');
    expect(screen.getByLabelText('Brand')).toBeTruthy();
    fireEvent.click(saveButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      skuName: 'Crisps',
      barCode: '6901234567893',
      skuReferPrice: '4.5',
      skuPurchPrice: '3',
      barCodeCheckOverride: true,
    });
  });

  it('[GOODS-04] the short form saves what it shows; a server error on a field it does not show opens the steps at that field', async () => {
    let answer: unknown = new CallError({
      code: '4220',
      msg: 'Check the fields',
      fieldErrors: [{ field: 'grossWeight', msg: 'Not a weight' }],
    });
    const sent: unknown[] = [];
    const kit = renderForm(
      {
        [calls.goodsInitSku.path]: () => SKU,
        [calls.goodsSaveSku.path]: (_query, body) => {
          sent.push(body);
          if (answer) throw answer;
          return { skuId: '59', version: 1 };
        },
      },
      '/goods/index/create?form=quick',
    );
    await ready();
    fireEvent.change(name(), { target: { value: 'Biscuits' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Not a weight')).toBeTruthy();
    expect(document.querySelector('.ant-steps-item-process')?.textContent).toContain('Attributes');
    expect(sent[0]).toMatchObject({ skuName: 'Biscuits', skuReferPrice: '12.50', comb: '0' });

    answer = null;
    fireEvent.click(saveButton());
    await waitFor(() =>
      expect(kit.openTab).toHaveBeenCalledWith(expect.objectContaining({ path: '/goods/index/view/59' })),
    );
  });

  it('[GOODS-03] a changed draft shows again as it was when its page comes back, still unsaved', async () => {
    const routes = {
      [calls.goodsGetSku.path]: () => ({ ...SKU, skuId: '6', skuName: 'Old', version: 2 }),
      [calls.goodsLoadRate.path]: () => [],
    };
    renderForm(routes, '/goods/index/edit/6');
    await waitFor(() => expect(name().value).toBe('Old'));
    fireEvent.change(name(), { target: { value: 'Mine' } });
    cleanup();

    const kit = renderForm(routes, '/goods/index/edit/6');
    expect(name().value).toBe('Mine');
    expect(kit.setUnsaved).toHaveBeenLastCalledWith('/goods/index/edit/6', true);
    await waitFor(() =>
      expect(kit.http.get.mock.calls.some(([path]) => path === calls.goodsGetSku.path)).toBe(true),
    );
    expect(name().value).toBe('Mine');
    expect(screen.getByText('There are unsaved changes')).toBeTruthy();
  });
});
