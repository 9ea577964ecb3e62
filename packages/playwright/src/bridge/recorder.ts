import type { BrowserContext } from '@playwright/test';
import { POSTMATE_RECEIVE_METHOD, WUJIE_BUS_EVENTS, WUJIE_BUS_TAP } from '@rcadmin/sdk/protocol';
import { installBridgeRecorder, type RecorderConfig } from './browser-recorder';
import type {
  BridgeConnection,
  BridgeEntry,
  BridgeFilter,
  BridgeLog,
  BridgeMessage,
  BrowserReport,
  DocumentLoad,
} from './types';

const CONFIG: RecorderConfig = {
  binding: '__rcadminBridgeReport',
  // postmate 1.x's wire marker, which the shell and every page speak.
  postmateType: 'application/x-postmate-v1+json',
  receiveMethod: POSTMATE_RECEIVE_METHOD,
  busEvents: WUJIE_BUS_EVENTS,
  // wujie's name for "every event" (its WUJIE_ALL_EVENT, what `$onAll` listens to).
  busAllEvent: '_wujie_all_event',
  busTap: WUJIE_BUS_TAP,
};

const DEFAULT_WAIT_MS = 10_000;

const typeOf = (message: BridgeMessage) => (typeof message.type === 'string' ? message.type : '');

function matchesFilter(entry: BridgeEntry, filter: BridgeFilter): boolean {
  if (filter.direction && entry.direction !== filter.direction) return false;
  if (filter.transport && entry.transport !== filter.transport) return false;
  if (filter.target !== undefined && entry.target !== filter.target) return false;
  if (filter.after !== undefined && entry.seq <= filter.after) return false;
  if (filter.type instanceof RegExp) return filter.type.test(typeOf(entry.message));
  return filter.type === undefined || typeOf(entry.message) === filter.type;
}

/** Who a scoped log is about: a frame's or micro-app's name, or a page handle with an `id`. */
export type BridgeTarget = string | { readonly id: string };
const nameOf = (target: BridgeTarget) => (typeof target === 'string' ? target : target.id);

const ALL_PAGES = 'every page';

/**
 * Every bridge message of a browser context, both ways, with the pages' connections and the
 * documents its windows loaded: what the browser-side recorder (an init script in every frame)
 * reports through a binding. One per context: attach it before the first page loads.
 */
export class BridgeRecorder implements BridgeLog {
  readonly description = ALL_PAGES;
  private readonly log: BridgeEntry[] = [];
  private readonly links: BridgeConnection[] = [];
  private readonly loads: DocumentLoad[] = [];
  private readonly channels = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private seq = 0;

  private static readonly byContext = new WeakMap<BrowserContext, Promise<BridgeRecorder>>();

  /** The recorder of `context`, installed on first use: before any page of it loads. */
  static attach(context: BrowserContext): Promise<BridgeRecorder> {
    let recorder = BridgeRecorder.byContext.get(context);
    if (!recorder) {
      recorder = BridgeRecorder.install(context);
      BridgeRecorder.byContext.set(context, recorder);
    }
    return recorder;
  }

  private static async install(context: BrowserContext): Promise<BridgeRecorder> {
    const recorder = new BridgeRecorder();
    await context.exposeBinding(CONFIG.binding, (_source, report: BrowserReport) => recorder.add(report));
    await context.addInitScript(installBridgeRecorder, CONFIG);
    return recorder;
  }

  private add(report: BrowserReport): void {
    const seq = ++this.seq;
    if (report.kind === 'document') {
      const { kind: _kind, ...load } = report;
      this.loads.push({ ...load, seq });
    } else if (report.kind === 'connected') {
      const { kind: _kind, ...link } = report;
      this.links.push({ ...link, seq });
    } else {
      const { kind: _kind, ...entry } = report;
      this.log.push({ ...entry, seq });
      // A micro-app has no handshake: its first message on a channel is its connection.
      if (entry.transport === 'wujie' && entry.direction === 'toShell' && entry.channel) {
        if (!this.channels.has(entry.channel)) {
          this.channels.add(entry.channel);
          const { transport, target, origin, channel, at } = entry;
          this.links.push({ transport, target, origin, channel, at, seq });
        }
      }
    }
    for (const listener of [...this.listeners]) listener();
  }

