export { expect, test, type RcadminFixtures } from './fixtures';
export { resolveOptions, type RcadminOptions } from './options';
export { signIn, type RcadminSession, type SignInOptions } from './sign-in';
export { Shell, type MenuEntryOptions, type TabRef } from './shell';
export type { EmbeddedPage, FramePage, MicroAppPage, PageContent } from './embedded-page';
export { FRAME_ROUTE, frameRoute, microAppRoute, type FrameEntry } from './tabs';
export { BridgeRecorder, type BridgeTarget } from './bridge/recorder';
export { bridgeMatchers, type BridgeMatcherOptions, type MessageExpectation } from './bridge/matchers';
export { matchesPattern, type MessagePattern } from './bridge/partial-match';
export { shellMatchers, type ShellMatcherOptions } from './shell-matchers';
export type {
  BridgeConnection,
  BridgeDirection,
  BridgeEntry,
  BridgeFilter,
  BridgeLog,
  BridgeMessage,
  BridgeMessageType,
  BridgeTransport,
  DocumentLoad,
} from './bridge/types';
