import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rowsOf } from '../repositories/catalogue-util';
import type { Db } from './database';

interface Plan {
  /** The columns inserted, by the rows' keys, in the statement's order. */
  columns: { key: string; column: PgColumn }[];
  /** The statement's text before and after its parameters. */
  head: string;
  tail: string;
}

/** Each statement but its parameters, by table, columns and returned fields: made once. */
const plans = new Map<string, Plan>();

/** A name as PostgreSQL quotes it. */
const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;

function planOf(table: PgTable, keys: string[], returning: Record<string, PgColumn>): Plan {
  const tableName = getTableName(table);
  const returned = Object.entries(returning);
  const id = [
    tableName,
    keys.join(','),
    returned.map(([alias, column]) => `${alias}=${column.name}`).join(','),
  ].join('|');
  const known = plans.get(id);
  if (known) return known;
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns = keys.map((key) => {
    const column = all[key];
    if (!column) throw new Error(`insertMany: ${key} is not a column`);
    const type = column.getSQLType();
    if (type.endsWith(']')) throw new Error(`insertMany: ${key} is an array column (${type})`);
    return { key, column, type };
  });
  const names = columns.map(({ column }) => quoted(column.name)).join(', ');
  const casts = columns.map(({ type }, n) => `c${n}::${type}`).join(', ');
  const aliases = columns.map((_, n) => `c${n}`).join(', ');
  const answer = returned.map(([alias, column]) => `${quoted(column.name)}::text as ${quoted(alias)}`);
  const plan = {
    columns,
    head: `insert into ${quoted(tableName)} (${names}) select ${casts} from unnest(`,
    tail: `) as u(${aliases})${answer.length > 0 ? ` returning ${answer.join(', ')}` : ''}`,
  };
  plans.set(id, plan);
  return plan;
}

/**
 * Inserts many rows with one statement whose text depends only on the columns:
 * `insert into t (a, b, ...) select a::type, b::type, ... from unnest($1::text[], $2::text[], ...)`,
 * each column's values travelling as one text-array parameter.
 *
 * Drizzle's `insert(t).values(rows)` builds its SQL value by value, checking every column of every
 * row, and for a batch of 50 SKUs of 25 columns that held the server's event loop for ~2.5 ms and
 * made most of a bulk import's garbage. Here each value costs its column's driver mapping and a
 * String(). The bulk imports use it; forms keep drizzle's insert.
 *
 * Every row gives a value (null included) for the same columns: those of the first row. A column
 * left out takes its database default. Array columns are refused (unnest would flatten them).
 * `returning` names the result's fields: `{ id: skus.id }` gives `[{ id: '...' }]`, each value
 * as text (or null), as the caller converts it.
 */
export async function insertMany<TTable extends PgTable>(
  db: Pick<Db, 'execute'>,
  table: TTable,
  rows: readonly TTable['$inferInsert'][],
  returning: Record<string, PgColumn> = {},
): Promise<Record<string, string | null>[]> {
  const first = rows[0];
  if (!first) return [];
  const keys = Object.keys(first).filter((key) => first[key as keyof typeof first] !== undefined);
  const { columns, head, tail } = planOf(table, keys, returning);
  const values = columns.map(({ key, column }) =>
    rows.map((row) => {
      const value = (row as Record<string, unknown>)[key];
      if (value === undefined) throw new Error(`insertMany: a row has no value for ${key}`);
      if (value === null) return null;
      const driver: unknown = column.mapToDriverValue(value);
      return typeof driver === 'string' ? driver : String(driver);
    }),
  );
  // Drizzle numbers the parameters.
  const statement = sql`${sql.raw(head)}${sql.join(
    values.map((list) => sql`${sql.param(list)}::text[]`),
    sql.raw(', '),
  )}${sql.raw(tail)}`;
  return rowsOf<Record<string, string | null>>(await db.execute(statement));
}
