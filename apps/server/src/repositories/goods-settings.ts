import type { BarPrefixRule, GoodsTaxRate, GoodsUnit, PropertyTemplate, Supplier } from '@rcadmin/contract';
import { and, asc, count, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  barPrefixRules,
  goodsTaxRates,
  goodsUnits,
  propertyTemplates,
  skuPackRates,
  skus,
  suppliers,
} from '../db/schema';
import {
  BUILT_IN_TAX_RATES,
  BUILT_IN_UNITS,
  byRate,
  type PrefixRuleValues,
} from '../domain/goods-code-lists';
import { taxRateText, type OfferedLists } from '../domain/goods-rules';
import { refused, type Outcome } from './catalogue';
import { isUniqueViolation, lockTenant } from '../db/sql-helpers';

const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

/** Advisory lock names: one writer of a kind of list per tenant at a time. */
const LOCKS = {
  units: 'goods_units',
  taxRates: 'goods_tax_rates',
  suppliers: 'suppliers',
  templates: 'property_templates',
  prefixRules: 'bar_prefix_rules',
} as const;

const unitRows = (tx: Db, tenantId: number) =>
  tx
    .select({ id: goodsUnits.id, name: goodsUnits.name, sortOrder: goodsUnits.sortOrder })
    .from(goodsUnits)
    .where(eq(goodsUnits.tenantId, tenantId))
    .orderBy(asc(goodsUnits.sortOrder), asc(goodsUnits.id));

const rateRows = async (tx: Db, tenantId: number) => {
  const rows = await tx
    .select({ id: goodsTaxRates.id, rate: goodsTaxRates.rate })
    .from(goodsTaxRates)
    .where(eq(goodsTaxRates.tenantId, tenantId));
  return rows.sort((a, b) => byRate(a.rate, b.rate));
};

/**
 * The built-in units a tenant without its own list is offered: the built-in ones and any other
 * its SKUs already use, so that no SKU is left with a unit outside the list.
 */
async function builtInUnits(tx: Db, tenantId: number): Promise<string[]> {
  const used = await tx
    .selectDistinct({ name: skus.meaUnit })
    .from(skus)
    .where(eq(skus.tenantId, tenantId))
    .orderBy(asc(skus.meaUnit));
  return [...new Set([...BUILT_IN_UNITS, ...used.map((row) => row.name)])];
}

/** The tax rates its SKUs use beside the built-in ones (for a tenant without its own list). */
async function builtInTaxRates(tx: Db, tenantId: number): Promise<string[]> {
  const rates: string[] = [];
  for (const column of [skus.inputTaxRate, skus.outputTaxRate]) {
    const used = await tx
      .selectDistinct({ rate: column })
      .from(skus)
      .where(and(eq(skus.tenantId, tenantId), isNotNull(column)));
    rates.push(...used.map((row) => taxRateText(row.rate)));
  }
  return [...new Set([...BUILT_IN_TAX_RATES, ...rates])].sort(byRate);
}

/**
 * The lists the goods form offers the tenant (its own, or the built-in ones while it has none).
 * `lock`: inside a SKU save, the rows stay as read until it commits (a unit being deleted waits).
 */
export async function offeredLists(tx: Db, tenantId: number, lock = false): Promise<OfferedLists> {
  const units = await (lock ? unitRows(tx, tenantId).for('share') : unitRows(tx, tenantId));
  const rates = lock
    ? await tx
        .select({ id: goodsTaxRates.id, rate: goodsTaxRates.rate })
        .from(goodsTaxRates)
        .where(eq(goodsTaxRates.tenantId, tenantId))
        .for('share')
    : await rateRows(tx, tenantId);
  return {
    units: units.length > 0 ? units.map((row) => row.name) : await builtInUnits(tx, tenantId),
    taxRates:
      rates.length > 0 ? rates.map((row) => row.rate).sort(byRate) : await builtInTaxRates(tx, tenantId),
  };
}

