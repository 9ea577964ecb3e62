import { describe, expect, it } from 'vitest';
import { loadConfig, mapTileSources } from '../../src/config';
import { tileWildcardBase, tileWildcardTooWide } from '../../src/domain/tile-hosts';

describe('tile hosts', () => {
  it('[ORG-12] [SEC-6] lets a subdomain placeholder stand before one registrable domain, never a public suffix', () => {
    expect(tileWildcardBase('https://{s}.Tile.Example.com:8443/{z}/{x}/{y}.png')).toBe('tile.example.com');
    expect(tileWildcardBase('https://tile.example.com/{z}/{x}/{y}.png')).toBeUndefined();
    for (const template of [
      'https://{s}.tile.example.com/{z}/{x}/{y}.png',
      'https://{a}.example.com/{z}/{x}/{y}.png',
      'https://{s}.tiles.example.cn:8443/{z}/{x}/{y}.png',
      'https://tile.example.com/{z}/{x}/{y}.png',
    ])
      expect(tileWildcardTooWide(template), template).toBe(false);
    for (const template of [
      'https://{s}.com/{z}/{x}/{y}.png',
      'https://{s}.co.uk/{z}/{x}/{y}.png',
      'https://{s}.com.cn/{z}/{x}/{y}.png',
      // A private suffix: every user's site.
      'https://{s}.github.io/{z}/{x}/{y}.png',
    ])
      expect(tileWildcardTooWide(template), template).toBe(true);
    expect(mapTileSources('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toEqual([
      'https://*.tile.example.com',
    ]);
    expect(mapTileSources('https://{s}.com/{z}/{x}/{y}.png')).toEqual([]);
  });

  it('[SEC-6] refuses MAP_TILE_URL with such a placeholder at start, saying why', () => {
    expect(loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png' }).mapTileUrl).toBe(
      'https://{s}.tile.example.com/{z}/{x}/{y}.png',
    );
    expect(() => loadConfig({ MAP_TILE_URL: 'https://{s}.com/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL: a subdomain placeholder may stand only before a domain of its own/,
    );
  });
});

describe('embedding settings', () => {
  it("[SEC-10] PUBLIC_ORIGIN names the shell's host; by default the address the server listens at", () => {
    expect(loadConfig({}).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9090' }).publicOrigin).toBe('http://localhost:9090');
    expect(loadConfig({ HOST: '::1' }).publicOrigin).toBe('http://[::1]:8080');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Admin.Shop.example/' }).publicOrigin).toBe(
      'https://admin.shop.example',
    );
    expect(() => loadConfig({ PUBLIC_ORIGIN: 'admin.shop.example' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it("[SEC-6] EMBEDDED_APPS_MAX bounds a tenant's registrations: 20 by default, at least 1", () => {
    expect(loadConfig({}).embeddedAppsMax).toBe(20);
    expect(loadConfig({ EMBEDDED_APPS_MAX: '5' }).embeddedAppsMax).toBe(5);
    expect(() => loadConfig({ EMBEDDED_APPS_MAX: '0' })).toThrow(/EMBEDDED_APPS_MAX/);
  });
});
