import { type SkuDraft, idList, rowId } from '@rcadmin/contract';
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import {
  brands,
  combItems,
  goodsCategories,
  shopNavigations,
  skuPackRates,
  skuPriceHistory,
  skuStores,
  skus,
  stores,
  suppliers,
} from '../db/schema';
import type { MessageKey } from '../i18n/messages';
import { storeIdAllowed, type StoreScope } from '../domain/authorisation';
import { storeIdInScope } from './authorisation';
import { isAreaCode } from '../domain/goods-areas';
import { detailOf, offeredProblems, type DraftProblem } from '../domain/goods-rules';
import { fileKeysIn } from '../domain/file-keys';
import { insertMany } from '../db/insert-many';
import { lockTenant, rowsOf } from '../db/sql-helpers';
import { heldFileKeys, markFilesUsed } from './files';
import { barCodeHolder } from './goods';
import { offeredLists } from './goods-settings';

/** The most changed SKUs a batch names (the operation log keeps as many changes at most). */
const CHANGED_LISTED = 100;

/** What a save came to. */
export type SaveOutcome =
  | { kind: 'saved'; skuId: number; version: number }
  | { kind: 'notFound' }
  | { kind: 'stale'; skuName: string }
  | { kind: 'duplicate'; field: string; barCode: string; skuName: string }
  | { kind: 'problems'; problems: DraftProblem[] }
  /** The draft adds a store outside the user's scope (its storeList field and name). */
  | { kind: 'outOfScope'; field: string; store: string };

/**
 * The first store the draft adds (not one the SKU sells already) outside the scope: a store-scoped
 * user assigns the stores they hold only. The draft's stores are the tenant's (checked before).
 */
async function storeAddedOutside(
  tx: Db,
  tenantId: number,
  draft: SkuDraft,
  skuId: number | undefined,
  scope: StoreScope,
): Promise<{ field: string; store: string } | undefined> {
  if (scope.all) return undefined;
  const sold =
    skuId === undefined
      ? new Set<number>()
      : new Set(
          (
            await tx.select({ storeId: skuStores.storeId }).from(skuStores).where(eq(skuStores.skuId, skuId))
          ).map((row) => row.storeId),
        );
  const index = draft.storeList.findIndex((store) => {
    const id = rowId(store.storeId) ?? 0;
    return !sold.has(id) && !storeIdAllowed(scope, id);
  });
  const entry = draft.storeList[index];
  if (!entry) return undefined;
  const [store] = await tx
    .select({ name: stores.storeName })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, rowId(entry.storeId) ?? 0)));
  return { field: `storeList.${index}.storeId`, store: store?.name ?? entry.storeId };
}

/** A SKU's value a batch changed (prices as '12.50', sale modes as their code), for the operation log. */
export interface SkuValueChange {
  skuName: string;
  from: string;
  to: string;
}

/** What a batch change came to. */
export type BatchOutcome =
  | { kind: 'done'; updated: number; changed?: SkuValueChange[] }
  | { kind: 'missing'; ids: string[] }
  | { kind: 'inUse'; skuName: string; combName: string }
  | { kind: 'outOfRange'; skus: string[] };

/** The ids among `ids` that are not SKUs of the tenant in the list (deleted false) or the bin (true). */
async function missingIds(tx: Db, tenantId: number, ids: number[], deleted: boolean): Promise<string[]> {
  const found = await tx
    .select({ id: skus.id })
    .from(skus)
    .where(
      and(
        eq(skus.tenantId, tenantId),
        inArray(skus.id, ids),
        deleted ? isNotNull(skus.deletedAt) : isNull(skus.deletedAt),
      ),
    )
    .for('update');
  const have = new Set(found.map((row) => row.id));
  return ids.filter((id) => !have.has(id)).map((id) => (id === 0 ? '?' : String(id)));
}

