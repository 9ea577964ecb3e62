import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { act, cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { ReplyErrorCode, isSessionContext, type PageMessage } from '@rcadmin/sdk/protocol';
import type * as Bmc from '../api/bmc';
import { ref } from 'valtio';
import { generateRoutes } from '../router/generate-routes';
import { permission } from '../stores/permission';
import { resetTabs, tabs } from '../stores/tabs';
import { attachFrame, type FrameHandshake } from './bridge';
import { BridgeHost, batchImportRefusal, routeRefusal } from './bridge-host';
import { frameAllowlist } from './frame-allowlist';
import { BATCH_IMPORT_DEFAULTS, routeLocation } from './handle-message';
import { POSTMATE_TYPE } from './postmate-wire';

/**
 * The shell's message bridge under random and hostile input: the real bridge and the real actions
 * of BridgeHost, in a data router, with frame windows that record what the shell posts to them.
 * `BRIDGE_FUZZ_RUNS` messages of each hostile kind (foreign origin, wrong source window,
 * malformed) must have no effect at all; valid requests from the connected frame are all handled.
 */
const RUNS = Number(process.env.BRIDGE_FUZZ_RUNS ?? 300);
const VALID_RUNS = Math.max(100, Math.round(RUNS / 10));

const { VENDOR } = vi.hoisted(() => ({ VENDOR: 'http://vendor.example' }));
// The tenant's frame allowlist comes from the server: here it names the vendor's origin.
vi.mock('../api/bmc', async (importOriginal) => ({
  ...(await importOriginal<typeof Bmc>()),
  getSysParam: async () => VENDOR,
}));

interface Posted {
  data: unknown;
  origin: string;
}

/** A frame window the shell made or not: records every message the shell posts to it. */
function frameWindow() {
  const posted: Posted[] = [];
  const win = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) };
  return { win: win as unknown as Window, posted };
}

const isCall = (entry: Posted) => (entry.data as { postmate?: unknown }).postmate === 'call';
const callData = (entry: Posted) => (entry.data as { data: Record<string, unknown> }).data;

function deliver(data: unknown, source: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
}

const emit = (data: unknown) => ({ postmate: 'emit', type: POSTMATE_TYPE, value: { name: 'rcadmin', data } });

// --- valid requests -------------------------------------------------------------------------------

const text = fc.string({ maxLength: 24 });
const id = fc.string({ minLength: 1, maxLength: 24 });
const stringRecord = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), text, { maxKeys: 3 });
const frameSrc = fc.oneof(
  fc.webPath().map((p) => `${VENDOR}${p}`),
  fc.webUrl(),
  fc.constantFrom('javascript:alert(1)', 'data:text/html,<b>x</b>', '', 'vendor.example', 'http://[::1'),
);
const routePath = fc.oneof(
  fc.webPath(),
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '/goods/index/list',
    '/batchImport/list/:id/:tab',
    '/x/:constructor/:toString',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    'javascript:alert(1)',
    'https://evil.example/',
  ),
);

const validMessage: fc.Arbitrary<PageMessage> = fc.oneof(
  fc.record({ type: fc.constant('rcadmin:versionCheck' as const), v: fc.constant(1 as const), id }),
  fc.record({ type: fc.constant('rcadmin:getContext' as const), v: fc.constant(1 as const), id }),
  fc.record({
    type: fc.constant('rcadmin:openBatchImport' as const),
    v: fc.constant(1 as const),
    id,
    payload: fc.record(
      { id: fc.oneof(text, fc.constantFrom('1', '5', '7', '99')), tab: text },
      { requiredKeys: [] },
    ),
  }),
  fc.record({
    type: fc.constant('rcadmin:openFrameTab' as const),
    v: fc.constant(1 as const),
    id,
    payload: fc.record({ id: text, parentId: text, name: text, src: frameSrc }),
  }),
  fc.record({
    type: fc.constant('rcadmin:openRoute' as const),
    v: fc.constant(1 as const),
    id,
    payload: fc.record(
      { path: routePath, query: stringRecord, params: stringRecord, title: text },
      { requiredKeys: ['path'] },
    ),
  }),
);

