import { TIME_ZONE_COOKIE, TIME_ZONE_HEADER, resolveTimeZone } from '@rcadmin/contract';
import type { FastifyRequest } from 'fastify';
import type { Repositories } from '../repositories';

/**
 * The zone a request's times are written in (an export's time cells): the tenant's `timeZone`
 * parameter, or for `browser` the zone the shell names in its x-time-zone header (or, for a
 * download the browser fetches itself, its rcTimeZone cookie); Asia/Shanghai when none names a
 * known zone.
 */
export async function timeZoneOf(
  repos: Pick<Repositories, 'sysParams'>,
  request: FastifyRequest,
  tenantId: number,
): Promise<string> {
  const values = await repos.sysParams.values(tenantId);
  const header = request.headers[TIME_ZONE_HEADER];
  const named = typeof header === 'string' ? header : request.cookies[TIME_ZONE_COOKIE];
  return resolveTimeZone(values.get('timeZone'), named);
}

/** A column header that names the zone its times are in: 'Time (Asia/Shanghai)'. */
export const zonedHeader = (header: string, zone: string) => `${header} (${zone})`;
