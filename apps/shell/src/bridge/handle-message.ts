import {
  MAX_CONFIRM_CONTENT_LENGTH,
  MAX_CONFIRM_TITLE_LENGTH,
  MAX_ROUTE_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_TOAST_LENGTH,
  PROTOCOL_VERSION,
  ReplyErrorCode,
  SHELL_CAPABILITIES,
  SHELL_VERSION,
  TOAST_LIMIT,
  TOAST_WINDOW_MS,
  type BatchImportTarget,
  type EmbeddedPageEntry,
  type PageMessage,
  type Picked,
  type PickResource,
  type ToastKind,
  type RouteTarget,
  type SessionContext,
  type SessionTokenRequest,
  type SessionTokenResult,
  type ShellMessage,
} from '@rcadmin/sdk/protocol';
import { t } from '../i18n';

/**
 * Which registered app a page is, as the bridge knows it (never as the page says): a frame by the
 * origin its messages come from (the origin of the frame the shell opened, on the allowlist), a
 * micro-app by the name of the channel the shell gave it.
 */
export type PageSource = { kind: 'frame'; origin: string } | { kind: 'microApp'; name: string };

/**
 * The tab of the page a message is from, as the bridge knows it (the frame it opened, the
 * micro-app it started): where the shell's UI the page asks for goes.
 */
export interface PageTab {
  /** The path of the page's tab in the strip, or undefined when it has none open. */
  path(): string | undefined;
  /** Whether the page's tab is the one shown. */
  active(): boolean;
  /** Where the page's own routes live (its origin: the frame's, the micro-app's). */
  origin?: string;
  /** Puts the page's tab under the shell's unsaved-changes guard (dirty), or takes it off. */
  setDirty(dirty: boolean): void;
  /**
   * Has the shell ask the page (`ask`, true to keep it open) before its tab closes; returns the
   * function that stops asking.
   */
  askBeforeClose(ask: () => Promise<boolean>): () => void;
}

/** The UI requests, answered by handleUiRequest. */
export type UiRequest = Extract<
  PageMessage,
  {
    type:
      | 'rcadmin:toast'
      | 'rcadmin:confirm'
      | 'rcadmin:setTitle'
      | 'rcadmin:setLoading'
      | 'rcadmin:setDirty'
      | 'rcadmin:setRoute'
      | 'rcadmin:pick';
  }
>;

const UI_TYPES: ReadonlySet<string> = new Set<UiRequest['type']>([
  'rcadmin:toast',
  'rcadmin:confirm',
  'rcadmin:setTitle',
  'rcadmin:setLoading',
  'rcadmin:setDirty',
  'rcadmin:setRoute',
  'rcadmin:pick',
]);
export const isUiRequest = (message: PageMessage): message is UiRequest => UI_TYPES.has(message.type);

/** What the shell shows or keeps for a page's UI requests, once handleUiRequest checked them. */
export interface UiActions {
  toast(message: string, kind: ToastKind): void;
  confirm(title: string, content: string): Promise<boolean>;
  /** The tab at `path` is named `title`. */
  setTitle(path: string, title: string): void;
  setLoading(path: string, loading: boolean): void;
  /** The tab at `path` shows the page at `route` (path, query and hash on its origin). */
  setRoute(path: string, route: string): void;
  pick(resource: PickResource, multiple: boolean): Promise<Picked[]>;
}

/** What the shell does for an embedded page; each action throws a BridgeRefusal to say no. */
export interface BridgeActions extends UiActions {
  openBatchImport(target: Required<BatchImportTarget>): void;
  openFrameTab(entry: EmbeddedPageEntry): void;
  openRoute(route: RouteTarget): void;
  context(): SessionContext;
  /** A session token of the registered app `source` is, for the signed-in user. */
  sessionToken(source: PageSource): Promise<SessionTokenResult>;
}

