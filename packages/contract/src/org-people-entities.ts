import { Type, type Static } from 'typebox';

// Entities of the organisation's people calls (see org-calls.ts). Filled by the people calls.
export const OrgPeoplePlaceholder = Type.Object({});
export type OrgPeoplePlaceholder = Static<typeof OrgPeoplePlaceholder>;
