import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { jobRows, jobs, type JobRowError } from '../db/schema';
import { rowsOf } from '../db/sql-helpers';

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/** A running job whose server has not reported for this long is taken over (that server is gone). */
export const JOB_STALE_SECONDS = 60;

/** Whose jobs a list or a read covers: a user's own, or (an admin) the tenant's. */
export interface JobScope {
  tenantId: number;
  /** undefined: every user's. */
  userId?: number;
}

const scoped = (scope: JobScope) =>
  and(
    eq(jobs.tenantId, scope.tenantId),
    scope.userId === undefined ? undefined : eq(jobs.userId, scope.userId),
  );

/** Changes a running job held by `server`, its heartbeat with it; false when it no longer holds it. */
async function changeHeld(
  tx: Db,
  id: number,
  server: string,
  set: PgUpdateSetSource<typeof jobs>,
): Promise<boolean> {
  const done = await tx
    .update(jobs)
    .set({ ...set, heartbeatAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, server), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return done.length > 0;
}

/**
 * Bulk import and export jobs: their state, and the rows they keep (job_rows). A job is claimed
 * with FOR UPDATE SKIP LOCKED, so two servers on one PostgreSQL never run it twice; each write of
 * a running job names the server that holds it, so a server that lost a job can change nothing.
 */
export const jobsRepository = (db: Db) => ({
  async create(job: NewJob): Promise<Job> {
    const [created] = await db.insert(jobs).values(job).returning();
    if (!created) throw new Error('job was not created');
    return created;
  },

  /**
   * A job waiting, or one whose server stopped reporting, now held by `server`. Tenants take turns:
   * the job is the oldest of the tenant whose latest job of the kind started longest ago (or never),
   * so one tenant's queue of big imports does not hold up every other tenant's. The turn is decided
   * in the claim itself, so it holds with several servers on one database.
   */
  async claim(server: string, kind: string): Promise<Job | undefined> {
    const result = await db.execute(sql`
      update jobs set status = 'running', locked_by = ${server}, heartbeat_at = now(),
        attempts = attempts + 1, started_at = coalesce(started_at, now())
      where id = (
        select j.id from jobs j
        where j.kind = ${kind} and (j.status = 'queued' or (j.status = 'running' and (j.heartbeat_at is null
          or j.heartbeat_at < now() - make_interval(secs => ${JOB_STALE_SECONDS}))))
        order by (select max(p.started_at) from jobs p where p.tenant_id = j.tenant_id and p.kind = j.kind)
          nulls first, j.id
        limit 1
        for update of j skip locked)
      returning id`);
    const id = (rowsOf<{ id: number }>(result)[0] ?? { id: undefined }).id;
    if (id === undefined) return undefined;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    return job;
  },

  /** At a start of the only server (PGlite): the jobs it was running when it stopped are free at once. */
  async releaseRunning(): Promise<void> {
    await db.update(jobs).set({ heartbeatAt: null }).where(eq(jobs.status, 'running'));
  },

  /** Says the job is alive; false when `server` no longer holds it. */
  async heartbeat(id: number, server: string): Promise<boolean> {
    const done = await db
      .update(jobs)
      .set({ heartbeatAt: sql`now()` })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, server), eq(jobs.status, 'running')))
      .returning({ id: jobs.id });
    return done.length > 0;
  },

  /** Changes a running job held by `server` (in `tx` when given); false when it no longer holds it. */
  async update(id: number, server: string, values: Partial<NewJob>, tx: Db = db): Promise<boolean> {
    return changeHeld(tx, id, server, values);
  },

  /** Adds a batch's counts to a running job held by `server`. */
  async advance(
    tx: Db,
    id: number,
    server: string,
    counts: { processed: number; ok: number; errors: number },
  ): Promise<boolean> {
    return changeHeld(tx, id, server, {
      processedRows: sql`${jobs.processedRows} + ${counts.processed}`,
      okRows: sql`${jobs.okRows} + ${counts.ok}`,
      errorRows: sql`${jobs.errorRows} + ${counts.errors}`,
    });
  },

  /** Ends a job held by `server`: done or failed, with its last counts and files. */
  async finish(
    id: number,
    server: string,
    values: Partial<NewJob> & { status: 'done' | 'failed' },
    tx: Db = db,
  ) {
    await tx
      .update(jobs)
      .set({ ...values, finishedAt: sql`now()`, lockedBy: null, heartbeatAt: null })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, server)));
  },

  async get(scope: JobScope, id: number): Promise<Job | undefined> {
    const [job] = await db
      .select()
      .from(jobs)
      .where(and(scoped(scope), eq(jobs.id, id)));
    return job;
  },

  async page(scope: JobScope, kind: string | undefined, pageNo: number, pageSize: number) {
    const where = and(scoped(scope), kind === undefined ? undefined : eq(jobs.kind, kind));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(jobs)
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ value: count() }).from(jobs).where(where),
    ]);
    return { total: total?.value ?? 0, rows };
  },

  /** Keeps a batch's refused rows (cells and problems) and staged valid rows. */
  async keepRows(
    tx: Db,
    jobId: number,
    rows: { rowNo: number; cells?: string[]; errors?: JobRowError[]; value?: unknown }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await tx
      .insert(jobRows)
      .values(
        rows.map((row) => ({
          jobId,
          rowNo: row.rowNo,
          cells: row.cells,
          errors: row.errors,
          value: row.value,
        })),
      )
      .onConflictDoNothing();
  },

  /** A page of a job's refused rows, in file order. */
  async errorPage(jobId: number, pageNo: number, pageSize: number) {
    const where = and(eq(jobRows.jobId, jobId), isNotNull(jobRows.errors));
    const [rows, [total]] = await Promise.all([
      db
        .select({ rowNo: jobRows.rowNo, cells: jobRows.cells, errors: jobRows.errors })
        .from(jobRows)
        .where(where)
        .orderBy(asc(jobRows.rowNo))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ value: count() }).from(jobRows).where(where),
    ]);
    return { total: total?.value ?? 0, rows };
  },

  /** A job's refused rows after `afterRow`, `limit` at a time (for its error report). */
  async errorRowsAfter(jobId: number, afterRow: number, limit: number) {
    return db
      .select({ rowNo: jobRows.rowNo, cells: jobRows.cells, errors: jobRows.errors })
      .from(jobRows)
      .where(and(eq(jobRows.jobId, jobId), isNotNull(jobRows.errors), sql`${jobRows.rowNo} > ${afterRow}`))
      .orderBy(asc(jobRows.rowNo))
      .limit(limit);
  },

  /** A job's staged valid rows after `afterRow` (an all-or-nothing import's commit). */
  async stagedAfter(tx: Db, jobId: number, afterRow: number, limit: number) {
    return tx
      .select({ rowNo: jobRows.rowNo, value: jobRows.value })
      .from(jobRows)
      .where(and(eq(jobRows.jobId, jobId), isNull(jobRows.errors), sql`${jobRows.rowNo} > ${afterRow}`))
      .orderBy(asc(jobRows.rowNo))
      .limit(limit);
  },

  /**
   * Removes jobs that ended before `before` (with their rows), a batch at a time, and answers the
   * files they held for the caller to delete.
   */
  async purgeEnded(before: Date, limit = 500): Promise<{ removed: number; files: string[] }> {
    const gone = await db.execute(sql`
      delete from jobs where id in (
        select id from jobs where status in ('done', 'failed') and finished_at < ${before.toISOString()}
        order by id limit ${limit})
      returning input_key, result_key`);
    const rows = rowsOf<{ input_key: string | null; result_key: string | null }>(gone);
    const files = rows.flatMap((row) =>
      [row.input_key, row.result_key].filter((key): key is string => key !== null),
    );
    return { removed: rows.length, files };
  },

  async dropStaged(tx: Db, jobId: number): Promise<void> {
    await tx.delete(jobRows).where(and(eq(jobRows.jobId, jobId), isNull(jobRows.errors)));
  },
});

export type JobsRepository = ReturnType<typeof jobsRepository>;