export class BridgeRefusal extends Error {
  constructor(
    readonly code: ReplyErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The batchImportl route's defaults (spec §2): id 1, tab importTab. */
export const BATCH_IMPORT_DEFAULTS: Required<BatchImportTarget> = { id: '1', tab: 'importTab' };

/**
 * Carries out one validated page request and answers it with the same id (MSG-01..04): the
 * context for getContext, the version (1) for a version check, null for the commands, or an
 * error reply when an action refuses.
 */
export function handlePageMessage(message: PageMessage, actions: BridgeActions): ShellMessage {
  const base = { v: PROTOCOL_VERSION, id: message.id } as const;
  try {
    switch (message.type) {
      case 'rcadmin:getContext':
        return { ...base, type: 'rcadmin:context', context: actions.context() };
      case 'rcadmin:versionCheck':
        return { ...base, type: 'rcadmin:reply', ok: true, result: SHELL_VERSION };
      case 'rcadmin:openBatchImport':
        actions.openBatchImport({
          id: message.payload.id || BATCH_IMPORT_DEFAULTS.id,
          tab: message.payload.tab || BATCH_IMPORT_DEFAULTS.tab,
        });
        break;
      case 'rcadmin:openFrameTab':
        actions.openFrameTab(message.payload);
        break;
      case 'rcadmin:openRoute':
        actions.openRoute(message.payload);
        break;
      case 'rcadmin:capabilities':
        return { ...base, type: 'rcadmin:reply', ok: true, result: [...SHELL_CAPABILITIES] };
      case 'rcadmin:sessionToken':
        // Answered by handleSessionToken, which needs the page's source and the server.
        throw new BridgeRefusal(ReplyErrorCode.FAILED, 'rcadmin:sessionToken needs the page it is from');
      default:
        // The UI requests: answered by handleUiRequest, which needs the page's tab.
        throw new BridgeRefusal(ReplyErrorCode.FAILED, `${message.type} needs the page it is from`);
    }
    return { ...base, type: 'rcadmin:reply', ok: true, result: null };
  } catch (error) {
    const code = error instanceof BridgeRefusal ? error.code : ReplyErrorCode.FAILED;
    const text = error instanceof Error ? error.message : String(error);
    return { ...base, type: 'rcadmin:reply', ok: false, error: { code, message: text } };
  }
}

/**
 * Answers a page's request for a session token: the token of the registered app `source` is, or
 * the refusal the action threw (NOT_FOUND for a page that is no registered app of the user's).
 */
export async function handleSessionToken(
  message: SessionTokenRequest,
  source: PageSource,
  actions: BridgeActions,
): Promise<ShellMessage> {
  const base = { v: PROTOCOL_VERSION, id: message.id } as const;
  try {
    const result = await actions.sessionToken(source);
    return { ...base, type: 'rcadmin:reply', ok: true, result };
  } catch (error) {
    const code = error instanceof BridgeRefusal ? error.code : ReplyErrorCode.FAILED;
    const text = error instanceof Error ? error.message : String(error);
    return { ...base, type: 'rcadmin:reply', ok: false, error: { code, message: text } };
  }
}

/** When each page's recent toasts were shown, by its tab (the rate limit's memory). */
const toastTimes = new WeakMap<PageTab, number[]>();
/** The pages with a confirm or picker of the shell's open: one at a time each. */
const dialogsOpen = new WeakSet<PageTab>();

const refuse = (code: ReplyErrorCode, text: string) => new BridgeRefusal(code, text);
const tooLong = (text: string, max: number) => text.trim() === '' || text.length > max;

function tabPath(tab: PageTab): string {
  const path = tab.path();
  if (path === undefined) throw refuse(ReplyErrorCode.FAILED, t('frame.noTab'));
  return path;
}

/** A dialog over the page's own tab only, and one at a time: a background page cannot cover another's. */
async function inDialog<T>(tab: PageTab, open: () => Promise<T>): Promise<T> {
  if (!tab.active()) throw refuse(ReplyErrorCode.FORBIDDEN, t('frame.notActive'));
  if (dialogsOpen.has(tab)) throw refuse(ReplyErrorCode.FORBIDDEN, t('frame.dialogOpen'));
  dialogsOpen.add(tab);
  try {
    return await open();
  } finally {
    dialogsOpen.delete(tab);
  }
}

/** The route a page keeps, on its own origin (path, query and hash), or a refusal. */
export function pageRoute(path: string, origin: string | undefined): string {
  if (origin === undefined) throw refuse(ReplyErrorCode.UNSUPPORTED, t('frame.routeUnsupported'));
  if (tooLong(path, MAX_ROUTE_LENGTH))
    throw refuse(ReplyErrorCode.INVALID, t('frame.routeInvalid', { max: MAX_ROUTE_LENGTH }));
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    throw refuse(ReplyErrorCode.INVALID, t('frame.routeInvalid', { max: MAX_ROUTE_LENGTH }));
  }
  if (url.origin !== origin)
    throw refuse(ReplyErrorCode.FORBIDDEN, t('frame.routeOffOrigin', { origin, path }));
  return url.pathname + url.search + url.hash;
}

/**
 * The route a page kept in the shell's address (the hash, `#/orders/7`, as setRoute wrote it), when
 * it passes setRoute's checks on the page's `origin`; else undefined (the page opens at its entry).
 */
export function keptRoute(hash: string, origin: string): string | undefined {
  if (!hash.startsWith('#/')) return undefined;
  try {
    return pageRoute(hash.slice(1), origin);
  } catch {
    return undefined;
  }
}

async function carryOut(message: UiRequest, tab: PageTab, actions: UiActions): Promise<unknown> {
  switch (message.type) {
    case 'rcadmin:toast': {
      const { message: text, kind = 'info' } = message.payload;
      if (tooLong(text, MAX_TOAST_LENGTH))
        throw refuse(ReplyErrorCode.INVALID, t('frame.toastInvalid', { max: MAX_TOAST_LENGTH }));
      const now = Date.now();
      const recent = (toastTimes.get(tab) ?? []).filter((at) => now - at < TOAST_WINDOW_MS);
      if (recent.length >= TOAST_LIMIT) {
        toastTimes.set(tab, recent);
        throw refuse(
          ReplyErrorCode.RATE_LIMITED,
          t('frame.toastLimited', { limit: TOAST_LIMIT, seconds: TOAST_WINDOW_MS / 1000 }),
        );
      }
      toastTimes.set(tab, [...recent, now]);
      actions.toast(text, kind);
      return null;
    }
    case 'rcadmin:confirm': {
      const { title, content = '' } = message.payload;
      if (tooLong(title, MAX_CONFIRM_TITLE_LENGTH) || content.length > MAX_CONFIRM_CONTENT_LENGTH)
        throw refuse(
          ReplyErrorCode.INVALID,
          t('frame.confirmInvalid', { title: MAX_CONFIRM_TITLE_LENGTH, content: MAX_CONFIRM_CONTENT_LENGTH }),
        );
      return inDialog(tab, () => actions.confirm(title, content));
    }
    case 'rcadmin:setTitle': {
      const { title } = message.payload;
      if (tooLong(title, MAX_TITLE_LENGTH))
        throw refuse(ReplyErrorCode.INVALID, t('frame.titleInvalid', { max: MAX_TITLE_LENGTH }));
      actions.setTitle(tabPath(tab), title.trim());
      return null;
    }
    case 'rcadmin:setLoading':
      actions.setLoading(tabPath(tab), message.payload.loading);
      return null;
    case 'rcadmin:setDirty':
      tabPath(tab);
      tab.setDirty(message.payload.dirty);
      return null;
    case 'rcadmin:setRoute': {
      const route = pageRoute(message.payload.path, tab.origin);
      actions.setRoute(tabPath(tab), route);
      return null;
    }
    case 'rcadmin:pick': {
      const { resource, multiple = false } = message.payload;
      return inDialog(tab, () => actions.pick(resource, multiple));
    }
  }
}

/**
 * Answers a page's request for the shell's UI (a toast, a confirm, its tab's title, busy or dirty
 * state, its route, a picker), for the page's own tab only. Texts are the page's, shown as plain
 * text and length-limited; toasts are rate-limited per page; a confirm or picker opens only over
 * the page's own tab while it is shown, one at a time.
 */
export async function handleUiRequest(
  message: UiRequest,
  tab: PageTab,
  actions: UiActions,
): Promise<ShellMessage> {
  const base = { v: PROTOCOL_VERSION, id: message.id } as const;
  try {
    const result = await carryOut(message, tab, actions);
    return { ...base, type: 'rcadmin:reply', ok: true, result };
  } catch (error) {
    const code = error instanceof BridgeRefusal ? error.code : ReplyErrorCode.FAILED;
    const text = error instanceof Error ? error.message : String(error);
    return { ...base, type: 'rcadmin:reply', ok: false, error: { code, message: text } };
  }
}

/** The path of a route target: `:name` segments filled from its params, then its query. */
export function routeLocation(route: RouteTarget): string {
  const params = route.params ?? {};
  const path = route.path.replace(/:(\w+)\??/g, (_, name: string) =>
    encodeURIComponent(Object.hasOwn(params, name) ? (params[name] ?? '') : ''),
  );
  // One leading slash only: '//host', '/\host' or '/<tab>/host' would name another origin.
  const clean = `/${path.replace(/\/+$/, '').replace(/^[\s/\\]+/, '')}`;
  const query = new URLSearchParams(route.query ?? {}).toString();
  return `${clean}${query ? `?${query}` : ''}`;
}
