import circle from '@turf/circle';
import turfDestination from '@turf/destination';
import distance from '@turf/distance';
import gcoord from 'gcoord';
import type { FenceCircle, FenceCollection, FenceFeature, FencePolygon, LngLat } from '@rcadmin/contract';

/** Pure geometry of the maps: circles, typed coordinates, ranges, datum shifts. No DOM. */

export const EMPTY_FENCE: FenceCollection = { type: 'FeatureCollection', features: [] };
/** The radius a fence circle may have, in metres (the server's range). */
export const CIRCLE_RADIUS = { min: 10, max: 50_000 } as const;
/** The most areas a fence holds. */
export const MAX_FENCE_AREAS = 20;
/** A coordinate rounded as the maps keep it (7 decimals: about 1 cm). */
export const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** Great-circle distance in metres. */
export const distanceMetres = (from: LngLat, to: LngLat): number => distance(from, to, { units: 'meters' });

/** The point `metres` away from `from` along `bearing` (degrees from north). */
function destination(from: LngLat, metres: number, bearing: number): LngLat {
  const [lng, lat] = turfDestination(from, metres, bearing, { units: 'meters' }).geometry.coordinates;
  return [round7(lng!), round7(lat!)];
}

/** A circle as a closed ring of `steps` positions (for drawing engines that only know polygons). */
export const circleRing = (centre: LngLat, radiusMetres: number, steps = 64): LngLat[] =>
  circle(centre, radiusMetres, { steps, units: 'meters' }).geometry.coordinates[0]!.map(
    ([lng, lat]) => [round7(lng!), round7(lat!)] as LngLat,
  );

/** A ring's positions without the closing one. */
const openRing = (ring: readonly LngLat[]): LngLat[] => {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1]
    ? ring.slice(0, -1)
    : [...ring];
};

/**
 * The circle a circle-shaped ring stands for: its centre (the mean of its positions) and its
 * radius (the mean distance to them, to the metre).
 */
export function circleFromRing(ring: readonly LngLat[]): { centre: LngLat; radius: number } {
  const points = openRing(ring);
  const centre: LngLat = [
    round7(points.reduce((sum, point) => sum + point[0], 0) / points.length),
    round7(points.reduce((sum, point) => sum + point[1], 0) / points.length),
  ];
  const radius = Math.round(
    points.reduce((sum, point) => sum + distanceMetres(centre, point), 0) / points.length,
  );
  return { centre, radius };
}

export const polygonFeature = (ring: readonly LngLat[]): FencePolygon => {
  const points = openRing(ring).map(([lng, lat]) => [round7(lng), round7(lat)] as LngLat);
  return {
    type: 'Feature',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [[...points, points[0]!]] },
  };
};

export const circleFeature = (centre: LngLat, radius: number): FenceCircle => ({
  type: 'Feature',
  properties: { radius },
  geometry: { type: 'Point', coordinates: [round7(centre[0]), round7(centre[1])] },
});

export const isCircle = (feature: FenceFeature): feature is FenceCircle => feature.geometry.type === 'Point';

/** A longitude in range, as a number ('' or out of range: null). */
export function parseLongitude(text: string | number | null | undefined): number | null {
  const value = typeof text === 'number' ? text : Number.parseFloat(String(text ?? '').trim());
  return Number.isFinite(value) && value >= -180 && value <= 180 && String(text ?? '').trim() !== ''
    ? value
    : null;
}

/** A latitude in range, as a number ('' or out of range: null). */
export function parseLatitude(text: string | number | null | undefined): number | null {
  const value = typeof text === 'number' ? text : Number.parseFloat(String(text ?? '').trim());
  return Number.isFinite(value) && value >= -90 && value <= 90 && String(text ?? '').trim() !== ''
    ? value
    : null;
}

/** A located point as forms hold it: decimal degrees as text (WGS84), '' when not located. */
export interface PointValue {
  longitude: string;
  latitude: string;
}

