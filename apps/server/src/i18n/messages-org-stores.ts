import { m } from './entry';

/** Messages of the organisation's stores calls. zh is the spec's text wherever it gives one. */
export const orgStoresMessages = {
  orgStoresPlaceholder: m('', '', ''),
};
