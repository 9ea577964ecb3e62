import { m } from './entry';

/** Messages of the organisation's places calls. zh is the spec's text wherever it gives one. */
export const orgPlacesMessages = {
  orgPlacesPlaceholder: m('', '', ''),
};
