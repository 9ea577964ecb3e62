/**
 * What a write changed about who may do what: one session (logout, store switch), every session
 * of a user (password change, role assignment) or of a tenant (role grants). The repositories
 * announce each change after it is committed, so cached access built from the old rows goes.
 */
export type AccessChange = { session: string } | { user: number } | { tenant: number };

export type AccessChanged = (change: AccessChange) => Promise<void>;
