import type { EmbeddedAppKind, MenuNames } from '@rcadmin/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, createdAt, editedColumns, sortOrder, str, version } from './columns';
import { tenantNameList, tenantRow } from './schema-tenants';
import { users } from './schema-core';

// Settings (spec §1 "System settings and bulk import"): the history of system parameters, the
// tenant's goods code lists (goods settings), and the jobs of bulk import and export.
const changedBy = () => integer('user_id').references(() => users.id, { onDelete: 'set null' });

/** Every change of a system parameter: who, when, the value before (null: not set) and after. */
export const sysParamHistory = pgTable(
  'sys_param_history',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value').notNull(),
    userId: changedBy(),
    /** The name shown for the user at the time (the user may be renamed or removed later). */
    userName: text('user_name').notNull(),
    changedAt: createdAt(),
  },
  (t) => [index('sys_param_history_tenant_name').on(t.tenantId, t.name, t.changedAt)],
);

/** Units of measure a SKU's meaUnit is chosen from (goods settings). */
export const goodsUnits = tenantNameList('goods_units');

/** Tax rates, in percent ('13'), offered for a SKU's input and output tax (goods settings). */
export const goodsTaxRates = pgTable(
  'goods_tax_rates',
  {
    ...tenantRow(),
    rate: text('rate').notNull(),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [unique('goods_tax_rates_tenant_rate').on(t.tenantId, t.rate)],
);

/** Property templates: a named property and the values a SKU's property may take (goods settings). */
export const propertyTemplates = pgTable(
  'property_templates',
  {
    ...tenantRow(),
    name: text('name').notNull(),
    values: jsonb('values').$type<string[]>().notNull().default([]),
    sortOrder: sortOrder(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [unique('property_templates_tenant_name').on(t.tenantId, t.name)],
);

/**
 * Barcode prefix rules (barPrefixType): a type (1 standard, 2 in-store, 3 weighed) and the prefix
 * and length of the barcodes it makes or accepts.
 */
export const barPrefixRules = pgTable(
  'bar_prefix_rules',
  {
    ...tenantRow(),
    type: smallint('type').notNull(),
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    codeLength: smallint('code_length').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('bar_prefix_rules_tenant_prefix').on(t.tenantId, t.prefix),
    check('bar_prefix_rules_type', sql`${t.type} between 1 and 3`),
  ],
);

/**
 * The vendor pages (frames) and micro-apps a tenant registers (settings, embedded apps). Each is a
 * page of the menu of the roles it names, under a group of the tenant's menu; the frame allowlist,
 * the micro-app registry and the CSP include the enabled ones (routes/settings/embedded-apps.ts).
 */
export const embeddedApps = pgTable(
  'embedded_apps',
  {
    ...tenantRow(),
    /** Shown in the menu; a micro-app's is also its wujie id and its path /micro/{name}. */
    name: text('name').notNull(),
    /** The menu name in the other languages (the name above is the zh one and the fallback). */
    names: jsonb('names').$type<MenuNames>().notNull().default({}),
    kind: text('kind').$type<EmbeddedAppKind>().notNull(),
    /** The entry address. */
    url: text('url').notNull(),
    /** Origins the app may connect to: a micro-app's sandbox page allows them in connect-src. */
    connectOrigins: jsonb('connect_origins').$type<string[]>().notNull().default([]),
    /** The menu group (menu_resources, level 2) it is listed under; a group that goes hides it. */
    parentId: text('parent_id').notNull(),
    /** The roles whose menus show it. */
    roleIds: text('role_ids').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** A micro-app: confirmed as trusted code (it runs with the user's rights in the shell's origin). */
    trusted: boolean('trusted').notNull().default(false),
    /**
     * The key the server signs the app's session tokens with (HS256), shown to the tenant once when
     * made (registration, rotation). Kept as is: the server must read it back to sign. Null for an
     * app registered before session tokens, until its key is rotated.
     */
    sessionSecret: text('session_secret'),
    ...editedColumns(),
  },
  (t) => [
    unique('embedded_apps_tenant_name').on(t.tenantId, t.name),
    check('embedded_apps_kind', sql`${t.kind} in ('frame', 'microApp')`),
  ],
);

/** One row refused by an import: its row number in the file, the column, and why. */
export interface JobRowError {
  row: number;
  column: string;
  reason: string;
}

/**
 * Bulk import and export jobs. The state lives here so any server may run a job and a restart
 * resumes it or ends it as failed: a job is claimed with `FOR UPDATE SKIP LOCKED`, and a running
 * job whose heartbeat stopped is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    ...tenantRow(),
    userId: changedBy(),
    userName: text('user_name').notNull(),
    /** 'import' or 'export'. */
    kind: text('kind').notNull(),
    /** What is imported or exported (goods, combGoods, prices, stores, employees, categories, brands, ...). */
    type: text('type').notNull(),
    /** Imports: 'all' (all or nothing) or 'valid' (import the valid rows). */
    mode: str('mode'),
    /** queued, running, done, failed. */
    status: text('status').notNull().default('queued'),
    /** The language of the user who started it: headers and messages of its files. */
    lang: text('lang').notNull().default('zh'),
    fileName: str('file_name'),
    /** The uploaded file (imports). */
    inputKey: text('input_key'),
    /** The exported file, or the error report of an import. */
    resultKey: text('result_key'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    okRows: integer('ok_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** Why the job failed, in the job's language. */
    message: str('message'),
    /** Parameters of an export (its filters). */
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lockedBy: text('locked_by'),
    heartbeatAt: at('heartbeat_at'),
    createdAt: createdAt(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('jobs_tenant_time').on(t.tenantId, t.createdAt),
    index('jobs_status').on(t.status, t.createdAt),
    // The claim's turn: the latest start of a tenant's jobs of a kind.
    index('jobs_tenant_started').on(t.tenantId, t.kind, t.startedAt),
  ],
);

/**
 * Rows a job keeps while it runs: the refused rows of an import (their cells and why, for the
 * error report and the result screen) and, for an all-or-nothing import, the valid rows staged
 * until the whole file has been checked and they are written in one transaction.
 */
export const jobRows = pgTable(
  'job_rows',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The row's number in the file (the header is row 1). */
    rowNo: integer('row_no').notNull(),
    cells: jsonb('cells').$type<string[]>(),
    errors: jsonb('errors').$type<JobRowError[]>(),
    /** A staged valid row: the value the import writes. */
    value: jsonb('value'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowNo] })],
);
