import type { BatchImportTarget, EmbeddedPageEntry, RouteTarget, SessionContext } from './protocol';

/** The shell as an embedded page sees it once connected. */
export interface ShellHost {
  /** The shell's session context, kept current as the shell pushes changes. */
  readonly context: SessionContext;
  /** Calls `listener` with the new context whenever it changes; returns the unsubscribe function. */
  onContextChange(listener: (context: SessionContext) => void): () => void;
  /** Opens the shell's batch-import screen, optionally a given one (`id`) on a given tab. */
  openBatchImport(target?: BatchImportTarget): Promise<void>;
  /** Opens `src` in a frame tab of the shell (its `/iframe/urlPath` route). */
  openFrameTab(entry: EmbeddedPageEntry): Promise<void>;
  /** Opens one of the shell's own routes in a tab. */
  openRoute(route: RouteTarget): Promise<void>;
  /** Asks the shell for its version; the current shell answers 1. */
  version(): Promise<number>;
  /**
   * A session token for the page's own server (a shell older than this request refuses with
   * reason UNSUPPORTED): a JWT signed with the key of the registered app the page is, for the
   * signed-in user, valid at most 60 s. Verify it on the server with `verifySessionToken`
   * (`@rcadmin/sdk/server`); ask for a new one for each call rather than keeping it.
   */
  sessionToken(): Promise<string>;
  /** Stops listening; pending and later commands reject with NOT_CONNECTED. */
  disconnect(): void;
}
