import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_HASH_LOG_N, defaultConfig, loadConfig } from '../../src/config';
import { hashPassword, parseHash, verifyPassword } from '../../src/infra/passwords';

describe('password hashing', () => {
  it('uses scrypt N=2^17, r=8, p=1 by default in production', async () => {
    expect(DEFAULT_PASSWORD_HASH_LOG_N).toBe(17);
    expect(defaultConfig().passwordHashLogN).toBe(17);
    expect(loadConfig({}).passwordHashLogN).toBe(17);
    const hash = await hashPassword('Admin@2026', defaultConfig().passwordHashLogN);
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(parseHash(hash)).toMatchObject({ logN: 17, r: 8, p: 1 });
    expect(await verifyPassword('Admin@2026', hash)).toBe(true);
  });

  it('stores a random salt and verifies with the stored cost', async () => {
    const [a, b] = await Promise.all([hashPassword('same', 12), hashPassword('same', 12)]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('other', a)).toBe(false);
    expect(await verifyPassword('same', a.replace('scrypt$12', 'scrypt$11'))).toBe(false);
  });

  it('rejects malformed or unreasonable stored values', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$x$8$1$c2FsdA==$aGFzaA==',
      'scrypt$30$8$1$c2FsdA==$aGFzaA==',
      'bcrypt$12$8$1$a$b',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });
});