/** SKUs (the recycle bin too) whose meaUnit or a pack rate's unit is this unit. */
const unitUsers = (name: string) =>
  or(
    eq(skus.meaUnit, name),
    sql`exists (select 1 from ${skuPackRates} where ${skuPackRates.skuId} = ${skus.id} and ${skuPackRates.unit} = ${name})`,
  );
/** SKUs (the recycle bin too) with this input or output tax rate. */
const rateUsers = (rate: string) =>
  sql`(${skus.inputTaxRate} = ${rate}::numeric or ${skus.outputTaxRate} = ${rate}::numeric)`;

async function skuCount(tx: Db, tenantId: number, condition: ReturnType<typeof sql> | undefined) {
  const [row] = await tx
    .select({ n: count() })
    .from(skus)
    .where(and(eq(skus.tenantId, tenantId), condition));
  return row?.n ?? 0;
}

const unitOf = (row: { id: number; name: string }): GoodsUnit => ({ unitId: String(row.id), name: row.name });
const rateOf = (row: { id: number; rate: string }): GoodsTaxRate => ({
  taxRateId: String(row.id),
  rate: row.rate,
});
const supplierOf = (row: { id: number; code: string; name: string }): Supplier => ({
  supplierId: String(row.id),
  code: row.code,
  name: row.name,
});

/** The tenant's suppliers in code order: the goods settings' list and the SKU form's choices. */
export async function supplierList(db: Db, tenantId: number): Promise<Supplier[]> {
  const rows = await db
    .select({ id: suppliers.id, code: suppliers.code, name: suppliers.name })
    .from(suppliers)
    .where(eq(suppliers.tenantId, tenantId))
    .orderBy(asc(suppliers.code));
  return rows.map(supplierOf);
}
const templateOf = (row: {
  id: number;
  name: string;
  values: string[];
  version: number;
}): PropertyTemplate => ({
  templateId: String(row.id),
  name: row.name,
  values: row.values,
  version: row.version,
});
const ruleOf = (row: PrefixRuleValues & { id: number }): BarPrefixRule => ({
  ruleId: String(row.id),
  type: row.type,
  prefix: row.prefix,
  name: row.name,
  codeLength: row.codeLength,
});

/**
 * The tenant's goods code lists (goods settings): units, tax rates, suppliers, property templates
 * and barcode prefix rules. Every query carries the tenant; writes are one transaction each, with
 * one writer of a list per tenant at a time.
 */
