/** @rcadmin/sdk/protocol: the message set and its guards, for the shell's side of the bridge. */
export * from './protocol';
export * from './guards';
export * from './page-guards';
