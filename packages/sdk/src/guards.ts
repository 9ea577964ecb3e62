/**
 * Type guards of what the shell sends a page, one per message: both sides receive messages from
 * another window, so nothing is trusted for its static type alone. What the shell receives is
 * checked by page-guards.ts (kept apart, so a page's bundle holds only the guards it uses).
 */
import { hasStrings, isEnvelope, isObject } from './guard-kit';
import type {
  BeforeClose,
  ContextChanged,
  ContextMessage,
  Picked,
  Reply,
  SessionContext,
  SessionTokenResult,
  ShellMessage,
} from './protocol';

export function isSessionContext(value: unknown): value is SessionContext {
  return (
    isObject(value) &&
    hasStrings(value.tenant, 'id', 'name', 'platformNum') &&
    hasStrings(value.user, 'id', 'name') &&
    (value.store === null || hasStrings(value.store, 'code', 'name')) &&
    (value.language === 'zh' || value.language === 'en' || value.language === 'es') &&
    hasStrings(value.theme, 'colorPrimary')
  );
}

export function isSessionTokenResult(value: unknown): value is SessionTokenResult {
  return hasStrings(value, 'token') && typeof value.expiresAt === 'number';
}

/** A picker's answer: a list of `{ id, name }`. */
export const isPickedList = (value: unknown): value is Picked[] =>
  Array.isArray(value) && value.every((entry) => hasStrings(entry, 'id', 'name'));

export function isReply(value: unknown): value is Reply {
  if (!isEnvelope(value, 'rcadmin:reply')) return false;
  return value.ok === true || (value.ok === false && hasStrings(value.error, 'code', 'message'));
}

export function isContextMessage(value: unknown): value is ContextMessage {
  return isEnvelope(value, 'rcadmin:context') && isSessionContext(value.context);
}

export function isContextChanged(value: unknown): value is ContextChanged {
  return isEnvelope(value, 'rcadmin:contextChanged') && isSessionContext(value.context);
}

export function isBeforeClose(value: unknown): value is BeforeClose {
  return isEnvelope(value, 'rcadmin:beforeClose');
}

export function isShellMessage(value: unknown): value is ShellMessage {
  return isReply(value) || isContextMessage(value) || isContextChanged(value) || isBeforeClose(value);
}
