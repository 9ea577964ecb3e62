import type { BrowserReport } from './types';

/** What the browser-side recorder needs to know, passed in as its argument. */
export interface RecorderConfig {
  /** The binding it reports through (exposed on every frame of the context). */
  binding: string;
  /** postmate's wire marker: `type` of every postmate message. */
  postmateType: string;
  /** The page model method the shell calls with each of its messages. */
  receiveMethod: string;
  /** The bus event (or event prefix) of each direction. */
  busEvents: { page: string; shell: string };
  /** wujie's event name under which a listener hears every event of the bus. */
  busAllEvent: string;
  /** The window property the shell reads, once, for a tap on the apps' own buses. */
  busTap: string;
}

/**
 * Runs in every document of the context (an init script), before the page's own scripts, cross-
 * origin frames included, and reports through the binding:
 * - in the shell's window (the top one): its own load, and each `load` of its frames (with the
 *   frame's name), for load counts; postmate messages frames post to it, the `emit` of each
 *   page → shell message and the `handshake-reply` that connects a page, with the frame's name;
 *   the buses of the micro-apps: each app's own bus through the shell's tap (`busTap`, set here
 *   before the shell's code runs), and wujie's shared bus by joining the one map of events that
 *   every wujie bus of the window shares (`__WUJIE_INJECT.appEventObjMap`) as a listener of every
 *   event, so it hears each `$emit` of the shell and of every sub-app, whichever bus it is on;
 * - in a frame: the postmate `call`s of the receive method that the shell posts to it.
 * A plain function with no outside references: Playwright sends its source to the browser.
 */
export function installBridgeRecorder(config: RecorderConfig): void {
  type Loose = Record<string, unknown>;
  const scope = window as unknown as Loose;
  // A frame's first document of its own origin keeps the window of its initial about:blank, and
  // with it what was added there: once per window.
  const installed = '__rcadminBridgeRecorder';
  if (scope[installed]) return;
  Object.defineProperty(scope, installed, { value: true });

  const queue: BrowserReport[] = [];
  let tries = 0;
  const flush = () => {
    const send = scope[config.binding];
    if (typeof send !== 'function') {
      // The binding arrives with the document's first scripts; give it a moment, then give up.
      if (tries++ < 200) setTimeout(flush, 25);
      return;
    }
    while (queue.length > 0) {
      const result = (send as (report: BrowserReport) => unknown)(queue.shift()!);
      if (result instanceof Promise) result.catch(() => undefined);
    }
  };
  const report = (entry: BrowserReport) => {
    queue.push(entry);
    if (queue.length === 1) flush();
  };
  const plain = (value: unknown): Loose => {
    try {
      const copy = JSON.parse(JSON.stringify(value ?? null)) as unknown;
      return typeof copy === 'object' && copy !== null ? (copy as Loose) : { value: copy };
    } catch {
      return { unreadable: String(value) };
    }
  };
  const isPostmate = (data: unknown): data is Loose =>
    typeof data === 'object' && data !== null && (data as Loose).type === config.postmateType;

  const top = window === window.top;
  if (!top) {
    window.addEventListener(
      'message',
      (event) => {
        const data: unknown = event.data;
        if (event.source !== window.parent || !isPostmate(data)) return;
        if (data.postmate !== 'call' || data.property !== config.receiveMethod) return;
        report({
          kind: 'message',
          direction: 'toPage',
          transport: 'postmate',
          target: window.name,
          origin: location.origin,
          at: Date.now(),
          message: plain(data.data),
        });
      },
      true,
    );
    return;
  }

  // The shell's own document, and every document its frames load (the frames' `load` events, seen
  // from the shell: cross-origin pages and wujie's sandboxes alike).
  if (/^https?:$/.test(location.protocol)) {
    report({ kind: 'document', name: '', top: true, url: location.href, at: Date.now() });
  }
  document.addEventListener(
    'load',
    (event) => {
      const frame = event.target;
      if (!(frame instanceof HTMLIFrameElement)) return;
      report({ kind: 'document', name: frame.name, top: false, url: frame.src, at: Date.now() });
    },
    true,
  );

  const frameNameOf = (source: MessageEventSource | null) => {
    for (const frame of Array.from(document.getElementsByTagName('iframe'))) {
      if (frame.contentWindow === source) return frame.name;
    }
    return '';
  };
  window.addEventListener(
    'message',
    (event) => {
      const data: unknown = event.data;
      if (!isPostmate(data)) return;
      const at = Date.now();
      if (data.postmate === 'handshake-reply') {
        report({
          kind: 'connected',
          transport: 'postmate',
          target: frameNameOf(event.source),
          origin: event.origin,
          at,
        });
      } else if (data.postmate === 'emit') {
        const value = plain(data.value);
        report({
          kind: 'message',
          direction: 'toShell',
          transport: 'postmate',
          target: frameNameOf(event.source),
          origin: event.origin,
          at,
          message: plain(value.data),
        });
      }
    },
    true,
  );

  /** `rcadmin:page` or `rcadmin:page:<channel>` (and the same of `shell`): the direction and channel. */
  const busDirection = (event: string) => {
    for (const [side, direction] of [
      ['page', 'toShell'],
      ['shell', 'toPage'],
    ] as const) {
      const name = config.busEvents[side];
      if (event === name) return { direction, channel: undefined };
      if (event.startsWith(`${name}:`)) return { direction, channel: event.slice(name.length + 1) };
    }
    return null;
  };
  const onBusEvent = (event: unknown, envelope: unknown) => {
    if (typeof event !== 'string') return;
    const found = busDirection(event);
    if (!found) return;
    const body = plain(envelope);
    const channel = typeof body.channel === 'string' ? body.channel : (found.channel ?? '');
    // The shell names each app's channel `<app>:<random>`.
    const app = channel.includes(':') ? channel.slice(0, channel.lastIndexOf(':')) : channel;
    report({
      kind: 'message',
      direction: found.direction,
      transport: 'wujie',
      target: app,
      origin: location.origin,
      channel,
      event,
      at: Date.now(),
      message: plain(body.message),
    });
  };
  // Each micro-app's own bus (the shell's, given to that app alone): the shell calls this tap,
  // set before its code runs, with every event emitted on one.
  try {
    Object.defineProperty(scope, config.busTap, { value: onBusEvent, enumerable: false });
  } catch {
    // Already taken: the apps' own buses go unrecorded in this window.
  }
  // wujie's shared bus (what an older sdk or shell speaks on).
  const listenerId = '__rcadminBridgeRecorder';
  const joinBus = (inject: unknown) => {
    const events = (inject as { appEventObjMap?: unknown } | undefined)?.appEventObjMap;
    if (!(events instanceof Map) || events.has(listenerId)) return;
    events.set(listenerId, { [config.busAllEvent]: [onBusEvent] });
  };
  // wujie creates the map when its code first runs (with the first micro-app) and keeps it here.
  let inject: unknown = scope.__WUJIE_INJECT;
  joinBus(inject);
  try {
    Object.defineProperty(scope, '__WUJIE_INJECT', {
      configurable: true,
      enumerable: true,
      get: () => inject,
      set: (value: unknown) => {
        inject = value;
        joinBus(value);
      },
    });
  } catch {
    // Not redefinable here: wujie's bus goes unrecorded in this window.
  }
}
