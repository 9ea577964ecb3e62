import {
  isHotline,
  isMobile,
  type FranchiseeDraft,
  type OperatorDraft,
  type PickupDraft,
} from '@rcadmin/contract';
import type { MessageKey } from '../i18n/messages';
import type { DraftProblem } from './goods-rules';

// The rules of the places forms (franchisees, pickup points, operators) that need no database, and
// the values each form's draft is stored as. Field names are the forms' own.

/** A code: letters, digits, '-' and '_'. */
export const PLACE_CODE = /^[0-9A-Za-z_-]{1,32}$/;
/** A GB/T 2260 area code (6 digits; 2 or 4 accepted for a province or city prefix). */
const AREA_CODE = /^([0-9]{2}|[0-9]{4}|[0-9]{6}|[0-9]{9}|[0-9]{12})$/;
/** 'HH:mm', 00:00 to 23:59. */
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** Decimal degrees with at most 6 decimals. */
const DEGREES = /^-?[0-9]{1,3}(\.[0-9]{1,6})?$/;

/** Whether 'YYYY-MM-DD' names a day of the calendar. */
export function isDate(value: string): boolean {
  const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

const trimmed = (value: string | undefined) => (value ?? '').trim();

function required(problems: DraftProblem[], field: string, value: string, label: MessageKey) {
  if (value === '') problems.push({ field, key: 'placesFieldRequired', params: { label } });
}

function code(problems: DraftProblem[], value: string) {
  if (value === '')
    problems.push({ field: 'code', key: 'placesFieldRequired', params: { label: 'placesLabelCode' } });
  else if (!PLACE_CODE.test(value)) problems.push({ field: 'code', key: 'placesCodeFormat' });
}

function areas(problems: DraftProblem[], values: { province: string; city: string; district: string }) {
  for (const field of ['province', 'city', 'district'] as const) {
    if (values[field] !== '' && !AREA_CODE.test(values[field]))
      problems.push({ field, key: 'placesAreaFormat' });
  }
}

/** The columns of a franchisee as saved (text trimmed, '' dates as null). */
export interface FranchiseeValues {
  code: string;
  name: string;
  franchiseeType: 2 | 3;
  contactName: string;
  contactPhone: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  address: string;
  contractStart: string | null;
  contractEnd: string | null;
  status: number | undefined;
  remark: string;
}

export function checkFranchisee(
  draft: FranchiseeDraft,
): { ok: true; values: FranchiseeValues } | { ok: false; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const values: FranchiseeValues = {
    code: trimmed(draft.code),
    name: trimmed(draft.name),
    franchiseeType: draft.franchiseeType === '3' ? 3 : 2,
    contactName: trimmed(draft.contactName),
    contactPhone: trimmed(draft.contactPhone),
    provinceCode: trimmed(draft.province),
    cityCode: trimmed(draft.city),
    districtCode: trimmed(draft.district),
    address: trimmed(draft.address),
    contractStart: trimmed(draft.contractStart) || null,
    contractEnd: trimmed(draft.contractEnd) || null,
    status: draft.status === undefined ? undefined : Number(draft.status),
    remark: trimmed(draft.remark),
  };
  code(problems, values.code);
  required(problems, 'name', values.name, 'placesLabelName');
  if (values.contactPhone !== '' && !isHotline(values.contactPhone)) {
    problems.push({ field: 'contactPhone', key: 'placesPhoneFormat' });
  }
  areas(problems, { province: values.provinceCode, city: values.cityCode, district: values.districtCode });
  let datesValid = true;
  for (const [field, value] of [
    ['contractStart', values.contractStart],
    ['contractEnd', values.contractEnd],
  ] as const) {
    if (value !== null && !isDate(value)) {
      problems.push({ field, key: 'placesDateFormat' });
      datesValid = false;
    }
  }
  if (datesValid && values.contractStart && values.contractEnd && values.contractEnd < values.contractStart) {
    problems.push({ field: 'contractEnd', key: 'franchiseeContractOrder' });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/** The columns of a pickup point as saved (coordinates as numeric text or null). */
export interface PickupValues {
  code: string;
  name: string;
  storeId: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  address: string;
  longitude: string | null;
  latitude: string | null;
  contactPhone: string;
  openTime: string;
  closeTime: string;
  status: number | undefined;
  remark: string;
}

export function checkPickup(
  draft: PickupDraft,
): { ok: true; values: PickupValues } | { ok: false; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const values: PickupValues = {
    code: trimmed(draft.code),
    name: trimmed(draft.name),
    storeId: trimmed(draft.storeId),
    provinceCode: trimmed(draft.province),
    cityCode: trimmed(draft.city),
    districtCode: trimmed(draft.district),
    address: trimmed(draft.address),
    longitude: trimmed(draft.longitude) || null,
    latitude: trimmed(draft.latitude) || null,
    contactPhone: trimmed(draft.contactPhone),
    openTime: trimmed(draft.openTime),
    closeTime: trimmed(draft.closeTime),
    status: draft.status === undefined ? undefined : Number(draft.status),
    remark: trimmed(draft.remark),
  };
  code(problems, values.code);
  required(problems, 'name', values.name, 'placesLabelName');
  required(problems, 'storeId', values.storeId, 'placesLabelStore');
  areas(problems, { province: values.provinceCode, city: values.cityCode, district: values.districtCode });
  if (values.contactPhone !== '' && !isHotline(values.contactPhone)) {
    problems.push({ field: 'contactPhone', key: 'placesPhoneFormat' });
  }

  const { longitude, latitude } = values;
  const lngValid = longitude === null || (DEGREES.test(longitude) && Math.abs(Number(longitude)) <= 180);
  const latValid = latitude === null || (DEGREES.test(latitude) && Math.abs(Number(latitude)) <= 90);
  if (!lngValid) problems.push({ field: 'longitude', key: 'pickupLongitudeRange' });
  if (!latValid) problems.push({ field: 'latitude', key: 'pickupLatitudeRange' });
  if (lngValid && latValid && (longitude === null) !== (latitude === null)) {
    problems.push({ field: longitude === null ? 'longitude' : 'latitude', key: 'pickupCoordinatesPair' });
  }
  // Stored canonically: '116.40' and '116.4' are the same place.
  if (lngValid && longitude !== null) values.longitude = String(Number(longitude));
  if (latValid && latitude !== null) values.latitude = String(Number(latitude));

  const { openTime, closeTime } = values;
  const openValid = openTime === '' || TIME.test(openTime);
  const closeValid = closeTime === '' || TIME.test(closeTime);
  if (!openValid) problems.push({ field: 'openTime', key: 'pickupTimeFormat' });
  if (!closeValid) problems.push({ field: 'closeTime', key: 'pickupTimeFormat' });
  if (openValid && closeValid) {
    if ((openTime === '') !== (closeTime === '')) {
      problems.push({ field: openTime === '' ? 'openTime' : 'closeTime', key: 'pickupTimesPair' });
    } else if (openTime !== '' && openTime >= closeTime) {
      problems.push({ field: 'closeTime', key: 'pickupTimeOrder' });
    }
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}

/** The columns of an operator as saved. */
export interface OperatorValues {
  code: string;
  name: string;
  storeId: string;
  employeeId: string;
  mobile: string;
  maxDiscount: number;
  status: number | undefined;
  remark: string;
}

export function checkOperator(
  draft: OperatorDraft,
): { ok: true; values: OperatorValues } | { ok: false; problems: DraftProblem[] } {
  const problems: DraftProblem[] = [];
  const discount = trimmed(draft.maxDiscount);
  const values: OperatorValues = {
    code: trimmed(draft.code),
    name: trimmed(draft.name),
    storeId: trimmed(draft.storeId),
    employeeId: trimmed(draft.employeeId),
    mobile: trimmed(draft.mobile),
    maxDiscount: discount === '' ? 0 : Number(discount),
    status: draft.status === undefined ? undefined : Number(draft.status),
    remark: trimmed(draft.remark),
  };
  code(problems, values.code);
  required(problems, 'name', values.name, 'placesLabelOperatorName');
  required(problems, 'storeId', values.storeId, 'placesLabelStore');
  if (values.mobile !== '' && !isMobile(values.mobile)) {
    problems.push({ field: 'mobile', key: 'placesMobileFormat' });
  }
  if (discount !== '' && (!/^[0-9]{1,3}$/.test(discount) || values.maxDiscount > 100)) {
    problems.push({ field: 'maxDiscount', key: 'operatorDiscountRange' });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, values };
}