// --- hostile messages ---------------------------------------------------------------------------

const foreignOrigin = fc
  .oneof(
    fc.webUrl().map((url) => new URL(url).origin),
    fc.constantFrom(
      'null',
      '',
      'https://vendor.example',
      'http://vendor.example:80',
      'http://vendor.example.evil.example',
      'http://VENDOR.example',
      window.location.origin,
    ),
  )
  .filter((origin) => origin !== VENDOR);

/** Valid requests and the handshake answer: what a foreign origin or window would try first. */
const anyPostmate = fc.oneof(
  validMessage.map(emit),
  fc.constant({ postmate: 'handshake-reply', type: POSTMATE_TYPE }),
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

/** A valid request with one part of its envelope or payload broken. */
const broken = fc.oneof(
  fc.tuple(validMessage, fc.oneof(wrongType, fc.constantFrom(0, 2, '1', 1.5))).map(([m, v]) => ({ ...m, v })),
  fc.tuple(validMessage, fc.oneof(wrongType, fc.constant(''))).map(([m, bad]) => ({ ...m, id: bad })),
  fc
    .tuple(
      validMessage,
      fc.oneof(
        fc.string().filter((s) => !s.startsWith('rcadmin:')),
        fc.constantFrom(
          'rcadmin:reply',
          'rcadmin:context',
          'rcadmin:contextChanged',
          'rcadmin:',
          'RCADMIN:openRoute',
        ),
      ),
    )
    .map(([m, type]) => ({ ...m, type })),
  fc
    .tuple(
      fc.constantFrom('rcadmin:openFrameTab', 'rcadmin:openRoute', 'rcadmin:openBatchImport'),
      id,
      wrongType,
    )
    .filter(
      ([type, , payload]) =>
        type !== 'rcadmin:openBatchImport' ||
        typeof payload !== 'object' ||
        payload === null ||
        Array.isArray(payload),
    )
    .map(([type, mid, payload]) => ({ type, v: 1, id: mid, payload })),
  fc.tuple(id, fc.constantFrom('id', 'parentId', 'name', 'src'), wrongType).map(([mid, field, bad]) => ({
    type: 'rcadmin:openFrameTab',
    v: 1,
    id: mid,
    payload: { id: 'a', parentId: 'b', name: 'c', src: `${VENDOR}/x`, [field]: bad },
  })),
  fc
    .tuple(
      id,
      fc.constantFrom('path', 'query', 'params', 'title'),
      fc.oneof(fc.integer(), fc.constant(null), fc.array(fc.string())),
    )
    .map(([mid, field, bad]) => ({
      type: 'rcadmin:openRoute',
      v: 1,
      id: mid,
      payload: { path: '/x', [field]: bad },
    })),
  fc
    .tuple(
      id,
      fc.constantFrom('query', 'params'),
      fc.string({ minLength: 1 }),
      wrongType.filter((x) => typeof x !== 'string'),
    )
    .map(([mid, field, key, bad]) => ({
      type: 'rcadmin:openRoute',
      v: 1,
      id: mid,
      payload: { path: '/x', [field]: { [key]: bad } },
    })),
);

/** `__proto__` as an own key (as JSON.parse and structured clone make it): prototypes must not count. */
const protoKeys = fc.constantFrom(
  `{"__proto__":{"type":"rcadmin:versionCheck","v":1,"id":"p"}}`,
  `{"type":"rcadmin:openRoute","v":1,"id":"p","payload":{"__proto__":{"path":"/polluted"}}}`,
  `{"type":"rcadmin:openFrameTab","v":1,"id":"p","payload":{"__proto__":{"id":"a","parentId":"b","name":"c","src":"${VENDOR}/x"}}}`,
  `{"__proto__":{"v":1},"type":"rcadmin:versionCheck","id":"p"}`,
  `{"postmate":"emit","type":"${POSTMATE_TYPE}","value":{"__proto__":{"data":{"type":"rcadmin:versionCheck","v":1,"id":"p"}}}}`,
  `{"__proto__":{"postmate":"emit","type":"${POSTMATE_TYPE}","value":{"data":{"type":"rcadmin:versionCheck","v":1,"id":"p"}}}}`,
  `{"type":"rcadmin:openRoute","v":1,"id":"p","payload":{"path":"/x","query":{"__proto__":{"polluted":"yes"}}}}`,
);

/** Large blobs where small fields belong, up to 2 MB. */
const huge = fc
  .tuple(fc.integer({ min: 100_000, max: 2_000_000 }), fc.constantFrom('x', '中', '\u0000', '/'))
  .chain(([size, char]) => {
    const blob = char.repeat(size);
    return fc.constantFrom<unknown>(
      blob,
      emit(blob),
      emit({ type: 'rcadmin:versionCheck', v: 2, id: blob }),
      emit({ type: blob, v: 1, id: 'h' }),
      emit({ type: 'rcadmin:openRoute', v: 1, id: 'h', payload: { path: 1, title: blob } }),
      { postmate: blob, type: POSTMATE_TYPE, value: {} },
      emit(Array.from({ length: 10_000 }, (_, i) => i)),
    );
  });

const malformed = fc.oneof(
  {
    arbitrary: fc.anything({ withNullPrototype: true, withObjectString: true, withMap: true, withSet: true }),
    weight: 3,
  },
  { arbitrary: fc.anything({ withNullPrototype: true, withObjectString: true }).map(emit), weight: 3 },
  {
    arbitrary: fc.record(
      {
        postmate: fc.oneof(fc.constantFrom('emit', 'call', 'handshake', 'Emit'), wrongType),
        type: fc.oneof(fc.constant(POSTMATE_TYPE), fc.string(), wrongType),
        value: fc.oneof(wrongType, fc.record({ name: fc.anything(), data: wrongType })),
      },
      { requiredKeys: [] },
    ),
    weight: 2,
  },
  { arbitrary: broken.map(emit), weight: 4 },
  { arbitrary: protoKeys.map((json) => JSON.parse(json) as unknown), weight: 1 },
  { arbitrary: huge, weight: 1 },
);

// --- the shell ------------------------------------------------------------------------------------

const START = '/overview';
const router = createMemoryRouter([{ path: '*', element: createElement(BridgeHost) }], {
  initialEntries: [START],
});
const uncaught: unknown[] = [];
const onError = (event: ErrorEvent | PromiseRejectionEvent) =>
  uncaught.push('error' in event ? event.error : event.reason);
// Installed before each test (the config restores every spy between tests).
let navigations = vi.spyOn(router, 'navigate');
let errors = vi.spyOn(console, 'error');
let warnings = vi.spyOn(console, 'warn');
const prototypeKeys = () => Object.getOwnPropertyNames(Object.prototype).sort().join();
const prototypeBefore = prototypeKeys();

const connected = frameWindow();
const unconnected = frameWindow();
const stranger = frameWindow();
const handshakes: FrameHandshake[] = [];
const figures: Record<string, number> = {};

/** Everything the shell could do in answer: post to a window, navigate, open a tab, fail. */
const effects = () =>
  JSON.stringify({
    calls: [connected, unconnected, stranger].map((w) => w.posted.filter(isCall).length),
    navigations: navigations.mock.calls.length,
    tabs,
    uncaught: uncaught.length,
    errors: errors.mock.calls.length,
  });

beforeAll(async () => {
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onError);
  resetTabs();
  // A user whose menu grants the goods list: its imports (1, 3) open, the others are refused.
  const menu = [{ id: 'g', title: 'Goods', url: '/goods/index/list', list: [] }];
  permission.menu = ref(menu as unknown as typeof permission.menu);
  permission.routes = ref(generateRoutes(menu as unknown as Parameters<typeof generateRoutes>[0]));
  render(createElement(RouterProvider, { router }));
  await vi.waitFor(() => expect(frameAllowlist.loaded).toBe(true));
  handshakes.push(attachFrame(connected.win, VENDOR), attachFrame(unconnected.win, VENDOR));
  deliver({ postmate: 'handshake-reply', type: POSTMATE_TYPE }, connected.win, VENDOR);
  await expect(handshakes[0]?.connected).resolves.toBe(true);
});

