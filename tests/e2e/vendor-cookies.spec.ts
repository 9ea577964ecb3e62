import { expect, test } from '@rcadmin/playwright';
import { baseURL, exampleURL } from '../playwright.config';
import { cookieNames, vendorRequestsSince } from './vendor-requests';

/**
 * Cookies ignore ports: a vendor page on the shell's host name would receive the session cookie
 * and the site token with every request. The example vendor server (another host name) records
 * the Cookie header of every request it receives; a signed-in user opens it in a frame tab and as
 * a micro-app, and none of the shell's cookies may be among them.
 */

/** A full page load of the shell and the vendor page's handshake, on a busy machine. */
const LOAD = { timeout: 30_000 };

test.use({ viewport: { width: 1280, height: 1000 } });

test("the vendor server receives none of the shell's cookies, framed or as a micro-app", async ({
  page,
  context,
  shell,
}) => {
  const since = new Date();
  // Signed in by the kit (through the API); the shell lands on the overview.
  await shell.goto('/');
  await expect(page).toHaveURL(/\/overview$/);
  // Everything the shell keeps in cookies once signed in: the session, the site token, the rest.
  const shellCookies = (await context.cookies(baseURL)).map((cookie) => cookie.name);
  expect(shellCookies.some((name) => name.endsWith('rc_session'))).toBe(true);

  const vendor = await shell.openFrame({
    src: `${exampleURL}/index.html`,
    name: 'Vendor page',
    id: 'vendor-page',
    parentId: 'vendor',
  });
  await expect(vendor.frame.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);
  await vendor.frame.getByRole('button', { name: 'Version check' }).click();
  await expect(vendor.frame.getByTestId('result-versionCheck')).toHaveText('ok: 1');

  const app = await shell.openMicroApp('vendor');
  await expect(app.root.getByTestId('status')).toHaveText('Connected to the shell.', LOAD);

  const requests = vendorRequestsSince(since);
  const paths = requests.map((request) => request.path);
  expect(paths).toEqual(expect.arrayContaining(['/index.html', '/wujie-app.html']));
  const received = requests.flatMap((request) =>
    cookieNames(request.cookie).map((name) => `${name} (${request.path})`),
  );
  const ours = received.filter((entry) => shellCookies.includes(entry.split(' ')[0] as string));
  expect(ours).toEqual([]);
});
