import { date, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, identity, sortOrder } from './columns';

// The tenants, and the columns by which every other area's rows belong to one (schema-core
// re-exports the table).

export const tenants = pgTable('tenants', {
  id: identity(),
  platformNum: text('platform_num').notNull().unique(),
  companyName: text('company_name').notNull(),
  /** 1 removes the organisation and setting menus in the shell (spec §6). */
  ssoMenuType: smallint('sso_menu_type').notNull().default(0),
  /** 1 normal, 2 enhanced (forced change, strict format). */
  pwdManagementStrategy: smallint('pwd_management_strategy').notNull().default(1),
  passwordValidityDays: integer('password_validity_days').notNull().default(90),
  contractProductName: text('contract_product_name'),
  contractEndDate: date('contract_end_date', { mode: 'string' }),
  createdAt: createdAt(),
});

/** The owning tenant: its rows go with it. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

/** A row of a tenant with an id of its own. */
export const tenantRow = () => ({ id: identity(), tenantId: tenantId() });

/** A tenant's list of names, in their order, each name once (brand categories, units of measure). */
export const tenantNameList = (table: string) =>
  pgTable(
    table,
    { ...tenantRow(), name: text('name').notNull(), sortOrder: sortOrder(), createdAt: createdAt() },
    (t) => [unique(`${table}_tenant_name`).on(t.tenantId, t.name)],
  );
