import { sql } from 'drizzle-orm';

/** A text[] literal of these values, as parameters: for seeds that build rows in the database. */
export const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** An int[] literal of these values (one parameter). */
export const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
