/**
 * The phone-number formats of every form and call, written once: the server checks them and the
 * forms check the same before sending. The spec names no format; these are mainland China's
 * numbering plan, and E.164 for an account's international mobile.
 */

/** A mainland mobile number: 1, then 3-9, then 9 digits (13800000000). */
const MAINLAND_MOBILE = /^1[3-9][0-9]{9}$/;
/** An international number in E.164 form: '+', a country code (not 0), 6 to 15 digits in all. */
const INTERNATIONAL = /^\+[1-9][0-9]{5,14}$/;
/**
 * A mainland landline: the area code 0xx(x), 7 or 8 digits (not starting 0), an optional extension;
 * parts apart by '-' or a space, or not at all (010-12345678, 0755 1234567, 01012345678-123).
 */
const LANDLINE = /^0[1-9][0-9]{1,2}[- ]?[1-9][0-9]{6,7}([- ][0-9]{1,6})?$/;
/** A nationwide service number (400/800), with or without its separators: 400-820-8820. */
const SERVICE_NUMBER = /^[48]00[- ]?[0-9]{3}[- ]?[0-9]{4}$/;

/** A mobile a person is reached on (a place's contact mobile): mainland only. */
export const isMobile = (value: string): boolean => MAINLAND_MOBILE.test(value);

/** The mobile of an account, which receives its sign-in and password codes: mainland or E.164. */
export const isAccountMobile = (value: string): boolean =>
  MAINLAND_MOBILE.test(value) || INTERNATIONAL.test(value);

/** A person's phone: a mainland mobile or a landline. */
export const isPhone = (value: string): boolean => MAINLAND_MOBILE.test(value) || LANDLINE.test(value);

/** A business's line (a store's service hotline, a place's contact phone): a phone or a 400/800 number. */
export const isHotline = (value: string): boolean => isPhone(value) || SERVICE_NUMBER.test(value);
