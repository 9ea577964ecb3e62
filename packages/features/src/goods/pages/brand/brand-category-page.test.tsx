import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { calls } from '@rcadmin/contract/wire';
import { testKitWith } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import BrandCategoryPage from './brand-category-page';

afterEach(cleanup);

const FOOD = { brandCategoryId: '7', name: 'Food', sortOrder: 3, brandCount: 2 };

function setup(save: (body: unknown) => unknown) {
  const saved: unknown[] = [];
  const kit = testKitWith(goodsLocales, {
    [calls.brandCategoryList.path]: () => [FOOD],
    [calls.brandCategorySave.path]: (_query, body) => {
      saved.push(body);
      return save(body);
    },
  });
  render(
    <MemoryRouter>
      <BrandCategoryPage kit={kit} />
    </MemoryRouter>,
  );
  return { kit, saved };
}

describe('the brand category page', () => {
  it('saves a renamed category with its id and sort order, and says so', async () => {
    const { kit, saved } = setup(() => ({ brandCategoryId: '7' }));
    const row = (await screen.findByText('Food')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Category name');
    expect(name).toHaveProperty('value', 'Food');
    fireEvent.change(name, { target: { value: ' Snacks ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ brandCategoryId: '7', name: 'Snacks', sortOrder: '3' }]));
    await waitFor(() => expect(kit.notify).toHaveBeenCalledWith('success', 'Saved'));
  });

  it('asks for a name, and puts a refusal of the name on its field', async () => {
    const { saved } = setup(() => {
      throw Object.assign(new Error('taken'), {
        code: '4001',
        msg: 'Invalid',
        fieldErrors: [{ field: 'name', msg: 'The name is taken' }],
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter Category name')).toBeTruthy();
    expect(saved).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Category name'), { target: { value: 'Drinks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The name is taken')).toBeTruthy();
    expect(saved).toEqual([{ name: 'Drinks' }]);
  });
});
