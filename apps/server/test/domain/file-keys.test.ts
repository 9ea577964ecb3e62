import { describe, expect, it } from 'vitest';
import { fileKeysIn, isFileKey } from '../../src/domain/file-keys';

describe('file keys', () => {
  it('accepts only keys it could have made', () => {
    expect(isFileKey('1/sku/202601/abc.png')).toBe(true);
    for (const key of ['', '../a', 'a/../b', 'a b', 'a/', '/abs', 'a\\b']) expect(isFileKey(key)).toBe(false);
  });

  it('[SEC-10] finds the files rich content shows by their links, and nothing else', () => {
    const html =
      '<p><img src="/api/file/get.do?key=1%2Fsku%2F202601%2Fa.png" />' +
      '<img src="https://shop.example.com/api/file/get.do?key=1%2Fsku%2F202601%2Fb.webp&amp;x=1" />' +
      '<img src="/api/file/get.do?key=1%2Fsku%2F202601%2Fa.png" /><a href="/other.do?key=1%2Fc.png">c</a>' +
      '<img src="/api/file/get.do?key=..%2Fetc%2Fpasswd" /><img src="/api/file/get.do?key=%E0%A4%A" /></p>';
    expect(fileKeysIn(html)).toEqual(['1/sku/202601/a.png', '1/sku/202601/b.webp']);
    expect(fileKeysIn('')).toEqual([]);
  });
});
