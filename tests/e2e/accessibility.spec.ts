import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signInAndLand } from './support';

/**
 * The pages staff use most, checked by axe-core against WCAG 2.1 A and AA as they stand once
 * loaded: no violation a screen-reader or keyboard user would be stopped by (axe's serious and
 * critical) may be there. Each failure names the rule, its help page and the elements.
 */

// Every page is a full load of the admin (sign-in kept): room for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A contrast failure's colours and ratio, as axe measured them (empty for other rules). */
const contrastOf = (data: unknown): string => {
  const { fgColor, bgColor, contrastRatio } = (data ?? {}) as Record<string, unknown>;
  return typeof contrastRatio === 'number'
    ? `(${String(fgColor)} on ${String(bgColor)}: ${contrastRatio})`
    : '';
};

/** The serious and critical violations on the page as it stands, one readable line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl}) at ` +
        violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} ${contrastOf(node.any[0]?.data)}`.trim())
          .join(' | '),
    );
}

/** A page of the admin, opened by its address once signed in, settled on what shows its content. */
const PAGES: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'overview',
    path: '/overview',
    ready: (page) => expect(page.getByRole('main')).toBeVisible(),
  },
  {
    name: 'goods list',
    path: '/goods/index/list',
    ready: (page) => expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible(),
  },
  {
    name: 'SKU form',
    path: '/goods/index/create',
    ready: (page) => expect(page.locator('main form').first()).toBeVisible(),
  },
  {
    name: 'store form',
    path: '/organization/createDept',
    ready: (page) => expect(page.locator('main form').first()).toBeVisible(),
  },
  {
    name: 'role page',
    path: '/organization/roleManage',
    // With a role chosen, its grant tree beside the list.
    ready: async (page) => {
      await page.getByRole('cell', { name: '店员', exact: true }).click();
      await expect(page.getByTestId('role-grant-tree')).toBeVisible();
    },
  },
  {
    name: 'import page',
    path: '/batchImport/list',
    ready: (page) => expect(page.getByRole('tab').first()).toBeVisible(),
  },
  {
    name: 'operation log',
    path: '/setting/operationLog/list',
    ready: (page) => expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible(),
  },
];

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the sign-in page has no serious or critical violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the overview, goods list, SKU form, store form, role page, import page and operation log have none', async ({
    page,
  }) => {
    await signInAndLand(page);
    const found: string[] = [];
    for (const { name, path, ready } of PAGES) {
      await page.goto(path);
      await ready(page);
      found.push(...(await seriousViolations(page)).map((line) => `${name}: ${line}`));
    }
    expect(found).toEqual([]);
  });
});
