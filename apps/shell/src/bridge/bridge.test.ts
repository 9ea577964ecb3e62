import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { wujieBusEvent } from '@rcadmin/sdk/protocol';
import { attachBus, attachFrame, createAppBus, startBridge, type Bus } from './bridge';
import { setFrameOrigins } from './frame-allowlist';
import { BridgeRefusal, type BridgeActions } from './handle-message';
import { POSTMATE_TYPE } from './postmate-wire';

const VENDOR = 'http://vendor.example';

/** A stand-in frame window: records what the shell posts to it. */
function fakeFrame() {
  const posted: { data: unknown; origin: string }[] = [];
  const frameWindow = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) };
  return { frameWindow: frameWindow as unknown as Window, posted };
}

function deliver(data: unknown, source: unknown, origin = VENDOR) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

/** wujie's EventBus as the shell and its sub-apps share it: every emit reaches every listener. */
function sharedBus() {
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const emitted: { event: string; data: unknown }[] = [];
  const bus: Bus = {
    $on: (event, listener) => listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    $off: (event, listener) => listeners.get(event)?.delete(listener),
    $emit(event, data) {
      emitted.push({ event, data });
      for (const listener of listeners.get(event) ?? []) listener(data);
    },
  };
  const listening = (event: string) => listeners.get(event)?.size ?? 0;
  return { bus, emitted, listening };
}

const emit = (data: unknown) => ({ postmate: 'emit', type: POSTMATE_TYPE, value: { name: 'x', data } });
const versionCheck = { type: 'rcadmin:versionCheck', v: 1, id: 'q-1' };

