import type { FormInstance } from 'antd';
import { isCallError } from '../host-kit';

/**
 * Puts a refusal's fieldErrors on the form's fields (a server field `values.2` lands on the form's
 * `values`); answers whether any landed.
 */
export function showFieldErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): boolean {
  if (!isCallError(error) || !error.fieldErrors?.length) return false;
  const byField = new Map<string, string[]>();
  for (const entry of error.fieldErrors) {
    const field = fieldNames.find((name) => entry.field === name || entry.field.startsWith(`${name}.`));
    if (field) byField.set(field, [...(byField.get(field) ?? []), entry.msg]);
  }
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return byField.size > 0;
}

/** The message of a refusal (the server's, already translated), or the error's own. */
export const messageOf = (error: unknown): string =>
  isCallError(error) ? error.msg : error instanceof Error ? error.message : String(error);
