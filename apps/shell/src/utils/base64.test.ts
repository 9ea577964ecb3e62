import { describe, expect, test } from 'vitest';
import { decodeBase64, encodeBase64 } from './base64';

describe('base64', () => {
  test('[AUTH-04] round-trips Chinese user names through UTF-8', () => {
    for (const name of ['管理员', 'admin', 'José Núñez', '店长 01 🙂']) {
      expect(decodeBase64(encodeBase64(name))).toBe(name);
    }
  });

  test('[AUTH-04] encodes the UTF-8 bytes, as other sub-sites decode them', () => {
    expect(encodeBase64('张三')).toBe('5byg5LiJ');
    expect(encodeBase64('10001')).toBe('MTAwMDE=');
  });

  test('[AUTH-04] answers null for values that are not base64 of UTF-8 text', () => {
    expect(decodeBase64('not base64!')).toBeNull();
    expect(decodeBase64(btoa('\xff\xfe'))).toBeNull();
  });
});
