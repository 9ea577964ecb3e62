import type { SysParamDefinition, SysParamProblem } from '@rcadmin/contract';

/** The page's texts (`settings.sysParams.*`) with their {{values}}. */
export type PageText = (key: string, options?: Record<string, unknown>) => string;

/** A value as the page shows it: a switch as on or off, empty text as such. */
export function shownValue(t: PageText, definition: SysParamDefinition, value: string): string {
  if (definition.type === 'switch' && (value === '0' || value === '1'))
    return t(value === '1' ? 'on' : 'off');
  return value === '' ? t('empty') : value;
}

/** A value the tenant had not set (null in the history): the default, marked as such. */
export const shownOrDefault = (
  t: PageText,
  definition: SysParamDefinition,
  value: string | null,
  defaultValue: string,
) =>
  value === null
    ? t('notSet', { value: shownValue(t, definition, defaultValue) })
    : shownValue(t, definition, value);

/** Why a value does not fit, in the user's language (the server says the same in its words). */
export function problemText(t: PageText, name: string, problem: SysParamProblem): string {
  const { kind, ...details } = problem;
  return t(`problems.${kind}`, {
    name,
    ...details,
    ...(kind === 'badShape' ? { path: problem.path || '/' } : {}),
  });
}

/** The editor's starting text: JSON laid out on lines, anything else as it is. */
export function draftOf(definition: SysParamDefinition, value: string): string {
  if (definition.type !== 'json') return value;
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}
