import { Code, SYS_PARAMS, checkSysParam, type FieldError, type SysParamRow } from '@rcadmin/contract';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operationLog, sysParamHistory, sysParams, tenants } from '../../../src/db/schema';
import {
  Agent,
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type TestApp,
} from '../../helpers';

const PASSWORD = 'Admin@2026';
const PAGE = '/setting/index/list';
const DEPLOYMENT_ORIGIN = 'https://deploy.example';

async function tenantId(t: TestApp, platformNum: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.platformNum, platformNum));
  return row!.id;
}

async function historyCount(t: TestApp, platformNum: string, name: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(sysParamHistory)
    .where(and(eq(sysParamHistory.tenantId, await tenantId(t, platformNum)), eq(sysParamHistory.name, name)));
  return row?.n ?? 0;
}

async function list(agent: Agent): Promise<Map<string, SysParamRow>> {
  const rows = expectOk(await agent.call('sysParamList'), 'sysParamList');
  return new Map(rows.map((row) => [row.name, row]));
}

async function param(agent: Agent, name: string): Promise<SysParamRow> {
  return (await list(agent)).get(name)!;
}

/** Saves a value over what the list shows now (the editor's read). */
async function save(agent: Agent, name: string, value: string) {
  const read = await param(agent, name);
  return agent.call('sysParamSave', { body: { name, value, expected: read.set ? read.value : null } });
}

function fieldErrorsOf(response: { json(): unknown }): FieldError[] {
  return (response.json() as { fieldErrors?: FieldError[] }).fieldErrors ?? [];
}

describe('the catalogue’s value check', () => {
  it('[SET-01] takes each type’s values, normalised, and says why others do not fit', () => {
    expect(checkSysParam({ type: 'switch' }, '1')).toEqual({ value: '1' });
    expect(checkSysParam({ type: 'switch' }, 'true')).toEqual({ problem: { kind: 'notSwitch' } });
    expect(checkSysParam({ type: 'number', min: 30, max: 3650 }, ' 0365 ')).toEqual({ value: '365' });
    expect(checkSysParam({ type: 'number', min: 30, max: 3650 }, '36.5')).toEqual({
      problem: { kind: 'notInteger' },
    });
    expect(checkSysParam({ type: 'number', min: 30, max: 3650 }, '3651')).toEqual({
      problem: { kind: 'outOfRange', min: 30, max: 3650 },
    });
    const choice = { type: 'choice', options: ['amap', 'leaflet'] } as const;
    expect(checkSysParam(choice, 'leaflet')).toEqual({ value: 'leaflet' });
    expect(checkSysParam(choice, 'google')).toEqual({
      problem: { kind: 'notChoice', options: 'amap, leaflet' },
    });
    expect(checkSysParam({ type: 'text', maxLength: 3 }, ' abc ')).toEqual({ value: 'abc' });
    expect(checkSysParam({ type: 'text', maxLength: 3 }, 'abcd')).toEqual({
      problem: { kind: 'tooLong', maxLength: 3 },
    });
    const json = SYS_PARAMS.find((spec) => spec.name === 'microApps')!;
    expect(checkSysParam(json, '[ { "name": "pos", "url": "https://pos.example/app" } ]')).toEqual({
      value: '[{"name":"pos","url":"https://pos.example/app"}]',
    });
    expect(checkSysParam(json, '{"name":')).toEqual({ problem: { kind: 'notJson' } });
    expect(checkSysParam(json, '[{"name":"pos","url":"javascript:alert(1)"}]')).toEqual({
      problem: { kind: 'badShape', path: '/0/url' },
    });
    // The rules as the list sends them (JSON) check the same.
    const sent = JSON.parse(JSON.stringify(json)) as typeof json;
    expect(checkSysParam(sent, '[{"url":"https://pos.example"}]')).toEqual({
      problem: { kind: 'badShape', path: '/0' },
    });
  });

  it('[SET-01] knows the origin lists and tile templates the shell and the CSP read', () => {
    const rules = (name: string) => SYS_PARAMS.find((spec) => spec.name === name)!;
    const origins = rules('frameOrigins');
    expect(checkSysParam(origins, '')).toEqual({ value: '' });
    expect(checkSysParam(origins, 'https://a.example, http://b.localhost:8081/ https://10.0.0.2')).toEqual({
      value: 'https://a.example, http://b.localhost:8081/ https://10.0.0.2',
    });
    for (const bad of ['ftp://a.example', 'https://a.example/path', 'a.example', 'https://a.example;x'])
      expect(checkSysParam(origins, bad), bad).toEqual({ problem: { kind: 'badFormat' } });
    const tiles = rules('mapTileUrl');
    for (const good of [
      '',
      'https://tile.example.com/{z}/{x}/{y}.png',
      'http://{s}.tile.example:8080/{z}/{y}/{x}',
    ])
      expect(checkSysParam(tiles, good), good).toEqual({ value: good });
    for (const bad of [
      'https://tile.example.com/{z}/{x}.png',
      'ftp://tile.example/{z}/{x}/{y}',
      'https://{z}/{x}/{y}',
    ])
      expect(checkSysParam(tiles, bad), bad).toEqual({ problem: { kind: 'badFormat' } });
  });
});

