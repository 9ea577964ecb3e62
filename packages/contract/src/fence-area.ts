import type { FenceFeature } from './org-places-entities';

/**
 * Above this area (km²) a store's fence area is taken for a slip (a polygon drawn at country
 * zoom): a delivery fence is a few kilometres round its store (100 km² is a circle of about
 * 5.6 km radius). The fence page warns, and saves all the same.
 */
export const FENCE_AREA_WARN_KM2 = 100;

const EARTH_RADIUS_KM = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/**
 * The area of a fence's polygon or circle in km², on the sphere: a circle is π r²; a polygon's
 * ring uses the spherical-excess sum (as GIS libraries do), good to a fraction of a percent at
 * the size of a fence.
 */
export function fenceAreaKm2(feature: FenceFeature): number {
  if (feature.geometry.type === 'Point') {
    const radiusKm = ('radius' in feature.properties ? feature.properties.radius : 0) / 1000;
    return Math.PI * radiusKm * radiusKm;
  }
  const ring = feature.geometry.coordinates[0] ?? [];
  let sum = 0;
  for (let index = 0; index + 1 < ring.length; index += 1) {
    const [lng1, lat1] = ring[index]!;
    const [lng2, lat2] = ring[index + 1]!;
    sum += radians(lng2 - lng1) * (2 + Math.sin(radians(lat1)) + Math.sin(radians(lat2)));
  }
  return Math.abs((sum * EARTH_RADIUS_KM * EARTH_RADIUS_KM) / 2);
}
