import { getDomain } from 'tldts';

/**
 * The host name a tile URL template's subdomain placeholder stands before
 * (`https://{s}.tile.example.com/...` → `tile.example.com`), lower case; undefined without one.
 */
export function tileWildcardBase(template: string): string | undefined {
  const host = template.trim().split('/')[2] ?? '';
  return /^\{[a-z]\}\.([^:/{}]+)/.exec(host)?.[1]?.toLowerCase();
}

/**
 * Whether a template's placeholder would stand for hosts of more than one registrable domain: its
 * CSP source `*.com` (or `*.co.uk`, `*.github.io`) lets the shell's pages load images from anyone's
 * site. The base must be a registrable domain (public suffix list, private suffixes included) or
 * one of its subdomains.
 */
export function tileWildcardTooWide(template: string): boolean {
  const base = tileWildcardBase(template);
  return base !== undefined && getDomain(base, { allowPrivateDomains: true }) === null;
}
