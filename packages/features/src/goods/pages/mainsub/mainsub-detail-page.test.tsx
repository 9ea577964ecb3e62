import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import { CallError } from '../../../host-kit';
import { testKitWith, type Handler } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import MainSubDetailPage from './mainsub-detail-page';

afterEach(cleanup);

const pair = {
  mainSkuId: '1',
  mainSkuName: 'Milk 250ml×24',
  mainBarCode: '6901',
  mainMeaUnit: 'case',
  subs: [{ skuId: '2', skuName: 'Milk 250ml', barCode: '6902', meaUnit: 'box', ratio: '24' }],
};

function renderDetail(save: Handler) {
  const kit = testKitWith(goodsLocales, {
    [calls.mainSubGet.path]: () => pair,
    [calls.goodsQueryList.path]: () => ({ list: [], total: 0 }),
    [calls.mainSubSave.path]: save,
  });
  render(
    <MemoryRouter initialEntries={['/?mainSkuId=1']}>
      <MainSubDetailPage kit={kit} />
    </MemoryRouter>,
  );
  return kit;
}

const ratio = () => screen.getByLabelText('Ratio Milk 250ml') as HTMLInputElement;

describe('the main/sub detail', () => {
  it('[GOODS-10] shows the main goods and its subs; a sub without its ratio is refused before sending; the save sends each sub’s ratio', async () => {
    const save = vi.fn<Handler>((_, body) => ({ ...pair, subs: [{ ...pair.subs[0]!, ratio: '12' }], body }));
    const kit = renderDetail(save);
    const facts = within(
      (await screen.findByText('Milk 250ml×24')).closest('.ant-descriptions') as HTMLElement,
    );
    expect(facts.getByText('case')).toBeTruthy();
    await waitFor(() => expect(ratio().value).toBe('24.000'));

    fireEvent.change(ratio(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a ratio above 0')).toBeTruthy();
    expect(save).not.toHaveBeenCalled();

    fireEvent.change(ratio(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save.mock.calls[0]?.[1]).toEqual({ mainSkuId: '1', subs: [{ skuId: '2', ratio: '12' }] }),
    );
    expect(kit.notify).toHaveBeenCalledWith('success', 'Saved');
    expect(screen.queryByText('Enter a ratio above 0')).toBeNull();
  });

  it('[GOODS-10] says a refused sub with its name; without subs the save is refused before sending', async () => {
    const save = vi.fn<Handler>(() => {
      throw new CallError({
        code: '4220',
        msg: 'Check',
        fieldErrors: [{ field: 'subs.0.ratio', msg: 'Too large' }],
      });
    });
    renderDetail(save);
    await waitFor(() => expect(ratio().value).toBe('24.000'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Milk 250ml: Too large')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one sub goods')).toBeTruthy();
    expect(save).toHaveBeenCalledTimes(1);
  });
});
