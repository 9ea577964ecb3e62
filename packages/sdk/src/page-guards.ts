/**
 * Type guards of what a page sends the shell, one per request: the shell's bridge checks every
 * message from another window with these before it trusts its static type.
 */
import { hasStrings, isBoolean, isEnvelope, isObject, isOptional, isString } from './guard-kit';
import type {
  AnswerBeforeCloseRequest,
  CapabilitiesRequest,
  ConfirmRequest,
  GetContext,
  ListenBeforeCloseRequest,
  OpenBatchImport,
  OpenFrameTab,
  OpenRoute,
  PageMessage,
  PickRequest,
  SessionTokenRequest,
  SetDirtyRequest,
  SetLoadingRequest,
  SetRouteRequest,
  SetTitleRequest,
  ToastRequest,
  VersionCheck,
} from './protocol';

const isStringRecord = (value: unknown): value is Record<string, string> =>
  isObject(value) && Object.values(value).every(isString);
const TOAST_KINDS: readonly unknown[] = ['info', 'success', 'warning', 'error'];
const PICK_RESOURCES: readonly unknown[] = ['sku', 'store', 'employee'];

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

export function isListenBeforeCloseRequest(value: unknown): value is ListenBeforeCloseRequest {
  return (
    isEnvelope(value, 'rcadmin:listenBeforeClose') &&
    isObject(value.payload) &&
    isBoolean(value.payload.listen)
  );
}

export function isAnswerBeforeCloseRequest(value: unknown): value is AnswerBeforeCloseRequest {
  return (
    isEnvelope(value, 'rcadmin:answerBeforeClose') &&
    hasStrings(value.payload, 'id') &&
    isBoolean(value.payload.keepOpen)
  );
}

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
    isPickRequest(value) ||
    isListenBeforeCloseRequest(value) ||
    isAnswerBeforeCloseRequest(value)
  );
}
