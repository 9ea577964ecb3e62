import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysParams, tenants } from '../../src/db/schema';
import { originsOf, withFrameSrc, withSources } from '../../src/plugins/frame-csp';
import { DEMO, STRICT, TEST_DATABASES, useTestApp } from '../helpers';

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

describe.each(TEST_DATABASES)('CSP frame-src on %s', (kind) => {
  const t = useTestApp(kind, {
    staticDir: shellDir,
    frameOrigins: ['http://vendor.localhost:18081'],
    microAppOrigins: ['https://legacy.example'],
  });

  it("follows the deployment's and every tenant's frame allowlist", async () => {
    const page = () => t.app.inject({ method: 'GET', url: '/' });
    expect(frameSrc((await page()).headers['content-security-policy'])).toBe(
      "frame-src 'self' http://vendor.localhost:18081",
    );
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
    await t.database.db
      .insert(sysParams)
      .values({ tenantId: tenant!.id, name: 'frameOrigins', value: 'https://vendor.example/app' });
    expect(frameSrc((await page()).headers['content-security-policy'])).toBe(
      "frame-src 'self' http://vendor.localhost:18081 https://vendor.example",
    );
  });

  it("[ORG-12] loads map tiles from the deployment's and each tenant's tile host, and nothing a template smuggles in", async () => {
    const page = () => t.app.inject({ method: 'GET', url: '/' });
    expect(directive((await page()).headers['content-security-policy'], 'img-src')).toBe(
      "img-src 'self' data: blob:",
    );
    const [tenant] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, DEMO));
    await t.database.db.insert(sysParams).values({
      tenantId: tenant!.id,
      name: 'mapTileUrl',
      value: 'https://{s}.tiles.example.cn:8443/{z}/{x}/{y}.png',
    });
    const [other] = await t.database.db.select().from(tenants).where(eq(tenants.platformNum, STRICT));
    await t.database.db.insert(sysParams).values({
      tenantId: other!.id,
      name: 'mapTileUrl',
      value: 'https://evil.example;script-src/{z}/{x}/{y}.png',
    });
    const csp = String((await page()).headers['content-security-policy']);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: https://*.tiles.example.cn:8443");
    expect(csp).not.toContain('evil.example');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
  });

  it('lets the shell fetch micro-apps from MICRO_APP_ORIGINS only, and keeps its scripts its own', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/overview' })).headers['content-security-policy'];
    // Neither FRAME_ORIGINS nor the tenant's frame list of the test above: micro-apps are trusted code.
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://legacy.example");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
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
