import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brands, goodsCategories, skuPriceHistory, skus, suppliers } from '../db/schema';
import { insertMany } from '../db/insert-many';

/** A record a goods import row names (a category by code, a brand by name, a supplier by code). */
export interface NamedRef {
  id: number;
  name: string;
}

/**
 * The tenant's categories by code, brands by name and suppliers by code, each with its id and
 * name: what the rows of a goods import name, and what its operation log line says.
 */
export async function skuImportReferences(db: Db, tenantId: number) {
  const [categoryRows, brandRows, supplierRows] = await Promise.all([
    db
      .select({ id: goodsCategories.id, code: goodsCategories.code, name: goodsCategories.name })
      .from(goodsCategories)
      .where(eq(goodsCategories.tenantId, tenantId)),
    db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.tenantId, tenantId)),
    db
      .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.tenantId, tenantId)),
  ]);
  const byKey = <R extends { id: number; name: string }>(rows: R[], key: (row: R) => string) =>
    new Map<string, NamedRef>(rows.map((row) => [key(row), { id: row.id, name: row.name }]));
  return {
    categories: byKey(categoryRows, (row) => row.code),
    brands: byKey(brandRows, (row) => row.name),
    suppliers: byKey(supplierRows, (row) => row.code),
  };
}

/**
 * The tenant's SKUs of these ids as an import updates them (the recycle bin's too), locked for
 * the update: another tenant's id is not found. Names of a category, brand or supplier are read
 * by id here, so one deleted since the job began still reads.
 */
export const heldSkusForImport = async (tx: Db, tenantId: number, ids: number[]) => {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: skus.id,
      skuName: skus.skuName,
      barCode: skus.barCode,
      goodsNo: skus.goodsNo,
      shortName: skus.shortName,
      categoryId: skus.categoryId,
      brandId: skus.brandId,
      supplierId: skus.supplierId,
      categoryName: sql<string>`coalesce((select name from ${goodsCategories} where ${goodsCategories.id} = ${skus.categoryId}), '')`,
      brandName: sql<string>`coalesce((select name from ${brands} where ${brands.id} = ${skus.brandId}), '')`,
      supplierName: sql<string>`coalesce((select name from ${suppliers} where ${suppliers.id} = ${skus.supplierId}), '')`,
      skuReferPrice: skus.skuReferPrice,
      skuPurchPrice: skus.skuPurchPrice,
      minPrice: skus.minPrice,
      maxPrice: skus.maxPrice,
      inputTaxRate: skus.inputTaxRate,
      outputTaxRate: skus.outputTaxRate,
      saleState: skus.saleState,
      saleMode: skus.saleMode,
      meaUnit: skus.meaUnit,
      specModel: sql<string>`coalesce(${skus.detail}->>'specModel', '')`,
      remark: sql<string>`coalesce(${skus.detail}->>'remark', '')`,
      deletedAt: skus.deletedAt,
    })
    .from(skus)
    .where(and(eq(skus.tenantId, tenantId), inArray(skus.id, ids)))
    .for('update');
};

export type HeldImportSku = Awaited<ReturnType<typeof heldSkusForImport>>[number];

/** The columns of a SKU an import row sets (the others are kept), and the draft fields it keeps in detail. */
export type ImportedSkuSet = Partial<
  Pick<
    typeof skus.$inferInsert,
    | 'skuName'
    | 'barCode'
    | 'goodsNo'
    | 'shortName'
    | 'categoryId'
    | 'brandId'
    | 'supplierId'
    | 'skuReferPrice'
    | 'skuPurchPrice'
    | 'minPrice'
    | 'maxPrice'
    | 'inputTaxRate'
    | 'outputTaxRate'
    | 'saleState'
    | 'saleMode'
    | 'meaUnit'
  >
> & { detail?: { specModel?: string; remark?: string } };

/**
 * An imported update of a SKU of the tenant: the columns given (the draft fields in its detail
 * merged into it), its version bumped as a save does; and the reference price's history row.
 */
export async function updateImportedSku(
  tx: Db,
  by: { tenantId: number; userId: number | null; now: Date },
  id: number,
  set: ImportedSkuSet,
  price?: { oldPrice: string; newPrice: string },
): Promise<void> {
  const { detail, ...columns } = set;
  await tx
    .update(skus)
    .set({
      ...columns,
      ...(detail && Object.keys(detail).length > 0
        ? { detail: sql`${skus.detail} || ${JSON.stringify(detail)}::jsonb` }
        : {}),
      version: sql`${skus.version} + 1`,
      updatedAt: by.now,
    })
    .where(and(eq(skus.tenantId, by.tenantId), eq(skus.id, id)));
  if (price) {
    await insertMany(tx, skuPriceHistory, [
      {
        tenantId: by.tenantId,
        skuId: id,
        oldPrice: price.oldPrice,
        newPrice: price.newPrice,
        source: 'import',
        changedBy: by.userId,
        changedAt: by.now,
      },
    ]);
  }
}
