import { APP_CODE } from '@rcadmin/contract';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { menuResources } from '../db/schema';

/**
 * The entries of the tenant's rcadmin menu (spec §6: only entries of 'rcadmin' are used), parents
 * before children (by level, then in menu order), down to `maxLevel` when given: the role editor's
 * tree and the areas and groups an embedded app may be listed under are built from them.
 */
export const rcadminMenuEntries = (db: Db, tenantId: number, maxLevel?: number) =>
  db
    .select({
      id: menuResources.id,
      parentId: menuResources.parentId,
      level: menuResources.level,
      name: menuResources.name,
      names: menuResources.names,
      url: menuResources.url,
    })
    .from(menuResources)
    .where(
      and(
        eq(menuResources.tenantId, tenantId),
        eq(menuResources.appCode, APP_CODE),
        maxLevel === undefined ? undefined : lte(menuResources.level, maxLevel),
      ),
    )
    .orderBy(asc(menuResources.level), asc(menuResources.sort), asc(menuResources.id));
