import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/plugins/shell';
import { TEST_DATABASES, useTestApp } from '../helpers';

const BOOT = "window.__rcEarly = {};console.log('boot');";
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const shellDir = mkdtempSync(path.join(tmpdir(), 'rcadmin-shell-static-'));
const ASSET = `export const text = ${JSON.stringify('rcadmin '.repeat(400))};\n`;
writeFileSync(
  path.join(shellDir, 'index.html'),
  `<!doctype html><title>rcadmin</title><script src="/runtime-config.js"></script><script>${BOOT}</script>`,
);
mkdirSync(path.join(shellDir, 'assets'));
writeFileSync(path.join(shellDir, 'assets/app-abc123.js'), ASSET);
writeFileSync(path.join(shellDir, 'assets/app-abc123.js.br'), brotliCompressSync(ASSET));
writeFileSync(path.join(shellDir, 'assets/app-abc123.js.gz'), gzipSync(ASSET));
writeFileSync(path.join(shellDir, 'assets/plain-abc123.js'), 'export {};\n');
afterAll(() => rmSync(shellDir, { recursive: true, force: true }));

const scriptSrc = (header: unknown) =>
  String(header)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find((words) => words[0] === 'script-src')
    ?.slice(1);

describe('inline script hashes', () => {
  it('hashes the text of each inline script, never a script with a src or an empty one', () => {
    const html = `<script src="/a.js"></script><script>${BOOT}</script><script type="module">x()</script><script> </script>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(BOOT), hashOf('x()')]);
  });
});

describe.each(TEST_DATABASES)('the built shell on %s', (kind) => {
  const t = useTestApp(kind, { staticDir: shellDir });

  it("lets index.html's boot script run by its hash, on every page path, and no other inline script", async () => {
    for (const url of ['/', '/overview', '/login', '/index.html']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(scriptSrc(response.headers['content-security-policy']), url).toEqual(["'self'", hashOf(BOOT)]);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('sends a hashed asset brotli- or gzip-compressed as asked, cached for good, and plain otherwise', async () => {
    const url = '/assets/app-abc123.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);

    // A small asset has no compressed copy: it is sent as it is.
    const small = await t.app.inject({
      method: 'GET',
      url: '/assets/plain-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};\n');
  });
});
