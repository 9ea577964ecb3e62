import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { operationLog } from '../db/schema';
import { textArray } from './sql-arrays';

/** The large tenant's operation log: a million records unless set, one every 13 seconds (about 150 days). */
export const LARGE_OPERATION_LOG = 1_000_000;
const BATCH = 50_000;
const VERBS = ['新增', '修改', '删除', '导出', '导入', '停用'];
const THINGS = ['商品', '门店', '员工', '角色', '品牌', '分类', '调价单', '加盟商'];
const PAGES: [string, string][] = [
  ['/goods/index/list', '商品档案'],
  ['/organization/DeptIndex', '部门/门店'],
  ['/organization/employeeIndex', '员工管理'],
  ['/organization/roleManage', '角色管理'],
  ['/goods/brand/blist', '品牌'],
  ['/goods/category/list', '商品分类'],
  ['/goods/priceAdjustment/priceAdjustmentIndex', '调价单'],
  ['/organization/franchiseeIndex', '加盟商'],
];
/** Operators: user000 … user199. */
export const LARGE_OPERATORS = 200;

/**
 * Operation log records (a million unless told) of 200 users over 8 menu pages, made by the database
 * (generate_series), 50,000 per statement. The trigram index is built once, after the rows.
 */
export async function seedOperationLogLarge(
  tx: Db,
  tenantId: number,
  now: Date,
  records = LARGE_OPERATION_LOG,
): Promise<void> {
  await tx.execute(sql`drop index if exists operation_log_opt_trgm`);
  const at = sql`${now.toISOString()}::timestamptz - make_interval(secs => g.i * 13)`;
  for (let first = 1; first <= records; first += BATCH) {
    const last = Math.min(first + BATCH - 1, records);
    await tx.execute(sql`
      insert into ${operationLog} (tenant_id, tenant_name, opt, client, opt_user_code, opt_user_name,
        opt_time, menu_code, menu_name, addr, created_at)
      select ${tenantId}, 'Large Retail',
        (${textArray(VERBS)})[(g.i % ${VERBS.length}) + 1]
          || (${textArray(THINGS)})[((g.i / ${VERBS.length}) % ${THINGS.length}) + 1] || ' #' || g.i,
        'rcadmin',
        'user' || lpad((g.i % ${LARGE_OPERATORS})::text, 3, '0'),
        '员工' || (g.i % ${LARGE_OPERATORS}),
        to_char((${at}) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS'),
        (${textArray(PAGES.map((p) => p[0]))})[((g.i / 7) % ${PAGES.length}) + 1],
        (${textArray(PAGES.map((p) => p[1]))})[((g.i / 7) % ${PAGES.length}) + 1],
        '10.0.' || (g.i % 250) || '.' || (g.i % 97),
        ${at}
      from generate_series(${first}::int, ${last}::int) as g(i)`);
  }
  await tx.execute(
    sql`create index if not exists operation_log_opt_trgm on ${operationLog} using gin (opt gin_trgm_ops)`,
  );
}
