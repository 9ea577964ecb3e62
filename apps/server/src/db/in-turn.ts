/**
 * Awaits queries one after another, answering like Promise.all. For the queries of one
 * transaction: its client runs one query at a time, and pg refuses a query started while another
 * runs (a deprecation in pg 8, an error in pg 9). Drizzle's queries run when awaited, so passed
 * here unstarted they run in turn.
 */
export async function inTurn<T extends readonly unknown[] | []>(
  queries: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
