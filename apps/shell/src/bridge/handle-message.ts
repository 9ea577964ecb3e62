import {
  PROTOCOL_VERSION,
  ReplyErrorCode,
  SHELL_VERSION,
  type BatchImportTarget,
  type EmbeddedPageEntry,
  type PageMessage,
  type RouteTarget,
  type SessionContext,
  type SessionTokenRequest,
  type SessionTokenResult,
  type ShellMessage,
} from '@rcadmin/sdk/protocol';

/**
 * Which registered app a page is, as the bridge knows it (never as the page says): a frame by the
 * origin its messages come from (the origin of the frame the shell opened, on the allowlist), a
 * micro-app by the name of the channel the shell gave it.
 */
export type PageSource = { kind: 'frame'; origin: string } | { kind: 'microApp'; name: string };

/** What the shell does for an embedded page; each action throws a BridgeRefusal to say no. */
export interface BridgeActions {
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
      case 'rcadmin:sessionToken':
        // Answered by handleSessionToken, which needs the page's source and the server.
        throw new BridgeRefusal(ReplyErrorCode.FAILED, 'rcadmin:sessionToken needs the page it is from');
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
