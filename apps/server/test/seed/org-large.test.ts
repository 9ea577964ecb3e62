import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  employees,
  menuResources,
  roleResources,
  roles,
  storeChannels,
  stores,
  tenants,
} from '../../src/db/schema';
import { insertBatched } from '../../src/seed/batch';
import { largeMenuRows } from '../../src/seed/large';
import { LARGE_EMPLOYEES, LARGE_ROLE, LARGE_STORES, seedOrgLarge } from '../../src/seed/org-large';
import { areasUnder } from '../../src/domain/goods-areas';
import { slotProblems } from '../../src/domain/store-rules';
import { TEST_DATABASES, openTestDatabase } from '../helpers';

describe.each(TEST_DATABASES)('organisation large seed on %s', (kind) => {
  it('seeds stores with schedules and channels, employees that lead them, and a role of half the menu', async () => {
    const { database, dispose } = await openTestDatabase(kind);
    try {
      const db = database.db;
      const [tenant] = await db
        .insert(tenants)
        .values({ platformNum: '990019', companyName: 'Large organisation test' })
        .returning({ id: tenants.id });
      const tenantId = tenant!.id;
      await db.insert(roles).values({ tenantId, id: 'r-admin', name: '管理员', grantsAll: true });
      await insertBatched(db, menuResources, largeMenuRows(tenantId));
      // The full seed is 2,000 stores and 20,000 employees; the same code with fewer here.
      expect([LARGE_STORES, LARGE_EMPLOYEES]).toEqual([2_000, 20_000]);
      await seedOrgLarge(db, tenantId, new Date(), { stores: 450, employees: 2_500 });

      const storeRows = await db.select().from(stores).where(eq(stores.tenantId, tenantId));
      expect(storeRows).toHaveLength(450);
      expect(new Set(storeRows.map((row) => row.storeCode)).size).toBe(450);
      expect(new Set(storeRows.map((row) => row.type))).toEqual(new Set([1, 2, 3]));
      expect(new Set(storeRows.map((row) => row.provinceCode)).size).toBeGreaterThanOrEqual(8);
      for (const row of storeRows.slice(0, 40)) {
        expect(areasUnder(row.provinceCode).map((area) => area.code)).toContain(row.cityCode);
        if (row.serveTimeMode === 3) expect(slotProblems(row.serveSlots)).toEqual([]);
      }
      expect(storeRows.filter((row) => row.serveTimeMode === 3).length).toBeGreaterThan(30);
      expect(storeRows.filter((row) => row.serveTimeMode === 2).length).toBeGreaterThan(300);

      const [channels] = await db
        .select({ n: count() })
        .from(storeChannels)
        .where(eq(storeChannels.tenantId, tenantId));
      expect(channels!.n).toBeGreaterThanOrEqual(2 * 450);
      expect(channels!.n).toBeLessThanOrEqual(4 * 450);

      const employeeRows = await db
        .select({ empCode: employees.empCode, mobile: employees.mobile, deptCode: employees.deptCode })
        .from(employees)
        .where(eq(employees.tenantId, tenantId));
      expect(employeeRows).toHaveLength(2_500);
      expect(new Set(employeeRows.map((row) => row.mobile)).size).toBe(2_500);
      expect(employeeRows.every((row) => /^1[3-9]\d{9}$/.test(row.mobile))).toBe(true);
      // Every store's leader is one of its employees.
      const byCode = new Map(employeeRows.map((row) => [row.empCode, row]));
      for (const store of storeRows) expect(byCode.get(store.leaderOneNo)?.deptCode).toBe(store.storeCode);

      const [granted] = await db
        .select({ n: count() })
        .from(roleResources)
        .where(and(eq(roleResources.tenantId, tenantId), eq(roleResources.roleId, LARGE_ROLE.id)));
      // Areas 1-10 whole (10 areas, 100 groups, 2,500 pages) and 25 pages of area 11.
      expect(granted!.n).toBe(10 + 100 + 2_500 + 25);
    } finally {
      await dispose();
    }
  }, 300_000);
});
