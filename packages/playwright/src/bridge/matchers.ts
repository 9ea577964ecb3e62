import type { ExpectMatcherState, MatcherReturnType } from '@playwright/test';
import { matchesPattern, type MessagePattern } from './partial-match';
import type { BridgeDirection, BridgeEntry, BridgeLog, BridgeMessageType } from './types';

export interface BridgeMatcherOptions {
  /** How long to wait for the messages; default: the `expect` timeout. */
  timeout?: number;
  /** Exactly this many matching messages (default: at least one). */
  times?: number;
}

/** A type (`'rcadmin:openRoute'`), a RegExp of types, or a pattern of the whole message. */
export type MessageExpectation = BridgeMessageType | RegExp | MessagePattern;

function readArguments(
  expected: MessageExpectation,
  second: MessagePattern | BridgeMatcherOptions | undefined,
  third: BridgeMatcherOptions | undefined,
): { pattern: MessagePattern; options: BridgeMatcherOptions } {
  if (typeof expected === 'string' || expected instanceof RegExp) {
    return { pattern: { ...(second as MessagePattern | undefined), type: expected }, options: third ?? {} };
  }
  return { pattern: expected, options: (second as BridgeMatcherOptions | undefined) ?? {} };
}

const WORDS: Record<BridgeDirection, { verb: string; matcher: string }> = {
  toShell: { verb: 'sent to the shell', matcher: 'toHaveSent' },
  toPage: { verb: 'received from the shell', matcher: 'toHaveReceived' },
};

const describeEntry = (entry: BridgeEntry) =>
  `  ${entry.target || '(unnamed frame)'} ${entry.transport}: ${JSON.stringify(entry.message)}`;

/**
 * Waits until the messages of one direction that match reach the wanted count (at least one, or
 * exactly `times`), or with `.not` until they do not, within the timeout. The recorder only ever
 * adds messages: `.not` without `times` answers at once.
 */
async function expectMessages(
  state: ExpectMatcherState,
  log: BridgeLog,
  direction: BridgeDirection,
  expected: MessageExpectation,
  second: MessagePattern | BridgeMatcherOptions | undefined,
  third: BridgeMatcherOptions | undefined,
): Promise<MatcherReturnType> {
  const { pattern, options } = readArguments(expected, second, third);
  const timeout = options.timeout ?? state.timeout;
  const matching = () => log.entries({ direction }).filter((entry) => matchesPattern(entry.message, pattern));
  const satisfied = (count: number) => (options.times === undefined ? count > 0 : count === options.times);
  const settled = (count: number) =>
    satisfied(count) !== state.isNot || (state.isNot && options.times === undefined);

  const deadline = Date.now() + timeout;
  let found = matching();
  while (!settled(found.length) && Date.now() < deadline) {
    await log.changed(Math.min(250, Math.max(deadline - Date.now(), 0)));
    found = matching();
  }

  const pass = satisfied(found.length);
  const { verb, matcher } = WORDS[direction];
  const wanted =
    options.times === undefined ? 'a message' : `${options.times} message${options.times === 1 ? '' : 's'}`;
  const all = log.entries({ direction });
  const message = () => {
    const hint = state.utils.matcherHint(matcher, log.description, 'expected', { isNot: state.isNot });
    const head = `${hint}\n\nExpected ${log.description} ${state.isNot ? 'not ' : ''}to have ${verb} ${wanted} matching ${state.utils.printExpected(pattern)}`;
    const counts = `Matching: ${found.length} of ${all.length}${state.isNot ? '' : ` (waited ${timeout} ms)`}`;
    const shown = (state.isNot ? found : all).slice(-20).map(describeEntry);
    return [head, counts, ...(shown.length > 0 ? ['', ...shown] : [])].join('\n');
  };
  return { pass, message, name: matcher, expected: pattern, actual: found.map((entry) => entry.message) };
}

/**
 * `expect(bridge).toHaveSent('rcadmin:openRoute', { payload: { path: '/goods/index/list' } })`:
 * the page(s) sent the shell such a message. `expect(bridge).toHaveReceived(...)`: the shell
 * sent the page(s) one. Both take `.not`, a `timeout` and an exact count (`times`).
 */
export const bridgeMatchers = {
  toHaveSent(
    this: ExpectMatcherState,
    log: BridgeLog,
    expected: MessageExpectation,
    patternOrOptions?: MessagePattern | BridgeMatcherOptions,
    options?: BridgeMatcherOptions,
  ) {
    return expectMessages(this, log, 'toShell', expected, patternOrOptions, options);
  },
  toHaveReceived(
    this: ExpectMatcherState,
    log: BridgeLog,
    expected: MessageExpectation,
    patternOrOptions?: MessagePattern | BridgeMatcherOptions,
    options?: BridgeMatcherOptions,
  ) {
    return expectMessages(this, log, 'toPage', expected, patternOrOptions, options);
  },
};
