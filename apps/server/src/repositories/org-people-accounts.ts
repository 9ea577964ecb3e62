import type { AccountDetail, AccountListQuery, AccountRow, ErpEmp, ErpEmpListQuery } from '@rcadmin/contract';
import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  employees,
  erpEmpRelations,
  loginAttempts,
  loginRecords,
  operationLog,
  sessions,
  tenants,
  userStoreRoles,
  users,
} from '../db/schema';
import type { AccessChanged } from './access-change';
import { containsPattern, countedPage, isoTime, lockTenant, rowCount, totalOver } from '../db/sql-helpers';
import { userStoreRoleList } from './org-people-employees';
import type { StoreScope } from '../domain/authorisation';
import { accountBeyond, storeCodeInScope, storeIdInScope } from './authorisation';
import {
  done,
  refuse,
  violatedConstraint,
  type Actor,
  type Audit,
  type PageOf,
  type PeopleOutcome,
} from './org-people-common';

type Paged<Q> = Q & { page: number; limit: number };

/**
 * An account is in a scope when it holds a role in one of its stores, or its employee belongs to
 * one (services/authorisation.ts); none for every store.
 */
function accountInScope(scope: StoreScope): SQL | undefined {
  if (scope.all) return undefined;
  return or(
    sql`exists (select 1 from ${userStoreRoles} where ${userStoreRoles.userId} = ${users.id}
      and cardinality(${userStoreRoles.roleIds}) > 0 and ${storeIdInScope(scope, userStoreRoles.storeId)})`,
    sql`exists (select 1 from ${employees} where ${employees.userId} = ${users.id}
      and ${storeCodeInScope(scope, employees.deptCode)})`,
  );
}

/** Why the actor may not change the account: its own, or beyond the actor's grants or stores. */
async function changeRefusal(tx: Db, actor: Actor, userId: number) {
  if (userId === actor.userId) return refuse('self', 'accountSelfRefused');
  const beyond = await accountBeyond(tx, actor, userId);
  if (beyond) return refuse('forbidden', beyond === 'grants' ? 'accountBeyondGrants' : 'accountBeyondStores');
  return undefined;
}

/** A third-party staff code with its employee, as listed and as read alone. */
const erpEmpColumns = {
  id: erpEmpRelations.id,
  erpSystem: erpEmpRelations.erpSystem,
  erpEmpCode: erpEmpRelations.erpEmpCode,
  erpEmpName: erpEmpRelations.erpEmpName,
  employeeId: erpEmpRelations.employeeId,
  employeeName: employees.name,
  empCode: employees.empCode,
};
const erpEmpOf = <R extends { id: number; employeeId: number }>(row: R) => ({
  ...row,
  id: String(row.id),
  employeeId: String(row.employeeId),
});

/** Sign-ins shown with an account. */
const RECENT_LOGINS = 20;

/** Sign-in accounts (users of the tenant) and third-party staff codes. */
export function orgAccountsRepository(db: Db, changed: AccessChanged) {
  /** The account in the actor's scope, locked until the transaction ends, with its employee. */
  async function lockedUser(tx: Db, actor: Actor, userId: number) {
    const [row] = await tx
      .select({ user: users, employeeStatus: employees.status, employeeName: employees.name })
      .from(users)
      .leftJoin(employees, eq(employees.userId, users.id))
      .where(and(eq(users.tenantId, actor.tenantId), eq(users.id, userId), accountInScope(actor.scope)))
      .for('update', { of: users });
    return row;
  }

  /** Employee, last sign-in and store count of the accounts given (three small queries). */
  async function extras(userIds: number[]) {
    if (userIds.length === 0) return { emps: new Map(), last: new Map(), storeCounts: new Map() };
    const [empRows, lastRows, countRows] = await Promise.all([
      db
        .select({ userId: employees.userId, id: employees.id, name: employees.name })
        .from(employees)
        .where(inArray(employees.userId, userIds)),
      db
        .select({ userId: loginRecords.userId, at: sql<Date>`max(${loginRecords.createdAt})` })
        .from(loginRecords)
        .where(inArray(loginRecords.userId, userIds))
        .groupBy(loginRecords.userId),
      db
        .select({ userId: userStoreRoles.userId, n: sql<number>`count(*)`.mapWith(Number) })
        .from(userStoreRoles)
        .where(inArray(userStoreRoles.userId, userIds))
        .groupBy(userStoreRoles.userId),
    ]);
    return {
      emps: new Map(empRows.map((row) => [row.userId as number, row])),
      last: new Map(lastRows.map((row) => [row.userId, row.at])),
      storeCounts: new Map(countRows.map((row) => [row.userId, row.n])),
    };
  }

  function accountRow(
    user: {
      id: number;
      loginName: string;
      name: string;
      mobile: string;
      status: number;
      initialPassword: boolean;
    },
    more: Awaited<ReturnType<typeof extras>>,
  ): AccountRow {
    const employee = more.emps.get(user.id) as { id: number; name: string } | undefined;
    const last = more.last.get(user.id) as Date | string | undefined;
    return {
      userId: String(user.id),
      loginName: user.loginName,
      name: user.name,
      mobile: user.mobile,
      status: user.status,
      initialPassword: user.initialPassword,
      employeeId: employee ? String(employee.id) : '',
      employeeName: employee?.name ?? '',
      lastLoginAt: isoTime(last),
      storeCount: (more.storeCounts.get(user.id) as number | undefined) ?? 0,
    };
  }

  /** The account's status from now on; its sessions end unless it becomes active. */
  async function setStatus(
    tenantId: number,
    userId: number,
    actor: Actor,
    status: 1 | 2,
    audit: Audit,
  ): Promise<PeopleOutcome<{ userId: string; status: number }>> {
    const outcome = await db.transaction(
      async (tx): Promise<PeopleOutcome<{ userId: string; status: number }>> => {
        const row = await lockedUser(tx, actor, userId);
        if (!row) return refuse('notFound', 'accountNotFound');
        const refused = await changeRefusal(tx, actor, userId);
        if (refused) return refused;
        if (status === 1 && row.employeeStatus !== null && row.employeeStatus !== 1)
          return refuse('invalid', 'accountEmployeeDisabled');
        await tx.update(users).set({ status }).where(eq(users.id, userId));
        if (status === 2) await tx.delete(sessions).where(eq(sessions.userId, userId));
        else {
          // Unlocking also clears the lock of repeated failed sign-ins.
          const [tenant] = await tx
            .select({ platformNum: tenants.platformNum })
            .from(tenants)
            .where(eq(tenants.id, tenantId));
          if (tenant)
            await tx
              .delete(loginAttempts)
              .where(eq(loginAttempts.key, JSON.stringify([tenant.platformNum, row.user.loginName])));
        }
        await tx.insert(operationLog).values(
          audit(status === 2 ? 'logAccountLocked' : 'logAccountUnlocked', {
            loginName: row.user.loginName,
          }),
        );
        return done({ userId: String(userId), status });
      },
    );
    if (outcome.ok) await changed({ user: userId });
    return outcome;
  }

  return {
    /** One page of the tenant's accounts, newest first. */
    async accountList(
      tenantId: number,
      query: Paged<AccountListQuery>,
      scope: StoreScope,
    ): Promise<PageOf<AccountRow>> {
      const conditions: (SQL | undefined)[] = [eq(users.tenantId, tenantId), accountInScope(scope)];
      if (query.status) conditions.push(eq(users.status, Number(query.status)));
      const raw = query.rawInfo?.trim();
      if (raw) {
        const pattern = containsPattern(raw);
        conditions.push(
          or(ilike(users.loginName, pattern), ilike(users.name, pattern), ilike(users.mobile, pattern)),
        );
      }
      const where = and(...conditions);
      const { rows, total } = await countedPage(
        query,
        (limit, offset) =>
          db
            .select({
              id: users.id,
              loginName: users.loginName,
              name: users.name,
              mobile: users.mobile,
              status: users.status,
              initialPassword: users.initialPassword,
              total: totalOver(),
            })
            .from(users)
            .where(where)
            .orderBy(desc(users.id))
            .limit(limit)
            .offset(offset),
        () => db.select({ n: rowCount() }).from(users).where(where),
      );
      const more = await extras(rows.map((row) => row.id));
      return { total, list: rows.map((row) => accountRow(row, more)) };
    },

    /** One account with its store roles and latest sign-ins. */
    async account(tenantId: number, userId: number, scope: StoreScope): Promise<AccountDetail | undefined> {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), accountInScope(scope)));
      if (!user) return undefined;
      const [more, storeRoles, logins] = await Promise.all([
        extras([user.id]),
        userStoreRoleList(db, tenantId, user.id),
        db
          .select({ at: loginRecords.createdAt, ip: loginRecords.ip, userAgent: loginRecords.userAgent })
          .from(loginRecords)
          .where(and(eq(loginRecords.tenantId, tenantId), eq(loginRecords.userId, user.id)))
          .orderBy(desc(loginRecords.createdAt), desc(loginRecords.id))
          .limit(RECENT_LOGINS),
      ]);
      return {
        ...accountRow(user, more),
        storeRoles,
        recentLogins: logins.map((login) => ({
          at: isoTime(login.at),
          ip: login.ip,
          userAgent: login.userAgent,
        })),
      };
    },

    /**
     * Why the actor may not change this account (undefined: they may), asked before a step-up so
     * that nobody types their password for a change that will be refused; the write asks again.
     */
    accountChangeRefusal: (actor: Actor, userId: number) => changeRefusal(db, actor, userId),

    lockAccount: (tenantId: number, userId: number, actor: Actor, audit: Audit) =>
      setStatus(tenantId, userId, actor, 2, audit),

    unlockAccount: (tenantId: number, userId: number, actor: Actor, audit: Audit) =>
      setStatus(tenantId, userId, actor, 1, audit),

    /** A new initial password (its hash): changed at the next sign-in; every session ends. */
    async resetAccountPassword(
      tenantId: number,
      userId: number,
      actor: Actor,
      editorName: string,
      passwordHash: string,
      audit: Audit,
      now: Date,
    ): Promise<PeopleOutcome<true>> {
      const outcome = await db.transaction(async (tx): Promise<PeopleOutcome<true>> => {
        const row = await lockedUser(tx, actor, userId);
        if (!row) return refuse('notFound', 'accountNotFound');
        // The new password is answered to the caller: never for an account beyond their own rights.
        const refused = await changeRefusal(tx, actor, userId);
        if (refused) return refused;
        await tx
          .update(users)
          .set({ passwordHash, initialPassword: true, passwordChangedAt: now })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.insert(operationLog).values(
          audit('logAccountResetBy', {
            loginName: row.user.loginName,
            name: row.employeeName ?? row.user.name,
            editor: editorName,
          }),
        );
        return done(true as const);
      });
      if (outcome.ok) await changed({ user: userId });
      return outcome;
    },

    // ---- third-party staff

    async erpEmpList(tenantId: number, query: Paged<ErpEmpListQuery>): Promise<PageOf<ErpEmp>> {
      const conditions: (SQL | undefined)[] = [eq(erpEmpRelations.tenantId, tenantId)];
      const system = query.erpSystem?.trim();
      if (system) conditions.push(eq(erpEmpRelations.erpSystem, system));
      const raw = query.rawInfo?.trim();
      if (raw) {
        const pattern = containsPattern(raw);
        conditions.push(
          or(
            ilike(erpEmpRelations.erpEmpCode, pattern),
            ilike(erpEmpRelations.erpEmpName, pattern),
            ilike(employees.name, pattern),
            ilike(employees.empCode, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const { rows, total } = await countedPage(
        query,
        (limit, offset) =>
          db
            .select({ ...erpEmpColumns, total: totalOver() })
            .from(erpEmpRelations)
            .innerJoin(employees, eq(employees.id, erpEmpRelations.employeeId))
            .where(where)
            .orderBy(desc(erpEmpRelations.id))
            .limit(limit)
            .offset(offset),
        () =>
          db
            .select({ n: rowCount() })
            .from(erpEmpRelations)
            .innerJoin(employees, eq(employees.id, erpEmpRelations.employeeId))
            .where(where),
      );
      return {
        total,
        list: rows.map(({ total: _total, ...row }) => erpEmpOf(row)),
      };
    },

    async erpEmp(tenantId: number, id: number): Promise<ErpEmp | undefined> {
      const [row] = await db
        .select(erpEmpColumns)
        .from(erpEmpRelations)
        .innerJoin(employees, eq(employees.id, erpEmpRelations.employeeId))
        .where(and(eq(erpEmpRelations.tenantId, tenantId), eq(erpEmpRelations.id, id)));
      return row && erpEmpOf(row);
    },

    /** Create (id undefined) or edit a third-party staff code; (erpSystem, erpEmpCode) is unique. */
    async saveErpEmp(
      tenantId: number,
      id: number | undefined,
      input: { erpSystem: string; erpEmpCode: string; erpEmpName: string; employeeId: number },
      audit: Audit,
      now: Date,
    ): Promise<PeopleOutcome<number>> {
      const duplicate = () =>
        refuse(
          'duplicate',
          'erpEmpCodeUsed',
          { erpSystem: input.erpSystem, code: input.erpEmpCode },
          'erpEmpCode',
        );
      try {
        return await db.transaction(async (tx): Promise<PeopleOutcome<number>> => {
          await lockTenant(tx, 'erp-emp', tenantId);
          if (id !== undefined) {
            const [current] = await tx
              .select({ id: erpEmpRelations.id })
              .from(erpEmpRelations)
              .where(and(eq(erpEmpRelations.tenantId, tenantId), eq(erpEmpRelations.id, id)))
              .for('update');
            if (!current) return refuse('notFound', 'erpEmpNotFound');
          }
          const [employee] = await tx
            .select({ id: employees.id })
            .from(employees)
            .where(and(eq(employees.tenantId, tenantId), eq(employees.id, input.employeeId)))
            .for('share');
          if (!employee) return refuse('invalid', 'employeeNotFound', {}, 'employeeId');
          const [taken] = await tx
            .select({ id: erpEmpRelations.id })
            .from(erpEmpRelations)
            .where(
              and(
                eq(erpEmpRelations.tenantId, tenantId),
                eq(erpEmpRelations.erpSystem, input.erpSystem),
                eq(erpEmpRelations.erpEmpCode, input.erpEmpCode),
                id === undefined ? undefined : ne(erpEmpRelations.id, id),
              ),
            );
          if (taken) return duplicate();
          let savedId: number;
          if (id === undefined) {
            const [row] = await tx
              .insert(erpEmpRelations)
              .values({ tenantId, ...input, createdAt: now })
              .returning({ id: erpEmpRelations.id });
            if (!row) throw new Error('third-party staff code was not inserted');
            savedId = row.id;
          } else {
            await tx.update(erpEmpRelations).set(input).where(eq(erpEmpRelations.id, id));
            savedId = id;
          }
          await tx
            .insert(operationLog)
            .values(audit('logErpEmpSaved', { erpSystem: input.erpSystem, code: input.erpEmpCode }));
          return done(savedId);
        });
      } catch (error) {
        if (violatedConstraint(error) === 'erp_emp_relations_code') return duplicate();
        throw error;
      }
    },

    async deleteErpEmp(tenantId: number, id: number, audit: Audit): Promise<PeopleOutcome<true>> {
      return db.transaction(async (tx): Promise<PeopleOutcome<true>> => {
        const [row] = await tx
          .delete(erpEmpRelations)
          .where(and(eq(erpEmpRelations.tenantId, tenantId), eq(erpEmpRelations.id, id)))
          .returning({ erpSystem: erpEmpRelations.erpSystem, code: erpEmpRelations.erpEmpCode });
        if (!row) return refuse('notFound', 'erpEmpNotFound');
        await tx
          .insert(operationLog)
          .values(audit('logErpEmpDeleted', { erpSystem: row.erpSystem, code: row.code }));
        return done(true as const);
      });
    },
  };
}
