import { createHmac } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { baseURL, exampleURL } from '../playwright.config';
import { signInAndLand } from './support';
import { vendorAppKeyFile } from './vendor-app-key';

/**
 * A verifiable identity for the vendor's own server: the admin registers the example page as a
 * frame app and copies the key the page shows once into the vendor's server (its APP_KEY_FILE);
 * the page, opened from the menu, asks the shell for a session token and its own server's
 * /api/whoami answers who is calling. A forged or expired token, or one signed with the key before
 * a rotation, is refused there with 401.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
const run = Date.now().toString(36).slice(-5);
const APP = `E2E token app ${run}`;
/** The example's server as Node reaches it (Node does not resolve *.localhost). */
const whoami = `http://127.0.0.1:${new URL(exampleURL).port}/api/whoami`;

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const submenu = (page: Page) => page.getByTestId('submenu').filter({ visible: true });

async function openFromMenu(page: Page, area: string, entry: string) {
  await sidebar(page).getByText(area, { exact: true }).hover();
  await submenu(page).getByRole('button', { name: entry, exact: true }).click();
  await page.mouse.move(600, 600);
}

/** An HS256 JWT as the shell signs one, with `claims` over a valid set. */
function jwt(secret: string, claims: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({
    aud: APP,
    iss: baseURL,
    sub: '1',
    tenant: '100001',
    store: null,
    roles: ['r-admin'],
    iat: now,
    exp: now + 60,
    jti: `e2e-${run}`,
    ...claims,
  })}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The key the dialog shows once, and the dialog closed. */
async function copyKey(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog', { name: `The session token key of "${APP}"` });
  const secret = (await dialog.getByTestId('embedded-app-key').innerText()).trim();
  expect(secret).toMatch(/^[\w-]{43}$/);
  await dialog.getByRole('button', { name: 'I have copied it' }).click();
  await expect(dialog).toBeHidden();
  return secret;
}

test.describe('session tokens for the vendor server', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  test.use({ viewport: { width: 1280, height: 1000 } });
  test.afterAll(() => rmSync(vendorAppKeyFile(), { force: true }));

  test("the page's own server knows who calls from its session token, and refuses a forged, expired or rotated one", async ({
    page,
  }) => {
    await signInAndLand(page);
    await page.goto('/setting/embeddedApps/list');
    await expect(page.getByRole('heading', { name: 'Embedded apps' })).toBeVisible();
    await page.getByRole('button', { name: 'Register an app' }).click();
    const form = page.getByRole('dialog', { name: 'Register an app' });
    await form.getByLabel('Name', { exact: true }).fill(APP);
    await form.getByLabel('Entry address').fill(`${exampleURL}/index.html`);
    await form.getByLabel('Place in the menu').fill('Third-party apps');
    await page
      .locator('.ant-select-tree')
      .filter({ visible: true })
      .getByText('Third-party apps', { exact: true })
      .click();
    await form.getByRole('button', { name: 'Save' }).click();
    const secret = await copyKey(page);
    writeFileSync(vendorAppKeyFile(), JSON.stringify({ app: APP, secret }));

    // The next menu load brings the entry; the page asks for a token and its server answers.
    await page.reload();
    await openFromMenu(page, 'Third party', APP);
    const frame = page.frameLocator('iframe[name^="embedded-app-"]');
    await expect(frame.getByTestId('status')).toHaveText('Connected to the shell.');
    await frame.getByRole('button', { name: 'Who am I (session token)' }).click();
    await expect(frame.getByTestId('whoami-result')).toHaveText(/^ok: user \d+ of 100001 for /);
    await expect(frame.getByTestId('whoami-result')).toContainText(APP);

    // Forged (another key, or claims changed under the signature) and expired tokens: 401.
    const ask = (token: string) =>
      page.request.get(whoami, { headers: { Authorization: `Bearer ${token}` } });
    expect((await ask(jwt(secret))).status()).toBe(200);
    const forged = await ask(jwt('not-the-key'));
    expect(forged.status()).toBe(401);
    expect(await forged.json()).toMatchObject({ error: 'BAD_SIGNATURE' });
    const [head, , signature] = jwt(secret).split('.');
    const changed = Buffer.from(JSON.stringify({ aud: APP, sub: '999', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    expect((await ask(`${head}.${changed}.${signature}`)).status()).toBe(401);
    const expired = await ask(jwt(secret, { iat: 1_700_000_000, exp: 1_700_000_060 }));
    expect(expired.status()).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'EXPIRED' });
    expect((await ask(jwt(secret, { aud: 'another app' }))).status()).toBe(401);
    expect((await page.request.get(whoami)).status()).toBe(401);

    // A new key: the vendor's server still holding the old one refuses the page's tokens.
    await page.goto('/setting/embeddedApps/list');
    await page.getByRole('button', { name: `New key ${APP}` }).click();
    await page.getByRole('button', { name: 'New key', exact: true }).click();
    const rotated = await copyKey(page);
    expect(rotated).not.toBe(secret);
    await openFromMenu(page, 'Third party', APP);
    await expect(frame.getByTestId('status')).toHaveText('Connected to the shell.');
    await frame.getByRole('button', { name: 'Who am I (session token)' }).click();
    await expect(frame.getByTestId('whoami-result')).toHaveText('error: HTTP 401 BAD_SIGNATURE');
    writeFileSync(vendorAppKeyFile(), JSON.stringify({ app: APP, secret: rotated }));
    await frame.getByRole('button', { name: 'Who am I (session token)' }).click();
    await expect(frame.getByTestId('whoami-result')).toContainText(`for ${APP}`);

    // Removed at the end: the example's origin goes back to the apps other flows register.
    await page.goto('/setting/embeddedApps/list');
    await page.getByRole('button', { name: `Delete ${APP}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('cell', { name: APP, exact: true })).toBeHidden();
  });
});
