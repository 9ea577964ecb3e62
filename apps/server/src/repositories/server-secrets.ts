import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema';

/** Keys every server of one database shares (server_secrets). */
export const serverSecretsRepository = (db: Db) => ({
  /**
   * The secret of this name; the first server to ask stores `make()`'s value, and every later
   * one, concurrent ones included, reads that same value.
   */
  async obtain(name: string, make: () => string): Promise<string> {
    await db.insert(serverSecrets).values({ name, value: make() }).onConflictDoNothing();
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, name));
    if (!row) throw new Error(`the server secret '${name}' was not stored`);
    return row.value;
  },
});
