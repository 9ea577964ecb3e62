import { describe, expect, it, vi } from 'vitest';
import { ShellError, ShellErrorCode } from './errors';
import { createTestHost, TEST_CONTEXT } from './testing';

describe('createTestHost', () => {
  it('starts with the given context, or a sample one', () => {
    const context = { ...TEST_CONTEXT, language: 'zh' as const };
    expect(createTestHost({ context }).context).toBe(context);
    expect(createTestHost().context).toBe(TEST_CONTEXT);
  });

  it('records every command in order and resolves as the shell would', async () => {
    const host = createTestHost();
    await expect(host.openBatchImport()).resolves.toBeUndefined();
    await host.openFrameTab({ id: 'a', parentId: 'b', name: 'Report', src: 'https://x.example/r' });
    await host.openRoute({ path: '/goods', query: { id: '1' } });
    expect(host.commands).toEqual([
      { command: 'openBatchImport', args: {} },
      {
        command: 'openFrameTab',
        args: { id: 'a', parentId: 'b', name: 'Report', src: 'https://x.example/r' },
      },
      { command: 'openRoute', args: { path: '/goods', query: { id: '1' } } },
    ]);
  });

  it('[MSG-04] answers the version check with 1 unless told otherwise', async () => {
    await expect(createTestHost().version()).resolves.toBe(1);
    await expect(createTestHost({ version: 2 }).version()).resolves.toBe(2);
  });

  it('answers sessionToken with a stand-in for the user, or the token it is given, and records it', async () => {
    const host = createTestHost();
    await expect(host.sessionToken()).resolves.toBe('test.u-1.token');
    await expect(createTestHost({ sessionToken: 'signed' }).sessionToken()).resolves.toBe('signed');
    expect(host.commands).toEqual([{ command: 'sessionToken' }]);
  });

  it('pushes context changes to listeners until they unsubscribe', () => {
    const host = createTestHost();
    const listener = vi.fn();
    const unsubscribe = host.onContextChange(listener);
    const next = { ...TEST_CONTEXT, store: null };
    host.setContext(next);
    unsubscribe();
    host.setContext(TEST_CONTEXT);
    expect(listener).toHaveBeenCalledExactlyOnceWith(next);
    expect(host.context).toBe(TEST_CONTEXT);
  });

  it('fails the next command only, with the given error', async () => {
    const host = createTestHost();
    const refused = new ShellError(ShellErrorCode.REFUSED, 'Route not in menu', 'FORBIDDEN');
    host.failNext(refused);
    await expect(host.openRoute({ path: '/secret' })).rejects.toBe(refused);
    await expect(host.openRoute({ path: '/goods' })).resolves.toBeUndefined();
    expect(host.commands).toHaveLength(2);
  });

  it('rejects with NOT_CONNECTED after disconnect', async () => {
    const host = createTestHost();
    host.disconnect();
    expect(host.connected).toBe(false);
    await expect(host.version()).rejects.toMatchObject({ code: ShellErrorCode.NOT_CONNECTED });
    expect(host.commands).toEqual([]);
  });
});

describe("createTestHost: the shell's UI on request", () => {
  it('keeps the toasts, and the tab as the page set it', async () => {
    const host = createTestHost();
    await host.toast('Saved', 'success');
    await host.setTitle('Orders');
    await host.setLoading(true);
    await host.setDirty(true);
    await host.setRoute('/orders/7');
    expect(host.toasts).toEqual([{ message: 'Saved', kind: 'success' }]);
    expect(host.tab).toEqual({ title: 'Orders', loading: true, dirty: true, route: '/orders/7' });
  });

  it('confirms as a user who clicks OK unless told otherwise, once', async () => {
    const host = createTestHost();
    host.answerConfirm(false);
    await expect(host.confirm({ title: 'Delete?' })).resolves.toBe(false);
    await expect(host.confirm({ title: 'Delete?' })).resolves.toBe(true);
  });

  it('answers a picker with what it is told, else as a user who cancels, and records what was asked', async () => {
    const host = createTestHost();
    host.answerPick('sku', [{ id: '42', name: 'Cola' }]);
    await expect(host.pickSkus()).resolves.toEqual([{ id: '42', name: 'Cola' }]);
    await expect(host.pickSkus()).resolves.toEqual([]);
    await expect(host.pickStores({ multiple: true })).resolves.toEqual([]);
    expect(host.commands.filter((entry) => entry.command === 'pick')).toEqual([
      { command: 'pick', args: { resource: 'sku', multiple: false } },
      { command: 'pick', args: { resource: 'sku', multiple: false } },
      { command: 'pick', args: { resource: 'store', multiple: true } },
    ]);
  });

  it('tells languageChanged and storeChanged on setContext, only for what changed', () => {
    const host = createTestHost();
    const languages: string[] = [];
    const stores: unknown[] = [];
    host.on('languageChanged', (language) => languages.push(language));
    host.on('storeChanged', (store) => stores.push(store));
    host.setContext({ ...TEST_CONTEXT, language: 'zh' });
    host.setContext({ ...TEST_CONTEXT, language: 'zh', store: null });
    expect(languages).toEqual(['zh']);
    expect(stores).toEqual([null]);
  });

  it('lists every request of the protocol as capabilities, or what it is given', async () => {
    await expect(createTestHost().capabilities()).resolves.toContain('rcadmin:pick');
    await expect(createTestHost({ capabilities: ['rcadmin:openRoute'] }).capabilities()).resolves.toEqual([
      'rcadmin:openRoute',
    ]);
  });
});

describe('createTestHost: beforeClose', () => {
  it('asks the listeners as the shell would: kept open when one says true, until it stops listening', async () => {
    const host = createTestHost();
    expect(host.listensBeforeClose).toBe(false);
    await expect(host.beforeClose()).resolves.toBe(false);
    host.on('beforeClose', () => false);
    const stop = host.on('beforeClose', async () => true);
    expect(host.listensBeforeClose).toBe(true);
    await expect(host.beforeClose()).resolves.toBe(true);
    stop();
    await expect(host.beforeClose()).resolves.toBe(false);
    host.disconnect();
    expect(host.listensBeforeClose).toBe(false);
  });
});
