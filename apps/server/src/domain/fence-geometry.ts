import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import distance from '@turf/distance';
import { point, polygon } from '@turf/helpers';
import kinks from '@turf/kinks';
import type { FenceCollection, FenceFeature, FenceHit, LngLat } from '@rcadmin/contract';
import type { DraftProblem } from './goods-rules';

/** Areas of one fence, at most. */
export const FENCE_MAX_FEATURES = 20;
/** Positions of a polygon's ring (the closing position included). */
export const POLYGON_MIN_POSITIONS = 4;
export const POLYGON_MAX_POSITIONS = 500;
/** Radius of a circle, in metres. */
export const CIRCLE_MIN_RADIUS = 10;
export const CIRCLE_MAX_RADIUS = 50_000;
/** Name of an area, at most. */
export const AREA_NAME_MAX = 50;
/** Refusals answered for one fence, at most (one per area). */
const MAX_PROBLEMS = FENCE_MAX_FEATURES;

/** A store without a fence. */
export const emptyFence = (): FenceCollection => ({ type: 'FeatureCollection', features: [] });

export type FenceCheck = { ok: true; geojson: FenceCollection } | { ok: false; problems: DraftProblem[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Degrees kept to 7 decimals (about a centimetre): what is stored and checked. */
const round7 = (value: number) => Math.round(value * 1e7) / 1e7;

/** [longitude, latitude] (an altitude is dropped), or undefined when it is not a position in range. */
function positionOf(value: unknown): LngLat | undefined {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) return undefined;
  if (!value.every((n) => typeof n === 'number' && Number.isFinite(n))) return undefined;
  const [lng, lat] = value as number[];
  if (lng === undefined || lat === undefined) return undefined;
  if (lng < -180 || lng > 180 || lat < -90 || lat > 90) return undefined;
  return [round7(lng), round7(lat)];
}

/** Twice the signed area of a closed ring, in square degrees (shoelace). */
function ringArea2(ring: readonly LngLat[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = ring[i] as LngLat;
    const [x2, y2] = ring[i + 1] as LngLat;
    sum += x1 * y2 - x2 * y1;
  }
  return sum;
}

/** The name property of an area: absent, or text of at most AREA_NAME_MAX characters. */
function nameOf(properties: Record<string, unknown>): { ok: boolean; name?: string } {
  const name = properties.name;
  if (name === undefined || name === null || name === '') return { ok: true };
  if (typeof name !== 'string' || name.length > AREA_NAME_MAX) return { ok: false };
  return { ok: true, name };
}

/** One area checked and normalised, or the problem with it (fields under `path`). */
function checkFeature(
  value: unknown,
  index: number,
  path: string,
  geometryChecks: boolean,
): FenceFeature | DraftProblem {
  const number = index + 1;
  if (!isObject(value) || value.type !== 'Feature' || !isObject(value.geometry)) {
    return { field: path, key: 'fenceNotFeature', params: { index: number } };
  }
  if (value.properties !== undefined && value.properties !== null && !isObject(value.properties)) {
    return { field: `${path}.properties`, key: 'fenceNotFeature', params: { index: number } };
  }
  const properties = isObject(value.properties) ? value.properties : {};
  const name = nameOf(properties);
  if (!name.ok) {
    return {
      field: `${path}.properties.name`,
      key: 'fenceName',
      params: { index: number, max: AREA_NAME_MAX },
    };
  }
  const named = name.name === undefined ? {} : { name: name.name };
  const geometry = value.geometry;
  const coordinatesField = `${path}.geometry.coordinates`;

  if (geometry.type === 'Point') {
    const radius = properties.radius;
    if (radius === undefined) {
      return { field: `${path}.properties.radius`, key: 'fenceGeometryType', params: { index: number } };
    }
    if (
      typeof radius !== 'number' ||
      !Number.isFinite(radius) ||
      radius < CIRCLE_MIN_RADIUS ||
      radius > CIRCLE_MAX_RADIUS
    ) {
      return {
        field: `${path}.properties.radius`,
        key: 'fenceCircleRadius',
        params: { index: number, min: CIRCLE_MIN_RADIUS, max: CIRCLE_MAX_RADIUS },
      };
    }
    const centre = positionOf(geometry.coordinates);
    if (!centre)
      return { field: coordinatesField, key: 'fencePosition', params: { index: number, point: 1 } };
    return {
      type: 'Feature',
      properties: { radius, ...named },
      geometry: { type: 'Point', coordinates: centre },
    };
  }

  if (geometry.type !== 'Polygon') {
    return { field: `${path}.geometry.type`, key: 'fenceGeometryType', params: { index: number } };
  }
  const rings = geometry.coordinates;
  if (!Array.isArray(rings) || rings.length !== 1 || !Array.isArray(rings[0])) {
    return { field: coordinatesField, key: 'fencePolygonRings', params: { index: number } };
  }
  const raw = rings[0] as unknown[];
  if (raw.length < POLYGON_MIN_POSITIONS || raw.length > POLYGON_MAX_POSITIONS) {
    return {
      field: `${coordinatesField}.0`,
      key: 'fencePolygonSize',
      params: { index: number, min: POLYGON_MIN_POSITIONS, max: POLYGON_MAX_POSITIONS, count: raw.length },
    };
  }
  const ring: LngLat[] = [];
  for (let i = 0; i < raw.length; i++) {
    const position = positionOf(raw[i]);
    if (!position) {
      return {
        field: `${coordinatesField}.0.${i}`,
        key: 'fencePosition',
        params: { index: number, point: i + 1 },
      };
    }
    const previous = ring[ring.length - 1];
    if (previous && previous[0] === position[0] && previous[1] === position[1]) {
      return {
        field: `${coordinatesField}.0.${i}`,
        key: 'fencePolygonRepeated',
        params: { index: number, point: i + 1 },
      };
    }
    ring.push(position);
  }
  const first = ring[0] as LngLat;
  const last = ring[ring.length - 1] as LngLat;
  if (first[0] !== last[0] || first[1] !== last[1]) {
    return { field: coordinatesField, key: 'fencePolygonOpen', params: { index: number } };
  }
  if (geometryChecks && kinks(polygon([ring])).features.length > 0) {
    return { field: coordinatesField, key: 'fencePolygonKinks', params: { index: number } };
  }
  // Edges folding back along one line cross nowhere, yet enclose nothing.
  if (geometryChecks && Math.abs(ringArea2(ring)) < 1e-12) {
    return { field: coordinatesField, key: 'fencePolygonFlat', params: { index: number } };
  }
  return { type: 'Feature', properties: named, geometry: { type: 'Polygon', coordinates: [ring] } };
}

/**
 * Check a fence as posted, strictly, and normalise it: a FeatureCollection of at most 20 areas,
 * each a polygon (one closed ring of 4..500 positions in range, no repeated position, some area,
 * not self-crossing) or a circle (a Point with properties.radius, 10..50,000 m). Positions keep 7
 * decimals, properties only radius and name. Problems name the field under `field` (dotted:
 * geojson.features.3.geometry.coordinates) and the area (1-based), one per area.
 */
export function checkFence(input: unknown, field = 'geojson', geometryChecks = true): FenceCheck {
  if (!isObject(input) || input.type !== 'FeatureCollection' || !Array.isArray(input.features)) {
    return { ok: false, problems: [{ field, key: 'fenceNotCollection' }] };
  }
  const features = input.features as unknown[];
  if (features.length > FENCE_MAX_FEATURES) {
    return {
      ok: false,
      problems: [
        {
          field: `${field}.features`,
          key: 'fenceTooManyFeatures',
          params: { max: FENCE_MAX_FEATURES, count: features.length },
        },
      ],
    };
  }
  const problems: DraftProblem[] = [];
  const checked: FenceFeature[] = [];
  features.forEach((feature, index) => {
    const outcome = checkFeature(feature, index, `${field}.features.${index}`, geometryChecks);
    if ('key' in outcome) {
      if (problems.length < MAX_PROBLEMS) problems.push(outcome);
    } else checked.push(outcome);
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, geojson: { type: 'FeatureCollection', features: checked } };
}

/**
 * Whether the point lies in an area of the fence: a polygon (its edge counts as inside) or a
 * circle (great-circle distance to the centre ≤ radius); featureIndex is the first such area.
 */
export function fenceHit(fence: FenceCollection, longitude: number, latitude: number): FenceHit {
  const at = point([longitude, latitude]);
  const index = fence.features.findIndex((feature) => {
    if (feature.geometry.type === 'Polygon') {
      return booleanPointInPolygon(at, polygon(feature.geometry.coordinates));
    }
    const radius = (feature.properties as { radius: number }).radius;
    return distance(point(feature.geometry.coordinates), at, { units: 'meters' }) <= radius;
  });
  return index < 0 ? { inside: false, featureIndex: null } : { inside: true, featureIndex: index };
}

/**
 * A stored fence read back: the collection when it is one (its shape checked again, so a row
 * written by anything else never breaks a list; the costly geometry checks ran when it was saved),
 * else none.
 */
export function storedFence(value: unknown): FenceCollection {
  const checked = checkFence(value, 'geojson', false);
  return checked.ok ? checked.geojson : emptyFence();
}

/**
 * Whether a located point lies outside its store's fence: null when the point has no location
 * or the store no fence (no areas).
 */
export function outsideFence(
  fence: FenceCollection | undefined,
  longitude: number | null,
  latitude: number | null,
): boolean | null {
  if (!fence || fence.features.length === 0 || longitude === null || latitude === null) return null;
  return !fenceHit(fence, longitude, latitude).inside;
}
