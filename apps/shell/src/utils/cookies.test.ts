import { afterEach, describe, expect, test } from 'vitest';
import Cookies from 'js-cookie';
import { clearAllCookies, cookieDomainFor, getCookie, removeCookie, setCookie } from './cookies';
import { StoredKey } from './stored-keys';

describe('cookie domain', () => {
  test('[AUTH-05] token cookies live on .{product}.com under the product domain', () => {
    expect(cookieDomainFor('admin.rcadmin.com')).toBe('.rcadmin.com');
    expect(cookieDomainFor('a.b.rcadmin.com')).toBe('.rcadmin.com');
    expect(cookieDomainFor('rcadmin.com')).toBe('.rcadmin.com');
    expect(cookieDomainFor('ADMIN.RCADMIN.COM.')).toBe('.rcadmin.com');
    expect(cookieDomainFor('shop.acme.com', 'acme')).toBe('.acme.com');
  });

  test('[AUTH-05] other domains use their registrable suffix (last two labels)', () => {
    expect(cookieDomainFor('admin.retail-demo.cn')).toBe('.retail-demo.cn');
    expect(cookieDomainFor('x.y.example.org')).toBe('.example.org');
  });

  test('[AUTH-05] localhost and IP addresses get host-only cookies', () => {
    expect(cookieDomainFor('localhost')).toBeUndefined();
    expect(cookieDomainFor('shell.localhost')).toBeUndefined();
    expect(cookieDomainFor('127.0.0.1')).toBeUndefined();
    expect(cookieDomainFor('::1')).toBeUndefined();
    expect(cookieDomainFor('intranet')).toBeUndefined();
  });
});

describe('cookie values', () => {
  afterEach(() => clearAllCookies());

  test('[AUTH-04] siteUserName and siteUserId are stored base64 and decoded on read', () => {
    setCookie(StoredKey.siteUserName, '管理员');
    setCookie(StoredKey.siteUserId, 'u-10001');
    expect(Cookies.get('siteUserName')).toBe(
      btoa(String.fromCharCode(...new TextEncoder().encode('管理员'))),
    );
    expect(Cookies.get('siteUserId')).toBe(btoa('u-10001'));
    expect(getCookie(StoredKey.siteUserName)).toBe('管理员');
    expect(getCookie(StoredKey.siteUserId)).toBe('u-10001');
  });

  test('[AUTH-03] other keys are stored as they are', () => {
    setCookie(StoredKey.siteToken, 'tok-1');
    expect(Cookies.get('siteToken')).toBe('tok-1');
    removeCookie(StoredKey.siteToken);
    expect(getCookie(StoredKey.siteToken)).toBeUndefined();
  });

  test('[AUTH-10] clearing removes every script-visible cookie', () => {
    setCookie(StoredKey.siteToken, 'a');
    setCookie(StoredKey.language, 'zh');
    Cookies.set('someOtherCookie', '1', { path: '/' });
    clearAllCookies();
    expect(Cookies.get()).toEqual({});
  });
});

describe('cookie transport', () => {
  const browser = (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM;
  const home = window.location.href;
  afterEach(() => browser.setURL(home));

  test('cookies written on an https page are Secure: the same host over plain http never gets them', () => {
    browser.setURL('https://admin.shop.example/overview');
    setCookie(StoredKey.siteToken, 'tok-1');
    setCookie(StoredKey.language, 'es');
    expect(getCookie(StoredKey.siteToken)).toBe('tok-1');
    browser.setURL('http://admin.shop.example/overview');
    expect(getCookie(StoredKey.siteToken)).toBeUndefined();
    expect(getCookie(StoredKey.language)).toBeUndefined();
    browser.setURL('https://admin.shop.example/overview');
    clearAllCookies();
    expect(Cookies.get()).toEqual({});
  });

  test('[AUTH-05][SEC-10] tokens reach the sibling sub-sites, the phone number stays on this host', () => {
    browser.setURL('https://admin.shop.example/overview');
    setCookie(StoredKey.siteToken, 'tok-1');
    setCookie(StoredKey.siteMobile, '13800000000');
    browser.setURL('https://stock.shop.example/');
    expect(getCookie(StoredKey.siteToken)).toBe('tok-1');
    expect(getCookie(StoredKey.siteMobile)).toBeUndefined();
    browser.setURL('https://admin.shop.example/overview');
    expect(getCookie(StoredKey.siteMobile)).toBe('13800000000');
    // A copy on the parent domain, as an earlier version wrote it, goes with the next write.
    Cookies.set(StoredKey.siteMobile, '13800000000', { domain: '.shop.example', path: '/', secure: true });
    setCookie(StoredKey.siteMobile, '13900000000');
    browser.setURL('https://stock.shop.example/');
    expect(getCookie(StoredKey.siteMobile)).toBeUndefined();
    browser.setURL('https://admin.shop.example/overview');
    expect(getCookie(StoredKey.siteMobile)).toBe('13900000000');
    clearAllCookies();
    expect(Cookies.get()).toEqual({});
  });

  test('on a plain-http page (development) they are written without Secure', () => {
    browser.setURL('http://admin.shop.example/overview');
    setCookie(StoredKey.language, 'es');
    expect(getCookie(StoredKey.language)).toBe('es');
    clearAllCookies();
  });
});
