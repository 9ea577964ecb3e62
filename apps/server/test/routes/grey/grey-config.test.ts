import { describe, expect, it } from 'vitest';
import { sysParams } from '../../../src/db/schema';
import { GREY_PAGES_PARAM } from '../../../src/routes/grey/grey-config';
import { DEMO, TEST_DATABASES, signedIn, useTestApp } from '../../helpers';

const PAGES = [{ originUrl: 'http://a.example/p', greyUrl: 'http://b.example/p', platformNo: DEMO }];

describe.each(TEST_DATABASES)('grey-test config on %s', (kind) => {
  const t = useTestApp(kind, { frameOrigins: ['http://127.0.0.1:18081'] });

  it("[MSG-05] [API-31] {greyToken}.json with _platform_num answers the tenant's data.pages", async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const get = (file: string, platformNum = DEMO) =>
      t.app.inject({
        method: 'GET',
        url: `/api/grey/${file}`,
        query: { _platform_num: platformNum },
        headers: { cookie: agent.cookie ?? '' },
      });
    const greyToken = agent.login?.greyToken as string;
    expect(greyToken).toMatch(/^[\w-]{43}$/);
    expect(greyToken).not.toBe(agent.siteToken);
    expect((await get(`${greyToken}.json`)).json()).toMatchObject({
      success: true,
      data: { pages: [] },
    });
    // The siteToken (the CSRF secret) never names the file: it must not travel in a URL.
    expect((await get(`${agent.siteToken}.json`)).statusCode).toBe(404);

    const tenantId = agent.login?.tenantId;
    await t.database.db.insert(sysParams).values({
      tenantId: Number(tenantId),
      name: GREY_PAGES_PARAM,
      value: JSON.stringify(PAGES),
    });
    expect((await get(`${greyToken}.json`)).json()).toMatchObject({ data: { pages: PAGES } });
    // Another session's file, another tenant's number, or no session: nothing to read.
    const other = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    expect((await get(`${other.login?.greyToken}.json`)).statusCode).toBe(404);
    expect((await get('someone-else.json')).statusCode).toBe(404);
    expect((await get(`${greyToken}.json`, '100002')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/grey/${greyToken}.json?_platform_num=${DEMO}` }))
        .statusCode,
    ).toBe(401);
  });
});
