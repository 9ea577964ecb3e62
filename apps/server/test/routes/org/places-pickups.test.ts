import { Code, type PickupDraft } from '@rcadmin/contract';
import { describe, expect, it } from 'vitest';
import { pickupPoints } from '../../../src/db/schema';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  countRows,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
} from '../../helpers';
import { PASSWORD, activeStore, fieldErrorsOf, pickupDraft, setStore } from './places-support';

const draft = pickupDraft;

const save = (agent: Agent, body: PickupDraft) => agent.call('pickupSave', { body });

const SQUARE = [
  {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [120.09, 30.19],
          [120.11, 30.19],
          [120.11, 30.21],
          [120.09, 30.21],
          [120.09, 30.19],
        ],
      ],
    },
  },
];

/** Replace the store's fence by these areas (default: a square of ±0.01° around (120.1, 30.2)). */
async function fenceStore(agent: Agent, storeId: number, features: unknown[] = SQUARE) {
  const current = expectOk(await agent.call('fenceGet', { query: { storeId: String(storeId) } }), 'fenceGet');
  return expectOk(
    await agent.call('fenceSave', {
      body: {
        storeId: String(storeId),
        version: current.version,
        geojson: { type: 'FeatureCollection', features },
      },
    }),
    'fenceSave',
  );
}

