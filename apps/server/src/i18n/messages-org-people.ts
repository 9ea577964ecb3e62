import { m } from './entry';

/** Messages of the organisation's people calls. zh is the spec's text wherever it gives one. */
export const orgPeopleMessages = {
  orgPeoplePlaceholder: m('', '', ''),
};
