import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import { testKitWith } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import AdjustmentViewPage from './adjustment-view-page';

afterEach(cleanup);

describe('the price adjustment view', () => {
  it('[GOODS-10] shows the order’s facts (its times on the tenant’s clock) and its rows', async () => {
    const kit = testKitWith(goodsLocales, {
      [calls.adjustmentGet.path]: () => ({
        id: '3',
        orderNo: 'TJ3',
        status: 'pending',
        effectiveAt: '',
        appliedAt: '',
        allStores: false,
        stores: [
          { storeId: '1', storeName: 'East' },
          { storeId: '2', storeName: 'West' },
        ],
        createdBy: 'admin',
        createdAt: '2026-11-28T20:05:09.000Z',
        remark: 'Paper down',
        version: 1,
        items: [{ skuId: '5', skuName: 'Tissue', barCode: '6905', oldPrice: '2.00', newPrice: '1.50' }],
      }),
    });
    render(
      <MemoryRouter initialEntries={['/?id=3']}>
        <AdjustmentViewPage kit={kit} />
      </MemoryRouter>,
    );
    const facts = within((await screen.findByText('Paper down')).closest('.ant-descriptions') as HTMLElement);
    expect(facts.getByText('TJ3')).toBeTruthy();
    expect(facts.getByText('Pending')).toBeTruthy();
    expect(facts.getByText('East, West')).toBeTruthy();
    expect(facts.getByText('admin')).toBeTruthy();
    // The tenant's zone is Asia/Shanghai, whatever the browser's.
    expect(facts.getByText('2026-11-29 04:05:09')).toBeTruthy();
    expect(screen.getByTestId('price-5').textContent).toBe('2.00 → 1.50');
    expect(screen.getByText('-0.50')).toBeTruthy();
  });
});
