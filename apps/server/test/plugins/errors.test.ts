import { api } from '@rcadmin/contract';
import type { TObject } from 'typebox';
import { describe, expect, it } from 'vitest';
import { favourites, loginRecords, operationLog, sessions, smsCodes } from '../../src/db/schema';
import {
  Agent,
  DEMO,
  TEST_DATABASES,
  countRows,
  expectFail,
  signedIn,
  useTestApp,
  type TestApp,
} from '../helpers';

const TABLES = { favourites, loginRecords, operationLog, sessions, smsCodes };

async function snapshot(t: TestApp) {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) counts[name] = await countRows(t.database, table);
  return counts;
}

describe.each(TEST_DATABASES)('bad input on %s', (kind) => {
  const t = useTestApp(kind);

  const post = (name: keyof typeof api, payload: string, contentType: string | undefined, agent?: Agent) =>
    t.app.inject({
      method: 'POST',
      url: `/api${api[name].path}`,
      payload,
      headers: {
        ...(contentType ? { 'content-type': contentType } : {}),
        ...(agent ? { cookie: agent.cookie as string, 'x-site-token': agent.siteToken as string } : {}),
      },
    });

  it('[ERR-05] names the field and the problem for wrong types and missing fields', async () => {
    const agent = new Agent(t.app);
    const wrongType = await agent.call('login', {
      body: { platformNum: DEMO, loginName: 123, password: 'x' },
      json: true,
    });
    expect(expectFail(wrongType, '4000', 400).msg).toBe(
      'Invalid request: field body.loginName must be a string',
    );
    const missing = await agent.call('login', { body: { platformNum: DEMO, loginName: 'admin' } });
    expect(expectFail(missing, '4000', 400).msg).toContain('missing field body.password');
    const nested = await agent.call('sendVerifyCode', {
      body: {
        request: { appCode: 'rcadmin', appServiceCode: '', phoneNo: 13800000001, tenantId: '' },
        _platform_num: DEMO,
      },
    });
    expect(expectFail(nested, '4000', 400).msg).toContain('body.request.phoneNo');
    agent.language = 'zh';
    const zh = await agent.call('login', { body: { platformNum: DEMO, loginName: 'admin' } });
    expect(expectFail(zh, '4000', 400).msg).toBe('请求参数错误：缺少字段 body.password');
  });

  it('refuses a repeated form field (an array where a string belongs)', async () => {
    const response = await post(
      'login',
      'platformNum=100001&loginName=a&loginName=b&password=x',
      'application/x-www-form-urlencoded',
    );
    expect(expectFail(response, '4000', 400).msg).toContain('body.loginName');
  });

  it('refuses malformed and empty JSON', async () => {
    expect(expectFail(await post('login', '{"platformNum":', 'application/json'), '4000', 400).msg).toMatch(
      /not valid JSON/,
    );
    expectFail(await post('login', '', 'application/json'), '4000', 400);
  });

  it('refuses an unknown or missing content type with 415', async () => {
    expectFail(await post('login', 'platformNum=100001', 'text/plain'), '4015', 415);
    expectFail(await post('login', 'platformNum=100001', 'multipart/form-data; boundary=x'), '4015', 415);
    expectFail(await post('login', 'platformNum=100001', undefined), '4015', 415);
  });

  it('refuses bodies over 100 KB with 413', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const huge = `resIdList=${'a,'.repeat(60_000)}`;
    const response = await post('removeCollect', huge, 'application/x-www-form-urlencoded', agent);
    expect(expectFail(response, '4013', 413).msg).toContain('100 KB');
  });

  it('refuses a NUL character instead of failing in the database', async () => {
    const response = await new Agent(t.app).call('login', {
      body: { platformNum: DEMO, loginName: 'adm\u0000in', password: 'x' },
    });
    expect(expectFail(response, '4000', 400).msg).toContain('body.loginName');
  });

  it('changes no rows on any refused call', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const before = await snapshot(t);
    const calls = [
      agent.call('syncSysOperatorLog', { body: { opt: 'x' } }),
      agent.call('addCollect', {
        body: { siteToken: 'x', siteUserId: '1', appCode: 'rcadmin', collectResourceList: '[1]' },
      }),
      agent.call('recordLogin', { body: { ssoUserId: '', platformNum: DEMO } }),
      agent.call('removeCollect', { body: {} }),
      post('syncSysOperatorLog', 'opt=1', 'text/plain', agent),
      post('recordLogin', '{"ssoUserId":', 'application/json', agent),
      new Agent(t.app).call('sendVerifyCode', { body: { request: {}, _platform_num: DEMO } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false });
    }
    expect(await snapshot(t)).toEqual(before);
  });
});

describe.each(TEST_DATABASES)('bad input to every call on %s', (kind) => {
  const t = useTestApp(kind);
  const names = Object.keys(api) as (keyof typeof api)[];

  it('[ERR-05] answers missing fields, wrong content types, huge bodies and bad queries with a 4xx envelope, changing nothing', async () => {
    const agent = await signedIn(t.app, DEMO, 'admin', 'Admin@2026');
    const auth = { cookie: agent.cookie as string, 'x-site-token': agent.siteToken as string };
    const before = await snapshot(t);
    for (const name of names) {
      const spec = api[name];
      const url = `/api${spec.path}`;
      const expect4xx = (response: { statusCode: number; json(): unknown }, status: number) => {
        expect(response.statusCode, `${name} → ${response.statusCode}`).toBe(status);
        expect(response.json(), name).toMatchObject({
          success: false,
          code: expect.any(String),
          msg: expect.any(String),
        });
      };
      if (spec.method === 'POST') {
        const send = (payload: string, contentType: string) =>
          t.app.inject({ method: 'POST', url, payload, headers: { ...auth, 'content-type': contentType } });
        if (name === 'fileUpload' || name === 'batchImportUpload') {
          // An upload takes multipart/form-data only: any other body is the wrong media type.
          expect4xx(await send('{}', 'application/json'), 415);
          expect4xx(await send('x=1', 'text/plain'), 415);
          continue;
        }
        expect4xx(await send('{}', 'application/json'), 400);
        expect4xx(await send('{"a":', 'application/json'), 400);
        expect4xx(await send('x=1', 'text/plain'), 415);
        // Over every call's body limit (100 KB; an adjustment order's, for its many rows, is larger).
        expect4xx(await send(JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) }), 'application/json'), 413);
      } else if ('query' in spec) {
        const query = spec.query as TObject;
        if ((query.required ?? []).length > 0) {
          expect4xx(await t.app.inject({ method: 'GET', url, headers: auth }), 400);
          expect4xx(
            await t.app.inject({
              method: 'GET',
              url: `${url}?page=x&id=&paramName=1&limitNum=-1`,
              headers: auth,
            }),
            400,
          );
        } else {
          // Every field optional (a list's filters): no query is a valid request, but a field
          // with a type, pattern or choice still refuses a value it cannot be.
          const properties = query.properties as Record<string, Record<string, unknown>>;
          const typed = Object.entries(properties).find(
            ([, property]) =>
              ['integer', 'number', 'boolean'].includes(String(property.type)) ||
              'pattern' in property ||
              'anyOf' in property ||
              'enum' in property ||
              'const' in property,
          );
          if (typed)
            expect4xx(
              await t.app.inject({ method: 'GET', url: `${url}?${typed[0]}=%00%3Cbad%3E`, headers: auth }),
              400,
            );
        }
      }
    }
    expect(await snapshot(t)).toEqual(before);
  });
});
