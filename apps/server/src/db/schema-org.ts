import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  addressColumns,
  coordinateColumns,
  createdAt,
  editedColumns,
  sortOrder,
  str,
  updatedAt,
  version,
} from './columns';
import { tenantId, tenantRow } from './schema-tenants';
import { stores, users } from './schema-core';

// The organisation (spec §1 organisation, §3 Employee and Store/department, §7 Store and
// department): franchisees, sales channels of stores, pickup points, employees, operators,
// third-party staff codes and electronic fences. Every row carries its tenant.
const storeRef = (name: string) => integer(name).references(() => stores.id, { onDelete: 'restrict' });

export const franchisees = pgTable(
  'franchisees',
  {
    ...tenantRow(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** 2 franchise, 3 joint operation (1, direct, is the tenant itself). */
    franchiseeType: smallint('franchisee_type').notNull().default(2),
    contactName: str('contact_name'),
    contactPhone: str('contact_phone'),
    ...addressColumns(),
    contractStart: date('contract_start', { mode: 'string' }),
    contractEnd: date('contract_end', { mode: 'string' }),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    remark: str('remark'),
    ...editedColumns(),
  },
  (t) => [unique('franchisees_tenant_code').on(t.tenantId, t.code)],
);

/**
 * Sales channels of a tenant (POS, mini-program, delivery platforms…) and their sub-channels
 * (parentCode set). `active` channels are those `getActChannelList.do` offers.
 */
export const salesChannels = pgTable(
  'sales_channels',
  {
    tenantId: tenantId(),
    code: text('code').notNull(),
    parentCode: text('parent_code'),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: sortOrder(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.code] }),
    index('sales_channels_parent').on(t.tenantId, t.parentCode),
  ],
);

/** Group codes a store's channel can be filed under (getGrpCodeList.do). */
export const channelGroupCodes = pgTable(
  'channel_group_codes',
  {
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

/** The channels a store is open on, each with its group code; sub-channels in store_sub_channels. */
export const storeChannels = pgTable(
  'store_channels',
  {
    tenantId: tenantId(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    channelCode: text('channel_code').notNull(),
    grpCode: str('grp_code'),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.channelCode] }),
    foreignKey({
      columns: [t.tenantId, t.channelCode],
      foreignColumns: [salesChannels.tenantId, salesChannels.code],
    }).onDelete('cascade'),
  ],
);

export const storeSubChannels = pgTable(
  'store_sub_channels',
  {
    tenantId: tenantId(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    subChannelCode: text('sub_channel_code').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.subChannelCode] }),
    foreignKey({
      columns: [t.tenantId, t.subChannelCode],
      foreignColumns: [salesChannels.tenantId, salesChannels.code],
    }).onDelete('cascade'),
  ],
);

export const pickupPoints = pgTable(
  'pickup_points',
  {
    ...tenantRow(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    storeId: storeRef('store_id').notNull(),
    ...addressColumns(),
    ...coordinateColumns(),
    contactPhone: str('contact_phone'),
    /** 'HH:mm' opening and closing times. */
    openTime: str('open_time'),
    closeTime: str('close_time'),
    status: smallint('status').notNull().default(1),
    remark: str('remark'),
    ...editedColumns(),
  },
  (t) => [
    unique('pickup_points_tenant_code').on(t.tenantId, t.code),
    index('pickup_points_store').on(t.storeId),
  ],
);

/**
 * Employees (spec §3 Employee). One with a sign-in name is also a user of the tenant (userId):
 * its stores and roles are that user's user_store_roles rows.
 */
export const employees = pgTable(
  'employees',
  {
    ...tenantRow(),
    empCode: text('emp_code').notNull(),
    name: text('name').notNull(),
    mobile: str('mobile'),
    email: str('email'),
    position: str('position'),
    remark: str('remark'),
    /** 0 unknown, 1 male, 2 female. */
    sex: smallint('sex').notNull().default(0),
    cardNo: str('card_no'),
    /** The employee's profile text (spec field name profies). */
    profies: str('profies'),
    headPicKey: text('head_pic_key'),
    wxQrCode: str('wx_qr_code'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The employee's home department (store code). */
    deptCode: str('dept_code'),
    orgCode: str('org_code'),
    /** 1 active, 0 disabled. */
    status: smallint('status').notNull().default(1),
    /**
     * Name, mobile and code lowered, for the list's rawInfo "contains" filter: one LIKE over this
     * is far cheaper than ILIKE's lowering of three columns of every row it reads.
     */
    searchLower: text('search_lower')
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || mobile || ' ' || emp_code)`),
    ...editedColumns(),
  },
  (t) => [
    unique('employees_tenant_code').on(t.tenantId, t.empCode),
    // The list newest first with its filter read from the index alone (an index-only scan), and
    // trigrams for filters of three characters or more.
    index('employees_tenant_search').on(t.tenantId, t.id, t.searchLower),
    index('employees_search_trgm').using('gin', sql`${t.searchLower} gin_trgm_ops`),
    uniqueIndex('employees_user').on(t.userId),
    index('employees_tenant_status').on(t.tenantId, t.status, t.id),
    index('employees_tenant_mobile').on(t.tenantId, t.mobile),
    index('employees_tenant_dept').on(t.tenantId, t.deptCode),
  ],
);

/** The operator archive (POS operators), present when the permission set supplies it (ORG-11). */
export const operators = pgTable(
  'operators',
  {
    ...tenantRow(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    storeId: storeRef('store_id'),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    mobile: str('mobile'),
    /** Largest discount the operator may give at the till, in percent off (0-100). */
    maxDiscount: integer('max_discount').notNull().default(0),
    status: smallint('status').notNull().default(1),
    remark: str('remark'),
    ...editedColumns(),
  },
  (t) => [unique('operators_tenant_code').on(t.tenantId, t.code)],
);

/** Third-party staff: an external ERP system's employee code mapped to an employee. */
export const erpEmpRelations = pgTable(
  'erp_emp_relations',
  {
    ...tenantRow(),
    erpSystem: text('erp_system').notNull(),
    erpEmpCode: text('erp_emp_code').notNull(),
    erpEmpName: str('erp_emp_name'),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [unique('erp_emp_relations_code').on(t.tenantId, t.erpSystem, t.erpEmpCode)],
);

/** A store's electronic fence: a GeoJSON FeatureCollection of polygons and circles (WGS84). */
export const storeFences = pgTable('store_fences', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  tenantId: tenantId(),
  geojson: jsonb('geojson')
    .notNull()
    .default(sql`'{"type":"FeatureCollection","features":[]}'::jsonb`),
  version: version(),
  updatedAt: updatedAt(),
});
