import { POSTMATE_RECEIVE_METHOD, type ShellMessage } from '@rcadmin/sdk/protocol';

/**
 * The parent half of postmate 1.x's wire format, which the sdk and a plain `Postmate.Model` both
 * speak: the shell handshakes, pages reply and emit, the shell calls the page's receive method.
 */
export const POSTMATE_TYPE = 'application/x-postmate-v1+json';
/**
 * The shell offers the handshake this often, this far apart (as postmate's own parent does before
 * it gives up), and then, unlike postmate, goes on offering it at the slower pace for as long as
 * the page is in its frame: a page may start postmate whenever it likes.
 */
export const HANDSHAKE_TRIES = 5;
export const HANDSHAKE_INTERVAL_MS = 500;
export const HANDSHAKE_SLOW_INTERVAL_MS = 1000;

export const handshakeMessage = () => ({ postmate: 'handshake', type: POSTMATE_TYPE, model: {} });

export const callMessage = (data: ShellMessage) => ({
  postmate: 'call',
  type: POSTMATE_TYPE,
  property: POSTMATE_RECEIVE_METHOD,
  data,
});

export type PostmateIncoming = { kind: 'handshake-reply' } | { kind: 'emit'; name: unknown; data: unknown };

/** A page's postmate message, or null for anything else on the window (not ours to read). */
export function readPostmate(data: unknown): PostmateIncoming | null {
  if (typeof data !== 'object' || data === null) return null;
  const wire = data as { postmate?: unknown; type?: unknown; value?: unknown };
  if (wire.type !== POSTMATE_TYPE) return null;
  if (wire.postmate === 'handshake-reply') return { kind: 'handshake-reply' };
  if (wire.postmate !== 'emit' || typeof wire.value !== 'object' || wire.value === null) return null;
  const { name, data: payload } = wire.value as { name?: unknown; data?: unknown };
  return { kind: 'emit', name, data: payload };
}