/** The point of a value, or null when it is empty or out of range. */
export function pointOf(value: PointValue | null | undefined): LngLat | null {
  const longitude = parseLongitude(value?.longitude);
  const latitude = parseLatitude(value?.latitude);
  return longitude === null || latitude === null ? null : [longitude, latitude];
}

/** A decimal coordinate as the wire carries it (6 decimals: about 10 cm), trailing zeros kept off. */
export const coordinateText = (value: number): string => String(Math.round(value * 1e6) / 1e6);

/**
 * Typed positions of a polygon: "lng,lat" pairs separated by ';', new lines or spaces between
 * pairs ("116.39,39.90; 116.41,39.90; 116.40,39.92"). Answers the open ring, or the reason it is
 * not one: 'format' (not pairs of numbers), 'range' (out of -180..180 / -90..90) or 'tooFew'
 * (fewer than 3 distinct positions).
 */
export function parsePositions(text: string): { ring: LngLat[] } | { error: 'format' | 'range' | 'tooFew' } {
  const pairs = text
    .split(/[;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const ring: LngLat[] = [];
  for (const pair of pairs) {
    const parts = pair.split(/[,\s，]+/).filter(Boolean);
    if (parts.length !== 2) return { error: 'format' };
    const lng = Number(parts[0]);
    const lat = Number(parts[1]);
    if (!Number.isFinite(lng) || !Number.isFinite(lat)) return { error: 'format' };
    if (parseLongitude(lng) === null || parseLatitude(lat) === null) return { error: 'range' };
    ring.push([lng, lat]);
  }
  const distinct = new Set(openRing(ring).map((point) => point.join(',')));
  if (distinct.size < 3) return { error: 'tooFew' };
  return { ring: openRing(ring) };
}

/** The bounds [[south, west], [north, east]] of a fence's areas, or null when it has none. */
export function fenceBounds(fence: FenceCollection): [[number, number], [number, number]] | null {
  const points: LngLat[] = [];
  for (const feature of fence.features) {
    if (isCircle(feature)) {
      const { coordinates } = feature.geometry;
      points.push(destination(coordinates, feature.properties.radius, 0));
      points.push(destination(coordinates, feature.properties.radius, 90));
      points.push(destination(coordinates, feature.properties.radius, 180));
      points.push(destination(coordinates, feature.properties.radius, 270));
    } else points.push(...(feature.geometry.coordinates[0] ?? []));
  }
  if (points.length === 0) return null;
  const lngs = points.map((point) => point[0]);
  const lats = points.map((point) => point[1]);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/**
 * The area index a server field error names ('geojson.features.2.geometry' → 2), or null.
 */
export function areaIndexOf(field: string): number | null {
  const match = /(?:^|\.)features\.(\d+)(?:\.|$)/.exec(field);
  return match ? Number(match[1]) : null;
}

// ---- WGS84 ↔ GCJ-02 (AMap's datum in mainland China; the data here is WGS84) --------------------

/** A WGS84 position as AMap shows it (GCJ-02); outside mainland China unchanged. */
export const wgs84ToGcj02 = (point: LngLat): LngLat => gcoord.transform(point, gcoord.WGS84, gcoord.GCJ02);

/**
 * A GCJ-02 position (what AMap answers) back in WGS84, to a few centimetres: gcoord stops within
 * 1e-6° (about 10 cm), one more correction step brings it under a centimetre.
 */
export function gcj02ToWgs84(point: LngLat): LngLat {
  const guess = gcoord.transform(point, gcoord.GCJ02, gcoord.WGS84);
  const shown = wgs84ToGcj02(guess);
  return [round7(guess[0] - (shown[0] - point[0])), round7(guess[1] - (shown[1] - point[1]))];
}

/** The zoom that shows the streets round a point (a store with no fence yet opens there). */
export const STREET_ZOOM = 15;
