import type { Locator, Page } from '@playwright/test';
import type { BridgeRecorder } from './bridge/recorder';
import {
  FramePageHandle,
  MicroAppPageHandle,
  type EmbeddedPage,
  type FramePage,
  type MicroAppPage,
} from './embedded-page';
import {
  FRAME_ROUTE,
  activeTabOf,
  allTabs,
  closeTab,
  frameRoute,
  frameTabOf,
  microAppRoute,
  switchToTab,
  tabAt,
  type FrameEntry,
} from './tabs';

/** The shell's labels in its three languages (zh, en, es): the sidebar and the function search. */
const SIDEBAR = /^(主菜单|Main menu|Menú principal)$/;
const FUNCTION_SEARCH = /^(功能搜索|Function search|Búsqueda de funciones)$/;

/** A tab: its locator, or its path (`/overview`). */
export type TabRef = Locator | string;

export interface MenuEntryOptions {
  /**
   * The sidebar area (first-level menu) the entry is under: the entry is then clicked in that
   * area's pop-up, as a person would. Without it the entry is found with the top bar's function
   * search.
   */
  area?: string;
}

const isMicroPath = (url: URL) => url.pathname.startsWith('/micro/');

/**
 * The rcadmin shell in a Playwright page: its tabs, and the embedded pages it opens (by menu
 * entry, by address, or a micro-app by name). Menu entries show under the tenant's own names in
 * every language (the shell translates its own texts, not the menu).
 */
export class Shell {
  constructor(
    readonly page: Page,
    readonly bridge: BridgeRecorder,
  ) {}

  /** Loads a path of the shell (a full load; default `/`, which lands on the overview). */
  async goto(path = '/', options?: Parameters<Page['goto']>[1]): Promise<void> {
    await this.page.goto(path, options);
  }

  /** Loads the shell unless it is already open, and waits until its tab strip shows. */
  async ready(): Promise<void> {
    if (!/^https?:/.test(this.page.url())) await this.goto();
    await this.tabs.first().waitFor();
  }

  /** Every tab of the strip. */
  get tabs(): Locator {
    return allTabs(this.page);
  }

  /** The tab of a path (a frame tab's path includes its query: see `frameTab`). */
  tab(path: string): Locator {
    return tabAt(this.page, path);
  }

  /** A frame tab, by its entry id. */
  frameTab(id: string): Locator {
    return frameTabOf(this.page, id);
  }

  /** A micro-app's tab. */
  microAppTab(name: string): Locator {
    return tabAt(this.page, microAppRoute(name));
  }

  /** The active tab. */
  get activeTab(): Locator {
    return activeTabOf(this.page);
  }

  /**
   * A tab's title as the strip shows it now: read once, when the tab is in the strip (waiting for
   * the tab up to the action timeout, never for a title). To wait for a title:
   * `expect(shell.tab(path)).toHaveText(title)` or `expect.poll(() => shell.tabTitle(tab))`.
   */
  async tabTitle(tab: TabRef): Promise<string> {
    return (await this.locate(tab).innerText()).trim();
  }

  /** Clicks a tab and waits until it is the active one. */
  switchTo(tab: TabRef): Promise<void> {
    return switchToTab(this.locate(tab));
  }

  /** Closes a tab and waits until it is gone. */
  closeTab(tab: TabRef): Promise<void> {
    return closeTab(this.locate(tab));
  }

  /**
   * How many documents have loaded since the test began: the shell's own (no name), or a frame's
   * (its name: a frame page's entry id). Equal before and after a tab switch: the frame stayed
   * alive. (A micro-app's starts: `microApp(name).loads()`.)
   */
  loads(frameName = ''): number {
    return this.bridge.documentLoads(frameName).length;
  }