export const goodsSettingsRepository = (db: Db) => ({
  offered: (tenantId: number) => offeredLists(db, tenantId),

  // ---------------------------------------------------------------- units
  /** The tenant's units, or undefined while it has none of its own. */
  async units(tenantId: number): Promise<GoodsUnit[] | undefined> {
    const rows = await unitRows(db, tenantId);
    return rows.length > 0 ? rows.map(unitOf) : undefined;
  },
  builtInUnits: (tenantId: number) => builtInUnits(db, tenantId),

  /** Add a unit (a tenant's first copies the built-in list first) or rename one, with its SKUs. */
  async saveUnit(tenantId: number, id: number | undefined, name: string): Promise<Outcome<GoodsUnit>> {
    return db.transaction(async (tx) => {
      await lockTenant(tx, LOCKS.units, tenantId);
      const rows = await unitRows(tx, tenantId);
      if (id === undefined) {
        const copied = rows.length === 0 ? await builtInUnits(tx, tenantId) : [];
        if ([...rows.map((row) => row.name), ...copied].includes(name))
          return refused('duplicate', 'unitNameTaken', { name }, 'name');
        const names = [...copied, name];
        const start = rows.reduce((max, row) => Math.max(max, row.sortOrder + 1), 0);
        const created = await tx
          .insert(goodsUnits)
          .values(names.map((entry, index) => ({ tenantId, name: entry, sortOrder: start + index })))
          .returning({ id: goodsUnits.id, name: goodsUnits.name });
        return done(unitOf(created.at(-1) as { id: number; name: string }));
      }
      const row = rows.find((entry) => entry.id === id);
      if (!row) return refused('notFound', 'unitNotFound');
      if (row.name === name) return done(unitOf(row));
      if (rows.some((entry) => entry.name === name))
        return refused('duplicate', 'unitNameTaken', { name }, 'name');
      await tx
        .update(goodsUnits)
        .set({ name })
        .where(and(eq(goodsUnits.tenantId, tenantId), eq(goodsUnits.id, id)));
      // The SKUs keep their unit under its new name: they changed, so an open form of one is stale.
      await tx
        .update(skus)
        .set({
          meaUnit: sql`case when ${skus.meaUnit} = ${row.name} then ${name} else ${skus.meaUnit} end`,
          version: sql`${skus.version} + 1`,
        })
        .where(and(eq(skus.tenantId, tenantId), unitUsers(row.name)));
      await tx
        .update(skuPackRates)
        .set({ unit: name })
        .where(and(eq(skuPackRates.tenantId, tenantId), eq(skuPackRates.unit, row.name)));
      return done({ unitId: String(id), name });
    });
  },

  /** Delete a unit no SKU uses; the last one stays (a SKU needs a unit). */
  async deleteUnit(tenantId: number, id: number): Promise<Outcome<true>> {
    return db.transaction(async (tx) => {
      await lockTenant(tx, LOCKS.units, tenantId);
      const [row] = await tx
        .select({ name: goodsUnits.name })
        .from(goodsUnits)
        .where(and(eq(goodsUnits.tenantId, tenantId), eq(goodsUnits.id, id)))
        .for('update');
      if (!row) return refused('notFound', 'unitNotFound');
      const used = await skuCount(tx, tenantId, unitUsers(row.name));
      if (used > 0) return refused('inUse', 'unitInUse', { name: row.name, count: used });
      const [others] = await tx
        .select({ n: count() })
        .from(goodsUnits)
        .where(and(eq(goodsUnits.tenantId, tenantId), ne(goodsUnits.id, id)));
      if ((others?.n ?? 0) === 0) return refused('invalid', 'unitLast');
      await tx.delete(goodsUnits).where(and(eq(goodsUnits.tenantId, tenantId), eq(goodsUnits.id, id)));
      return done(true as const);
    });
  },

  // ---------------------------------------------------------------- tax rates
  async taxRates(tenantId: number): Promise<GoodsTaxRate[] | undefined> {
    const rows = await rateRows(db, tenantId);
    return rows.length > 0 ? rows.map(rateOf) : undefined;
  },
  builtInTaxRates: (tenantId: number) => builtInTaxRates(db, tenantId),

  /** Add a tax rate (a tenant's first copies the built-in list first) or change one no SKU uses. */
  async saveTaxRate(tenantId: number, id: number | undefined, rate: string): Promise<Outcome<GoodsTaxRate>> {
    return db.transaction(async (tx) => {
      await lockTenant(tx, LOCKS.taxRates, tenantId);
      const rows = await rateRows(tx, tenantId);
      if (id === undefined) {
        const copied = rows.length === 0 ? await builtInTaxRates(tx, tenantId) : [];
        if ([...rows.map((row) => row.rate), ...copied].includes(rate))
          return refused('duplicate', 'taxRateTaken', { rate }, 'rate');
        const created = await tx
          .insert(goodsTaxRates)
          .values([...copied, rate].map((entry) => ({ tenantId, rate: entry })))
          .returning({ id: goodsTaxRates.id, rate: goodsTaxRates.rate });
        return done(rateOf(created.at(-1) as { id: number; rate: string }));
      }
      const row = rows.find((entry) => entry.id === id);
      if (!row) return refused('notFound', 'taxRateNotFound');
      if (row.rate === rate) return done(rateOf(row));
      if (rows.some((entry) => entry.rate === rate))
        return refused('duplicate', 'taxRateTaken', { rate }, 'rate');
      // A rate SKUs are taxed at is not changed under them: add the new rate instead.
      const used = await skuCount(tx, tenantId, rateUsers(row.rate));
      if (used > 0) return refused('inUse', 'taxRateInUseChange', { rate: row.rate, count: used }, 'rate');
      await tx
        .update(goodsTaxRates)
        .set({ rate })
        .where(and(eq(goodsTaxRates.tenantId, tenantId), eq(goodsTaxRates.id, id)));
      return done({ taxRateId: String(id), rate });
    });
  },

  async deleteTaxRate(tenantId: number, id: number): Promise<Outcome<true>> {
    return db.transaction(async (tx) => {
      await lockTenant(tx, LOCKS.taxRates, tenantId);
      const [row] = await tx
        .select({ rate: goodsTaxRates.rate })
        .from(goodsTaxRates)
        .where(and(eq(goodsTaxRates.tenantId, tenantId), eq(goodsTaxRates.id, id)))
        .for('update');
      if (!row) return refused('notFound', 'taxRateNotFound');
      const used = await skuCount(tx, tenantId, rateUsers(row.rate));
      if (used > 0) return refused('inUse', 'taxRateInUse', { rate: row.rate, count: used });
      const [others] = await tx
        .select({ n: count() })
        .from(goodsTaxRates)
        .where(and(eq(goodsTaxRates.tenantId, tenantId), ne(goodsTaxRates.id, id)));
      if ((others?.n ?? 0) === 0) return refused('invalid', 'taxRateLast');
      await tx
        .delete(goodsTaxRates)
        .where(and(eq(goodsTaxRates.tenantId, tenantId), eq(goodsTaxRates.id, id)));
      return done(true as const);
    });
  },

  // ---------------------------------------------------------------- suppliers
  suppliers: (tenantId: number): Promise<Supplier[]> => supplierList(db, tenantId),

  async saveSupplier(
    tenantId: number,
    id: number | undefined,
    values: { code: string; name: string },
  ): Promise<Outcome<Supplier>> {
    try {
      return await db.transaction(async (tx) => {
        await lockTenant(tx, LOCKS.suppliers, tenantId);
        const [taken] = await tx
          .select({ id: suppliers.id })
          .from(suppliers)
          .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.code, values.code)));
        if (taken && taken.id !== id)
          return refused('duplicate', 'supplierCodeTaken', { code: values.code }, 'code');
        if (id === undefined) {
          const [created] = await tx
            .insert(suppliers)
            .values({ tenantId, ...values })
            .returning({ id: suppliers.id, code: suppliers.code, name: suppliers.name });
          return done(supplierOf(created as { id: number; code: string; name: string }));
        }
        const [updated] = await tx
          .update(suppliers)
          .set(values)
          .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id)))
          .returning({ id: suppliers.id, code: suppliers.code, name: suppliers.name });
        return updated ? done(supplierOf(updated)) : refused('notFound', 'supplierNotFound');
      });
    } catch (error) {
      if (isUniqueViolation(error))
        return refused('duplicate', 'supplierCodeTaken', { code: values.code }, 'code');
      throw error;
    }
  },

  /** Delete a supplier no SKU has as its supplier or its delivery supplier (sendSupplierId). */
  async deleteSupplier(tenantId: number, id: number): Promise<Outcome<true>> {
    return db.transaction(async (tx) => {
      await lockTenant(tx, LOCKS.suppliers, tenantId);
      const [row] = await tx
        .select({ name: suppliers.name })
        .from(suppliers)
        .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id)))
        .for('update');
      if (!row) return refused('notFound', 'supplierNotFound');
      const used = await skuCount(
        tx,
        tenantId,
        sql`(${skus.supplierId} = ${id} or ${skus.detail}->>'sendSupplierId' = ${String(id)})`,
      );
      if (used > 0) return refused('inUse', 'supplierInUse', { name: row.name, count: used });
      await tx.delete(suppliers).where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id)));
      return done(true as const);
    });
  },

  // ---------------------------------------------------------------- property templates
  async propertyTemplates(tenantId: number): Promise<PropertyTemplate[]> {
    const rows = await db
      .select({
        id: propertyTemplates.id,
        name: propertyTemplates.name,
        values: propertyTemplates.values,
        version: propertyTemplates.version,
      })
      .from(propertyTemplates)
      .where(eq(propertyTemplates.tenantId, tenantId))
      .orderBy(asc(propertyTemplates.sortOrder), asc(propertyTemplates.id));
    return rows.map(templateOf);
  },

  /** Add a template, or edit the version the caller read (stale when another save came first). */
  async savePropertyTemplate(
    tenantId: number,
    id: number | undefined,
    values: { name: string; values: string[]; version?: number },
  ): Promise<Outcome<PropertyTemplate>> {
    const columns = {
      id: propertyTemplates.id,
      name: propertyTemplates.name,
      values: propertyTemplates.values,
      version: propertyTemplates.version,
    };
    try {
      return await db.transaction(async (tx) => {
        await lockTenant(tx, LOCKS.templates, tenantId);
        const [taken] = await tx
          .select({ id: propertyTemplates.id })
          .from(propertyTemplates)
          .where(and(eq(propertyTemplates.tenantId, tenantId), eq(propertyTemplates.name, values.name)));
        if (taken && taken.id !== id)
          return refused('duplicate', 'propertyTemplateNameTaken', { name: values.name }, 'name');
        if (id === undefined) {
          const [last] = await tx
            .select({ max: sql<number>`coalesce(max(${propertyTemplates.sortOrder}), -1)::int` })
            .from(propertyTemplates)
            .where(eq(propertyTemplates.tenantId, tenantId));
          const [created] = await tx
            .insert(propertyTemplates)
            .values({
              tenantId,
              name: values.name,
              values: values.values,
              sortOrder: (last?.max ?? -1) + 1,
            })
            .returning(columns);
          return done(templateOf(created as Parameters<typeof templateOf>[0]));
        }
        const [current] = await tx
          .select({ name: propertyTemplates.name, version: propertyTemplates.version })
          .from(propertyTemplates)
          .where(and(eq(propertyTemplates.tenantId, tenantId), eq(propertyTemplates.id, id)))
          .for('update');
        if (!current) return refused('notFound', 'propertyTemplateNotFound');
        if (current.version !== values.version)
          return refused('stale', 'propertyTemplateStale', { name: current.name });
        const [updated] = await tx
          .update(propertyTemplates)
          .set({ name: values.name, values: values.values, version: sql`${propertyTemplates.version} + 1` })
          .where(and(eq(propertyTemplates.tenantId, tenantId), eq(propertyTemplates.id, id)))
          .returning(columns);
        return done(templateOf(updated as Parameters<typeof templateOf>[0]));
      });
    } catch (error) {
      if (isUniqueViolation(error))
        return refused('duplicate', 'propertyTemplateNameTaken', { name: values.name }, 'name');
      throw error;
    }
  },

  async deletePropertyTemplate(tenantId: number, id: number): Promise<Outcome<true>> {
    const deleted = await db
      .delete(propertyTemplates)
      .where(and(eq(propertyTemplates.tenantId, tenantId), eq(propertyTemplates.id, id)))
      .returning({ id: propertyTemplates.id });
    return deleted.length > 0 ? done(true as const) : refused('notFound', 'propertyTemplateNotFound');
  },

  // ---------------------------------------------------------------- barcode prefix rules
  /** The tenant's rules by type and prefix, or undefined while it has none of its own. */
  async prefixRules(tenantId: number): Promise<BarPrefixRule[] | undefined> {
    const rows = await prefixRuleRows(db, tenantId);
    return rows.length > 0 ? rows.map(ruleOf) : undefined;
  },

  /** Add a rule (a tenant's first copies `builtIn` first) or edit one; prefixes are unique. */
  async savePrefixRule(
    tenantId: number,
    id: number | undefined,
    values: PrefixRuleValues,
    builtIn: readonly PrefixRuleValues[],
  ): Promise<Outcome<BarPrefixRule>> {
    try {
      return await db.transaction(async (tx) => {
        await lockTenant(tx, LOCKS.prefixRules, tenantId);
        const rows = await prefixRuleRows(tx, tenantId);
        const copied = id === undefined && rows.length === 0 ? builtIn : [];
        const others = [...rows.filter((row) => row.id !== id), ...copied];
        if (others.some((row) => row.prefix === values.prefix))
          return refused('duplicate', 'barPrefixTaken', { prefix: values.prefix }, 'prefix');
        if (id === undefined) {
          const created = await tx
            .insert(barPrefixRules)
            .values([...copied, values].map((rule) => ({ tenantId, ...rule })))
            .returning(prefixRuleColumns);
          return done(ruleOf(created.at(-1) as PrefixRuleValues & { id: number }));
        }
        const [updated] = await tx
          .update(barPrefixRules)
          .set(values)
          .where(and(eq(barPrefixRules.tenantId, tenantId), eq(barPrefixRules.id, id)))
          .returning(prefixRuleColumns);
        return updated ? done(ruleOf(updated)) : refused('notFound', 'barPrefixRuleNotFound');
      });
    } catch (error) {
      if (isUniqueViolation(error))
        return refused('duplicate', 'barPrefixTaken', { prefix: values.prefix }, 'prefix');
      throw error;
    }
  },

  /** Delete a rule; the last one stays (the goods form would fall back to the built-in ones). */
  async deletePrefixRule(tenantId: number, id: number): Promise<Outcome<true>> {
    return db.transaction(async (tx) => {
      await lockTenant(tx, LOCKS.prefixRules, tenantId);
      const rows = await prefixRuleRows(tx, tenantId);
      if (!rows.some((row) => row.id === id)) return refused('notFound', 'barPrefixRuleNotFound');
      if (rows.length === 1) return refused('invalid', 'barPrefixRuleLast');
      await tx
        .delete(barPrefixRules)
        .where(and(eq(barPrefixRules.tenantId, tenantId), eq(barPrefixRules.id, id)));
      return done(true as const);
    });
  },
});
export type GoodsSettingsRepository = ReturnType<typeof goodsSettingsRepository>;

