import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { PageMessage } from '@rcadmin/sdk/protocol';
import { uiActions } from '../../bridge/bridge-host';
import {
  handleUiRequest,
  isUiRequest,
  pageRoute,
  type PageTab,
  type UiRequest,
} from '../../bridge/handle-message';
import { busyTabs } from '../../bridge/page-busy';
import { isUnsaved, setUnsaved } from '../../features/unsaved';
import { addView, resetTabs, tabs, type TabView } from '../../stores/tabs';
import { takeWaiting } from '../../utils/feedback';
import { createFrameTab, restoredFrameUrl } from './frame-tab';

const VENDOR = 'http://127.0.0.1:8081';
const FRAME_PATH = `/iframe/urlPath?src=${encodeURIComponent(`${VENDOR}/`)}&name=Vendor&id=vendor&parentId=m1`;

const frameView: TabView = {
  path: FRAME_PATH,
  fullPath: FRAME_PATH,
  name: 'frame',
  query: { src: `${VENDOR}/`, name: 'Vendor', id: 'vendor', parentId: 'm1' },
  params: {},
  title: 'Vendor',
  meta: { title: 'routes.frame' },
};

let shown = true;
/** The frame tab of the vendor page, as the frame layer makes it. */
const frameTab = (): PageTab => createFrameTab('vendor', VENDOR, () => shown);

type Body = UiRequest extends infer M ? (M extends UiRequest ? Omit<M, 'v' | 'id'> : never) : never;
let lastId = 0;
const request = (body: Body) => ({ ...body, v: 1, id: `ui-${++lastId}` }) as PageMessage as UiRequest;

/** Asks as the page in `tab` would, with the shell's real actions. */
const ask = (body: Body, tab: PageTab) => handleUiRequest(request(body), tab, uiActions);

beforeEach(() => {
  resetTabs();
  addView(structuredClone(frameView));
  takeWaiting();
  shown = true;
});
afterEach(() => {
  setUnsaved(FRAME_PATH, false);
  document.body.innerHTML = '';
});

