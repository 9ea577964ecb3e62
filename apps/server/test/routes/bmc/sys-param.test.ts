import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysParams, tenants } from '../../../src/db/schema';
import { allowedMicroApps } from '../../../src/domain/micro-apps';
import { testConfig } from '../../config';
import { DEMO, STRICT, TEST_DATABASES, expectOk, signedIn, useTestApp, type TestApp } from '../../helpers';

/** The example's origin in the seeded demo (testConfig's default). */
const EXAMPLE = testConfig().exampleOrigin;
const TRUSTED = 'https://legacy.example';

async function readParam(t: TestApp, platformNum: string, paramName: string): Promise<string | undefined> {
  const agent = await signedIn(t.app, platformNum, 'admin', 'Admin@2026');
  return expectOk(await agent.call('sysParam', { query: { paramName } }), 'sysParam')[paramName];
}

async function setRegistry(t: TestApp, platformNum: string, value: string | undefined): Promise<void> {
  const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, platformNum));
  const tenantId = tenant?.id as number;
  await t.database.db
    .delete(sysParams)
    .where(and(eq(sysParams.tenantId, tenantId), eq(sysParams.name, 'microApps')));
  if (value !== undefined)
    await t.database.db.insert(sysParams).values({ tenantId, name: 'microApps', value });
}

describe('micro-app registry filter', () => {
  it('keeps the entries from allowed origins and drops anything malformed', () => {
    const registry = JSON.stringify([
      { name: 'vendor', url: `${EXAMPLE}/wujie-app.html` },
      { name: 'legacy', url: `${TRUSTED}/app/` },
      { name: 'script', url: 'javascript:alert(1)' },
      { name: 'nameless' },
      'not an entry',
    ]);
    expect(allowedMicroApps(registry, [TRUSTED])).toEqual([{ name: 'legacy', url: `${TRUSTED}/app/` }]);
    expect(allowedMicroApps(registry, [])).toEqual([]);
    expect(allowedMicroApps('{"not":"a list"}', [TRUSTED])).toEqual([]);
    expect(allowedMicroApps('not json', [TRUSTED])).toEqual([]);
  });
});

describe.each(TEST_DATABASES)('micro-app registry and frame allowlist through sysParam on %s', (kind) => {
  describe('with no MICRO_APP_ORIGINS (the default)', () => {
    const t = useTestApp(kind, { frameOrigins: ['http://vendor.localhost:18081'] });

    it("gives no tenant a micro-app, not even the demo's registered one; frames keep FRAME_ORIGINS", async () => {
      expect(JSON.parse((await readParam(t, DEMO, 'microApps')) ?? '')).toEqual([]);
      expect(await readParam(t, DEMO, 'frameOrigins')).toBe('http://vendor.localhost:18081');
    });
  });

  describe('with MICRO_APP_ORIGINS', () => {
    const t = useTestApp(kind, { microAppOrigins: [EXAMPLE, TRUSTED] });

    it('answers the micro-apps the demo tenant registered itself', async () => {
      expect(JSON.parse((await readParam(t, DEMO, 'microApps')) ?? '')).toEqual([
        { name: 'vendor', url: `${EXAMPLE}/wujie-app.html` },
      ]);
    });

    it("names each frame origin once, when the tenant's list and a registered app name the same one", async () => {
      const [demo] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
      const tenantId = demo?.id as number;
      await t.database.db
        .delete(sysParams)
        .where(and(eq(sysParams.tenantId, tenantId), eq(sysParams.name, 'frameOrigins')));
      await t.database.db
        .insert(sysParams)
        .values({ tenantId, name: 'frameOrigins', value: `https://framed.example ${EXAMPLE}` });
      // The demo's registered micro-app runs from EXAMPLE too.
      expect((await readParam(t, DEMO, 'frameOrigins'))?.split(' ')).toEqual([
        'https://framed.example',
        EXAMPLE,
      ]);
    });

    it('gives a tenant that registered none no micro-app: there is no deployment default', async () => {
      await setRegistry(t, STRICT, undefined);
      expect(await readParam(t, STRICT, 'microApps')).toBe('');
    });

    it("drops a tenant's entries from origins outside MICRO_APP_ORIGINS, even ones on its frame allowlist", async () => {
      const [strict] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, STRICT));
      await t.database.db
        .insert(sysParams)
        .values({ tenantId: strict?.id as number, name: 'frameOrigins', value: 'https://framed.example' });
      await setRegistry(
        t,
        STRICT,
        JSON.stringify([
          { name: 'framed', url: 'https://framed.example/app.html' },
          { name: 'legacy', url: `${TRUSTED}/app/` },
        ]),
      );
      expect(JSON.parse((await readParam(t, STRICT, 'microApps')) ?? '')).toEqual([
        { name: 'legacy', url: `${TRUSTED}/app/` },
      ]);
    });
  });
});
