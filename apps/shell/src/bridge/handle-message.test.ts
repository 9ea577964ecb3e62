import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { PageMessage, SessionContext } from '@rcadmin/sdk/protocol';
import { ref } from 'valtio';
import { generateRoutes } from '../router/generate-routes';
import { permission } from '../stores/permission';
import { addView, OVERVIEW_VIEW, resetTabs, tabs } from '../stores/tabs';
import { createShellActions } from './bridge-host';
import { setFrameOrigins } from './frame-allowlist';
import { BridgeRefusal, handlePageMessage, routeLocation, type BridgeActions } from './handle-message';

const CONTEXT: SessionContext = {
  tenant: { id: '100001', name: 'Demo Retail', platformNum: '100001' },
  user: { id: 'u1', name: 'admin' },
  store: { code: 'S001', name: 'Flagship' },
  language: 'en',
  theme: { colorPrimary: '#1890ff' },
};

const actions = (): BridgeActions => ({
  openBatchImport: vi.fn(),
  openFrameTab: vi.fn(),
  openRoute: vi.fn(),
  context: () => CONTEXT,
  sessionToken: vi.fn(),
  toast: vi.fn(),
  confirm: vi.fn(),
  setTitle: vi.fn(),
  setLoading: vi.fn(),
  setRoute: vi.fn(),
  pick: vi.fn(),
});

type Body = PageMessage extends infer M ? (M extends PageMessage ? Omit<M, 'v' | 'id'> : never) : never;
const message = (body: Body, id = 'req-1') => ({ ...body, v: 1, id }) as PageMessage;

describe('page requests', () => {
  test('[MSG-04] a version check is answered with version 1 and the request id', () => {
    expect(handlePageMessage(message({ type: 'rcadmin:versionCheck' }, 'v-9'), actions())).toEqual({
      type: 'rcadmin:reply',
      v: 1,
      id: 'v-9',
      ok: true,
      result: 1,
    });
  });

  test('[MSG-01] open batch import goes to batchImportl, with id 1 and tab importTab by default', () => {
    const shell = actions();
    handlePageMessage(message({ type: 'rcadmin:openBatchImport', payload: {} }), shell);
    handlePageMessage(
      message({ type: 'rcadmin:openBatchImport', payload: { id: 'goods', tab: 'sku' } }),
      shell,
    );
    expect(vi.mocked(shell.openBatchImport).mock.calls).toEqual([
      [{ id: '1', tab: 'importTab' }],
      [{ id: 'goods', tab: 'sku' }],
    ]);
  });

  test('[MSG-02] [MSG-03] frame tabs and routes go to their actions; a refusal is an error reply', () => {
    const shell = actions();
    const entry = { id: 'r', parentId: 'v', name: 'Report', src: 'http://127.0.0.1:8081/r' };
    expect(handlePageMessage(message({ type: 'rcadmin:openFrameTab', payload: entry }), shell)).toMatchObject(
      {
        ok: true,
        result: null,
      },
    );
    expect(shell.openFrameTab).toHaveBeenCalledWith(entry);
    handlePageMessage(message({ type: 'rcadmin:openRoute', payload: { path: '/goods/index/list' } }), shell);
    expect(shell.openRoute).toHaveBeenCalledWith({ path: '/goods/index/list' });

    vi.mocked(shell.openFrameTab).mockImplementation(() => {
      throw new BridgeRefusal('FORBIDDEN', 'not allowed');
    });
    expect(handlePageMessage(message({ type: 'rcadmin:openFrameTab', payload: entry }, 'x'), shell)).toEqual({
      type: 'rcadmin:reply',
      v: 1,
      id: 'x',
      ok: false,
      error: { code: 'FORBIDDEN', message: 'not allowed' },
    });
  });

  test('getContext is answered with the session context', () => {
    expect(handlePageMessage(message({ type: 'rcadmin:getContext' }, 'c'), actions())).toEqual({
      type: 'rcadmin:context',
      v: 1,
      id: 'c',
      context: CONTEXT,
    });
  });

  test('[MSG-03] a route object becomes a location: params filled in, query appended', () => {
    expect(routeLocation({ path: '/goods/index/list', query: { from: 'vendor' } })).toBe(
      '/goods/index/list?from=vendor',
    );
    expect(routeLocation({ path: '/goods/index/edit/:id', params: { id: '42' } })).toBe(
      '/goods/index/edit/42',
    );
    expect(routeLocation({ path: '/batchImport/list/:id?/:tab?' })).toBe('/batchImport/list');
  });
});

