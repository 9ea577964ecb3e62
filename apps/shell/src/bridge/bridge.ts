import {
  PROTOCOL_VERSION,
  ReplyErrorCode,
  isPageMessage,
  wujieBusEvent,
  type BusEnvelope,
  type PageMessageType,
  type ShellMessage,
} from '@rcadmin/sdk/protocol';
import { isAllowedOrigin } from './frame-allowlist';
import { handlePageMessage, type BridgeActions } from './handle-message';
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
}

/** The windows of the frames the shell made, by their WindowProxy (stable across reloads). */
const peers = new Map<MessageEventSource, Peer>();

/** The wujie bus of the micro-app host (wujie's EventBus: one event map for the whole window). */
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

const PAGE_MESSAGE_TYPES: ReadonlySet<string> = new Set<PageMessageType>([
  'rcadmin:openBatchImport',
  'rcadmin:openFrameTab',
  'rcadmin:openRoute',
  'rcadmin:versionCheck',
  'rcadmin:getContext',
]);
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

function answer(data: unknown, reply: (message: ShellMessage) => void, from: string): void {
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
  reply(handlePageMessage(data, actions));
}

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
  answer(wire.data, peer.send, event.origin);
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
export function attachFrame(frameWindow: Window, origin: string, onLateConnect?: () => void): FrameHandshake {
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
    },
  };
}

/**
 * Registers a micro-app the shell starts, on the channel the shell gives that app alone. wujie's
 * bus is one for the whole window and carries no sender (and the sandbox is same-origin, so there
 * is no origin to check): each direction of the app's traffic is an event of its own channel
 * (`rcadmin:page:<channel>`, `rcadmin:shell:<channel>`), so no other sub-app hears its replies or
 * context, and the shell hears only the channels it gave out. A message whose envelope names
 * another channel is ignored. Returns the detach, called when the app is destroyed.
 */
export function attachBus(bus: Bus, channel: string): () => void {
  const reply = (message: ShellMessage) =>
    bus.$emit(wujieBusEvent('shell', channel), { channel, message } satisfies BusEnvelope<ShellMessage>);
  const listener = (data: unknown) => {
    const envelope = (typeof data === 'object' && data !== null ? data : {}) as Partial<BusEnvelope<never>>;
    if (envelope.channel !== channel) {
      console.warn('[rcadmin bridge] ignored a bus message naming another channel', envelope.channel);
      return;
    }
    answer(envelope.message, reply, `micro-app channel ${channel}`);
  };
  channels.set(channel, reply);
  bus.$on(wujieBusEvent('page', channel), listener);
  let attached = true;
  return () => {
    if (!attached) return;
    attached = false;
    channels.delete(channel);
    bus.$off(wujieBusEvent('page', channel), listener);
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
