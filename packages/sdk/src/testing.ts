/**
 * @rcadmin/sdk/testing: a stand-in shell for vendors' unit tests. It records the commands a page
 * sends, answers them as the shell would, and pushes context changes on demand.
 */
import { ShellError, ShellErrorCode } from './errors';
import { SHELL_CAPABILITIES, SHELL_VERSION } from './protocol';
import type {
  BatchImportTarget,
  EmbeddedPageEntry,
  Picked,
  PickResource,
  RouteTarget,
  SessionContext,
  ToastKind,
} from './protocol';
import type { ShellEvents, ShellHost } from './shell-host';

export type RecordedCommand =
  | { command: 'openBatchImport'; args: BatchImportTarget }
  | { command: 'openFrameTab'; args: EmbeddedPageEntry }
  | { command: 'openRoute'; args: RouteTarget }
  | { command: 'version' }
  | { command: 'sessionToken' }
  | { command: 'capabilities' }
  | { command: 'toast'; args: { message: string; kind: ToastKind } }
  | { command: 'confirm'; args: { title: string; content?: string } }
  | { command: 'setTitle'; args: { title: string } }
  | { command: 'setLoading'; args: { loading: boolean } }
  | { command: 'setDirty'; args: { dirty: boolean } }
  | { command: 'setRoute'; args: { path: string } }
  | { command: 'pick'; args: { resource: PickResource; multiple: boolean } };

export interface TestHost extends ShellHost {
  /** Every command the page sent, oldest first, including those made to fail. */
  readonly commands: readonly RecordedCommand[];
  /** Whether `disconnect()` has not been called yet. */
  readonly connected: boolean;
  /** Replaces the context and tells the page's listeners, as the shell does on a change. */
  setContext(context: SessionContext): void;
  /** Makes the next command reject with `error` (for example a REFUSED ShellError). */
  failNext(error: ShellError): void;
  /** The toasts the page showed, oldest first. */
  readonly toasts: readonly { message: string; kind: ToastKind }[];
  /** The page's tab as the page last set it: title (undefined until set), loading, dirty, route. */
  readonly tab: { title?: string; loading: boolean; dirty: boolean; route?: string };
  /** What the next `confirm()` answers (then true again, as a user who clicks OK). */
  answerConfirm(answer: boolean): void;
  /** What the next picker of `resource` answers (default `[]`, as a user who cancels). */
  answerPick(resource: PickResource, picked: Picked[]): void;
  /** Whether the page listens to `beforeClose` now: only then does the shell ask it. */
  readonly listensBeforeClose: boolean;
  /**
   * Asks the page before its tab closes, as the shell does: true when a listener keeps it open,
   * false when none listens or none says so (a listener that throws says no).
   */
  beforeClose(): Promise<boolean>;
}

export interface TestHostOptions {
  /** The context the page starts with. Default: `TEST_CONTEXT`. */
  context?: SessionContext;
  /** What `version()` resolves with. Default: `SHELL_VERSION`, as the shell answers. */
  version?: number;
  /**
   * What `sessionToken()` resolves with. Default: an unsigned stand-in (`test.<user id>.token`); a
   * test of the page's server signs its own with the app's key.
   */
  sessionToken?: string;
  /** What `capabilities()` resolves with. Default: every request of this sdk's protocol. */
  capabilities?: readonly string[];
}

export const TEST_CONTEXT: SessionContext = {
  tenant: { id: '100001', name: 'Demo Retail', platformNum: '100001' },
  user: { id: 'u-1', name: 'Test User' },
  store: { code: 'S001', name: 'Test Store' },
  language: 'en',
  theme: { colorPrimary: '#1677ff' },
};

export function createTestHost(options: TestHostOptions = {}): TestHost {
  let context = options.context ?? TEST_CONTEXT;
  let connected = true;
  let nextError: ShellError | undefined;
  const commands: RecordedCommand[] = [];
  const listeners = new Set<(context: SessionContext) => void>();
  const closeListeners = new Set<() => boolean | Promise<boolean>>();
  const toasts: { message: string; kind: ToastKind }[] = [];
  const tab: TestHost['tab'] = { loading: false, dirty: false };
  let confirmAnswer = true;
  const pickAnswers: Partial<Record<PickResource, Picked[]>> = {};
  const parts: Record<keyof ShellEvents, keyof SessionContext> = {
    storeChanged: 'store',
    languageChanged: 'language',
    themeChanged: 'theme',
  };
  const pick = (resource: PickResource, multiple = false) => {
    const answer = pickAnswers[resource] ?? [];
    delete pickAnswers[resource];
    return record({ command: 'pick', args: { resource, multiple } }, answer);
  };

  function record<T>(command: RecordedCommand, result: T): Promise<T> {
    if (!connected) return Promise.reject(new ShellError(ShellErrorCode.NOT_CONNECTED, 'Disconnected'));
    commands.push(command);
    const error = nextError;
    nextError = undefined;
    return error ? Promise.reject(error) : Promise.resolve(result);
  }

  return {
    get context() {
      return context;
    },
    get connected() {
      return connected;
    },
    commands,
    onContextChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openBatchImport: (args = {}) => record({ command: 'openBatchImport', args }, undefined),
    openFrameTab: (args) => record({ command: 'openFrameTab', args }, undefined),
    openRoute: (args) => record({ command: 'openRoute', args }, undefined),
    version: () => record({ command: 'version' }, options.version ?? SHELL_VERSION),
    sessionToken: () =>
      record({ command: 'sessionToken' }, options.sessionToken ?? `test.${context.user.id}.token`),
    capabilities: () =>
      record({ command: 'capabilities' }, [...(options.capabilities ?? SHELL_CAPABILITIES)]),
    on(event: keyof ShellEvents | 'beforeClose', listener: (value?: unknown) => unknown) {
      if (event === 'beforeClose') {
        const ask = listener as () => boolean | Promise<boolean>;
        closeListeners.add(ask);
        return () => closeListeners.delete(ask);
      }
      const part = parts[event];
      let last = JSON.stringify(context[part]);
      const heard = (next: SessionContext) => {
        const now = JSON.stringify(next[part]);
        if (now === last) return;
        last = now;
        listener(next[part]);
      };
      listeners.add(heard);
      return () => listeners.delete(heard);
    },
    toast(message, kind = 'info') {
      return record({ command: 'toast', args: { message, kind } }, undefined).then(() => {
        toasts.push({ message, kind });
      });
    },
    confirm(args) {
      const answer = confirmAnswer;
      confirmAnswer = true;
      return record({ command: 'confirm', args }, answer);
    },
    setTitle: (title) =>
      record({ command: 'setTitle', args: { title } }, undefined).then(() => {
        tab.title = title;
      }),
    setLoading: (loading) =>
      record({ command: 'setLoading', args: { loading } }, undefined).then(() => {
        tab.loading = loading;
      }),
    setDirty: (dirty) =>
      record({ command: 'setDirty', args: { dirty } }, undefined).then(() => {
        tab.dirty = dirty;
      }),
    setRoute: (path = '/') =>
      record({ command: 'setRoute', args: { path } }, undefined).then(() => {
        tab.route = path;
      }),
    pickSkus: (options = {}) => pick('sku', options.multiple),
    pickStores: (options = {}) => pick('store', options.multiple),
    pickEmployees: (options = {}) => pick('employee', options.multiple),
    toasts,
    tab,
    answerConfirm(answer) {
      confirmAnswer = answer;
    },
    answerPick(resource, picked) {
      pickAnswers[resource] = picked;
    },
    get listensBeforeClose() {
      return closeListeners.size > 0;
    },
    beforeClose: () =>
      Promise.allSettled([...closeListeners].map(async (ask) => ask())).then((answers) =>
        answers.some((answer) => 'value' in answer && answer.value === true),
      ),
    disconnect() {
      connected = false;
      listeners.clear();
      closeListeners.clear();
    },
    setContext(next) {
      context = next;
      for (const listener of [...listeners]) listener(next);
    },
    failNext(error) {
      nextError = error;
    },
  };
}
