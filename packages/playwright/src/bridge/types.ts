import type { PageMessage, PageMessageType, ShellMessage, ShellMessageType } from '@rcadmin/sdk/protocol';

/** `toShell`: the page sent it to the shell. `toPage`: the shell sent it to the page. */
export type BridgeDirection = 'toShell' | 'toPage';

/** How it travelled: postMessage between frames, or wujie's bus inside the shell's window. */
export type BridgeTransport = 'postmate' | 'wujie';

/**
 * A protocol message as it went over the wire: one of the sdk's, or anything else a page sent
 * (the recorder keeps what was sent, whether the shell took it or not).
 */
export type BridgeMessage = PageMessage | ShellMessage | { type?: unknown; [key: string]: unknown };

/** The type of a protocol message, with the protocol's own offered first. */
export type BridgeMessageType = PageMessageType | ShellMessageType | (string & {});

/** One message of the bridge. */
export interface BridgeEntry {
  /** Its place among everything the recorder saw (messages, connections, loads), from 1. */
  seq: number;
  direction: BridgeDirection;
  transport: BridgeTransport;
  /**
   * The page it is from or for: the frame's name, which is the id of its embedded entry (the
   * `id` of `/iframe/urlPath?...`), or the micro-app's name.
   */
  target: string;
  /** The page's origin (postmate); the shell's for a micro-app, which runs in the shell's window. */
  origin: string;
  /** The micro-app's bus channel (wujie only). */
  channel?: string;
  /** The bus event it was emitted as (wujie only), such as `rcadmin:page:<channel>`. */
  event?: string;
  /** When the browser saw it, in milliseconds since the epoch. */
  at: number;
  message: BridgeMessage;
}

/** A page's link to the shell coming up: its answer to the postmate handshake, or a micro-app's first message. */
export interface BridgeConnection {
  seq: number;
  transport: BridgeTransport;
  target: string;
  origin: string;
  channel?: string;
  at: number;
}

/** A document that started loading in a window of the page (the shell's, a frame's, a sandbox's). */
export interface DocumentLoad {
  seq: number;
  /** The window's name: a frame's `name`, a micro-app sandbox's app name, '' for the shell. */
  name: string;
  top: boolean;
  url: string;
  at: number;
}

/** What the browser side reports through the binding (the recorder adds `seq`). */
export type BrowserReport =
  | ({ kind: 'message' } & Omit<BridgeEntry, 'seq'>)
  | ({ kind: 'connected' } & Omit<BridgeConnection, 'seq'>)
  | ({ kind: 'document' } & Omit<DocumentLoad, 'seq'>);

/** Which entries to take: each given field must match. */
export interface BridgeFilter {
  direction?: BridgeDirection;
  transport?: BridgeTransport;
  target?: string;
  type?: string | RegExp;
  /** Only entries seen after this mark (see `mark()`). */
  after?: number;
}

/** The recorded messages, of the whole context or of one page (`bridge.for(...)`). */
export interface BridgeLog {
  /** The messages seen so far, oldest first. */
  entries(filter?: BridgeFilter): BridgeEntry[];
  /** What the page(s) sent to the shell. */
  sent(type?: string | RegExp): BridgeMessage[];
  /** What the shell sent to the page(s). */
  received(type?: string | RegExp): BridgeMessage[];
  /** Resolves with the first entry, already seen or to come, that matches; rejects after the timeout. */
  waitFor(
    filter: BridgeFilter | ((entry: BridgeEntry) => boolean),
    options?: { timeout?: number },
  ): Promise<BridgeEntry>;
  /** Resolves at the next entry (or after `ms`): for pollers such as the matchers. */
  changed(ms: number): Promise<void>;
  /** A mark of this moment, for `after` filters. */
  mark(): number;
  /** Who this log is about, for messages: 'every page' or the target's name. */
  readonly description: string;
}
