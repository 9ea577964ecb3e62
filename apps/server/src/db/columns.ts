import { integer, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './schema-core';

// The columns every area's tables share (schema-goods, schema-org, schema-settings).

/** A time with its zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** The owning tenant: its rows go with it. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });
