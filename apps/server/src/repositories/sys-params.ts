import type { SysParamChange } from '@rcadmin/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { operationLog, sysParamHistory, sysParams } from '../db/schema';

/** The last change of a parameter: when, and who as named then. */
export interface LastChange {
  at: Date;
  userName: string;
}

/** A change or reset of one parameter, as the settings page asks for it. */
export interface ParamChange {
  name: string;
  /** The tenant's value the editor read; null when the parameter was not set. */
  expected: string | null;
  /** The new value, checked and normalised; null gives the parameter back its default (a reset). */
  value: string | null;
  /** What is in effect while the parameter is not set (the history's new value of a reset). */
  defaultValue: string;
  userId: number;
  userName: string;
  now: Date;
  /** The operation log record of the change, from the value before (null: not set) and after. */
  record: (oldValue: string | null, newValue: string) => typeof operationLog.$inferInsert;
}

export type ParamChangeOutcome =
  | { kind: 'changed' }
  /** The value was in effect already: nothing was written. */
  | { kind: 'unchanged' }
  /** The tenant's value is no longer the one the editor read; who changed it, when known. */
  | { kind: 'stale'; by: string | undefined };

/** The tenant's system parameters (sys_params) and their history (sys_param_history). */
export const sysParamsRepository = (db: Db) => ({
  /** Every parameter the tenant has set: name → value. */
  async values(tenantId: number): Promise<Map<string, string>> {
    const rows = await db
      .select({ name: sysParams.name, value: sysParams.value })
      .from(sysParams)
      .where(eq(sysParams.tenantId, tenantId));
    return new Map(rows.map((row) => [row.name, row.value]));
  },

  /** The last change of every parameter the tenant ever changed through the settings page. */
  async lastChanges(tenantId: number): Promise<Map<string, LastChange>> {
    const rows = await db
      .selectDistinctOn([sysParamHistory.name], {
        name: sysParamHistory.name,
        at: sysParamHistory.changedAt,
        userName: sysParamHistory.userName,
      })
      .from(sysParamHistory)
      .where(eq(sysParamHistory.tenantId, tenantId))
      .orderBy(sysParamHistory.name, desc(sysParamHistory.changedAt), desc(sysParamHistory.id));
    return new Map(rows.map(({ name, ...change }) => [name, change]));
  },

  /** One page of a parameter's changes, newest first, with how many there are. */
  async history(
    tenantId: number,
    name: string,
    pageNo: number,
    pageSize: number,
  ): Promise<{ list: SysParamChange[]; total: number }> {
    const where = and(eq(sysParamHistory.tenantId, tenantId), eq(sysParamHistory.name, name));
    const [rows, counted] = await Promise.all([
      db
        .select()
        .from(sysParamHistory)
        .where(where)
        .orderBy(desc(sysParamHistory.changedAt), desc(sysParamHistory.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ n: count() }).from(sysParamHistory).where(where),
    ]);
    return {
      list: rows.map((row) => ({
        id: String(row.id),
        at: row.changedAt.toISOString(),
        userName: row.userName,
        oldValue: row.oldValue,
        newValue: row.newValue,
      })),
      total: counted[0]?.n ?? 0,
    };
  },

  /**
   * Sets (or, with value null, removes) a parameter if the tenant's value is still the one the
   * editor read, and records the change in its history and the operation log, all in one
   * transaction. A change to what is in effect already writes nothing, whoever got there first.
   */
  async change(tenantId: number, change: ParamChange): Promise<ParamChangeOutcome> {
    const param = and(eq(sysParams.tenantId, tenantId), eq(sysParams.name, change.name));
    return db.transaction(async (tx): Promise<ParamChangeOutcome> => {
      const [row] = await tx.select({ value: sysParams.value }).from(sysParams).where(param).for('update');
      const current = row?.value ?? null;
      const unchanged =
        change.value === null
          ? current === null
          : current === null
            ? change.value === change.defaultValue
            : current === change.value;
      if (unchanged) return { kind: 'unchanged' };
      if (current !== change.expected) {
        const last = await lastChange(tx, tenantId, change.name);
        // Its author made the newer change unless the value was set some other way since.
        const theirs = last?.newValue === (current ?? change.defaultValue);
        return { kind: 'stale', by: theirs ? last.userName : undefined };
      }

      if (change.value === null) {
        await tx.delete(sysParams).where(param);
      } else if (current === null) {
        // No row to lock: a concurrent first setting wins the key, this one is then the stale one.
        const inserted = await tx
          .insert(sysParams)
          .values({ tenantId, name: change.name, value: change.value })
          .onConflictDoNothing()
          .returning({ name: sysParams.name });
        if (inserted.length === 0) return { kind: 'stale', by: undefined };
      } else {
        await tx.update(sysParams).set({ value: change.value }).where(param);
      }
      const newValue = change.value ?? change.defaultValue;
      await tx.insert(sysParamHistory).values({
        tenantId,
        name: change.name,
        oldValue: current,
        newValue,
        userId: change.userId,
        userName: change.userName,
        changedAt: change.now,
      });
      await tx.insert(operationLog).values(change.record(current, newValue));
      return { kind: 'changed' };
    });
  },
});

async function lastChange(tx: Db, tenantId: number, name: string) {
  const [last] = await tx
    .select({ userName: sysParamHistory.userName, newValue: sysParamHistory.newValue })
    .from(sysParamHistory)
    .where(and(eq(sysParamHistory.tenantId, tenantId), eq(sysParamHistory.name, name)))
    .orderBy(desc(sysParamHistory.changedAt), desc(sysParamHistory.id))
    .limit(1);
  return last;
}
