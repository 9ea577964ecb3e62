import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryTreeNode } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { CallError } from '../../../host-kit';
import { testKitWith, type Handler } from '../../../shared/test-kit';
import { goodsLocales } from '../../locales';
import CategoryPage from './category-page';

afterEach(cleanup);

const category = (
  categoryId: string,
  code: string,
  name: string,
  level: number,
  children: CategoryTreeNode[] = [],
): CategoryTreeNode => ({
  categoryId,
  code,
  name,
  level,
  parentId: '',
  sortOrder: 0,
  skuCount: level,
  children,
});

const tree = () => [
  category('1', '01', '食品', 1, [
    category('11', '0101', '休闲零食', 2, [category('111', '010101', '膨化食品', 3)]),
  ]),
];

function renderPage(save: Handler, remove: Handler = () => true) {
  const kit = testKitWith(goodsLocales, {
    [calls.categoryTree.path]: tree,
    [calls.categorySave.path]: save,
    [calls.categoryDelete.path]: remove,
  });
  render(<CategoryPage kit={kit} />);
  return kit;
}

describe('the category page', () => {
  it('[GOODS-10] shows the tree with codes and counts; adds a subcategory under its parent; a refused code lands on its field', async () => {
    const save = vi
      .fn<Handler>()
      .mockImplementationOnce(() => {
        throw new CallError({
          code: '4090',
          msg: 'Check',
          fieldErrors: [{ field: 'code', msg: 'The category code "010101" is already in use.' }],
        });
      })
      .mockImplementation(() => ({ categoryId: '12' }));
    const kit = renderPage(save);
    expect(await screen.findByTestId('category-010101')).toBeTruthy();
    expect(screen.getByTestId('category-0101').textContent).toContain('2 goods');
    // Three levels at most: the third level takes no subcategory.
    expect(screen.queryByRole('button', { name: 'New subcategory 膨化食品' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'New subcategory 食品' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('New category · 食品')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Category name'), { target: { value: ' 饮料 ' } });
    fireEvent.change(within(dialog).getByLabelText('Category code'), { target: { value: '010101' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The category code "010101" is already in use.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Category code'), { target: { value: '0102' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]?.[1]).toEqual({ parentId: '1', name: '饮料', code: '0102' });
    expect(kit.notify).toHaveBeenCalledWith('success', 'Category created');
  });

  it('[GOODS-10] renames a category with its code; deleting asks first', async () => {
    const save = vi.fn<Handler>(() => ({ categoryId: '11' }));
    const remove = vi.fn<Handler>(() => true);
    const kit = renderPage(save, remove);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename 休闲零食' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Category name') as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('休闲零食'));
    fireEvent.change(name, { target: { value: '零食' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(save.mock.calls[0]?.[1]).toEqual({ categoryId: '11', name: '零食', code: '0101' }),
    );
    expect(kit.notify).toHaveBeenCalledWith('success', 'Category renamed');

    fireEvent.click(screen.getByRole('button', { name: 'Delete 膨化食品' }));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm.textContent).toContain('Delete the category "膨化食品"?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove.mock.calls[0]?.[1]).toEqual({ categoryId: '111' }));
    await waitFor(() => expect(kit.notify).toHaveBeenCalledWith('success', 'Category deleted'));
  });
});
