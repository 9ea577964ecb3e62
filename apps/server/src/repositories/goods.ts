import { createHash } from 'node:crypto';
import {
  type CommodityLibItem,
  type PackRate,
  type SkuDraft,
  type SkuExportQuery,
  type SkuListQuery,
  type SkuListRow,
  type SkuStorePrice,
  type StoreItem,
  STORE_PRICES_LISTED,
  type SupplierItem,
  skuDraftDefaults,
  idList,
  rowId,
} from '@rcadmin/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  brands,
  combItems,
  commodityLibrary,
  goodsCategories,
  skuPackRates,
  skuStores,
  skus,
  stores,
  suppliers,
} from '../db/schema';
import { DETAIL_FIELDS, taxRateText, type SkuDetail } from '../domain/goods-rules';
import type { StoreScope } from '../domain/authorisation';
import { storeIdInScope } from './authorisation';
import { containsPattern } from '../db/sql-helpers';
import { supplierList } from './goods-settings';

type SkuFilters = Omit<SkuListQuery, 'pageNo' | 'pageSize'>;

/** The filters with the category resolved to itself and its descendants. */
type ResolvedFilters = SkuFilters & { skuIds?: string; categoryIds?: number[] };

/** The WHERE of the goods list and the export: always the tenant's, in the list or in the recycle bin. */
export function skuConditions(tenantId: number, filters: ResolvedFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    eq(skus.tenantId, tenantId),
    filters.deleted === '1' ? isNotNull(skus.deletedAt) : isNull(skus.deletedAt),
  ];
  // The name matches its stored lower-case copy: LIKE on it uses the trigram index, no per-row lowering.
  if (filters.skuName)
    conditions.push(like(skus.skuNameLower, containsPattern(filters.skuName.toLowerCase())));
  if (filters.barCode) conditions.push(ilike(skus.barCode, containsPattern(filters.barCode)));
  if (filters.goodsNo) conditions.push(ilike(skus.goodsNo, containsPattern(filters.goodsNo)));
  if (filters.categoryIds) conditions.push(inArray(skus.categoryId, filters.categoryIds));
  if (filters.brandId) conditions.push(eq(skus.brandId, rowId(filters.brandId) ?? 0));
  if (filters.saleState) conditions.push(eq(skus.saleState, Number(filters.saleState)));
  if (filters.saleMode) conditions.push(eq(skus.saleMode, filters.saleMode));
  if (filters.comb) conditions.push(eq(skus.comb, Number(filters.comb)));
  if (filters.storeId) {
    const storeId = rowId(filters.storeId) ?? 0;
    conditions.push(
      sql`exists (select 1 from ${skuStores} ss where ss.sku_id = ${skus.id} and ss.store_id = ${storeId})`,
    );
  }
  if (filters.skuIds) conditions.push(inArray(skus.id, idList(filters.skuIds)));
  return and(...conditions);
}

/** The category and every category under it (three levels at most); [0] for one the tenant has not. */
async function categorySubtree(db: Db, tenantId: number, categoryId: string): Promise<number[]> {
  const id = rowId(categoryId);
  if (id === undefined) return [0];
  const rows = await db
    .select({ id: goodsCategories.id, parentId: goodsCategories.parentId })
    .from(goodsCategories)
    .where(eq(goodsCategories.tenantId, tenantId));
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    children.set(row.parentId, [...(children.get(row.parentId) ?? []), row.id]);
  }
  if (!rows.some((row) => row.id === id)) return [0];
  const ids = [id];
  for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i] as number) ?? []));
  return ids;
}

/** The filters as skuConditions takes them. */
async function resolve<F extends SkuFilters & { skuIds?: string }>(
  db: Db,
  tenantId: number,
  filters: F,
): Promise<F & { categoryIds?: number[] }> {
  if (!filters.categoryId) return filters;
  return { ...filters, categoryIds: await categorySubtree(db, tenantId, filters.categoryId) };
}

const SORT_COLUMNS = {
  skuName: skus.skuName,
  skuReferPrice: skus.skuReferPrice,
  updatedAt: skus.updatedAt,
  goodsNo: skus.goodsNo,
} as const;

const iso = (date: Date | string | null): string => (date === null ? '' : new Date(date).toISOString());

