import { and, asc, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { DEFAULT_JOB_LEASE_SECONDS } from '../config';
import type { Db } from '../db/database';
import { jobRows, jobs, type JobRowError } from '../db/schema';
import { rowsOf } from '../db/sql-helpers';

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

/** An export's file is stored in parts: each a file of its own, kept in order as job_rows. */
export interface FilePart {
  key: string;
  bytes: number;
}

/** The first key of the advisory lock that claims with a per-tenant cap take turns on. */
const CLAIM_LOCK = 0x6a6f6273;

/** How often a running job says it is alive: four times a lease, at least every 10 s. */
export const heartbeatMsOf = (leaseSeconds: number): number => Math.min(10_000, leaseSeconds * 250);

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
   * A job waiting, or one whose server has not reported for `leaseSeconds`, now held by `server`.
   * Tenants take turns: the job is the oldest of the tenant whose latest job of the kind started
   * longest ago (or never), so one tenant's queue of big imports does not hold up every other
   * tenant's. The turn is decided in the claim itself, so it holds with several servers on one
   * database.
   */
  async claim(
    server: string,
    kind: string,
    perTenant?: number,
    leaseSeconds = DEFAULT_JOB_LEASE_SECONDS,
  ): Promise<Job | undefined> {
    const claimIn = async (tx: Db) => {
      // With a cap, a tenant with `perTenant` live jobs of the kind (running, their server still
      // reporting) waits: its next job goes to no server, and other tenants' go first.
      const capped =
        perTenant === undefined
          ? sql``
          : sql`and (select count(*) from jobs r where r.tenant_id = j.tenant_id and r.kind = j.kind
              and r.status = 'running' and r.heartbeat_at >= now() - make_interval(secs => ${leaseSeconds})
              and r.id <> j.id) < ${perTenant}`;
      const result = await tx.execute(sql`
        update jobs set status = 'running', locked_by = ${server}, heartbeat_at = now(),
          attempts = attempts + 1, started_at = coalesce(started_at, now())
        where id = (
          select j.id from jobs j
          where j.kind = ${kind} and (j.status = 'queued' or (j.status = 'running' and (j.heartbeat_at is null
            or j.heartbeat_at < now() - make_interval(secs => ${leaseSeconds}))))
            ${capped}
          order by (select max(p.started_at) from jobs p where p.tenant_id = j.tenant_id and p.kind = j.kind)
            nulls first, j.id
          limit 1
          for update of j skip locked)
        returning id`);
      return (rowsOf<{ id: number }>(result)[0] ?? { id: undefined }).id;
    };
    // The cap counts other servers' claims: claims of the kind take turns (a lock held to the
    // claim's commit, so each sees the ones before it), which SKIP LOCKED alone does not make.
    const id =
      perTenant === undefined
        ? await claimIn(db)
        : await db.transaction(async (tx) => {
            await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK}, hashtext(${kind}))`);
            return claimIn(tx);
          });
    if (id === undefined) return undefined;
    const [job] = await db.select().from(jobs).where(eq(jobs.id, id));
    return job;
  },

  /**
   * Gives a running job held by `server` back to the queue (the server is closing): another
   * server, or this one at its next start, takes it at once.
   */
  async release(id: number, server: string): Promise<void> {
    await db
      .update(jobs)
      // A close is no failed attempt.
      .set({
        status: 'queued',
        lockedBy: null,
        heartbeatAt: null,
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, server), eq(jobs.status, 'running')));
  },

  /**
   * Cancels a queued or running export the scope sees: 'cancelled', 'ended' (it had ended), or
   * undefined (no such export). A running one's server finds out at its next batch (its writes
   * name a running job) and discards the file.
   */
  async cancelExport(scope: JobScope, id: number): Promise<'cancelled' | 'ended' | undefined> {
    const [done] = await db
      .update(jobs)
      .set({ status: 'cancelled', finishedAt: sql`now()`, heartbeatAt: null })
      .where(
        and(
          scoped(scope),
          eq(jobs.id, id),
          eq(jobs.kind, 'export'),
          sql`${jobs.status} in ('queued', 'running')`,
        ),
      )
      .returning({ id: jobs.id });
    if (done) return 'cancelled';
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(scoped(scope), eq(jobs.id, id), eq(jobs.kind, 'export')));
    return job ? 'ended' : undefined;
  },

  /**
   * An export's file so far: its parts in order (job_rows with a value { key, bytes }, kept as
   * each part is stored).
   */
  async parts(jobId: number): Promise<FilePart[]> {
    const rows = await db
      .select({ value: jobRows.value })
      .from(jobRows)
      .where(and(eq(jobRows.jobId, jobId), isNull(jobRows.errors)))
      .orderBy(asc(jobRows.rowNo));
    return rows.map((row) => row.value as FilePart);
  },

  /**
   * Keeps a stored part of a running export held by `server`, with the rows written so far;
   * false (nothing kept) when it no longer holds the job (cancelled, or taken over).
   */
  async addPart(id: number, server: string, no: number, part: FilePart, processedRows: number) {
    return db.transaction(async (tx) => {
      const held = await changeHeld(tx, id, server, {
        processedRows,
        totalRows: sql`greatest(${jobs.totalRows}, ${processedRows})`,
      });
      if (held) await tx.insert(jobRows).values({ jobId: id, rowNo: no, value: part });
      return held;
    });
  },

  /**
   * Removes the parts of an export held by `server` (an earlier attempt's, before it starts
   * again from the first row) and answers their keys; undefined when it no longer holds it.
   */
  async restartExport(id: number, server: string): Promise<string[] | undefined> {
    return db.transaction(async (tx) => {
      const held = await changeHeld(tx, id, server, { processedRows: 0, okRows: 0, resultKey: null });
      if (!held) return undefined;
      const gone = await tx.delete(jobRows).where(eq(jobRows.jobId, id)).returning({ value: jobRows.value });
      return gone.map((row) => (row.value as FilePart).key);
    });
  },

  /** Removes the parts of a cancelled export and answers their keys (nothing for any other job). */
  async dropCancelledParts(id: number): Promise<string[]> {
    const gone = await db.execute(sql`
      delete from job_rows where job_id = ${id}
        and exists (select 1 from jobs where id = ${id} and status = 'cancelled')
      returning value`);
    return rowsOf<{ value: FilePart | null }>(gone).flatMap((row) => (row.value ? [row.value.key] : []));
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
  ): Promise<boolean> {
    // A job cancelled meanwhile stays cancelled.
    const done = await tx
      .update(jobs)
      .set({ ...values, finishedAt: sql`now()`, lockedBy: null, heartbeatAt: null })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, server), sql`${jobs.status} <> 'cancelled'`))
      .returning({ id: jobs.id });
    return done.length > 0;
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
      with ended as (
        select id from jobs where status in ('done', 'failed', 'cancelled') and finished_at < ${before.toISOString()}
        order by id limit ${limit}),
      parts as (
        select r.value->>'key' as key from job_rows r
        where r.job_id in (select id from ended) and r.errors is null and r.value->>'key' is not null
          and exists (select 1 from jobs e where e.id = r.job_id and e.kind = 'export')),
      removed as (delete from jobs where id in (select id from ended) returning input_key, result_key)
      select 'job' as what, input_key, result_key from removed
      union all select 'part', null, key from parts`);
    const rows = rowsOf<{ what: string; input_key: string | null; result_key: string | null }>(gone);
    const files = [
      ...new Set(
        rows.flatMap((row) => [row.input_key, row.result_key].filter((key): key is string => key !== null)),
      ),
    ];
    return { removed: rows.filter((row) => row.what === 'job').length, files };
  },

  async dropStaged(tx: Db, jobId: number): Promise<void> {
    await tx.delete(jobRows).where(and(eq(jobRows.jobId, jobId), isNull(jobRows.errors)));
  },
});

export type JobsRepository = ReturnType<typeof jobsRepository>;
