import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from './sql-helpers';
import type { Db } from './database';

interface Plan {
  /** The columns each row gives, by the rows' keys, in the statement's order. */
  columns: { key: string; column: PgColumn }[];
  /** The columns every row shares, with their types. */
  shared: { key: string; column: PgColumn; type: string }[];
  /** The statement's text: the select list of the rows' columns, then the rest. */
  head: string;
  from: string;
  tail: string;
}

/** Each statement but its parameters, by table, columns and returned fields: made once. */
const plans = new Map<string, Plan>();

/** A name as PostgreSQL quotes it. */
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

function planOf(
  table: PgTable,
  keys: string[],
  sharedKeys: string[],
  returning: Record<string, PgColumn>,
): Plan {
  const tableName = getTableName(table);
  const returned = Object.entries(returning);
  const id = [
    tableName,
    keys.join(','),
    sharedKeys.join(','),
    returned.map(([alias, column]) => `${alias}=${column.name}`).join(','),
  ].join('|');
  const known = plans.get(id);
  if (known) return known;
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columnOf = (key: string) => {
    const column = all[key];
    if (!column) throw new Error(`insertMany: ${key} is not a column`);
    const type = column.getSQLType();
    if (type.endsWith(']')) throw new Error(`insertMany: ${key} is an array column (${type})`);
    return { key, column, type };
  };
  const columns = keys.map(columnOf);
  const shared = sharedKeys.map(columnOf);
  const names = [...columns, ...shared].map(({ column }) => quoted(column.name)).join(', ');
  const casts = columns.map(({ type }, n) => `(r->>${n})::${type}`).join(', ');
  const answer = returned.map(([alias, column]) => `${quoted(column.name)}::text as ${quoted(alias)}`);
  const plan = {
    columns,
    shared,
    head: `insert into ${quoted(tableName)} (${names}) select ${casts}`,
    from: ' from json_array_elements(',
    tail: `::json) as u(r)${answer.length > 0 ? ` returning ${answer.join(', ')}` : ''}`,
  };
  plans.set(id, plan);
  return plan;
}

/** A value as its column's driver takes it, as text. */
function driverText(column: PgColumn, value: unknown): string {
  const driver: unknown = column.mapToDriverValue(value);
  return typeof driver === 'string' ? driver : String(driver);
}

/**
 * Inserts many rows with one statement whose text depends only on the columns:
 * `insert into t (a, b, ...) select (r->>0)::type, (r->>1)::type, ... from json_array_elements($1::json) as u(r)`,
 * the rows travelling as one parameter: a JSON array of rows, each an array of its values as text.
 *
 * Drizzle's `insert(t).values(rows)` builds its SQL value by value, checking every column of every
 * row, and for a batch of 50 SKUs of 25 columns that held the server's event loop for ~2.5 ms and
 * made most of a bulk import's garbage. Here each value costs its column's driver mapping and a
 * String(), and the batch one JSON.stringify: text arrays (`unnest($1::text[], ...)`) cost as much
 * again in node-postgres, which escapes every element with regular expressions (a SKU's detail JSON
 * is ~2 KB). The bulk imports use it; forms keep drizzle's insert.
 *
 * Every row gives a value (null included) for the same columns: those of the first row, but for
 * the `shared` ones, which every row takes from there. A column left out takes its database
 * default. Array columns are refused. `returning` names the result's fields: `{ id: skus.id }`
 * gives `[{ id: '...' }]`, each value as text (or null), as the caller converts it.
 */
export async function insertMany<TTable extends PgTable>(
  db: Pick<Db, 'execute'>,
  table: TTable,
  rows: readonly Partial<TTable['$inferInsert']>[],
  {
    returning = {},
    shared = {},
  }: {
    returning?: Record<string, PgColumn>;
    /** Values every row has (the tenant, who, when): sent once, not once a row. */
    shared?: Partial<TTable['$inferInsert']>;
  } = {},
): Promise<Record<string, string | null>[]> {
  const first = rows[0];
  if (!first) return [];
  const given = (object: object) =>
    Object.keys(object).filter((key) => (object as Record<string, unknown>)[key] !== undefined);
  const sharedKeys = given(shared);
  const keys = given(first).filter((key) => !sharedKeys.includes(key));
  const plan = planOf(table, keys, sharedKeys, returning);
  const values = rows.map((row) =>
    plan.columns.map(({ key, column }) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined) throw new Error(`insertMany: a row has no value for ${key}`);
      return value === null ? null : driverText(column, value);
    }),
  );
  const sharedValues = plan.shared.map(({ key, column, type }) => {
    const value = (shared as Record<string, unknown>)[key];
    return sql`${value === null ? null : driverText(column, value)}::${sql.raw(type)}`;
  });
  // Drizzle numbers the parameters.
  const statement = sql.join([
    sql.raw(plan.head),
    ...sharedValues.map((value) => sql`, ${value}`),
    sql.raw(plan.from),
    sql.param(JSON.stringify(values)),
    sql.raw(plan.tail),
  ]);
  return rowsOf<Record<string, string | null>>(await db.execute(statement));
}
