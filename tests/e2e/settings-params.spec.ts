import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/**
 * The system parameters page as the demo admin of 100001: a parameter changed through its editor,
 * the new value on the list, the change in its history (who, old → new), and the default given
 * back at the end so later flows find the demo as seeded.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
const PARAM = 'operationLogRetentionDays';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const submenu = (page: Page) => page.getByTestId('submenu').filter({ visible: true });
const paramRow = (page: Page, name: string) =>
  page.locator('.ant-table-tbody tr.ant-table-row').filter({ visible: true }).filter({ hasText: name });

test.describe('settings: system parameters', () => {
  test.describe.configure({ timeout: 180_000 });

  test('[SET-01] the admin changes the operation log retention from 180 to 365 days and finds the change in its history', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/overview$/, { timeout: 60_000 });
    await sidebar(page).getByText('Settings', { exact: true }).hover();
    await submenu(page).getByRole('button', { name: 'System parameters', exact: true }).click();
    await page.mouse.move(600, 600);
    await expect(page).toHaveURL(/\/setting\/index\/list$/);
    await expect(page.getByRole('heading', { name: 'System parameters' })).toBeVisible();

    const row = paramRow(page, PARAM);
    await expect(row.getByTestId(`value-${PARAM}`)).toHaveText('180');
    await expect(row.getByText('Default', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog').filter({ hasText: `Edit the system parameter ${PARAM}` });
    await editor.getByLabel(PARAM).fill('365');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor).toBeHidden();
    await expect(row.getByTestId(`value-${PARAM}`)).toHaveText('365');
    await expect(row.getByText('Default', { exact: true })).toHaveCount(0);
    await expect(row).toContainText('系统管理员');

    await row.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog').filter({ hasText: `History of ${PARAM}` });
    const change = history.locator('tr').filter({ hasText: '系统管理员' });
    await expect(change).toHaveCount(1);
    await expect(change.getByTestId('old-value')).toHaveText('180 (default)');
    await expect(change.getByTestId('new-value')).toHaveText('365');
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();

    // Back to the default: the tenant's value goes, the list marks the default again.
    await row.getByRole('button', { name: 'Reset to default' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Reset to default' }).click();
    await expect(row.getByTestId(`value-${PARAM}`)).toHaveText('180');
    await expect(row.getByText('Default', { exact: true })).toBeVisible();
  });
});
