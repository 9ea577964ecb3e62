import type { Frame, FrameLocator, Locator, Page } from '@playwright/test';
import type { BridgeRecorder } from './bridge/recorder';
import type { BridgeLog } from './bridge/types';
import { closeTab, cssString, frameTabOf, microAppRoute, switchToTab, tabAt } from './tabs';

/** Where a page's elements are found: its frame, or a micro-app's root in the shell's page. */
export type PageContent = Pick<
  FrameLocator,
  | 'locator'
  | 'getByRole'
  | 'getByTestId'
  | 'getByText'
  | 'getByLabel'
  | 'getByPlaceholder'
  | 'getByAltText'
  | 'getByTitle'
>;

/** A full page load of the shell and a page's handshake, on a busy machine. */
const CONNECT_TIMEOUT_MS = 30_000;

interface EmbeddedPageBase {
  /**
   * A frame page's embedded-entry id (its frame's name, the `id` of `/iframe/urlPath?...`), or a
   * micro-app's name.
   */
  readonly id: string;
  /** Its tab in the shell's tab strip. */
  readonly tab: Locator;
  /** Where its elements are: `content.getByRole('button', { name: 'Save' })`. */
  readonly content: PageContent;
  /** The bridge messages to and from this page. */
  readonly bridge: BridgeLog;
  /**
   * Waits until the page is connected to the shell: a frame page's current document answered the
   * shell's postmate handshake, a micro-app sent its first message on its channel. Only
   * connections since it was opened count (since the shell's or its frame's last load).
   */
  waitForConnection(options?: { timeout?: number }): Promise<void>;
  /** Makes its tab the active one and waits until the page is on screen. */
  show(): Promise<void>;
  /** Closes its tab. */
  close(): Promise<void>;
  /**
   * How many times it has loaded since the test began: the documents its frame loaded, or a
   * micro-app's starts (each with a channel of its own). Unchanged across tab switches while the
   * page stays alive.
   */
  loads(): number;
}

/** A vendor page in a frame tab (`/iframe/urlPath`), cross-origin, talking postmate. */
export interface FramePage extends EmbeddedPageBase {
  readonly kind: 'frame';
  /** Its frame, for locators. */
  readonly frame: FrameLocator;
  /** The `<iframe>` element in the shell. */
  readonly element: Locator;
  /** Its frame, for `evaluate` and the like. */
  contentFrame(): Promise<Frame>;
}

/** A micro-app (`/micro/<name>`), run by wujie in the shell's window, talking over wujie's bus. */
export interface MicroAppPage extends EmbeddedPageBase {
  readonly kind: 'micro';
  /** Its root in the shell's page, `[data-testid="micro-app"][data-name]`; its markup is in an open shadow root there. */
  readonly root: Locator;
  /** wujie's sandbox window of the app, where its scripts run. */
  sandbox(): Promise<Frame>;
}

export type EmbeddedPage = FramePage | MicroAppPage;

async function frameOf(element: Locator, what: string): Promise<Frame> {
  const frame = await (await element.elementHandle())?.contentFrame();
  if (!frame) throw new Error(`rcadmin: ${what} has no frame`);
  return frame;
}

abstract class EmbeddedPageHandle {
  abstract readonly kind: 'frame' | 'micro';
  abstract readonly tab: Locator;
  protected abstract readonly shown: Locator;

  /** `since`: the recorder's mark when the page was being opened (0: whenever). */
  constructor(
    protected readonly page: Page,
    protected readonly recorder: BridgeRecorder,
    readonly id: string,
    private readonly since = 0,
  ) {}

  get bridge(): BridgeLog {
    return this.recorder.for(this.id);
  }

  /** The last moment the page loaded anew: the shell's load, its frame's, or its opening. */
  protected loadedAfter(): number {
    const lastLoad = (name: string) => this.recorder.documentLoads(name).at(-1)?.seq ?? 0;
    return Math.max(this.since, lastLoad(''), this.kind === 'frame' ? lastLoad(this.id) : 0);
  }

  async waitForConnection(options: { timeout?: number } = {}): Promise<void> {
    await this.recorder.waitForConnection(this.id, {
      after: this.loadedAfter(),
      timeout: options.timeout ?? CONNECT_TIMEOUT_MS,
    });
  }

  async show(): Promise<void> {
    await switchToTab(this.tab);
    await this.shown.waitFor({ state: 'visible' });
  }

  close(): Promise<void> {
    return closeTab(this.tab);
  }

  abstract loads(): number;
}

export class FramePageHandle extends EmbeddedPageHandle implements FramePage {
  readonly kind = 'frame' as const;
  readonly tab: Locator;
  readonly element: Locator;
  readonly frame: FrameLocator;
  protected readonly shown: Locator;

  constructor(page: Page, recorder: BridgeRecorder, id: string, since?: number) {
    super(page, recorder, id, since);
    this.tab = frameTabOf(page, id);
    this.element = page.locator(
      `[data-testid="embedded-frame"][data-frame-id=${cssString(id)}] iframe[name=${cssString(id)}]`,
    );
    this.frame = this.element.contentFrame();
    this.shown = this.element;
  }

  get content(): PageContent {
    return this.frame;
  }

  loads(): number {
    return this.recorder.documentLoads(this.id).length;
  }

  contentFrame(): Promise<Frame> {
    return frameOf(this.element, `the frame '${this.id}'`);
  }
}

export class MicroAppPageHandle extends EmbeddedPageHandle implements MicroAppPage {
  readonly kind = 'micro' as const;
  readonly tab: Locator;
  readonly root: Locator;
  protected readonly shown: Locator;

  constructor(page: Page, recorder: BridgeRecorder, name: string, since?: number) {
    super(page, recorder, name, since);
    this.tab = tabAt(page, microAppRoute(name));
    this.root = page.locator(`[data-testid="micro-app"][data-name=${cssString(name)}]`);
    this.shown = this.root;
  }

  get content(): PageContent {
    return this.root;
  }

  /** wujie's sandbox stops its own page's load (no load event): each start is a channel of its own. */
  loads(): number {
    return this.recorder.connections(this.id).filter((link) => link.transport === 'wujie').length;
  }

  sandbox(): Promise<Frame> {
    // wujie names the sandbox iframe after the app.
    return frameOf(
      this.page.locator(`iframe[name=${cssString(this.id)}]`).first(),
      `the micro-app '${this.id}'`,
    );
  }
}
