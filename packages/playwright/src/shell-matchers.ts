import type { ExpectMatcherState, MatcherReturnType } from '@playwright/test';
import type { EmbeddedPage } from './embedded-page';
import type { Shell, TabRef } from './shell';

/** How long a shell matcher waits; default: the `expect` timeout. */
export interface ShellMatcherOptions {
  timeout?: number;
}

const POLL_MS = 100;
const matches = (actual: string, expected: string | RegExp) =>
  typeof expected === 'string' ? actual === expected : expected.test(actual);

/**
 * Polls `read` until `done` holds for what it reads (or, with `.not`, until it does not), within
 * the timeout; answers the last reading.
 */
async function poll<T>(
  state: ExpectMatcherState,
  timeout: number | undefined,
  read: () => Promise<T>,
  done: (value: T) => boolean,
): Promise<{ pass: boolean; value: T; waited: number }> {
  const waited = timeout ?? state.timeout;
  const deadline = Date.now() + waited;
  let value = await read();
  while (done(value) === state.isNot && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    value = await read();
  }
  return { pass: done(value), value, waited };
}

/** The texts of the toasts the shell shows now (antd's messages). */
const toastTexts = (shell: Shell) =>
  shell.page
    .locator('.ant-message-notice')
    .allInnerTexts()
    .then((texts) => texts.map((text) => text.trim()));

/**
 * Whether the page's last request of `type` said `field: true` and the shell answered it ok (the
 * state a setDirty or listenBeforeClose left the page in, as the shell knows it).
 */
function acceptedTrue(page: EmbeddedPage, type: string, field: string): boolean {
  const asked = page.bridge
    .entries({ direction: 'toShell' })
    .filter((entry) => (entry.message as { type?: string }).type === type)
    .at(-1);
  if (!asked) return false;
  const request = asked.message as { id?: string; payload?: Record<string, unknown> };
  const answered = page.bridge.entries({ direction: 'toPage' }).some((entry) => {
    const reply = entry.message as { type?: string; id?: string; ok?: boolean };
    return reply.type === 'rcadmin:reply' && reply.id === request.id && reply.ok === true;
  });
  return answered && request.payload?.[field] === true;
}

/** Polls `holds` for the page; the result of a page-state matcher. */
async function pageState(
  state: ExpectMatcherState,
  name: string,
  page: EmbeddedPage,
  holds: () => boolean,
  what: string,
  timeout: number | undefined,
): Promise<MatcherReturnType> {
  const { pass, waited } = await poll(
    state,
    timeout,
    async () => holds(),
    (value) => value,
  );
  return {
    pass,
    name,
    message: () =>
      `${state.utils.matcherHint(name, 'page', '', { isNot: state.isNot })}\n\n` +
      `Expected ${page.id} ${state.isNot ? 'not ' : ''}to ${what} (waited ${waited} ms)`,
  };
}

/**
 * Matchers of what an embedded page asked the shell's UI for, as the user sees it:
 * `expect(shell).toHaveToasted(text)`, `expect(shell).toHaveTabTitle(tab, title)`,
 * `expect(page).toBeDirty()`, `expect(page).toListenBeforeClose()`. Each waits up to the `expect`
 * timeout (or `timeout`) and takes `.not`.
 */
export const shellMatchers = {
  /** A toast of the shell shows `text` (the whole text, or a RegExp of it). */
  async toHaveToasted(
    this: ExpectMatcherState,
    shell: Shell,
    text: string | RegExp,
    options: ShellMatcherOptions = {},
  ): Promise<MatcherReturnType> {
    const { pass, value, waited } = await poll(
      this,
      options.timeout,
      () => toastTexts(shell),
      (texts) => texts.some((shown) => matches(shown, text)),
    );
    return {
      pass,
      name: 'toHaveToasted',
      expected: text,
      actual: value,
      message: () =>
        `${this.utils.matcherHint('toHaveToasted', 'shell', 'text', { isNot: this.isNot })}\n\n` +
        `Expected ${this.isNot ? 'no' : 'a'} toast ${this.utils.printExpected(text)} (waited ${waited} ms)\n` +
        `Toasts shown: ${this.utils.printReceived(value)}`,
    };
  },

  /** The tab shows `title` in the strip (an embedded page's setTitle, a menu title). */
  async toHaveTabTitle(
    this: ExpectMatcherState,
    shell: Shell,
    tab: TabRef,
    title: string | RegExp,
    options: ShellMatcherOptions = {},
  ): Promise<MatcherReturnType> {
    const read = () => shell.tabTitle(tab).catch(() => '');
    const { pass, value, waited } = await poll(this, options.timeout, read, (shown) => matches(shown, title));
    return {
      pass,
      name: 'toHaveTabTitle',
      expected: title,
      actual: value,
      message: () =>
        `${this.utils.matcherHint('toHaveTabTitle', 'shell', 'title', { isNot: this.isNot })}\n\n` +
        `Expected the tab ${this.isNot ? 'not ' : ''}to be titled ${this.utils.printExpected(title)} (waited ${waited} ms)\n` +
        `Title: ${this.utils.printReceived(value)}`,
    };
  },

  /**
   * The embedded page holds unsaved changes as the shell knows them: its last `setDirty` said
   * true and the shell accepted it (closing its tab then asks the user first).
   */
  toBeDirty(
    this: ExpectMatcherState,
    page: EmbeddedPage,
    options: ShellMatcherOptions = {},
  ): Promise<MatcherReturnType> {
    const holds = () => acceptedTrue(page, 'rcadmin:setDirty', 'dirty');
    const what = 'hold unsaved changes the shell accepted';
    return pageState(this, 'toBeDirty', page, holds, what, options.timeout);
  },

  /**
   * The embedded page listens to beforeClose as the shell knows it: its last
   * `rcadmin:listenBeforeClose` said true and the shell accepted it (closing its tab then asks the
   * page first).
   */
  toListenBeforeClose(
    this: ExpectMatcherState,
    page: EmbeddedPage,
    options: ShellMatcherOptions = {},
  ): Promise<MatcherReturnType> {
    const holds = () => acceptedTrue(page, 'rcadmin:listenBeforeClose', 'listen');
    const what = 'listen to beforeClose, as the shell accepted';
    return pageState(this, 'toListenBeforeClose', page, holds, what, options.timeout);
  },
};
