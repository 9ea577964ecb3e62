import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Code, SETTINGS_PAGES, type EmbeddedAppSaveBody, type SiteMenuResult } from '@rcadmin/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../../src/config';
import { embeddedApps, menuResources, roleResources, roles } from '../../../src/db/schema';
import {
  DEMO,
  STRICT,
  TEST_DATABASES,
  expectFail,
  expectOk,
  signedIn,
  useTestApp,
  type Agent,
  operationLogMark,
  operationLogSince,
} from '../../helpers';
import { tenantIdOf } from '../catalogue/fixtures';

const PASSWORD = 'Admin@2026';
const PAGE = SETTINGS_PAGES.embeddedApps;
/** The demo menu's third-party group, and a group of the settings area. */
const VENDOR_GROUP = 'rc-tripartite-group';
const SETTINGS_GROUP = 'rc-setting-group';
const VENDOR = 'https://vendor.example.com';
const API = 'https://api.example.com';
const LEGACY = 'https://legacy.example';
/** The micro-app origins the deployment of most tests here allows (MICRO_APP_ORIGINS). */
const MICRO_APP_ORIGINS = [
  LEGACY,
  'https://apps.example.org',
  'https://csp-micro.example.org',
  'https://sandbox-app.example.org',
];
/** Where users reach the shell (PUBLIC_ORIGIN). */
const SHELL = 'https://admin.shop.example';

const shellDir = mkdtempSync(path.join(tmpdir(), 'rcadmin-shell-'));
writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');

let serial = 0;
/** A name no other test of the file uses. */
const fresh = (stem: string) => `${stem}-${(++serial).toString(36)}`;

const frameBody = (overrides: Partial<EmbeddedAppSaveBody> = {}): EmbeddedAppSaveBody => ({
  name: fresh('Vendor report'),
  kind: 'frame',
  url: `${VENDOR}/index.html`,
  connectOrigins: [],
  parentId: VENDOR_GROUP,
  enabled: true,
  trusted: false,
  ...overrides,
});

const microBody = (overrides: Partial<EmbeddedAppSaveBody> = {}): EmbeddedAppSaveBody =>
  frameBody({
    name: fresh('vendor-app'),
    kind: 'microApp',
    url: `${LEGACY}/app.html`,
    trusted: true,
    ...overrides,
  });

const menuBody = (agent: Agent, roleList: string) => ({
  body: {
    siteToken: Buffer.from(agent.siteToken as string).toString('base64'),
    siteUserId: agent.login?.siteUserId as string,
    appCode: 'rcadmin',
    platformNum: DEMO,
    roleList,
  },
});

/** The menu's pages with their area and group: `area / group / page → url`. */
const menuPages = (result: SiteMenuResult) =>
  result.appList
    .filter((app) => app.appCode === 'rcadmin')
    .flatMap((app) => app.menuList)
    .flatMap((area) =>
      area.children.flatMap((group) =>
        group.children.map((page) => ({
          id: page.id,
          path: `${area.name} / ${group.name} / ${page.name}`,
          url: page.url,
        })),
      ),
    );

const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .find((part) => part.split(' ')[0] === name);

