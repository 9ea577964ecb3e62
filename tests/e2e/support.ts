import { expect, type Locator, type Page } from '@playwright/test';

export const DEMO = { platformNum: '100001', password: 'Admin@2026' } as const;

/** Signs in through the sign-in page, as a person would, in English. */
export interface Account {
  loginName?: string;
  password?: string;
  platformNum?: string;
}

export async function signIn(page: Page, account: Account = {}) {
  const { loginName = 'admin', password = DEMO.password, platformNum = DEMO.platformNum } = account;
  await page.goto('/login');
  await page.getByLabel('Company').fill(platformNum);
  await page.getByLabel('Account').fill(loginName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInAndLand(page: Page, account?: Account) {
  await signIn(page, account);
  await expect(page).toHaveURL(/\/overview$/);
}

/** A tab's close control: the button beside the tab itself, named after it (Close …, 关闭…), hidden from screen readers. */
export const closeButtonOf = (tab: Locator) =>
  tab.locator('xpath=..').getByRole('button', { includeHidden: true });
