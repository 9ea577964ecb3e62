import { ShellError, ShellErrorCode } from './errors';
import { WUJIE_BUS_PROP, WUJIE_CHANNEL_PROP, wujieBusEvent } from './protocol';
import type { BusEnvelope, PageMessage } from './protocol';
import type { Transport } from './transport';

/** The part of wujie's event bus (`window.$wujie.bus` in a sub-app) this transport uses. */
export interface WujieBus {
  $on(event: string, listener: (data: unknown) => void): unknown;
  $off(event: string, listener: (data: unknown) => void): unknown;
  $emit(event: string, data: unknown): unknown;
}

/** A sub-app's bus (its own from the shell, else wujie's) and the channel the shell gave it. */
export interface WujieLink {
  bus: WujieBus;
  channel: string;
}

interface WujieWindow {
  __POWERED_BY_WUJIE__?: boolean;
  $wujie?: { bus?: WujieBus; props?: Record<string, unknown> };
}

/**
 * The bus of the wujie sub-app this page runs in and its channel, or undefined outside wujie.
 * Throws NOT_EMBEDDED in a sub-app the rcadmin shell did not start (it gave it no channel).
 */
export function findWujieLink(): WujieLink | undefined {
  const wujie = window as WujieWindow;
  if (!wujie.__POWERED_BY_WUJIE__) return undefined;
  // The app's own bus from the shell when it gave one, else wujie's (shared) bus.
  const own = wujie.$wujie?.props?.[WUJIE_BUS_PROP];
  const bus = isBus(own) ? own : wujie.$wujie?.bus;
  if (!bus) return undefined;
  const channel = wujie.$wujie?.props?.[WUJIE_CHANNEL_PROP];
  if (typeof channel !== 'string' || channel === '') {
    throw new ShellError(
      ShellErrorCode.NOT_EMBEDDED,
      'This wujie sub-app was not started by the rcadmin shell',
    );
  }
  return { bus, channel };
}

const isBus = (value: unknown): value is WujieBus =>
  typeof value === 'object' &&
  value !== null &&
  ['$on', '$off', '$emit'].every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

/** Whether bus data is an envelope sent on `channel` (its message is checked by the connection). */
const isOnChannel = (data: unknown, channel: string): data is { message: unknown } =>
  typeof data === 'object' && data !== null && (data as { channel?: unknown }).channel === channel;

/**
 * Messages over the app's bus: the one the shell gave this app alone (`rcadminBus`), which no
 * other sub-app holds, or with an older shell wujie's bus. Either lives in the shell's own window
 * (a sub-app runs same-origin in wujie's sandbox), so there is no origin to check and no
 * handshake: the shell is connected as soon as the page listens. Both directions are events of
 * the page's own channel (`rcadmin:page:<channel>`, `rcadmin:shell:<channel>`), and each message
 * also names the channel in its envelope: the page takes only what names its own.
 */
export function createWujieTransport({ bus, channel }: WujieLink): Transport {
  let listener: ((data: unknown) => void) | undefined;
  return {
    start(events) {
      listener = (data) => {
        if (isOnChannel(data, channel)) events.received(data.message);
      };
      bus.$on(wujieBusEvent('shell', channel), listener);
      events.connected();
    },
    send(message) {
      bus.$emit(wujieBusEvent('page', channel), { channel, message } satisfies BusEnvelope<PageMessage>);
    },
    close() {
      if (listener) bus.$off(wujieBusEvent('shell', channel), listener);
    },
  };
}
