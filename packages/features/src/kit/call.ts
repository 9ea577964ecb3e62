import type { BodyOf, CallName, QueryOf, ResultOf } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import { CallError, isCallError, type HostKit, type HttpOptions } from '../host-kit';
import { afterWrite } from './query-client';

/**
 * What a call takes, from the contract table: a GET its query, a POST its body; nothing when the
 * contract names neither.
 */
export type InputOf<N extends CallName> = [QueryOf<N>] extends [never]
  ? [BodyOf<N>] extends [never]
    ? void
    : BodyOf<N>
  : QueryOf<N>;

export type { CallName, ResultOf };

/** A rejection that is no refusal (a bug, a transport failure the shell did not map): a CallError all the same. */
const asCallError = (error: unknown): unknown =>
  isCallError(error) || (error instanceof Error && error.name === 'AbortError')
    ? error
    : new CallError({ code: 'error', msg: error instanceof Error ? error.message : String(error) });

/**
 * Makes one call of the contract table through the shell's http: the method, path and encoding
 * come from the table, the input and the result are typed from it. Rejects with a CallError
 * (code, msg, fieldErrors). A call that changes data (access 'session+site') marks the loaded
 * answers of the pages it serves stale once it succeeds, so every list showing them loads again.
 */
export async function call<N extends CallName>(
  kit: HostKit,
  name: N,
  input?: InputOf<N>,
  options?: HttpOptions,
): Promise<ResultOf<N>> {
  const info = calls[name];
  const data = (input ?? undefined) as Record<string, unknown> | undefined;
  try {
    const result =
      info.method === 'GET'
        ? await kit.http.get<ResultOf<N>>(info.path, data, options)
        : await kit.http.post<ResultOf<N>>(info.path, data, {
            ...options,
            ...(info.encoding === 'json' ? { json: true } : {}),
          });
    if (info.access === 'session+site') afterWrite(kit, name);
    return result;
  } catch (error) {
    throw asCallError(error);
  }
}

/** A multipart call of the table (a file and its fields), with the query the contract gives it. */
export async function upload<N extends CallName>(
  kit: HostKit,
  name: N,
  form: FormData,
  query?: QueryOf<N>,
  options?: HttpOptions,
): Promise<ResultOf<N>> {
  const search = new URLSearchParams(
    Object.entries((query ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  try {
    const result = await kit.http.upload<ResultOf<N>>(
      `${calls[name].path}${search ? `?${search}` : ''}`,
      form,
      options,
    );
    afterWrite(kit, name);
    return result;
  } catch (error) {
    throw asCallError(error);
  }
}

/** The address of a GET call with its query, for a link the browser follows itself (a download). */
export const callUrl = <N extends CallName>(kit: HostKit, name: N, query?: InputOf<N>): string =>
  kit.apiUrl(calls[name].path, (query ?? undefined) as Record<string, unknown> | undefined);
