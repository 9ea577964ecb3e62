import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { WUJIE_BUS_PROP, WUJIE_CHANNEL_PROP, wujieBusEvent } from '@rcadmin/sdk/protocol';
import type { Bus } from '../bridge/bridge';
import { startBridge } from '../bridge/bridge';
import { createShellActions } from '../bridge/bridge-host';
import { addView, resetTabs, tabs } from '../stores/tabs';
import { destroyMicroApp, microAppOptions } from './micro-host';
import { MicroAppView } from './micro-app-page';
import type { WujieAppProps } from './wujie-app';

/**
 * wujie stands in as a component that shows the page it was handed: what counts here is whether
 * the shell hands it the running app or replaces it with the failure.
 */
const started = vi.hoisted(() => ({ props: [] as WujieAppProps[] }));
vi.mock('./wujie-app', () => ({
  WujieApp: (props: WujieAppProps) => {
    started.props.push(props);
    return createElement('div', { 'data-testid': 'wujie', 'data-name': props.name }, props.html);
  },
  wujie: {
    bus: { $on: () => undefined, $off: () => undefined, $emit: () => undefined },
    preloadApp: () => undefined,
    destroyApp: () => undefined,
  },
}));

const APP = { name: 'vendor', url: 'http://127.0.0.1:8081/wujie-app.html' };
const PAGE = '<p>Vendor sub-app</p>';

let fetched: string[];
let serverUp: boolean;
beforeEach(() => {
  fetched = [];
  serverUp = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      fetched.push(url);
      if (!serverUp) throw new TypeError('Failed to fetch');
      return new Response(PAGE, { status: 200, headers: { 'content-type': 'text/html' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  destroyMicroApp(APP.name);
  vi.unstubAllGlobals();
});

const show = () => render(createElement(MicroAppView, { app: { ...APP } }));
const failure = () => screen.queryByText(/could not be loaded/);

describe('a micro-app shown again', () => {
  test('[TAB-03] a running app shown again while its server is down stays as it is: no fetch, no failure', async () => {
    const first = show();
    expect(await screen.findByTestId('wujie')).toHaveProperty('textContent', PAGE);
    expect(fetched).toEqual([APP.url]);
    // Its tab is left (the view goes), the server goes away, the tab is shown again.
    first.unmount();
    serverUp = false;
    show();
    expect(screen.getByTestId('wujie')).toHaveProperty('textContent', PAGE);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(failure()).toBeNull();
    expect(screen.getByTestId('wujie')).toBeTruthy();
    expect(fetched).toEqual([APP.url]);
  });

  test('[TAB-05] an app destroyed (its tab closed) starts afresh: its page is fetched, and a server away shows the failure', async () => {
    const first = show();
    await screen.findByTestId('wujie');
    first.unmount();
    destroyMicroApp(APP.name);
    serverUp = false;
    show();
    expect(await screen.findByText(/could not be loaded/)).toBeTruthy();
    expect(screen.queryByTestId('wujie')).toBeNull();
    expect(fetched).toEqual([APP.url, APP.url]);
  });
});

describe("a micro-app's own route in the shell's address", () => {
  const MICRO_PATH = '/micro/vendor';
  /** What the app's window sees of the route it starts at: the callbacks run before its scripts. */
  function startRoute(): string | undefined {
    const props = started.props.at(-1);
    const replaceState = vi.fn();
    for (const plugin of props?.plugins ?? [])
      for (const loader of plugin.jsBeforeLoaders ?? [])
        loader.callback({ history: { replaceState } } as unknown as Window);
    return replaceState.mock.calls.at(-1)?.[2] as string | undefined;
  }

  afterEach(() => window.history.replaceState(null, '', '/'));

  test('a reload or shared link starts the app at the route it kept; one off its origin or too long is not used', async () => {
    window.history.replaceState(null, '', `${MICRO_PATH}#/wujie-app.html?screen=orders`);
    const first = show();
    await screen.findByTestId('wujie');
    expect(startRoute()).toBe('/wujie-app.html?screen=orders');

    for (const hash of ['#//evil.example/x', `#/${'a'.repeat(1000)}`, '#top', '']) {
      first.unmount();
      cleanup();
      destroyMicroApp(APP.name);
      window.history.replaceState(null, '', `${MICRO_PATH}${hash}`);
      show();
      await screen.findByTestId('wujie');
      expect(startRoute(), hash).toBeUndefined();
    }
  });

  test("setRoute from the app keeps its route as its tab's hash, on the app's origin only", async () => {
    resetTabs();
    addView({
      path: MICRO_PATH,
      fullPath: MICRO_PATH,
      name: 'micro',
      query: {},
      params: {},
      title: 'Vendor',
      meta: {},
    });
    window.history.replaceState(null, '', MICRO_PATH);
    const stop = startBridge(createShellActions(vi.fn()));
    const { props } = microAppOptions(APP);
    const bus = props[WUJIE_BUS_PROP] as Bus;
    const channel = props[WUJIE_CHANNEL_PROP] as string;
    const replies: unknown[] = [];
    bus.$on(wujieBusEvent('shell', channel), (data) => replies.push((data as { message: unknown }).message));
    const setRoute = async (path: string) => {
      bus.$emit(wujieBusEvent('page', channel), {
        channel,
        message: { type: 'rcadmin:setRoute', v: 1, id: `r-${replies.length}`, payload: { path } },
      });
      await new Promise((resolve) => setTimeout(resolve, 0));
      return replies.at(-1);
    };

    await expect(setRoute('/wujie-app.html?screen=orders')).resolves.toMatchObject({ ok: true });
    expect(tabs.visitedViews.find((view) => view.path === MICRO_PATH)?.fullPath).toBe(
      `${MICRO_PATH}#/wujie-app.html?screen=orders`,
    );
    expect(window.location.hash).toBe('#/wujie-app.html?screen=orders');
    await expect(setRoute('https://evil.example/x')).resolves.toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN' },
    });
    stop();
    resetTabs();
  });
});
