import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { storedFiles } from '../db/schema';
import { rowsOf } from '../db/sql-helpers';

export interface StoredFileRow {
  key: string;
  contentType: string;
  size: number;
}

/**
 * The keys among `keys` the tenant has stored, held (FOR KEY SHARE) until the caller's transaction
 * ends: a save that checks a file this way either sees it removed by the unused-file sweep (and
 * refuses it as unknown) or keeps the sweep from removing it until the save has committed.
 */
export async function heldFileKeys(tx: Db, tenantId: number, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), inArray(storedFiles.key, [...new Set(keys)])))
    .for('key share');
  return new Set(rows.map((row) => row.key));
}

/**
 * Marks the tenant's files under `keys` as used, in the transaction of the save whose record refers
 * to them (after its checks, so a refused save marks nothing): the sweep never looks at them again.
 */
export async function markFilesUsed(tx: Db, tenantId: number, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .update(storedFiles)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(storedFiles.tenantId, tenantId),
        inArray(storedFiles.key, [...new Set(keys)]),
        isNull(storedFiles.usedAt),
      ),
    );
}

/**
 * Whether any record refers to the candidate file `c` (columns key, tenant_id, created_at and name,
 * the key's last segment): every column that may name a stored file, by its key or by a URL of it
 * (fileUrl: the name is never percent-encoded). The SKU's detail holds its pictures (picList,
 * detailImg1..8) and its rich content (content, htmlSX); help articles are platform content.
 * A column that starts to hold files belongs here. SKUs are many and their detail long: only those
 * saved since the upload are read (a save sets updated_at, and no record names a key before it
 * exists; an hour's margin for the clocks of several servers), through skus_tenant_updated.
 */
const referred = sql`(
  exists (select 1 from brands b where b.tenant_id = c.tenant_id and b.logo_key = c.key)
  or exists (select 1 from employees e where e.tenant_id = c.tenant_id
    and (e.head_pic_key = c.key or strpos(e.wx_qr_code, c.name) > 0))
  or exists (select 1 from users u where u.tenant_id = c.tenant_id and strpos(u.avatar, c.name) > 0)
  or exists (select 1 from skus s where s.tenant_id = c.tenant_id
    and s.updated_at >= c.created_at - interval '1 hour' and strpos(s.detail::text, c.name) > 0)
  or exists (select 1 from help_articles h
    where strpos(h.content, c.name) > 0 or strpos(h.cover_path, c.name) > 0 or strpos(h.link, c.name) > 0)
)`;

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

  /**
   * One batch of the unused-file sweep, in one statement: of the files uploaded before `before`
   * that no save has marked used (oldest first, at most `limit`, skipping rows a save holds), those
   * a record refers to all the same are marked used, and the rest are deleted. Answers the deleted
   * keys, whose bytes the caller removes from storage, and how many files were looked at.
   */
  async sweepUnused(before: Date, now: Date, limit: number): Promise<{ removed: string[]; seen: number }> {
    const result = await db.execute(sql`
      with c as (
        select key, tenant_id, created_at, substring(key from '[^/]*$') as name from stored_files
        where used_at is null and created_at < ${before.toISOString()}::timestamptz
        order by created_at limit ${limit}
        for update skip locked),
      judged as (select c.key, ${referred} as referred from c),
      kept as (
        update stored_files f set used_at = ${now.toISOString()}::timestamptz
        from judged j where f.key = j.key and j.referred
        returning f.key),
      removed as (
        delete from stored_files f using judged j where f.key = j.key and not j.referred
        returning f.key)
      select key, true as removed from removed
      union all select key, false from kept`);
    const rows = rowsOf<{ key: string; removed: boolean }>(result);
    return { removed: rows.filter((row) => row.removed).map((row) => row.key), seen: rows.length };
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
