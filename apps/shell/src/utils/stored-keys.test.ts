import { expect, test } from 'vitest';
import { StoredKey } from './stored-keys';

test('[AUTH-03] session data uses exactly the stored keys of the spec', () => {
  expect(Object.values(StoredKey).sort()).toEqual(
    [
      'siteToken',
      'siteUserId',
      'siteUserName',
      'siteMobile',
      'siteUid',
      'secret',
      '_platform_num',
      'appcode',
      'ssoMenuType',
      'lastAccount',
      'tenantName',
      'sso_contract',
      'language',
      'size',
      'Admin-Token',
    ].sort(),
  );
});
