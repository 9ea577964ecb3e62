import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { at, createdAt, idList, sortOrder, str, updatedAt, version } from './columns';
import { tenantId, tenantNameList, tenantRow } from './schema-tenants';
import { stores, users } from './schema-core';

// The goods catalogue (spec §1 goods, §3 SKU draft, §7 Goods). Every row carries its tenant;
// money is numeric(12,2), never a float.
const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Categories: a tree of at most three levels, ordered among siblings. */
export const goodsCategories = pgTable(
  'goods_categories',
  {
    ...tenantRow(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** Category code, unique in the tenant (isCategoryCode on the SKU form). */
    code: text('code').notNull(),
    level: smallint('level').notNull(),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'goods_categories_parent' }).onDelete(
      'restrict',
    ),
    unique('goods_categories_tenant_code').on(t.tenantId, t.code),
    index('goods_categories_tenant_parent').on(t.tenantId, t.parentId, t.sortOrder),
    check('goods_categories_level', sql`${t.level} between 1 and 3`),
  ],
);

export const brandCategories = tenantNameList('brand_categories');

export const brands = pgTable(
  'brands',
  {
    ...tenantRow(),
    brandCategoryId: integer('brand_category_id').references(() => brandCategories.id, {
      onDelete: 'restrict',
    }),
    name: text('name').notNull(),
    englishName: str('english_name'),
    /** Storage key of the logo (see infra/storage), or null. */
    logoKey: text('logo_key'),
    /** 1 in use, 0 disabled. */
    status: smallint('status').notNull().default(1),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [unique('brands_tenant_name').on(t.tenantId, t.name)],
);

export const suppliers = pgTable(
  'suppliers',
  {
    ...tenantRow(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('suppliers_tenant_code').on(t.tenantId, t.code)],
);

/** Store navigation (pubNav): the shelves of the online store a SKU is listed under. */
export const shopNavigations = pgTable(
  'shop_navigations',
  {
    ...tenantRow(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** An icon name of the online store's shelf ('' for none). */
    icon: str('icon'),
    sortOrder: sortOrder(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: 'shop_navigations_parent' }).onDelete(
      'cascade',
    ),
    index('shop_navigations_tenant').on(t.tenantId, t.parentId, t.sortOrder),
  ],
);

/**
 * SKUs, single (comb 0) and combined (comb 1). The columns lists filter and sort on are columns;
 * the rest of the §3 draft (attributes, properties, pictures, rich content) is `detail`.
 */
export const skus = pgTable(
  'skus',
  {
    ...tenantRow(),
    comb: smallint('comb').notNull().default(0),
    erpCode: str('erp_code'),
    skuName: text('sku_name').notNull(),
    /**
     * lower(sku_name), kept by the database: the name filter matches it with LIKE (trigram index),
     * which is far cheaper than ILIKE's lowering of every row it reads.
     */
    skuNameLower: text('sku_name_lower')
      .notNull()
      .generatedAlwaysAs(sql`lower(sku_name)`),
    barCode: text('bar_code').notNull(),
    goodsNo: str('goods_no'),
    shortName: str('short_name'),
    promTitle: str('prom_title'),
    categoryId: integer('category_id').references(() => goodsCategories.id, { onDelete: 'restrict' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'restrict' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    skuReferPrice: money('sku_refer_price').notNull().default('0'),
    skuPurchPrice: money('sku_purch_price').notNull().default('0'),
    minPrice: money('min_price'),
    maxPrice: money('max_price'),
    inputTaxRate: numeric('input_tax_rate', { precision: 5, scale: 2 }),
    outputTaxRate: numeric('output_tax_rate', { precision: 5, scale: 2 }),
    /** 1 on sale, 0 off sale. */
    saleState: smallint('sale_state').notNull().default(1),
    /** '1' by piece, '2' by weight. */
    saleMode: text('sale_mode').notNull().default('1'),
    meaUnit: text('mea_unit').notNull().default('个'),
    /** Store navigation ids (searchNavIds). */
    searchNavIds: idList('search_nav_ids'),
    /** The rest of the SKU draft, as the form posted it (validated and sanitised). */
    detail: jsonb('detail').notNull().default({}),
    /** Optimistic lock: a save names the version it edited. */
    version: version(),
    /** Set when deleted into the recycle bin; restore clears it. */
    deletedAt: at('deleted_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('skus_tenant_bar_code').on(t.tenantId, t.barCode),
    // The goods list: newest first, or sorted by a column, within a tenant, out of the recycle bin.
    index('skus_tenant_live')
      .on(t.tenantId, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('skus_tenant_list').on(t.tenantId, t.comb, t.id),
    index('skus_tenant_updated').on(t.tenantId, t.updatedAt, t.id),
    index('skus_tenant_name').on(t.tenantId, t.skuName, t.id),
    index('skus_tenant_price').on(t.tenantId, t.skuReferPrice, t.id),
    index('skus_tenant_goods_no').on(t.tenantId, t.goodsNo, t.id),
    index('skus_tenant_category').on(t.tenantId, t.categoryId),
    // The list's category filter with a name-contains search, answered from the index alone
    // (a name of two characters has no trigram for skus_name_trgm to use).
    index('skus_tenant_category_live')
      .on(t.tenantId, t.categoryId, t.id, t.skuNameLower)
      .where(sql`${t.deletedAt} is null`),
    index('skus_tenant_brand').on(t.tenantId, t.brandId),
    index('skus_name_trgm').using('gin', sql`${t.skuNameLower} gin_trgm_ops`),
    index('skus_goods_no_trgm').using('gin', sql`${t.goodsNo} gin_trgm_ops`),
    index('skus_bar_code_trgm').using('gin', sql`${t.barCode} gin_trgm_ops`),
    check('skus_comb', sql`${t.comb} in (0, 1)`),
    check('skus_prices', sql`${t.skuReferPrice} >= 0 and ${t.skuPurchPrice} >= 0`),
    check(
      'skus_price_range',
      sql`(${t.minPrice} is null or ${t.minPrice} <= ${t.skuReferPrice}) and (${t.maxPrice} is null or ${t.skuReferPrice} <= ${t.maxPrice})`,
    ),
  ],
);

/**
 * How many SKUs a tenant has of each kind, category and state (sale state, in the recycle bin, no
 * price, no picture): what the overview counts, without reading 100,000 SKUs each time. Kept by
 * statement triggers on skus (migration 0014) as deltas, one row per combination a statement
 * changed, so concurrent writers never wait on one another; a reader sums them, and folds a
 * tenant's rows into one per combination when they have piled up (repositories/overview.ts).
 */
export const skuTallies = pgTable(
  'sku_tallies',
  {
    // No reference to the tenant: the triggers write while a tenant's SKUs are deleted with it.
    tenantId: integer('tenant_id').notNull(),
    comb: smallint('comb').notNull(),
    categoryId: integer('category_id'),
    saleState: smallint('sale_state').notNull(),
    recycled: boolean('recycled').notNull(),
    noPrice: boolean('no_price').notNull(),
    noPicture: boolean('no_picture').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('sku_tallies_tenant').on(t.tenantId, t.comb)],
);

/** Pack rates: a pack of `quantity` units with a barcode of its own (spec §3 Pack rate). */
export const skuPackRates = pgTable(
  'sku_pack_rates',
  {
    ...tenantRow(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    barCode: text('bar_code').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [
    unique('sku_pack_rates_tenant_bar_code').on(t.tenantId, t.barCode),
    index('sku_pack_rates_sku').on(t.skuId),
    check('sku_pack_rates_quantity', sql`${t.quantity} > 0`),
  ],
);

/** The stores that sell a SKU (storeList). */
export const skuStores = pgTable(
  'sku_stores',
  {
    tenantId: tenantId(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** The store's own price, when it differs from the reference price. */
    storePrice: money('store_price'),
  },
  (t) => [primaryKey({ columns: [t.skuId, t.storeId] }), index('sku_stores_store').on(t.storeId, t.skuId)],
);

/** The parts of a combined good (subSkus): a part cannot be deleted while a combined good uses it. */
export const combItems = pgTable(
  'comb_items',
  {
    tenantId: tenantId(),
    combSkuId: integer('comb_sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    subSkuId: integer('sub_sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [
    primaryKey({ columns: [t.combSkuId, t.subSkuId] }),
    index('comb_items_sub').on(t.subSkuId),
    check('comb_items_quantity', sql`${t.quantity} > 0`),
  ],
);

/** Main/sub goods: a main SKU (e.g. the case) and its sub SKUs (the piece) with a ratio. */
export const mainSubItems = pgTable(
  'main_sub_items',
  {
    tenantId: tenantId(),
    mainSkuId: integer('main_sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    subSkuId: integer('sub_sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** How many sub units one main unit holds. */
    ratio: numeric('ratio', { precision: 12, scale: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mainSkuId, t.subSkuId] }),
    index('main_sub_items_sub').on(t.subSkuId),
    check('main_sub_items_ratio', sql`${t.ratio} > 0`),
    check('main_sub_items_distinct', sql`${t.mainSkuId} <> ${t.subSkuId}`),
  ],
);

/**
 * Price adjustment orders: draft → pending (submitted, waiting for its time) → effective, or
 * cancelled. An order takes effect once (effectiveAt ≤ now), in one transaction.
 */
export const priceAdjustments = pgTable(
  'price_adjustments',
  {
    ...tenantRow(),
    orderNo: text('order_no').notNull(),
    status: text('status').notNull().default('draft'),
    /** True: every store; false: the stores in storeIds. */
    allStores: boolean('all_stores').notNull().default(true),
    storeIds: idList('store_ids'),
    effectiveAt: at('effective_at').notNull(),
    remark: str('remark'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    appliedAt: at('applied_at'),
    version: version(),
  },
  (t) => [
    unique('price_adjustments_tenant_no').on(t.tenantId, t.orderNo),
    index('price_adjustments_due').on(t.status, t.effectiveAt),
    check('price_adjustments_status', sql`${t.status} in ('draft', 'pending', 'effective', 'cancelled')`),
  ],
);

export const priceAdjustmentItems = pgTable(
  'price_adjustment_items',
  {
    tenantId: tenantId(),
    adjustmentId: integer('adjustment_id')
      .notNull()
      .references(() => priceAdjustments.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    newPrice: money('new_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.adjustmentId, t.skuId] }),
    check('price_adjustment_items_price', sql`${t.newPrice} >= 0`),
  ],
);

/** Every change of a SKU's reference price (or a store's price): edit, batch change, adjustment. */
export const skuPriceHistory = pgTable(
  'sku_price_history',
  {
    ...tenantRow(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** Null: the reference price; else the store whose price changed. */
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    oldPrice: money('old_price'),
    newPrice: money('new_price').notNull(),
    /** 'edit' | 'batch' | 'adjustment'. */
    source: text('source').notNull(),
    adjustmentId: integer('adjustment_id').references(() => priceAdjustments.id, { onDelete: 'set null' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [index('sku_price_history_sku').on(t.skuId, t.changedAt)],
);

/** The platform's commodity library (all tenants): what a known barcode fills in the form. */
export const commodityLibrary = pgTable('commodity_library', {
  barCode: text('bar_code').primaryKey(),
  skuName: text('sku_name').notNull(),
  brandName: str('brand_name'),
  categoryName: str('category_name'),
  specModel: str('spec_model'),
  meaUnit: text('mea_unit').notNull().default('个'),
  origin: str('origin'),
  skuReferPrice: money('sku_refer_price'),
  shelfLifeDays: integer('shelf_life_days'),
});

/** Files kept in storage (pictures, logos): who owns them and what they are. */
export const storedFiles = pgTable(
  'stored_files',
  {
    key: text('key').primaryKey(),
    tenantId: tenantId(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    originalName: str('original_name'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * When a saved record first referred to the file; null until then. Housekeeping removes a file
     * still null past the grace period that no record refers to (repositories/files.ts).
     */
    usedAt: at('used_at'),
  },
  (t) => [
    index('stored_files_tenant').on(t.tenantId, t.createdAt),
    index('stored_files_unused')
      .on(t.createdAt)
      .where(sql`${t.usedAt} is null`),
  ],
);

/** Bytes as PostgreSQL's bytea, read as a Buffer on either driver. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files kept in the database itself (infra/storage.ts pgStorage: PostgreSQL without S3), so every
 * server of the database reads them: a header row, written in one transaction with the chunks of
 * the file's bytes, so a reader sees a whole file or none.
 */
export const fileBlobs = pgTable('file_blobs', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  contentType: text('content_type').notNull(),
  chunkBytes: integer('chunk_bytes').notNull(),
  createdAt: createdAt(),
});

/** The bytes of a file_blobs file, chunk `seq` (from 0) holding bytes seq * chunk_bytes onwards. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => fileBlobs.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.seq] })],
);