/** Columns of a list row (and of an export row). */
const rowColumns = {
  id: skus.id,
  skuName: skus.skuName,
  barCode: skus.barCode,
  goodsNo: skus.goodsNo,
  categoryName: sql<string>`coalesce(${goodsCategories.name}, '')`,
  brandName: sql<string>`coalesce(${brands.name}, '')`,
  skuReferPrice: skus.skuReferPrice,
  skuPurchPrice: skus.skuPurchPrice,
  minPrice: skus.minPrice,
  maxPrice: skus.maxPrice,
  saleState: skus.saleState,
  saleMode: skus.saleMode,
  meaUnit: skus.meaUnit,
  comb: skus.comb,
  picKey: sql<string>`coalesce(${skus.detail}->'picList'->>0, '')`,
  updatedAt: skus.updatedAt,
  version: skus.version,
  deletedAt: skus.deletedAt,
};

/**
 * What an export writes, and nothing more: not the picture. The export is the goods import's file
 * (services/goods-export.ts), so it has every column the import sets: the category's code beside
 * its name, the supplier's code, the tax rates, and the two draft fields the import sets
 * (specification and remark, read out of the detail document by key).
 */
const { picKey: _picKey, version: _version, deletedAt: _deletedAt, ...listedColumns } = rowColumns;
const exportColumns = {
  ...listedColumns,
  categoryCode: sql<string>`coalesce(${goodsCategories.code}, '')`,
  shortName: skus.shortName,
  supplierCode: sql<string>`coalesce(${suppliers.code}, '')`,
  inputTaxRate: skus.inputTaxRate,
  outputTaxRate: skus.outputTaxRate,
  specModel: sql<string>`coalesce(${skus.detail}->>'specModel', '')`,
  remark: sql<string>`coalesce(${skus.detail}->>'remark', '')`,
};

export type SkuExportRow = Awaited<ReturnType<ReturnType<GoodsRepository['exportPager']>>>[number];

/**
 * The SKU of the tenant that has one of these barcodes, as its own or as a pack rate's (in the
 * recycle bin too), other than `exceptSkuId`: on `db`, or inside a write's transaction.
 */
export async function barCodeHolder(
  db: Db,
  tenantId: number,
  barCodes: readonly string[],
  exceptSkuId?: number,
): Promise<{ id: number; skuName: string; barCode: string } | undefined> {
  const except = exceptSkuId ?? 0;
  const [own] = await db
    .select({ id: skus.id, skuName: skus.skuName, barCode: skus.barCode })
    .from(skus)
    .where(
      and(eq(skus.tenantId, tenantId), inArray(skus.barCode, [...barCodes]), sql`${skus.id} <> ${except}`),
    )
    .limit(1);
  if (own) return own;
  const [pack] = await db
    .select({ id: skus.id, skuName: skus.skuName, barCode: skuPackRates.barCode })
    .from(skuPackRates)
    .innerJoin(skus, eq(skus.id, skuPackRates.skuId))
    .where(
      and(
        eq(skuPackRates.tenantId, tenantId),
        inArray(skuPackRates.barCode, [...barCodes]),
        sql`${skuPackRates.skuId} <> ${except}`,
      ),
    )
    .limit(1);
  return pack;
}

/**
 * Which of these barcodes a SKU of the tenant (in the recycle bin too) or a pack rate holds, in one
 * round trip: on `db`, or inside a write's transaction.
 */
export async function barCodesTaken(
  db: Db,
  tenantId: number,
  barCodes: readonly string[],
): Promise<Set<string>> {
  if (barCodes.length === 0) return new Set();
  const taken = await db
    .select({ barCode: skus.barCode })
    .from(skus)
    .where(and(eq(skus.tenantId, tenantId), inArray(skus.barCode, [...barCodes])))
    .unionAll(
      db
        .select({ barCode: skuPackRates.barCode })
        .from(skuPackRates)
        .where(and(eq(skuPackRates.tenantId, tenantId), inArray(skuPackRates.barCode, [...barCodes]))),
    );
  return new Set(taken.map((row) => row.barCode));
}

/**
 * What an imported SKU names, as ids: the tenant's categories by code, brands by name and
 * suppliers by code.
 */
export async function skuReferenceIds(db: Db, tenantId: number) {
  const [categoryRows, brandRows, supplierRows] = await Promise.all([
    db
      .select({ id: goodsCategories.id, code: goodsCategories.code })
      .from(goodsCategories)
      .where(eq(goodsCategories.tenantId, tenantId)),
    db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.tenantId, tenantId)),
    db
      .select({ id: suppliers.id, code: suppliers.code })
      .from(suppliers)
      .where(eq(suppliers.tenantId, tenantId)),
  ]);
  return {
    categories: new Map(categoryRows.map((row) => [row.code, row.id])),
    brands: new Map(brandRows.map((row) => [row.name, row.id])),
    suppliers: new Map(supplierRows.map((row) => [row.code, row.id])),
  };
}

