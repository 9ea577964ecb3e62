import { ShellError, ShellErrorCode } from './errors';
import {
  isBeforeClose,
  isContextChanged,
  isContextMessage,
  isPickedList,
  isReply,
  isSessionTokenResult,
} from './guards';
import { createPostmateTransport } from './postmate-transport';
import { BASE_CAPABILITIES, PROTOCOL_VERSION } from './protocol';
import type { PageMessage, PickResource, SessionContext } from './protocol';
import type { ShellEvents, ShellHost } from './shell-host';
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
  timer: ReturnType<typeof setTimeout> | undefined;
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
  /** The context before the last change: what the events compare with. */
  let previousContext: SessionContext | undefined;
  const pending = new Map<string, Pending>();
  const listeners = new Set<(context: SessionContext) => void>();
  /** The page's beforeClose listeners: the shell asks only while there is one. */
  const closeListeners = new Set<() => boolean | Promise<boolean>>();
  // Each event is the part of the context it names, told when that part changes.
  const parts: Record<keyof ShellEvents, keyof SessionContext> = {
    storeChanged: 'store',
    languageChanged: 'language',
    themeChanged: 'theme',
  };

  const done = () => undefined;
  const listenBeforeClose = (listen: boolean) =>
    request({ type: 'rcadmin:listenBeforeClose', payload: { listen } }).catch(done);
  const refuse = (what: string) => {
    throw new ShellError(ShellErrorCode.REFUSED, `The shell answered ${what} without a list`);
  };
  const pick = (resource: PickResource, multiple?: boolean) =>
    request({ type: 'rcadmin:pick', payload: { resource, multiple: !!multiple } }, true).then((result) =>
      isPickedList(result) ? result : refuse('the picker'),
    );

  function settle(id: string): Pending | undefined {
    const entry = pending.get(id);
    if (entry) {
      clearTimeout(entry.timer);
      pending.delete(id);
    }
    return entry;
  }

  /** `untimed`: the user answers it (a confirm, a picker), so it waits as long as they take. */
  function request(body: Request, untimed?: boolean): Promise<unknown> {
    if (closed) return Promise.reject(new ShellError(ShellErrorCode.NOT_CONNECTED, 'Disconnected'));
    const message: PageMessage = { ...body, v: PROTOCOL_VERSION, id: `${idPrefix}-${++lastId}` };
    return new Promise((resolve, reject) => {
      const timer = untimed
        ? undefined
        : setTimeout(() => {
            settle(message.id);
            reject(
              new ShellError(ShellErrorCode.TIMEOUT, `No reply to ${message.type} within ${timeout} ms`),
            );
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
    // So that the shell stops asking a page that can no longer answer.
    if (closeListeners.size) void listenBeforeClose(false);
    closeListeners.clear();
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
    capabilities: () =>
      request({ type: 'rcadmin:capabilities' }).then(
        (result) =>
          Array.isArray(result) ? result.filter((type) => typeof type === 'string') : refuse('capabilities'),
        (error: ShellError) => {
          if (error.reason === 'UNSUPPORTED') return [...BASE_CAPABILITIES];
          throw error;
        },
      ),
    on(event: keyof ShellEvents | 'beforeClose', listener: (value?: unknown) => unknown) {
      if (event === 'beforeClose') {
        const ask = listener as () => boolean | Promise<boolean>;
        if (!closeListeners.size) void listenBeforeClose(true);
        closeListeners.add(ask);
        return () => {
          if (closeListeners.delete(ask) && !closeListeners.size) void listenBeforeClose(false);
        };
      }
      const part = parts[event];
      return host.onContextChange((next) => {
        if (JSON.stringify(next[part]) !== JSON.stringify(previousContext?.[part])) listener(next[part]);
      });
    },
    toast: (message, kind = 'info') =>
      request({ type: 'rcadmin:toast', payload: { message, kind } }).then(done),
    confirm: (options) =>
      request({ type: 'rcadmin:confirm', payload: options }, true).then((result) => result === true),
    setTitle: (title) => request({ type: 'rcadmin:setTitle', payload: { title } }).then(done),
    setLoading: (loading) => request({ type: 'rcadmin:setLoading', payload: { loading } }).then(done),
    setDirty: (dirty) => request({ type: 'rcadmin:setDirty', payload: { dirty } }).then(done),
    setRoute: (path = location.pathname + location.search + location.hash) =>
      request({ type: 'rcadmin:setRoute', payload: { path } }).then(done),
    pickSkus: (options = {}) => pick('sku', options.multiple),
    pickStores: (options = {}) => pick('store', options.multiple),
    pickEmployees: (options = {}) => pick('employee', options.multiple),
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
      previousContext = previous;
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
        } else if (isBeforeClose(data)) {
          // Kept open when any listener says so (true); one that throws says no.
          void Promise.allSettled([...closeListeners].map(async (ask) => ask()))
            .then((answers) => {
              const keepOpen = answers.some((answer) => 'value' in answer && answer.value === true);
              return request({ type: 'rcadmin:answerBeforeClose', payload: { id: data.id, keepOpen } });
            })
            .catch(done);
        }
      },
    });
  });
}
