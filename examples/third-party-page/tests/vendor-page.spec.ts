import { expect, test } from '@rcadmin/playwright';

/**
 * What a vendor's QA writes to test their page inside the rcadmin shell: the page opened from its
 * menu entry in a signed-in shell, one of its commands, and what crossed the bridge both ways.
 * The sign-in comes from `test.use({ rcadmin: ... })` (the demo tenant's admin by default).
 */

test.use({ rcadmin: { platformNum: '100001', username: 'admin', password: 'Admin@2026' } });

test('the vendor page opens a route of the shell', async ({ shell, bridge, page }) => {
  const vendor = await shell.openMenuEntry('Sample vendor page');
  await vendor.waitForConnection();
  await expect(vendor.tab).toHaveAttribute('aria-selected', 'true');

  // The session context reached the page.
  await expect(vendor.bridge).toHaveReceived('rcadmin:context', {
    context: { tenant: { platformNum: '100001' } },
  });
  await expect(vendor.content.getByTestId('context-tenant')).toHaveText('Demo Retail (100001)');

  await vendor.content.getByRole('button', { name: 'Open route' }).click();
  await expect(bridge).toHaveSent('rcadmin:openRoute', { payload: { path: '/goods/index/list' } });
  await expect(vendor.bridge).toHaveReceived('rcadmin:reply', { ok: true });
  await expect(shell.activeTab).toHaveAttribute('data-path', '/goods/index/list');
  await expect(page).toHaveURL(/\/goods\/index\/list(\?|$)/);

  // The vendor page stayed alive behind the new tab: it did not load again.
  expect(vendor.loads()).toBe(1);
  await vendor.show();
  await expect(vendor.content.getByTestId('result-openRoute')).toHaveText(/^ok/);
});