describe.each(TEST_DATABASES)('embedded apps on %s', (kind) => {
  const t = useTestApp(kind, {
    staticDir: shellDir,
    frameOrigins: ['http://vendor.localhost:8081'],
    microAppOrigins: MICRO_APP_ORIGINS,
    publicOrigin: SHELL,
  });
  let admin: Agent;
  let clerk: Agent;
  /** Every role of the demo tenant, by id: what a registration names when it names none. */
  let allRoles: string[];

  beforeAll(async () => {
    admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    clerk = await signedIn(t.app, DEMO, 'clerk', 'Clerk@2026');
    const tenantId = await tenantIdOf(t.database, DEMO);
    allRoles = (await t.database.db.select({ id: roles.id }).from(roles).where(eq(roles.tenantId, tenantId)))
      .map((role) => role.id)
      .sort();
  });

  const save = (body: EmbeddedAppSaveBody, agent = admin) => agent.call('embeddedAppSave', { body });
  const saved = async (body: EmbeddedAppSaveBody, agent = admin) =>
    expectOk(await save(body, agent), 'embeddedAppSave');
  /** The refusal of a save on its fields: field → message. */
  const refused = async (body: EmbeddedAppSaveBody, code: string = Code.invalidValues, status = 422) => {
    const answer = expectFail(await save(body), code, status) as {
      fieldErrors?: { field: string; msg: string }[];
    };
    return Object.fromEntries((answer.fieldErrors ?? []).map((error) => [error.field, error.msg]));
  };

  it('lists what the form offers: the menu groups by area, the roles, and the rules the server applies', async () => {
    const list = expectOk(await admin.call('embeddedAppList'), 'embeddedAppList');
    expect(list.list).toEqual([]);
    const vendorArea = list.areas.find((area) => area.name === '第三方');
    expect(vendorArea?.names).toEqual({ en: 'Third party', es: 'Terceros' });
    expect(vendorArea?.groups).toEqual([
      {
        id: VENDOR_GROUP,
        name: '第三方应用',
        names: { en: 'Third-party apps', es: 'Aplicaciones de terceros' },
      },
    ]);
    expect(list.areas.find((area) => area.id === 'rc-setting-area')?.groups.map((group) => group.id)).toEqual(
      [SETTINGS_GROUP, 'rc-setting-tools-group'],
    );
    // rcadmin's menu only: the operations centre's groups are not offered.
    expect(list.areas.flatMap((area) => area.groups).some((group) => group.id.startsWith('czyl-'))).toBe(
      false,
    );
    expect(list.roles).toEqual(
      expect.arrayContaining([
        { id: 'r-admin', name: '管理员' },
        { id: 'r-clerk', name: '店员' },
      ]),
    );
    expect(list.roles.map((role) => role.id)).toEqual(allRoles);
    expect(list.rules).toEqual({ shellHost: 'admin.shop.example', microAppOrigins: MICRO_APP_ORIGINS });
  });

  it('the settings page is on the demo menu for the admin, and 0009 adds it to a tenant seeded before it', async () => {
    const tenantId = await tenantIdOf(t.database, STRICT);
    const [page] = await t.database.db
      .select()
      .from(menuResources)
      .where(and(eq(menuResources.tenantId, tenantId), eq(menuResources.url, PAGE)));
    expect(page).toMatchObject({ parentId: SETTINGS_GROUP, level: 3, name: '嵌入应用' });
    // Gone, as from a tenant seeded before the page existed: the migration's statements bring it back.
    await t.database.db
      .delete(menuResources)
      .where(and(eq(menuResources.tenantId, tenantId), eq(menuResources.id, page!.id)));
    const statements = readFileSync(path.join(migrationsFolder, '0009_embedded_apps.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /INSERT INTO/.test(statement));
    expect(statements).toHaveLength(2);
    for (const statement of statements) await t.database.db.execute(sql.raw(statement));
    const [back] = await t.database.db
      .select()
      .from(menuResources)
      .where(and(eq(menuResources.tenantId, tenantId), eq(menuResources.id, page!.id)));
    expect(back).toMatchObject({ parentId: SETTINGS_GROUP, level: 3, url: PAGE, sort: 50 });
    const grants = await t.database.db
      .select({ roleId: roleResources.roleId })
      .from(roleResources)
      .where(and(eq(roleResources.tenantId, tenantId), eq(roleResources.resourceId, page!.id)));
    expect(grants).toEqual([{ roleId: 'r-admin' }]);
  });

  it('registers a frame app: values as kept, every role by default, and edits over the version read', async () => {
    const name = fresh('供应商报表');
    const app = await saved(
      frameBody({
        name: `  ${name}  `,
        url: 'HTTPS://Vendor.Example.com/index.html',
        connectOrigins: [`${API}/`, API, 'http://api.example.com:8080'],
      }),
    );
    expect(app).toMatchObject({
      name,
      kind: 'frame',
      url: `${VENDOR}/index.html`,
      connectOrigins: [API, 'http://api.example.com:8080'],
      parentId: VENDOR_GROUP,
      parentName: '第三方 / 第三方应用',
      roleIds: allRoles,
      enabled: true,
      trusted: false,
      menuId: `embedded-app-${app.id}`,
      version: 1,
    });
    const edited = await saved(
      frameBody({ id: app.id, version: 1, name, roleIds: ['r-clerk'], enabled: false }),
    );
    expect(edited).toMatchObject({ id: app.id, roleIds: ['r-clerk'], enabled: false, version: 2 });
    // An edit over the version before: refused, naming the app.
    const stale = expectFail(await save(frameBody({ id: app.id, version: 1, name })), Code.staleVersion, 409);
    expect(stale.msg).toBe(
      `The embedded app "${name}" was changed by someone else: reload it and try again.`,
    );
    expectFail(await save(frameBody({ id: app.id, name })), Code.invalidRequest, 400);
    expectFail(await save(frameBody({ id: '999999', version: 1 })), Code.notFound, 404);
    const listed = expectOk(await admin.call('embeddedAppList'), 'embeddedAppList').list;
    expect(listed.find((row) => row.id === app.id)).toEqual(edited);
  });

  it('[I18N-01] keeps a menu name per language: trimmed, blank ones left out, each at most 64 characters', async () => {
    const name = fresh('供应商看板');
    const app = await saved(frameBody({ name, names: { en: '  Vendor board ', es: '   ' } }));
    expect(app.names).toEqual({ en: 'Vendor board' });
    const edited = await saved(
      frameBody({
        id: app.id,
        version: app.version,
        name,
        names: { en: 'Vendor board', es: 'Panel del proveedor' },
      }),
    );
    expect(edited.names).toEqual({ en: 'Vendor board', es: 'Panel del proveedor' });
    const listed = expectOk(await admin.call('embeddedAppList'), 'embeddedAppList').list;
    expect(listed.find((row) => row.id === app.id)?.names).toEqual(edited.names);
    // Without names: the menu shows the zh name in every language.
    expect((await saved(frameBody())).names).toEqual({});
    expect(await refused(frameBody({ names: { es: 'x'.repeat(65) } }))).toEqual({
      'names.es': 'The name has at most 64 characters.',
    });
  });

  it('refuses a name that is empty, too long, taken, or not a wujie id for a micro-app', async () => {
    expect(await refused(frameBody({ name: '   ' }))).toEqual({ name: 'Enter a name.' });
    expect(await refused(frameBody({ name: 'x'.repeat(65) }))).toEqual({
      name: 'The name has at most 64 characters.',
    });
    expect(await refused(microBody({ name: '示例微应用' }))).toEqual({
      name: "A micro-app's name takes only letters, digits, '-' and '_' (at most 64): it is also the app's id.",
    });
    expect(await refused(microBody({ name: 'vendor app' }))).toHaveProperty('name');
    const first = await saved(frameBody());
    expect(await refused(frameBody({ name: first.name }), Code.duplicate, 409)).toEqual({
      name: `An embedded app named "${first.name}" already exists.`,
    });
    // The demo tenant's microApps parameter runs a micro-app named vendor: one name, one app.
    expect(await refused(microBody({ name: 'vendor' }), Code.duplicate, 409)).toEqual({
      name: 'The microApps system parameter already has a micro-app named "vendor": choose another name.',
    });
    // A frame of that name opens its own address: no clash.
    await saved(frameBody({ name: 'vendor' }));
  });

  it("refuses an entry address that is not absolute http(s), carries credentials, or is on the shell's host", async () => {
    const notHttp = 'The entry address must be a full address starting with http:// or https://.';
    expect(await refused(frameBody({ url: '' }))).toEqual({ url: 'Enter the entry address.' });
    for (const url of [
      '/vendor/index.html',
      'vendor.example.com',
      'ftp://vendor.example.com/',
      'javascript:alert(1)',
      'http:vendor.example.com',
      '//vendor.example.com/x',
      'https://*.example.com/',
    ])
      expect(await refused(frameBody({ url })), url).toEqual({ url: notHttp });
    expect(await refused(frameBody({ url: `${VENDOR}/${'x'.repeat(2000)}` }))).toEqual({
      url: 'The entry address has at most 2000 characters.',
    });
    expect(await refused(frameBody({ url: 'https://user:secret@vendor.example.com/' }))).toEqual({
      url: 'The entry address must not contain a user name or password.',
    });
    // Another port of the shell's host is its host to cookies; PUBLIC_ORIGIN names it.
    const onShellHost =
      "The entry address must not be on this system's host admin.shop.example (a page there would receive its cookies): use another host name.";
    expect(await refused(frameBody({ url: 'http://admin.shop.example:9999/page.html' }))).toEqual({
      url: onShellHost,
    });
    expect(await refused(frameBody({ url: 'https://ADMIN.shop.example/app.html' }))).toEqual({
      url: onShellHost,
    });
  });

  it("[SEC-10] reads the shell's host from PUBLIC_ORIGIN, not from the Host header the client sends", async () => {
    const spoofed = expectFail(
      await admin.call('embeddedAppSave', {
        body: frameBody({ url: `${SHELL}/vendor.html` }),
        headers: { host: 'attacker.example' },
      }),
      Code.invalidValues,
      422,
    );
    expect(spoofed.msg).toContain('admin.shop.example');
    // The list tells the page the same host, whatever the Host header.
    const list = expectOk(
      await admin.call('embeddedAppList', { headers: { host: 'attacker.example' } }),
      'embeddedAppList',
    );
    expect(list.rules.shellHost).toBe('admin.shop.example');
  });

  it('refuses origins to connect to that are not http(s) origins, and too many of them', async () => {
    const fields = await refused(
      frameBody({
        connectOrigins: [
          API,
          `${API}/v1`,
          'ftp://api.example.com',
          'https://*.example.com',
          'https://u:p@api.example.com',
          `${API}?x=1`,
        ],
      }),
    );
    expect(fields).toEqual({
      'connectOrigins.1': `"${API}/v1" is not an http(s) origin such as https://api.example.com (no path).`,
      'connectOrigins.2':
        '"ftp://api.example.com" is not an http(s) origin such as https://api.example.com (no path).',
      'connectOrigins.3':
        '"https://*.example.com" is not an http(s) origin such as https://api.example.com (no path).',
      'connectOrigins.4':
        '"https://u:p@api.example.com" is not an http(s) origin such as https://api.example.com (no path).',
      'connectOrigins.5': `"${API}?x=1" is not an http(s) origin such as https://api.example.com (no path).`,
    });
    const many = Array.from({ length: 21 }, (_, index) => `https://api${index}.example.com`);
    expect(await refused(frameBody({ connectOrigins: many }))).toEqual({
      connectOrigins: 'At most 20 origins to connect to.',
    });
  });

  it("refuses a place that is not a group of the tenant's rcadmin menu, and roles it does not have", async () => {
    expect(await refused(frameBody({ parentId: '' }))).toEqual({
      parentId: 'Choose where it appears in the menu.',
    });
    const unknown = 'The chosen menu group does not exist: choose another.';
    // A page (level 3), an area (level 1), the operations centre's group, and no entry at all.
    for (const parentId of ['rc-setting-params', 'rc-setting-area', 'czyl-ops-group', 'nope'])
      expect(await refused(frameBody({ parentId })), parentId).toEqual({ parentId: unknown });
    expect(await refused(frameBody({ roleIds: [] }))).toEqual({ roleIds: 'Choose at least one role.' });
    expect(await refused(frameBody({ roleIds: ['r-clerk', 'r-ghost'] }))).toEqual({
      roleIds: 'There is no role r-ghost.',
    });
    // Every problem at once, each on its field; the message is the first one's.
    const all = expectFail(
      await save(microBody({ name: '', url: 'nope', parentId: '', roleIds: [], trusted: false })),
      Code.invalidValues,
      422,
    ) as { msg: string; fieldErrors: { field: string }[] };
    expect(all.msg).toBe('Enter a name.');
    expect(all.fieldErrors.map((error) => error.field)).toEqual([
      'name',
      'url',
      'parentId',
      'roleIds',
      'trusted',
    ]);
    expectFail(await save({ ...frameBody(), kind: 'page' as 'frame' }), Code.invalidRequest, 400);
  });

  it('refuses a micro-app that is not marked trusted; a frame needs no such mark', async () => {
    expect(await refused(microBody({ trusted: false }))).toEqual({
      trusted:
        "A micro-app runs inside this system with the user's rights, so only trusted code may be registered: confirm that it is.",
    });
    expect((await saved(frameBody({ trusted: true }))).trusted).toBe(false);
  });

  it('[MENU-03] [MENU-19] shows an enabled app, at its next menu load, as a page of the chosen group to the roles it names only', async () => {
    const menu = async (agent: Agent, roles: string) =>
      menuPages(
        expectOk(await agent.call('siteMenuList', menuBody(agent, roles)), 'siteMenuList') as SiteMenuResult,
      );
    // The registrations of the tests before are removed first (each removal reaches the menus too).
    for (const row of expectOk(await admin.call('embeddedAppList'), 'embeddedAppList').list)
      expectOk(await admin.call('embeddedAppDelete', { body: { id: row.id } }), 'embeddedAppDelete');
    // Built and cached before the registrations.
    expect((await menu(clerk, 'r-clerk')).some((page) => page.path.startsWith('第三方'))).toBe(false);
    await menu(admin, 'r-admin');

    const frameName = fresh('店员报表');
    const frame = await saved(
      frameBody({
        name: frameName,
        names: { en: 'Clerk report', es: 'Informe del dependiente' },
        roleIds: ['r-clerk'],
      }),
    );
    const micro = await saved(microBody({ parentId: SETTINGS_GROUP, roleIds: ['r-admin'] }));
    const hidden = await saved(frameBody({ roleIds: ['r-clerk'], enabled: false }));

    const clerkMenu = await menu(clerk, 'r-clerk');
    // The clerk holds nothing else of the third-party area: the area and group come with the page.
    expect(clerkMenu.filter((page) => page.path.startsWith('第三方'))).toEqual([
      { id: frame.menuId, path: `第三方 / 第三方应用 / ${frameName}`, url: `${VENDOR}/index.html` },
    ]);
    // [I18N-01] With its names in en and es for the shell to show in those languages.
    const frameEntry = (
      expectOk(await clerk.call('siteMenuList', menuBody(clerk, 'r-clerk')), 'siteMenuList') as SiteMenuResult
    ).appList
      .flatMap((app) => app.menuList)
      .flatMap((area) => area.children.flatMap((group) => group.children))
      .find((page) => page.id === frame.menuId);
    expect(frameEntry?.names).toEqual({ en: 'Clerk report', es: 'Informe del dependiente' });
    expect(clerkMenu.map((page) => page.id)).not.toContain(micro.menuId);
    expect(clerkMenu.map((page) => page.id)).not.toContain(hidden.menuId);

    const adminMenu = await menu(admin, 'r-admin');
    expect(adminMenu.map((page) => page.id)).not.toContain(frame.menuId);
    const settings = adminMenu.filter((page) => page.path.startsWith('设置 / 系统设置'));
    // After the group's own pages.
    expect(settings.at(-1)).toEqual({
      id: micro.menuId,
      path: `设置 / 系统设置 / ${micro.name}`,
      url: `/micro/${micro.name}`,
    });

    // A favourite may name it, as any page the user sees.
    expectOk(
      await clerk.call('addCollect', {
        body: {
          siteToken: clerk.siteToken as string,
          siteUserId: clerk.login?.siteUserId as string,
          appCode: 'rcadmin',
          collectResourceList: JSON.stringify([
            { resourceId: frame.menuId, parentResourceId: 'collectMenu', resourceName: frameName },
          ]),
        },
      }),
      'addCollect',
    );

    // Disabled, deleted: gone from the next load.
    await saved(
      frameBody({
        id: frame.id,
        version: frame.version,
        name: frameName,
        roleIds: ['r-clerk'],
        enabled: false,
      }),
    );
    expect((await menu(clerk, 'r-clerk')).map((page) => page.id)).not.toContain(frame.menuId);
    expectOk(await admin.call('embeddedAppDelete', { body: { id: micro.id } }), 'embeddedAppDelete');
    expect((await menu(admin, 'r-admin')).map((page) => page.id)).not.toContain(micro.menuId);
  });

  it("adds enabled apps' origins to the tenant's frame allowlist and its trusted micro-apps to its registry", async () => {
    const param = async (agent: Agent, paramName: string) =>
      (
        expectOk(await agent.call('sysParam', { query: { paramName } }), 'sysParam') as Record<string, string>
      )[paramName];
    const origins = (await param(clerk, 'frameOrigins'))!.split(' ');
    expect(origins).toContain('http://vendor.localhost:8081');
    const frame = await saved(frameBody({ url: 'https://reports.example.net:8443/r/index.html' }));
    const micro = await saved(
      microBody({ url: 'https://apps.example.org/m/index.html', connectOrigins: [API] }),
    );
    await saved(frameBody({ url: 'https://off.example.net/', enabled: false }));

    const now = (await param(clerk, 'frameOrigins'))!.split(' ');
    // The shell opens a micro-app only from an origin on the allowlist too.
    expect(now).toEqual(
      expect.arrayContaining([
        'http://vendor.localhost:8081',
        'https://reports.example.net:8443',
        'https://apps.example.org',
      ]),
    );
    expect(now).not.toContain('https://off.example.net');
    // Each origin once, though the deployment's list and a registered app both name the vendor's.
    expect(new Set(now).size).toBe(now.length);
    // The parameter's own entries run only from MICRO_APP_ORIGINS (none here); a trusted registration does.
    expect(JSON.parse((await param(clerk, 'microApps'))!)).toEqual(
      expect.arrayContaining([{ name: micro.name, url: 'https://apps.example.org/m/index.html' }]),
    );
    expect(
      JSON.parse((await param(clerk, 'microApps'))!).map((app: { name: string }) => app.name),
    ).not.toContain('vendor');

    // Another tenant's lists are its own.
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expect(await param(strict, 'frameOrigins')).not.toContain('reports.example.net');
    expect(await param(strict, 'microApps')).not.toContain(micro.name);
    expectOk(await admin.call('embeddedAppDelete', { body: { id: frame.id } }), 'embeddedAppDelete');
    expect(await param(clerk, 'frameOrigins')).not.toContain('reports.example.net');
  });

  it("lets the shell's pages frame registered frame apps and fetch registered micro-apps (CSP)", async () => {
    await saved(frameBody({ url: 'https://csp-frame.example.net/index.html' }));
    await saved(
      microBody({
        url: 'https://csp-micro.example.org/app.html',
        connectOrigins: ['https://csp-api.example.com'],
      }),
    );
    await saved(frameBody({ url: 'https://csp-off.example.net/', enabled: false }));
    const csp = (await t.app.inject({ method: 'GET', url: '/', headers: { cookie: clerk.cookie as string } }))
      .headers['content-security-policy'];
    expect(directive(csp, 'frame-src')?.split(' ')).toEqual(
      expect.arrayContaining(["'self'", 'http://vendor.localhost:8081', 'https://csp-frame.example.net']),
    );
    expect(directive(csp, 'frame-src')).not.toContain('csp-micro');
    expect(String(csp)).not.toContain('csp-off');
    expect(directive(csp, 'connect-src')?.split(' ')).toContain('https://csp-micro.example.org');
    // What a micro-app connects to is its sandbox page's, not the shell's.
    expect(directive(csp, 'connect-src')).not.toContain('csp-api');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it("serves a micro-app's sandbox page with its own origin and the origins it connects to, for its tenant's sessions only", async () => {
    const micro = await saved(
      microBody({
        url: 'https://sandbox-app.example.org/m/app.html',
        connectOrigins: ['https://sandbox-api.example.com'],
      }),
    );
    const sandbox = (query: string, agent?: Agent) =>
      t.app.inject({
        method: 'GET',
        url: `/micro-sandbox.html${query}`,
        headers: agent?.cookie ? { cookie: agent.cookie } : {},
      });
    const registered = await sandbox(`?app=${micro.name}`, clerk);
    expect(registered.statusCode).toBe(200);
    expect(registered.headers['cache-control']).toContain('private');
    const csp = registered.headers['content-security-policy'];
    // The app's own origin is one of MICRO_APP_ORIGINS (a registration must be); its API is added.
    const allowed = MICRO_APP_ORIGINS.join(' ');
    expect(directive(csp, 'connect-src')).toBe(
      `connect-src 'self' ${allowed} https://sandbox-api.example.com`,
    );
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${allowed} 'unsafe-inline'`);
    for (const name of ['style-src', 'img-src', 'font-src', 'base-uri'])
      expect(directive(csp, name), name).toContain('https://sandbox-app.example.org');
    expect(directive(csp, 'script-src')).not.toContain('sandbox-api');

    const todays = `connect-src 'self' ${allowed}`;
    // No session, an app the tenant did not register, a frame app, another tenant's session.
    expect(
      directive((await sandbox(`?app=${micro.name}`)).headers['content-security-policy'], 'connect-src'),
    ).toBe(todays);
    expect(
      directive((await sandbox('?app=nobody', clerk)).headers['content-security-policy'], 'connect-src'),
    ).toBe(todays);
    expect(directive((await sandbox('', clerk)).headers['content-security-policy'], 'connect-src')).toBe(
      todays,
    );
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expect(
      directive(
        (await sandbox(`?app=${micro.name}`, strict)).headers['content-security-policy'],
        'connect-src',
      ),
    ).toBe(todays);
    // Disabled: today's policy again.
    await saved(
      microBody({ id: micro.id, version: micro.version, name: micro.name, url: micro.url, enabled: false }),
    );
    expect(
      directive(
        (await sandbox(`?app=${micro.name}`, clerk)).headers['content-security-policy'],
        'connect-src',
      ),
    ).toBe(todays);
  });

  it("keeps each tenant's registrations its own", async () => {
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    strict.language = 'en';
    const ours = await saved(frameBody());
    const theirs = expectOk(await strict.call('embeddedAppList'), 'embeddedAppList');
    expect(theirs.list.map((row) => row.id)).not.toContain(ours.id);
    // The same name is free in another tenant; our id is nothing there.
    const their = await saved(frameBody({ name: ours.name }), strict);
    expectFail(
      await save(frameBody({ id: ours.id, version: ours.version, name: 'taken over' }), strict),
      Code.notFound,
      404,
    );
    expectFail(await strict.call('embeddedAppDelete', { body: { id: ours.id } }), Code.notFound, 404);
    const [row] = await t.database.db
      .select()
      .from(embeddedApps)
      .where(eq(embeddedApps.id, Number(ours.id)));
    expect(row?.name).toBe(ours.name);
    expect(their.id).not.toBe(ours.id);
  });

  it('needs the embedded apps page: a clerk is refused and nothing is written', async () => {
    expectFail(await clerk.call('embeddedAppList'), Code.forbidden, 403);
    const before = await t.database.db.select({ id: embeddedApps.id }).from(embeddedApps);
    expectFail(await save(frameBody(), clerk), Code.forbidden, 403);
    expectFail(await clerk.call('embeddedAppDelete', { body: { id: '1' } }), Code.forbidden, 403);
    expect(await t.database.db.select({ id: embeddedApps.id }).from(embeddedApps)).toEqual(before);
  });

  it('[DATA-07] records a registration, its change and its removal in the operation log', async () => {
    admin.language = 'zh';
    const from = await operationLogMark(t);
    const name = fresh('审计报表');
    const app = await saved(frameBody({ name }));
    await saved(frameBody({ id: app.id, version: app.version, name, enabled: false }));
    expectOk(await admin.call('embeddedAppDelete', { body: { id: app.id } }), 'embeddedAppDelete');
    expectFail(await save(frameBody({ name: '' })), Code.invalidValues, 422);
    const records = await operationLogSince(t, from);
    expect(
      records.map((record) => [record.menuCode, record.menuName, record.optUserCode, record.opt]),
    ).toEqual([
      [PAGE, '嵌入应用', 'admin', `新增嵌入应用 “${name}”`],
      [PAGE, '嵌入应用', 'admin', `修改嵌入应用 “${name}”`],
      [PAGE, '嵌入应用', 'admin', `删除嵌入应用 “${name}”`],
    ]);
    admin.language = 'en';
  });
});

describe.each(TEST_DATABASES)('embedded micro-apps bounded by MICRO_APP_ORIGINS on %s', (kind) => {
  const t = useTestApp(kind, { staticDir: shellDir, microAppOrigins: [LEGACY] });

  it('refuses a micro-app from outside MICRO_APP_ORIGINS, and stops running one saved before the list changed', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    expect(expectOk(await admin.call('embeddedAppList'), 'embeddedAppList').rules.microAppOrigins).toEqual([
      LEGACY,
    ]);
    const outside = expectFail(
      await admin.call('embeddedAppSave', { body: microBody({ url: 'https://elsewhere.example/app.html' }) }),
      Code.invalidValues,
      422,
    ) as { msg: string; fieldErrors: { field: string; msg: string }[] };
    expect(outside.fieldErrors).toEqual([
      {
        field: 'url',
        msg: `This deployment allows micro-apps only from these origins (MICRO_APP_ORIGINS): ${LEGACY}`,
      },
    ]);
    // Frames are not bounded by it.
    expectOk(
      await admin.call('embeddedAppSave', { body: frameBody({ url: 'https://elsewhere.example/x' }) }),
      'embeddedAppSave',
    );
    const inside = expectOk(await admin.call('embeddedAppSave', { body: microBody() }), 'embeddedAppSave');

    // Saved before MICRO_APP_ORIGINS changed: shown, served and allowed no more.
    const tenantId = await tenantIdOf(t.database, DEMO);
    const [old] = await t.database.db
      .insert(embeddedApps)
      .values({
        tenantId,
        name: 'old-app',
        kind: 'microApp',
        url: 'https://old.example/app.html',
        connectOrigins: [API],
        parentId: VENDOR_GROUP,
        roleIds: ['r-admin'],
        trusted: true,
      })
      .returning();
    const registry = expectOk(
      await admin.call('sysParam', { query: { paramName: 'microApps' } }),
      'sysParam',
    ) as Record<string, string>;
    const names = (JSON.parse(registry.microApps!) as { name: string }[]).map((app) => app.name);
    // The registration first, then the parameter's own entries (the demo's vendor is not on LEGACY).
    expect(names).toEqual([inside.name]);
    const menu = expectOk(
      await admin.call('siteMenuList', menuBody(admin, 'r-admin')),
      'siteMenuList',
    ) as SiteMenuResult;
    const urls = menuPages(menu).map((page) => page.url);
    expect(urls).toContain(`/micro/${inside.name}`);
    expect(urls).not.toContain('/micro/old-app');
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).not.toContain('old.example');
    const sandbox = await t.app.inject({
      method: 'GET',
      url: `/micro-sandbox.html?app=${old!.name}`,
      headers: { cookie: admin.cookie as string },
    });
    expect(directive(sandbox.headers['content-security-policy'], 'connect-src')).toBe(
      `connect-src 'self' ${LEGACY}`,
    );
  });
});

describe.each(TEST_DATABASES)('embedded apps bounded per tenant on %s', (kind) => {
  // The defaults: MICRO_APP_ORIGINS empty. Three registrations a tenant, for a short test.
  const t = useTestApp(kind, { staticDir: shellDir, embeddedAppsMax: 3 });
  const ATTACKER = 'https://attacker.example';

  it('[SEC-5] refuses every micro-app while MICRO_APP_ORIGINS is empty, and runs none saved before', async () => {
    const admin = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    admin.language = 'en';
    const refusedApp = expectFail(
      await admin.call('embeddedAppSave', { body: microBody({ url: `${ATTACKER}/app.html` }) }),
      Code.invalidValues,
      422,
    ) as unknown as { fieldErrors: { field: string; msg: string }[] };
    expect(refusedApp.fieldErrors).toEqual([
      {
        field: 'url',
        msg: "This deployment allows no micro-apps (MICRO_APP_ORIGINS is not set): a micro-app runs inside this system with the user's rights, so only origins the deployment trusts may bring one. Register it as a vendor page (frame) instead.",
      },
    ]);
    for (const [language, text] of [
      ['zh', '本部署不允许登记微应用（MICRO_APP_ORIGINS 未设置）'],
      ['es', 'Este despliegue no permite microaplicaciones (MICRO_APP_ORIGINS no está definido)'],
    ] as const) {
      admin.language = language;
      const answer = expectFail(
        await admin.call('embeddedAppSave', { body: microBody({ url: `${ATTACKER}/app.html` }) }),
        Code.invalidValues,
        422,
      );
      expect(answer.msg).toContain(text);
    }
    admin.language = 'en';

    // Registered as trusted before the rule: not in the menu, the registry, any page's CSP or the sandbox.
    const tenantId = await tenantIdOf(t.database, DEMO);
    await t.database.db.insert(embeddedApps).values({
      tenantId,
      name: 'attacker-app',
      kind: 'microApp',
      url: `${ATTACKER}/app.html`,
      connectOrigins: [],
      parentId: VENDOR_GROUP,
      roleIds: ['r-admin'],
      trusted: true,
    });
    const registry = (
      expectOk(await admin.call('sysParam', { query: { paramName: 'microApps' } }), 'sysParam') as Record<
        string,
        string
      >
    ).microApps;
    expect(registry).not.toContain('attacker');
    const frameList = (
      expectOk(await admin.call('sysParam', { query: { paramName: 'frameOrigins' } }), 'sysParam') as Record<
        string,
        string
      >
    ).frameOrigins;
    expect(frameList).not.toContain('attacker');
    const menu = expectOk(
      await admin.call('siteMenuList', menuBody(admin, 'r-admin')),
      'siteMenuList',
    ) as SiteMenuResult;
    expect(menuPages(menu).map((page) => page.url)).not.toContain('/micro/attacker-app');
    for (const headers of [{}, { cookie: admin.cookie as string }]) {
      for (const url of ['/login', '/overview', '/micro-sandbox.html?app=attacker-app'])
        expect(
          String((await t.app.inject({ method: 'GET', url, headers })).headers['content-security-policy']),
          url,
        ).not.toContain('attacker.example');
    }
  });

  it('[SEC-6] keeps a tenant to EMBEDDED_APPS_MAX registrations, in its words, and edits still save', async () => {
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    strict.language = 'en';
    const save = (body: EmbeddedAppSaveBody) => strict.call('embeddedAppSave', { body });
    const apps = [];
    for (let index = 0; index < 3; index += 1)
      apps.push(
        expectOk(await save(frameBody({ url: `https://v${index}.example.com/` })), 'embeddedAppSave'),
      );
    const tooMany = expectFail(await save(frameBody()), Code.invalidValues, 422);
    expect(tooMany.msg).toBe(
      'A company may register at most 3 embedded apps: delete one it no longer uses first.',
    );
    strict.language = 'zh';
    expect(expectFail(await save(frameBody()), Code.invalidValues, 422).msg).toBe(
      '每个企业最多登记 3 个嵌入应用：请先删除不再使用的应用',
    );
    strict.language = 'es';
    expect(expectFail(await save(frameBody()), Code.invalidValues, 422).msg).toBe(
      'Una empresa puede registrar como máximo 3 aplicaciones integradas: elimine primero una que ya no use.',
    );
    strict.language = 'en';
    // Saves at once cannot pass it together.
    expectOk(await strict.call('embeddedAppDelete', { body: { id: apps[0]!.id } }), 'embeddedAppDelete');
    const racing = await Promise.all([save(frameBody()), save(frameBody()), save(frameBody())]);
    expect(racing.filter((answer) => answer.json().success === true)).toHaveLength(1);
    const tenantId = await tenantIdOf(t.database, STRICT);
    expect(
      await t.database.db
        .select({ id: embeddedApps.id })
        .from(embeddedApps)
        .where(eq(embeddedApps.tenantId, tenantId)),
    ).toHaveLength(3);
    // An edit is no new registration.
    const first = apps[1]!;
    expectOk(
      await save(frameBody({ id: first.id, version: first.version, name: first.name, enabled: false })),
      'embeddedAppSave',
    );
    // Another tenant counts its own.
    const demo = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    expectOk(await demo.call('embeddedAppSave', { body: frameBody() }), 'embeddedAppSave');
  });
});
