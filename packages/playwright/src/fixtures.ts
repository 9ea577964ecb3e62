import { expect as baseExpect, test as base, type BrowserContext } from '@playwright/test';
import { bridgeMatchers } from './bridge/matchers';
import { BridgeRecorder } from './bridge/recorder';
import { resolveOptions, type RcadminOptions } from './options';
import { shellMatchers } from './shell-matchers';
import { Shell } from './shell';
import { signIn, type RcadminSession } from './sign-in';

export interface RcadminFixtures {
  /**
   * Who to sign in as, and how: `test.use({ rcadmin: { platformNum, username, password } })`.
   * Each part left out has its default (see `RcadminOptions`).
   */
  rcadmin: Partial<RcadminOptions>;
  /** The session the test's browser context was signed in with (null with `signIn: false`). */
  rcadminSession: RcadminSession | null;
  /** Every bridge message of the test's pages, both ways: `expect(bridge).toHaveSent(...)`. */
  bridge: BridgeRecorder;
  /** The shell in the test's page: tabs, frames, micro-apps, menu entries. */
  shell: Shell;
}

const sessions = new WeakMap<BrowserContext, RcadminSession>();

/**
 * Playwright's `test`, whose browser context is signed in to the shell through the API before the
 * test (no sign-in page), with the rcadmin fixtures.
 */
export const test = base.extend<RcadminFixtures>({
  rcadmin: [{}, { option: true }],
  context: async ({ context, rcadmin, baseURL }, use) => {
    const options = resolveOptions(rcadmin);
    if (options.signIn) {
      if (!baseURL)
        throw new Error("rcadmin: set use.baseURL to the shell's address in the Playwright config");
      sessions.set(context, await signIn(context, { ...options, baseURL }));
    }
    await use(context);
  },
  rcadminSession: async ({ context }, use) => {
    await use(sessions.get(context) ?? null);
  },
  bridge: async ({ context }, use) => {
    await use(await BridgeRecorder.attach(context));
  },
  shell: async ({ page, bridge }, use) => {
    await use(new Shell(page, bridge));
  },
});

/**
 * Playwright's `expect` with the bridge's matchers (`toHaveSent`, `toHaveReceived`) and the shell's
 * (`toHaveToasted`, `toHaveTabTitle`, `toBeDirty`, `toListenBeforeClose`).
 */
export const expect = baseExpect.extend({ ...bridgeMatchers, ...shellMatchers });
