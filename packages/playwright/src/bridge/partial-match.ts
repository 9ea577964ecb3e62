/**
 * A pattern of a message: the fields it must have, each matched the same way. A nested object
 * needs only the fields it names; an array must match item for item; a RegExp tests a string;
 * an asymmetric matcher (`expect.any(String)`, `expect.stringContaining(...)`) decides for itself.
 */
export type MessagePattern = { [key: string]: unknown };

interface AsymmetricMatcher {
  asymmetricMatch(actual: unknown): boolean;
}

const isAsymmetric = (value: unknown): value is AsymmetricMatcher =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<AsymmetricMatcher>).asymmetricMatch === 'function';

export function matchesPattern(actual: unknown, expected: unknown): boolean {
  if (isAsymmetric(expected)) return expected.asymmetricMatch(actual);
  if (expected instanceof RegExp) return typeof actual === 'string' && expected.test(actual);
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => matchesPattern(actual[index], item))
    );
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null) return false;
    return Object.entries(expected).every(([key, value]) =>
      matchesPattern((actual as Record<string, unknown>)[key], value),
    );
  }
  return Object.is(actual, expected);
}
