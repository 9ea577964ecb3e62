import { describe, expect, it } from 'vitest';
import { sysParams } from '../../../src/db/schema';
import { GREY_PAGES_PARAM } from '../../../src/routes/grey/grey-config';
import { DEMO, TEST_DATABASES, expectOk, signedIn, useTestApp } from '../../helpers';

const PAGES = [{ originUrl: 'http://a.example/p', greyUrl: 'http://b.example/p', platformNo: DEMO }];

describe.each(TEST_DATABASES)('grey-test config and embedding parameters on %s', (kind) => {
  const t = useTestApp(kind, { frameOrigins: ['http://127.0.0.1:18081'] });

  it("[MSG-05] {siteToken}.json with _platform_num answers the tenant's data.pages", async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const get = (file: string, platformNum = DEMO) =>
      t.app.inject({
        method: 'GET',
        url: `/api/grey/${file}`,
        query: { _platform_num: platformNum },
        headers: { cookie: agent.cookie ?? '' },
      });
    expect((await get(`${agent.siteToken}.json`)).json()).toMatchObject({
      success: true,
      data: { pages: [] },
    });

    const tenantId = agent.login?.tenantId;
    await t.database.db.insert(sysParams).values({
      tenantId: Number(tenantId),
      name: GREY_PAGES_PARAM,
      value: JSON.stringify(PAGES),
    });
    expect((await get(`${agent.siteToken}.json`)).json()).toMatchObject({ data: { pages: PAGES } });
    // Another session's file, another tenant's number, or no session: nothing to read.
    expect((await get('someone-else.json')).statusCode).toBe(404);
    expect((await get(`${agent.siteToken}.json`, '100002')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/grey/${agent.siteToken}.json?_platform_num=${DEMO}` }))
        .statusCode,
    ).toBe(401);
  });

  it('the frame allowlist and micro-app registry default to the deployment frame origins', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const param = async (paramName: string) =>
      expectOk(await agent.call('sysParam', { query: { paramName } }), 'sysParam')[paramName];
    expect(await param('frameOrigins')).toBe('http://127.0.0.1:18081');
    expect(JSON.parse((await param('microApps')) ?? '')).toEqual([
      { name: 'vendor', url: 'http://127.0.0.1:18081/wujie-app.html' },
    ]);
  });
});