let stop: () => void;
let actions: BridgeActions;
beforeEach(() => {
  vi.useFakeTimers();
  setFrameOrigins(VENDOR);
  actions = {
    openBatchImport: vi.fn(),
    openFrameTab: vi.fn(),
    openRoute: vi.fn(),
    context: vi.fn(),
    sessionToken: vi.fn(),
    toast: vi.fn(),
    confirm: vi.fn(),
    setTitle: vi.fn(),
    setLoading: vi.fn(),
    setRoute: vi.fn(),
    pick: vi.fn(),
  };
  stop = startBridge(actions);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the message bridge', () => {
  test('offers the handshake to a frame it made, to its origin only: 5 times 500 ms apart, then every second', async () => {
    const { frameWindow, posted } = fakeFrame();
    const handshake = attachFrame(frameWindow, VENDOR);
    await vi.advanceTimersByTimeAsync(2_400);
    expect(posted).toHaveLength(5);
    // No answer by then: the frame shows its placeholder, and the offer goes on, slower.
    await vi.advanceTimersByTimeAsync(200);
    await expect(handshake.connected).resolves.toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posted).toHaveLength(16);
    expect(posted.every(({ data }) => (data as { postmate: string }).postmate === 'handshake')).toBe(true);
    expect(posted.every(({ origin }) => origin === VENDOR)).toBe(true);
    handshake.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(posted).toHaveLength(16);
  });

  test('a page that answers the handshake late (postmate started after 3.5 s) still connects', async () => {
    const { frameWindow, posted } = fakeFrame();
    const late = vi.fn();
    const handshake = attachFrame(frameWindow, VENDOR, late);
    await vi.advanceTimersByTimeAsync(3_500);
    await expect(handshake.connected).resolves.toBe(false);
    deliver({ postmate: 'handshake-reply', type: POSTMATE_TYPE }, frameWindow);
    expect(late).toHaveBeenCalledTimes(1);
    expect(posted.at(-1)?.data).toMatchObject({ postmate: 'call', data: { type: 'rcadmin:contextChanged' } });
    deliver(emit(versionCheck), frameWindow);
    expect(posted.at(-1)?.data).toMatchObject({
      data: { type: 'rcadmin:reply', id: 'q-1', ok: true, result: 1 },
    });
    // Connected: no more handshakes.
    const sent = posted.length;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(posted).toHaveLength(sent);
    handshake.dispose();
  });

  test('[MSG-04] on connect it pushes the context, then answers requests with their id', async () => {
    const { frameWindow, posted } = fakeFrame();
    const handshake = attachFrame(frameWindow, VENDOR);
    deliver({ postmate: 'handshake-reply', type: POSTMATE_TYPE }, frameWindow);
    await expect(handshake.connected).resolves.toBe(true);
    expect(posted.at(-1)?.data).toMatchObject({
      postmate: 'call',
      property: 'rcadminReceive',
      data: { type: 'rcadmin:contextChanged' },
    });
    deliver(emit(versionCheck), frameWindow);
    expect(posted.at(-1)).toEqual({
      origin: VENDOR,
      data: {
        postmate: 'call',
        type: POSTMATE_TYPE,
        property: 'rcadminReceive',
        data: { type: 'rcadmin:reply', v: 1, id: 'q-1', ok: true, result: 1 },
      },
    });
    handshake.dispose();
  });

  test('ignores, with a warning, other windows, other origins and messages outside the protocol', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { frameWindow, posted } = fakeFrame();
    const handshake = attachFrame(frameWindow, VENDOR);
    deliver({ postmate: 'handshake-reply', type: POSTMATE_TYPE }, frameWindow);
    const before = posted.length;
    const batch = { type: 'rcadmin:openBatchImport', v: 1, id: 'b', payload: {} };
    deliver(emit(batch), fakeFrame().frameWindow);
    deliver(emit(batch), frameWindow, 'http://evil.example');
    deliver(emit({ type: 'rcadmin:openBatchImport', v: 1, payload: {} }), frameWindow);
    deliver({ hello: 'not postmate' }, frameWindow);
    expect(actions.openBatchImport).not.toHaveBeenCalled();
    expect(posted.length).toBe(before);
    expect(warn).toHaveBeenCalledTimes(3);
    handshake.dispose();
  });

  test("answers a connected page's message outside the protocol with UNSUPPORTED or INVALID, by its id", () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { frameWindow, posted } = fakeFrame();
    const handshake = attachFrame(frameWindow, VENDOR);
    deliver({ postmate: 'handshake-reply', type: POSTMATE_TYPE }, frameWindow);
    const lastReply = () => (posted.at(-1)?.data as { data: unknown }).data;
    deliver(emit({ type: 'rcadmin:openBatchImport', v: 2, id: 'v2', payload: {} }), frameWindow);
    expect(lastReply()).toMatchObject({
      type: 'rcadmin:reply',
      id: 'v2',
      ok: false,
      error: { code: 'UNSUPPORTED' },
    });
    deliver(emit({ type: 'rcadmin:teleport', v: 1, id: 't' }), frameWindow);
    expect(lastReply()).toMatchObject({ id: 't', ok: false, error: { code: 'UNSUPPORTED' } });
    deliver(emit({ type: 'rcadmin:openRoute', v: 1, id: 'r', payload: { path: 42 } }), frameWindow);
    expect(lastReply()).toMatchObject({ id: 'r', ok: false, error: { code: 'INVALID' } });
    expect(actions.openRoute).not.toHaveBeenCalled();
    handshake.dispose();
  });

  test('[MSG-04] a micro-app the shell started is answered on its own channel only', () => {
    const { bus, emitted } = sharedBus();
    const detach = attachBus(bus, 'vendor:1');
    bus.$emit(wujieBusEvent('page', 'vendor:1'), { channel: 'vendor:1', message: versionCheck });
    expect(emitted.at(-1)).toEqual({
      event: 'rcadmin:shell:vendor:1',
      data: {
        channel: 'vendor:1',
        message: { type: 'rcadmin:reply', v: 1, id: 'q-1', ok: true, result: 1 },
      },
    });
    bus.$emit(wujieBusEvent('page', 'vendor:1'), {
      channel: 'vendor:1',
      message: { type: 'rcadmin:openBatchImport', v: 1, id: 'b', payload: { tab: 'sku' } },
    });
    expect(actions.openBatchImport).toHaveBeenCalledWith({ id: '1', tab: 'sku' });
    detach();
  });

  test('two micro-apps: each hears only the replies on its own channel', () => {
    const { bus } = sharedBus();
    const detachA = attachBus(bus, 'a:1');
    const detachB = attachBus(bus, 'b:2');
    const heardByB: unknown[] = [];
    bus.$on(wujieBusEvent('shell', 'b:2'), (data) => heardByB.push(data));
    bus.$emit(wujieBusEvent('page', 'a:1'), { channel: 'a:1', message: versionCheck });
    expect(heardByB).toEqual([]);
    bus.$emit(wujieBusEvent('page', 'b:2'), { channel: 'b:2', message: versionCheck });
    expect(heardByB).toEqual([{ channel: 'b:2', message: expect.objectContaining({ id: 'q-1', ok: true }) }]);
    detachA();
    detachB();
  });

  test('ignores, with a warning, bus messages naming another channel; nothing after the app is gone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { bus, emitted, listening } = sharedBus();
    const detach = attachBus(bus, 'vendor:1');
    const batch = { type: 'rcadmin:openBatchImport', v: 1, id: 'b', payload: {} };
    const page = wujieBusEvent('page', 'vendor:1');
    bus.$emit(page, { channel: 'stranger:9', message: batch });
    bus.$emit(page, batch);
    // A channel the shell never gave out has no listener at all.
    bus.$emit(wujieBusEvent('page', 'stranger:9'), { channel: 'stranger:9', message: batch });
    expect(warn).toHaveBeenCalledTimes(2);
    detach();
    expect(listening(page)).toBe(0);
    bus.$emit(page, { channel: 'vendor:1', message: batch });
    expect(actions.openBatchImport).not.toHaveBeenCalled();
    expect(emitted.filter(({ event }) => event.startsWith('rcadmin:shell'))).toEqual([]);
  });

  test('pushes context changes to every attached micro-app, each on its channel', async () => {
    const { bus, emitted } = sharedBus();
    const detachA = attachBus(bus, 'a:1');
    const detachB = attachBus(bus, 'b:2');
    const { appState } = await import('../stores/app');
    appState.language = appState.language === 'zh' ? 'en' : 'zh';
    await vi.waitFor(() =>
      expect(
        emitted
          .filter(({ event }) => event.startsWith('rcadmin:shell:'))
          .map(({ event, data }) => [event, (data as { channel: string }).channel]),
      ).toEqual([
        ['rcadmin:shell:a:1', 'a:1'],
        ['rcadmin:shell:b:2', 'b:2'],
      ]),
    );
    for (const { data } of emitted)
      expect((data as { message: { type: string } }).message.type).toBe('rcadmin:contextChanged');
    detachA();
    detachB();
  });

  test("[MSG-04] each micro-app has a bus of its own: wujie's shared bus, $onAll included, carries none of its traffic", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // wujie's bus: what an app listening with $onAll hears is everything emitted on it.
    const shared = sharedBus();
    const ownA = createAppBus();
    const ownB = createAppBus();
    const detachA = attachBus(ownA, 'a:1', shared.bus);
    const detachB = attachBus(ownB, 'b:2', shared.bus);
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    ownA.$on(wujieBusEvent('shell', 'a:1'), (data) => heardByA.push(data));
    ownB.$on(wujieBusEvent('shell', 'b:2'), (data) => heardByB.push(data));

    ownA.$emit(wujieBusEvent('page', 'a:1'), { channel: 'a:1', message: versionCheck });
    expect(heardByA).toEqual([
      { channel: 'a:1', message: expect.objectContaining({ id: 'q-1', result: 1 }) },
    ]);
    const { appState } = await import('../stores/app');
    appState.language = appState.language === 'zh' ? 'en' : 'zh';
    await vi.waitFor(() => expect(heardByA).toHaveLength(2));
    expect(heardByA[1]).toMatchObject({ channel: 'a:1', message: { type: 'rcadmin:contextChanged' } });
    expect(heardByB).toEqual([
      { channel: 'b:2', message: expect.objectContaining({ type: 'rcadmin:contextChanged' }) },
    ]);
    expect(shared.emitted).toEqual([]);

    // Another app speaking on the shared bus with A's channel is not answered as A.
    const batch = { type: 'rcadmin:openBatchImport', v: 1, id: 'forged', payload: {} };
    shared.bus.$emit(wujieBusEvent('page', 'a:1'), { channel: 'a:1', message: batch });
    expect(actions.openBatchImport).not.toHaveBeenCalled();
    expect(shared.emitted.filter(({ event }) => event.startsWith('rcadmin:shell'))).toEqual([]);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('shared bus'), 'a:1');
    detachA();
    detachB();
  });

  test("an app that speaks on wujie's shared bus (an older sdk) is still answered there", () => {
    const shared = sharedBus();
    const detach = attachBus(createAppBus(), 'old:1', shared.bus);
    shared.bus.$emit(wujieBusEvent('page', 'old:1'), { channel: 'old:1', message: versionCheck });
    expect(shared.emitted.at(-1)).toEqual({
      event: 'rcadmin:shell:old:1',
      data: { channel: 'old:1', message: expect.objectContaining({ id: 'q-1', ok: true, result: 1 }) },
    });
    detach();
    expect(shared.listening(wujieBusEvent('page', 'old:1'))).toBe(0);
  });

  test('a session token is asked for the app the frame is, by the origin the shell opened it on, and answered', async () => {
    const { frameWindow, posted } = fakeFrame();
    const handshake = attachFrame(frameWindow, VENDOR);
    deliver({ postmate: 'handshake-reply', type: POSTMATE_TYPE }, frameWindow);
    vi.mocked(actions.sessionToken).mockResolvedValue({ token: 'a.b.c', expiresAt: 1_800_000_000 });
    deliver(emit({ type: 'rcadmin:sessionToken', v: 1, id: 't-1' }), frameWindow);
    await vi.advanceTimersByTimeAsync(0);
    expect(actions.sessionToken).toHaveBeenCalledWith({ kind: 'frame', origin: VENDOR });
    expect(posted.at(-1)).toEqual({
      origin: VENDOR,
      data: expect.objectContaining({
        data: {
          type: 'rcadmin:reply',
          v: 1,
          id: 't-1',
          ok: true,
          result: { token: 'a.b.c', expiresAt: 1_800_000_000 },
        },
      }),
    });
    // A page that is no registered app: the refusal, with its code, and no token.
    vi.mocked(actions.sessionToken).mockRejectedValue(new BridgeRefusal('NOT_FOUND', 'not a registered app'));
    deliver(emit({ type: 'rcadmin:sessionToken', v: 1, id: 't-2' }), frameWindow);
    await vi.advanceTimersByTimeAsync(0);
    expect(posted.at(-1)?.data).toMatchObject({
      data: { type: 'rcadmin:reply', id: 't-2', ok: false, error: { code: 'NOT_FOUND' } },
    });
    // From another origin the request is not even heard.
    const asked = vi.mocked(actions.sessionToken).mock.calls.length;
    deliver(emit({ type: 'rcadmin:sessionToken', v: 1, id: 't-3' }), frameWindow, 'http://evil.example');
    await vi.advanceTimersByTimeAsync(0);
    expect(actions.sessionToken).toHaveBeenCalledTimes(asked);
    handshake.dispose();
  });

  test("a frame's UI requests go to its own tab: shown, it may confirm; in the background it may not; capabilities list them", async () => {
    const { frameWindow, posted } = fakeFrame();
    let shown = true;
    const tab = {
      path: () => '/iframe/urlPath?id=r',
      active: () => shown,
      origin: VENDOR,
      setDirty: vi.fn(),
      askBeforeClose: () => () => undefined,
    };
    const handshake = attachFrame(frameWindow, VENDOR, undefined, tab);
    deliver({ postmate: 'handshake-reply', type: POSTMATE_TYPE }, frameWindow);
    vi.mocked(actions.confirm).mockResolvedValue(true);
    deliver(emit({ type: 'rcadmin:confirm', v: 1, id: 'c-1', payload: { title: 'Delete?' } }), frameWindow);
    await vi.advanceTimersByTimeAsync(0);
    expect(actions.confirm).toHaveBeenCalledWith('Delete?', '');
    expect(posted.at(-1)?.data).toMatchObject({ data: { id: 'c-1', ok: true, result: true } });

    shown = false;
    deliver(emit({ type: 'rcadmin:pick', v: 1, id: 'p-1', payload: { resource: 'sku' } }), frameWindow);
    await vi.advanceTimersByTimeAsync(0);
    expect(actions.pick).not.toHaveBeenCalled();
    expect(posted.at(-1)?.data).toMatchObject({
      data: { id: 'p-1', ok: false, error: { code: 'FORBIDDEN' } },
    });

    deliver(emit({ type: 'rcadmin:setTitle', v: 1, id: 's-1', payload: { title: 'Orders' } }), frameWindow);
    await vi.advanceTimersByTimeAsync(0);
    expect(actions.setTitle).toHaveBeenCalledWith('/iframe/urlPath?id=r', 'Orders');

    deliver(emit({ type: 'rcadmin:capabilities', v: 1, id: 'k-1' }), frameWindow);
    await vi.advanceTimersByTimeAsync(0);
    expect(posted.at(-1)?.data).toMatchObject({
      data: { id: 'k-1', ok: true, result: expect.arrayContaining(['rcadmin:toast', 'rcadmin:pick']) },
    });
    handshake.dispose();
  });

  test("a micro-app's UI requests go to its tab; with none open, they are refused", async () => {
    const bus = createAppBus();
    const replies: unknown[] = [];
    bus.$on(wujieBusEvent('shell', 'vendor-app:7a'), (data) => replies.push(data));
    const tab = {
      path: () => '/micro/vendor-app',
      active: () => true,
      setDirty: vi.fn(),
      askBeforeClose: () => () => undefined,
    };
    const detach = attachBus(bus, 'vendor-app:7a', undefined, tab);
    const send = (message: unknown) =>
      bus.$emit(wujieBusEvent('page', 'vendor-app:7a'), { channel: 'vendor-app:7a', message });
    send({ type: 'rcadmin:setDirty', v: 1, id: 'd-1', payload: { dirty: true } });
    await vi.advanceTimersByTimeAsync(0);
    expect(tab.setDirty).toHaveBeenCalledWith(true);
    expect(replies.at(-1)).toMatchObject({ message: { id: 'd-1', ok: true, result: null } });
    detach();

    const orphan = createAppBus();
    const orphanReplies: unknown[] = [];
    orphan.$on(wujieBusEvent('shell', 'other-app:1'), (data) => orphanReplies.push(data));
    const detachOrphan = attachBus(orphan, 'other-app:1');
    orphan.$emit(wujieBusEvent('page', 'other-app:1'), {
      channel: 'other-app:1',
      message: { type: 'rcadmin:confirm', v: 1, id: 'c-9', payload: { title: 'Hi' } },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(orphanReplies.at(-1)).toMatchObject({
      message: { id: 'c-9', ok: false, error: { code: 'FORBIDDEN' } },
    });
    detachOrphan();
  });

  test('a micro-app asks for its session token by the name of the channel the shell gave it', async () => {
    const bus = createAppBus();
    const replies: unknown[] = [];
    bus.$on(wujieBusEvent('shell', 'vendor-app:9f'), (data) => replies.push(data));
    const detach = attachBus(bus, 'vendor-app:9f');
    vi.mocked(actions.sessionToken).mockResolvedValue({ token: 'x.y.z', expiresAt: 1 });
    bus.$emit(wujieBusEvent('page', 'vendor-app:9f'), {
      channel: 'vendor-app:9f',
      message: { type: 'rcadmin:sessionToken', v: 1, id: 'm-1' },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(actions.sessionToken).toHaveBeenCalledWith({ kind: 'microApp', name: 'vendor-app' });
    expect(replies.at(-1)).toEqual({
      channel: 'vendor-app:9f',
      message: { type: 'rcadmin:reply', v: 1, id: 'm-1', ok: true, result: { token: 'x.y.z', expiresAt: 1 } },
    });
    detach();
  });
});
