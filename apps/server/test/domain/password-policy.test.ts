import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_PASSWORD } from '../../src/seed/demo';
import { commonPasswords, isCommonPassword } from '../../src/domain/common-passwords';
import {
  contractReminder,
  daysUntilPasswordExpiry,
  newPasswordProblem,
  passwordFormatProblem,
  passwordState,
} from '../../src/domain/password-policy';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T10:00:00Z');

describe('password policy', () => {
  it('[PWD-10] [SEC-9] normal mode: 8-128 characters, not all the same, symbols and spaces allowed', () => {
    const ok = [
      'abcdefgh',
      'aaaaaaab',
      'x'.repeat(127) + 'y',
      '密码密码密码密码',
      'a b!c@d#',
      '😀😀😀😀😀😀😀😃',
    ];
    for (const password of ok) expect(passwordFormatProblem(1, password), password).toBeUndefined();
    for (const bad of ['abcdefg', 'aaaaaaaa', '11111111111', 'x'.repeat(128) + 'y', '😀😀😀😀😀😀😃']) {
      expect(passwordFormatProblem(1, bad), bad).toBe('weakPasswordNormal');
    }
  });

  it('[PWD-11] [SEC-9] strict mode: 8-128 characters with upper, lower and digit, symbols allowed', () => {
    for (const ok of [
      'Abcdefg1',
      'A1b2C3d4E5f6G7h8I9j0k',
      'Abcdef1!',
      'Zq7 #horse&battery',
      `A1${'b'.repeat(126)}`,
    ])
      expect(passwordFormatProblem(2, ok), ok).toBeUndefined();
    for (const bad of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Ab1', 'Abc1!', `A1${'b'.repeat(127)}`]) {
      expect(passwordFormatProblem(2, bad), bad).toBe('weakPasswordStrict');
    }
  });

  it('[SEC-9] [PWD-10] [PWD-11] a common or breached password is refused in any case, after the format', () => {
    for (const common of ['12345678', 'password1', 'Password1', 'QWERTY123', 'iloveyou1', 'P@ssw0rd']) {
      expect(newPasswordProblem(1, common), common).toBe('commonPassword');
    }
    for (const common of ['Password1', 'Qwerty123', 'Aa123456', 'Admin123'])
      expect(newPasswordProblem(2, common), common).toBe('commonPassword');
    // The format speaks first: a short common one is told the length.
    expect(newPasswordProblem(1, '123456')).toBe('weakPasswordNormal');
    expect(newPasswordProblem(2, 'password')).toBe('weakPasswordStrict');
    for (const fine of ['Zq7 #horse&battery', 'Kx9mP2vLq', 'correct horse battery staple'])
      expect(newPasswordProblem(fine.includes(' ') ? 1 : 2, fine), fine).toBeUndefined();
  });

  it('[SEC-9] every seeded and documented password follows both strategies', () => {
    // Read from the seed itself, so a password added there is checked here too.
    const source = readFileSync(new URL('../../src/seed/demo.ts', import.meta.url), 'utf8');
    const seeded = [...source.matchAll(/password: '([^']+)'/g)].map((match) => match[1]!);
    expect(seeded.length).toBeGreaterThan(5);
    for (const password of [DEFAULT_ADMIN_PASSWORD, ...seeded]) {
      expect(newPasswordProblem(1, password), password).toBeUndefined();
      expect(newPasswordProblem(2, password), password).toBeUndefined();
    }
  });

  it('[SEC-9] the list is read once, holds only the entries the policy could accept, and checks fast', () => {
    const list = commonPasswords();
    expect(commonPasswords()).toBe(list);
    expect(list.size).toBeGreaterThan(15_000);
    expect([...list].every((entry) => [...entry].length >= 8 && entry === entry.toLowerCase())).toBe(true);
    const started = performance.now();
    for (let n = 0; n < 10_000; n += 1) isCommonPassword(`Unlisted-${n}`);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('[ERR-11] login error codes: initial first, then expired (0 days left or fewer)', () => {
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    expect(passwordState({ initialPassword: true, passwordChangedAt: at(200) }, 90, now).errorCode).toBe(
      '2001603',
    );
    expect(passwordState({ initialPassword: false, passwordChangedAt: at(90) }, 90, now).errorCode).toBe(
      '2002012',
    );
    expect(passwordState({ initialPassword: false, passwordChangedAt: at(89) }, 90, now)).toEqual({
      errorCode: '0',
      expiredDays: 1,
    });
    expect(daysUntilPasswordExpiry(at(120), 90, now)).toBe(-30);
  });

  it('[DATA-03] contract reminder: due within 30 days, negative after the end, null without a contract', () => {
    expect(contractReminder({ contractEndDate: '2026-12-12', contractProductName: 'rcadmin' }, now)).toEqual({
      expire: 1,
      remainDay: 20,
      productName: 'rcadmin',
      endDate: '2026-12-12',
    });
    expect(contractReminder({ contractEndDate: '2027-06-01', contractProductName: null }, now)?.expire).toBe(
      0,
    );
    expect(
      contractReminder({ contractEndDate: '2026-11-20', contractProductName: 'x' }, now)?.remainDay,
    ).toBe(-2);
    expect(contractReminder({ contractEndDate: null, contractProductName: null }, now)).toBeNull();
  });
});
