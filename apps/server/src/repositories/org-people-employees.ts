import { type EmployeeListQuery, type EmployeeStoreRole, rowId } from '@rcadmin/contract';
import { and, desc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { employees, operationLog, roles, sessions, stores, userStoreRoles, users } from '../db/schema';
import type { CleanEmployee, FieldProblem } from '../domain/people-rules';
import { changesOf } from '../domain/change-list';
import { EMPLOYEE_CHANGE_FIELDS, employeeStatusValue, type NamedEmployee } from '../domain/change-fields';
import type { AccessChanged } from './access-change';
import { containsPattern, countedPage, lockTenant, rowCount, totalOver } from '../db/sql-helpers';
import { heldFileKeys, markFilesUsed } from './files';
import { storeNames } from './org-stores';
import { heldStores } from './users';
import { storeCodeAllowed, storeIdAllowed, type StoreScope } from '../domain/authorisation';
import { accountBeyond, roleBeyond, storeCodeInScope } from './authorisation';
import {
  done,
  problemsRefusal,
  refuse,
  violatedConstraint,
  type Actor,
  type Audit,
  type PageOf,
  type PeopleOutcome,
  type PeopleRefusal,
} from './org-people-common';

export type EmployeeRow = typeof employees.$inferSelect;

/** What the operation log's change list compares of an employee before and after a save. */
async function employeeChanges(
  tx: Db,
  tenantId: number,
  before: EmployeeRow | undefined,
  after: CleanEmployee,
) {
  const names = await storeNames(tx, tenantId, [before?.deptCode ?? '', after.deptCode]);
  const named = (employee: Omit<NamedEmployee, 'deptName'> & { deptCode: string }): NamedEmployee => ({
    ...employee,
    deptName: names.get(employee.deptCode) ?? employee.deptCode,
  });
  return changesOf(before && named(before), named(after), EMPLOYEE_CHANGE_FIELDS);
}

/** A row of the employee list, before the head picture's address is added. */
export interface EmployeeListItem {
  id: number;
  empCode: string;
  name: string;
  mobile: string;
  email: string;
  position: string;
  sex: number;
  deptCode: string;
  deptName: string;
  loginName: string;
  headPicKey: string;
  status: number;
  userStatus: number | null;
  version: number;
}

export interface EmployeeDetail extends EmployeeRow {
  loginName: string;
  userStatus: number | null;
  deptName: string;
  storeRoles: EmployeeStoreRole[];
}

export interface EmployeeSaved {
  id: number;
  version: number;
  userId: number | null;
  /** A sign-in account was created by this save (its initial password is the caller's). */
  accountCreated: boolean;
}

/** Shell roles (user info, spec §3) of accounts made for employees. */
export const EMPLOYEE_SHELL_ROLES = ['staff'];

/** The stores a user holds roles in (every store of the tenant, active or not), by store code. */
export async function userStoreRoleList(
  db: Db,
  tenantId: number,
  userId: number,
): Promise<EmployeeStoreRole[]> {
  const rows = await heldStores(db, userId, eq(stores.tenantId, tenantId));
  return rows.map((row) => ({ ...row, storeId: String(row.storeId) }));
}

/** The roles a user holds, by store id. */
async function heldRoles(tx: Db, userId: number): Promise<Map<number, string[]>> {
  const rows = await tx
    .select({ storeId: userStoreRoles.storeId, roleIds: userStoreRoles.roleIds })
    .from(userStoreRoles)
    .where(eq(userStoreRoles.userId, userId));
  return new Map(rows.map((row) => [row.storeId, row.roleIds]));
}

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((roleId) => b.includes(roleId));

/**
 * The authorisation of an employee save (services/authorisation.ts): the employee's store, before
 * and after, is one the editor holds; the mobile and roles of another person's account change only
 * when the editor holds every grant and store it holds; the roles given confer nothing the editor
 * lacks, in stores the editor holds.
 */
async function saveRefusal(
  tx: Db,
  tenantId: number,
  actor: Actor,
  employee: CleanEmployee,
  current: (EmployeeRow & { loginName: string | null }) | undefined,
): Promise<PeopleRefusal | undefined> {
  if (current && !storeCodeAllowed(actor.scope, current.deptCode))
    return refuse('notFound', 'employeeNotFound');
  if (!storeCodeAllowed(actor.scope, employee.deptCode))
    return refuse('forbidden', 'storeOutOfScope', { store: employee.deptCode || '-' }, 'deptCode');
  const userId = current?.userId ?? null;
  const before = userId === null ? new Map<number, string[]>() : await heldRoles(tx, userId);
  const requested = employee.storeRoles;
  const after =
    requested === undefined
      ? before
      : new Map(requested.map((entry) => [Number(entry.storeId), entry.roleIds] as const));
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
    (storeId) => !sameRoles(before.get(storeId) ?? [], after.get(storeId) ?? []),
  );
  const mobileChanged = current !== undefined && userId !== null && employee.mobile !== current.mobile;
  if (userId !== null && userId !== actor.userId && (changed.length > 0 || mobileChanged)) {
    const beyond = await accountBeyond(tx, actor, userId);
    if (beyond)
      return refuse(
        'forbidden',
        beyond === 'grants' ? 'accountBeyondGrants' : 'accountBeyondStores',
        {},
        changed.length > 0 ? 'storeRoles' : 'mobile',
      );
  }
  for (const storeId of changed) {
    const index = requested?.findIndex((entry) => Number(entry.storeId) === storeId) ?? -1;
    const field = index >= 0 ? `storeRoles.${index}` : 'storeRoles';
    if (!storeIdAllowed(actor.scope, storeId)) {
      const [store] = await tx
        .select({ name: stores.storeName })
        .from(stores)
        .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
      return refuse(
        'forbidden',
        'storeOutOfScope',
        { store: store?.name ?? String(storeId) },
        `${field}.storeId`,
      );
    }
    const had = before.get(storeId) ?? [];
    const added = (after.get(storeId) ?? []).filter((roleId) => !had.includes(roleId));
    const beyond = await roleBeyond(tx, actor, added);
    if (beyond) return refuse('forbidden', 'roleBeyondGrants', { name: beyond.name }, `${field}.roleIds`);
  }
  return undefined;
}

