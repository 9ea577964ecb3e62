import Cookies from 'js-cookie';
import { PRODUCT_DOMAIN } from '../constants';
import { BASE64_KEYS, SHARED_COOKIE_KEYS, type StoredKey } from './stored-keys';
import { decodeBase64, encodeBase64 } from './base64';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The domain attribute for cookies shared with the company's other sub-sites: `.{product}.com`
 * under the product domain, the last two labels elsewhere, and none (host-only) where a parent
 * domain cannot exist: localhost, IP addresses and single-label hosts.
 */
export function cookieDomainFor(hostname: string, product: string = PRODUCT_DOMAIN): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':')) {
    return undefined;
  }
  const productDomain = `${product}.com`;
  if (host === productDomain || host.endsWith(`.${productDomain}`)) return `.${productDomain}`;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  return `.${labels.slice(-2).join('.')}`;
}

function currentDomain(key: string): string | undefined {
  if (!SHARED_COOKIE_KEYS.includes(key as StoredKey)) return undefined;
  return cookieDomainFor(window.location.hostname);
}

export function getCookie(key: StoredKey | string): string | undefined {
  const raw = Cookies.get(key);
  if (raw === undefined || !BASE64_KEYS.includes(key as StoredKey)) return raw;
  return decodeBase64(raw) ?? undefined;
}

/** Secure whenever the page is https, so the tokens never travel over plain http. */
const attributes = (): Cookies.CookieAttributes => ({
  path: '/',
  sameSite: 'lax',
  secure: window.location.protocol === 'https:',
});

export function setCookie(key: StoredKey | string, value: string): void {
  const stored = BASE64_KEYS.includes(key as StoredKey) ? encodeBase64(value) : value;
  const domain = currentDomain(key);
  // A host-only key drops a parent-domain copy an earlier version wrote (siteMobile was shared).
  const parent = domain ? undefined : cookieDomainFor(window.location.hostname);
  if (parent) Cookies.remove(key, { ...attributes(), domain: parent });
  Cookies.set(key, stored, { ...attributes(), ...(domain ? { domain } : {}) });
  // A browser refuses a public suffix (e.g. `.co.uk`) as domain: keep the cookie on this host then.
  if (domain && Cookies.get(key) !== stored) Cookies.set(key, stored, attributes());
}

/** Removes the cookie in both scopes it may have been written in. */
export function removeCookie(key: StoredKey | string): void {
  Cookies.remove(key, attributes());
  const domain = cookieDomainFor(window.location.hostname);
  if (domain) Cookies.remove(key, { ...attributes(), domain });
}

/** Every script-visible cookie of this page, including parent-domain ones (logout). */
export function clearAllCookies(): void {
  for (const key of Object.keys(Cookies.get())) removeCookie(key);
}
