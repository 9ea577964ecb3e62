import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from './connect';
import { ShellErrorCode } from './errors';
import { PROTOCOL_VERSION, WUJIE_BUS_EVENTS } from './protocol';
import type { PageMessage, ShellMessage } from './protocol';
import { SAMPLE_CONTEXT } from './simulated-shell';
import type { WujieBus } from './wujie-transport';

type Listener = (data: unknown) => void;

/** wujie's EventBus semantics: one event map shared by the shell and every sub-app. */
function fakeBus() {
  const listeners = new Map<string, Listener[]>();
  const bus: WujieBus = {
    $on: vi.fn((event: string, listener: Listener) => {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    }),
    $off: vi.fn((event: string, listener: Listener) => {
      listeners.set(
        event,
        (listeners.get(event) ?? []).filter((l) => l !== listener),
      );
    }),
    $emit: vi.fn((event: string, data: unknown) => {
      for (const listener of listeners.get(event) ?? []) listener(data);
    }),
  };
  return { bus, listeners };
}

/** A shell on the bus: answers getContext and version checks, records everything else. */
function shellOn(bus: WujieBus) {
  const received: PageMessage[] = [];
  bus.$on(WUJIE_BUS_EVENTS.page, (data) => {
    const message = data as PageMessage;
    received.push(message);
    const reply: ShellMessage =
      message.type === 'rcadmin:getContext'
        ? { type: 'rcadmin:context', v: PROTOCOL_VERSION, id: message.id, context: SAMPLE_CONTEXT }
        : { type: 'rcadmin:reply', v: PROTOCOL_VERSION, id: message.id, ok: true, result: 1 };
    bus.$emit(WUJIE_BUS_EVENTS.shell, reply);
  });
  return received;
}

function enterWujie(bus: WujieBus) {
  Object.assign(window, { __POWERED_BY_WUJIE__: true, $wujie: { bus } });
}

afterEach(() => {
  Reflect.deleteProperty(window, '__POWERED_BY_WUJIE__');
  Reflect.deleteProperty(window, '$wujie');
});

describe('connect inside a wujie sub-app', () => {
  it('talks over the bus: rcadmin:page out, rcadmin:shell in', async () => {
    const { bus } = fakeBus();
    enterWujie(bus);
    const received = shellOn(bus);
    const host = await connect();
    expect(host.context).toEqual(SAMPLE_CONTEXT);
    await expect(host.version()).resolves.toBe(1);
    await host.openBatchImport({ id: 'goods' });
    expect(received.map((message) => message.type)).toEqual([
      'rcadmin:getContext',
      'rcadmin:versionCheck',
      'rcadmin:openBatchImport',
    ]);
  });

  it('ignores replies to requests of other sub-apps and takes context pushes sent to all', async () => {
    const { bus } = fakeBus();
    enterWujie(bus);
    shellOn(bus);
    const host = await connect({ timeout: 30 });
    const other = { ...SAMPLE_CONTEXT, store: null };
    bus.$emit(WUJIE_BUS_EVENTS.shell, { type: 'rcadmin:reply', v: 1, id: 'other-1', ok: true, result: 1 });
    bus.$emit(WUJIE_BUS_EVENTS.shell, { type: 'rcadmin:contextChanged', v: 1, id: 'p-1', context: other });
    expect(host.context).toEqual(other);
  });

  it('times out when no shell listens on the bus', async () => {
    const { bus } = fakeBus();
    enterWujie(bus);
    await expect(connect({ timeout: 30 })).rejects.toMatchObject({ code: ShellErrorCode.TIMEOUT });
    expect(bus.$off).toHaveBeenCalledWith(WUJIE_BUS_EVENTS.shell, expect.any(Function));
  });

  it('stops listening on disconnect', async () => {
    const { bus, listeners } = fakeBus();
    enterWujie(bus);
    shellOn(bus);
    const host = await connect();
    host.disconnect();
    expect(listeners.get(WUJIE_BUS_EVENTS.shell)).toEqual([]);
    await expect(host.version()).rejects.toMatchObject({ code: ShellErrorCode.NOT_CONNECTED });
  });
});
