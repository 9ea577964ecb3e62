import {
  PROTOCOL_VERSION,
  ReplyErrorCode,
  SHELL_CAPABILITIES,
  WUJIE_BUS_TAP,
  isPageMessage,
  wujieBusEvent,
  type BusEnvelope,
  type ShellMessage,
} from '@rcadmin/sdk/protocol';
import { handleCloseRequest, isCloseRequest, stopAsking } from './before-close';
import { isAllowedOrigin } from './frame-allowlist';
import {
  handlePageMessage,
  handleSessionToken,
  handleUiRequest,
  isUiRequest,
  type BridgeActions,
  type PageSource,
  type PageTab,
} from './handle-message';
import {
  HANDSHAKE_INTERVAL_MS,
  HANDSHAKE_SLOW_INTERVAL_MS,
  HANDSHAKE_TRIES,
  callMessage,
  handshakeMessage,
  readPostmate,
} from './postmate-wire';
import { currentContext, watchContext } from './session-context';

/**
 * The shell's one `message` listener (STYLE.md 2) and its wujie bus twin. A message counts only
 * when it comes from a window the shell created (a frame it attached) at the origin that frame was
 * opened on, and that origin is on the allowlist; it is then checked against the protocol, carried
 * out, and answered with the request's id. Anything else is ignored and logged.
 */

interface Peer {
  origin: string;
  connected: boolean;
  send(message: ShellMessage): void;
  /** Tells the frame's host the page answered. */
  onConnected(): void;
  /** The frame's tab, where the UI the page asks for goes. */
  tab: PageTab;
}

/** A page with no tab the bridge knows of: its UI requests are refused. */
const NO_TAB: PageTab = {
  path: () => undefined,
  active: () => false,
  setDirty: () => undefined,
  askBeforeClose: () => () => undefined,
};

/** The windows of the frames the shell made, by their WindowProxy (stable across reloads). */
const peers = new Map<MessageEventSource, Peer>();

/** A bus of the micro-app host: wujie's EventBus (one event map for the whole window) or an app's own. */
export interface Bus {
  $on(event: string, listener: (data: unknown) => void): unknown;
  $off(event: string, listener: (data: unknown) => void): unknown;
  $emit(event: string, data: unknown): unknown;
}

/** The reply channels of the micro-apps the shell started, by the channel it gave each. */
const channels = new Map<string, (message: ShellMessage) => void>();

let actions: BridgeActions | null = null;
let lastPushId = 0;

const contextChanged = (context = currentContext()): ShellMessage => ({
  type: 'rcadmin:contextChanged',
  v: PROTOCOL_VERSION,
  id: `shell-${++lastPushId}`,
  context,
});

/** The requests this shell answers (the sdk's protocol of this release). */
const PAGE_MESSAGE_TYPES: ReadonlySet<string> = new Set<string>(SHELL_CAPABILITIES);
/** Longer ids are not echoed: no page needs them, and a reply must stay small. */
const MAX_ID_LENGTH = 200;

/**
 * The error reply to a message that is not a valid request of this protocol, or null when it
 * cannot be answered (no id to answer to): UNSUPPORTED for a version or `rcadmin:` type this
 * shell does not speak, INVALID for a request of a known type that fails validation.
 */
export function refusalOf(data: unknown): ShellMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { id, type, v } = data as { id?: unknown; type?: unknown; v?: unknown };
  if (typeof id !== 'string' || id === '' || id.length > MAX_ID_LENGTH) return null;
  const supported = v === PROTOCOL_VERSION && typeof type === 'string' && PAGE_MESSAGE_TYPES.has(type);
  const code = supported ? ReplyErrorCode.INVALID : ReplyErrorCode.UNSUPPORTED;
  const message = supported
    ? `${String(type)}: the message does not match the protocol`
    : `Unsupported message: version ${JSON.stringify(v)}, type ${JSON.stringify(type)} (this shell speaks version ${PROTOCOL_VERSION})`;
  return { type: 'rcadmin:reply', v: PROTOCOL_VERSION, id, ok: false, error: { code, message } };
}

