// The runtime-light face of the contract: codes, constants and the call table, no schemas.
export * from './codes';
export * from './calls';
export * from './all-calls';
export * from './phone-formats';
export * from './goods-drafts';
export * from './bar-codes';
export * from './fence-area';
export * from './store-drafts';
export * from './ids';
export * from './pages';
export * from './page-actions';
export * from './time-zones';
export * from './menu-name';
export type { OkEnvelope, Envelope, ContentEnvelope } from './envelope';
