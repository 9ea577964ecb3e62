import { Code, ok, rowId, type BodyOf, type Fail, type FieldError, type ResultOf } from '@rcadmin/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { outOfScope, scopeOf } from '../../../http/store-scope';
import type { StoreScope } from '../../../domain/authorisation';
import type { MessageKey } from '../../../i18n/messages';
import type { PageQuery, PlaceOutcome } from '../../../repositories/places';
import { fieldErrors, type DraftProblem } from '../../../domain/goods-rules';

/** The message keys of one kind of record. */
export interface RecordMessages {
  notFound: MessageKey;
  stale: MessageKey;
}

/** fieldErrors of problems, in the caller's language. */
export const problemsOf = (request: FastifyRequest, problems: DraftProblem[]): FieldError[] =>
  fieldErrors(problems, request.t.bind(request));

/** 4220 naming the refused fields. */
export const invalid = (request: FastifyRequest, problems: DraftProblem[]) =>
  refusal(request, Code.invalidValues, 'placesInvalidValues', undefined, {
    fieldErrors: problemsOf(request, problems),
  });

/** The answer of a save or status change: { id, version } or the refusal it came to. */
export function answer(request: FastifyRequest, outcome: PlaceOutcome, messages: RecordMessages) {
  if (outcome.kind === 'saved') return ok({ id: String(outcome.id), version: outcome.version });
  return refused(request, outcome, messages);
}

/** The refusal a write came to. */
export function refused(
  request: FastifyRequest,
  outcome: Exclude<PlaceOutcome, { kind: 'saved' }>,
  messages: RecordMessages,
): Fail {
  switch (outcome.kind) {
    case 'notFound':
      return refusal(request, Code.notFound, messages.notFound);
    case 'stale':
      return refusal(request, Code.staleVersion, messages.stale, { name: outcome.name });
    case 'duplicate': {
      const params = { code: outcome.code, name: outcome.name };
      return refusal(request, Code.duplicate, 'placesCodeUsed', params, {
        fieldErrors: [{ field: 'code', msg: request.t('placesCodeUsed', params) }],
      });
    }
    case 'problems':
      return invalid(request, outcome.problems);
    case 'activeStores':
      return refusal(request, Code.inUse, 'franchiseeHasActiveStores', {
        name: outcome.name,
        count: outcome.count,
      });
    case 'outOfScope':
      return outOfScope(request, outcome.store, 'storeId');
  }
}

/** The paging and common filters of a list query, with their defaults. */
export function pageOf(query: {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
  status?: '' | '0' | '1';
}): PageQuery {
  return {
    pageNo: query.pageNo ?? 1,
    pageSize: query.pageSize ?? 20,
    keyword: (query.keyword ?? '').trim(),
    status: query.status === undefined || query.status === '' ? undefined : Number(query.status),
  };
}

/**
 * The record a form saves: undefined to create (id '' or absent), the row id to update, or null
 * when the id names no possible row (answered as not found).
 */
export function targetOf(id: string | undefined): number | undefined | null {
  if (id === undefined || id === '') return undefined;
  return rowId(id) ?? null;
}

/** A list's store filter: undefined for every store, null when the id names no possible row. */
export const storeFilterOf = (storeId: string | undefined): number | undefined | null =>
  storeId === undefined || storeId === '' ? undefined : (rowId(storeId) ?? null);

/** The record the query's id names, or the refusal as not found. */
export async function found<T>(
  request: FastifyRequest,
  id: string | undefined,
  load: (id: number) => Promise<T | undefined>,
  messages: RecordMessages,
) {
  const row = rowId(id);
  const record = row === undefined ? undefined : await load(row);
  return record === undefined ? refusal(request, Code.notFound, messages.notFound) : ok(record);
}

/**
 * A form's save: the record it names (not found when the id names none), its values checked (4220
 * naming the fields), then the repository's save at the version read, and its answer.
 */
export async function saveAnswer<V>(
  request: FastifyRequest,
  body: { id?: string; version?: string },
  checked: { ok: true; values: V } | { ok: false; problems: DraftProblem[] },
  save: (target: number | undefined, version: number, values: V) => Promise<PlaceOutcome>,
  messages: RecordMessages,
) {
  const target = targetOf(body.id);
  if (target === null) return refusal(request, Code.notFound, messages.notFound);
  if (!checked.ok) return invalid(request, checked.problems);
  return answer(request, await save(target, Number(body.version ?? '0'), checked.values), messages);
}

/** Enabling or disabling the record the query names, at the version read, and its answer. */
export async function statusAnswer(
  request: FastifyRequest,
  query: { id?: string; status: string; version: number },
  set: (id: number, status: number, version: number) => Promise<PlaceOutcome>,
  messages: RecordMessages,
) {
  const id = rowId(query.id);
  if (id === undefined) return refusal(request, Code.notFound, messages.notFound);
  return answer(request, await set(id, Number(query.status), query.version), messages);
}

type Checked<V> = { ok: true; values: V } | { ok: false; problems: DraftProblem[] };

/** The calls of one kind of places record, and the check of its save call's draft. */
interface PlaceCalls<V> {
  get: 'franchiseeGet' | 'operatorGet' | 'pickupGet';
  save: 'franchiseeSave' | 'operatorSave' | 'pickupSave';
  status?: 'franchiseeUpdateStatus' | 'operatorUpdateStatus';
  check(draft: BodyOf<PlaceCalls<V>['save']>): Checked<V>;
}

/** What those calls ask of the kind's repository (one that does not limit by store ignores the scope). */
interface PlaceRecords<V> {
  get(tenantId: number, id: number, scope: StoreScope): Promise<ResultOf<PlaceCalls<V>['get']> | undefined>;
  save(
    tenantId: number,
    id: number | undefined,
    version: number,
    values: V,
    now: Date,
    scope: StoreScope,
  ): Promise<PlaceOutcome>;
  setStatus?(tenantId: number, id: number, status: number, version: number, now: Date): Promise<PlaceOutcome>;
}

/**
 * The get and save calls of one kind of places record, and its status call when it has one: of the
 * session's tenant, within the user's scope.
 */
export function recordCalls<V>(
  app: FastifyInstance,
  calls: PlaceCalls<V>,
  records: PlaceRecords<V>,
  messages: RecordMessages,
): void {
  defineCall(app, calls.get, (request) =>
    found(
      request,
      request.query.id,
      (id) => records.get(sessionOf(request).tenant.id, id, scopeOf(request)),
      messages,
    ),
  );

  defineCall(app, calls.save, (request) =>
    saveAnswer(
      request,
      request.body,
      calls.check(request.body),
      (target, version, values) =>
        records.save(
          sessionOf(request).tenant.id,
          target,
          version,
          values,
          app.config.now(),
          scopeOf(request),
        ),
      messages,
    ),
  );

  const { status } = calls;
  if (status && records.setStatus) {
    const setStatus = records.setStatus.bind(records);
    defineCall(app, status, (request) =>
      statusAnswer(
        request,
        request.query,
        (id, next, version) => setStatus(sessionOf(request).tenant.id, id, next, version, app.config.now()),
        messages,
      ),
    );
  }
}
