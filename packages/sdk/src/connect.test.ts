import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connect } from './connect';
import type { ConnectOptions } from './connect';
import { ShellError, ShellErrorCode } from './errors';
import { PROTOCOL_VERSION, SHELL_VERSION } from './protocol';
import type { PageMessage, ShellMessage } from './protocol';
import { POSTMATE_TYPE, SAMPLE_CONTEXT, SHELL_ORIGIN, simulateShell } from './simulated-shell';
import type { SimulatedShell } from './simulated-shell';

let shell: SimulatedShell;

beforeEach(() => {
  shell = simulateShell();
});
afterEach(() => {
  shell.restore();
  vi.useRealTimers();
});

async function connected(options: ConnectOptions = {}) {
  shell.answerContext(SAMPLE_CONTEXT);
  const host = connect({ allowedOrigins: [SHELL_ORIGIN], ...options });
  shell.handshake();
  return host;
}

function lastEmitted(): PageMessage {
  const message = shell.emitted().at(-1);
  if (!message) throw new Error('the page emitted nothing');
  return message;
}

function ok(id: string, result: unknown): ShellMessage {
  return { type: 'rcadmin:reply', v: PROTOCOL_VERSION, id, ok: true, result };
}

/** Lets queued microtasks and message handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connect over postmate', () => {
  it('answers the handshake of an allowed parent in postmate format, to its origin only', async () => {
    const host = await connected();
    expect(shell.posted[0]).toEqual({
      data: { postmate: 'handshake-reply', type: POSTMATE_TYPE },
      targetOrigin: SHELL_ORIGIN,
    });
    expect(shell.posted.every(({ targetOrigin }) => targetOrigin === SHELL_ORIGIN)).toBe(true);
    expect(host.context).toEqual(SAMPLE_CONTEXT);
  });

  it('asks for the context with a postmate emit named by the message type', async () => {
    await connected();
    const emit = shell.posted[1]?.data as {
      postmate: string;
      type: string;
      value: { name: string; data: unknown };
    };
    expect(emit.postmate).toBe('emit');
    expect(emit.type).toBe(POSTMATE_TYPE);
    expect(emit.value.name).toBe('rcadmin:getContext');
    expect(emit.value.data).toMatchObject({ type: 'rcadmin:getContext', v: 1, id: expect.any(String) });
  });

  it('rejects with NOT_EMBEDDED in a top-level window', async () => {
    shell.restore();
    await expect(connect()).rejects.toMatchObject({ code: ShellErrorCode.NOT_EMBEDDED });
  });

  it('ignores a handshake from an origin outside the allowlist, then times out', async () => {
    const pending = connect({ allowedOrigins: [SHELL_ORIGIN], timeout: 30 });
    shell.handshake({ origin: 'https://evil.example' });
    await expect(pending).rejects.toMatchObject({ code: ShellErrorCode.TIMEOUT });
    expect(shell.posted).toEqual([]);
  });

  it('ignores a handshake from a window other than the parent', async () => {
    const pending = connect({ allowedOrigins: [SHELL_ORIGIN], timeout: 30 });
    shell.handshake({ source: { postMessage: vi.fn() } });
    shell.handshake({ source: window });
    await expect(pending).rejects.toMatchObject({ code: ShellErrorCode.TIMEOUT });
    expect(shell.posted).toEqual([]);
  });

  it("trusts only the page's own origin by default, never the referrer's", async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue(`${SHELL_ORIGIN}/iframe/urlPath`);
    const fromShell = connect({ timeout: 30 });
    shell.handshake();
    await expect(fromShell).rejects.toMatchObject({ code: ShellErrorCode.TIMEOUT });
    expect(shell.posted).toEqual([]);

    shell.answerContext(SAMPLE_CONTEXT);
    const sameOrigin = connect({ timeout: 200 });
    shell.handshake({ origin: window.location.origin });
    await expect(sameOrigin).resolves.toMatchObject({ context: SAMPLE_CONTEXT });
  });

  it('accepts allowlist entries written as URLs', async () => {
    const host = await connected({ allowedOrigins: [`${SHELL_ORIGIN}/`] });
    expect(host.context).toEqual(SAMPLE_CONTEXT);
  });

  it('rejects an allowlist entry that is not a URL, such as a wildcard', async () => {
    await expect(connect({ allowedOrigins: ['*'] })).rejects.toBeInstanceOf(TypeError);
  });

  it('times out when the shell handshakes but never sends the context', async () => {
    const pending = connect({ allowedOrigins: [SHELL_ORIGIN], timeout: 30 });
    shell.handshake();
    await expect(pending).rejects.toBeInstanceOf(ShellError);
    await expect(pending).rejects.toMatchObject({ code: ShellErrorCode.TIMEOUT });
  });

  it('fails with REFUSED when the shell refuses the context', async () => {
    const pending = connect({ allowedOrigins: [SHELL_ORIGIN] });
    shell.handshake();
    const { id } = lastEmitted();
    shell.send({
      type: 'rcadmin:reply',
      v: PROTOCOL_VERSION,
      id,
      ok: false,
      error: { code: 'FORBIDDEN', message: 'not for you' },
    });
    await expect(pending).rejects.toMatchObject({ code: ShellErrorCode.REFUSED, reason: 'FORBIDDEN' });
  });
});

describe('commands', () => {
  it('[MSG-04] version check resolves with 1', async () => {
    const host = await connected();
    const version = host.version();
    const message = lastEmitted();
    expect(message).toMatchObject({ type: 'rcadmin:versionCheck', v: 1 });
    shell.send(ok(message.id, SHELL_VERSION));
    await expect(version).resolves.toBe(1);
  });

  it('sessionToken asks the shell for a token and resolves with it; an older shell refuses with UNSUPPORTED', async () => {
    const host = await connected();
    const token = host.sessionToken();
    const message = lastEmitted();
    expect(message).toMatchObject({ type: 'rcadmin:sessionToken', v: 1 });
    expect(message).not.toHaveProperty('payload');
    shell.send(ok(message.id, { token: 'a.b.c', expiresAt: 1_800_000_000 }));
    await expect(token).resolves.toBe('a.b.c');

    const older = host.sessionToken();
    const { id } = lastEmitted();
    shell.send({
      type: 'rcadmin:reply',
      v: PROTOCOL_VERSION,
      id,
      ok: false,
      error: { code: 'UNSUPPORTED', message: 'Unsupported message' },
    });
    await expect(older).rejects.toMatchObject({ code: ShellErrorCode.REFUSED, reason: 'UNSUPPORTED' });

    const empty = host.sessionToken();
    shell.send(ok(lastEmitted().id, null));
    await expect(empty).rejects.toMatchObject({ code: ShellErrorCode.REFUSED });
  });

  it('[MSG-01] openBatchImport sends the batch-import target and resolves on an ok reply', async () => {
    const host = await connected();
    const done = host.openBatchImport({ id: 'goods', tab: 'sku' });
    const message = lastEmitted();
    expect(message).toMatchObject({ type: 'rcadmin:openBatchImport', payload: { id: 'goods', tab: 'sku' } });
    shell.send(ok(message.id, null));
    await expect(done).resolves.toBeUndefined();
  });

  it('[MSG-02] openFrameTab sends the embedded-page entry', async () => {
    const host = await connected();
    const entry = {
      id: 'report',
      parentId: 'reports',
      name: 'Sales report',
      src: 'https://vendor.example/r',
    };
    const done = host.openFrameTab(entry);
    const message = lastEmitted();
    expect(message).toMatchObject({ type: 'rcadmin:openFrameTab', payload: entry });
    shell.send(ok(message.id, null));
    await expect(done).resolves.toBeUndefined();
  });

  it('[MSG-03] openRoute sends the route object', async () => {
    const host = await connected();
    const route = { path: '/goods/edit', query: { id: '42' }, title: 'Edit goods' };
    const done = host.openRoute(route);
    const message = lastEmitted();
    expect(message).toMatchObject({ type: 'rcadmin:openRoute', payload: route });
    shell.send(ok(message.id, null));
    await expect(done).resolves.toBeUndefined();
  });

  it('gives every request its own id', async () => {
    const host = await connected();
    const versions = [host.version(), host.version()];
    const ids = shell.emitted().map((message) => message.id);
    expect(new Set(ids).size).toBe(ids.length);
    host.disconnect();
    await Promise.allSettled(versions);
  });

  it('rejects with REFUSED, carrying the shell code, when the shell answers an error', async () => {
    const host = await connected();
    const done = host.openRoute({ path: '/secret' });
    shell.send({
      type: 'rcadmin:reply',
      v: PROTOCOL_VERSION,
      id: lastEmitted().id,
      ok: false,
      error: { code: 'FORBIDDEN', message: 'Route not in menu' },
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShellError);
    expect(error).toMatchObject({ code: 'REFUSED', reason: 'FORBIDDEN', message: 'Route not in menu' });
  });

  it('rejects with TIMEOUT when no reply comes within the timeout', async () => {
    const host = await connected({ timeout: 30 });
    await expect(host.openBatchImport()).rejects.toMatchObject({ code: ShellErrorCode.TIMEOUT });
  });

  it('ignores a reply from a wrong origin or a wrong window', async () => {
    const host = await connected({ timeout: 50 });
    const version = host.version();
    const { id } = lastEmitted();
    shell.send(ok(id, 2), { origin: 'https://evil.example' });
    shell.send(ok(id, 3), { source: { postMessage: vi.fn() } });
    await expect(version).rejects.toMatchObject({ code: ShellErrorCode.TIMEOUT });
  });

  it('ignores replies that are not protocol messages', async () => {
    const host = await connected({ timeout: 50 });
    const version = host.version();
    const { id } = lastEmitted();
    shell.send({ type: 'rcadmin:reply', v: 2, id, ok: true, result: 1 } as unknown as ShellMessage);
    shell.deliver({ postmate: 'call', type: POSTMATE_TYPE, property: 'somethingElse', data: ok(id, 1) });
    shell.deliver(ok(id, 1));
    await expect(version).rejects.toMatchObject({ code: ShellErrorCode.TIMEOUT });
  });
});

describe('context', () => {
  const changed = { ...SAMPLE_CONTEXT, store: { code: 'S002', name: 'Airport' }, language: 'es' as const };

  it('updates the context and tells listeners when the shell pushes a change', async () => {
    const host = await connected();
    const listener = vi.fn();
    host.onContextChange(listener);
    shell.send({ type: 'rcadmin:contextChanged', v: PROTOCOL_VERSION, id: 'push-1', context: changed });
    expect(host.context).toEqual(changed);
    expect(listener).toHaveBeenCalledExactlyOnceWith(changed);
  });

  it('does not call listeners for a context equal to the current one, nor after unsubscribing', async () => {
    const host = await connected();
    const listener = vi.fn();
    const unsubscribe = host.onContextChange(listener);
    shell.send({
      type: 'rcadmin:contextChanged',
      v: PROTOCOL_VERSION,
      id: 'push-1',
      context: SAMPLE_CONTEXT,
    });
    unsubscribe();
    shell.send({ type: 'rcadmin:contextChanged', v: PROTOCOL_VERSION, id: 'push-2', context: changed });
    expect(listener).not.toHaveBeenCalled();
  });

  it('ignores a context change from a wrong origin or window', async () => {
    const host = await connected();
    const push: ShellMessage = {
      type: 'rcadmin:contextChanged',
      v: PROTOCOL_VERSION,
      id: 'p',
      context: changed,
    };
    shell.send(push, { origin: 'https://evil.example' });
    shell.send(push, { source: window });
    expect(host.context).toEqual(SAMPLE_CONTEXT);
  });

  it('reconnects on a new handshake and fetches the context again', async () => {
    const host = await connected();
    const listener = vi.fn();
    host.onContextChange(listener);
    shell.answerContext(changed);
    shell.handshake();
    await settle();
    expect(shell.emitted().filter((message) => message.type === 'rcadmin:getContext')).toHaveLength(2);
    expect(host.context).toEqual(changed);
    expect(listener).toHaveBeenCalledExactlyOnceWith(changed);
  });
});

describe('disconnect', () => {
  it('rejects pending and later commands with NOT_CONNECTED and stops listening', async () => {
    const host = await connected();
    const pending = host.version();
    const { id } = lastEmitted();
    host.disconnect();
    await expect(pending).rejects.toMatchObject({ code: ShellErrorCode.NOT_CONNECTED });
    await expect(host.openBatchImport()).rejects.toMatchObject({ code: ShellErrorCode.NOT_CONNECTED });

    const before = shell.posted.length;
    shell.handshake();
    shell.send({
      type: 'rcadmin:contextChanged',
      v: PROTOCOL_VERSION,
      id,
      context: { ...SAMPLE_CONTEXT, store: null },
    });
    expect(shell.posted).toHaveLength(before);
    expect(host.context).toEqual(SAMPLE_CONTEXT);
  });
});

describe("the shell's UI on request", () => {
  function refuse(id: string, code: string): ShellMessage {
    return { type: 'rcadmin:reply', v: PROTOCOL_VERSION, id, ok: false, error: { code, message: code } };
  }

  it('toast, setTitle, setLoading, setDirty and setRoute send their payloads and resolve on ok', async () => {
    const host = await connected();
    const calls = [
      [
        () => host.toast('Saved 3 rows', 'success'),
        { type: 'rcadmin:toast', payload: { message: 'Saved 3 rows', kind: 'success' } },
      ],
      [() => host.toast('Plain'), { type: 'rcadmin:toast', payload: { message: 'Plain', kind: 'info' } }],
      [() => host.setTitle('Orders'), { type: 'rcadmin:setTitle', payload: { title: 'Orders' } }],
      [() => host.setLoading(true), { type: 'rcadmin:setLoading', payload: { loading: true } }],
      [() => host.setDirty(true), { type: 'rcadmin:setDirty', payload: { dirty: true } }],
      [
        () => host.setRoute('/orders/7?tab=lines'),
        { type: 'rcadmin:setRoute', payload: { path: '/orders/7?tab=lines' } },
      ],
    ] as const;
    for (const [call, expected] of calls) {
      const done = call();
      const message = lastEmitted();
      expect(message).toMatchObject({ ...expected, v: 1 });
      shell.send(ok(message.id, null));
      await expect(done).resolves.toBeUndefined();
    }
  });

  it("setRoute without a path sends the page's own address", async () => {
    const host = await connected();
    void host.setRoute();
    const { pathname, search, hash } = window.location;
    expect(lastEmitted()).toMatchObject({ payload: { path: pathname + search + hash } });
  });

  it('a refused toast (too many) rejects with REFUSED and the reason RATE_LIMITED', async () => {
    const host = await connected();
    const toast = host.toast('again');
    shell.send(refuse(lastEmitted().id, 'RATE_LIMITED'));
    await expect(toast).rejects.toMatchObject({ code: ShellErrorCode.REFUSED, reason: 'RATE_LIMITED' });
  });

  it('confirm resolves with the user’s answer, and waits longer than the timeout for it', async () => {
    const host = await connected({ timeout: 20 });
    const answer = host.confirm({ title: 'Delete?', content: 'Order 7 goes' });
    const message = lastEmitted();
    expect(message).toMatchObject({
      type: 'rcadmin:confirm',
      payload: { title: 'Delete?', content: 'Order 7 goes' },
    });
    await new Promise((resolve) => setTimeout(resolve, 40));
    shell.send(ok(message.id, false));
    await expect(answer).resolves.toBe(false);
  });

  it('pickSkus, pickStores and pickEmployees ask for their resource and resolve with the ids and names picked', async () => {
    const host = await connected();
    const skus = host.pickSkus({ multiple: true });
    const skuMessage = lastEmitted();
    expect(skuMessage).toMatchObject({ type: 'rcadmin:pick', payload: { resource: 'sku', multiple: true } });
    shell.send(ok(skuMessage.id, [{ id: '42', name: 'Cola 330ml' }]));
    await expect(skus).resolves.toEqual([{ id: '42', name: 'Cola 330ml' }]);

    const stores = host.pickStores();
    expect(lastEmitted()).toMatchObject({ payload: { resource: 'store', multiple: false } });
    shell.send(ok(lastEmitted().id, []));
    await expect(stores).resolves.toEqual([]);

    const employees = host.pickEmployees();
    expect(lastEmitted()).toMatchObject({ payload: { resource: 'employee' } });
    shell.send(ok(lastEmitted().id, [{ id: 7 }]));
    await expect(employees).rejects.toMatchObject({ code: ShellErrorCode.REFUSED });
  });

  it('a picker refused by a shell that does not know it rejects with reason UNSUPPORTED', async () => {
    const host = await connected();
    const skus = host.pickSkus();
    shell.send(refuse(lastEmitted().id, 'UNSUPPORTED'));
    await expect(skus).rejects.toMatchObject({ code: ShellErrorCode.REFUSED, reason: 'UNSUPPORTED' });
  });

  it('capabilities lists what the shell answers, or the base five from a shell older than the question', async () => {
    const host = await connected();
    const listed = host.capabilities();
    expect(lastEmitted()).toMatchObject({ type: 'rcadmin:capabilities' });
    shell.send(ok(lastEmitted().id, ['rcadmin:toast', 'rcadmin:pick']));
    await expect(listed).resolves.toEqual(['rcadmin:toast', 'rcadmin:pick']);

    const older = host.capabilities();
    shell.send(refuse(lastEmitted().id, 'UNSUPPORTED'));
    await expect(older).resolves.toEqual([
      'rcadmin:openBatchImport',
      'rcadmin:openFrameTab',
      'rcadmin:openRoute',
      'rcadmin:versionCheck',
      'rcadmin:getContext',
    ]);
  });
});

describe('events', () => {
  it('storeChanged, languageChanged and themeChanged tell only the part of the context that changed', async () => {
    const host = await connected();
    const store = vi.fn();
    const language = vi.fn();
    const theme = vi.fn();
    host.on('storeChanged', store);
    const stopLanguage = host.on('languageChanged', language);
    host.on('themeChanged', theme);
    const push = (context: typeof SAMPLE_CONTEXT, id: string) =>
      shell.send({ type: 'rcadmin:contextChanged', v: PROTOCOL_VERSION, id, context });

    push({ ...SAMPLE_CONTEXT, language: 'es' }, 'p1');
    expect(language).toHaveBeenCalledExactlyOnceWith('es');
    expect(store).not.toHaveBeenCalled();
    expect(theme).not.toHaveBeenCalled();

    push({ ...SAMPLE_CONTEXT, language: 'es', store: null }, 'p2');
    expect(store).toHaveBeenCalledExactlyOnceWith(null);

    push({ ...SAMPLE_CONTEXT, language: 'es', store: null, theme: { colorPrimary: '#ff0000' } }, 'p3');
    expect(theme).toHaveBeenCalledExactlyOnceWith({ colorPrimary: '#ff0000' });

    stopLanguage();
    push({ ...SAMPLE_CONTEXT, language: 'zh', store: null, theme: { colorPrimary: '#ff0000' } }, 'p4');
    expect(language).toHaveBeenCalledTimes(1);
  });
});

describe('beforeClose', () => {
  const question = (id: string): ShellMessage => ({ type: 'rcadmin:beforeClose', v: PROTOCOL_VERSION, id });
  const sent = (type: PageMessage['type']) =>
    shell
      .emitted()
      .filter((message) => message.type === type)
      .map((message) => message as Extract<PageMessage, { payload: unknown }>);

  it('tells the shell the page listens with its first listener, and stops with its last', async () => {
    const host = await connected();
    const stopFirst = host.on('beforeClose', () => false);
    const stopSecond = host.on('beforeClose', () => true);
    expect(sent('rcadmin:listenBeforeClose').map((message) => message.payload)).toEqual([{ listen: true }]);
    stopFirst();
    stopFirst();
    stopSecond();
    expect(sent('rcadmin:listenBeforeClose').map((message) => message.payload)).toEqual([
      { listen: true },
      { listen: false },
    ]);
  });

  it("answers the shell's question with its id: kept open when a listener says true, sync or async", async () => {
    const host = await connected();
    host.on('beforeClose', () => false);
    const stop = host.on('beforeClose', () => Promise.resolve(true));
    shell.send(question('shell-close-1'));
    await settle();
    expect(sent('rcadmin:answerBeforeClose').at(-1)?.payload).toEqual({
      id: 'shell-close-1',
      keepOpen: true,
    });

    stop();
    host.on('beforeClose', () => {
      throw new Error('broken');
    });
    shell.send(question('shell-close-2'));
    await settle();
    expect(sent('rcadmin:answerBeforeClose').at(-1)?.payload).toEqual({
      id: 'shell-close-2',
      keepOpen: false,
    });
  });

  it('ignores a question from a wrong origin or window', async () => {
    const host = await connected();
    host.on('beforeClose', () => true);
    shell.send(question('shell-close-1'), { origin: 'https://evil.example' });
    shell.send(question('shell-close-2'), { source: window });
    await settle();
    expect(sent('rcadmin:answerBeforeClose')).toEqual([]);
  });

  it('a page still listening tells the shell it stops when it disconnects', async () => {
    const host = await connected();
    host.on('beforeClose', () => true);
    host.disconnect();
    expect(sent('rcadmin:listenBeforeClose').at(-1)?.payload).toEqual({ listen: false });
    shell.send(question('shell-close-1'));
    await settle();
    expect(sent('rcadmin:answerBeforeClose')).toEqual([]);
  });
});
