import { describe, expect, it } from 'vitest';
import { FENCE_AREA_WARN_KM2, fenceAreaKm2 } from './fence-area';
import type { FenceCircle, FencePolygon } from './org-places-entities';

const polygon = (ring: [number, number][]): FencePolygon => ({
  type: 'Feature',
  properties: {},
  geometry: { type: 'Polygon', coordinates: [ring] },
});

describe('fenceAreaKm2', () => {
  it('measures a polygon on the sphere: 500 × 400 km near Shanghai is about 200,000 km²', () => {
    // 500 km east-west at 31° N is about 5.25° of longitude; 400 km north-south about 3.6°.
    const big = polygon([
      [119, 29.4],
      [124.25, 29.4],
      [124.25, 33],
      [119, 33],
      [119, 29.4],
    ]);
    expect(fenceAreaKm2(big)).toBeGreaterThan(180_000);
    expect(fenceAreaKm2(big)).toBeLessThan(220_000);
    expect(fenceAreaKm2(big)).toBeGreaterThan(FENCE_AREA_WARN_KM2);
  });

  it('a store-sized polygon and circle stay under the warning', () => {
    // About 2 × 2 km round People's Square.
    const block = polygon([
      [121.465, 31.22],
      [121.486, 31.22],
      [121.486, 31.238],
      [121.465, 31.238],
      [121.465, 31.22],
    ]);
    expect(fenceAreaKm2(block)).toBeGreaterThan(3);
    expect(fenceAreaKm2(block)).toBeLessThan(5);
    const circle: FenceCircle = {
      type: 'Feature',
      properties: { radius: 3000 },
      geometry: { type: 'Point', coordinates: [121.47, 31.23] },
    };
    expect(fenceAreaKm2(circle)).toBeCloseTo(Math.PI * 9, 5);
    expect(fenceAreaKm2(circle)).toBeLessThan(FENCE_AREA_WARN_KM2);
  });
});