beforeEach(() => {
  navigations = vi.spyOn(router, 'navigate');
  errors = vi.spyOn(console, 'error');
  // The bridge logs every message it ignores: thousands here.
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterAll(() => {
  handshakes.forEach((handshake) => handshake.dispose());
  cleanup();
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onError);
  const dir = process.env.RELIABILITY_FIGURES_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'bridge-fuzz.json'), JSON.stringify(figures, null, 2));
  }
});

/** Delivers every generated message and asserts, message by message, that nothing happened. */
function assertNoEffect<T>(kind: string, arbitrary: fc.Arbitrary<T>, send: (value: T) => void) {
  const started = performance.now();
  let sent = 0;
  fc.assert(
    fc.property(arbitrary, (value) => {
      const before = effects();
      send(value);
      sent += 1;
      expect(effects()).toBe(before);
    }),
    { numRuns: RUNS },
  );
  figures[`${kind}Messages`] = sent;
  figures[`${kind}Ms`] = Math.round(performance.now() - started);
}

describe('the message bridge under fuzzing', () => {
  test(`[MSG-01] [MSG-02] [MSG-03] ${RUNS} messages from foreign origins, even from the connected frame, have no effect`, async () => {
    assertNoEffect('foreignOrigin', fc.tuple(anyPostmate, foreignOrigin), ([data, origin]) =>
      deliver(data, connected.win, origin),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe(START);
  });

  test(`[MSG-01] [MSG-02] [MSG-03] ${RUNS} messages from windows the shell did not connect, at the allowed origin, have no effect`, async () => {
    const source = fc.constantFrom<unknown>(stranger.win, unconnected.win, window, null, {}, 'vendor');
    const data = fc.oneof(
      validMessage.map(emit),
      fc.constant({ postmate: 'handshake-reply', type: POSTMATE_TYPE }),
    );
    assertNoEffect('wrongSource', fc.tuple(data, source), ([message, from]) => {
      // The frame the shell opened but that has not answered yet would be connected by a reply.
      const handshake = (message as { postmate: string }).postmate === 'handshake-reply';
      deliver(message, handshake && from === unconnected.win ? stranger.win : from, VENDOR);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe(START);
  });

  test(`${RUNS} malformed messages from the connected frame (__proto__ keys, huge, wrong types) have no effect but an error reply`, async () => {
    const started = performance.now();
    const quiet = () => JSON.stringify({ ...JSON.parse(effects()), calls: null });
    fc.assert(
      fc.property(malformed, (data) => {
        const before = quiet();
        const replies = connected.posted.length;
        deliver(data, connected.win, VENDOR);
        expect(quiet()).toBe(before);
        // What carries an id is answered, with an error: never carried out.
        for (const answer of connected.posted.slice(replies)) {
          const reply = callData(answer);
          expect(reply).toMatchObject({ type: 'rcadmin:reply', ok: false });
          expect([ReplyErrorCode.INVALID, ReplyErrorCode.UNSUPPORTED]).toContain(
            (reply.error as { code: string }).code,
          );
        }
        expect(connected.posted.length - replies).toBeLessThanOrEqual(1);
      }),
      { numRuns: RUNS },
    );
    figures.malformedMessages = RUNS;
    figures.malformedMs = Math.round(performance.now() - started);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(router.state.location.pathname).toBe(START);
    expect(prototypeKeys()).toBe(prototypeBefore);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(warnings).toHaveBeenCalled();
  });

  test(`[MSG-01] [MSG-02] [MSG-03] [MSG-04] ${VALID_RUNS} valid requests from the connected frame are all handled, each answered once`, async () => {
    const started = performance.now();
    let handled = 0;
    fc.assert(
      fc.property(validMessage, (message) => {
        const replies = connected.posted.length;
        const navigated = navigations.mock.calls.length;
        deliver(emit(message), connected.win, VENDOR);
        const answers = connected.posted.slice(replies);
        expect(answers).toHaveLength(1);
        expect(answers[0]?.origin).toBe(VENDOR);
        const reply = callData(answers[0] as Posted);
        expect(reply).toMatchObject({ v: 1, id: message.id });
        const targets = navigations.mock.calls.slice(navigated).map(([to]) => to);
        switch (message.type) {
          case 'rcadmin:versionCheck':
            expect(reply).toMatchObject({ type: 'rcadmin:reply', ok: true, result: 1 });
            expect(targets).toEqual([]);
            break;
          case 'rcadmin:getContext':
            expect(reply.type).toBe('rcadmin:context');
            expect(isSessionContext(reply.context)).toBe(true);
            expect(targets).toEqual([]);
            break;
          case 'rcadmin:openBatchImport': {
            const { id: target = '', tab = '' } = message.payload;
            const importId = target || BATCH_IMPORT_DEFAULTS.id;
            const location = `/batchImport/list/${encodeURIComponent(importId)}/${encodeURIComponent(tab || BATCH_IMPORT_DEFAULTS.tab)}`;
            const refusal = batchImportRefusal(importId, location);
            if (refusal) {
              // An import type that does not exist, or one the user may not use: nothing opens.
              expect(reply).toMatchObject({ ok: false, error: { code: refusal.code } });
              expect(targets).toEqual([]);
              break;
            }
            expect(reply).toMatchObject({ type: 'rcadmin:reply', ok: true, result: null });
            expect(targets).toEqual([location]);
            break;
          }
          case 'rcadmin:openFrameTab': {
            const allowed = allowedFrame(message.payload.src);
            if (allowed) {
              expect(reply).toMatchObject({ type: 'rcadmin:reply', ok: true, result: null });
              expect(tabs.embeddedUrls).toContainEqual({ ...message.payload, src: allowed });
              expect(targets).toHaveLength(1);
              expect(String(targets[0])).toMatch(/^\/iframe\/urlPath\?/);
            } else {
              expect(reply).toMatchObject({ ok: false, error: { code: ReplyErrorCode.FORBIDDEN } });
              expect(targets).toEqual([]);
            }
            break;
          }
          case 'rcadmin:openRoute': {
            const location = routeLocation(message.payload);
            const refusal = routeRefusal(location.split('?')[0] ?? location);
            if (refusal) {
              // A path the user could not open from the shell: refused, and nothing opens.
              expect(reply).toMatchObject({ ok: false, error: { code: refusal.code } });
              expect(targets).toEqual([]);
              break;
            }
            expect(reply).toMatchObject({ type: 'rcadmin:reply', ok: true, result: null });
            expect(targets).toEqual([location]);
            // A route never leaves the shell: the browser would load another origin as a page.
            const url = new URL(String(targets[0]), window.location.origin);
            expect(url.origin).toBe(window.location.origin);
            break;
          }
        }
        handled += 1;
      }),
      { numRuns: VALID_RUNS },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    figures.validMessages = VALID_RUNS;
    figures.validHandled = handled;
    figures.validMs = Math.round(performance.now() - started);
    figures.uncaughtErrors = uncaught.length + errors.mock.calls.length;
    expect(handled).toBe(VALID_RUNS);
    expect(uncaught).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});

/** The address a frame tab may open (an http(s) address on the allowlist), or null. */
function allowedFrame(src: string): string | null {
  try {
    const url = new URL(src);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    return web && [VENDOR, window.location.origin].includes(url.origin) ? url.toString() : null;
  } catch {
    return null;
  }
}
