/**
 * The embedding protocol between the rcadmin shell and an embedded page: a discriminated
 * union on `type`, namespaced under `rcadmin:` and versioned by `v`. Every message carries an
 * `id`: a page request's reply (`rcadmin:reply`, or `rcadmin:context` for `rcadmin:getContext`)
 * carries the id of the request; a push from the shell (`rcadmin:contextChanged`) has its own.
 */
export const PROTOCOL_VERSION = 1;
export const NAMESPACE = 'rcadmin:';

/**
 * The version the shell answers to a version check (spec §4, MSG-04: 1, whatever requests were
 * added since). A shell that does not know a request (such as `rcadmin:sessionToken`, newer than
 * some shells) replies UNSUPPORTED to it; `rcadmin:capabilities` lists those it answers.
 */
export const SHELL_VERSION = 1;

/** Who is signed in to the shell, where, and how it looks: pushed to every connected page. */
export interface SessionContext {
  tenant: { id: string; name: string; platformNum: string };
  user: { id: string; name: string };
  store: { code: string; name: string } | null;
  language: 'zh' | 'en' | 'es';
  theme: { colorPrimary: string };
}

/** Which batch-import screen to open, and on which of its tabs. */
export interface BatchImportTarget {
  id?: string;
  tab?: string;
}

/** An embedded-page entry (spec §3, TAB-11): the shell opens `src` in a frame tab named `name`. */
export interface EmbeddedPageEntry {
  id: string;
  parentId: string;
  name: string;
  src: string;
}

/** A route of the shell to open in a tab, as the shell's open-tab view names its parts. */
export interface RouteTarget {
  path: string;
  query?: Record<string, string>;
  params?: Record<string, string>;
  title?: string;
}

interface Envelope<T extends string> {
  type: `rcadmin:${T}`;
  v: typeof PROTOCOL_VERSION;
  id: string;
}

export type OpenBatchImport = Envelope<'openBatchImport'> & { payload: BatchImportTarget };
export type OpenFrameTab = Envelope<'openFrameTab'> & { payload: EmbeddedPageEntry };
export type OpenRoute = Envelope<'openRoute'> & { payload: RouteTarget };
export type VersionCheck = Envelope<'versionCheck'>;
export type GetContext = Envelope<'getContext'>;
/**
 * Asks for a session token of the registered app the page is (a shell that does not know it answers UNSUPPORTED): a JWT (HS256,
 * at most 60 s) the page's own server verifies with the app's key (`@rcadmin/sdk/server`).
 */
export type SessionTokenRequest = Envelope<'sessionToken'>;

/** How a toast looks: the shell's own four kinds. */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';
/**
 * Shows a toast of the shell's (plain text, at most `MAX_TOAST_LENGTH` characters; a page gets at
 * most `TOAST_LIMIT` within `TOAST_WINDOW_MS`, the rest are refused with RATE_LIMITED).
 */
export type ToastRequest = Envelope<'toast'> & { payload: { message: string; kind?: ToastKind } };
/** Asks the user in the shell's own dialog (plain text); answered true for OK, false for Cancel. */
export type ConfirmRequest = Envelope<'confirm'> & { payload: { title: string; content?: string } };
/** Names the page's own tab (at most `MAX_TITLE_LENGTH` characters, shown as written). */
export type SetTitleRequest = Envelope<'setTitle'> & { payload: { title: string } };
/** Shows, or stops showing, that the page's tab is busy. */
export type SetLoadingRequest = Envelope<'setLoading'> & { payload: { loading: boolean } };
/** Asks which requests the shell answers: the reply's result lists their types. */
export type CapabilitiesRequest = Envelope<'capabilities'>;
/** Marks the page as holding unsaved changes: closing its tab or signing out asks first. */
export type SetDirtyRequest = Envelope<'setDirty'> & { payload: { dirty: boolean } };
/**
 * The page's own route (path, query and hash on the page's origin), kept in the shell's address
 * (the frame route's hash), so a reload or a shared link opens the page there again.
 */
export type SetRouteRequest = Envelope<'setRoute'> & { payload: { path: string } };
/**
 * Says whether the page listens to `beforeClose` (true) or no longer does (false): only a page that
 * listens is asked before its tab closes, so a page that does not never delays a close.
 */