const prefixRuleColumns = {
  id: barPrefixRules.id,
  type: barPrefixRules.type,
  prefix: barPrefixRules.prefix,
  name: barPrefixRules.name,
  codeLength: barPrefixRules.codeLength,
};

const prefixRuleRows = (tx: Db, tenantId: number) =>
  tx
    .select(prefixRuleColumns)
    .from(barPrefixRules)
    .where(eq(barPrefixRules.tenantId, tenantId))
    .orderBy(asc(barPrefixRules.type), asc(barPrefixRules.prefix));

/**
 * Give a tenant its own goods code lists: the built-in units (and any its SKUs use), tax rates and
 * barcode prefix rules, as the goods form offered them before tenants kept their own.
 */
export async function copyBuiltInCodeLists(
  tx: Db,
  tenantId: number,
  prefixRules: readonly PrefixRuleValues[],
): Promise<void> {
  const units = await builtInUnits(tx, tenantId);
  await tx.insert(goodsUnits).values(units.map((name, index) => ({ tenantId, name, sortOrder: index })));
  const rates = await builtInTaxRates(tx, tenantId);
  await tx.insert(goodsTaxRates).values(rates.map((rate, index) => ({ tenantId, rate, sortOrder: index })));
  await tx.insert(barPrefixRules).values(prefixRules.map((rule) => ({ tenantId, ...rule })));
}
