import { Type, type Static } from 'typebox';

// Entities of the organisation's stores calls (see org-calls.ts). Filled by the stores calls.
export const OrgStoresPlaceholder = Type.Object({});
export type OrgStoresPlaceholder = Static<typeof OrgStoresPlaceholder>;
