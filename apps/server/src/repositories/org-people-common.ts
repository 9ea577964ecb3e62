import type { operationLog } from '../db/schema';
import type { MessageKey, Params } from '../i18n/messages';
import type { Principal } from '../domain/authorisation';
import type { FieldProblem } from '../domain/people-rules';

/** A refused people write: its code family, the message, and the form fields it concerns. */
export interface PeopleRefusal {
  ok: false;
  kind: 'notFound' | 'duplicate' | 'inUse' | 'invalid' | 'stale' | 'self' | 'forbidden';
  key: MessageKey;
  params?: Params;
  fields?: FieldProblem[];
}
export type PeopleOutcome<T> = { ok: true; value: T } | PeopleRefusal;

export const refuse = (
  kind: PeopleRefusal['kind'],
  key: MessageKey,
  params?: Params,
  field?: string,
): PeopleRefusal => ({ ok: false, kind, key, params, fields: field ? [{ field, key, params }] : undefined });

/** Refused values of a form: 4091 when any is a duplicate, else 4220; every field named. */
export const problemsRefusal = (problems: (FieldProblem & { duplicate?: boolean })[]): PeopleRefusal => {
  const first = problems.find((problem) => problem.duplicate) ?? problems[0];
  if (!first) throw new Error('no problems to refuse');
  return {
    ok: false,
    kind: problems.some((problem) => problem.duplicate) ? 'duplicate' : 'invalid',
    key: first.key,
    params: first.params,
    fields: problems.map(({ field, key, params }) => ({ field, key, params })),
  };
};

/** Who makes a write: the principal of the authorisation model (services/authorisation.ts). */
export type Actor = Principal;

export const done = <T>(value: T): PeopleOutcome<T> => ({ ok: true, value });

/**
 * The operation log record of a write, made by the route (who, where, in the caller's language)
 * from the message of what was done; written in the write's own transaction.
 */
export type Audit = (key: MessageKey, params: Params) => typeof operationLog.$inferInsert;

/** A page of a list: the rows and how many match. */
export interface PageOf<T> {
  list: T[];
  total: number;
}

/** The unique constraint a violation names (node-postgres and PGlite both report it). */
export function violatedConstraint(error: unknown): string | undefined {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  if (e?.code === '23505') return e.constraint ?? '';
  if (e?.cause?.code === '23505') return e.cause.constraint ?? '';
  return undefined;
}
