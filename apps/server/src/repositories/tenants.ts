import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sysParams, tenants } from '../db/schema';

export type Tenant = typeof tenants.$inferSelect;

export const tenantsRepository = (db: Db) => ({
  async byPlatformNum(platformNum: string): Promise<Tenant | undefined> {
    const [row] = await db.select().from(tenants).where(eq(tenants.platformNum, platformNum));
    return row;
  },

  /** A system parameter of the tenant (pwdCheckVcode, forcePasswordModify, isSpuUse, ...). */
  async sysParam(tenantId: number, name: string): Promise<string | undefined> {
    const [row] = await db
      .select({ value: sysParams.value })
      .from(sysParams)
      .where(and(eq(sysParams.tenantId, tenantId), eq(sysParams.name, name)));
    return row?.value;
  },

  /** The tenants whose system parameter `name` is `value` (e.g. pwdCheckVcode '1'), by platform number. */
  async withSysParam(name: string, value: string): Promise<Pick<Tenant, 'platformNum' | 'companyName'>[]> {
    return db
      .select({ platformNum: tenants.platformNum, companyName: tenants.companyName })
      .from(tenants)
      .innerJoin(sysParams, and(eq(sysParams.tenantId, tenants.id), eq(sysParams.name, name)))
      .where(eq(sysParams.value, value))
      .orderBy(tenants.platformNum);
  },
});
