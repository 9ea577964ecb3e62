import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import { testKitWith } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import AdjustmentListPage from './adjustment-list-page';

afterEach(cleanup);

const order = (id: string, status: string) => ({
  id,
  orderNo: `TJ${id}`,
  status,
  effectiveAt: '',
  appliedAt: '',
  allStores: true,
  storeCount: 0,
  itemCount: 1,
  createdBy: 'admin',
  createdAt: '',
});

describe('the price adjustment list', () => {
  it('[GOODS-10] offers each order’s actions in its state; a draft is submitted after a confirmation', async () => {
    const submitted: unknown[] = [];
    const kit = testKitWith(goodsLocales, {
      [calls.adjustmentQueryList.path]: () => ({
        list: [order('1', 'draft'), order('2', 'pending'), order('3', 'effective')],
        total: 3,
      }),
      [calls.adjustmentSubmit.path]: (query) => {
        submitted.push(query);
        return {};
      },
    });
    render(
      <MemoryRouter>
        <AdjustmentListPage kit={kit} />
      </MemoryRouter>,
    );
    const actionsOf = async (orderNo: string) =>
      within((await screen.findByRole('button', { name: orderNo })).closest('tr')!)
        .getAllByRole('button')
        .map((button) => button.textContent)
        .slice(1);
    expect(await actionsOf('TJ1')).toEqual(['View', 'Edit', 'Submit', 'Cancel order']);
    expect(await actionsOf('TJ2')).toEqual(['View', 'Cancel order']);
    expect(await actionsOf('TJ3')).toEqual(['View']);
    const draft = screen.getByRole('button', { name: 'TJ1' }).closest('tr')!;
    fireEvent.click(within(draft).getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitted).toEqual([{ id: '1' }]));
  });
});
