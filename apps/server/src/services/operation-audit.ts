import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Repositories } from '../repositories';
import type { OperationRecord } from '../repositories/logs';
import type { Tenant } from '../repositories/tenants';
import type { User } from '../repositories/users';
import { logTime } from '../domain/people-rules';

export type { OperationRecord };

/** The operation log's client name for the records the server files (the organisation audit's too). */
export const AUDIT_CLIENT = 'rcadmin';
/** The longest operation text kept (the organisation audit cuts at the same length). */
const OPT_MAX = 500;

/** A record of what `user` of `tenant` did on a menu page, at the request's address and the clock's time. */
export function operationRecord(
  now: Date,
  request: FastifyRequest,
  who: { tenant: Tenant; user: User },
  page: { menuCode: string; menuName: string },
  opt: string,
): OperationRecord {
  return {
    tenantId: who.tenant.id,
    userId: who.user.id,
    tenantName: who.tenant.companyName,
    opt: opt.slice(0, OPT_MAX),
    client: AUDIT_CLIENT,
    optUserCode: who.user.loginName,
    optUserName: who.user.name,
    optTime: logTime(now),
    menuCode: page.menuCode,
    menuName: page.menuName,
    addr: request.ip,
    createdAt: now,
  };
}

/** The operation log's menu code of password changes, which belong to no menu page. */
const PASSWORD_MENU_CODE = 'password';

/** The record of a user's change of their own password: forced (initial or expired), SMS-verified. */
export function passwordChangeRecord(
  now: Date,
  request: FastifyRequest,
  who: { tenant: Tenant; user: User },
  how: { forced: boolean; bySms: boolean },
): OperationRecord {
  const opt =
    request.t('auditPasswordChanged') +
    (how.forced ? request.t('auditPasswordForced') : '') +
    (how.bySms ? request.t('auditPasswordBySms') : '');
  return operationRecord(
    now,
    request,
    who,
    { menuCode: PASSWORD_MENU_CODE, menuName: request.t('auditMenuPassword') },
    opt,
  );
}

/**
 * Files the operation log records the server writes after a call has succeeded (and a sign-in's,
 * whatever its outcome). One insert each; a record that cannot be written is logged and never
 * fails the call it records, which has already happened.
 */
export function operationAudit(repos: Repositories, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();

  async function write(record: OperationRecord): Promise<void> {
    try {
      await repos.logs.addOperation(record);
    } catch (error) {
      log.error({ err: error, menuCode: record.menuCode }, 'operation log record not written');
    }
  }

  return {
    write,
    /**
     * Writes the record without holding the answer up: a refused sign-in of an existing account
     * must take as long as one of an unknown account.
     */
    later(record: OperationRecord): void {
      const written: Promise<void> = write(record).finally(() => pending.delete(written));
      pending.add(written);
    },
    /**
     * Work that writes after its answer has gone (an export kept in the history once the client has
     * it): `flush` waits for it too. Its failure is its own to log.
     */
    track(work: Promise<unknown>): void {
      const settled: Promise<void> = work.then(
        () => undefined,
        () => undefined,
      );
      const tracked = settled.finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    /** Resolves once every record `later` took, and all tracked work, is written (before closing, and in tests). */
    async flush(): Promise<void> {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
export type OperationAudit = ReturnType<typeof operationAudit>;