describe.each(TEST_DATABASES)('system parameters page on %s', (kind) => {
  const t = useTestApp(kind, { frameOrigins: [DEPLOYMENT_ORIGIN] });

  it('[SET-01] lists every parameter of the catalogue: value in effect, default, set or not, description in the caller’s language', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const rows = expectOk(await admin.call('sysParamList'), 'sysParamList');
    expect(rows.map((row) => row.name)).toEqual(SYS_PARAMS.map((spec) => spec.name));
    const byName = new Map(rows.map((row) => [row.name, row]));
    // Seeded by the demo.
    expect(byName.get('pwdCheckVcode')).toMatchObject({
      value: '0',
      set: true,
      defaultValue: '0',
      definition: { type: 'switch' },
      changedAt: null,
      changedBy: null,
    });
    // Not set: the catalogue's default, or the deployment's.
    expect(byName.get('operationLogRetentionDays')).toMatchObject({
      value: '180',
      set: false,
      defaultValue: '180',
      definition: { type: 'number', min: 30, max: 3650 },
    });
    expect(byName.get('frameOrigins')).toMatchObject({ value: DEPLOYMENT_ORIGIN, set: false });
    expect(byName.get('microApps')?.definition).toMatchObject({ type: 'json', schema: { type: 'array' } });
    expect(byName.get('operationLogRetentionDays')?.description).toContain('operation log');
    admin.language = 'zh';
    const zh = expectOk(await admin.call('sysParamList'), 'sysParamList');
    expect(zh.find((row) => row.name === 'operationLogRetentionDays')?.description).toContain(
      '操作日志保留的天数',
    );
  });

  it('[SET-01] saves a value of each type, normalised, with its history row and one operation log record; get.do reads it at once', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const demo = await tenantId(t, DEMO);
    const records = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(operationLog)
          .where(and(eq(operationLog.tenantId, demo), eq(operationLog.menuCode, PAGE)))
      )[0]?.n ?? 0;
    const before = await records();
    const saves: [name: string, sent: string, kept: string][] = [
      ['isSpuUse', '1', '1'],
      ['operationLogRetentionDays', ' 0365 ', '365'],
      [
        'frameOrigins',
        ' https://a.example, https://b.example:8443 ',
        'https://a.example, https://b.example:8443',
      ],
      ['amapKey', '0123456789abcdef0123456789abcdef', '0123456789abcdef0123456789abcdef'],
      ['mapTileUrl', 'https://tile.example.com/{z}/{x}/{y}.png', 'https://tile.example.com/{z}/{x}/{y}.png'],
      [
        'microApps',
        '[\n  { "name": "legacy", "url": "https://legacy.example/app/" }\n]',
        '[{"name":"legacy","url":"https://legacy.example/app/"}]',
      ],
      [
        'greyPages',
        '[{"originUrl":"/goods","greyUrl":"/goods-grey","platformNo":"100001"}]',
        '[{"originUrl":"/goods","greyUrl":"/goods-grey","platformNo":"100001"}]',
      ],
    ];
    for (const [name, sent, kept] of saves) {
      const saved = expectOk(await save(admin, name, sent), 'sysParamSave');
      expect(saved, name).toMatchObject({
        changed: true,
        param: { name, value: kept, set: true, changedBy: '系统管理员' },
      });
      expect(saved.param.changedAt).toBe(t.app.config.now().toISOString());
      expect(await historyCount(t, DEMO, name), name).toBe(1);
    }
    expect(await records()).toBe(before + saves.length);
    const [record] = await t.database.db
      .select()
      .from(operationLog)
      .where(
        and(
          eq(operationLog.tenantId, demo),
          eq(operationLog.opt, 'Changed the system parameter operationLogRetentionDays: (not set) → 365'),
        ),
      );
    expect(record).toMatchObject({ optUserCode: 'admin', menuName: 'System parameters' });

    // Nothing on the server keeps an old value: the next read is the new one.
    for (const name of ['isSpuUse', 'operationLogRetentionDays', 'frameOrigins', 'mapTileUrl'])
      expect(expectOk(await admin.call('sysParam', { query: { paramName: name } }), 'sysParam')[name]).toBe(
        saves.find(([saved]) => saved === name)![2],
      );
  });

  it('[SET-01] writes nothing for a value already in effect (the same value, or the default of one not set)', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const same = expectOk(await save(admin, 'pwdCheckVcode', '0'), 'sysParamSave');
    expect(same).toMatchObject({ changed: false, param: { value: '0', set: true } });
    expect(await historyCount(t, DEMO, 'pwdCheckVcode')).toBe(0);
    // Back to the deployment's default: the tenant's value goes, the history keeps the default.
    const read = await param(admin, 'frameOrigins');
    expect(read.set).toBe(true);
    const reset = expectOk(
      await admin.call('sysParamReset', { body: { name: 'frameOrigins', expected: read.value } }),
      'sysParamReset',
    );
    expect(reset).toMatchObject({ changed: true, param: { set: false, value: DEPLOYMENT_ORIGIN } });
    const changes = await historyCount(t, DEMO, 'frameOrigins');
    // The default typed in leaves the parameter following the default.
    const typed = expectOk(
      await admin.call('sysParamSave', {
        body: { name: 'frameOrigins', value: DEPLOYMENT_ORIGIN, expected: null },
      }),
      'sysParamSave',
    );
    expect(typed).toMatchObject({ changed: false, param: { set: false } });
    const resetAgain = expectOk(
      await admin.call('sysParamReset', { body: { name: 'frameOrigins', expected: null } }),
      'sysParamReset',
    );
    expect(resetAgain.changed).toBe(false);
    expect(await historyCount(t, DEMO, 'frameOrigins')).toBe(changes);
  });

  it('[SET-01] refuses a bad value of each type with 4220 on the value field, naming the parameter; nothing is written', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const bad: [name: string, value: string, message: string][] = [
      ['forcePasswordModify', 'yes', 'forcePasswordModify must be 0 (off) or 1 (on).'],
      ['operationLogRetentionDays', 'ninety', 'operationLogRetentionDays must be a whole number.'],
      ['operationLogRetentionDays', '29', 'operationLogRetentionDays must be from 30 to 3650.'],
      [
        'frameOrigins',
        'ftp://files.example',
        'frameOrigins is not in the expected format: see its description.',
      ],
      ['amapKey', 'k'.repeat(65), 'amapKey may have at most 64 characters.'],
      [
        'mapTileUrl',
        'https://tile.example.com/{z}.png',
        'mapTileUrl is not in the expected format: see its description.',
      ],
      ['microApps', '[{"name":"legacy",', 'microApps is not valid JSON.'],
      [
        'microApps',
        '[{"name":"has space","url":"https://legacy.example/"}]',
        'microApps: the JSON at /0/name does not have the expected shape (see its description).',
      ],
      [
        'greyPages',
        '{"pages":[]}',
        'greyPages: the JSON at / does not have the expected shape (see its description).',
      ],
    ];
    const before = await list(admin);
    for (const [name, value, message] of bad) {
      const response = await save(admin, name, value);
      const refused = expectFail(response, Code.invalidValues, 422);
      expect(refused.msg, name).toBe(message);
      expect(fieldErrorsOf(response)).toEqual([{ field: 'value', msg: message }]);
    }
    const after = await list(admin);
    for (const [name] of bad) expect(after.get(name), name).toEqual(before.get(name));
    // The body itself is checked by its schema: a clear 4000, never a 500.
    expectFail(
      await admin.call('sysParamSave', { body: { name: 'isSpuUse', value: '1' } }),
      Code.invalidRequest,
      400,
    );
    expectFail(
      await admin.call('sysParamSave', { body: { name: 'isSpuUse', value: 1, expected: '0' } }),
      Code.invalidRequest,
      400,
    );
  });

  it('[SET-01] [SEC-6] refuses a tile host placeholder before a public suffix, which would allow images from any site', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    for (const value of ['https://{s}.com/{z}/{x}/{y}.png', 'https://{s}.co.uk/{z}/{x}/{y}.png']) {
      const response = await save(admin, 'mapTileUrl', value);
      const host = value.split('/')[2]!.slice(4);
      const message = `mapTileUrl: a subdomain placeholder may stand only before a domain of its own, such as https://{s}.tile.example.com/{z}/{x}/{y}.png; ${host} is a public suffix and would allow images from anyone's site.`;
      expect(expectFail(response, Code.invalidValues, 422).msg, value).toBe(message);
      expect(fieldErrorsOf(response)).toEqual([{ field: 'value', msg: message }]);
    }
    admin.language = 'zh';
    expect(
      expectFail(await save(admin, 'mapTileUrl', 'https://{s}.com/{z}/{x}/{y}.png'), Code.invalidValues, 422)
        .msg,
    ).toContain('com 是公共后缀');
    admin.language = 'es';
    expect(
      expectFail(await save(admin, 'mapTileUrl', 'https://{s}.com/{z}/{x}/{y}.png'), Code.invalidValues, 422)
        .msg,
    ).toContain('com es un sufijo público');
    admin.language = 'en';
  });

  it('[SET-01] refuses a name the catalogue does not know, on the name field', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const saved = await admin.call('sysParamSave', {
      body: { name: 'noSuchParam', value: '1', expected: null },
    });
    expect(expectFail(saved, Code.invalidValues, 422).msg).toBe(
      'There is no system parameter named noSuchParam.',
    );
    expect(fieldErrorsOf(saved).map((error) => error.field)).toEqual(['name']);
    expectFail(
      await admin.call('sysParamReset', { body: { name: 'noSuchParam', expected: null } }),
      Code.invalidValues,
      422,
    );
    expectFail(
      await admin.call('sysParamHistory', { query: { name: 'noSuchParam' } }),
      Code.invalidValues,
      422,
    );
    const [row] = await t.database.db
      .select({ n: count() })
      .from(sysParams)
      .where(eq(sysParams.name, 'noSuchParam'));
    expect(row?.n).toBe(0);
  });

  it('[SET-01] refuses a change over a newer one (lost update) with 4009, naming who made it', async () => {
    const first = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const second = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    // Both read the parameter unset (180); the second saves first.
    const read = await param(first, 'operationLogRetentionDays');
    expectOk(await save(second, 'operationLogRetentionDays', '730'), 'sysParamSave');
    const expected = read.set ? read.value : null;
    const stale = expectFail(
      await first.call('sysParamSave', {
        body: { name: 'operationLogRetentionDays', value: '90', expected },
      }),
      Code.staleVersion,
      409,
    );
    expect(stale.msg).toBe(
      '系统管理员 changed the system parameter operationLogRetentionDays after you read it: reload and try again.',
    );
    expectFail(
      await first.call('sysParamReset', { body: { name: 'operationLogRetentionDays', expected } }),
      Code.staleVersion,
      409,
    );
    expect((await param(first, 'operationLogRetentionDays')).value).toBe('730');
    // A value set some other way (by hand: no history of it) is newer too, by nobody the page knows.
    const key = await param(first, 'amapKey');
    const demo = await tenantId(t, DEMO);
    await t.database.db
      .update(sysParams)
      .set({ value: 'byhand' })
      .where(and(eq(sysParams.tenantId, demo), eq(sysParams.name, 'amapKey')));
    const byHand = expectFail(
      await first.call('sysParamSave', {
        body: { name: 'amapKey', value: 'fromtheeditor', expected: key.value },
      }),
      Code.staleVersion,
      409,
    );
    expect(byHand.msg).toBe(
      'Someone else changed the system parameter amapKey after you read it: reload and try again.',
    );
    // Asking again with what is there now goes through.
    expectOk(
      await first.call('sysParamSave', {
        body: { name: 'operationLogRetentionDays', value: '90', expected: '730' },
      }),
      'sysParamSave',
    );
  });

  it('[SET-01] answers a parameter’s history newest first, a page at a time: who, when, old and new', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    for (const value of ['1', '0', '1']) {
      t.clock.advance(60_000);
      expectOk(await save(admin, 'pwdCheckVcode', value), 'sysParamSave');
    }
    t.clock.advance(60_000);
    expectOk(
      await admin.call('sysParamReset', { body: { name: 'pwdCheckVcode', expected: '1' } }),
      'sysParamReset',
    );
    const page = expectOk(
      await admin.call('sysParamHistory', { query: { name: 'pwdCheckVcode' } }),
      'sysParamHistory',
    );
    expect(page).toMatchObject({ total: 4, pageNo: 1, pageSize: 10 });
    expect(page.list.map((row) => [row.oldValue, row.newValue])).toEqual([
      ['1', '0'],
      ['0', '1'],
      ['1', '0'],
      ['0', '1'],
    ]);
    expect(page.list[0]).toMatchObject({ userName: '系统管理员', at: t.app.config.now().toISOString() });
    const times = page.list.map((row) => Date.parse(row.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = expectOk(
      await admin.call('sysParamHistory', { query: { name: 'pwdCheckVcode', pageNo: 2, pageSize: 10 } }),
      'sysParamHistory',
    );
    expect(second).toMatchObject({ list: [], total: 4, pageNo: 2 });
    expectFail(
      await admin.call('sysParamHistory', { query: { name: 'pwdCheckVcode', pageSize: 30 } }),
      Code.invalidRequest,
      400,
    );
    // The reset took the tenant's value away: the default is in effect again.
    expect(await param(admin, 'pwdCheckVcode')).toMatchObject({
      value: '0',
      set: false,
      changedBy: '系统管理员',
    });
    // Seeded parameters had their value before; one set for the first time had none.
    const spu = expectOk(
      await admin.call('sysParamHistory', { query: { name: 'isSpuUse' } }),
      'sysParamHistory',
    );
    expect(spu.list.at(-1)).toMatchObject({ oldValue: '0', newValue: '1' });
    const tiles = expectOk(
      await admin.call('sysParamHistory', { query: { name: 'mapTileUrl' } }),
      'sysParamHistory',
    );
    expect(tiles.list.at(-1)?.oldValue).toBeNull();
  });

  it('[SET-01] [API-08] forcePasswordModify turned on through the page restricts the next sign-in of an expired password', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const before = await signedIn(t.app, DEMO, 'expired', 'Expired@2026');
    expectOk(await before.call('deptRoleList', { query: { _platform_num: DEMO } }), 'deptRoleList');
    expectOk(await save(admin, 'forcePasswordModify', '1'), 'sysParamSave');
    const after = await signedIn(t.app, DEMO, 'expired', 'Expired@2026');
    expectFail(
      await after.call('deptRoleList', { query: { _platform_num: DEMO } }),
      Code.passwordRestricted,
      403,
    );
    // Off again: the next sign-in is free.
    expectOk(await save(admin, 'forcePasswordModify', '0'), 'sysParamSave');
    const freed = await signedIn(t.app, DEMO, 'expired', 'Expired@2026');
    expectOk(await freed.call('deptRoleList', { query: { _platform_num: DEMO } }), 'deptRoleList');
  });

  it('[SET-01] refuses every call to a role without the page (the clerk), and a change without the site token', async () => {
    const clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    expectFail(await clerk.call('sysParamList'), Code.forbidden, 403);
    expectFail(
      await clerk.call('sysParamSave', { body: { name: 'isSpuUse', value: '0', expected: '1' } }),
      Code.forbidden,
      403,
    );
    expectFail(
      await clerk.call('sysParamReset', { body: { name: 'isSpuUse', expected: '1' } }),
      Code.forbidden,
      403,
    );
    expectFail(await clerk.call('sysParamHistory', { query: { name: 'isSpuUse' } }), Code.forbidden, 403);
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.siteToken = undefined;
    expectFail(
      await admin.call('sysParamSave', { body: { name: 'isSpuUse', value: '0', expected: '1' } }),
      Code.siteTokenMismatch,
      403,
    );
    expectFail(await new Agent(t.app).call('sysParamList'), Code.loginRequired, 401);
    expect((await param(await signedIn(t.app, DEMO, 'admin', PASSWORD), 'isSpuUse')).value).toBe('1');
  });

  it('[SET-01] keeps each tenant’s parameters and history apart', async () => {
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const demo = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const demoBefore = await param(demo, 'greyPages');
    const strictBefore = await param(strict, 'greyPages');
    expect(strictBefore).toMatchObject({ set: false, changedBy: null });
    // '[]' is the default already: nothing to write.
    expect(expectOk(await save(strict, 'greyPages', '[]'), 'sysParamSave').changed).toBe(false);
    expectOk(
      await save(strict, 'greyPages', '[{"originUrl":"/a","greyUrl":"/b","platformNo":"100002"}]'),
      'sysParamSave',
    );
    expect(await param(demo, 'greyPages')).toEqual(demoBefore);
    const strictHistory = expectOk(
      await strict.call('sysParamHistory', { query: { name: 'greyPages' } }),
      'sysParamHistory',
    );
    const demoHistory = expectOk(
      await demo.call('sysParamHistory', { query: { name: 'greyPages' } }),
      'sysParamHistory',
    );
    expect(strictHistory.total).toBe(1);
    expect(demoHistory.total).toBe(1);
    expect(strictHistory.list[0]?.newValue).toContain('100002');
    expect(demoHistory.list[0]?.newValue).toContain('100001');
    // The demo tenant's value, read with the demo's last value: the strict tenant's write changed nothing there.
    expectOk(
      await demo.call('sysParamSave', {
        body: { name: 'greyPages', value: '[]', expected: demoBefore.value },
      }),
      'sysParamSave',
    );
  });
});