describe.each(TEST_DATABASES)('pickup point calls on %s', (kind) => {
  const t = useTestApp(kind);

  it('[ORG-08] creates a pickup point, reads it back and lists it by keyword, store and status', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const store = await activeStore(t, DEMO, 0);
    const other = await activeStore(t, DEMO, 1);
    const saved = expectOk(await save(admin, draft(store.id, { longitude: '120.100000' })), 'pickupSave');
    expect(saved.version).toBe(1);
    const read = expectOk(await admin.call('pickupGet', { query: { id: saved.id } }), 'pickupGet');
    expect(read).toMatchObject({
      id: saved.id,
      code: 'TP-001',
      storeId: String(store.id),
      storeName: store.name,
      longitude: '120.1',
      latitude: '30.2',
      openTime: '08:00',
      closeTime: '21:30',
      status: 1,
      version: 1,
    });
    expectOk(
      await save(
        admin,
        draft(other.id, {
          code: 'TP-002',
          name: 'Second point',
          longitude: '',
          latitude: '',
          openTime: '',
          closeTime: '',
        }),
      ),
      'pickupSave',
    );
    const list = (query: Record<string, string | number>) =>
      admin.call('pickupPageList', { query }).then((response) => expectOk(response, 'pickupPageList'));
    expect((await list({ keyword: 'TP-00' })).total).toBe(2);
    expect((await list({ keyword: 'second' })).list.map((row) => row.code)).toEqual(['TP-002']);
    expect((await list({ keyword: 'TP-00', storeId: String(store.id) })).list.map((row) => row.code)).toEqual(
      ['TP-001'],
    );
    expect((await list({ keyword: 'TP-00', status: '0' })).total).toBe(0);
    // A store id that names nothing lists nothing.
    expect((await list({ storeId: '99999999999' })).total).toBe(0);
  });

  it('[ORG-08] flags each point outside its store fence, and null without a location or fence', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const fenced = await activeStore(t, DEMO, 2);
    const unfenced = await activeStore(t, DEMO, 1);
    const inside = expectOk(await save(admin, draft(fenced.id, { code: 'TP-IN' })), 'pickupSave');
    const outside = expectOk(
      await save(admin, draft(fenced.id, { code: 'TP-OUT', longitude: '120.2', latitude: '30.2' })),
      'pickupSave',
    );
    const nowhere = expectOk(
      await save(admin, draft(fenced.id, { code: 'TP-NOWHERE', longitude: '', latitude: '' })),
      'pickupSave',
    );
    const noFence = expectOk(await save(admin, draft(unfenced.id, { code: 'TP-NOFENCE' })), 'pickupSave');
    // Whatever fences the demo stores had: a square around (120.1, 30.2) on one, no areas on the other.
    await fenceStore(admin, fenced.id);
    await fenceStore(admin, unfenced.id, []);

    const flags = async () => {
      const page = expectOk(
        await admin.call('pickupPageList', { query: { keyword: 'TP-', pageSize: 100 } }),
        'pickupPageList',
      );
      return Object.fromEntries(page.list.map((row) => [row.id, row.outsideFence]));
    };
    const flagged = await flags();
    expect(flagged[inside.id]).toBe(false);
    expect(flagged[outside.id]).toBe(true);
    expect(flagged[nowhere.id]).toBeNull();
    expect(flagged[noFence.id]).toBeNull();
    expect(
      expectOk(await admin.call('pickupGet', { query: { id: outside.id } }), 'pickupGet').outsideFence,
    ).toBe(true);

    const outsiders = expectOk(
      await admin.call('fenceOutsidePickups', { query: { storeId: String(fenced.id) } }),
      'fenceOutsidePickups',
    );
    expect(outsiders.map((row) => row.code)).toContain('TP-OUT');
    expect(outsiders.map((row) => row.code)).not.toContain('TP-IN');
    expect(outsiders.map((row) => row.code)).not.toContain('TP-NOWHERE');
    expect(outsiders.every((row) => row.outsideFence === true)).toBe(true);
    const everywhere = expectOk(await admin.call('fenceOutsidePickups'), 'fenceOutsidePickups');
    expect(everywhere.map((row) => row.id)).toContain(outside.id);

    // Moving the point into the fence clears the flag.
    expectOk(
      await save(
        admin,
        draft(fenced.id, { id: outside.id, version: '1', code: 'TP-OUT', longitude: '120.105' }),
      ),
      'pickupSave',
    );
    expect((await flags())[outside.id]).toBe(false);
  });

  it('[ORG-08] refuses coordinates out of range, opening after closing and a bad phone, writing nothing', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const store = await activeStore(t, DEMO, 0);
    const before = await countRows(t.database, pickupPoints);
    admin.language = 'en';
    const response = await save(
      admin,
      draft(store.id, {
        code: 'TP-BAD',
        longitude: '180.5',
        latitude: '-91',
        openTime: '22:00',
        closeTime: '08:00',
        contactPhone: 'call me',
      }),
    );
    expectFail(response, Code.invalidValues, 422);
    expect(fieldErrorsOf(response)).toEqual({
      longitude: 'The longitude is a number from -180 to 180 (at most 6 decimals).',
      latitude: 'The latitude is a number from -90 to 90 (at most 6 decimals).',
      closeTime: 'The opening time must be before the closing time.',
      contactPhone: 'Enter a mobile number (11 digits) or a landline such as 010-12345678.',
    });
    const errors = (body: Partial<PickupDraft>) =>
      save(admin, draft(store.id, { code: 'TP-BAD', ...body })).then(fieldErrorsOf);
    expect(Object.keys(await errors({ longitude: '120.1', latitude: '' }))).toEqual(['latitude']);
    expect(Object.keys(await errors({ openTime: '24:00' }))).toEqual(['openTime']);
    expect(Object.keys(await errors({ openTime: '09:00', closeTime: '09:00' }))).toEqual(['closeTime']);
    expect(Object.keys(await errors({ openTime: '', closeTime: '18:00' }))).toEqual(['openTime']);
    expect(Object.keys(await errors({ longitude: '1e2' }))).toEqual(['longitude']);
    expect(Object.keys(await errors({ code: '', name: '', storeId: '' })).sort()).toEqual([
      'code',
      'name',
      'storeId',
    ]);
    expect(await countRows(t.database, pickupPoints)).toBe(before);
  });

  it('[ORG-08] needs an active store of the tenant and a code not used by another point', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const store = await activeStore(t, DEMO, 0);
    const strictStore = await activeStore(t, STRICT, 0);
    const foreign = await save(admin, draft(strictStore.id, { code: 'TP-FOREIGN' }));
    expectFail(foreign, Code.invalidValues, 422);
    expect(Object.keys(fieldErrorsOf(foreign))).toEqual(['storeId']);

    const kept = expectOk(await save(admin, draft(store.id, { code: 'TP-KEEP' })), 'pickupSave');
    await setStore(t, store.id, { status: 0 });
    try {
      const disabled = await save(admin, draft(store.id, { code: 'TP-DISABLED' }));
      expect(fieldErrorsOf(disabled).storeId).toContain(store.name);
      // A point already at the disabled store may still be edited.
      expectOk(
        await save(admin, draft(store.id, { id: kept.id, version: '1', code: 'TP-KEEP', name: 'Kept' })),
        'pickupSave',
      );
    } finally {
      await setStore(t, store.id, { status: 1 });
    }
    const duplicate = await save(admin, draft(store.id, { code: 'TP-KEEP' }));
    expectFail(duplicate, Code.duplicate, 409);
    expect(fieldErrorsOf(duplicate).code).toContain('Kept');
    const stale = await save(admin, draft(store.id, { id: kept.id, version: '1', code: 'TP-KEEP' }));
    expectFail(stale, Code.staleVersion, 409);
  });

  it('[ORG-08] deletes a point (site token needed, version checked) and only of its own tenant', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const store = await activeStore(t, DEMO, 0);
    const point = expectOk(await save(admin, draft(store.id, { code: 'TP-DEL' })), 'pickupSave');
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expectFail(await strict.call('pickupGet', { query: { id: point.id } }), Code.notFound, 404);
    expectFail(await strict.call('pickupDelete', { query: { id: point.id } }), Code.notFound, 404);
    expectFail(
      await save(strict, draft(store.id, { id: point.id, version: '1', code: 'TP-DEL' })),
      Code.notFound,
      404,
    );
    expect(
      expectOk(await strict.call('pickupPageList', { query: { keyword: 'TP-DEL' } }), 'pickupPageList').total,
    ).toBe(0);

    expectFail(
      await admin.call('pickupDelete', { query: { id: point.id }, headers: { 'x-site-token': 'forged' } }),
      Code.siteTokenMismatch,
      403,
    );
    expectFail(
      await admin.call('pickupDelete', { query: { id: point.id, version: 7 } }),
      Code.staleVersion,
      409,
    );
    expect(
      expectOk(await admin.call('pickupDelete', { query: { id: point.id, version: 1 } }), 'pickupDelete'),
    ).toBe(true);
    expectFail(await admin.call('pickupGet', { query: { id: point.id } }), Code.notFound, 404);
    expectFail(await admin.call('pickupDelete', { query: { id: point.id } }), Code.notFound, 404);
  });
});
