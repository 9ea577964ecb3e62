import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SupplierField } from './remote-fields';

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
});