describe("an embedded page's UI requests, as the shell carries them out", () => {
  test('every UI request is told apart from the other requests', () => {
    expect(isUiRequest(request({ type: 'rcadmin:toast', payload: { message: 'x' } }))).toBe(true);
    expect(isUiRequest({ type: 'rcadmin:versionCheck', v: 1, id: 'v' })).toBe(false);
  });

  test("a toast shows the page's text as given; an empty or too long one is INVALID; the fourth within 10 s is RATE_LIMITED", async () => {
    const tab = frameTab();
    await expect(
      ask({ type: 'rcadmin:toast', payload: { message: '<b>Saved</b>', kind: 'success' } }, tab),
    ).resolves.toMatchObject({ ok: true, result: null });
    expect(takeWaiting()).toMatchObject([{ kind: 'success', text: '<b>Saved</b>' }]);

    await expect(ask({ type: 'rcadmin:toast', payload: { message: '   ' } }, tab)).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID' },
    });
    await expect(
      ask({ type: 'rcadmin:toast', payload: { message: 'x'.repeat(201) } }, tab),
    ).resolves.toMatchObject({ ok: false, error: { code: 'INVALID' } });

    await ask({ type: 'rcadmin:toast', payload: { message: 'two' } }, tab);
    await ask({ type: 'rcadmin:toast', payload: { message: 'three' } }, tab);
    const flood = await ask({ type: 'rcadmin:toast', payload: { message: 'four' } }, tab);
    expect(flood).toMatchObject({
      ok: false,
      error: { code: 'RATE_LIMITED', message: expect.stringContaining('3') },
    });
    expect(takeWaiting().map((toast) => toast.text)).toEqual(['two', 'three']);
    // Another page has its own allowance.
    await expect(
      ask({ type: 'rcadmin:toast', payload: { message: 'other' } }, frameTab()),
    ).resolves.toMatchObject({ ok: true });
  });

  test("setTitle names the page's own tab as written; an empty or too long title is INVALID", async () => {
    const tab = frameTab();
    await expect(
      ask({ type: 'rcadmin:setTitle', payload: { title: 'Order 7' } }, tab),
    ).resolves.toMatchObject({ ok: true });
    expect(tabs.visitedViews.find((view) => view.path === FRAME_PATH)).toMatchObject({
      title: 'Order 7',
      namedByOpener: true,
    });
    await expect(ask({ type: 'rcadmin:setTitle', payload: { title: '' } }, tab)).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID' },
    });
    await expect(
      ask({ type: 'rcadmin:setTitle', payload: { title: 'x'.repeat(61) } }, tab),
    ).resolves.toMatchObject({ ok: false, error: { code: 'INVALID' } });
  });

  test("setDirty puts the page's tab under the shell's unsaved-changes guard, and takes it off", async () => {
    await ask({ type: 'rcadmin:setDirty', payload: { dirty: true } }, frameTab());
    expect(isUnsaved(FRAME_PATH)).toBe(true);
    await ask({ type: 'rcadmin:setDirty', payload: { dirty: false } }, frameTab());
    expect(isUnsaved(FRAME_PATH)).toBe(false);
  });

  test('setLoading marks the tab busy for the tab strip, and not busy again', async () => {
    await ask({ type: 'rcadmin:setLoading', payload: { loading: true } }, frameTab());
    expect(busyTabs.paths).toEqual([FRAME_PATH]);
    await ask({ type: 'rcadmin:setLoading', payload: { loading: false } }, frameTab());
    expect(busyTabs.paths).toEqual([]);
  });

  test("a page with no tab open gets FAILED, and nothing of the shell's changes", async () => {
    const tabless = createFrameTab('closed-long-ago', VENDOR, () => true);
    await expect(ask({ type: 'rcadmin:setDirty', payload: { dirty: true } }, tabless)).resolves.toMatchObject(
      { ok: false, error: { code: 'FAILED' } },
    );
    expect(isUnsaved(FRAME_PATH)).toBe(false);
  });

  test("setRoute keeps the page's route in its tab's address; one off the page's origin is FORBIDDEN, a page of no known origin UNSUPPORTED", async () => {
    window.history.replaceState(null, '', FRAME_PATH);
    await expect(
      ask({ type: 'rcadmin:setRoute', payload: { path: '/orders/7?tab=lines' } }, frameTab()),
    ).resolves.toMatchObject({ ok: true });
    const view = tabs.visitedViews.find((candidate) => candidate.path === FRAME_PATH);
    expect(view?.fullPath).toBe(`${FRAME_PATH}#/orders/7?tab=lines`);
    expect(window.location.hash).toBe('#/orders/7?tab=lines');

    for (const path of ['https://evil.example/x', '//evil.example/x']) {
      await expect(ask({ type: 'rcadmin:setRoute', payload: { path } }, frameTab())).resolves.toMatchObject({
        ok: false,
        error: { code: 'FORBIDDEN' },
      });
    }
    expect(view?.fullPath).toBe(`${FRAME_PATH}#/orders/7?tab=lines`);
    // A page whose origin the shell does not know has no routes of its own to keep.
    const noOrigin: PageTab = {
      path: () => '/micro/app',
      active: () => true,
      setDirty: () => undefined,
      askBeforeClose: () => () => undefined,
    };
    await expect(ask({ type: 'rcadmin:setRoute', payload: { path: '/a' } }, noOrigin)).resolves.toMatchObject(
      { ok: false, error: { code: 'UNSUPPORTED' } },
    );
  });

  test('a route is read on the page origin: relative paths resolve there, other origins are refused', () => {
    expect(pageRoute('orders/7#top', VENDOR)).toBe('/orders/7#top');
    expect(() => pageRoute('javascript:alert(1)', VENDOR)).toThrow();
  });

  test('a reload opens the frame at the route the address keeps, when it is on the frame origin only', () => {
    const url = new URL(`${VENDOR}/`);
    expect(restoredFrameUrl(url, '#/orders/7?tab=lines').toString()).toBe(`${VENDOR}/orders/7?tab=lines`);
    expect(restoredFrameUrl(url, '#//evil.example/x').toString()).toBe(`${VENDOR}/`);
    expect(restoredFrameUrl(url, '').toString()).toBe(`${VENDOR}/`);
    expect(restoredFrameUrl(url, '#top').toString()).toBe(`${VENDOR}/`);
  });

  test("a confirm from the page of the tab shown opens the shell's dialog with the page's texts as plain text, and answers OK as true", async () => {
    const answer = ask(
      {
        type: 'rcadmin:confirm',
        payload: { title: '<img src=x onerror=alert(1)>', content: 'Order 7 goes' },
      },
      frameTab(),
    );
    const ok = await findButton('OK');
    expect(document.body.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(document.body.querySelector('img')).toBeNull();
    ok.click();
    await expect(answer).resolves.toMatchObject({ ok: true, result: true });
  });

  test('a confirm or picker from a page whose tab is in the background is FORBIDDEN, and no dialog opens', async () => {
    shown = false;
    await expect(
      ask({ type: 'rcadmin:confirm', payload: { title: 'Delete?' } }, frameTab()),
    ).resolves.toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    await expect(
      ask({ type: 'rcadmin:pick', payload: { resource: 'sku' } }, frameTab()),
    ).resolves.toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(document.body.querySelector('.ant-modal')).toBeNull();
  });

  test('a page gets one dialog at a time: a second confirm while one is open is FORBIDDEN', async () => {
    const tab = frameTab();
    const first = ask({ type: 'rcadmin:confirm', payload: { title: 'First?' } }, tab);
    const cancel = await findButton('Cancel');
    await expect(ask({ type: 'rcadmin:confirm', payload: { title: 'Second?' } }, tab)).resolves.toMatchObject(
      { ok: false, error: { code: 'FORBIDDEN' } },
    );
    cancel.click();
    await expect(first).resolves.toMatchObject({ ok: true, result: false });
  });
});

/** The dialog's button with this text, once antd has rendered it. */
async function findButton(text: string): Promise<HTMLButtonElement> {
  for (let tries = 0; tries < 200; tries += 1) {
    const button = [...document.body.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === text,
    );
    if (button) return button;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no ${text} button`);
}
