import { zonedTimeText } from '@rcadmin/contract/wire';
import type { HostKit } from '../host-kit';

/**
 * A server time (ISO 8601) as the tenant's clock reads it, 'YYYY-MM-DD HH:mm:ss' in the zone of
 * its timeZone parameter: the same text its exports' time cells show. '' for no time.
 */
export const shownTime = (kit: Pick<HostKit, 'timeZone'>, iso: string | null | undefined): string =>
  zonedTimeText(iso, kit.timeZone());
