import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from './connect';
import { ShellErrorCode } from './errors';
import { PROTOCOL_VERSION, WUJIE_BUS_PROP, WUJIE_CHANNEL_PROP, wujieBusEvent } from './protocol';
import type { BusEnvelope, PageMessage, ShellMessage } from './protocol';
import { SAMPLE_CONTEXT } from './simulated-shell';
import type { WujieBus } from './wujie-transport';

type Listener = (data: unknown) => void;
const CHANNEL = 'app-7f3a';

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

const PAGE_EVENT = wujieBusEvent('page', CHANNEL);
const SHELL_EVENT = wujieBusEvent('shell', CHANNEL);

/** A shell on the bus: answers getContext and version checks on the app's channel. */
function shellOn(bus: WujieBus) {
  const received: BusEnvelope<PageMessage>[] = [];
  bus.$on(PAGE_EVENT, (data) => {
    const envelope = data as BusEnvelope<PageMessage>;
    received.push(envelope);
    const { message } = envelope;
    const reply: ShellMessage =
      message.type === 'rcadmin:getContext'
        ? { type: 'rcadmin:context', v: PROTOCOL_VERSION, id: message.id, context: SAMPLE_CONTEXT }
        : { type: 'rcadmin:reply', v: PROTOCOL_VERSION, id: message.id, ok: true, result: 1 };
    bus.$emit(SHELL_EVENT, { channel: envelope.channel, message: reply });
  });
  return received;
}

function enterWujie(bus: WujieBus, props: Record<string, unknown> = { [WUJIE_CHANNEL_PROP]: CHANNEL }) {
  Object.assign(window, { __POWERED_BY_WUJIE__: true, $wujie: { bus, props } });
}

afterEach(() => {
  Reflect.deleteProperty(window, '__POWERED_BY_WUJIE__');
  Reflect.deleteProperty(window, '$wujie');
});

describe('connect inside a wujie sub-app', () => {
  it('talks over the bus on the events of its channel: rcadmin:page:<channel> out, rcadmin:shell:<channel> in', async () => {
    const { bus } = fakeBus();
    enterWujie(bus);
    const received = shellOn(bus);
    const host = await connect();
    expect(host.context).toEqual(SAMPLE_CONTEXT);
    await expect(host.version()).resolves.toBe(1);
    await host.openBatchImport({ id: 'goods' });
    expect(received.map(({ channel, message }) => [channel, message.type])).toEqual([
      [CHANNEL, 'rcadmin:getContext'],
      [CHANNEL, 'rcadmin:versionCheck'],
      [CHANNEL, 'rcadmin:openBatchImport'],
    ]);
  });

  it("takes pushes on its own channel and ignores other sub-apps' traffic", async () => {
    const { bus } = fakeBus();
    enterWujie(bus);
    shellOn(bus);
    const host = await connect({ timeout: 30 });
    const push = (channel: string, store: { code: string; name: string } | null, event = SHELL_EVENT) =>
      bus.$emit(event, {
        channel,
        message: {
          type: 'rcadmin:contextChanged',
          v: 1,
          id: `p-${channel}`,
          context: { ...SAMPLE_CONTEXT, store },
        },
      });
    push('another-app', { code: 'S9', name: 'Elsewhere' });
    push('another-app', { code: 'S9', name: 'Elsewhere' }, wujieBusEvent('shell', 'another-app'));
    push(CHANNEL, { code: 'S9', name: 'Elsewhere' }, 'rcadmin:shell');
    bus.$emit(SHELL_EVENT, {
      type: 'rcadmin:contextChanged',
      v: 1,
      id: 'bare',
      context: SAMPLE_CONTEXT,
    });
    expect(host.context).toEqual(SAMPLE_CONTEXT);
    push(CHANNEL, null);
    expect(host.context).toEqual({ ...SAMPLE_CONTEXT, store: null });
  });

  it('refuses to start in a sub-app the rcadmin shell did not start (no channel)', async () => {
    const { bus } = fakeBus();
    enterWujie(bus, {});
    await expect(connect({ timeout: 30 })).rejects.toMatchObject({ code: ShellErrorCode.NOT_EMBEDDED });
    expect(bus.$emit).not.toHaveBeenCalled();
  });

  it('times out when no shell listens on the bus', async () => {
    const { bus } = fakeBus();
    enterWujie(bus);
    await expect(connect({ timeout: 30 })).rejects.toMatchObject({ code: ShellErrorCode.TIMEOUT });
    expect(bus.$off).toHaveBeenCalledWith(SHELL_EVENT, expect.any(Function));
  });

  it('stops listening on disconnect', async () => {
    const { bus, listeners } = fakeBus();
    enterWujie(bus);
    shellOn(bus);
    const host = await connect();
    host.disconnect();
    expect(listeners.get(SHELL_EVENT)).toEqual([]);
    await expect(host.version()).rejects.toMatchObject({ code: ShellErrorCode.NOT_CONNECTED });
  });

  it("uses the bus of its own the shell gave it (rcadminBus) and sends nothing on wujie's shared bus", async () => {
    const shared = fakeBus();
    const own = fakeBus();
    const heardOnShared: unknown[] = [];
    // Another sub-app listening to everything on wujie's bus.
    shared.bus.$on(PAGE_EVENT, (data) => heardOnShared.push(data));
    enterWujie(shared.bus, { [WUJIE_CHANNEL_PROP]: CHANNEL, [WUJIE_BUS_PROP]: own.bus });
    const received = shellOn(own.bus);
    const host = await connect();
    await expect(host.version()).resolves.toBe(1);
    expect(received.map(({ message }) => message.type)).toEqual([
      'rcadmin:getContext',
      'rcadmin:versionCheck',
    ]);
    expect(heardOnShared).toEqual([]);
    expect(shared.bus.$emit).not.toHaveBeenCalled();
    expect(shared.bus.$on).toHaveBeenCalledTimes(1);
    host.disconnect();
    expect(own.listeners.get(SHELL_EVENT)).toEqual([]);
  });

  it("falls back to wujie's bus when the rcadminBus prop is not a bus", async () => {
    const { bus } = fakeBus();
    enterWujie(bus, { [WUJIE_CHANNEL_PROP]: CHANNEL, [WUJIE_BUS_PROP]: { $emit: 'no' } });
    shellOn(bus);
    const host = await connect();
    await expect(host.version()).resolves.toBe(1);
    host.disconnect();
  });
});
