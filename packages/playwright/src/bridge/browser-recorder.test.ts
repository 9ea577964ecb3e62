import { beforeAll, describe, expect, it } from 'vitest';
import { installBridgeRecorder, type RecorderConfig } from './browser-recorder';
import type { BrowserReport } from './types';

const config: RecorderConfig = {
  binding: '__testReport',
  postmateType: 'application/x-postmate-v1+json',
  receiveMethod: 'rcadminReceive',
  busEvents: { page: 'rcadmin:page', shell: 'rcadmin:shell' },
  busAllEvent: '_wujie_all_event',
  busTap: '__testBusTap',
};

type Listener = (...args: unknown[]) => void;
type Scope = Record<string, unknown>;
const scope = window as unknown as Scope;
const reports: BrowserReport[] = [];

/** wujie's `$emit`: every listener of the event in the shared map, then every all-events listener. */
function emit(event: string, data: unknown) {
  const map = (scope.__WUJIE_INJECT as { appEventObjMap: Map<string, Record<string, Listener[]>> })
    .appEventObjMap;
  for (const events of map.values()) for (const listener of events[event] ?? []) listener(data);
  for (const events of map.values())
    for (const listener of events[config.busAllEvent] ?? []) listener(event, data);
}

const lastMessage = () => {
  const found = reports.filter((report) => report.kind === 'message').at(-1);
  if (!found) throw new Error('no message reported');
  return found;
};

describe('the browser-side recorder in the shell window', () => {
  beforeAll(() => {
    scope[config.binding] = (report: BrowserReport) => {
      reports.push(report);
      return Promise.resolve();
    };
    installBridgeRecorder(config);
    // Once per window: a second run adds nothing.
    installBridgeRecorder(config);
    // As wujie's code does when it first runs.
    scope.__WUJIE_INJECT = { ...(scope.__WUJIE_INJECT as object), appEventObjMap: new Map() };
  });

  it('hears every bus event of the protocol, per-channel and bare names, both ways', () => {
    const message = { type: 'rcadmin:getContext', v: 1, id: 'x-1' };
    emit('rcadmin:page:vendor:abc', { channel: 'vendor:abc', message });
    expect(lastMessage()).toMatchObject({
      direction: 'toShell',
      transport: 'wujie',
      target: 'vendor',
      channel: 'vendor:abc',
      event: 'rcadmin:page:vendor:abc',
      message,
    });
    emit('rcadmin:shell', { channel: 'other:1', message: { type: 'rcadmin:reply', id: 'x-1' } });
    expect(lastMessage()).toMatchObject({ direction: 'toPage', target: 'other', channel: 'other:1' });
    const count = reports.length;
    emit('rcadmin:pages', { channel: 'vendor:abc', message });
    emit('something-else', {});
    expect(reports).toHaveLength(count);
  });

  it("hears each micro-app's own bus through the tap the shell reads", () => {
    const tap = scope[config.busTap] as (event: string, data: unknown) => void;
    const message = { type: 'rcadmin:reply', v: 1, id: 'own-1', ok: true, result: 1 };
    tap('rcadmin:shell:vendor:own', { channel: 'vendor:own', message });
    expect(lastMessage()).toMatchObject({
      direction: 'toPage',
      transport: 'wujie',
      target: 'vendor',
      channel: 'vendor:own',
      message,
    });
    // Set once, before the shell: a page's script cannot replace it.
    expect(Reflect.set(scope, config.busTap, () => undefined)).toBe(false);
    expect(scope[config.busTap]).toBe(tap);
  });

  it('keeps listening when wujie writes its inject object again', () => {
    scope.__WUJIE_INJECT = { ...(scope.__WUJIE_INJECT as object), idToSandboxMap: new Map() };
    emit('rcadmin:page:vendor:abc', { channel: 'vendor:abc', message: { type: 'rcadmin:versionCheck' } });
    expect(lastMessage().kind === 'message' && lastMessage().message.type).toBe('rcadmin:versionCheck');
    const map = (scope.__WUJIE_INJECT as { appEventObjMap: Map<string, unknown> }).appEventObjMap;
    expect(map.size).toBe(1);
  });

  it('takes postmate emits and handshake replies posted to the shell, and nothing else', () => {
    const message = { type: 'rcadmin:openRoute', v: 1, id: 'p-1', payload: { path: '/x' } };
    const post = (data: unknown) =>
      window.dispatchEvent(new MessageEvent('message', { data, origin: 'http://vendor.test' }));
    post({ postmate: 'handshake-reply', type: config.postmateType });
    expect(reports.at(-1)).toMatchObject({
      kind: 'connected',
      transport: 'postmate',
      origin: 'http://vendor.test',
    });
    post({ postmate: 'emit', type: config.postmateType, value: { name: message.type, data: message } });
    expect(lastMessage()).toMatchObject({ direction: 'toShell', transport: 'postmate', message });
    const count = reports.length;
    post({ postmate: 'emit', type: 'not-postmate', value: { name: 'x', data: {} } });
    post('plain text');
    expect(reports).toHaveLength(count);
  });
});
