import { act, cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { destroyMicroApp } from './micro-host';
import { MicroAppView } from './micro-app-page';
import type { WujieAppProps } from './wujie-app';

/**
 * wujie stands in as a component that shows the page it was handed: what counts here is whether
 * the shell hands it the running app or replaces it with the failure.
 */
vi.mock('./wujie-app', () => ({
  WujieApp: (props: WujieAppProps) =>
    createElement('div', { 'data-testid': 'wujie', 'data-name': props.name }, props.html),
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
