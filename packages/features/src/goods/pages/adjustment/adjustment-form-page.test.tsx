import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import { CallError } from '../../../host-kit';
import { testKitWith, type Handler } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import AdjustmentFormPage from './adjustment-form-page';

afterEach(cleanup);

const EFFECTIVE = '2099-06-01T08:00:00.000Z';

const draft = {
  id: '4',
  orderNo: 'TJ4',
  status: 'draft',
  effectiveAt: EFFECTIVE,
  appliedAt: '',
  allStores: false,
  stores: [{ storeId: '1', storeName: 'East' }],
  createdBy: 'admin',
  createdAt: '',
  remark: 'Paper down',
  version: 2,
  items: [
    { skuId: '5', skuName: 'Tissue', barCode: '6905', oldPrice: '2.00', newPrice: '1.50' },
    { skuId: '6', skuName: 'Towel', barCode: '6906', oldPrice: '3.00', newPrice: '2.75' },
  ],
};

function renderForm(save: Handler, order: object = draft) {
  const kit = testKitWith(goodsLocales, {
    [calls.adjustmentGet.path]: () => order,
    [calls.goodsQueryStoreList.path]: () => [{ storeId: '1', storeName: 'East', storeCode: 'E1' }],
    [calls.dataScope.path]: () => ({ allStores: true }),
    [calls.goodsQueryList.path]: () => ({ list: [], total: 0 }),
    [calls.adjustmentSave.path]: save,
  });
  render(
    <MemoryRouter initialEntries={['/?id=4']}>
      <AdjustmentFormPage kit={kit} />
    </MemoryRouter>,
  );
  return kit;
}

const newPrice = (sku: string) => screen.getByLabelText(`New price ${sku}`) as HTMLInputElement;

describe('the price adjustment form', () => {
  it('[GOODS-10] edits a draft: a row without its new price is refused before sending; the save names the version, the stores and the rows, and the order opens in its view', async () => {
    const save = vi.fn<Handler>(() => ({ id: '4' }));
    const kit = renderForm(save);
    expect(await screen.findByRole('heading', { name: 'Edit price adjustment · TJ4' })).toBeTruthy();
    await waitFor(() => expect(newPrice('Tissue').value).toBe('1.50'));

    fireEvent.change(newPrice('Towel'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and submit' }));
    expect(await screen.findByText('Enter the new price')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(newPrice('Towel'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and submit' }));
    await waitFor(() =>
      expect(save.mock.calls[0]?.[1]).toEqual({
        id: '4',
        version: 2,
        effectiveAt: EFFECTIVE,
        allStores: false,
        storeIds: ['1'],
        remark: 'Paper down',
        items: [
          { skuId: '5', newPrice: '1.5' },
          { skuId: '6', newPrice: '2.5' },
        ],
        submit: true,
      }),
    );
    expect(kit.notify).toHaveBeenCalledWith('success', 'Order submitted');
    expect(kit.openTab).toHaveBeenCalledWith(expect.objectContaining({ query: { id: '4' } }));
  });

  it('[GOODS-10] says a refused row with its SKU’s name; an order no longer a draft is shown read-only', async () => {
    renderForm(() => {
      throw new CallError({
        code: '4220',
        msg: 'Check',
        fieldErrors: [{ field: 'items.1.newPrice', msg: 'Below the minimum price' }],
      });
    });
    await waitFor(() => expect(newPrice('Towel').value).toBe('2.75'));
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Towel: Below the minimum price')).toBeTruthy();
    cleanup();

    renderForm(() => ({ id: '4' }), { ...draft, status: 'pending' });
    expect(await screen.findByText('Only a draft can be edited')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).toBeNull();
    expect(newPrice('Tissue').disabled).toBe(true);
  });
});
