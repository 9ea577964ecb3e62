/**
 * @rcadmin/sdk/testing: a stand-in shell for vendors' unit tests. It records the commands a page
 * sends, answers them as the shell would, and pushes context changes on demand.
 */
import { ShellError, ShellErrorCode } from './errors';
import { SHELL_VERSION } from './protocol';
import type { BatchImportTarget, EmbeddedPageEntry, RouteTarget, SessionContext } from './protocol';
import type { ShellHost } from './shell-host';

export type RecordedCommand =
  | { command: 'openBatchImport'; args: BatchImportTarget }
  | { command: 'openFrameTab'; args: EmbeddedPageEntry }
  | { command: 'openRoute'; args: RouteTarget }
  | { command: 'version' }
  | { command: 'sessionToken' };

export interface TestHost extends ShellHost {
  /** Every command the page sent, oldest first, including those made to fail. */
  readonly commands: readonly RecordedCommand[];
  /** Whether `disconnect()` has not been called yet. */
  readonly connected: boolean;
  /** Replaces the context and tells the page's listeners, as the shell does on a change. */
  setContext(context: SessionContext): void;
  /** Makes the next command reject with `error` (for example a REFUSED ShellError). */
  failNext(error: ShellError): void;
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
    disconnect() {
      connected = false;
      listeners.clear();
    },
    setContext(next) {
      context = next;
      for (const listener of listeners) listener(next);
    },
    failNext(error) {
      nextError = error;
    },
  };
}
