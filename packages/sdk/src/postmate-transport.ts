import { ShellError, ShellErrorCode } from './errors';
import { POSTMATE_RECEIVE_METHOD } from './protocol';
import type { Transport } from './transport';

/** The `type` tag of every postmate 1.x message; postmate's parent drops messages without it. */
const POSTMATE_TYPE = 'application/x-postmate-v1+json';

interface PostmateData {
  postmate?: unknown;
  type?: unknown;
  property?: unknown;
  data?: unknown;
}

/**
 * The child half of postmate's wire format, so the shell's postmate parent sees this page as a
 * `Postmate.Model`. It is written here rather than taken from postmate because the Model answers
 * the first handshake from any window and origin, lets the parent overwrite its model, and
 * handshakes once per page. This one answers only the parent window from an allowed origin,
 * ignores the parent's model, and answers every handshake, so a new one reconnects.
 */
export function createPostmateTransport(allowedOrigins: readonly string[]): Transport {
  const parent = window.parent;
  let shellOrigin: string | undefined;
  let listener: ((event: MessageEvent) => void) | undefined;

  return {
    start(events) {
      listener = (event) => {
        if (event.source !== parent || !allowedOrigins.includes(event.origin)) return;
        const data = event.data as PostmateData | null;
        if (typeof data !== 'object' || data === null || data.type !== POSTMATE_TYPE) return;
        if (data.postmate === 'handshake') {
          shellOrigin = event.origin;
          parent.postMessage({ postmate: 'handshake-reply', type: POSTMATE_TYPE }, shellOrigin);
          events.connected();
        } else if (
          data.postmate === 'call' &&
          event.origin === shellOrigin &&
          data.property === POSTMATE_RECEIVE_METHOD
        ) {
          events.received(data.data);
        }
      };
      window.addEventListener('message', listener);
    },
    send(message) {
      if (shellOrigin === undefined)
        throw new ShellError(ShellErrorCode.NOT_CONNECTED, 'No shell handshake yet');
      const value = { name: message.type, data: message };
      parent.postMessage({ postmate: 'emit', type: POSTMATE_TYPE, value }, shellOrigin);
    },
    close() {
      if (listener) window.removeEventListener('message', listener);
      shellOrigin = undefined;
    },
  };
}
