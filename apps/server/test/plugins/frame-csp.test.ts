import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { embeddedApps, sysParams, tenants } from '../../src/db/schema';
import {
  TENANT_SOURCES_MAX,
  boundedSources,
  originsOf,
  withFrameSrc,
  withSources,
} from '../../src/plugins/frame-csp';
import { DEMO, STRICT, TEST_DATABASES, signedIn, useTestApp, type Agent } from '../helpers';

const PASSWORD = 'Admin@2026';

const shellDir = mkdtempSync(path.join(tmpdir(), 'rcadmin-shell-'));
writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');

const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .find((part) => part.split(' ')[0] === name);
const frameSrc = (policy: unknown) => directive(policy, 'frame-src');

describe('frame-src helpers', () => {
  it('keeps only http(s) origins and replaces the one frame-src directive', () => {
    expect(originsOf('http://a.example/x javascript:alert(1), https://b.example')).toEqual([
      'http://a.example',
      'https://b.example',
    ]);
    expect(withFrameSrc("default-src 'self';frame-src 'self' http://old", ['http://a'])).toBe(
      "default-src 'self';frame-src 'self' http://a",
    );
    expect(withSources("default-src 'self';connect-src-elem x", 'connect-src', ['http://a'])).toBe(
      "default-src 'self';connect-src-elem x;connect-src 'self' http://a",
    );
  });
});

describe('tenant sources bound', () => {
  it("[SEC-6] adds the tenant's sources after the deployment's until they would pass the bound, then none", () => {
    const deployment = {
      'frame-src': ['http://a'],
      'connect-src': [],
      'img-src': ['data:'],
      'style-src': [],
    };
    const tenant = {
      'frame-src': ['http://a', 'http://bb', 'http://cccccccc', 'http://d'],
      'connect-src': [],
      'img-src': ['https://*.tiles.example'],
      'style-src': [],
    };
    // 'http://bb' takes 10 with its space; 'http://cccccccc' would pass 20, and nothing follows it.
    expect(boundedSources(deployment, tenant, 20)).toEqual({
      sources: { ...deployment, 'frame-src': ['http://a', 'http://bb'] },
      left: 3,
    });
    expect(boundedSources(deployment, tenant).left).toBe(0);
  });
});