export const goodsRepository = (db: Db) => ({
  /**
   * One page of the goods list and the number of SKUs the filters select. The goods are the
   * tenant's catalogue; each row's store count is of the stores in the scope.
   */
  async list(
    tenantId: number,
    query: SkuListQuery,
    scope: StoreScope,
  ): Promise<{ list: SkuListRow[]; total: number }> {
    const pageNo = query.pageNo ?? 1;
    const pageSize = query.pageSize ?? 10;
    const where = skuConditions(tenantId, await resolve(db, tenantId, query));
    const column = SORT_COLUMNS[query.sortField ?? 'updatedAt'];
    const direction = query.sortOrder === 'asc' ? asc : desc;
    const order = query.sortField ? [direction(column), direction(skus.id)] : [desc(skus.id)];
    const counting = query.withTotal !== '0';
    // A row's stores of the scope, and those of them selling at a price of their own (an
    // adjustment's for chosen stores): counted and listed in the page's query, not a call a row.
    const inScope = and(sql`${skuStores.skuId} = ${skus.id}`, storeIdInScope(scope, skuStores.storeId));
    const priced = and(
      inScope,
      isNotNull(skuStores.storePrice),
      sql`${skuStores.storePrice} <> ${skus.skuReferPrice}`,
    );
    // The page's ids first, then their rows: the joins and the store count are made for the
    // page's rows alone, not for every row the offset skips.
    const page = db
      .select({ id: skus.id })
      .from(skus)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .as('page');
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          ...rowColumns,
          storeCount: sql<number>`(select count(*)::int from ${skuStores} where ${inScope})`,
          storePriceCount: sql<number>`(select count(*)::int from ${skuStores} where ${priced})`,
          storePrices: sql<SkuStorePrice[]>`(select coalesce(json_agg(json_build_object(
              'storeId', listed.id::text, 'storeName', listed.store_name, 'price', listed.store_price::text
            ) order by listed.store_name, listed.id), '[]'::json)
            from (select ${stores.id}, ${stores.storeName}, ${skuStores.storePrice}
              from ${skuStores} inner join ${stores} on ${stores.id} = ${skuStores.storeId}
              where ${priced} order by ${stores.storeName}, ${stores.id} limit ${STORE_PRICES_LISTED}) listed)`,
        })
        .from(page)
        .innerJoin(skus, eq(skus.id, page.id))
        .leftJoin(goodsCategories, eq(goodsCategories.id, skus.categoryId))
        .leftJoin(brands, eq(brands.id, skus.brandId))
        .orderBy(...order),
      counting ? db.select({ total: count() }).from(skus).where(where) : Promise.resolve([{ total: -1 }]),
    ]);
    return {
      total: counted?.total ?? 0,
      list: rows.map((row) => ({
        skuId: String(row.id),
        skuName: row.skuName,
        barCode: row.barCode,
        goodsNo: row.goodsNo,
        categoryName: row.categoryName,
        brandName: row.brandName,
        skuReferPrice: row.skuReferPrice,
        minPrice: row.minPrice ?? '',
        maxPrice: row.maxPrice ?? '',
        saleState: row.saleState,
        saleMode: row.saleMode,
        meaUnit: row.meaUnit,
        comb: String(row.comb),
        storeCount: row.storeCount,
        storePriceCount: row.storePriceCount,
        storePrices: row.storePrices,
        picKey: row.picKey,
        updatedAt: iso(row.updatedAt),
        version: row.version,
        deletedAt: iso(row.deletedAt),
      })),
    };
  },

  /** An export's filters, its category's subtree read once for all of its pages. */
  exportFilters(tenantId: number, query: SkuExportQuery): Promise<ResolvedFilters> {
    return resolve(db, tenantId, query);
  },

  /**
   * The export's pages (by id, `limit` rows each): a reader of the next rows after an id, never the
   * whole table. The query is prepared once for the export, so PostgreSQL parses and plans it once,
   * not once a page (a thousand times for 100,000 SKUs at 100 a page: half the backend's time).
   */
  exportPager(tenantId: number, filters: ResolvedFilters, limit: number) {
    const page = db
      .select(exportColumns)
      .from(skus)
      .leftJoin(goodsCategories, eq(goodsCategories.id, skus.categoryId))
      .leftJoin(brands, eq(brands.id, skus.brandId))
      .leftJoin(suppliers, eq(suppliers.id, skus.supplierId))
      .where(and(skuConditions(tenantId, filters), gt(skus.id, sql.placeholder('afterId'))))
      .orderBy(asc(skus.id))
      .limit(limit);
    // Named by its text: a PostgreSQL session refuses one name for two texts (other filters).
    const name = `goods_export_${createHash('sha1').update(page.toSQL().sql).digest('hex').slice(0, 20)}`;
    const prepared = page.prepare(name);
    return (afterId: number) => prepared.execute({ afterId });
  },

  /**
   * The stores in the scope that sell a SKU of the tenant (undefined when it has no such SKU). The
   * SKU is the tenant's catalogue; which other stores sell it is theirs to see.
   */
  async storesOfSku(tenantId: number, skuId: number, scope: StoreScope): Promise<StoreItem[] | undefined> {
    const [sku] = await db
      .select({ id: skus.id })
      .from(skus)
      .where(and(eq(skus.tenantId, tenantId), eq(skus.id, skuId)));
    if (!sku) return undefined;
    const rows = await db
      .select({ id: stores.id, storeCode: stores.storeCode, storeName: stores.storeName })
      .from(skuStores)
      .innerJoin(stores, and(eq(stores.id, skuStores.storeId), eq(stores.tenantId, tenantId)))
      .where(and(eq(skuStores.skuId, skuId), storeIdInScope(scope, stores.id)))
      .orderBy(asc(stores.storeCode));
    return rows.map((row) => ({
      storeId: String(row.id),
      storeCode: row.storeCode,
      storeName: row.storeName,
    }));
  },

  /** The tenant's active stores in the scope (those a SKU form may assign). */
  async activeStores(tenantId: number, scope: StoreScope): Promise<StoreItem[]> {
    const rows = await db
      .select({ id: stores.id, storeCode: stores.storeCode, storeName: stores.storeName })
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), eq(stores.status, 1), storeIdInScope(scope, stores.id)))
      .orderBy(asc(stores.storeCode));
    return rows.map((row) => ({
      storeId: String(row.id),
      storeCode: row.storeCode,
      storeName: row.storeName,
    }));
  },

  /**
   * A SKU of the tenant (not in the recycle bin) as a draft; undefined when there is none. Its
   * storeList is of the stores in the scope (a save keeps the others).
   */
  async draft(tenantId: number, skuId: number, scope: StoreScope): Promise<SkuDraft | undefined> {
    const [row] = await db
      .select({
        sku: skus,
        categoryName: goodsCategories.name,
        categoryParentId: goodsCategories.parentId,
        brandName: brands.name,
        supplierName: suppliers.name,
      })
      .from(skus)
      .leftJoin(goodsCategories, eq(goodsCategories.id, skus.categoryId))
      .leftJoin(brands, eq(brands.id, skus.brandId))
      .leftJoin(suppliers, eq(suppliers.id, skus.supplierId))
      .where(and(eq(skus.tenantId, tenantId), eq(skus.id, skuId), isNull(skus.deletedAt)));
    if (!row) return undefined;
    const { sku } = row;
    const [rates, storeRows, parts, path] = await Promise.all([
      this.packRates(tenantId, skuId),
      this.storesOfSku(tenantId, skuId, scope),
      db
        .select({
          skuId: combItems.subSkuId,
          skuName: skus.skuName,
          barCode: skus.barCode,
          quantity: combItems.quantity,
        })
        .from(combItems)
        .innerJoin(skus, eq(skus.id, combItems.subSkuId))
        .where(and(eq(combItems.tenantId, tenantId), eq(combItems.combSkuId, skuId)))
        .orderBy(asc(combItems.sortOrder)),
      sku.categoryId === null ? Promise.resolve([]) : this.categoryPath(tenantId, sku.categoryId),
    ]);
    const defaults = skuDraftDefaults(sku.comb === 1 ? '1' : '0');
    const stored = (sku.detail ?? {}) as Partial<SkuDetail>;
    const detail: Record<string, unknown> = {};
    for (const field of DETAIL_FIELDS) detail[field] = stored[field] ?? defaults[field];
    return {
      ...defaults,
      ...(detail as SkuDetail),
      edit: true,
      comb: sku.comb === 1 ? '1' : '0',
      erpCode: sku.erpCode,
      skuId: String(sku.id),
      skuName: sku.skuName,
      barCode: sku.barCode,
      goodsNo: sku.goodsNo,
      shortName: sku.shortName,
      promTitle: sku.promTitle,
      categoryId: sku.categoryId === null ? '' : String(sku.categoryId),
      categoryName: row.categoryName ?? '',
      brandId: sku.brandId === null ? '' : String(sku.brandId),
      brandName: row.brandName ?? '',
      supplierId: sku.supplierId === null ? '' : String(sku.supplierId),
      supplierName: row.supplierName ?? '',
      skuReferPrice: sku.skuReferPrice,
      skuPurchPrice: sku.skuPurchPrice,
      minPrice: sku.minPrice ?? '',
      maxPrice: sku.maxPrice ?? '',
      inputTaxRate: taxRateText(sku.inputTaxRate),
      outputTaxRate: taxRateText(sku.outputTaxRate),
      saleState: sku.saleState === 0 ? 0 : 1,
      saleMode: sku.saleMode === '2' ? '2' : '1',
      meaUnit: sku.meaUnit,
      searchNavIds: sku.searchNavIds.map(String),
      packRates: rates ?? [],
      storeList: (storeRows ?? []).map((store) => ({ ...store })),
      subSkus: parts.map((part) => ({ ...part, skuId: String(part.skuId) })),
      categorys: path.map(String),
      version: sku.version,
    };
  },

  /** The name of a store of the tenant (undefined: the tenant has none with this id). */
  async storeName(tenantId: number, storeId: number): Promise<string | undefined> {
    const [row] = await db
      .select({ name: stores.storeName })
      .from(stores)
      .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId)));
    return row?.name;
  },

  /** The ids from the root category down to this one. */
  async categoryPath(tenantId: number, categoryId: number): Promise<number[]> {
    const rows = await db
      .select({ id: goodsCategories.id, parentId: goodsCategories.parentId })
      .from(goodsCategories)
      .where(eq(goodsCategories.tenantId, tenantId));
    const parents = new Map(rows.map((row) => [row.id, row.parentId]));
    const path: number[] = [];
    for (
      let id: number | null | undefined = categoryId;
      id != null && path.length < 3;
      id = parents.get(id)
    ) {
      if (!parents.has(id)) break;
      path.unshift(id);
    }
    return path;
  },

  /** The pack rates of a SKU of the tenant (undefined when it has no such SKU). */
  async packRates(tenantId: number, skuId: number): Promise<PackRate[] | undefined> {
    const [sku] = await db
      .select({ id: skus.id })
      .from(skus)
      .where(and(eq(skus.tenantId, tenantId), eq(skus.id, skuId)));
    if (!sku) return undefined;
    return db
      .select({ quantity: skuPackRates.quantity, unit: skuPackRates.unit, barCode: skuPackRates.barCode })
      .from(skuPackRates)
      .where(and(eq(skuPackRates.tenantId, tenantId), eq(skuPackRates.skuId, skuId)))
      .orderBy(asc(skuPackRates.sortOrder), asc(skuPackRates.id));
  },

  /**
   * The SKU of the tenant that has one of these barcodes, as its own or as a pack rate's (in the
   * recycle bin too: restoring it must not collide), other than `exceptSkuId`.
   */
  async barCodeUser(
    tenantId: number,
    barCodes: readonly string[],
    exceptSkuId?: number,
  ): Promise<{ skuId: string; skuName: string; barCode: string } | null> {
    if (barCodes.length === 0) return null;
    const holder = await barCodeHolder(db, tenantId, barCodes, exceptSkuId);
    return holder ? { skuId: String(holder.id), skuName: holder.skuName, barCode: holder.barCode } : null;
  },

  /** The platform's commodity library entry of a barcode, or null. */
  async libraryItem(barCode: string): Promise<CommodityLibItem | null> {
    const [row] = await db.select().from(commodityLibrary).where(eq(commodityLibrary.barCode, barCode));
    if (!row) return null;
    return {
      barCode: row.barCode,
      skuName: row.skuName,
      brandName: row.brandName,
      categoryName: row.categoryName,
      specModel: row.specModel,
      meaUnit: row.meaUnit,
      origin: row.origin,
      skuReferPrice: row.skuReferPrice ?? '',
      selfLife: row.shelfLifeDays === null ? '' : String(row.shelfLifeDays),
    };
  },

  /** The tenant's brand and category of these names (for filling a form from the library). */
  async namedBrandAndCategory(tenantId: number, brandName: string, categoryName: string) {
    const [brand] = brandName
      ? await db
          .select({ id: brands.id, name: brands.name })
          .from(brands)
          .where(and(eq(brands.tenantId, tenantId), eq(brands.name, brandName)))
      : [];
    const [category] = categoryName
      ? await db
          .select({ id: goodsCategories.id, name: goodsCategories.name })
          .from(goodsCategories)
          .where(and(eq(goodsCategories.tenantId, tenantId), eq(goodsCategories.name, categoryName)))
          .orderBy(desc(goodsCategories.level))
          .limit(1)
      : [];
    return { brand, category };
  },

  suppliers: (tenantId: number): Promise<SupplierItem[]> => supplierList(db, tenantId),
});
export type GoodsRepository = ReturnType<typeof goodsRepository>;