/** Which of these employee codes the tenant's employees hold. */
export async function empCodesTaken(tx: Db, tenantId: number, codes: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ code: employees.empCode })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), inArray(employees.empCode, codes)));
  return new Set(rows.map((row) => row.code));
}

/** The names of the tenant's employees holding these mobiles, by mobile. */
export async function mobileHolders(
  tx: Db,
  tenantId: number,
  mobiles: string[],
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ mobile: employees.mobile, name: employees.name })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), inArray(employees.mobile, mobiles)));
  return new Map(rows.map((row) => [row.mobile, row.name]));
}

/** New employees; the codes written (one another write has taken meanwhile is left out). */
export async function insertEmployees(tx: Db, rows: (typeof employees.$inferInsert)[]): Promise<Set<string>> {
  const created = await tx
    .insert(employees)
    .values(rows)
    .onConflictDoNothing()
    .returning({ code: employees.empCode });
  return new Set(created.map((row) => row.code));
}

/** Employees (spec §3 Employee) and the sign-in accounts they own. */
export function orgEmployeesRepository(db: Db, changed: AccessChanged) {
  /** The refused references of a draft (store, picture, login name, stores and roles). */
  async function referenceProblems(
    tx: Db,
    tenantId: number,
    employee: CleanEmployee,
    current: { id: number; headPicKey: string | null; loginName: string | null } | undefined,
  ): Promise<(FieldProblem & { duplicate?: boolean })[]> {
    const problems: (FieldProblem & { duplicate?: boolean })[] = [];
    const [codeUser] = await tx
      .select({ id: employees.id })
      .from(employees)
      .where(
        and(
          eq(employees.tenantId, tenantId),
          eq(employees.empCode, employee.empCode),
          current ? ne(employees.id, current.id) : undefined,
        ),
      )
      .limit(1);
    if (codeUser)
      problems.push({
        field: 'empCode',
        key: 'empCodeUsed',
        params: { code: employee.empCode },
        duplicate: true,
      });
    if (employee.deptCode !== '') {
      const [store] = await tx
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.tenantId, tenantId), eq(stores.storeCode, employee.deptCode)));
      if (!store)
        problems.push({ field: 'deptCode', key: 'employeeDeptUnknown', params: { code: employee.deptCode } });
    }
    // Held until the save ends, so the unused-file sweep cannot remove the picture under it.
    if (
      employee.headPicKey !== '' &&
      employee.headPicKey !== current?.headPicKey &&
      !(await heldFileKeys(tx, tenantId, [employee.headPicKey])).has(employee.headPicKey)
    )
      problems.push({ field: 'headPicKey', key: 'employeeHeadPicUnknown' });
    const hasLogin = current?.loginName ?? null;
    const login = employee.loginName;
    if (hasLogin !== null) {
      // Rule: a sign-in name never changes once set, and is never removed (disable or lock instead).
      if (login === '') problems.push({ field: 'loginName', key: 'loginNameRemoval' });
      else if (login !== undefined && login !== hasLogin)
        problems.push({ field: 'loginName', key: 'loginNameFixed' });
    } else if (login) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.loginName, login)));
      if (taken)
        problems.push({
          field: 'loginName',
          key: 'loginNameUsed',
          params: { loginName: login },
          duplicate: true,
        });
    }
    const storeRoles = employee.storeRoles ?? [];
    if (storeRoles.length > 0 && hasLogin === null && !login) {
      problems.push({ field: 'storeRoles', key: 'storeRolesNeedLogin' });
      return problems;
    }
    if (storeRoles.length > 0) {
      const storeIds = storeRoles.map((entry) => rowId(entry.storeId)).filter((id) => id !== undefined);
      const knownStores = storeIds.length
        ? await tx
            .select({ id: stores.id })
            .from(stores)
            .where(and(eq(stores.tenantId, tenantId), inArray(stores.id, storeIds)))
        : [];
      const storeSet = new Set(knownStores.map((row) => String(row.id)));
      const roleIds = [...new Set(storeRoles.flatMap((entry) => entry.roleIds))];
      // Shared locks: a role cannot be deleted while this save assigns it.
      const knownRoles = roleIds.length
        ? await tx
            .select({ id: roles.id })
            .from(roles)
            .where(and(eq(roles.tenantId, tenantId), inArray(roles.id, roleIds)))
            .for('share')
        : [];
      const roleSet = new Set(knownRoles.map((row) => row.id));
      storeRoles.forEach((entry, index) => {
        if (!storeSet.has(String(rowId(entry.storeId))))
          problems.push({ field: `storeRoles.${index}.storeId`, key: 'storeRoleStoreUnknown' });
        const unknown = entry.roleIds.find((roleId) => !roleSet.has(roleId));
        if (unknown !== undefined)
          problems.push({
            field: `storeRoles.${index}.roleIds`,
            key: 'storeRoleRoleUnknown',
            params: { roleId: unknown },
          });
      });
    }
    return problems;
  }

  return {
    /** One page of the employees with the filters of DATA-21; newest first. */
    async employeeList(
      tenantId: number,
      query: Required<Pick<EmployeeListQuery, 'page' | 'limit'>> & EmployeeListQuery,
      scope: StoreScope,
    ): Promise<PageOf<EmployeeListItem>> {
      const conditions: (SQL | undefined)[] = [
        eq(employees.tenantId, tenantId),
        storeCodeInScope(scope, employees.deptCode),
      ];
      if (query.status === '0' || query.status === '1')
        conditions.push(eq(employees.status, Number(query.status)));
      const raw = query.rawInfo?.trim();
      if (raw) {
        conditions.push(
          query.isStrict === '1'
            ? or(eq(employees.name, raw), eq(employees.mobile, raw), eq(employees.empCode, raw))
            : like(employees.searchLower, containsPattern(raw.toLowerCase())),
        );
      }
      const where = and(...conditions);
      const { rows, total } = await countedPage(
        query,
        (limit, offset) =>
          db
            .select({
              id: employees.id,
              empCode: employees.empCode,
              name: employees.name,
              mobile: employees.mobile,
              email: employees.email,
              position: employees.position,
              sex: employees.sex,
              deptCode: employees.deptCode,
              headPicKey: employees.headPicKey,
              status: employees.status,
              version: employees.version,
              userId: employees.userId,
              total: totalOver(),
            })
            .from(employees)
            .where(where)
            .orderBy(desc(employees.id))
            .limit(limit)
            .offset(offset),
        () => db.select({ n: rowCount() }).from(employees).where(where),
      );
      const userIds = rows.map((row) => row.userId).filter((id): id is number => id !== null);
      const accounts = userIds.length
        ? await db
            .select({ id: users.id, loginName: users.loginName, status: users.status })
            .from(users)
            .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)))
        : [];
      const byUser = new Map(accounts.map((row) => [row.id, row]));
      const depts = await storeNames(
        db,
        tenantId,
        rows.map((row) => row.deptCode),
      );
      return {
        total,
        list: rows.map((row) => {
          const account = row.userId === null ? undefined : byUser.get(row.userId);
          return {
            id: row.id,
            empCode: row.empCode,
            name: row.name,
            mobile: row.mobile,
            email: row.email,
            position: row.position,
            sex: row.sex,
            deptCode: row.deptCode,
            deptName: depts.get(row.deptCode) ?? '',
            loginName: account?.loginName ?? '',
            headPicKey: row.headPicKey ?? '',
            status: row.status,
            userStatus: account?.status ?? null,
            version: row.version,
          };
        }),
      };
    },

    /** One employee of the tenant in the scope, with its account's sign-in name, status and store roles. */
    async employee(tenantId: number, id: number, scope: StoreScope): Promise<EmployeeDetail | undefined> {
      const [row] = await db
        .select({ employee: employees, loginName: users.loginName, userStatus: users.status })
        .from(employees)
        .leftJoin(users, and(eq(users.id, employees.userId), eq(users.tenantId, tenantId)))
        .where(
          and(
            eq(employees.tenantId, tenantId),
            eq(employees.id, id),
            storeCodeInScope(scope, employees.deptCode),
          ),
        );
      if (!row) return undefined;
      const depts = await storeNames(db, tenantId, [row.employee.deptCode]);
      const storeRoles =
        row.employee.userId === null ? [] : await userStoreRoleList(db, tenantId, row.employee.userId);
      return {
        ...row.employee,
        loginName: row.loginName ?? '',
        userStatus: row.userStatus,
        deptName: depts.get(row.employee.deptCode) ?? '',
        storeRoles,
      };
    },

    /**
     * Create (id undefined) or update (with the version read) an employee in one transaction: the
     * employee, its account (created with `passwordHash` when a new sign-in name is set; name and
     * mobile kept in step otherwise) and the account's store roles.
     */
    async saveEmployee(
      tenantId: number,
      input: {
        id: number | undefined;
        version: number | undefined;
        employee: CleanEmployee;
        /** The hash of the initial password, for an account this save may create. */
        passwordHash: string | undefined;
        /** Who saves: the authorisation model's principal (saveRefusal). */
        actor: Actor;
        /** The editor's name, for the operation log record of a changed account mobile. */
        editorName: string;
      },
      audit: Audit,
      now: Date,
    ): Promise<PeopleOutcome<EmployeeSaved> | { ok: false; kind: 'needsPassword' }> {
      const { id, employee } = input;
      let outcome: PeopleOutcome<EmployeeSaved> | { ok: false; kind: 'needsPassword' };
      try {
        outcome = await db.transaction(async (tx) => {
          // Codes and sign-in names are unique in the tenant: one writer at a time.
          await lockTenant(tx, 'employee', tenantId);
          let current: (EmployeeRow & { loginName: string | null }) | undefined;
          if (id !== undefined) {
            const [row] = await tx
              .select({ employee: employees, loginName: users.loginName })
              .from(employees)
              .leftJoin(users, eq(users.id, employees.userId))
              .where(and(eq(employees.tenantId, tenantId), eq(employees.id, id)))
              .for('update', { of: employees });
            if (!row) return refuse('notFound', 'employeeNotFound');
            current = { ...row.employee, loginName: row.loginName };
            if (input.version === undefined)
              return refuse('invalid', 'employeeVersionRequired', {}, 'version');
            if (current.version !== input.version)
              return refuse('stale', 'employeeStale', { name: current.name });
          }
          const problems = await referenceProblems(tx, tenantId, employee, current);
          if (problems.length > 0) return problemsRefusal(problems);
          const refused = await saveRefusal(tx, tenantId, input.actor, employee, current);
          if (refused) return refused;

          const columns = {
            empCode: employee.empCode,
            name: employee.name,
            mobile: employee.mobile,
            email: employee.email,
            position: employee.position,
            remark: employee.remark,
            sex: employee.sex,
            cardNo: employee.cardNo,
            profies: employee.profies,
            headPicKey: employee.headPicKey === '' ? null : employee.headPicKey,
            wxQrCode: employee.wxQrCode,
            deptCode: employee.deptCode,
            orgCode: employee.orgCode,
            updatedAt: now,
          };
          let userId = current?.userId ?? null;
          let accountCreated = false;
          if (userId === null && employee.loginName) {
            if (input.passwordHash === undefined)
              return { ok: false as const, kind: 'needsPassword' as const };
            const [user] = await tx
              .insert(users)
              .values({
                tenantId,
                loginName: employee.loginName,
                name: employee.name,
                mobile: employee.mobile,
                passwordHash: input.passwordHash,
                initialPassword: true,
                status: current && current.status !== 1 ? 0 : 1,
                roles: EMPLOYEE_SHELL_ROLES,
                passwordChangedAt: now,
                createdAt: now,
              })
              .returning({ id: users.id });
            if (!user) throw new Error('user was not inserted');
            userId = user.id;
            accountCreated = true;
          } else if (userId !== null) {
            await tx
              .update(users)
              .set({ name: employee.name, mobile: employee.mobile })
              .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
            if (current && current.mobile !== employee.mobile && current.loginName !== null)
              await tx.insert(operationLog).values(
                audit('logAccountMobileChanged', {
                  loginName: current.loginName,
                  name: employee.name,
                  from: current.mobile || '-',
                  to: employee.mobile || '-',
                  editor: input.editorName,
                }),
              );
          }

          if (employee.headPicKey !== '') await markFilesUsed(tx, tenantId, [employee.headPicKey]);
          let saved: { id: number; version: number } | undefined;
          if (current === undefined) {
            [saved] = await tx
              .insert(employees)
              .values({ tenantId, ...columns, userId, createdAt: now, version: 1 })
              .returning({ id: employees.id, version: employees.version });
          } else {
            [saved] = await tx
              .update(employees)
              .set({ ...columns, userId, version: sql`${employees.version} + 1` })
              .where(and(eq(employees.tenantId, tenantId), eq(employees.id, current.id)))
              .returning({ id: employees.id, version: employees.version });
          }
          if (!saved) throw new Error('employee was not saved');

          if (userId !== null && employee.storeRoles !== undefined) {
            await tx.delete(userStoreRoles).where(eq(userStoreRoles.userId, userId));
            if (employee.storeRoles.length > 0) {
              await tx.insert(userStoreRoles).values(
                employee.storeRoles.map((entry) => ({
                  userId: userId as number,
                  storeId: Number(entry.storeId),
                  roleIds: entry.roleIds,
                })),
              );
            }
          }
          await tx.insert(operationLog).values({
            ...audit(current === undefined ? 'logEmployeeCreated' : 'logEmployeeUpdated', {
              code: employee.empCode,
              name: employee.name,
            }),
            changes: await employeeChanges(tx, tenantId, current, employee),
          });
          return done({ id: saved.id, version: saved.version, userId, accountCreated });
        });
      } catch (error) {
        // The checks above run under the tenant's lock; this covers writers that do not take it.
        const constraint = violatedConstraint(error);
        if (constraint === 'employees_tenant_code')
          return refuse('duplicate', 'empCodeUsed', { code: employee.empCode }, 'empCode');
        if (constraint === 'users_tenant_login')
          return refuse('duplicate', 'loginNameUsed', { loginName: employee.loginName ?? '' }, 'loginName');
        throw error;
      }
      if (outcome.ok && outcome.value.userId !== null) await changed({ user: outcome.value.userId });
      return outcome;
    },

    /**
     * Enable (1) or disable (0) an employee. Disabling disables its account and ends every session
     * of it at once; enabling makes a disabled account active again (a locked one stays locked).
     */
    async setEmployeeStatus(
      tenantId: number,
      id: number,
      status: 0 | 1,
      actor: Actor,
      audit: Audit,
      now: Date,
    ): Promise<PeopleOutcome<{ id: number; status: number; version: number }>> {
      let userId: number | null = null;
      const outcome = await db.transaction(
        async (tx): Promise<PeopleOutcome<{ id: number; status: number; version: number }>> => {
          const [current] = await tx
            .select()
            .from(employees)
            .where(and(eq(employees.tenantId, tenantId), eq(employees.id, id)))
            .for('update');
          if (!current || !storeCodeAllowed(actor.scope, current.deptCode))
            return refuse('notFound', 'employeeNotFound');
          if (current.userId !== null) {
            if (status === 0 && current.userId === actor.userId) return refuse('self', 'accountSelfRefused');
            const beyond =
              current.userId === actor.userId ? undefined : await accountBeyond(tx, actor, current.userId);
            if (beyond)
              return refuse('forbidden', beyond === 'grants' ? 'accountBeyondGrants' : 'accountBeyondStores');
          }
          const [saved] = await tx
            .update(employees)
            .set({ status, updatedAt: now, version: sql`${employees.version} + 1` })
            .where(eq(employees.id, id))
            .returning({ version: employees.version });
          userId = current.userId;
          if (userId !== null) {
            if (status === 0) {
              await tx.update(users).set({ status: 0 }).where(eq(users.id, userId));
              await tx.delete(sessions).where(eq(sessions.userId, userId));
            } else {
              await tx
                .update(users)
                .set({ status: 1 })
                .where(and(eq(users.id, userId), eq(users.status, 0)));
            }
          }
          await tx.insert(operationLog).values({
            ...audit(status === 0 ? 'logEmployeeDisabled' : 'logEmployeeEnabled', {
              code: current.empCode,
              name: current.name,
            }),
            changes:
              current.status === status
                ? []
                : [
                    {
                      field: 'changeEmployeeStatus',
                      from: employeeStatusValue(current.status),
                      to: employeeStatusValue(status),
                    },
                  ],
          });
          return done({ id, status, version: saved?.version ?? current.version + 1 });
        },
      );
      if (outcome.ok && userId !== null) await changed({ user: userId });
      return outcome;
    },
  };
}