export type ListenBeforeCloseRequest = Envelope<'listenBeforeClose'> & { payload: { listen: boolean } };
/**
 * The page's answer to the shell's `rcadmin:beforeClose` of that `id`: `keepOpen` true vetoes the
 * close (the shell then asks the user, as for unsaved changes).
 */
export type AnswerBeforeCloseRequest = Envelope<'answerBeforeClose'> & {
  payload: { id: string; keepOpen: boolean };
};
/** What a picker picks: the shell's SKUs, stores or employees. */
export type PickResource = 'sku' | 'store' | 'employee';
/**
 * Opens the shell's own picker, showing only what the signed-in user may see (their stores, the
 * current store's data); answered with what the user chose, `[]` when they cancelled.
 */
export type PickRequest = Envelope<'pick'> & { payload: { resource: PickResource; multiple?: boolean } };
/** One picked record: its id and its name as the shell shows it. */
export interface Picked {
  id: string;
  name: string;
}

/** The answer to `rcadmin:sessionToken`: the token and its expiry (seconds since 1970). */
export interface SessionTokenResult {
  token: string;
  expiresAt: number;
}

/** Page → shell: requests, each answered by a reply with the same id. */
export type PageMessage =
  | OpenBatchImport
  | OpenFrameTab
  | OpenRoute
  | VersionCheck
  | GetContext
  | SessionTokenRequest
  | CapabilitiesRequest
  | ToastRequest
  | ConfirmRequest
  | SetTitleRequest
  | SetLoadingRequest
  | SetDirtyRequest
  | SetRouteRequest
  | PickRequest
  | ListenBeforeCloseRequest
  | AnswerBeforeCloseRequest;
export type PageMessageType = PageMessage['type'];

/** What the `result` of an ok reply holds, per request type. */
export interface ReplyResults {
  'rcadmin:openBatchImport': null;
  'rcadmin:openFrameTab': null;
  'rcadmin:openRoute': null;
  'rcadmin:versionCheck': number;
  'rcadmin:sessionToken': SessionTokenResult;
  'rcadmin:capabilities': PageMessageType[];
  'rcadmin:toast': null;
  'rcadmin:confirm': boolean;
  'rcadmin:setTitle': null;
  'rcadmin:setLoading': null;
  'rcadmin:setDirty': null;
  'rcadmin:setRoute': null;
  'rcadmin:pick': Picked[];
  'rcadmin:listenBeforeClose': null;
  'rcadmin:answerBeforeClose': null;
}

/**
 * The requests every shell answers: what a shell that replies UNSUPPORTED to
 * `rcadmin:capabilities` (one older than it) is known to answer.
 */
export const BASE_CAPABILITIES: readonly PageMessageType[] = [
  'rcadmin:openBatchImport',
  'rcadmin:openFrameTab',
  'rcadmin:openRoute',
  'rcadmin:versionCheck',
  'rcadmin:getContext',
];

/** The requests this sdk's protocol has: what a shell of this release answers. */
export const SHELL_CAPABILITIES: readonly PageMessageType[] = [
  ...BASE_CAPABILITIES,
  'rcadmin:sessionToken',
  'rcadmin:capabilities',
  'rcadmin:toast',
  'rcadmin:confirm',
  'rcadmin:setTitle',
  'rcadmin:setLoading',
  'rcadmin:setDirty',
  'rcadmin:setRoute',
  'rcadmin:pick',
  'rcadmin:listenBeforeClose',
  'rcadmin:answerBeforeClose',
];

/** The longest toast text the shell shows, in characters. */
export const MAX_TOAST_LENGTH = 200;
/** The longest confirm title, and confirm content, in characters. */
export const MAX_CONFIRM_TITLE_LENGTH = 100;
export const MAX_CONFIRM_CONTENT_LENGTH = 1000;
/** The longest tab title a page may set, in characters. */
export const MAX_TITLE_LENGTH = 60;
/** The longest route a page may keep in the shell's address, in characters. */
export const MAX_ROUTE_LENGTH = 1000;
/** How long the shell waits for a page's answer to `rcadmin:beforeClose`: no answer by then closes. */
export const BEFORE_CLOSE_TIMEOUT_MS = 1000;
/** A page may show at most TOAST_LIMIT toasts within TOAST_WINDOW_MS. */
export const TOAST_LIMIT = 3;
export const TOAST_WINDOW_MS = 10_000;

