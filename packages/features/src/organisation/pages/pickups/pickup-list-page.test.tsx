import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PickupPoint } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { testKit } from '../../shared/test-kit';
import PickupListPage from './pickup-list-page';

const point = (id: string, name: string, outsideFence: boolean | null): PickupPoint => ({
  id,
  code: `PK${id}`,
  name,
  storeId: '3',
  storeName: 'East store',
  province: '',
  city: '',
  district: '',
  address: 'Gate road',
  longitude: '116.4',
  latitude: '39.9',
  contactPhone: '',
  openTime: '08:00',
  closeTime: '21:00',
  status: 1,
  remark: '',
  version: 2,
  outsideFence,
});

const inside = point('1', 'Near gate', false);
const outside = point('2', 'Far gate', true);

afterEach(cleanup);

describe('PickUpIndex', () => {
  it('[ORG-08] flags the points outside their store fence and deletes a point after confirming', async () => {
    const deleted: unknown[] = [];
    const kit = testKit({
      [calls.storeQueryAll.path]: () => ({ list: [], total: 0 }),
      [calls.pickupPageList.path]: () => ({ list: [inside, outside], total: 2 }),
      [calls.fenceOutsidePickups.path]: () => [outside],
      [calls.pickupDelete.path]: (query) => {
        deleted.push(query);
        return true;
      },
    });
    render(
      <MemoryRouter initialEntries={['/organization/PickUpIndex']}>
        <PickupListPage kit={kit} />
      </MemoryRouter>,
    );
    const farRow = (await screen.findByText('Far gate')).closest('tr')!;
    const nearRow = screen.getByText('Near gate').closest('tr')!;
    expect(within(farRow).getByTestId('outside-fence').textContent).toBe('Outside fence');
    expect(within(nearRow).queryByTestId('outside-fence')).toBeNull();
    expect(within(farRow).getByText('08:00-21:00')).toBeTruthy();
    expect(await screen.findByText("Pickup points outside their store's electronic fence: 1")).toBeTruthy();

    fireEvent.click(within(nearRow).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByText('Delete pickup point "Near gate"?');
    const tooltip = confirm.closest('.ant-popover, .ant-popconfirm') as HTMLElement;
    fireEvent.click(within(tooltip).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([{ id: '1', version: 2 }]));
    expect(kit.notify).toHaveBeenCalledWith('success', 'Deleted');
  });
});
