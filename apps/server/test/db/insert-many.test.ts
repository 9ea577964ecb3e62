import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/db/database';
import { insertMany } from '../../src/db/insert-many';
import { skus, tenants } from '../../src/db/schema';
import { TEST_DATABASES, openTestDatabase, type TestDbKind } from '../helpers';

/** As the server runs it (PGlite in its worker thread) and as the other tests open it. */
const KINDS: TestDbKind[] = [...TEST_DATABASES, 'pglite worker'];

/** A tenant of its own for the rows of one test. */
async function newTenant(database: Database, platformNum: string): Promise<number> {
  const [tenant] = await database.db
    .insert(tenants)
    .values({ platformNum, companyName: 'insertMany' })
    .returning({ id: tenants.id });
  return tenant!.id;
}

/** Text that an array literal or a JSON document must carry through unharmed. */
const AWKWARD = [
  '可口可乐 330ml "罐装"',
  "a,b {c} \\d 'e'",
  'NULL',
  'null',
  '',
  '  spaced  ',
  '=1+2',
  'line\nbreak\ttab',
  '\\u0041 [1, "2"]',
  '饮料 🥤',
];

describe.each(KINDS)('insertMany on %s', (kind) => {
  it('stores what drizzle would: text of any kind, null, numbers, JSON, times; shared values on every row; defaults and generated columns filled', async () => {
    const { database, dispose } = await openTestDatabase(kind);
    try {
      const db = database.db;
      const tenantId = await newTenant(database, '990301');
      const at = new Date('2026-11-26T08:09:10.123Z');
      const rows = AWKWARD.map((name, n) => ({
        comb: 0,
        skuName: `${name} ${n}`,
        barCode: `69000000000${n}`,
        goodsNo: name,
        minPrice: n % 2 === 0 ? null : '1.50',
        skuReferPrice: `${n + 2}.25`,
        saleState: n % 2,
        detail: { remark: name, specModel: `${n}"x"`, nested: { list: [name, n] } },
      }));
      const returned = await insertMany(db, skus, rows, {
        returning: { id: skus.id, price: skus.skuReferPrice },
        shared: { tenantId, createdAt: at, updatedAt: at, createdBy: null },
      });
      expect(returned.map((row) => row.price)).toEqual(rows.map((row) => row.skuReferPrice));
      const stored = await db.select().from(skus).where(eq(skus.tenantId, tenantId)).orderBy(asc(skus.id));
      expect(stored.map((row) => String(row.id))).toEqual(returned.map((row) => row.id));
      stored.forEach((row, n) => {
        const given = rows[n]!;
        expect(row.skuName).toBe(given.skuName);
        expect(row.skuNameLower).toBe(given.skuName.toLowerCase());
        expect(row.goodsNo).toBe(given.goodsNo);
        expect(row.minPrice).toBe(given.minPrice);
        expect(row.saleState).toBe(given.saleState);
        expect(row.detail).toEqual(given.detail);
        expect(row.updatedAt.toISOString()).toBe(at.toISOString());
        expect(row.createdAt.toISOString()).toBe(at.toISOString());
        expect(row.createdBy).toBeNull();
        // Left out: the table's defaults.
        expect(row.meaUnit).toBe('个');
        expect(row.searchNavIds).toEqual([]);
        expect(row.version).toBe(1);
      });
    } finally {
      await dispose();
    }
  });

  it('is one statement: a refused row (a duplicate barcode) leaves none of the batch behind', async () => {
    const { database, dispose } = await openTestDatabase(kind);
    try {
      const db = database.db;
      const tenantId = await newTenant(database, '990302');
      const row = (barCode: string) => ({ tenantId, skuName: 'x', barCode });
      await expect(insertMany(db, skus, [row('6901'), row('6902'), row('6901')])).rejects.toThrow();
      expect(await db.select().from(skus).where(eq(skus.tenantId, tenantId))).toEqual([]);
      expect(await insertMany(db, skus, [])).toEqual([]);
    } finally {
      await dispose();
    }
  });
});

describe('insertMany refuses what it cannot insert as given', () => {
  // Refused before any statement is made.
  const db = { execute: () => Promise.reject(new Error('no statement expected')) } as unknown as Pick<
    Db,
    'execute'
  >;
  it('a row without a value the first row gave, an array column, a name that is not a column', async () => {
    await expect(
      insertMany(db, skus, [
        { tenantId: 1, skuName: 'a', barCode: '1', goodsNo: 'x' },
        { tenantId: 1, skuName: 'b', barCode: '2' },
      ]),
    ).rejects.toThrow('a row has no value for goodsNo');
    await expect(
      insertMany(db, skus, [{ tenantId: 1, skuName: 'a', barCode: '1', searchNavIds: [1] }]),
    ).rejects.toThrow('searchNavIds is an array column');
    await expect(
      insertMany(db, skus, [{ tenantId: 1, skuName: 'a', barCode: '1', colour: 'red' } as never]),
    ).rejects.toThrow('colour is not a column');
  });
});
