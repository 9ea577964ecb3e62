import { and, desc, eq } from 'drizzle-orm';
import { type Operator, rowId, wireId } from '@rcadmin/contract';
import type { Db } from '../db/database';
import { employees, operators, stores } from '../db/schema';
import type { StoreScope } from '../domain/authorisation';
import type { DraftProblem } from '../domain/goods-rules';
import type { OperatorValues } from '../domain/places-rules';
import * as places from './places';
import type { PageQuery, PlaceOutcome } from './places';

const operatorColumns = {
  id: operators.id,
  code: operators.code,
  name: operators.name,
  storeId: operators.storeId,
  storeName: stores.storeName,
  employeeId: operators.employeeId,
  employeeName: employees.name,
  mobile: operators.mobile,
  maxDiscount: operators.maxDiscount,
  status: operators.status,
  remark: operators.remark,
  version: operators.version,
};
const operatorOf = (row: {
  id: number;
  code: string;
  name: string;
  storeId: number | null;
  storeName: string | null;
  employeeId: number | null;
  employeeName: string | null;
  mobile: string;
  maxDiscount: number;
  status: number;
  remark: string;
  version: number;
}): Operator => ({
  id: String(row.id),
  code: row.code,
  name: row.name,
  storeId: wireId(row.storeId),
  storeName: row.storeName ?? '',
  employeeId: wireId(row.employeeId),
  employeeName: row.employeeName ?? '',
  mobile: row.mobile,
  maxDiscount: row.maxDiscount,
  status: places.statusOf(row.status),
  remark: row.remark,
  version: row.version,
});

/** The operator archive (the tills' operators, each of a store, optionally an employee). */
export function operatorsRepository(db: Db) {
  const selected = (where: ReturnType<typeof and>) =>
    db
      .select(operatorColumns)
      .from(operators)
      .leftJoin(stores, eq(stores.id, operators.storeId))
      .leftJoin(employees, eq(employees.id, operators.employeeId))
      .where(where);

  /** The employee an operator names: its id, or the problem of the field. */
  async function employeeOf(
    tx: Db,
    tenantId: number,
    wire: string,
    currentId: number | null | undefined,
  ): Promise<{ id: number | null } | DraftProblem> {
    if (wire === '') return { id: null };
    const wanted = rowId(wire);
    const [employee] =
      wanted === undefined
        ? []
        : await tx
            .select({ id: employees.id, name: employees.name, status: employees.status })
            .from(employees)
            .where(and(eq(employees.tenantId, tenantId), eq(employees.id, wanted)));
    if (!employee) return { field: 'employeeId', key: 'operatorEmployeeNotFound' };
    if (employee.status !== 1 && employee.id !== currentId)
      return { field: 'employeeId', key: 'operatorEmployeeDisabled', params: { name: employee.name } };
    return { id: employee.id };
  }

  return {
    async page(
      tenantId: number,
      query: PageQuery & { storeId: number | undefined | null },
    ): Promise<{ list: Operator[]; total: number }> {
      if (query.storeId === null) return { list: [], total: 0 };
      const where = and(
        places.listed(operators, tenantId, query),
        query.storeId === undefined ? undefined : eq(operators.storeId, query.storeId),
      );
      const { rows, total } = await places.pageOfRows(db, operators, where, query, (limit, offset) =>
        selected(where).orderBy(desc(operators.id)).limit(limit).offset(offset),
      );
      return { list: rows.map(operatorOf), total };
    },

    async get(tenantId: number, id: number): Promise<Operator | undefined> {
      const [row] = await selected(places.recordOf(operators, tenantId, id));
      return row ? operatorOf(row) : undefined;
    },

    /**
     * Create or update an operator of a store of the tenant, optionally an employee of the tenant.
     * Operators are the tenant's (every holder of the page lists them), but a save names a store:
     * a store outside the scope, before or after, is refused (outOfScope).
     */
    async save(
      tenantId: number,
      id: number | undefined,
      version: number,
      values: OperatorValues,
      now: Date,
      scope: StoreScope,
    ): Promise<PlaceOutcome> {
      return places.guarded(values.code, () =>
        db.transaction(async (tx): Promise<PlaceOutcome> => {
          let current: { storeId: number | null; employeeId: number | null } | undefined;
          if (id !== undefined) {
            const lock = await places.locked(tx, operators, tenantId, id, version);
            if ('kind' in lock) return lock;
            [current] = await tx
              .select({ storeId: operators.storeId, employeeId: operators.employeeId })
              .from(operators)
              .where(places.recordOf(operators, tenantId, id));
            const before =
              current?.storeId == null
                ? undefined
                : await places.storeOutside(tx, tenantId, scope, String(current.storeId));
            if (before) return before;
          }
          const outside = await places.storeOutside(tx, tenantId, scope, values.storeId);
          if (outside) return outside;
          const store = await places.storeProblem(
            tx,
            tenantId,
            values.storeId,
            rowId(values.storeId) !== (current?.storeId ?? undefined),
          );
          const employee = await employeeOf(tx, tenantId, values.employeeId, current?.employeeId);
          const problems = [store, employee].filter((entry): entry is DraftProblem => 'key' in entry);
          if ('key' in store || 'key' in employee) return { kind: 'problems', problems };
          const taken = await places.codeTaken(tx, operators, tenantId, id, values.code);
          if (taken) return taken;
          const columns = {
            code: values.code,
            name: values.name,
            storeId: store.id,
            employeeId: employee.id,
            mobile: values.mobile,
            maxDiscount: values.maxDiscount,
            remark: values.remark,
          };
          return places.written(tx, operators, tenantId, id, columns, values.status, now);
        }),
      );
    },

    setStatus: places.statusSetter(db, operators),
  };
}
