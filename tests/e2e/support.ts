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

/** A fresh EAN-13 (its check digit right): a new SKU's barcode that no other has. */
export function freshEan13(): string {
  const digits = `${Date.now()}${Math.floor(Math.random() * 100)}`.slice(-12).padStart(12, '0');
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** On the goods form: picks the first category down to a leaf (a SKU on sale needs one). */
export async function pickFirstCategory(page: Page) {
  await page.locator('.ant-steps-item').filter({ hasText: 'Category & brand' }).click();
  await pickFirstCategoryInView(page);
}

/**
 * Picks the first category down to a leaf in the Category field of the page in view (a page kept
 * open in a hidden tab may have a field of that name too).
 */
export async function pickFirstCategoryInView(page: Page) {
  await page.getByLabel('Category', { exact: true }).filter({ visible: true }).click();
  const menus = page.locator('.ant-cascader-dropdown:visible .ant-cascader-menu');
  for (let level = 0; level < 4; level += 1) {
    const item = menus.nth(level).locator('.ant-cascader-menu-item').first();
    const more = ((await item.getAttribute('class')) ?? '').includes('ant-cascader-menu-item-expand');
    await item.click();
    if (!more) break;
    await expect(menus).toHaveCount(level + 2);
  }
  await page.keyboard.press('Escape');
}