describe("page requests carried out by the shell's own actions", () => {
  let visited: string[];
  let shell: BridgeActions;
  beforeEach(() => {
    resetTabs();
    setFrameOrigins('http://127.0.0.1:8081');
    visited = [];
    shell = createShellActions((to) => visited.push(to));
  });

  /** A session whose menu grants the pages at `urls`, and nothing else. */
  const grant = (...urls: string[]) => {
    const menu = urls.map((url, index) => ({ id: `m${index}`, title: url, url, list: [] }));
    permission.routes = ref(generateRoutes(menu as unknown as Parameters<typeof generateRoutes>[0]));
    permission.menu = ref(menu as unknown as typeof permission.menu);
  };
  const openImport = (payload: { id?: string; tab?: string }) =>
    handlePageMessage(message({ type: 'rcadmin:openBatchImport', payload }), shell);

  test('[MSG-01] open batch import goes to /batchImport/list/1/importTab, or the id and tab asked for', () => {
    grant('/goods/index/list', '/organization/employeeIndex');
    expect(openImport({})).toMatchObject({ ok: true });
    expect(openImport({ id: '5', tab: 'exportTab' })).toMatchObject({ ok: true });
    expect(visited).toEqual(['/batchImport/list/1/importTab', '/batchImport/list/5/exportTab']);
  });

  test('[MSG-01] open batch import of a type that does not exist is NOT_FOUND, and nothing opens', () => {
    grant('/goods/index/list');
    for (const id of ['g 1', '99', '0', '1.0'])
      expect(openImport({ id })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND', message: `There is no bulk import of type ${id}` },
      });
    expect(visited).toEqual([]);
  });

  test('[MSG-01] open batch import of a type whose page the user may not open is FORBIDDEN, and nothing opens', () => {
    // Goods only: the employees' import (5) needs the employee page's grant.
    grant('/goods/index/list');
    expect(openImport({ id: '5' })).toMatchObject({
      ok: false,
      error: { code: 'FORBIDDEN', message: 'The signed-in user may not use the bulk import of type 5' },
    });
    // No page that grants the bulk import screen at all: even the goods import is refused.
    grant('/setting/index/list');
    expect(openImport({})).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(visited).toEqual([]);
  });

  test('[MSG-02] open frame tab records the embedded entry, then opens /iframe/urlPath with its query', () => {
    const entry = { id: 'r', parentId: 'v', name: 'Report', src: 'http://127.0.0.1:8081/r?x=1' };
    expect(handlePageMessage(message({ type: 'rcadmin:openFrameTab', payload: entry }), shell)).toMatchObject(
      {
        ok: true,
      },
    );
    expect(tabs.embeddedUrls).toEqual([entry]);
    const [to] = visited;
    expect(to?.split('?')[0]).toBe('/iframe/urlPath');
    expect(Object.fromEntries(new URLSearchParams(to?.split('?')[1]))).toEqual(entry);
  });

  test('[MSG-02] a frame tab from an origin outside the allowlist is refused: nothing recorded or opened', () => {
    const outside = { id: 'x', parentId: 'v', name: 'X', src: 'http://localhost:8081/r' };
    const script = { ...outside, src: 'javascript:alert(1)' };
    const refusal = (payload: typeof outside) =>
      handlePageMessage(message({ type: 'rcadmin:openFrameTab', payload }), shell);
    expect(refusal(outside)).toMatchObject({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'This address is not from an origin this tenant allows to embed, so it was not opened',
      },
    });
    // Not a web address at all: said for what it is, not as an origin off the allowlist.
    expect(refusal(script)).toMatchObject({
      ok: false,
      error: {
        code: 'FORBIDDEN',
        message: 'A frame tab opens web pages only (http or https): a javascript: address was not opened',
      },
    });
    expect(refusal({ ...outside, src: 'not an address' })).toMatchObject({
      error: { code: 'FORBIDDEN', message: 'The embedded page address is not valid' },
    });
    expect(tabs.embeddedUrls).toEqual([]);
    expect(visited).toEqual([]);
  });

  /** A session whose menu grants the goods pages only. */
  const grantGoods = () => {
    const goods = { id: 'g', title: '商品列表', url: '/goods/index/list', list: [] };
    permission.routes = ref(generateRoutes([goods] as unknown as Parameters<typeof generateRoutes>[0]));
  };

  test('[MSG-03] open route goes to the filled-in path and gives its open tab the title asked for', () => {
    grantGoods();
    addView({
      ...OVERVIEW_VIEW,
      path: '/goods/index/edit/42',
      fullPath: '/goods/index/edit/42',
      name: 'goodsEdit',
      meta: {},
    });
    const reply = handlePageMessage(
      message({
        type: 'rcadmin:openRoute',
        payload: {
          path: '/goods/index/edit/:id',
          params: { id: '42' },
          query: { from: 'vendor' },
          title: 'Goods 42',
        },
      }),
      shell,
    );
    expect(reply).toMatchObject({ ok: true });
    expect(visited).toEqual(['/goods/index/edit/42?from=vendor']);
    expect(tabs.visitedViews.find((view) => view.path === '/goods/index/edit/42')?.title).toBe('Goods 42');
  });

  test("[MSG-03] the title asked for names the tab the route opens, which the menu's title does not replace", () => {
    grantGoods();
    handlePageMessage(
      message({ type: 'rcadmin:openRoute', payload: { path: '/goods/index/list', title: 'Vendor goods' } }),
      shell,
    );
    expect(visited).toEqual(['/goods/index/list']);
    // The layout adds the route's tab once the navigation lands, titled by the menu if it could.
    addView({
      ...OVERVIEW_VIEW,
      path: '/goods/index/list',
      fullPath: '/goods/index/list',
      name: 'goods',
      title: '商品列表',
      meta: {},
    });
    const tab = tabs.visitedViews.find((view) => view.path === '/goods/index/list');
    expect(tab).toMatchObject({ title: 'Vendor goods', namedByOpener: true });
  });

  test('[MSG-03] a route the user may not open is refused, and nothing navigates', () => {
    grantGoods();
    const refused = (path: string) =>
      handlePageMessage(message({ type: 'rcadmin:openRoute', payload: { path } }), shell);
    // A page of the shell outside this user's menu, as the sdk README's own example.
    expect(refused('/goods/brand/blist')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    // No page of the shell at all.
    expect(refused('/goods/edit')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    // Pages outside the signed-in layout would replace it and every frame in it.
    expect(refused('/login')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(refused('/404')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(visited).toEqual([]);
  });
});
