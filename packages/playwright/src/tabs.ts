import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The shell's tab strip and routes as its markup has them: each tab is `[data-testid="tab"]`
 * (role `tab`, `aria-selected` when active) with its path in `data-path` (a frame tab's path keeps
 * its query), its close button beside it; `/iframe/urlPath?src=&name=&id=&parentId=` opens a frame
 * tab and `/micro/<name>` a micro-app.
 */

/** The shell's frame route. */
export const FRAME_ROUTE = '/iframe/urlPath';

/** An embedded page for the frame route: its address, and the entry the shell keeps it under. */
export interface FrameEntry {
  src: string;
  /** The entry's id, which is also its frame's name; default: `src`, as the shell does. */
  id?: string;
  /** The tab's title; default: the id. */
  name?: string;
  /** The menu entry it belongs under; default ''. */
  parentId?: string;
}

/** The frame route of an embedded page, as the shell's menu writes it. */
export function frameRoute(entry: FrameEntry): string {
  const id = entry.id ?? entry.src;
  const query = new URLSearchParams({
    src: entry.src,
    name: entry.name ?? id,
    id,
    parentId: entry.parentId ?? '',
  });
  return `${FRAME_ROUTE}?${query.toString()}`;
}

/** The route of a micro-app. */
export const microAppRoute = (name: string) => `/micro/${name}`;

/** A CSS string of any text. */
export const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

export const allTabs = (page: Page): Locator => page.locator('[data-testid="tab"]');

export const tabAt = (page: Page, path: string): Locator =>
  page.locator(`[data-testid="tab"][data-path=${cssString(path)}]`);

/** A frame route's tab, by its entry id (the `id` of its query, wherever it stands). */
export function frameTabOf(page: Page, id: string): Locator {
  const param = new URLSearchParams({ id }).toString();
  const shapes = [`?${param}&`, `&${param}&`].map((part) => `[data-path*=${cssString(part)}]`);
  const last = [`?${param}`, `&${param}`].map((part) => `[data-path$=${cssString(part)}]`);
  return page.locator(
    `[data-testid="tab"][data-path^=${cssString(`${FRAME_ROUTE}?`)}]:is(${[...shapes, ...last].join(', ')})`,
  );
}

export const activeTabOf = (page: Page): Locator => page.locator('[data-testid="tab"][aria-selected="true"]');

/** Its close button: beside the tab, not inside it (hidden from screen readers, who close with Delete). */
export const closeButtonOf = (tab: Locator): Locator =>
  tab.locator('xpath=..').getByRole('button', { includeHidden: true });

/** Clicks a tab and waits until the strip shows it as the active one. */
export async function switchToTab(tab: Locator): Promise<void> {
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Closes a tab with its close button and waits until it is gone. */
export async function closeTab(tab: Locator): Promise<void> {
  await closeButtonOf(tab).click();
  await expect(tab).toHaveCount(0);
}