/** Ids of the tenant's rows of a table among these: a set to check the draft's references against. */
async function ownIds(
  tx: Db,
  table: typeof goodsCategories | typeof brands | typeof suppliers | typeof stores | typeof shopNavigations,
  tenantId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.tenantId, tenantId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The draft's pictures: each with its field. */
const picturesOf = (draft: SkuDraft) => [
  ...draft.picList.map((key, index) => [`picList.${index}`, key] as const),
  ...([1, 2, 3, 4, 5, 6, 7, 8] as const)
    .map((n) => [`detailImg${n}`, draft[`detailImg${n}`]] as const)
    .filter(([, key]) => key !== ''),
];

/** Every stored file the draft refers to: its pictures and the files its rich content shows. */
const fileKeysOf = (draft: SkuDraft) => [
  ...picturesOf(draft).map(([, key]) => key),
  ...fileKeysIn(draft.content),
  ...fileKeysIn(draft.htmlSX),
];

/** Problems of the draft's references: every id must be the tenant's (another tenant's reads as unknown). */
async function referenceProblems(tx: Db, tenantId: number, draft: SkuDraft, skuId: number | undefined) {
  // The unit and tax rates among the tenant's, held until the save commits (a delete of one waits).
  const problems: DraftProblem[] = offeredProblems(draft, await offeredLists(tx, tenantId, true));
  const single = async (
    field: 'categoryId' | 'brandId' | 'supplierId' | 'sendSupplierId',
    table: typeof goodsCategories | typeof brands | typeof suppliers,
    label: MessageKey,
  ) => {
    const value = draft[field];
    if (value === '') return;
    const id = rowId(value);
    const found = id === undefined ? new Set<number>() : await ownIds(tx, table, tenantId, [id]);
    if (id === undefined || !found.has(id)) {
      problems.push({ field, key: 'goodsRefUnknown', params: { label, value } });
    }
  };
  await single('categoryId', goodsCategories, 'labelCategory');
  await single('brandId', brands, 'labelBrand');
  await single('supplierId', suppliers, 'labelSupplier');
  await single('sendSupplierId', suppliers, 'labelSupplier');

  const storeIds = idList(draft.storeList.map((store) => store.storeId));
  const ownStores = await ownIds(tx, stores, tenantId, storeIds);
  draft.storeList.forEach((store, index) => {
    if (!ownStores.has(rowId(store.storeId) ?? 0)) {
      problems.push({
        field: `storeList.${index}.storeId`,
        key: 'goodsRefUnknown',
        params: { label: 'labelStore', value: store.storeId },
      });
    }
  });
  const navIds = idList(draft.searchNavIds);
  const ownNavs = await ownIds(tx, shopNavigations, tenantId, navIds);
  draft.searchNavIds.forEach((navId, index) => {
    if (!ownNavs.has(rowId(navId) ?? 0)) {
      problems.push({
        field: `searchNavIds.${index}`,
        key: 'goodsRefUnknown',
        params: { label: 'labelNav', value: navId },
      });
    }
  });
  if (draft.origin !== '' && !isAreaCode(draft.origin)) {
    problems.push({
      field: 'origin',
      key: 'goodsRefUnknown',
      params: { label: 'labelOrigin', value: draft.origin },
    });
  }

  // Pictures: keys of files the tenant stored. They and the files the rich content shows are held
  // until the save ends, so the unused-file sweep cannot remove one under it.
  const pictures = picturesOf(draft);
  const known = await heldFileKeys(tx, tenantId, fileKeysOf(draft));
  for (const [field, key] of pictures) {
    if (!known.has(key)) {
      problems.push({ field, key: 'goodsRefUnknown', params: { label: 'labelPicture', value: key } });
    }
  }

  // The parts of a combined good: single SKUs of the tenant, in the list.
  if (draft.comb === '1' && draft.subSkus.length > 0) {
    const ids = idList(draft.subSkus.map((sub) => sub.skuId));
    const rows = await tx
      .select({ id: skus.id, comb: skus.comb, skuName: skus.skuName })
      .from(skus)
      .where(and(eq(skus.tenantId, tenantId), inArray(skus.id, ids), isNull(skus.deletedAt)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    draft.subSkus.forEach((sub, index) => {
      const field = `subSkus.${index}.skuId`;
      const id = rowId(sub.skuId) ?? 0;
      const row = byId.get(id);
      if (id === skuId) return; // reported by the rules (combSubSelf)
      if (!row) {
        problems.push({ field, key: 'goodsRefUnknown', params: { label: 'labelSubSku', value: sub.skuId } });
      } else if (row.comb !== 0) {
        problems.push({ field, key: 'combSubNotSingle', params: { sku: row.skuName } });
      }
    });
  }
  return problems;
}

/** The combined good (in the list) that uses one of these SKUs as a part, and that part. */
async function combUser(tx: Db, tenantId: number, partIds: number[], exceptCombIds: number[] = []) {
  const part = alias(skus, 'part');
  const [row] = await tx
    .select({ combName: skus.skuName, skuName: part.skuName })
    .from(combItems)
    .innerJoin(skus, eq(skus.id, combItems.combSkuId))
    .innerJoin(part, eq(part.id, combItems.subSkuId))
    .where(
      and(
        eq(combItems.tenantId, tenantId),
        inArray(combItems.subSkuId, partIds),
        isNull(skus.deletedAt),
        exceptCombIds.length > 0 ? notInArray(combItems.combSkuId, exceptCombIds) : undefined,
      ),
    )
    .limit(1);
  return row;
}

const orNull = (value: string) => (value === '' ? null : value);
const idOrNull = (value: string) => (value === '' ? null : (rowId(value) ?? null));

/**
 * The prices of the tenant's SKUs of these barcodes (the recycle bin too), held until the
 * transaction ends: a goods form saving one meanwhile waits, then finds the version moved on.
 */
export const heldSkuPrices = (tx: Db, tenantId: number, barCodes: string[]) =>
  tx
    .select({
      id: skus.id,
      barCode: skus.barCode,
      refer: skus.skuReferPrice,
      min: skus.minPrice,
      max: skus.maxPrice,
      purch: skus.skuPurchPrice,
      deletedAt: skus.deletedAt,
    })
    .from(skus)
    .where(and(eq(skus.tenantId, tenantId), inArray(skus.barCode, barCodes)))
    .for('update');

/**
 * New prices of SKUs, in one statement (the prices as checked texts, '12.50' or null), bumping
 * each SKU's version as a save does; and their price history rows.
 */
export async function setSkuPrices(
  tx: Db,
  tenantId: number,
  now: Date,
  changes: { id: number; refer: string; min: string | null; max: string | null; purch: string }[],
  history: (typeof skuPriceHistory.$inferInsert)[],
) {
  const list = (items: (string | number | null)[]) => `{${items.map((item) => item ?? 'NULL').join(',')}}`;
  await tx.execute(sql`
    update ${skus} s set
      sku_refer_price = v.refer, min_price = v.min_price, max_price = v.max_price,
      sku_purch_price = v.purch, version = s.version + 1, updated_at = ${now}
    from unnest(
      ${list(changes.map((change) => change.id))}::int[],
      ${list(changes.map((change) => change.refer))}::numeric[],
      ${list(changes.map((change) => change.min))}::numeric[],
      ${list(changes.map((change) => change.max))}::numeric[],
      ${list(changes.map((change) => change.purch))}::numeric[]
    ) as v(id, refer, min_price, max_price, purch)
    where s.tenant_id = ${tenantId} and s.id = v.id`);
  await insertMany(tx, skuPriceHistory, history);
}

/** Who writes the rows of an import, and when. */
interface ImportWriter {
  tenantId: number;
  userId: number | null;
  now: Date;
}

/**
 * New SKUs of an import, each with its first price history row (source 'import'); their ids by
 * barcode. The tenant, the writer and the time are sent once for all the rows.
 */
export async function insertImportedSkus(
  tx: Db,
  by: ImportWriter,
  rows: Omit<typeof skus.$inferInsert, 'tenantId'>[],
): Promise<Map<string, number>> {
  // insertMany: drizzle's insert would hold the event loop ~2.5 ms a batch building its SQL.
  const created = await insertMany(tx, skus, rows, {
    returning: { id: skus.id, barCode: skus.barCode, price: skus.skuReferPrice },
    shared: { tenantId: by.tenantId, createdBy: by.userId, createdAt: by.now, updatedAt: by.now, version: 1 },
  });
  await insertMany(
    tx,
    skuPriceHistory,
    created.map((row) => ({ skuId: Number(row.id), newPrice: row.price ?? '0' })),
    {
      shared: {
        tenantId: by.tenantId,
        oldPrice: null,
        source: 'import',
        changedBy: by.userId,
        changedAt: by.now,
      },
    },
  );
  return new Map(created.map((row) => [String(row.barCode), Number(row.id)]));
}

/**
 * The tenant's SKUs of these barcodes (the recycle bin too), under shared locks: a part cannot go
 * to the recycle bin while a combined good using it is written.
 */
export const heldCombParts = (tx: Db, tenantId: number, barCodes: string[]) =>
  tx
    .select({
      id: skus.id,
      barCode: skus.barCode,
      skuName: skus.skuName,
      comb: skus.comb,
      deletedAt: skus.deletedAt,
    })
    .from(skus)
    .where(and(eq(skus.tenantId, tenantId), inArray(skus.barCode, barCodes)))
    .for('share');

/**
 * Parts of combined goods; the combined goods in `grown` were written before (an earlier batch of
 * the import) and move to a new version, as a save does.
 */
export async function addCombParts(
  tx: Db,
  by: ImportWriter,
  items: (typeof combItems.$inferInsert)[],
  grown: number[],
): Promise<void> {
  if (items.length > 0) await tx.insert(combItems).values(items);
  if (grown.length > 0) {
    await tx
      .update(skus)
      .set({ updatedAt: by.now, version: sql`${skus.version} + 1` })
      .where(and(eq(skus.tenantId, by.tenantId), inArray(skus.id, grown)));
  }
}

export const goodsWriteRepository = (db: Db) => ({
  /**
   * Create (skuId '') or update a SKU from a checked, sanitised draft, in one transaction: the SKU,
   * its pack rates, stores and parts, and the price history when the reference price changed. The
   * draft's stores are those in the scope: the SKU keeps the stores outside it that it sells (a
   * store-scoped user's draft does not show them), and adding one is refused (outOfScope).
   */
  async save(
    tenantId: number,
    userId: number,
    draft: SkuDraft,
    now: Date,
    scope: StoreScope,
  ): Promise<SaveOutcome> {
    return db.transaction(async (tx) => {
      const creating = draft.skuId === '';
      const skuId = creating ? undefined : rowId(draft.skuId);
      if (!creating && skuId === undefined) return { kind: 'notFound' };
      let oldPrice: string | null = null;
      if (skuId !== undefined) {
        const [current] = await tx
          .select({ version: skus.version, skuName: skus.skuName, price: skus.skuReferPrice })
          .from(skus)
          .where(and(eq(skus.tenantId, tenantId), eq(skus.id, skuId), isNull(skus.deletedAt)))
          .for('update');
        if (!current) return { kind: 'notFound' };
        if (current.version !== draft.version) return { kind: 'stale', skuName: current.skuName };
        oldPrice = current.price;
        if (draft.comb === '1') {
          const user = await combUser(tx, tenantId, [skuId]);
          if (user) {
            return {
              kind: 'problems',
              problems: [{ field: 'comb', key: 'combChangeRefused', params: { comb: user.combName } }],
            };
          }
        }
      }

      // Barcodes are unique in the tenant across SKUs and pack rates: one writer at a time.
      await lockTenant(tx, 'sku-barcode', tenantId);
      const ownCodes = [draft.barCode, ...draft.packRates.map((rate) => rate.barCode)];
      const user = await barCodeHolder(tx, tenantId, ownCodes, skuId);
      if (user) {
        const index = draft.packRates.findIndex((rate) => rate.barCode === user.barCode);
        return {
          kind: 'duplicate',
          field: user.barCode === draft.barCode ? 'barCode' : `packRates.${index}.barCode`,
          barCode: user.barCode,
          skuName: user.skuName,
        };
      }
      const problems = await referenceProblems(tx, tenantId, draft, skuId);
      if (problems.length > 0) return { kind: 'problems', problems };
      const outside = await storeAddedOutside(tx, tenantId, draft, skuId, scope);
      if (outside) return { kind: 'outOfScope', ...outside };
      await markFilesUsed(tx, tenantId, fileKeysOf(draft));

      const columns = {
        comb: draft.comb === '1' ? 1 : 0,
        erpCode: draft.erpCode,
        skuName: draft.skuName.trim(),
        barCode: draft.barCode,
        goodsNo: draft.goodsNo,
        shortName: draft.shortName,
        promTitle: draft.promTitle,
        categoryId: idOrNull(draft.categoryId),
        brandId: idOrNull(draft.brandId),
        supplierId: idOrNull(draft.supplierId),
        skuReferPrice: draft.skuReferPrice,
        skuPurchPrice: draft.skuPurchPrice,
        minPrice: orNull(draft.minPrice),
        maxPrice: orNull(draft.maxPrice),
        inputTaxRate: orNull(draft.inputTaxRate),
        outputTaxRate: orNull(draft.outputTaxRate),
        saleState: draft.saleState,
        saleMode: draft.saleMode,
        meaUnit: draft.meaUnit,
        searchNavIds: idList(draft.searchNavIds),
        detail: detailOf(draft),
        updatedAt: now,
      };
      let id: number;
      let version: number;
      if (skuId === undefined) {
        const [created] = await tx
          .insert(skus)
          .values({ tenantId, ...columns, createdBy: userId, createdAt: now, version: 1 })
          .returning({ id: skus.id, version: skus.version });
        if (!created) throw new Error('sku was not inserted');
        ({ id, version } = created);
      } else {
        const [updated] = await tx
          .update(skus)
          .set({ ...columns, version: sql`${skus.version} + 1` })
          .where(and(eq(skus.tenantId, tenantId), eq(skus.id, skuId)))
          .returning({ id: skus.id, version: skus.version });
        if (!updated) throw new Error('sku was not updated');
        ({ id, version } = updated);
        await tx.delete(skuPackRates).where(eq(skuPackRates.skuId, id));
        await tx.delete(combItems).where(eq(combItems.combSkuId, id));
      }

      if (draft.packRates.length > 0) {
        await tx.insert(skuPackRates).values(
          draft.packRates.map((rate, index) => ({
            tenantId,
            skuId: id,
            quantity: rate.quantity,
            unit: rate.unit.trim(),
            barCode: rate.barCode,
            sortOrder: index,
          })),
        );
      }
      const storeIds = idList(draft.storeList.map((store) => store.storeId));
      await tx
        .delete(skuStores)
        .where(
          and(
            eq(skuStores.skuId, id),
            storeIds.length > 0 ? notInArray(skuStores.storeId, storeIds) : undefined,
            storeIdInScope(scope, skuStores.storeId),
          ),
        );
      if (storeIds.length > 0) {
        await tx
          .insert(skuStores)
          .values(storeIds.map((storeId) => ({ tenantId, skuId: id, storeId })))
          .onConflictDoNothing();
      }
      if (draft.comb === '1') {
        await tx.insert(combItems).values(
          draft.subSkus.map((sub, index) => ({
            tenantId,
            combSkuId: id,
            subSkuId: rowId(sub.skuId) ?? 0,
            quantity: sub.quantity,
            sortOrder: index,
          })),
        );
      }
      if (oldPrice === null || Number(oldPrice) !== Number(draft.skuReferPrice)) {
        await tx.insert(skuPriceHistory).values({
          tenantId,
          skuId: id,
          oldPrice,
          newPrice: draft.skuReferPrice,
          source: 'edit',
          changedBy: userId,
          changedAt: now,
        });
      }
      return { kind: 'saved', skuId: id, version };
    });
  },

  /**
   * Move SKUs to the recycle bin, all or none: refused when one is not the tenant's (or already
   * deleted), or when a combined good outside the batch uses one.
   */
  async softDelete(tenantId: number, ids: number[], now: Date): Promise<BatchOutcome> {
    return db.transaction(async (tx) => {
      const missing = await missingIds(tx, tenantId, ids, false);
      if (missing.length > 0) return { kind: 'missing', ids: missing };
      const user = await combUser(tx, tenantId, ids, ids);
      if (user) return { kind: 'inUse', skuName: user.skuName, combName: user.combName };
      const updated = await tx
        .update(skus)
        .set({ deletedAt: now, updatedAt: now, version: sql`${skus.version} + 1` })
        .where(and(eq(skus.tenantId, tenantId), inArray(skus.id, ids)))
        .returning({ id: skus.id });
      return { kind: 'done', updated: updated.length };
    });
  },

  /** Bring SKUs back from the recycle bin, all or none. */
  async restore(tenantId: number, ids: number[], now: Date): Promise<BatchOutcome> {
    return db.transaction(async (tx) => {
      const missing = await missingIds(tx, tenantId, ids, true);
      if (missing.length > 0) return { kind: 'missing', ids: missing };
      const updated = await tx
        .update(skus)
        .set({ deletedAt: null, updatedAt: now, version: sql`${skus.version} + 1` })
        .where(and(eq(skus.tenantId, tenantId), inArray(skus.id, ids)))
        .returning({ id: skus.id });
      return { kind: 'done', updated: updated.length };
    });
  },

  async setSaleMode(tenantId: number, ids: number[], saleMode: '1' | '2', now: Date): Promise<BatchOutcome> {
    return db.transaction(async (tx) => {
      const missing = await missingIds(tx, tenantId, ids, false);
      if (missing.length > 0) return { kind: 'missing', ids: missing };
      // The rows are held (missingIds): what they were is what the update changes.
      const changed = await tx
        .select({ skuName: skus.skuName, from: skus.saleMode })
        .from(skus)
        .where(and(eq(skus.tenantId, tenantId), inArray(skus.id, ids), ne(skus.saleMode, saleMode)))
        .orderBy(skus.id)
        .limit(CHANGED_LISTED);
      const updated = await tx
        .update(skus)
        .set({ saleMode, updatedAt: now, version: sql`${skus.version} + 1` })
        .where(and(eq(skus.tenantId, tenantId), inArray(skus.id, ids)))
        .returning({ id: skus.id });
      return {
        kind: 'done',
        updated: updated.length,
        changed: changed.map((row) => ({ ...row, to: saleMode })),
      };
    });
  },

  /**
   * Change the reference price of SKUs in one transaction: set a price, add a percentage or an
   * amount. Refused as a whole when a new price would be below 0 or outside its min..max.
   */
  async changePrice(
    tenantId: number,
    userId: number,
    ids: number[],
    priceType: 'set' | 'percent' | 'add',
    value: string,
    now: Date,
  ): Promise<BatchOutcome> {
    return db.transaction(async (tx) => {
      const missing = await missingIds(tx, tenantId, ids, false);
      if (missing.length > 0) return { kind: 'missing', ids: missing };
      const newPrice =
        priceType === 'set'
          ? sql`round(${value}::numeric, 2)`
          : priceType === 'percent'
            ? sql`round(s.sku_refer_price * (100 + ${value}::numeric) / 100, 2)`
            : sql`round(s.sku_refer_price + ${value}::numeric, 2)`;
      const idArray = sql`${`{${ids.join(',')}}`}::int[]`;
      const target = sql`select s.id, s.sku_name, s.sku_refer_price as old_price, ${newPrice} as new_price,
          s.min_price, s.max_price
        from ${skus} s where s.tenant_id = ${tenantId} and s.id = any(${idArray}) and s.deleted_at is null`;
      const refused = await tx.execute<{ sku_name: string }>(sql`
        select t.sku_name from (${target}) t
        where t.new_price < 0 or t.new_price >= 10000000000
          or (t.min_price is not null and t.new_price < t.min_price)
          or (t.max_price is not null and t.new_price > t.max_price)
        order by t.id limit 6`);
      const refusedRows = rowsOf<{ sku_name: string }>(refused);
      if (refusedRows.length > 0) return { kind: 'outOfRange', skus: refusedRows.map((row) => row.sku_name) };
      const changed = await tx.execute<{ sku_name: string; old_price: string; new_price: string }>(sql`
        with target as (${target}),
        changed as (
          update ${skus} s set sku_refer_price = t.new_price, version = s.version + 1, updated_at = ${now}
          from target t where s.id = t.id and t.new_price <> t.old_price
          returning s.id, s.sku_name, t.old_price, t.new_price),
        history as (
          insert into ${skuPriceHistory} (tenant_id, sku_id, old_price, new_price, source, changed_by,
            ${sql.identifier(skuPriceHistory.changedAt.name)})
          select ${tenantId}, id, old_price, new_price, 'batch', ${userId}, ${now} from changed)
        select sku_name, old_price::text, new_price::text from changed order by id limit ${CHANGED_LISTED}`);
      return {
        kind: 'done',
        updated: ids.length,
        changed: rowsOf<{ sku_name: string; old_price: string; new_price: string }>(changed).map((row) => ({
          skuName: row.sku_name,
          from: row.old_price,
          to: row.new_price,
        })),
      };
    });
  },

  /** Replace the store navigation of SKUs, or add navigation ids to it. */
  async changeNav(
    tenantId: number,
    ids: number[],
    navIds: number[],
    mode: 'replace' | 'add',
    now: Date,
  ): Promise<BatchOutcome | { kind: 'unknownNav'; ids: string[] }> {
    return db.transaction(async (tx) => {
      const missing = await missingIds(tx, tenantId, ids, false);
      if (missing.length > 0) return { kind: 'missing', ids: missing };
      const own = await ownIds(tx, shopNavigations, tenantId, navIds);
      const unknown = navIds.filter((id) => !own.has(id));
      if (unknown.length > 0)
        return { kind: 'unknownNav', ids: unknown.map((id) => (id === 0 ? '?' : String(id))) };
      const navArray = sql`${`{${navIds.join(',')}}`}::int[]`;
      const value =
        mode === 'replace'
          ? navArray
          : sql`array(select distinct unnest(${skus.searchNavIds} || ${navArray}) order by 1)`;
      const updated = await tx
        .update(skus)
        .set({ searchNavIds: value, updatedAt: now, version: sql`${skus.version} + 1` })
        .where(and(eq(skus.tenantId, tenantId), inArray(skus.id, ids)))
        .returning({ id: skus.id });
      return { kind: 'done', updated: updated.length };
    });
  },
});
export type GoodsWriteRepository = ReturnType<typeof goodsWriteRepository>;
