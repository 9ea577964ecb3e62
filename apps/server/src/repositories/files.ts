import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { storedFiles } from '../db/schema';

export interface StoredFileRow {
  key: string;
  contentType: string;
  size: number;
}

/** The stored_files rows: which tenant (and user) owns each stored key. */
export const filesRepository = (db: Db) => ({
  async record(
    tenantId: number,
    file: { key: string; contentType: string; size: number; originalName: string; createdBy: number },
    at: Date,
  ): Promise<void> {
    await db.insert(storedFiles).values({ tenantId, ...file, createdAt: at });
  },

  /** What the tenant's files take in all, in bytes. */
  async usedBytes(tenantId: number): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${storedFiles.size}), 0)`.mapWith(Number) })
      .from(storedFiles)
      .where(eq(storedFiles.tenantId, tenantId));
    return row?.total ?? 0;
  },

  /** The file under `key` when the tenant owns it (another tenant's key: undefined). */
  async find(tenantId: number, key: string): Promise<StoredFileRow | undefined> {
    const [row] = await db
      .select({ key: storedFiles.key, contentType: storedFiles.contentType, size: storedFiles.size })
      .from(storedFiles)
      .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.key, key)));
    return row;
  },
});