function answer(
  data: unknown,
  reply: (message: ShellMessage) => void,
  from: string,
  source: PageSource,
  tab: PageTab,
): void {
  if (!isPageMessage(data)) {
    const refusal = refusalOf(data);
    console.warn('[rcadmin bridge] refused a message that is not of the protocol', from, data);
    if (refusal) reply(refusal);
    return;
  }
  if (!actions) {
    console.warn('[rcadmin bridge] ignored a message before the shell was ready', from, data.type);
    return;
  }
  if (data.type === 'rcadmin:sessionToken') {
    void handleSessionToken(data, source, actions).then(reply);
    return;
  }
  if (isUiRequest(data)) {
    void handleUiRequest(data, tab, actions).then(reply);
    return;
  }
  if (isCloseRequest(data)) {
    reply(handleCloseRequest(data, tab, reply));
    return;
  }
  reply(handlePageMessage(data, actions));
}

/** The micro-app a channel was made for: the channel is `<name>:<random hex>` (micro-host.ts). */
const microAppOfChannel = (channel: string): string => channel.slice(0, channel.lastIndexOf(':'));

function onMessage(event: MessageEvent): void {
  const wire = readPostmate(event.data);
  if (!wire) return;
  const peer = event.source ? peers.get(event.source) : undefined;
  if (!peer || event.origin !== peer.origin || !isAllowedOrigin(event.origin)) {
    console.warn('[rcadmin bridge] ignored a message from a window or origin it did not open', event.origin);
    return;
  }
  if (wire.kind === 'handshake-reply') {
    if (peer.connected) return;
    peer.connected = true;
    peer.onConnected();
    // Connected pages get the context at once, and again on every change (watchContext below).
    peer.send(contextChanged());
    return;
  }
  if (!peer.connected) {
    console.warn('[rcadmin bridge] ignored a message before the handshake', event.origin);
    return;
  }
  answer(wire.data, peer.send, event.origin, { kind: 'frame', origin: peer.origin }, peer.tab);
}

export interface FrameHandshake {
  /**
   * Resolves true when the page answers within the first HANDSHAKE_TRIES handshakes, false when
   * it has not by then (the frame shows its placeholder; the handshake goes on being offered).
   */
  readonly connected: Promise<boolean>;
  dispose(): void;
}

/**
 * Called on every load of a frame the shell made: registers its window for `origin` and offers
 * postmate's handshake there (never '*') until the page answers, for as long as that page is in
 * the frame: HANDSHAKE_TRIES times HANDSHAKE_INTERVAL_MS apart, then every
 * HANDSHAKE_SLOW_INTERVAL_MS, so a page that starts postmate late still connects.
 * `onLateConnect` is called when the page answers after `connected` resolved false.
 */
