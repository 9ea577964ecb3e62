// The features kit: what every module uses and none copies. Data: calls typed from the contract
// table, loaded through one cache (TanStack Query). README.md shows a page using it.
export { call, callUrl, upload, type InputOf } from './call';
export { useCall, useLoad, type LoadOptions, type Loaded } from './use-call';
export { queryClient } from './query-client';
export { useDebounced } from './use-debounced';
