import type { MenuNames } from '@rcadmin/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import type { Change } from '../domain/change-list';
import { at, createdAt, identity, textList } from './columns';
import { tenantId } from './schema-tenants';
import { storeDetailColumns } from './schema-store-columns';

export { tenants } from './schema-tenants';

export const stores = pgTable(
  'stores',
  {
    id: identity(),
    tenantId: tenantId(),
    storeCode: text('store_code').notNull(),
    storeName: text('store_name').notNull(),
    /** 1 active, 0 disabled (spec §9 store defaults). */
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
    ...storeDetailColumns(),
  },
  (t) => [
    unique('stores_tenant_code').on(t.tenantId, t.storeCode),
    index('stores_tenant_status').on(t.tenantId, t.status, t.storeCode),
    // The overview's stores serving now: active stores by serve time mode and hours, from the index.
    index('stores_tenant_serving').on(t.tenantId, t.status, t.serveTimeMode, t.startTime, t.endTime, t.id),
  ],
);

export const roles = pgTable(
  'roles',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    /** The admin role: grants every resource of the tenant, including ones added later. */
    grantsAll: boolean('grants_all').notNull().default(false),
    /**
     * A tenant-wide role: its holders see and manage the records of every store, not only of the
     * stores they hold (the admin role is tenant-wide whatever this says).
     */
    allStores: boolean('all_stores').notNull().default(false),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const users = pgTable(
  'users',
  {
    id: identity(),
    tenantId: tenantId(),
    loginName: text('login_name').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    initialPassword: boolean('initial_password').notNull().default(true),
    /** 1 active, 2 locked by an administrator, 0 disabled (its employee is disabled): only 1 signs in. */
    status: smallint('status').notNull().default(1),
    passwordChangedAt: at('password_changed_at').notNull().defaultNow(),
    avatar: text('avatar').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    /** Shell roles of user info (spec §3), e.g. ['admin']. */
    roles: textList('roles'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('users_tenant_login').on(t.tenantId, t.loginName),
    index('users_tenant_mobile').on(t.tenantId, t.mobile),
  ],
);

export const userStoreRoles = pgTable(
  'user_store_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    roleIds: text('role_ids').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

export const apps = pgTable('apps', {
  appCode: text('app_code').primaryKey(),
  appName: text('app_name').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const menuResources = pgTable(
  'menu_resources',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    appCode: text('app_code')
      .notNull()
      .references(() => apps.appCode),
    parentId: text('parent_id'),
    level: smallint('level').notNull(),
    /** The zh name (the spec's). */
    name: text('name').notNull(),
    /** The name in the other languages; a language missing here shows the zh name. */
    names: jsonb('names').$type<MenuNames>().notNull().default({}),
    /** Route path, an http(s) address of an embedded page, '#' (planned) or '' (not configured). */
    url: text('url').notNull().default(''),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** 1: also a static base route of the shell (spec §2). */
    deleteFlag: smallint('delete_flag').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('menu_resources_tenant_app').on(t.tenantId, t.appCode),
    check('menu_resources_level', sql`${t.level} between 1 and 4`),
  ],
);

export const roleResources = pgTable(
  'role_resources',
  {
    tenantId: integer('tenant_id').notNull(),
    roleId: text('role_id').notNull(),
    resourceId: text('resource_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.roleId, t.resourceId] }),
    foreignKey({ columns: [t.tenantId, t.roleId], foreignColumns: [roles.tenantId, roles.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.tenantId, t.resourceId],
      foreignColumns: [menuResources.tenantId, menuResources.id],
    }).onDelete('cascade'),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resourceId: text('resource_id').notNull(),
    resourceName: text('resource_name').notNull(),
    appCode: text('app_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resourceId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** sha256 of the session cookie value: the token itself is never stored. */
    id: text('id').primaryKey(),
    siteTokenHash: text('site_token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    /** Only calls allowed during a forced password change work. */
    restricted: boolean('restricted').notNull().default(false),
    /** The store the session acts for: resource grants come from the roles held there. */
    currentStoreId: integer('current_store_id').references(() => stores.id, { onDelete: 'set null' }),
    /** sha256 of the grey-test config token: made for that file only, never the site token. */
    greyTokenHash: text('grey_token_hash'),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    /** Hash of an SMS code already checked in this session (password change flow). */
    smsVerifiedHash: text('sms_verified_hash'),
    smsVerifiedAt: at('sms_verified_at'),
  },
  (t) => [index('sessions_user').on(t.userId), index('sessions_expires').on(t.expiresAt)],
);

export const loginAttempts = pgTable('login_attempts', {
  /** JSON [platformNum, loginName], counted whether or not the account exists. */
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: at('last_failure_at').notNull(),
  lockedUntil: at('locked_until'),
});

export const codeNumbers = pgTable('code_numbers', {
  key: text('key').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: at('expires_at').notNull(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: identity(),
    phone: text('phone').notNull(),
    platformNum: text('platform_num').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    /** What the code may be used for: 'login', 'password' (change) or 'check'. */
    purpose: text('purpose').notNull().default('login'),
    /** Address of whoever asked for the code, for the per-address cap. */
    requesterIp: text('requester_ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('sms_codes_phone').on(t.phone, t.createdAt),
    index('sms_codes_requester_ip').on(t.requesterIp, t.createdAt),
  ],
);

/** Hits of the rate limiter when servers share one PostgreSQL (no Redis): one row per key and window. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: at('reset_at').notNull(),
});

export const smsOutbox = pgTable('sms_outbox', {
  id: identity(),
  phone: text('phone').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/**
 * Keys the servers of one database share, each made once by whichever server needs it first
 * (the HMAC key of SMS codes, `sms_code_key`).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Work that one server of the database does at a time (housekeeping): a server does it only while
 * it holds the lease, taken when `until` has passed.
 */
export const serverLeases = pgTable('server_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: at('until').notNull(),
});

export const sysParams = pgTable(
  'sys_params',
  {
    tenantId: tenantId(),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);

export const notices = pgTable(
  'notices',
  {
    id: identity(),
    text: text('text').notNull(),
    link: text('link').notNull().default(''),
    publishDate: at('publish_date').notNull(),
    /** Part of the published PC notice JSON. */
    publishedPc: boolean('published_pc').notNull().default(true),
  },
  (t) => [index('notices_publish_date').on(t.publishDate)],
);

export const helpArticles = pgTable(
  'help_articles',
  {
    id: identity(),
    columnId: integer('column_id').notNull(),
    title: text('title').notNull(),
    coverPath: text('cover_path').notNull().default(''),
    link: text('link').notNull().default(''),
    content: text('content').notNull().default(''),
    publishDate: at('publish_date').notNull(),
  },
  (t) => [index('help_articles_column').on(t.columnId, t.publishDate)],
);

/** Clients of the download centre (CONTENT-06): POS and mobile apps, newest first. */
export const clientDownloads = pgTable('client_downloads', {
  id: identity(),
  name: text('name').notNull(),
  platform: text('platform').notNull(),
  version: text('version').notNull(),
  url: text('url').notNull(),
  fileSize: text('file_size').notNull().default(''),
  description: text('description').notNull().default(''),
  publishDate: at('publish_date').notNull(),
});

export const operationLog = pgTable(
  'operation_log',
  {
    id: identity(),
    tenantId: tenantId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tenantName: text('tenant_name').notNull(),
    opt: text('opt').notNull(),
    client: text('client').notNull(),
    optUserCode: text('opt_user_code').notNull(),
    optUserName: text('opt_user_name').notNull(),
    optTime: text('opt_time').notNull(),
    menuCode: text('menu_code').notNull(),
    menuName: text('menu_name').notNull(),
    addr: text('addr').notNull(),
    /** What the write changed, field by field (domain/change-list.ts); null when its sentence says it all. */
    changes: jsonb('changes').$type<Change[]>(),
    /** A page the shell opened: the viewer leaves these out unless asked for them. */
    pageOpen: boolean('page_open').notNull().default(false),
    createdAt: createdAt(),
  },
  // The viewer: a tenant's records newest first, by user, by menu page, by time; the operation's
  // text by "contains" (trigrams). The retention clean-up deletes by time.
  (t) => [
    index('operation_log_tenant_time').on(t.tenantId, t.createdAt, t.id),
    index('operation_log_tenant_user_time').on(t.tenantId, t.optUserCode, t.createdAt),
    index('operation_log_tenant_menu_time').on(t.tenantId, t.menuCode, t.createdAt),
    index('operation_log_opt_trgm').using('gin', sql`${t.opt} gin_trgm_ops`),
  ],
);

export const loginRecords = pgTable(
  'login_records',
  {
    id: identity(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  // A user's sign-ins, newest first (the account page), and the last one per user (the account
  // list); the overview's sign-ins per day, a tenant's by time.
  (t) => [
    index('login_records_user_time').on(t.userId, t.createdAt),
    index('login_records_tenant_time').on(t.tenantId, t.createdAt),
  ],
);
