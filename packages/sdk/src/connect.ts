import { ShellError, ShellErrorCode } from './errors';
import { isContextChanged, isContextMessage, isReply, isSessionTokenResult } from './guards';
import { createPostmateTransport } from './postmate-transport';
import { PROTOCOL_VERSION } from './protocol';
import type { PageMessage, SessionContext } from './protocol';
import type { ShellHost } from './shell-host';
import type { Transport } from './transport';
import { createWujieTransport, findWujieLink } from './wujie-transport';

export interface ConnectOptions {
  /**
   * Origins of the shell this page talks to, such as `['https://admin.example.com']`. Handshakes
   * and messages from any other origin are ignored. Default: only the page's own origin; the
   * origin of `document.referrer` is never trusted on its own.
   */
  allowedOrigins?: readonly string[];
  /** Milliseconds to wait for the shell, both to connect and for each reply. Default 5000. */
  timeout?: number;
}

const DEFAULT_TIMEOUT = 5000;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Request = DistributiveOmit<PageMessage, 'v' | 'id'>;

interface Pending {
  resolve(value: unknown): void;
  reject(error: ShellError): void;
  timer: ReturnType<typeof setTimeout>;
}

function pickTransport(allowedOrigins: readonly string[]): Transport {
  const link = findWujieLink();
  if (link) return createWujieTransport(link);
  if (window.parent !== window) return createPostmateTransport(allowedOrigins);
  throw new ShellError(ShellErrorCode.NOT_EMBEDDED, 'This page is not embedded in the rcadmin shell');
}

/**
 * Connects to the shell that embeds this page: waits for its handshake, fetches the session
 * context, and resolves with the host. Rejects with NOT_EMBEDDED outside a frame or wujie
 * sub-app, and with TIMEOUT when no allowed shell answers within `timeout`.
 */
export function connect(options: ConnectOptions = {}): Promise<ShellHost> {
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  let allowedOrigins: string[];
  let transport: Transport;
  try {
    // As origins, so that `https://admin.example.com/` matches too; a non-URL entry throws.
    allowedOrigins = (options.allowedOrigins ?? [window.location.origin]).map(
      (entry) => new URL(entry).origin,
    );
    transport = pickTransport(allowedOrigins);
  } catch (error) {
    return Promise.reject(error);
  }

  // Ids are unique across pages too: wujie's bus delivers every reply to every sub-app.
  const idPrefix = Math.random().toString(36).slice(2, 10);
  let lastId = 0;
  let closed = false;
  let context: SessionContext | undefined;
  const pending = new Map<string, Pending>();
  const listeners = new Set<(context: SessionContext) => void>();

  function settle(id: string): Pending | undefined {
    const entry = pending.get(id);
    if (entry) {
      clearTimeout(entry.timer);
      pending.delete(id);
    }
    return entry;
  }

  function request(body: Request): Promise<unknown> {
    if (closed) return Promise.reject(new ShellError(ShellErrorCode.NOT_CONNECTED, 'Disconnected'));
    const message: PageMessage = { ...body, v: PROTOCOL_VERSION, id: `${idPrefix}-${++lastId}` };
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        settle(message.id);
        reject(new ShellError(ShellErrorCode.TIMEOUT, `No reply to ${message.type} within ${timeout} ms`));
      }, timeout);
      pending.set(message.id, { resolve, reject, timer });
      try {
        transport.send(message);
      } catch (error) {
        settle(message.id);
        reject(error);
      }
    });
  }

  function disconnect() {
    closed = true;
    transport.close();
    listeners.clear();
    for (const id of [...pending.keys()]) {
      settle(id)?.reject(new ShellError(ShellErrorCode.NOT_CONNECTED, 'Disconnected'));
    }
  }

  const host: ShellHost = {
    get context() {
      return context as SessionContext;
    },
    onContextChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openBatchImport: (target = {}) =>
      request({ type: 'rcadmin:openBatchImport', payload: target }).then(() => undefined),
    openFrameTab: (entry) => request({ type: 'rcadmin:openFrameTab', payload: entry }).then(() => undefined),
    openRoute: (route) => request({ type: 'rcadmin:openRoute', payload: route }).then(() => undefined),
    version: () =>
      request({ type: 'rcadmin:versionCheck' }).then((result) => {
        if (typeof result === 'number') return result;
        throw new ShellError(ShellErrorCode.REFUSED, 'The shell answered the version check without a number');
      }),
    sessionToken: () =>
      request({ type: 'rcadmin:sessionToken' }).then((result) => {
        if (isSessionTokenResult(result)) return result.token;
        throw new ShellError(ShellErrorCode.REFUSED, 'The shell answered the session token without a token');
      }),
    disconnect,
  };

  return new Promise((resolve, reject) => {
    const connectTimer = setTimeout(() => {
      const from = allowedOrigins.join(', ');
      fail(new ShellError(ShellErrorCode.TIMEOUT, `No shell from ${from} connected within ${timeout} ms`));
    }, timeout);

    function fail(error: unknown) {
      clearTimeout(connectTimer);
      disconnect();
      reject(error);
    }

    function updateContext(next: SessionContext) {
      const previous = context;
      context = next;
      if (previous === undefined) {
        clearTimeout(connectTimer);
        resolve(host);
      } else if (JSON.stringify(previous) !== JSON.stringify(next)) {
        for (const listener of listeners) listener(next);
      }
    }

    transport.start({
      connected() {
        // On a reconnect a failed fetch keeps the last context; on the first connect it fails connect().
        request({ type: 'rcadmin:getContext' }).catch((error: unknown) => {
          if (context === undefined) fail(error);
        });
      },
      received(data) {
        if (closed) return;
        if (isReply(data)) {
          const entry = settle(data.id);
          if (data.ok) entry?.resolve(data.result);
          else entry?.reject(new ShellError(ShellErrorCode.REFUSED, data.error.message, data.error.code));
        } else if (isContextMessage(data) || isContextChanged(data)) {
          settle(data.id)?.resolve(data.context);
          updateContext(data.context);
        }
      },
    });
  });
}