  /**
   * Loads the frame route of an embedded page (a full load of the shell) and waits until its
   * frame is in the page. A page on an origin the tenant does not allow never gets one: open
   * `frameRoute(entry)` with `page.goto` to test that.
   */
  async openFrame(entry: FrameEntry, options?: Parameters<Page['goto']>[1]): Promise<FramePage> {
    const since = this.bridge.mark();
    await this.goto(frameRoute(entry), options);
    const opened = new FramePageHandle(this.page, this.bridge, entry.id ?? entry.src, since);
    await opened.element.waitFor({ state: 'attached' });
    return opened;
  }

  /** Loads a micro-app's route (a full load of the shell) and waits until its root is in the page. */
  async openMicroApp(name: string): Promise<MicroAppPage> {
    const since = this.bridge.mark();
    await this.goto(microAppRoute(name));
    const opened = new MicroAppPageHandle(this.page, this.bridge, name, since);
    await opened.root.waitFor({ state: 'attached' });
    return opened;
  }

  /**
   * Opens a menu entry by the name it shows (`'Sample vendor page'` in English), without reloading the shell, and
   * answers its embedded page: a frame page, or a micro-app. Loads the shell first if the page is
   * not on it yet.
   */
  async openMenuEntry(name: string, options: MenuEntryOptions = {}): Promise<EmbeddedPage> {
    await this.ready();
    const before = this.page.url();
    // The entry may be the page on screen already: its address then stays as it is. Any other
    // entry changes the address, also from one micro-app to another (until it does, the address
    // is still the one before, which must not be taken for the entry's).
    const onScreen = (await this.page.getByRole('tab', { name, exact: true, selected: true }).count()) > 0;
    const since = this.bridge.mark();
    if (options.area === undefined) await this.chooseInSearch(name);
    else await this.chooseInSidebar(options.area, name);
    await this.page.waitForURL(
      (url) =>
        url.href !== before ||
        onScreen ||
        (url.pathname === FRAME_ROUTE && url.searchParams.get('name') === name),
    );
    const url = new URL(this.page.url());
    if (isMicroPath(url)) {
      const name = decodeURIComponent(url.pathname.slice('/micro/'.length));
      const opened = new MicroAppPageHandle(this.page, this.bridge, name, since);
      await opened.root.waitFor({ state: 'attached' });
      return opened;
    }
    if (url.pathname !== FRAME_ROUTE) {
      throw new Error(`rcadmin: the menu entry '${name}' opened ${url.pathname}, not an embedded page`);
    }
    const id = url.searchParams.get('id') || (url.searchParams.get('src') ?? '');
    const opened = new FramePageHandle(this.page, this.bridge, id, since);
    await opened.element.waitFor({ state: 'attached' });
    return opened;
  }

  /** The frame page of an entry id, open or to be opened (by a page's openFrameTab, say). */
  frame(id: string): FramePage {
    return new FramePageHandle(this.page, this.bridge, id);
  }

  /** The micro-app of a name, open or to be opened. */
  microApp(name: string): MicroAppPage {
    return new MicroAppPageHandle(this.page, this.bridge, name);
  }

  private locate(tab: TabRef): Locator {
    return typeof tab === 'string' ? this.tab(tab) : tab;
  }

  private async chooseInSearch(name: string): Promise<void> {
    const box = this.page.getByRole('combobox', { name: FUNCTION_SEARCH });
    await box.click();
    await box.fill(name);
    const options = this.page.getByRole('listbox', { name: FUNCTION_SEARCH }).getByRole('option');
    await options
      .filter({ has: this.page.getByText(name, { exact: true }) })
      .first()
      .click();
  }

  private async chooseInSidebar(area: string, name: string): Promise<void> {
    await this.page.getByRole('navigation', { name: SIDEBAR }).getByText(area, { exact: true }).hover();
    const popup = this.page.locator('[data-testid="submenu"]').filter({ visible: true });
    await popup.getByRole('button', { name, exact: true }).click();
    // Away from the sidebar, so that its pop-up closes.
    const size = this.page.viewportSize();
    await this.page.mouse.move(size ? size.width / 2 : 600, size ? size.height - 10 : 600);
  }
}
