/**
 * Test support, never bundled: a parent window for happy-dom that speaks postmate's parent half
 * of the wire, so the sdk's tests can play the shell, or a hostile window, message by message.
 */
import { POSTMATE_RECEIVE_METHOD, PROTOCOL_VERSION } from './protocol';
import type { PageMessage, SessionContext, ShellMessage } from './protocol';

export const SHELL_ORIGIN = 'https://shell.example';
export const POSTMATE_TYPE = 'application/x-postmate-v1+json';

export const SAMPLE_CONTEXT: SessionContext = {
  tenant: { id: '100001', name: 'Demo Retail', platformNum: '100001' },
  user: { id: '1', name: 'admin' },
  store: { code: 'S001', name: 'Flagship' },
  language: 'en',
  theme: { colorPrimary: '#1677ff' },
};

export interface Posted {
  data: unknown;
  targetOrigin: string;
}

export interface SimulatedShell {
  /** What the page posted to its parent, in order. */
  posted: Posted[];
  /** The protocol messages the page emitted, unwrapped from postmate's emit. */
  emitted(): PageMessage[];
  /** Posts a message to the page as if from `source` (default: the parent) and `origin`. */
  deliver(data: unknown, from?: { origin?: string; source?: unknown }): void;
  handshake(from?: { origin?: string; source?: unknown }): void;
  /** Sends a shell message through postmate's `call` of the page's receive method. */
  send(message: ShellMessage, from?: { origin?: string; source?: unknown }): void;
  /** Answers every `rcadmin:getContext` the page emits from now on with `context`. */
  answerContext(context: SessionContext): void;
  restore(): void;
}

/** Installs a fake `window.parent` and returns its controls; call `restore()` after each test. */
export function simulateShell(): SimulatedShell {
  const posted: Posted[] = [];
  let context: SessionContext | undefined;

  const parent = {
    postMessage(data: unknown, targetOrigin: string) {
      posted.push({ data, targetOrigin });
      const message = (data as { value?: { data?: PageMessage } }).value?.data;
      if (context && message?.type === 'rcadmin:getContext') {
        const reply: ShellMessage = { type: 'rcadmin:context', v: PROTOCOL_VERSION, id: message.id, context };
        queueMicrotask(() => shell.send(reply, { origin: targetOrigin }));
      }
    },
  };
  const original = Object.getOwnPropertyDescriptor(window, 'parent');
  Object.defineProperty(window, 'parent', { value: parent, configurable: true });

  const shell: SimulatedShell = {
    posted,
    emitted: () =>
      posted
        .map(({ data }) => data as { postmate?: string; value?: { data: PageMessage } })
        .filter((data) => data.postmate === 'emit')
        .map((data) => data.value?.data as PageMessage),
    deliver(data, { origin = SHELL_ORIGIN, source = parent } = {}) {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
    },
    handshake(from) {
      shell.deliver({ postmate: 'handshake', type: POSTMATE_TYPE, model: {} }, from);
    },
    send(message, from) {
      shell.deliver(
        { postmate: 'call', type: POSTMATE_TYPE, property: POSTMATE_RECEIVE_METHOD, data: message },
        from,
      );
    },
    answerContext(next) {
      context = next;
    },
    restore() {
      if (original) Object.defineProperty(window, 'parent', original);
    },
  };
  return shell;
}
