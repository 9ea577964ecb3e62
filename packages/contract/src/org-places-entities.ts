import { Type, type Static } from 'typebox';

// Entities of the organisation's places calls (see org-calls.ts). Filled by the places calls.
export const OrgPlacesPlaceholder = Type.Object({});
export type OrgPlacesPlaceholder = Static<typeof OrgPlacesPlaceholder>;
