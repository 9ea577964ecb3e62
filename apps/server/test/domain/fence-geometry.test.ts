import type { FenceCollection } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import {
  checkFence,
  emptyFence,
  fenceHit,
  outsideFence,
  storedFence,
  type FenceCheck,
} from '../../src/domain/fence-geometry';

const round7 = (value: number) => Math.round(value * 1e7) / 1e7;
const square = (lng: number, lat: number, half = 0.01): [number, number][] => [
  [lng - half, lat - half],
  [lng + half, lat - half],
  [lng + half, lat + half],
  [lng - half, lat + half],
  [lng - half, lat - half],
];
const polygonFeature = (ring: unknown, properties: unknown = {}) => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Polygon', coordinates: [ring] },
});
const circleFeature = (lng: number, lat: number, radius: unknown) => ({
  type: 'Feature',
  properties: { radius },
  geometry: { type: 'Point', coordinates: [lng, lat] },
});
const collection = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

/** The problems of a refused fence as [field, message key]. */
function refusals(check: FenceCheck): [string, string][] {
  expect(check.ok).toBe(false);
  return check.ok ? [] : check.problems.map((problem) => [problem.field, problem.key]);
}

describe('checkFence: what a store fence may hold', () => {
  it('[ORG-12] accepts polygons and circles and keeps only what a fence means', () => {
    const check = checkFence(
      collection(polygonFeature(square(120.1, 30.2), { name: 'Zone A', colour: 'red', radius: 5 }), {
        ...circleFeature(120.123456789, 30.2, 1500),
        id: 'x',
        bbox: [1, 2, 3, 4],
      }),
    );
    expect(check).toEqual({
      ok: true,
      geojson: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            properties: { name: 'Zone A' },
            geometry: {
              type: 'Polygon',
              coordinates: [square(120.1, 30.2).map(([x, y]) => [round7(x), round7(y)])],
            },
          },
          {
            type: 'Feature',
            // Positions keep 7 decimals.
            properties: { radius: 1500 },
            geometry: { type: 'Point', coordinates: [120.1234568, 30.2] },
          },
        ],
      },
    });
  });

  it('[ORG-12] accepts an empty collection (a store without areas)', () => {
    expect(checkFence(collection())).toEqual({ ok: true, geojson: emptyFence() });
  });

  it.each([
    ['null', null],
    ['a string', 'FeatureCollection'],
    ['an array', []],
    ['a Feature', polygonFeature(square(1, 1))],
    ['features not an array', { type: 'FeatureCollection', features: {} }],
  ])('[ORG-12] refuses %s as the fence', (_label, input) => {
    expect(refusals(checkFence(input))).toEqual([['geojson', 'fenceNotCollection']]);
  });

  it('[ORG-12] refuses more than 20 areas', () => {
    const features = Array.from({ length: 21 }, (_, i) => circleFeature(100 + i * 0.1, 30, 100));
    expect(refusals(checkFence(collection(...features)))).toEqual([
      ['geojson.features', 'fenceTooManyFeatures'],
    ]);
  });

  it('[ORG-12] names the area and the field of each problem', () => {
    const open = square(120, 30)
      .slice(0, 4)
      .concat([[120.02, 30.02]]);
    const bowtie = [
      [0, 0],
      [1, 1],
      [1, 0],
      [0, 1],
      [0, 0],
    ];
    const check = checkFence(
      collection(
        polygonFeature(square(120, 30)),
        'not a feature',
        { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [] } },
        polygonFeature(open),
        polygonFeature(bowtie),
        circleFeature(120, 30, 5),
        circleFeature(120, 30, 60_000),
        circleFeature(200, 30, 100),
        { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [120, 30] } },
        {
          type: 'Feature',
          properties: {},
          geometry: { type: 'Polygon', coordinates: [square(1, 1), square(1, 1)] },
        },
        polygonFeature(square(1, 1).slice(0, 3)),
        polygonFeature([...square(1, 1).slice(0, 2), [1.01, '0.99'], ...square(1, 1).slice(3)]),
        polygonFeature([
          [0, 0],
          [1, 0],
          [1, 0],
          [1, 1],
          [0, 0],
        ]),
        polygonFeature([
          [0, 0],
          [1, 0],
          [2, 0],
          [0, 0],
        ]),
        polygonFeature(square(1, 1), { name: 'x'.repeat(51) }),
        { type: 'Feature', properties: 'radius', geometry: { type: 'Point', coordinates: [1, 1] } },
      ),
    );
    expect(refusals(check)).toEqual([
      ['geojson.features.1', 'fenceNotFeature'],
      ['geojson.features.2.geometry.type', 'fenceGeometryType'],
      ['geojson.features.3.geometry.coordinates', 'fencePolygonOpen'],
      ['geojson.features.4.geometry.coordinates', 'fencePolygonKinks'],
      ['geojson.features.5.properties.radius', 'fenceCircleRadius'],
      ['geojson.features.6.properties.radius', 'fenceCircleRadius'],
      ['geojson.features.7.geometry.coordinates', 'fencePosition'],
      ['geojson.features.8.properties.radius', 'fenceGeometryType'],
      ['geojson.features.9.geometry.coordinates', 'fencePolygonRings'],
      ['geojson.features.10.geometry.coordinates.0', 'fencePolygonSize'],
      ['geojson.features.11.geometry.coordinates.0.2', 'fencePosition'],
      ['geojson.features.12.geometry.coordinates.0.2', 'fencePolygonRepeated'],
      ['geojson.features.13.geometry.coordinates', 'fencePolygonFlat'],
      ['geojson.features.14.properties.name', 'fenceName'],
      ['geojson.features.15.properties', 'fenceNotFeature'],
    ]);
    // Areas are counted from 1 in messages.
    expect(check.ok ? undefined : check.problems[0]?.params).toEqual({ index: 2 });
  });

  it('[ORG-12] refuses rings of more than 500 positions and out-of-range or non-finite positions', () => {
    const many = Array.from({ length: 501 }, (_, i): [number, number] => {
      const angle = (i / 500) * 2 * Math.PI;
      return [120 + 0.01 * Math.cos(angle), 30 + 0.01 * Math.sin(angle)];
    });
    many[500] = many[0] as [number, number];
    expect(refusals(checkFence(collection(polygonFeature(many))))).toEqual([
      ['geojson.features.0.geometry.coordinates.0', 'fencePolygonSize'],
    ]);
    const ring = square(0, 89.995);
    ring[2] = [0.01, 90.005];
    expect(refusals(checkFence(collection(polygonFeature(ring))))).toEqual([
      ['geojson.features.0.geometry.coordinates.0.2', 'fencePosition'],
    ]);
    expect(refusals(checkFence(collection(circleFeature(Number.POSITIVE_INFINITY, 0, 100))))).toEqual([
      ['geojson.features.0.geometry.coordinates', 'fencePosition'],
    ]);
    expect(refusals(checkFence(collection(circleFeature(0, 0, Number.NaN))))).toEqual([
      ['geojson.features.0.properties.radius', 'fenceCircleRadius'],
    ]);
  });

  it('[ORG-12] accepts a ring of exactly 500 positions and the radius limits 10 and 50,000 m', () => {
    const ring = Array.from({ length: 499 }, (_, i): [number, number] => {
      const angle = (i / 499) * 2 * Math.PI;
      return [120 + 0.01 * Math.cos(angle), 30 + 0.01 * Math.sin(angle)];
    });
    ring.push(ring[0] as [number, number]);
    const check = checkFence(
      collection(polygonFeature(ring), circleFeature(0, 0, 10), circleFeature(0, 0, 50_000)),
    );
    expect(check.ok).toBe(true);
  });
});

