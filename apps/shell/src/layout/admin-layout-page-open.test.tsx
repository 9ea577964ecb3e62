import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setUpReplyServer } from '../api/testing/reply-server';
import i18n from '../i18n';
import { buildMenu } from '../menu/build-menu';
import { goodsArea, rcadminApp } from '../menu/testing/fixtures';
import { BASE_MENU, KNOWN_ROUTES } from '../router/route-table';
import { applyMenu, resetPermission } from '../stores/permission';
import { session } from '../stores/session';
import { resetTabs } from '../stores/tabs';
import AdminLayout from './admin-layout';

vi.mock('./top-bar', () => ({ TopBar: () => null }));
vi.mock('../bridge/bridge-host', () => ({ BridgeHost: () => null }));

const server = setUpReplyServer({ adapter: 'http' });
beforeAll(() => {
  server.answer({ body: { success: true, code: '0', msg: '成功', content: { result: true } } });
});

beforeEach(async () => {
  await i18n.changeLanguage('zh');
  Object.assign(session, {
    siteToken: 'tok-1',
    siteUserId: '7',
    siteUserName: '张三',
    platformNum: '100001',
    tenantName: 'Demo Retail',
  });
  applyMenu(
    buildMenu({
      appList: [rcadminApp([goodsArea()])],
      collectList: [],
      baseMenu: BASE_MENU,
      ssoMenuType: 0,
      platformNum: '100001',
    }),
  );
});

afterEach(() => {
  cleanup();
  resetTabs();
  resetPermission();
  session.siteToken = '';
  server.requests.length = 0;
});

/** The layout over a plain page per path, starting on the first. */
function renderLayout(paths: string[]) {
  const route = (path: string) => KNOWN_ROUTES.find((known) => known.path === path)!;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AdminLayout,
        children: paths.map((path) => ({
          path: path.slice(1),
          element: <p>{path}</p>,
          handle: { route: route(path) },
        })),
      },
    ],
    { initialEntries: [paths[0]!] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const recorded = () =>
  server.requests.map((request) => {
    const record = new URLSearchParams(request.body);
    return [record.get('menuCode'), record.get('menuName'), record.get('opt')];
  });

test('[DATA-07] opening menu pages posts one record each; query changes and quick returns post none', async () => {
  const router = renderLayout(['/overview', '/goods/index/list', '/goods/category/list']);
  await screen.findByText('/overview');
  await router.navigate('/goods/index/list');
  await screen.findByText('/goods/index/list');
  await router.navigate('/goods/index/list?pageNo=2');
  await router.navigate('/goods/category/list');
  await screen.findByText('/goods/category/list');
  await router.navigate('/goods/index/list?pageNo=2');
  await router.navigate('/overview');
  await waitFor(() => expect(server.requests).toHaveLength(2));
  expect(recorded()).toEqual([
    ['/goods/index/list', '商品档案', '打开页面'],
    ['/goods/category/list', '商品分类', '打开页面'],
  ]);
});
