import type {
  BatchImportTarget,
  EmbeddedPageEntry,
  Picked,
  RouteTarget,
  SessionContext,
  ToastKind,
} from './protocol';

/** What the shell tells a page besides its context: each named for the part of it that changed. */
export interface ShellEvents {
  /** The user switched store (the new one, or null for none). */
  storeChanged: SessionContext['store'];
  /** The user switched the shell's language. */
  languageChanged: SessionContext['language'];
  /** The tenant's theme changed. */
  themeChanged: SessionContext['theme'];
}

/** Options of a picker: one record (the default) or several. */
export interface PickOptions {
  multiple?: boolean;
}

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
  /**
   * The request types the shell answers (`rcadmin:toast`, `rcadmin:pick`, ...): from a shell older
   * than this question, the five every shell answers (`BASE_CAPABILITIES`).
   */
  capabilities(): Promise<string[]>;
  /** Calls `listener` when that part of the context changes; returns the unsubscribe function. */
  on<E extends keyof ShellEvents>(event: E, listener: (value: ShellEvents[E]) => void): () => void;
  /**
   * Asks `listener` before the page's tab closes (closing it, closing others or all, signing out):
   * true keeps the page open, and the shell asks the user as for unsaved changes (Leave or Stay).
   * The shell waits at most 1 s for the answer, then closes; it asks only while a listener is on.
   * Returns the function that removes the listener.
   */
  on(event: 'beforeClose', listener: () => boolean | Promise<boolean>): () => void;
  /**
   * Shows `message` in a toast of the shell's (plain text, never HTML; at most 200 characters,
   * and a few within 10 s: more are refused with reason RATE_LIMITED).
   */
  toast(message: string, kind?: ToastKind): Promise<void>;
  /** Asks the user in the shell's own dialog: true for OK, false for Cancel. Only from the shown tab. */
  confirm(options: { title: string; content?: string }): Promise<boolean>;
  /** Names the page's own tab, as written in every language. */
  setTitle(title: string): Promise<void>;
  /** Shows (true) or stops showing (false) that the page's tab is busy. */
  setLoading(loading: boolean): Promise<void>;
  /**
   * Marks the page as holding unsaved changes (true) or not (false): while it does, closing its
   * tab or signing out asks the user first, and leaving the browser page warns.
   */
  setDirty(dirty: boolean): Promise<void>;
  /**
   * Keeps the page's route (default: its address now; a path on the page's own origin) in the
   * shell's address, so a reload or a shared link opens the page there again.
   */
  setRoute(path?: string): Promise<void>;
  /** Opens the shell's SKU picker (the user's SKUs): what the user chose, [] when they cancelled. */
  pickSkus(options?: PickOptions): Promise<Picked[]>;
  /** Opens the shell's store picker (the stores the user may work in). */
  pickStores(options?: PickOptions): Promise<Picked[]>;
  /** Opens the shell's employee picker (the employees the user may see). */
  pickEmployees(options?: PickOptions): Promise<Picked[]>;
  /** Stops listening; pending and later commands reject with NOT_CONNECTED. */
  disconnect(): void;
}
