import { afterEach, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../i18n';
import { KNOWN_ROUTES } from '../router/route-table';
import { resetPermission } from '../stores/permission';
import { resetTabs } from '../stores/tabs';
import AdminLayout from './admin-layout';

vi.mock('./top-bar', () => ({ TopBar: () => null }));
vi.mock('../bridge/bridge-host', () => ({ BridgeHost: () => null }));
vi.mock('../pages/frame/frame-layer', () => ({ FrameLayer: () => null }));

/** A native page with state of its own: what a person typed. */
const Draft = ({ label }: { label: string }) => <input aria-label={label} />;

/** The layout over a Draft page per path (labelled as given), starting on /overview. */
function renderLayout(pages: Record<string, string>) {
  const route = (path: string) => KNOWN_ROUTES.find((known) => known.path === path)!;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AdminLayout,
        children: Object.entries(pages).map(([path, label]) => ({
          path: path.slice(1),
          element: <Draft label={label} />,
          handle: { route: route(path) },
        })),
      },
    ],
    { initialEntries: ['/overview'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** Three pages, each labelled with its path. */
const THREE_PAGES = {
  '/overview': '/overview',
  '/noticelist': '/noticelist',
  '/helpartlist': '/helpartlist',
};

afterEach(() => {
  cleanup();
  resetTabs();
  resetPermission();
});

test('[TAB-03] [TAB-10] a native view keeps what was typed while its tab is open and another is shown', async () => {
  await i18n.changeLanguage('en');
  const router = renderLayout({ '/overview': 'overview draft', '/noticelist': 'notice draft' });
  await userEvent.type(await screen.findByLabelText('overview draft'), 'kept');
  await router.navigate('/noticelist');
  await userEvent.type(await screen.findByLabelText('notice draft'), 'second');
  await userEvent.click(await screen.findByRole('tab', { name: 'Overview' }));
  expect((await screen.findByLabelText<HTMLInputElement>('overview draft')).value).toBe('kept');
  await userEvent.click(screen.getByRole('tab', { name: 'Notices' }));
  expect((await screen.findByLabelText<HTMLInputElement>('notice draft')).value).toBe('second');
  // The address follows the tab shown, once its frame is painted.
  await waitFor(() => expect(router.state.location.pathname).toBe('/noticelist'));
});

const TAB_NAMES: Record<string, string> = {
  '/overview': 'Overview',
  '/noticelist': 'Notices',
  '/helpartlist': 'Help centre',
};
/** Renders of each page, by its label, since the count was last cleared. */
const renders = new Map<string, number>();
/** A native page that counts its renders. */
const Counted = ({ label }: { label: string }) => {
  renders.set(label, (renders.get(label) ?? 0) + 1);
  return <p>{label}</p>;
};

test('[TAB-10] a tab switch renders no page again: neither the hidden ones nor the one shown', async () => {
  await i18n.changeLanguage('en');
  const route = (path: string) => KNOWN_ROUTES.find((known) => known.path === path)!;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AdminLayout,
        children: Object.keys(THREE_PAGES).map((path) => ({
          path: path.slice(1),
          element: <Counted label={path} />,
          handle: { route: route(path) },
        })),
      },
    ],
    { initialEntries: ['/overview'] },
  );
  render(<RouterProvider router={router} />);
  for (const path of Object.keys(THREE_PAGES)) {
    await router.navigate(path);
    await screen.findByRole('tab', { name: TAB_NAMES[path] });
  }
  // Each page rendered when it opened (the count sees them).
  expect([...renders.keys()].sort()).toEqual(Object.keys(THREE_PAGES).sort());
  renders.clear();
  await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/overview'));
  await userEvent.click(screen.getByRole('tab', { name: 'Notices' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/noticelist'));
  expect(Object.fromEntries(renders)).toEqual({});
});

test('[TAB-10] of two quick clicks on tabs, the second decides the page and the address', async () => {
  await i18n.changeLanguage('en');
  const router = renderLayout(THREE_PAGES);
  await router.navigate('/noticelist');
  const notices = await screen.findByRole('tab', { name: 'Notices' });
  await router.navigate('/helpartlist');
  await screen.findByRole('tab', { name: 'Help centre' });
  const visits: string[] = [];
  router.subscribe((state) => visits.push(state.location.pathname));
  // Both clicks land before a frame is painted.
  screen.getByRole('tab', { name: 'Overview' }).click();
  notices.click();
  await waitFor(() => expect(router.state.location.pathname).toBe('/noticelist'));
  expect(screen.getByLabelText('/noticelist').checkVisibility()).toBe(true);
  expect(visits.filter((path) => path === '/overview')).toEqual([]);
});

test('[TAB-10] a navigation made between a tab click and its catch-up wins: the address is not taken back', async () => {
  await i18n.changeLanguage('en');
  const router = renderLayout(THREE_PAGES);
  await router.navigate('/noticelist');
  await screen.findByRole('tab', { name: 'Notices' });
  const visits: string[] = [];
  router.subscribe((state) => visits.push(state.location.pathname));
  // The click shows the overview at once; before its frame is painted, an embedded page's
  // command (or any other part of the shell) navigates elsewhere.
  screen.getByRole('tab', { name: 'Overview' }).click();
  void router.navigate('/helpartlist');
  await waitFor(() => expect(screen.getByLabelText('/helpartlist').checkVisibility()).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(router.state.location.pathname).toBe('/helpartlist');
  expect(visits.filter((path) => path === '/overview')).toEqual([]);
});

test('[TAB-10] a navigation to a page still loading when the catch-up comes wins: the catch-up does not cancel it', async () => {
  await i18n.changeLanguage('en');
  let arrive = () => undefined as void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const route = (path: string) => KNOWN_ROUTES.find((known) => known.path === path)!;
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: AdminLayout,
        children: [
          ...['/overview', '/noticelist'].map((path) => ({
            path: path.slice(1),
            element: <Draft label={path} />,
            handle: { route: route(path) },
          })),
          {
            // A page whose code is still on its way (a feature chunk on a slow network).
            path: 'helpartlist',
            handle: { route: route('/helpartlist') },
            lazy: async () => {
              await arrived;
              return { element: <Draft label="/helpartlist" /> };
            },
          },
        ],
      },
    ],
    { initialEntries: ['/overview'] },
  );
  render(<RouterProvider router={router} />);
  await router.navigate('/noticelist');
  await screen.findByRole('tab', { name: 'Notices' });
  const visits: string[] = [];
  router.subscribe((state) => visits.push(state.location.pathname));
  screen.getByRole('tab', { name: 'Overview' }).click();
  const opening = router.navigate('/helpartlist');
  // The click's catch-up comes while the page's code is loading.
  await new Promise((resolve) => setTimeout(resolve, 50));
  arrive();
  await opening;
  await waitFor(() => expect(screen.getByLabelText('/helpartlist').checkVisibility()).toBe(true));
  expect(router.state.location.pathname).toBe('/helpartlist');
  expect(visits.filter((path) => path === '/overview')).toEqual([]);
});