/** Codes the shell puts in an error reply; pages must also accept codes not listed here. */
export const ReplyErrorCode = {
  /** The message failed validation. */
  INVALID: 'INVALID',
  /** The message's `v` or `type` is not one this shell speaks. */
  UNSUPPORTED: 'UNSUPPORTED',
  /** The page may not do this (for example, a route outside the signed-in user's menu). */
  FORBIDDEN: 'FORBIDDEN',
  /** What the request names does not exist (for example, a path that is no page of the shell). */
  NOT_FOUND: 'NOT_FOUND',
  /** The shell accepted the request but could not carry it out. */
  FAILED: 'FAILED',
  /** Too many requests of this kind from the page just now (toasts): try again later. */
  RATE_LIMITED: 'RATE_LIMITED',
} as const;
export type ReplyErrorCode = (typeof ReplyErrorCode)[keyof typeof ReplyErrorCode];

export type ReplyOk = Envelope<'reply'> & { ok: true; result: unknown };
export type ReplyError = Envelope<'reply'> & { ok: false; error: { code: string; message: string } };
export type Reply = ReplyOk | ReplyError;
/** The answer to `rcadmin:getContext`. */
export type ContextMessage = Envelope<'context'> & { context: SessionContext };
/** Pushed by the shell whenever the session context changes. */
export type ContextChanged = Envelope<'contextChanged'> & { context: SessionContext };

/**
 * Asked of a page that listens (`rcadmin:listenBeforeClose`) before its tab closes, with an id of
 * the shell's own: the page answers with `rcadmin:answerBeforeClose` naming that id.
 */
export type BeforeClose = Envelope<'beforeClose'>;

/** Shell → page. */
export type ShellMessage = Reply | ContextMessage | ContextChanged | BeforeClose;
export type ShellMessageType = ShellMessage['type'];

/**
 * How the messages travel. In a cross-origin iframe: postmate's wire format; a page → shell
 * message is a postmate `emit` named with the message's `type`, and a shell → page message is a
 * postmate `call` of this model method. Inside a wujie sub-app: events of `$wujie.bus` (below).
 */
export const POSTMATE_RECEIVE_METHOD = 'rcadminReceive';
/** The prefixes of the two bus events of a micro-app's channel (see `wujieBusEvent`). */
export const WUJIE_BUS_EVENTS = { page: 'rcadmin:page', shell: 'rcadmin:shell' } as const;

/**
 * wujie's bus is one for the whole window: an event emitted on it reaches every sub-app that
 * listens to that name. So the shell gives every micro-app it starts a channel of its own, in this
 * wujie prop (`window.$wujie.props.rcadminChannel`), and each direction of that app's traffic is
 * an event named after its channel: an app hears only its own replies and context, and the shell
 * answers only the channels of the apps it started.
 */
export const WUJIE_CHANNEL_PROP = 'rcadminChannel';

/**
 * wujie's own bus cannot keep a secret: every bus of the window shares one map of events, so an
 * app listening with `$onAll` hears every other app's traffic, context included, and learns the
 * channels it could then speak on. So the shell also gives every micro-app it starts a bus of its
 * own, in this wujie prop (`window.$wujie.props.rcadminBus`: `$on`, `$off`, `$emit`, the events and
 * envelopes as on wujie's bus), which only that app and the shell hold. The sdk uses it when it is
 * there; a page that uses wujie's bus instead (an older sdk) is still answered there.
 */
export const WUJIE_BUS_PROP = 'rcadminBus';

/**
 * For QA tooling only: a function set on the shell's window under this name before the shell's
 * code runs (a Playwright init script, as `@rcadmin/playwright`'s recorder does) hears every
 * `(event, envelope)` emitted on the apps' own buses. The shell reads it once, when its micro-app
 * host loads: a micro-app cannot set one later.
 */
export const WUJIE_BUS_TAP = '__RCADMIN_BUS_TAP__';

/** The bus event of one direction of a channel: `rcadmin:page:<channel>` or `rcadmin:shell:<channel>`. */
export const wujieBusEvent = (direction: keyof typeof WUJIE_BUS_EVENTS, channel: string): string =>
  `${WUJIE_BUS_EVENTS[direction]}:${channel}`;

/** A protocol message on wujie's bus, with the channel of the micro-app it is from or for. */
export interface BusEnvelope<M extends PageMessage | ShellMessage> {
  channel: string;
  message: M;
}
