import { afterEach, expect, test, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setTabBusy } from '../bridge/page-busy';
import i18n from '../i18n';
import { KNOWN_ROUTES } from '../router/route-table';
import { resetPermission } from '../stores/permission';
import { resetTabs } from '../stores/tabs';
import AdminLayout from './admin-layout';

vi.mock('./top-bar', () => ({ TopBar: () => null }));
vi.mock('../bridge/bridge-host', () => ({ BridgeHost: () => null }));
vi.mock('../pages/frame/frame-layer', () => ({ FrameLayer: () => null }));

afterEach(() => {
  cleanup();
  resetTabs();
  resetPermission();
  setTabBusy('/noticelist', false);
});

test('a tab whose embedded page said it is busy (setLoading) is marked busy in the strip until it says it is done', async () => {
  await i18n.changeLanguage('en');
  const route = (path: string) => KNOWN_ROUTES.find((known) => known.path === path)!;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AdminLayout,
        children: ['/overview', '/noticelist'].map((path) => ({
          path: path.slice(1),
          element: <p>{path}</p>,
          handle: { route: route(path) },
        })),
      },
    ],
    { initialEntries: ['/noticelist'] },
  );
  render(<RouterProvider router={router} />);
  const tab = await screen.findByRole('tab', { name: 'Notices' });
  expect(tab.getAttribute('aria-busy')).toBeNull();
  act(() => setTabBusy('/noticelist', true));
  await screen.findByRole('tab', { name: 'Notices', busy: true });
  expect(screen.getByRole('tab', { name: 'Overview' }).getAttribute('aria-busy')).toBeNull();
  act(() => setTabBusy('/noticelist', false));
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Notices' }).getAttribute('aria-busy')).toBeNull(),
  );
});
