import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryField, SupplierField } from './remote-fields';

afterEach(cleanup);

const SUPPLIERS = [{ supplierId: '1', name: 'North Farm' }] as Parameters<
  typeof SupplierField
>[0]['suppliers'];

describe('the goods form’s named selects', () => {
  it('shows the chosen item by its name when the options do not list it, and a pick reports its name', async () => {
    const onChange = vi.fn();
    const onPick = vi.fn();
    render(
      <SupplierField
        suppliers={SUPPLIERS}
        value="9"
        name="Old Mill"
        placeholder="Choose"
        onChange={onChange}
        onPick={onPick}
      />,
    );
    expect(screen.getByText('Old Mill')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('North Farm'));
    expect(onChange).toHaveBeenCalledWith('1');
    expect(onPick).toHaveBeenCalledWith('1', 'North Farm');
  });

  it('the category cascader lists the tree by name, a leaf has no further column, and a pick reports the path and the name', async () => {
    const onChange = vi.fn();
    const onPick = vi.fn();
    const tree = [
      { categoryId: '1', name: 'Drinks', children: [{ categoryId: '11', name: 'Tea', children: [] }] },
    ] as unknown as Parameters<typeof CategoryField>[0]['tree'];
    render(<CategoryField tree={tree} placeholder="Choose" onChange={onChange} onPick={onPick} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('Drinks'));
    fireEvent.click(await screen.findByText('Tea'));
    expect(onChange).toHaveBeenLastCalledWith(['1', '11']);
    expect(onPick).toHaveBeenLastCalledWith('11', 'Tea');
    expect(document.querySelectorAll('.ant-cascader-menu')).toHaveLength(2);
  });
});
