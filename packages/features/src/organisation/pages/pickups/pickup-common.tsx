import { Tag, Tooltip } from 'antd';
import type { PickupPoint } from '@rcadmin/contract';
import type { HostKit } from '../../../host-kit';
import { openPlacePage } from '../franchisees/place-common';

/** Opens a pickup point's view, or its form (a new one without a point). */
export const openPickup = (kit: HostKit, page: 'view' | 'form', pickup?: Pick<PickupPoint, 'id' | 'name'>) =>
  openPlacePage(
    kit,
    page === 'view' ? 'pickupView' : 'pickupForm',
    pickup ? { id: pickup.id } : undefined,
    pickup
      ? kit.t(page === 'view' ? 'org.places.pickup.viewTitle' : 'org.places.pickup.editTitle', {
          name: pickup.name,
        })
      : undefined,
  );

/** 'HH:mm-HH:mm', '' when not set. */
export const hoursText = (pickup: Pick<PickupPoint, 'openTime' | 'closeTime'>) =>
  pickup.openTime && pickup.closeTime ? `${pickup.openTime}-${pickup.closeTime}` : '';

/** 'lng, lat', '' when not located. */
export const locationText = (pickup: Pick<PickupPoint, 'longitude' | 'latitude'>) =>
  pickup.longitude && pickup.latitude ? `${pickup.longitude}, ${pickup.latitude}` : '';

/** The flag of a point lying outside its store's fence (nothing when inside or unknown). */
export function OutsideFenceTag({ kit, outside }: { kit: HostKit; outside: boolean | null }) {
  if (outside !== true) return null;
  return (
    <Tooltip title={kit.t('org.places.pickup.outsideFenceHint')}>
      <Tag color="red" data-testid="outside-fence">
        {kit.t('org.places.pickup.outsideFence')}
      </Tag>
    </Tooltip>
  );
}
