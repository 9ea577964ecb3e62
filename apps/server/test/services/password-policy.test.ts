import { describe, expect, it } from 'vitest';
import {
  contractReminder,
  daysUntilPasswordExpiry,
  passwordFormatProblem,
  passwordState,
} from '../../src/services/password-policy';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-22T10:00:00Z');

describe('password policy', () => {
  it('[PWD-10] normal mode: 8-20 characters, not all the same', () => {
    for (const ok of ['abcdefgh', '12345678', 'aaaaaaab', 'x'.repeat(19) + 'y', '密码密码密码密码']) {
      expect(passwordFormatProblem(1, ok), ok).toBeUndefined();
    }
    for (const bad of ['abcdefg', 'aaaaaaaa', '11111111111', 'x'.repeat(20) + 'y']) {
      expect(passwordFormatProblem(1, bad), bad).toBe('weakPasswordNormal');
    }
  });

  it('[PWD-11] strict mode: 8-20 letters and digits with upper, lower and digit', () => {
    for (const ok of ['Abcdefg1', 'A1b2C3d4E5f6G7h8I9j0'])
      expect(passwordFormatProblem(2, ok), ok).toBeUndefined();
    for (const bad of ['abcdefg1', 'ABCDEFG1', 'Abcdefgh', 'Abcdef1!', 'Ab1', 'A1b2C3d4E5f6G7h8I9j0k']) {
      expect(passwordFormatProblem(2, bad), bad).toBe('weakPasswordStrict');
    }
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
