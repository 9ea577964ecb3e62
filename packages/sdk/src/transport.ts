import type { PageMessage } from './protocol';

/** What a transport tells the connection about the shell. */
export interface TransportEvents {
  /** A shell (re)connected: after every accepted handshake, or at once where there is none. */
  connected(): void;
  /** Data the shell sent, not yet checked against the protocol. */
  received(data: unknown): void;
}

/** One way of carrying protocol messages between a page and the shell. */
export interface Transport {
  start(events: TransportEvents): void;
  /** Sends to the connected shell; throws NOT_CONNECTED before a shell connected. */
  send(message: PageMessage): void;
  close(): void;
}
