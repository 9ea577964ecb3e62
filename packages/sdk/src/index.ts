/** @rcadmin/sdk: what an embedded vendor page uses to talk to the rcadmin shell. */
export { connect } from './connect';
export type { ConnectOptions } from './connect';
export type { PickOptions, ShellEvents, ShellHost } from './shell-host';
export { ShellError, ShellErrorCode } from './errors';
export type {
  BatchImportTarget,
  EmbeddedPageEntry,
  Picked,
  PickResource,
  RouteTarget,
  SessionContext,
  ToastKind,
} from './protocol';
