import { integer } from 'drizzle-orm/pg-core';
import { identity } from './columns';
import { tenants } from './schema-core';

// Apart from columns.ts, which the tables of schema-core use too: this one needs the tenants table.

/** The owning tenant: its rows go with it. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** A row of a tenant with an id of its own. */
export const tenantRow = () => ({ id: identity(), tenantId: tenantId() });
