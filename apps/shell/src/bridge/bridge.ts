import {
  PROTOCOL_VERSION,
  WUJIE_BUS_EVENTS,
  isPageMessage,
  type BusEnvelope,
  type ShellMessage,
} from '@rcadmin/sdk/protocol';
import { isAllowedOrigin } from './frame-allowlist';
import { handlePageMessage, type BridgeActions } from './handle-message';
import {
  HANDSHAKE_INTERVAL_MS,
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
/** The buses listened to, with how many channels use each. */
const buses = new Map<Bus, number>();

let actions: BridgeActions | null = null;
let lastPushId = 0;

const contextChanged = (context = currentContext()): ShellMessage => ({
  type: 'rcadmin:contextChanged',
  v: PROTOCOL_VERSION,
  id: `shell-${++lastPushId}`,
  context,
});

function answer(data: unknown, reply: (message: ShellMessage) => void, from: string): void {
  if (!isPageMessage(data)) {
    console.warn('[rcadmin bridge] ignored a message that is not of the protocol', from, data);
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
  /** Resolves true once the page answered the handshake, false when it never did. */
  readonly connected: Promise<boolean>;
  dispose(): void;
}

/**
 * Called on every load of a frame the shell made: registers its window for `origin` and sends
 * postmate's handshake there (never '*'), repeating until the page answers or the tries run out.
 */
export function attachFrame(frameWindow: Window, origin: string): FrameHandshake {
  let settle: (connected: boolean) => void = () => undefined;
  const connected = new Promise<boolean>((resolve) => (settle = resolve));
  const peer: Peer = {
    origin,
    connected: false,
    send: (message) => frameWindow.postMessage(callMessage(message), origin),
    onConnected: () => settle(true),
  };
  peers.set(frameWindow, peer);
  let tries = 0;
  const post = () => {
    tries += 1;
    frameWindow.postMessage(handshakeMessage(), origin);
  };
  post();
  const timer = setInterval(() => {
    if (peer.connected || tries >= HANDSHAKE_TRIES) {
      clearInterval(timer);
      settle(peer.connected);
    } else post();
  }, HANDSHAKE_INTERVAL_MS);
  return {
    connected,
    dispose() {
      clearInterval(timer);
      settle(peer.connected);
      if (peers.get(frameWindow) === peer) peers.delete(frameWindow);
    },
  };
}

/** A message on the bus: answered when it names a channel the shell gave out, else ignored. */
function onBusMessage(data: unknown): void {
  const { channel, message } = (typeof data === 'object' && data !== null ? data : {}) as Partial<
    BusEnvelope<never>
  >;
  const reply = typeof channel === 'string' ? channels.get(channel) : undefined;
  if (!reply) {
    console.warn('[rcadmin bridge] ignored a bus message from an app the shell did not start', channel);
    return;
  }
  answer(message, reply, `micro-app channel ${channel}`);
}

/**
 * Registers a micro-app the shell starts: its bus messages count only when they name `channel`,
 * which the shell gives that app alone (wujie's bus is shared by every sub-app and carries no
 * sender, and the sandbox is same-origin, so there is no origin to check). Replies and context
 * pushes go out on the same channel. Returns the detach, called when the app is destroyed.
 */
export function attachBus(bus: Bus, channel: string): () => void {
  channels.set(channel, (message) =>
    bus.$emit(WUJIE_BUS_EVENTS.shell, { channel, message } satisfies BusEnvelope<ShellMessage>),
  );
  const users = buses.get(bus) ?? 0;
  if (users === 0) bus.$on(WUJIE_BUS_EVENTS.page, onBusMessage);
  buses.set(bus, users + 1);
  let attached = true;
  return () => {
    if (!attached) return;
    attached = false;
    channels.delete(channel);
    const left = (buses.get(bus) ?? 1) - 1;
    if (left > 0) buses.set(bus, left);
    else {
      buses.delete(bus);
      bus.$off(WUJIE_BUS_EVENTS.page, onBusMessage);
    }
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