export function attachFrame(
  frameWindow: Window,
  origin: string,
  onLateConnect?: () => void,
  tab: PageTab = { ...NO_TAB, origin },
): FrameHandshake {
  let settled = false;
  let settle: (connected: boolean) => void = () => undefined;
  const connected = new Promise<boolean>((resolve) => {
    settle = (value) => {
      settled = true;
      resolve(value);
    };
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const peer: Peer = {
    origin,
    connected: false,
    send: (message) => frameWindow.postMessage(callMessage(message), origin),
    tab,
    onConnected: () => {
      clearTimeout(timer);
      if (settled) onLateConnect?.();
      else settle(true);
    },
  };
  peers.set(frameWindow, peer);
  let tries = 0;
  const offer = () => {
    if (peer.connected) return;
    tries += 1;
    if (tries > HANDSHAKE_TRIES && !settled) settle(false);
    frameWindow.postMessage(handshakeMessage(), origin);
    timer = setTimeout(offer, tries <= HANDSHAKE_TRIES ? HANDSHAKE_INTERVAL_MS : HANDSHAKE_SLOW_INTERVAL_MS);
  };
  offer();
  return {
    connected,
    dispose() {
      clearTimeout(timer);
      if (!settled) settle(peer.connected);
      if (peers.get(frameWindow) === peer) peers.delete(frameWindow);
      stopAsking(tab);
    },
  };
}

/**
 * What hears every event of the apps' own buses besides the app and the shell: a function the
 * page's tooling set as `window[WUJIE_BUS_TAP]` before the shell's code ran (the QA kit's
 * recorder, as an init script), read once here, so no micro-app can set one later.
 */
const busTap = (() => {
  const tap: unknown = Reflect.get(window, WUJIE_BUS_TAP);
  return typeof tap === 'function' ? (tap as (event: string, data: unknown) => void) : undefined;
})();

/**
 * A bus of one micro-app's own (wujie's EventBus methods): the shell gives it to that app alone
 * (the `rcadminBus` prop), so unlike wujie's bus, which every sub-app of the window shares down to
 * `$onAll`, no other app hears what travels on it or can speak on it.
 */
export function createAppBus(): Bus {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  return Object.freeze({
    $on(event: string, listener: (data: unknown) => void) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
    },
    $off(event: string, listener: (data: unknown) => void) {
      listeners.get(event)?.delete(listener);
    },
    $emit(event: string, data: unknown) {
      busTap?.(event, data);
      for (const listener of [...(listeners.get(event) ?? [])]) listener(data);
    },
  });
}

/**
 * Registers a micro-app the shell starts, on the channel and the bus (`own`, createAppBus) the
 * shell gives that app alone. There is no sender on a bus (and the sandbox is same-origin, so no
 * origin to check): each direction of the app's traffic is an event of its own channel
 * (`rcadmin:page:<channel>`, `rcadmin:shell:<channel>`), and a message whose envelope names another
 * channel is ignored. A page that speaks on wujie's shared bus instead (`shared`: an sdk older than
 * the app's own bus) is answered there, and gets its context pushes there too once it has spoken
 * there (such a page's traffic any sub-app can hear), until it speaks on its own bus: from then
 * on its channel on the shared bus is not answered. Returns the detach, called when the app is
 * destroyed.
 */
export function attachBus(own: Bus, channel: string, shared?: Bus, tab: PageTab = NO_TAB): () => void {
  const replyOn = (bus: Bus) => (message: ShellMessage) =>
    bus.$emit(wujieBusEvent('shell', channel), { channel, message } satisfies BusEnvelope<ShellMessage>);
  const replyOwn = replyOn(own);
  const replyShared = shared ? replyOn(shared) : undefined;
  let spokeOnOwn = false;
  let spokeOnShared = false;
  const listenerOn = (reply: (message: ShellMessage) => void, onShared: boolean) => (data: unknown) => {
    const envelope = (typeof data === 'object' && data !== null ? data : {}) as Partial<BusEnvelope<never>>;
    if (envelope.channel !== channel) {
      console.warn('[rcadmin bridge] ignored a bus message naming another channel', envelope.channel);
      return;
    }
    if (onShared && spokeOnOwn) {
      // The app speaks on its own bus: its channel on the shared one is someone else's voice.
      console.warn(
        '[rcadmin bridge] ignored a message on the shared bus for an app with a bus of its own',
        channel,
      );
      return;
    }
    if (onShared) spokeOnShared = true;
    else spokeOnOwn = true;
    answer(
      envelope.message,
      reply,
      `micro-app channel ${channel}`,
      { kind: 'microApp', name: microAppOfChannel(channel) },
      tab,
    );
  };
  const ownListener = listenerOn(replyOwn, false);
  const sharedListener = replyShared ? listenerOn(replyShared, true) : undefined;
  channels.set(channel, (message) => {
    replyOwn(message);
    if (spokeOnShared && !spokeOnOwn) replyShared?.(message);
  });
  own.$on(wujieBusEvent('page', channel), ownListener);
  if (shared && sharedListener) shared.$on(wujieBusEvent('page', channel), sharedListener);
  let attached = true;
  return () => {
    if (!attached) return;
    attached = false;
    channels.delete(channel);
    stopAsking(tab);
    own.$off(wujieBusEvent('page', channel), ownListener);
    if (shared && sharedListener) shared.$off(wujieBusEvent('page', channel), sharedListener);
  };
}

/** Starts the bridge with the shell's actions; returns the stop. */
export function startBridge(shellActions: BridgeActions): () => void {
  actions = shellActions;
  window.addEventListener('message', onMessage);
  const stopWatching = watchContext((context) => {
    for (const peer of peers.values()) if (peer.connected) peer.send(contextChanged(context));
    for (const reply of channels.values()) reply(contextChanged(context));
  });
  return () => {
    actions = null;
    window.removeEventListener('message', onMessage);
    stopWatching();
  };
}
