import { describe, expect, it } from 'vitest';
import { isAccountMobile, isHotline, isMobile, isPhone } from './phone-formats';

const MAINLAND_MOBILES = ['13800000000', '19912345678', '15012345678'];
const LANDLINES = ['010-12345678', '0755 1234567', '01012345678', '021-87654321-123', '0571-8888888 12'];
const SERVICE_NUMBERS = ['400-820-8820', '8008208820', '400 820 8820'];
const INTERNATIONAL = ['+8613800000000', '+14155550123', '+447911123456'];
const NEVER = [
  '',
  '12345678901',
  '10012345678',
  '1380000000',
  '138000000000',
  '+0123456',
  '+12345',
  '138-0000-0000',
  '010-0234567',
  'abc',
  '１３８００００００００',
];

describe('[DATA-20] [DATA-22] phone formats, one rule each for the server and the forms', () => {
  it('a mobile is a mainland mobile', () => {
    for (const value of MAINLAND_MOBILES) expect(isMobile(value), value).toBe(true);
    for (const value of [...INTERNATIONAL, ...LANDLINES, ...SERVICE_NUMBERS, ...NEVER])
      expect(isMobile(value), value).toBe(false);
  });

  it("an account's mobile is a mainland mobile or an E.164 number", () => {
    for (const value of [...MAINLAND_MOBILES, ...INTERNATIONAL])
      expect(isAccountMobile(value), value).toBe(true);
    for (const value of [...LANDLINES, ...SERVICE_NUMBERS, ...NEVER])
      expect(isAccountMobile(value), value).toBe(false);
  });

  it('a phone is a mainland mobile or a landline with its area code', () => {
    for (const value of [...MAINLAND_MOBILES, ...LANDLINES]) expect(isPhone(value), value).toBe(true);
    for (const value of [...INTERNATIONAL, ...SERVICE_NUMBERS, ...NEVER])
      expect(isPhone(value), value).toBe(false);
  });

  it("a business's hotline is a phone or a 400/800 number", () => {
    for (const value of [...MAINLAND_MOBILES, ...LANDLINES, ...SERVICE_NUMBERS])
      expect(isHotline(value), value).toBe(true);
    for (const value of [...INTERNATIONAL, ...NEVER]) expect(isHotline(value), value).toBe(false);
  });
});
