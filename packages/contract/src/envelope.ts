import { Type, type Static, type TSchema } from 'typebox';
import { SUCCESS_MSG, Code } from './codes';

/** Success envelope: `{ success: true, code: '0', msg: '成功', content: { result } }`. */
export const Ok = <T extends TSchema>(result: T) =>
  Type.Object({
    success: Type.Literal(true),
    code: Type.String(),
    msg: Type.String(),
    errorCode: Type.Optional(Type.String()),
    content: Type.Object({ result }),
  });

export const Fail = Type.Object({
  success: Type.Literal(false),
  code: Type.String(),
  msg: Type.String(),
  /** Set when the caller must show the code-number image before trying again. */
  needCodeNumber: Type.Optional(Type.Boolean()),
  /** Which fields the refusal is about, each with its message, for forms to show on the field. */
  fieldErrors: Type.Optional(Type.Array(Type.Object({ field: Type.String(), msg: Type.String() }))),
});
export type Fail = Static<typeof Fail>;

export interface OkEnvelope<T> {
  success: true;
  code: string;
  msg: string;
  errorCode?: string;
  content: { result: T };
}
export type Envelope<T> = OkEnvelope<T> | Fail;

export function ok<T>(result: T, extra?: { code?: string; errorCode?: string }): OkEnvelope<T> {
  const envelope: OkEnvelope<T> = {
    success: true,
    code: extra?.code ?? Code.ok,
    msg: SUCCESS_MSG,
    content: { result },
  };
  if (extra?.errorCode !== undefined) envelope.errorCode = extra.errorCode;
  return envelope;
}

export type FieldError = { field: string; msg: string };

export function fail(
  code: string,
  msg: string,
  extra?: { needCodeNumber?: boolean; fieldErrors?: FieldError[] },
): Fail {
  return { success: false, code, msg, ...extra };
}

/** The articles host answers `{ code: '1001', msg, data }` (spec §7 Content). */
export const ContentOk = <T extends TSchema>(data: T) =>
  Type.Object({ code: Type.String(), msg: Type.String(), data });
export interface ContentEnvelope<T> {
  code: string;
  msg: string;
  data: T;
}
