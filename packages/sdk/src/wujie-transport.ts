import { WUJIE_BUS_EVENTS } from './protocol';
import type { Transport } from './transport';

/** The part of wujie's event bus (`window.$wujie.bus` in a sub-app) this transport uses. */
export interface WujieBus {
  $on(event: string, listener: (data: unknown) => void): unknown;
  $off(event: string, listener: (data: unknown) => void): unknown;
  $emit(event: string, data: unknown): unknown;
}

interface WujieWindow {
  __POWERED_BY_WUJIE__?: boolean;
  $wujie?: { bus?: WujieBus };
}

/** The bus of the wujie sub-app this page runs in, if it runs in one. */
export function findWujieBus(): WujieBus | undefined {
  const wujie = window as WujieWindow;
  return wujie.__POWERED_BY_WUJIE__ ? wujie.$wujie?.bus : undefined;
}

/**
 * Messages over wujie's bus. The bus lives in the shell's own window (a sub-app runs same-origin
 * in wujie's sandbox), so there is no origin to check and no handshake: the shell is connected as
 * soon as the page listens. The bus is shared by every sub-app, so replies are told apart by id.
 */
export function createWujieTransport(bus: WujieBus): Transport {
  let listener: ((data: unknown) => void) | undefined;
  return {
    start(events) {
      listener = (data) => events.received(data);
      bus.$on(WUJIE_BUS_EVENTS.shell, listener);
      events.connected();
    },
    send(message) {
      bus.$emit(WUJIE_BUS_EVENTS.page, message);
    },
    close() {
      if (listener) bus.$off(WUJIE_BUS_EVENTS.shell, listener);
    },
  };
}
