/**
 * Type guards, one per message: both sides receive messages from another window, so nothing is
 * trusted for its static type alone.
 */
import { PROTOCOL_VERSION } from './protocol';
import type {
  ContextChanged,
  ContextMessage,
  GetContext,
  OpenBatchImport,
  OpenFrameTab,
  OpenRoute,
  PageMessage,
  PickRequest,
  Picked,
  Reply,
  SessionContext,
  SessionTokenRequest,
  SessionTokenResult,
  SetDirtyRequest,
  SetLoadingRequest,
  SetRouteRequest,
  SetTitleRequest,
  ShellMessage,
  ToastRequest,
  ConfirmRequest,
  CapabilitiesRequest,
  VersionCheck,
} from './protocol';

type Data = Record<string, unknown>;

const isObject = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isOptional = (value: unknown, check: (value: unknown) => boolean) =>
  value === undefined || check(value);
const isStringRecord = (value: unknown): value is Record<string, string> =>
  isObject(value) && Object.values(value).every(isString);
const hasStrings = (value: unknown, ...keys: string[]): value is Data =>
  isObject(value) && keys.every((key) => isString(value[key]));

/** A message of this protocol version with the given type and a non-empty id. */
function isEnvelope(value: unknown, type: string): value is Data {
  return (
    isObject(value) &&
    value.type === type &&
    value.v === PROTOCOL_VERSION &&
    isString(value.id) &&
    value.id.length > 0
  );
}

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

export function isOpenBatchImport(value: unknown): value is OpenBatchImport {
  return (
    isEnvelope(value, 'rcadmin:openBatchImport') &&
    isObject(value.payload) &&
    isOptional(value.payload.id, isString) &&
    isOptional(value.payload.tab, isString)
  );
}

export function isOpenFrameTab(value: unknown): value is OpenFrameTab {
  return (
    isEnvelope(value, 'rcadmin:openFrameTab') && hasStrings(value.payload, 'id', 'parentId', 'name', 'src')
  );
}

export function isOpenRoute(value: unknown): value is OpenRoute {
  return (
    isEnvelope(value, 'rcadmin:openRoute') &&
    hasStrings(value.payload, 'path') &&
    isOptional(value.payload.query, isStringRecord) &&
    isOptional(value.payload.params, isStringRecord) &&
    isOptional(value.payload.title, isString)
  );
}

export function isVersionCheck(value: unknown): value is VersionCheck {
  return isEnvelope(value, 'rcadmin:versionCheck');
}

export function isGetContext(value: unknown): value is GetContext {
  return isEnvelope(value, 'rcadmin:getContext');
}

export function isSessionTokenRequest(value: unknown): value is SessionTokenRequest {
  return isEnvelope(value, 'rcadmin:sessionToken');
}

export function isSessionTokenResult(value: unknown): value is SessionTokenResult {
  return hasStrings(value, 'token') && typeof value.expiresAt === 'number';
}

const TOAST_KINDS: readonly unknown[] = ['info', 'success', 'warning', 'error'];
const PICK_RESOURCES: readonly unknown[] = ['sku', 'store', 'employee'];
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export function isCapabilitiesRequest(value: unknown): value is CapabilitiesRequest {
  return isEnvelope(value, 'rcadmin:capabilities');
}

export function isToastRequest(value: unknown): value is ToastRequest {
  return (
    isEnvelope(value, 'rcadmin:toast') &&
    hasStrings(value.payload, 'message') &&
    isOptional(value.payload.kind, (kind) => TOAST_KINDS.includes(kind))
  );
}

export function isConfirmRequest(value: unknown): value is ConfirmRequest {
  return (
    isEnvelope(value, 'rcadmin:confirm') &&
    hasStrings(value.payload, 'title') &&
    isOptional(value.payload.content, isString)
  );
}

export function isSetTitleRequest(value: unknown): value is SetTitleRequest {
  return isEnvelope(value, 'rcadmin:setTitle') && hasStrings(value.payload, 'title');
}

export function isSetLoadingRequest(value: unknown): value is SetLoadingRequest {
  return (
    isEnvelope(value, 'rcadmin:setLoading') && isObject(value.payload) && isBoolean(value.payload.loading)
  );
}

export function isSetDirtyRequest(value: unknown): value is SetDirtyRequest {
  return isEnvelope(value, 'rcadmin:setDirty') && isObject(value.payload) && isBoolean(value.payload.dirty);
}

export function isSetRouteRequest(value: unknown): value is SetRouteRequest {
  return isEnvelope(value, 'rcadmin:setRoute') && hasStrings(value.payload, 'path');
}

export function isPickRequest(value: unknown): value is PickRequest {
  return (
    isEnvelope(value, 'rcadmin:pick') &&
    isObject(value.payload) &&
    PICK_RESOURCES.includes(value.payload.resource) &&
    isOptional(value.payload.multiple, isBoolean)
  );
}

/** A picker's answer: a list of `{ id, name }`. */
export const isPickedList = (value: unknown): value is Picked[] =>
  Array.isArray(value) && value.every((entry) => hasStrings(entry, 'id', 'name'));

export function isPageMessage(value: unknown): value is PageMessage {
  return (
    isOpenBatchImport(value) ||
    isOpenFrameTab(value) ||
    isOpenRoute(value) ||
    isVersionCheck(value) ||
    isGetContext(value) ||
    isSessionTokenRequest(value) ||
    isCapabilitiesRequest(value) ||
    isToastRequest(value) ||
    isConfirmRequest(value) ||
    isSetTitleRequest(value) ||
    isSetLoadingRequest(value) ||
    isSetDirtyRequest(value) ||
    isSetRouteRequest(value) ||
    isPickRequest(value)
  );
}

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

export function isShellMessage(value: unknown): value is ShellMessage {
  return isReply(value) || isContextMessage(value) || isContextChanged(value);
}
