import { randomInt } from 'node:crypto';
import { isAccountMobile, type EmployeeDraft } from '@rcadmin/contract';
import type { MessageKey, Params } from '../i18n/messages';
import { passwordFormatProblem, type Strategy } from './password-policy';

/** A refused value of a form: the field (dotted for nested ones), the message and its parameters. */
export interface FieldProblem {
  field: string;
  key: MessageKey;
  params?: Params;
}

export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMP_CODE = /^[A-Za-z0-9_-]{1,32}$/;
export const LOGIN_NAME = /^[A-Za-z0-9_.@-]{4,32}$/;

/** The draft with its texts trimmed: what is checked and what is stored. */
export interface CleanEmployee {
  empCode: string;
  name: string;
  mobile: string;
  email: string;
  position: string;
  remark: string;
  sex: number;
  cardNo: string;
  profies: string;
  headPicKey: string;
  wxQrCode: string;
  /** undefined: not sent (kept as it is). */
  loginName: string | undefined;
  deptCode: string;
  orgCode: string;
  /** undefined: not sent (kept as they are). */
  storeRoles: { storeId: string; roleIds: string[] }[] | undefined;
}

export function cleanEmployee(draft: EmployeeDraft): CleanEmployee {
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    empCode: text(draft.empCode),
    name: text(draft.name),
    mobile: text(draft.mobile),
    email: text(draft.email),
    position: text(draft.position),
    remark: text(draft.remark),
    sex: draft.sex ?? 0,
    cardNo: text(draft.cardNo),
    profies: draft.profies ?? '',
    headPicKey: text(draft.headPicKey),
    wxQrCode: text(draft.wxQRCode),
    loginName: draft.loginName === undefined ? undefined : draft.loginName.trim(),
    deptCode: text(draft.deptCode),
    orgCode: text(draft.orgCode),
    storeRoles: draft.storeRoles?.map((entry) => ({
      storeId: entry.storeId,
      roleIds: [...new Set(entry.roleIds)],
    })),
  };
}

/** The refused values of an employee that need no database: formats, required fields, duplicates. */
export function employeeProblems(employee: CleanEmployee): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!EMP_CODE.test(employee.empCode)) problems.push({ field: 'empCode', key: 'empCodeRequired' });
  if (employee.name === '') problems.push({ field: 'name', key: 'employeeNameRequired' });
  if (employee.mobile !== '' && !isAccountMobile(employee.mobile))
    problems.push({ field: 'mobile', key: 'employeeMobileInvalid' });
  if (employee.email !== '' && !EMAIL.test(employee.email))
    problems.push({ field: 'email', key: 'employeeEmailInvalid' });
  if (![0, 1, 2].includes(employee.sex)) problems.push({ field: 'sex', key: 'employeeSexInvalid' });
  if (employee.loginName && !LOGIN_NAME.test(employee.loginName))
    problems.push({ field: 'loginName', key: 'loginNameInvalid' });
  const seen = new Set<string>();
  employee.storeRoles?.forEach((entry, index) => {
    if (seen.has(entry.storeId))
      problems.push({ field: `storeRoles.${index}.storeId`, key: 'storeRoleStoreTwice' });
    seen.add(entry.storeId);
    if (entry.roleIds.length === 0)
      problems.push({ field: `storeRoles.${index}.roleIds`, key: 'storeRoleRolesRequired' });
  });
  return problems;
}

const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const pick = (chars: string) => chars[randomInt(chars.length)] as string;

/**
 * A random initial password that meets the tenant's policy in either mode (12 letters and digits
 * with upper case, lower case and digits; no look-alikes such as 0/O and 1/l/I).
 */
export function newInitialPassword(strategy: Strategy): string {
  for (;;) {
    const chars = [pick(UPPER), pick(LOWER), pick(DIGITS)];
    while (chars.length < 12) chars.push(pick(UPPER + LOWER + DIGITS));
    // Fisher-Yates, so the forced classes are not always first.
    for (let i = chars.length - 1; i > 0; i -= 1) {
      const j = randomInt(i + 1);
      [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
    }
    const password = chars.join('');
    if (passwordFormatProblem(strategy, password) === undefined) return password;
  }
}

/** A role id: 'r-' and 10 random letters and digits. */
export function newRoleId(): string {
  let id = 'r-';
  for (let i = 0; i < 10; i += 1) id += pick('abcdefghijklmnopqrstuvwxyz0123456789');
  return id;
}

/** `base`, else `base 2`, `base 3`… whichever is not taken (names compared as typed). */
export function uniqueName(base: string, taken: ReadonlySet<string>, max = 64): string {
  const trimmed = base.slice(0, max);
  if (!taken.has(trimmed)) return trimmed;
  for (let n = 2; ; n += 1) {
    const suffix = ` ${n}`;
    const candidate = `${base.slice(0, max - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The operation log's time: 'YYYY-MM-DD HH:mm:ss' (UTC). */
export const logTime = (now: Date) => now.toISOString().slice(0, 19).replace('T', ' ');
