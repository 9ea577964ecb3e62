import { Code, type FenceCollection } from '@rcadmin/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig, mapTileSources } from '../../../src/config';
import { storeFences } from '../../../src/db/schema';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
} from '../../helpers';
import { PASSWORD, activeStore, fieldErrorsOf } from './places-support';

/** A square ring, its positions at 6 decimals (what a map draws). */
const ring = (lng: number, lat: number, half: number): [number, number][] =>
  [
    [lng - half, lat - half],
    [lng + half, lat - half],
    [lng + half, lat + half],
    [lng - half, lat + half],
    [lng - half, lat - half],
  ].map(([x, y]) => [Math.round(x! * 1e6) / 1e6, Math.round(y! * 1e6) / 1e6]);
const FENCE: FenceCollection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: '配送范围' },
      geometry: { type: 'Polygon', coordinates: [ring(120, 30, 0.01)] },
    },
    { type: 'Feature', properties: { radius: 2000 }, geometry: { type: 'Point', coordinates: [121, 31] } },
  ],
};

const saveFence = (agent: Agent, storeId: number, version: number, geojson: unknown) =>
  agent.call('fenceSave', { body: { storeId: String(storeId), version, geojson } });

describe.each(TEST_DATABASES)('electronic fence calls on %s', (kind) => {
  const t = useTestApp(kind, { mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' });

  it('[ORG-12] saves a store fence with the version read, reads it back and refuses an older version', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const store = await activeStore(t, DEMO, 1);
    // Start from no fence, whatever the demo data gave the store.
    await t.database.db.delete(storeFences).where(eq(storeFences.storeId, store.id));
    const empty = expectOk(
      await admin.call('fenceGet', { query: { storeId: String(store.id) } }),
      'fenceGet',
    );
    expect(empty).toEqual({
      storeId: String(store.id),
      version: 0,
      geojson: { type: 'FeatureCollection', features: [] },
    });

    const saved = expectOk(await saveFence(admin, store.id, 0, FENCE), 'fenceSave');
    expect(saved).toEqual({ storeId: String(store.id), version: 1, geojson: FENCE });
    expect(
      expectOk(await admin.call('fenceGet', { query: { storeId: String(store.id) } }), 'fenceGet'),
    ).toEqual(saved);

    // A second first save (version 0) and an older version are refused: no lost update.
    expectFail(await saveFence(admin, store.id, 0, FENCE), Code.staleVersion, 409);
    const replaced = expectOk(
      await saveFence(admin, store.id, 1, { ...FENCE, features: [FENCE.features[1]] }),
      'fenceSave',
    );
    expect(replaced.version).toBe(2);
    expectFail(await saveFence(admin, store.id, 1, FENCE), Code.staleVersion, 409);
    const read = expectOk(await admin.call('fenceGet', { query: { storeId: String(store.id) } }), 'fenceGet');
    expect(read.geojson.features).toHaveLength(1);
  });

  it('[ORG-12] answers whether a point is inside the fence, and which area holds it', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const store = await activeStore(t, DEMO, 2);
    const current = expectOk(
      await admin.call('fenceGet', { query: { storeId: String(store.id) } }),
      'fenceGet',
    );
    expectOk(await saveFence(admin, store.id, current.version, FENCE), 'fenceSave');
    const contains = async (longitude: number, latitude: number) =>
      expectOk(
        await admin.call('fenceContains', { query: { storeId: String(store.id), longitude, latitude } }),
        'fenceContains',
      );
    expect(await contains(120.001, 29.999)).toEqual({ inside: true, featureIndex: 0 });
    expect(await contains(121.01, 31.01)).toEqual({ inside: true, featureIndex: 1 });
    expect(await contains(121.03, 31)).toEqual({ inside: false, featureIndex: null });
    expectFail(
      await admin.call('fenceContains', {
        query: { storeId: String(store.id), longitude: 181, latitude: 0 },
      }),
      Code.invalidRequest,
      400,
    );
  });

  it('[ORG-12] refuses malformed GeoJSON of any shape with 422 naming the field, and keeps the fence', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const store = await activeStore(t, DEMO, 0);
    const before = expectOk(
      await admin.call('fenceGet', { query: { storeId: String(store.id) } }),
      'fenceGet',
    );
    const bowtie = [
      [120, 30],
      [120.01, 30.01],
      [120.01, 30],
      [120, 30.01],
      [120, 30],
    ];
    const cases: [unknown, string][] = [
      [null, 'geojson'],
      ['{"type":"FeatureCollection"}', 'geojson'],
      [42, 'geojson'],
      [{ type: 'FeatureCollection', features: [null] }, 'geojson.features.0'],
      [
        {
          type: 'FeatureCollection',
          features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [bowtie] } }],
        },
        'geojson.features.0.geometry.coordinates',
      ],
      [
        {
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              properties: { radius: 1 },
              geometry: { type: 'Point', coordinates: [120, 30] },
            },
          ],
        },
        'geojson.features.0.properties.radius',
      ],
      [
        {
          type: 'FeatureCollection',
          features: [{ type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: [] } }],
        },
        'geojson.features.0.geometry.type',
      ],
      [
        {
          type: 'FeatureCollection',
          features: [{ type: 'Feature', geometry: { type: 'Polygon', coordinates: [[[1, 2], [3]]] } }],
        },
        'geojson.features.0.geometry.coordinates.0',
      ],
      [
        { type: 'FeatureCollection', features: Array.from({ length: 21 }, () => FENCE.features[1]) },
        'geojson.features',
      ],
    ];
    for (const [geojson, field] of cases) {
      const response = await saveFence(admin, store.id, before.version, geojson);
      expectFail(response, Code.invalidValues, 422);
      expect(Object.keys(fieldErrorsOf(response)), JSON.stringify(geojson)).toEqual([field]);
    }
    admin.language = 'en';
    const named = await saveFence(admin, store.id, before.version, {
      type: 'FeatureCollection',
      features: [
        FENCE.features[0],
        { type: 'Feature', geometry: { type: 'Polygon', coordinates: [bowtie] } },
      ],
    });
    expect(expectFail(named, Code.invalidValues, 422).msg).toContain('area 2');
    expect(fieldErrorsOf(named)['geojson.features.1.geometry.coordinates']).toBe(
      'The edges of area 2 (polygon) cross each other; draw it again.',
    );
    expect(
      expectOk(await admin.call('fenceGet', { query: { storeId: String(store.id) } }), 'fenceGet'),
    ).toEqual(before);
  });

  it('[ORG-12] keeps every store of another tenant out of reach', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const theirs = await activeStore(t, STRICT, 0);
    const id = String(theirs.id);
    expectFail(await admin.call('fenceGet', { query: { storeId: id } }), Code.notFound, 404);
    expectFail(await saveFence(admin, theirs.id, 0, FENCE), Code.notFound, 404);
    expectFail(
      await admin.call('fenceContains', { query: { storeId: id, longitude: 1, latitude: 1 } }),
      Code.notFound,
      404,
    );
    expectFail(await admin.call('fenceOutsidePickups', { query: { storeId: id } }), Code.notFound, 404);
    const [written] = await t.database.db
      .select()
      .from(storeFences)
      .where(eq(storeFences.storeId, theirs.id));
    expect(written).toBeUndefined();
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const own = await activeStore(t, DEMO, 0);
    expectFail(await clerk.call('fenceGet', { query: { storeId: String(own.id) } }), Code.forbidden, 403);
    expectFail(await saveFence(clerk, own.id, 0, FENCE), Code.forbidden, 403);
  });

  it('[ORG-12] answers the map tile URL from MAP_TILE_URL to every session when the tenant sets none', async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    expect(
      expectOk(await clerk.call('sysParam', { query: { paramName: 'mapTileUrl' } }), 'sysParam'),
    ).toEqual({
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    expect(loadConfig({ MAP_TILE_URL: ' https://{s}.tile.example.org/{z}/{x}/{y}.png ' }).mapTileUrl).toBe(
      'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    );
    expect(loadConfig({}).mapTileUrl).toBe('');
    // The shell's pages may load the tiles: the tile host is an img-src of the policy.
    const response = await clerk.call('sysParam', { query: { paramName: 'mapTileUrl' } });
    expect(String(response.headers['content-security-policy'])).toMatch(
      /img-src 'self' data: blob: https:\/\/tiles\.example\.com(;|$)/,
    );
    expect(mapTileSources('https://{s}.tile.example.org:8443/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.example.org:8443',
    ]);
    expect(mapTileSources('')).toEqual([]);
    expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL/,
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(/\{z\}/);
  });
});
