import type { FenceCircle, FenceCollection, FenceFeature, FencePolygon, LngLat } from '@rcadmin/contract';

/** Pure geometry of the maps: circles, typed coordinates, ranges, datum shifts. No DOM. */

export const EMPTY_FENCE: FenceCollection = { type: 'FeatureCollection', features: [] };
/** The radius a fence circle may have, in metres (the server's range). */
export const CIRCLE_RADIUS = { min: 10, max: 50_000 } as const;
/** The most areas a fence holds. */
export const MAX_FENCE_AREAS = 20;
const EARTH_RADIUS = 6_371_008.8;

const toRad = (degrees: number) => (degrees * Math.PI) / 180;
const toDeg = (radians: number) => (radians * 180) / Math.PI;

/** A coordinate rounded as the maps keep it (7 decimals: about 1 cm). */
export const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** Great-circle distance in metres. */
export function distanceMetres([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const dLat = toRad(lat2 - lat1);
  const dLng = toRad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The point `metres` away from `from` along `bearing` (degrees from north). */
export function destination([lng, lat]: LngLat, metres: number, bearing: number): LngLat {
  const angular = metres / EARTH_RADIUS;
  const phi1 = toRad(lat);
  const lambda1 = toRad(lng);
  const theta = toRad(bearing);
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(angular) + Math.cos(phi1) * Math.sin(angular) * Math.cos(theta),
  );
  const lambda2 =
    lambda1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(angular) * Math.cos(phi1),
      Math.cos(angular) - Math.sin(phi1) * Math.sin(phi2),
    );
  return [round7(((toDeg(lambda2) + 540) % 360) - 180), round7(toDeg(phi2))];
}

/** A circle as a closed ring of `steps` positions (for drawing engines that only know polygons). */
export function circleRing(centre: LngLat, radiusMetres: number, steps = 64): LngLat[] {
  const ring: LngLat[] = [];
  for (let index = 0; index < steps; index++)
    ring.push(destination(centre, radiusMetres, (index * 360) / steps));
  ring.push(ring[0]!);
  return ring;
}

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

const GCJ_A = 6_378_245.0;
const GCJ_EE = 0.006_693_421_622_965_943;

const outOfChina = ([lng, lat]: LngLat) => lng < 72.004 || lng > 137.8347 || lat < 0.8293 || lat > 55.8271;

function transformLat(x: number, y: number): number {
  let result = -100 + 2 * x + 3 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * Math.sqrt(Math.abs(x));
  result += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  result += ((20 * Math.sin(y * Math.PI) + 40 * Math.sin((y / 3) * Math.PI)) * 2) / 3;
  result += ((160 * Math.sin((y / 12) * Math.PI) + 320 * Math.sin((y * Math.PI) / 30)) * 2) / 3;
  return result;
}

function transformLng(x: number, y: number): number {
  let result = 300 + x + 2 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * Math.sqrt(Math.abs(x));
  result += ((20 * Math.sin(6 * x * Math.PI) + 20 * Math.sin(2 * x * Math.PI)) * 2) / 3;
  result += ((20 * Math.sin(x * Math.PI) + 40 * Math.sin((x / 3) * Math.PI)) * 2) / 3;
  result += ((150 * Math.sin((x / 12) * Math.PI) + 300 * Math.sin((x / 30) * Math.PI)) * 2) / 3;
  return result;
}

/** A WGS84 position as AMap shows it (GCJ-02); outside mainland China unchanged. */
export function wgs84ToGcj02(point: LngLat): LngLat {
  if (outOfChina(point)) return point;
  const [lng, lat] = point;
  let dLat = transformLat(lng - 105, lat - 35);
  let dLng = transformLng(lng - 105, lat - 35);
  const radLat = toRad(lat);
  let magic = Math.sin(radLat);
  magic = 1 - GCJ_EE * magic * magic;
  const sqrtMagic = Math.sqrt(magic);
  dLat = (dLat * 180) / (((GCJ_A * (1 - GCJ_EE)) / (magic * sqrtMagic)) * Math.PI);
  dLng = (dLng * 180) / ((GCJ_A / sqrtMagic) * Math.cos(radLat) * Math.PI);
  return [lng + dLng, lat + dLat];
}

/** A GCJ-02 position (what AMap answers) back in WGS84, to a few centimetres. */
export function gcj02ToWgs84(point: LngLat): LngLat {
  if (outOfChina(point)) return point;
  let guess: LngLat = point;
  for (let round = 0; round < 4; round++) {
    const shifted = wgs84ToGcj02(guess);
    guess = [guess[0] - (shifted[0] - point[0]), guess[1] - (shifted[1] - point[1])];
  }
  return [round7(guess[0]), round7(guess[1])];
}
