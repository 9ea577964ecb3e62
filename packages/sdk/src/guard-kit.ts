/** What the guards are made of: checks of one value from another window, trusting nothing. */
import { PROTOCOL_VERSION } from './protocol';

export type Data = Record<string, unknown>;

export const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
export const isString = (value: unknown): value is string => typeof value === 'string';
export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value);
export const hasStrings = (value: unknown, ...keys: string[]): value is Data =>
  isObject(value) && keys.every((key) => isString(value[key]));

/** A message of this protocol version with the given type and a non-empty id. */
export function isEnvelope(value: unknown, type: string): value is Data {
  return (
    isObject(value) &&
    value.type === type &&
    value.v === PROTOCOL_VERSION &&
    isString(value.id) &&
    value.id.length > 0
  );
}
