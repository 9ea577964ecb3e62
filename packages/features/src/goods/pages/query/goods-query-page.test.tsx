import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import { testKitWith } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import GoodsQueryPage from './goods-query-page';

afterEach(cleanup);

const TEA = { skuId: '1', skuName: 'Tea', barCode: '6901', goodsNo: 'G1', categoryName: 'Drinks' };

describe('the goods query', () => {
  it('asks by the field chosen once Search is pressed, and Reset asks for every SKU', async () => {
    const asked: unknown[] = [];
    const kit = testKitWith(goodsLocales, {
      [calls.goodsQueryList.path]: (query) => {
        asked.push(query);
        return { list: [{ ...TEA, skuReferPrice: '2', saleState: 1, storeCount: 0 }], total: 1 };
      },
    });
    render(
      <MemoryRouter>
        <GoodsQueryPage kit={kit} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('2.00')).toBeTruthy();
    expect(asked).toEqual([{ pageNo: 1, pageSize: 10 }]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Search by' }));
    fireEvent.click(await screen.findByTitle('Barcode'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: ' 6901 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNo: 1, pageSize: 10, barCode: '6901' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNo: 1, pageSize: 10 }));
  });
});
