import type { LoginResult } from '@rcadmin/contract';

/**
 * The cookies the shell writes after a sign-in, under the names of the spec's session keys (other
 * sub-sites of the same company read them too), so that a page loaded with them is signed in.
 */
const PRODUCT_DOMAIN = 'rcadmin';
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Keys shared with the company's other sub-sites: scoped to the parent domain where one exists.
 * siteMobile (a phone number, no token) stays on the shell's host, as the shell writes it.
 */
const SHARED = new Set([
  'siteToken',
  'siteUserId',
  'siteUserName',
  'siteUid',
  '_platform_num',
  'ssoMenuType',
  'tenantName',
  'sso_contract',
]);

/** The shell's rule for the shared cookies' domain: none on localhost, IP addresses and single labels. */
export function cookieDomainFor(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost') || IPV4.test(host) || host.includes(':')) {
    return undefined;
  }
  const productDomain = `${PRODUCT_DOMAIN}.com`;
  if (host === productDomain || host.endsWith(`.${productDomain}`)) return `.${productDomain}`;
  const labels = host.split('.');
  return labels.length < 2 ? undefined : `.${labels.slice(-2).join('.')}`;
}

/** A value as the shell's cookie library writes it (and reads it back). */
export const cookieValue = (value: string): string =>
  encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

export interface ShellCookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  secure: boolean;
  sameSite: 'Lax';
}

/** The cookies of a sign-in (the shell's saveLogin) and of its login record (siteUid), for `baseURL`. */
export function shellCookies(result: LoginResult, siteUid: string | null, baseURL: URL): ShellCookie[] {
  const values: [string, string][] = [
    ['siteToken', result.siteToken],
    ['Admin-Token', result.siteToken],
    ['siteUserId', base64(result.siteUserId)],
    ['siteUserName', base64(result.siteUserName)],
    ['siteMobile', result.siteMobile],
    ['_platform_num', result.platformNum],
    ['ssoMenuType', String(result.ssoMenuType)],
    ['tenantName', result.tenantName],
    ['greyToken', result.greyToken],
  ];
  if (result.contract) values.push(['sso_contract', JSON.stringify(result.contract)]);
  if (siteUid) values.push(['siteUid', siteUid]);
  const shared = cookieDomainFor(baseURL.hostname);
  return values.map(([name, value]) => ({
    name,
    value: cookieValue(value),
    // A domain without a leading dot is a host-only cookie, as the shell writes its own.
    domain: (SHARED.has(name) && shared) || baseURL.hostname,
    path: '/',
    secure: baseURL.protocol === 'https:',
    sameSite: 'Lax',
  }));
}
