import type { FormInstance } from 'antd';
import { isCallError } from '../../../host-kit';

/**
 * Puts a refusal's fieldErrors on the form's fields it names (those the form has); answers
 * whether any landed. The other fields' messages join the returned text.
 */
export function showFieldErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): boolean {
  if (!isCallError(error) || !error.fieldErrors?.length) return false;
  const known = error.fieldErrors.filter((entry) => fieldNames.includes(entry.field));
  form.setFields(known.map((entry) => ({ name: entry.field, errors: [entry.msg] })));
  return known.length > 0;
}

/** The message of a refusal (the server's, already translated), or the error's own. */
export const messageOf = (error: unknown): string =>
  isCallError(error) ? error.msg : error instanceof Error ? error.message : String(error);
