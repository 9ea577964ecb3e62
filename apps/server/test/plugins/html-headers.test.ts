import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../helpers';

const shellDir = mkdtempSync(path.join(tmpdir(), 'rcadmin-shell-'));
writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>rcadmin</title>');
afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

const VENDOR = 'http://127.0.0.1:18481';

/** The directives of a CSP header, by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

/** Every kind of HTML answer: the root, the sign-in page, deep links, the 404 page, index.html itself. */
const HTML_PATHS = [
  '/',
  '/login',
  '/overview',
  '/goods/index/list?tab=sku',
  '/iframe/urlPath?src=http%3A%2F%2F127.0.0.1%3A18481%2Fx',
  '/404',
  '/no/such/page',
  '/index.html',
];

describe.each(TEST_DATABASES)('headers of HTML answers on %s', (kind) => {
  const t = useTestApp(kind, { staticDir: shellDir, frameOrigins: [VENDOR] });

  it.each(HTML_PATHS)('%s carries the CSP, nosniff and a referrer policy', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('frame-src')).toEqual(["'self'", VENDOR]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('font-src')?.slice(0, 2)).toEqual(["'self'", 'data:']);
      expect(csp.get('font-src')).not.toContain('https:');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.vary).toMatch(/\bCookie\b/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('sends nosniff and the referrer policy on API answers and missing files too', async () => {
    for (const url of ['/api/bmc/nothing/here.do', '/assets/missing.js', '/healthz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });
});
