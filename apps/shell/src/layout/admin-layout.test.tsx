import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setDevice, setLanguage, setSidebarOpened } from '../stores/app';
import { buildMenu } from '../menu/build-menu';
import { goodsArea, memberArea, rcadminApp } from '../menu/testing/fixtures';
import LandingPage from '../pages/landing/landing-page';
import { BASE_MENU, KNOWN_ROUTES } from '../router/route-table';
import { applyMenu, resetPermission, setDeptRoleList } from '../stores/permission';
import { session } from '../stores/session';
import { notify } from '../utils/feedback';
import AdminLayout from './admin-layout';

vi.mock('../utils/feedback', () => ({
  notify: { error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() },
}));

function renderShell(path: string) {
  const landing = KNOWN_ROUTES.find((route) => route.path === '/member/index')!;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AdminLayout,
        children: [{ path: 'member/index', Component: LandingPage, handle: { route: landing } }],
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(async () => {
  await setLanguage('zh');
  session.tenantName = 'Demo Retail';
  setDeptRoleList([
    { storeCode: 'S1', storeName: '一号店', roleIds: ['r1'] },
    { storeCode: 'S2', storeName: '二号店', roleIds: ['r2'] },
  ]);
  applyMenu(
    buildMenu({
      appList: [rcadminApp([goodsArea(), memberArea()])],
      collectList: [],
      baseMenu: BASE_MENU,
      ssoMenuType: 0,
      platformNum: '100001',
    }),
  );
});

afterEach(() => {
  cleanup();
  resetPermission();
  localStorage.clear();
  vi.clearAllMocks();
});

describe('admin layout', () => {
  test('[SHELL-01] [SHELL-02] the top bar shows the tenant and the store switch', async () => {
    renderShell('/member/index');
    expect(screen.getByTestId('tenant-name').textContent).toBe('Demo Retail');
    const storeSwitch = screen.getByRole('button', { name: '切换门店' });
    expect(storeSwitch).toBeTruthy();
    await userEvent.click(storeSwitch);
    // The store menu is antd, loaded on first use: a moment longer than findBy's default second
    // when the machine is busy.
    expect(await screen.findByRole('menuitem', { name: '二号店' }, { timeout: 5_000 })).toBeTruthy();
  });

  test('[SHELL-05] [ROUTE-18] a dark 120 px sidebar lists the areas, favourites as 收藏夹', () => {
    renderShell('/member/index');
    const sidebar = screen.getByRole('navigation', { name: '主菜单' });
    const sider = sidebar.closest('aside');
    expect(sider?.className).toBe('rc-sider');
    expect(sider?.style.width).toBe('120px');
    expect(within(sidebar).getByText('收藏夹')).toBeTruthy();
    expect(within(sidebar).getByText('会员')).toBeTruthy();
    expect(within(sidebar).getByText('组织')).toBeTruthy();
  });

  test("[MENU-16] [MENU-17] '#' says it is planned, no link says so, neither navigates", async () => {
    renderShell('/member/index');
    await userEvent.click(screen.getByRole('button', { name: '会员画像' }));
    expect(notify.warning).toHaveBeenCalledWith('菜单功能规划中，敬请期待');
    await userEvent.click(screen.getByRole('button', { name: '会员等级' }));
    expect(notify.error).toHaveBeenCalledWith('未配置菜单链接！');
    expect(screen.getByRole('heading', { name: '会员' })).toBeTruthy();
  });

  test('[I18N-03] the shell re-renders in the chosen language', async () => {
    renderShell('/member/index');
    await act(() => setLanguage('en'));
    expect(screen.getByRole('button', { name: 'Switch store' })).toBeTruthy();
    // Menu names are data: the server's names, and 收藏夹, whatever the UI language.
    expect(within(screen.getByRole('navigation', { name: 'Main menu' })).getByText('收藏夹')).toBeTruthy();
  });

  test('[SHELL-08] on mobile the sidebar opens from the top bar as a drawer over the page, and its mask closes it', async () => {
    // A window under 992 px wide (every media query of the page answers as such a window would).
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          addListener: vi.fn(),
          removeListener: vi.fn(),
          dispatchEvent: vi.fn(),
        }) as MediaQueryList,
    );
    try {
      renderShell('/member/index');
      const sider = screen.getByRole('navigation', { name: '主菜单', hidden: true }).closest('aside')!;
      const toggle = await screen.findByRole('button', { name: '主菜单' });
      await waitFor(() => expect(sider.style.width).toBe('0px'));
      expect(screen.queryByTestId('sidebar-mask')).toBeNull();

      await userEvent.click(toggle);
      await waitFor(() => expect(sider.style.width).toBe('120px'));
      expect(toggle.getAttribute('aria-expanded')).toBe('true');

      await userEvent.click(screen.getByTestId('sidebar-mask'));
      await waitFor(() => expect(sider.style.width).toBe('0px'));
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByTestId('sidebar-mask')).toBeNull();
    } finally {
      setDevice('desktop');
      setSidebarOpened(true);
    }
  });
});
