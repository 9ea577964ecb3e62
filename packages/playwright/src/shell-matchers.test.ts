import { describe, expect, it } from 'vitest';
import type { EmbeddedPage } from './embedded-page';
import type { Shell } from './shell';
import { shellMatchers } from './shell-matchers';
import type { BridgeEntry, BridgeFilter } from './bridge/types';

/** The matcher state Playwright's expect hands a matcher, as far as these matchers read it. */
const state = (isNot = false) =>
  ({
    isNot,
    timeout: 300,
    utils: {
      matcherHint: (name: string) => name,
      printExpected: (value: unknown) => JSON.stringify(value),
      printReceived: (value: unknown) => JSON.stringify(value),
    },
  }) as never;

/** A shell whose strip and toasts read as given (and may change while a matcher waits). */
function shellShowing(view: { toasts: string[]; title: string }): Shell {
  return {
    page: { locator: () => ({ allInnerTexts: async () => view.toasts }) },
    tabTitle: async () => view.title,
  } as unknown as Shell;
}

/** A page whose bridge log holds these messages, each way. */
function pageWith(toShell: unknown[], toPage: unknown[]): EmbeddedPage {
  const entries = (filter?: BridgeFilter) =>
    (filter?.direction === 'toPage' ? toPage : toShell).map((message) => ({ message }) as BridgeEntry);
  return { id: 'vendor', bridge: { entries } } as unknown as EmbeddedPage;
}

describe("the kit's shell matchers", () => {
  it('toHaveToasted passes once a toast shows the text, and fails saying which toasts were shown', async () => {
    const view = { toasts: ['Saved'], title: '' };
    const shell = shellShowing(view);
    setTimeout(() => view.toasts.push('Picked Cola'), 50);
    await expect(shellMatchers.toHaveToasted.call(state(), shell, /^Picked/)).resolves.toMatchObject({
      pass: true,
    });
    const missing = await shellMatchers.toHaveToasted.call(state(), shell, 'Deleted', { timeout: 50 });
    expect(missing.pass).toBe(false);
    expect(missing.message()).toContain('"Picked Cola"');
    await expect(shellMatchers.toHaveToasted.call(state(true), shell, 'Deleted')).resolves.toMatchObject({
      pass: false,
    });
  });

  it('toHaveTabTitle waits for the title the page set', async () => {
    const view = { toasts: [], title: 'Vendor page' };
    setTimeout(() => (view.title = 'Vendor orders'), 50);
    const shell = shellShowing(view);
    await expect(
      shellMatchers.toHaveTabTitle.call(state(), shell, 'tab', 'Vendor orders'),
    ).resolves.toMatchObject({ pass: true });
    await expect(
      shellMatchers.toHaveTabTitle.call(state(), shell, 'tab', 'Other', { timeout: 50 }),
    ).resolves.toMatchObject({ pass: false });
  });

  it('toBeDirty holds when the last setDirty said true and the shell accepted it', async () => {
    const ask = (id: string, dirty: boolean) => ({ type: 'rcadmin:setDirty', v: 1, id, payload: { dirty } });
    const ok = (id: string) => ({ type: 'rcadmin:reply', v: 1, id, ok: true, result: null });
    const refused = (id: string) => ({
      type: 'rcadmin:reply',
      v: 1,
      id,
      ok: false,
      error: { code: 'FAILED', message: 'x' },
    });
    const check = (page: EmbeddedPage) => shellMatchers.toBeDirty.call(state(), page, { timeout: 20 });
    await expect(check(pageWith([ask('d1', true)], [ok('d1')]))).resolves.toMatchObject({ pass: true });
    await expect(
      check(pageWith([ask('d1', true), ask('d2', false)], [ok('d1'), ok('d2')])),
    ).resolves.toMatchObject({ pass: false });
    await expect(check(pageWith([ask('d1', true)], [refused('d1')]))).resolves.toMatchObject({ pass: false });
    await expect(check(pageWith([], []))).resolves.toMatchObject({ pass: false });
  });

  it('toListenBeforeClose holds when the last listenBeforeClose said true and the shell accepted it', async () => {
    const listen = (id: string, on: boolean) => ({
      type: 'rcadmin:listenBeforeClose',
      v: 1,
      id,
      payload: { listen: on },
    });
    const ok = (id: string) => ({ type: 'rcadmin:reply', v: 1, id, ok: true, result: null });
    const unsupported = (id: string) => ({
      type: 'rcadmin:reply',
      v: 1,
      id,
      ok: false,
      error: { code: 'UNSUPPORTED', message: 'x' },
    });
    const check = (page: EmbeddedPage) =>
      shellMatchers.toListenBeforeClose.call(state(), page, { timeout: 20 });
    await expect(check(pageWith([listen('l1', true)], [ok('l1')]))).resolves.toMatchObject({ pass: true });
    await expect(
      check(pageWith([listen('l1', true), listen('l2', false)], [ok('l1'), ok('l2')])),
    ).resolves.toMatchObject({ pass: false });
    await expect(check(pageWith([listen('l1', true)], [unsupported('l1')]))).resolves.toMatchObject({
      pass: false,
    });
  });
});
