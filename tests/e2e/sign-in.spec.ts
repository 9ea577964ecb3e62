import { expect, test } from '@playwright/test';
import { DEMO, signIn, signInAndLand } from './support';

test.describe('sign-in and the navigation guard', () => {
  test('[AUTH-01] [ROUTE-05] [NAV-08] [MENU-06] admin signs in and lands on /overview with the permission-filtered menu', async ({
    page,
  }) => {
    await signInAndLand(page);
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    await expect(sidebar).toBeVisible();
    // First-level areas of the demo menu, named in the user's language.
    for (const area of ['Overview', 'Goods', 'Organisation', 'Settings']) {
      await expect(sidebar.getByText(area, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText('Demo Retail').first()).toBeVisible();
  });

  test('[AUTH-01] a wrong password shows the server message and stays on /login', async ({ page }) => {
    await signIn(page, { loginName: 'clerk', password: 'Wrong-password-1' });
    await expect(page.getByText('Wrong platform number, account or password').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('[NAV-04] [ROUTE-01] without a session every other path goes to /login', async ({ page }) => {
    await page.goto('/overview');
    await expect(page).toHaveURL(/\/login\?redirect=%2Foverview/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    for (const open of ['/auth-redirect', '/operauth']) {
      await page.goto(open);
      await expect(page).toHaveURL(new RegExp(`${open}$`));
    }
  });

  test('[NAV-03] [ROUTE-03] with a session an unknown path goes to /404; /401 renders', async ({ page }) => {
    await signInAndLand(page);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('404').first()).toBeVisible();
    await page.goto('/401');
    await expect(page.getByText('401').first()).toBeVisible();
  });

  test('[NAV-06] with a session /login goes to /', async ({ page }) => {
    await signInAndLand(page);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/overview$/);
  });

  test('[NAV-02] [NAV-04] sign-in returns to the page asked for', async ({ page }) => {
    await page.goto('/noticelist');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('Company').fill(DEMO.platformNum);
    await page.getByLabel('Account').fill('admin');
    await page.getByLabel('Password').fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/noticelist$/);
  });

  test('[AUTH-10] [NAV-10] sign out goes to /login and the server rejects the old session', async ({
    page,
    context,
  }) => {
    await signInAndLand(page);
    const before = await context.cookies();
    // __Host-rc_session when cookies are Secure (the default), rc_session under COOKIE_SECURE=0.
    const session = before.find((c) => c.name.endsWith('rc_session'));
    expect(session?.httpOnly).toBe(true);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login/);
    const after = await context.cookies();
    expect(after.find((c) => c.name === 'siteToken')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    // The old credential is dead on the server, not only forgotten by the browser.
    const answer = await page.request.get('/api/sso-web/unify/site/getUserInfo.do', {
      headers: { cookie: `${session!.name}=${session!.value}` },
    });
    const body = (await answer.json()) as { success: boolean; code: string };
    expect(body.success).toBe(false);
    expect(body.code).toBe('1024');
  });

  test('[AUTH-19] a user with no authorised store is told so and sent back to /login', async ({ page }) => {
    await signIn(page, { loginName: 'nostore', password: 'Nostore@2026' });
    await expect(page.getByText('not authorised for any store', { exact: false }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });
});
