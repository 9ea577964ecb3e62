import { describe, expect, it } from 'vitest';
import { circleFeature, distanceMetres, polygonFeature } from './geo';
import { fromDrawFeature, toDrawFeature } from './leaflet-fence';

describe('the fence areas in terra-draw', () => {
  it('[ORG-12] a circle goes to terra-draw as its ring (mode circle) and comes back as centre and radius', () => {
    const circle = circleFeature([121.473701, 31.230416], 1200);
    const drawn = toDrawFeature(circle, 'a');
    expect(drawn.properties.mode).toBe('circle');
    expect(drawn.geometry.type).toBe('Polygon');
    const back = fromDrawFeature(drawn);
    expect(back?.geometry.type).toBe('Point');
    if (back?.geometry.type !== 'Point') return;
    expect(distanceMetres(back.geometry.coordinates, [121.473701, 31.230416])).toBeLessThan(1);
    expect(Math.abs((back.properties as { radius: number }).radius - 1200)).toBeLessThanOrEqual(2);
  });

  it('[ORG-12] a polygon goes to terra-draw and back unchanged', () => {
    const polygon = polygonFeature([
      [116.39, 39.9],
      [116.41, 39.9],
      [116.41, 39.92],
      [116.39, 39.92],
    ]);
    const drawn = toDrawFeature(polygon, 'b');
    expect(drawn.properties.mode).toBe('polygon');
    expect(fromDrawFeature(drawn)).toEqual(polygon);
  });
});