describe('fenceHit: whether a point lies in a fence', () => {
  const fence = checkFence(collection(polygonFeature(square(120, 30)), circleFeature(121, 31, 1000))) as {
    ok: true;
    geojson: FenceCollection;
  };

  it('[ORG-12] finds the polygon or circle that holds a point', () => {
    expect(fenceHit(fence.geojson, 120.005, 29.995)).toEqual({ inside: true, featureIndex: 0 });
    // About 890 m east of the circle's centre: inside 1,000 m.
    expect(fenceHit(fence.geojson, 121.0093, 31)).toEqual({ inside: true, featureIndex: 1 });
    // About 1,050 m east: outside.
    expect(fenceHit(fence.geojson, 121.011, 31)).toEqual({ inside: false, featureIndex: null });
    expect(fenceHit(fence.geojson, 120.02, 30)).toEqual({ inside: false, featureIndex: null });
  });

  it('[ORG-12] counts a point on a polygon edge as inside', () => {
    expect(fenceHit(fence.geojson, 120.01, 30)).toEqual({ inside: true, featureIndex: 0 });
  });

  it('[ORG-12] outsideFence is null without a location or without areas', () => {
    expect(outsideFence(fence.geojson, 120, 30)).toBe(false);
    expect(outsideFence(fence.geojson, 100, 10)).toBe(true);
    expect(outsideFence(fence.geojson, null, 30)).toBeNull();
    expect(outsideFence(emptyFence(), 120, 30)).toBeNull();
    expect(outsideFence(undefined, 120, 30)).toBeNull();
  });

  it('[ORG-12] a stored fence that is not a fence reads as none', () => {
    expect(storedFence({ type: 'Nothing' })).toEqual(emptyFence());
    expect(storedFence(null)).toEqual(emptyFence());
    expect(storedFence(fence.geojson)).toEqual(fence.geojson);
  });
});
