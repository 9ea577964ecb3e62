import { describe, expect, it } from 'vitest';
import type { LoginResult } from '@rcadmin/contract';
import { cookieDomainFor, cookieValue, shellCookies } from './shell-cookies';

const result: LoginResult = {
  siteToken: 'tok_en-1',
  greyToken: 'grey',
  siteUserId: '7',
  siteUserName: '管理员',
  siteMobile: '13800000000',
  platformNum: '100001',
  tenantId: '1',
  tenantName: 'Demo Retail',
  ssoMenuType: 0,
  pwdManagementStrategy: 1,
  expiredDays: 90,
  contract: null,
};

describe('the sign-in cookies', () => {
  it('scope shared keys as the shell does: host-only on loopback, the parent domain elsewhere', () => {
    expect(cookieDomainFor('127.0.0.1')).toBeUndefined();
    expect(cookieDomainFor('admin.localhost')).toBeUndefined();
    expect(cookieDomainFor('admin.example.com')).toBe('.example.com');
    expect(cookieDomainFor('a.b.rcadmin.com')).toBe('.rcadmin.com');
  });

  it('encode values as the shell cookie library reads them back', () => {
    expect(cookieValue('a=b+c/d')).toBe('a=b+c/d');
    expect(cookieValue('Demo Retail')).toBe('Demo%20Retail');
    expect(decodeURIComponent(cookieValue('演示零售'))).toBe('演示零售');
  });

  it('are those of the shell after a sign-in, the user in base64', () => {
    const cookies = shellCookies(result, '42', new URL('https://admin.example.com/'));
    const byName = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
    expect(Object.keys(byName).sort()).toEqual(
      [
        'Admin-Token',
        '_platform_num',
        'greyToken',
        'siteMobile',
        'siteToken',
        'siteUid',
        'siteUserId',
        'siteUserName',
        'ssoMenuType',
        'tenantName',
      ].sort(),
    );
    expect(byName.siteUserName?.value).toBe(Buffer.from('管理员').toString('base64'));
    expect(byName.siteToken).toMatchObject({ domain: '.example.com', secure: true, path: '/' });
    // The shell's own keys stay on its host.
    expect(byName['Admin-Token']?.domain).toBe('admin.example.com');
    // [SEC-10] a phone number is no token: no sibling sub-site reads it.
    expect(byName.siteMobile?.domain).toBe('admin.example.com');
  });
});
