// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  areaIndexOf,
  circleFeature,
  circleFromRing,
  circleRing,
  distanceMetres,
  fenceBounds,
  gcj02ToWgs84,
  parseLatitude,
  parseLongitude,
  parsePositions,
  polygonFeature,
  wgs84ToGcj02,
} from './geo';

describe('the geometry of the fence map', () => {
  it('[ORG-12] a circle drawn as a ring comes back with its centre and radius', () => {
    const ring = circleRing([116.397128, 39.916527], 800);
    expect(ring).toHaveLength(65);
    expect(ring[0]).toEqual(ring[64]);
    const { centre, radius } = circleFromRing(ring);
    expect(distanceMetres(centre, [116.397128, 39.916527])).toBeLessThan(1);
    expect(Math.abs(radius - 800)).toBeLessThanOrEqual(2);
  });

  it('[ORG-12] a polygon is kept as one closed ring; a circle as a Point with its radius in metres', () => {
    const polygon = polygonFeature([
      [116.39, 39.9],
      [116.41, 39.9],
      [116.41, 39.92],
    ]);
    expect(polygon.geometry.coordinates[0]).toEqual([
      [116.39, 39.9],
      [116.41, 39.9],
      [116.41, 39.92],
      [116.39, 39.9],
    ]);
    expect(circleFeature([116.4, 39.91], 500)).toEqual({
      type: 'Feature',
      properties: { radius: 500 },
      geometry: { type: 'Point', coordinates: [116.4, 39.91] },
    });
  });

  it('[ORG-12] typed polygon corners are read as "lng,lat" pairs and refused when malformed', () => {
    expect(parsePositions('116.39,39.90; 116.41,39.90\n116.41 39.92')).toEqual({
      ring: [
        [116.39, 39.9],
        [116.41, 39.9],
        [116.41, 39.92],
      ],
    });
    // A closing corner typed again is not a fourth corner.
    expect(parsePositions('1,1;2,1;2,2;1,1')).toEqual({
      ring: [
        [1, 1],
        [2, 1],
        [2, 2],
      ],
    });
    expect(parsePositions('116.39;39.90')).toEqual({ error: 'format' });
    expect(parsePositions('190,39;116,39;116,40')).toEqual({ error: 'range' });
    expect(parsePositions('1,1;2,2;1,1')).toEqual({ error: 'tooFew' });
  });

  it('[ORG-08] coordinates are range-checked: longitude -180..180, latitude -90..90', () => {
    expect(parseLongitude('116.397128')).toBe(116.397128);
    expect(parseLongitude('-180')).toBe(-180);
    expect(parseLongitude('180.1')).toBeNull();
    expect(parseLongitude('')).toBeNull();
    expect(parseLongitude('east')).toBeNull();
    expect(parseLatitude('90')).toBe(90);
    expect(parseLatitude('-90.5')).toBeNull();
  });

  it('[ORG-12] a refusal naming geojson.features.N points at area N', () => {
    expect(areaIndexOf('geojson.features.3.geometry.coordinates')).toBe(3);
    expect(areaIndexOf('geojson.features.0')).toBe(0);
    expect(areaIndexOf('geojson.features')).toBeNull();
    expect(areaIndexOf('storeId')).toBeNull();
  });

  it('[ORG-12] the bounds of a fence cover its circles and polygons', () => {
    const bounds = fenceBounds({
      type: 'FeatureCollection',
      features: [
        circleFeature([116.4, 39.9], 1000),
        polygonFeature([
          [116.5, 40],
          [116.6, 40],
          [116.6, 40.1],
        ]),
      ],
    });
    expect(bounds![0][0]).toBeLessThan(39.9);
    expect(bounds![1]).toEqual([40.1, 116.6]);
    expect(fenceBounds({ type: 'FeatureCollection', features: [] })).toBeNull();
  });

  it('[CONST-02] positions shown on AMap (GCJ-02) come back to WGS84 within centimetres', () => {
    const wgs: [number, number] = [116.397128, 39.916527];
    const shown = wgs84ToGcj02(wgs);
    expect(distanceMetres(wgs, shown)).toBeGreaterThan(100);
    expect(distanceMetres(wgs, gcj02ToWgs84(shown))).toBeLessThan(0.05);
    // Outside mainland China nothing shifts.
    expect(wgs84ToGcj02([2.35, 48.85])).toEqual([2.35, 48.85]);
  });
});
