import type { TSchema } from 'typebox';
import type { CallInfo } from './calls-info';

/** A call of the wire table with its schemas (query, body, result) and its OpenAPI summary. */
export interface CallSpec extends CallInfo {
  query?: TSchema;
  body?: TSchema;
  result: TSchema;
  summary: string;
}

export const call = <const C extends CallSpec>(c: C): C => c;