describe.each(TEST_DATABASES)('CSP frame-src on %s', (kind) => {
  const t = useTestApp(kind, {
    staticDir: shellDir,
    frameOrigins: ['http://vendor.localhost:18081'],
    microAppOrigins: ['https://legacy.example'],
  });
  const tenantId = async (platformNum: string) =>
    (await t.database.db.select().from(tenants).where(eq(tenants.platformNum, platformNum)))[0]!.id;
  /** A page as this agent loads it (no agent: without a session). */
  const page = (url = '/', agent?: Agent) =>
    t.app.inject({ method: 'GET', url, headers: agent?.cookie ? { cookie: agent.cookie } : {} });

  it("[SEC-6] [MENU-19] lists the deployment's frame allowlist, and the signed-in tenant's own only on its pages", async () => {
    expect(frameSrc((await page()).headers['content-security-policy'])).toBe(
      "frame-src 'self' http://vendor.localhost:18081",
    );
    await t.database.db
      .insert(sysParams)
      .values({ tenantId: await tenantId(DEMO), name: 'frameOrigins', value: 'https://vendor.example/app' });
    const demo = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    expect(frameSrc((await page('/overview', demo)).headers['content-security-policy'])).toBe(
      "frame-src 'self' http://vendor.localhost:18081 https://vendor.example",
    );
    // Another tenant's pages, and every page served without a session, name none of it.
    for (const [url, agent] of [
      ['/overview', strict],
      ['/', undefined],
      ['/login', undefined],
      ['/no/such/page', undefined],
    ] as const)
      expect(String((await page(url, agent)).headers['content-security-policy']), url).not.toContain(
        'vendor.example',
      );
  });

  it("[SEC-6] keeps a page's policy out of every cache: no-store, Vary: Cookie", async () => {
    const demo = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    for (const agent of [undefined, demo]) {
      const response = await page('/overview', agent);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(String(response.headers.vary)).toMatch(/\bCookie\b/i);
    }
  });

  it("[ORG-12] [SEC-6] loads map tiles from the deployment's and the signed-in tenant's tile host, and nothing a template smuggles in or widens", async () => {
    expect(directive((await page()).headers['content-security-policy'], 'img-src')).toBe(
      "img-src 'self' data: blob:",
    );
    await t.database.db.insert(sysParams).values({
      tenantId: await tenantId(DEMO),
      name: 'mapTileUrl',
      value: 'https://{s}.tiles.example.cn:8443/{z}/{x}/{y}.png',
    });
    // Values saved before the rules: a directive smuggled in, and a wildcard over a public suffix.
    await t.database.db.insert(sysParams).values({
      tenantId: await tenantId(STRICT),
      name: 'mapTileUrl',
      value: 'https://evil.example;script-src/{z}/{x}/{y}.png',
    });
    const demo = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    const csp = String((await page('/', demo)).headers['content-security-policy']);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://*.tiles.example.cn:8443");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    // Before the fix, every tenant's page listed every tenant's tile host, https://*.com included.
    expect(directive((await page('/login')).headers['content-security-policy'], 'img-src')).toBe(
      "img-src 'self' data: blob:",
    );
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const strictCsp = String((await page('/', strict)).headers['content-security-policy']);
    expect(strictCsp).not.toContain('evil.example');
    expect(directive(strictCsp, 'img-src')).toBe("img-src 'self' data: blob:");
    await t.database.db
      .update(sysParams)
      .set({ value: 'https://{s}.com/{z}/{x}/{y}.png' })
      .where(and(eq(sysParams.tenantId, await tenantId(STRICT)), eq(sysParams.name, 'mapTileUrl')));
    expect(directive((await page('/', strict)).headers['content-security-policy'], 'img-src')).toBe(
      "img-src 'self' data: blob:",
    );
  });

  it('lets the shell fetch micro-apps from MICRO_APP_ORIGINS only, and keeps its scripts its own', async () => {
    const csp = (await page('/overview')).headers['content-security-policy'];
    // Neither FRAME_ORIGINS nor the tenant's frame list of the test above: micro-apps are trusted code.
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://legacy.example");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it('[SEC-10] takes styles from itself (inline ones for antd) and MICRO_APP_ORIGINS, not from any https origin', async () => {
    const demo = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    for (const agent of [undefined, demo]) {
      const csp = (await page('/overview', agent)).headers['content-security-policy'];
      expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline' https://legacy.example");
      expect(directive(csp, 'font-src')).toBe("font-src 'self' data: https://legacy.example");
    }
  });

  it("[SEC-6] keeps the header small whatever a tenant registers: 80 registrations leave the sign-in page as it was and add at most 4 KB to the tenant's", async () => {
    const login = String((await page('/login')).headers['content-security-policy']);
    const id = await tenantId(STRICT);
    // Written past the save's limit, as before it existed.
    await t.database.db.insert(embeddedApps).values(
      Array.from({ length: 80 }, (_, index) => ({
        tenantId: id,
        name: `flood-${index}`,
        kind: 'frame' as const,
        url: `https://${'x'.repeat(150)}-${index}.flood.example/`,
        connectOrigins: [],
        parentId: 'rc-tripartite-group',
        roleIds: ['r-admin'],
      })),
    );
    expect(String((await page('/login')).headers['content-security-policy'])).toBe(login);
    const demo = await signedIn(t.app, DEMO, 'admin', PASSWORD);
    expect(String((await page('/', demo)).headers['content-security-policy'])).not.toContain('flood');
    const strict = await signedIn(t.app, STRICT, 'admin', PASSWORD);
    const own = String((await page('/', strict)).headers['content-security-policy']);
    expect(own).toContain('flood.example');
    expect(own.length).toBeLessThanOrEqual(login.length + TENANT_SOURCES_MAX);
    // Node's fetch takes the answer (it refused a 17 KB header before).
    expect(own.length).toBeLessThan(8 * 1024);
  });

  it('serves the empty micro-app sandbox page with a policy of its own for the scripts wujie inserts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/micro-sandbox.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).not.toMatch(/<script/i);
    const csp = response.headers['content-security-policy'];
    expect(directive(csp, 'script-src')).toBe("script-src 'self' https://legacy.example 'unsafe-inline'");
    expect(directive(csp, 'base-uri')).toBe("base-uri 'self' https://legacy.example");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'default-src')).toBe("default-src 'none'");
    expect(directive(csp, 'frame-src')).toBeUndefined();
  });
});