  entries(filter: BridgeFilter = {}): BridgeEntry[] {
    return this.log.filter((entry) => matchesFilter(entry, filter));
  }

  sent(type?: string | RegExp): BridgeMessage[] {
    return this.entries({ direction: 'toShell', type }).map((entry) => entry.message);
  }

  received(type?: string | RegExp): BridgeMessage[] {
    return this.entries({ direction: 'toPage', type }).map((entry) => entry.message);
  }

  /** The pages' connections so far: postmate handshakes answered, micro-apps' first messages. */
  connections(target?: BridgeTarget): BridgeConnection[] {
    return target === undefined
      ? [...this.links]
      : this.links.filter((link) => link.target === nameOf(target));
  }

  /** The documents loaded so far in windows named `name` ('' is the shell's own window). */
  documentLoads(name: string): DocumentLoad[] {
    return this.loads.filter((load) => load.name === name);
  }

  mark(): number {
    return this.seq;
  }

  /** Forgets what was recorded (marks stay comparable). */
  clear(): void {
    this.log.length = 0;
    this.links.length = 0;
    this.loads.length = 0;
    this.channels.clear();
  }

  /** The messages to and from one page: a frame's name (its embedded entry's id) or a micro-app's name. */
  for(target: BridgeTarget): BridgeLog {
    return new ScopedBridgeLog(this, nameOf(target));
  }

  changed(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.listeners.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.listeners.add(done);
    });
  }

  /** Resolves once `find` answers something, checked now and at every report; rejects after `timeout`. */
  async until<T>(find: () => T | undefined, timeout: number, what: () => string): Promise<T> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`rcadmin bridge: timed out after ${timeout} ms waiting for ${what()}`);
      await this.changed(left);
    }
  }

  waitFor(
    filter: BridgeFilter | ((entry: BridgeEntry) => boolean),
    options: { timeout?: number } = {},
  ): Promise<BridgeEntry> {
    const test = typeof filter === 'function' ? filter : (entry: BridgeEntry) => matchesFilter(entry, filter);
    return this.until(
      () => this.log.find(test),
      options.timeout ?? DEFAULT_WAIT_MS,
      () =>
        `a bridge message matching ${typeof filter === 'function' ? 'the predicate' : JSON.stringify(filter)}`,
    );
  }

  /**
   * Resolves when `target` connects (after the mark `after`, if given): a frame answers the
   * shell's postmate handshake, a micro-app sends its first message.
   */
  waitForConnection(target: BridgeTarget, options: { after?: number; timeout?: number } = {}) {
    const name = nameOf(target);
    const after = options.after ?? 0;
    return this.until(
      () => this.links.find((link) => link.target === name && link.seq > after),
      options.timeout ?? DEFAULT_WAIT_MS,
      () => `'${name}' to connect to the shell`,
    );
  }
}

/** The log of one page, a view of the context's recorder. */
class ScopedBridgeLog implements BridgeLog {
  readonly description: string;

  constructor(
    private readonly recorder: BridgeRecorder,
    private readonly target: string,
  ) {
    this.description = `'${target}'`;
  }

  entries(filter: BridgeFilter = {}): BridgeEntry[] {
    return this.recorder.entries({ ...filter, target: this.target });
  }

  sent(type?: string | RegExp): BridgeMessage[] {
    return this.entries({ direction: 'toShell', type }).map((entry) => entry.message);
  }

  received(type?: string | RegExp): BridgeMessage[] {
    return this.entries({ direction: 'toPage', type }).map((entry) => entry.message);
  }

  waitFor(
    filter: BridgeFilter | ((entry: BridgeEntry) => boolean),
    options?: { timeout?: number },
  ): Promise<BridgeEntry> {
    const test =
      typeof filter === 'function'
        ? (entry: BridgeEntry) => entry.target === this.target && filter(entry)
        : { ...filter, target: this.target };
    return this.recorder.waitFor(test, options);
  }

  changed(ms: number): Promise<void> {
    return this.recorder.changed(ms);
  }

  mark(): number {
    return this.recorder.mark();
  }
}
