import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { brandCategories, brands, goodsCategories, skus, suppliers } from '../db/schema';
import { insertBatched } from './batch';
import { intArray, textArray } from './sql-arrays';

export const LARGE_SKUS = 100_000;
export const LARGE_BRANDS = 2_000;
/** 10 top categories × 7 × 6 = 420 leaves, 500 categories in all. */
export const LARGE_CATEGORIES = 500;

const TOPS = ['食品', '饮料', '日用', '个护', '母婴', '生鲜', '家电', '服饰', '文具', '宠物'];
const MIDDLES = ['精选', '进口', '特惠', '家庭装', '便携', '有机', '经典'];
const LEAVES = ['系列一', '系列二', '系列三', '系列四', '系列五', '系列六'];
const WORDS = [
  '牛奶',
  '酸奶',
  '饼干',
  '薯片',
  '坚果',
  '果汁',
  '矿泉水',
  '可乐',
  '绿茶',
  '咖啡',
  '面包',
  '方便面',
  '酱油',
  '香醋',
  '大米',
  '食用油',
  '巧克力',
  '糖果',
  '啤酒',
  '红酒',
  '抽纸',
  '卷纸',
  '洗衣液',
  '洗洁精',
  '牙膏',
  '牙刷',
  '洗发水',
  '沐浴露',
  '香皂',
  '面霜',
  '纸尿裤',
  '湿巾',
  '奶粉',
  '奶瓶',
  '苹果',
  '香蕉',
  '鸡蛋',
  '猪肉',
  '毛巾',
  '袜子',
];
const ADJECTIVES = [
  '原味',
  '低糖',
  '无添加',
  '经典',
  '鲜榨',
  '清香',
  '浓香',
  '柔软',
  '加厚',
  '迷你',
  '大包装',
  '限定',
];
const UNITS = ['个', '袋', '瓶', '盒', '箱', '包', '罐'];

/**
 * The goods of 'Large Retail' for performance work: 2,000 brands, 500 categories and 100,000 SKUs,
 * in multi-row inserts of 1,000.
 */
export async function seedGoodsLarge(
  tx: Db,
  tenantId: number,
  now: Date,
  counts: { skus: number; brands: number } = { skus: LARGE_SKUS, brands: LARGE_BRANDS },
): Promise<void> {
  const [brandCategory] = await tx
    .insert(brandCategories)
    .values({ tenantId, name: '全部品牌', createdAt: now })
    .returning({ id: brandCategories.id });
  const brandRows = Array.from({ length: counts.brands }, (_, i) => ({
    tenantId,
    brandCategoryId: brandCategory?.id ?? null,
    name: `品牌${String(i + 1).padStart(4, '0')}`,
    englishName: `Brand ${i + 1}`,
    sortOrder: i + 1,
    createdAt: now,
  }));
  await insertBatched(tx, brands, brandRows);
  const brandIds = (await tx.select({ id: brands.id }).from(brands).where(eq(brands.tenantId, tenantId))).map(
    (row) => row.id,
  );
  const [supplier] = await tx
    .insert(suppliers)
    .values({ tenantId, code: 'LSUP001', name: '大型供应商', createdAt: now })
    .returning({ id: suppliers.id });

  // Categories: 10 + 70 + 420 = 500.
  const leaves: number[] = [];
  for (const [i, top] of TOPS.entries()) {
    const code1 = String(i + 1).padStart(2, '0');
    const [l1] = await tx
      .insert(goodsCategories)
      .values({ tenantId, name: top, code: code1, level: 1, sortOrder: i + 1, createdAt: now })
      .returning({ id: goodsCategories.id });
    const middles = await tx
      .insert(goodsCategories)
      .values(
        MIDDLES.map((middle, j) => ({
          tenantId,
          parentId: l1?.id ?? null,
          name: `${top}${middle}`,
          code: `${code1}${String(j + 1).padStart(2, '0')}`,
          level: 2,
          sortOrder: j + 1,
          createdAt: now,
        })),
      )
      .returning({ id: goodsCategories.id, code: goodsCategories.code, name: goodsCategories.name });
    for (const middle of middles) {
      const rows = await tx
        .insert(goodsCategories)
        .values(
          LEAVES.map((leaf, k) => ({
            tenantId,
            parentId: middle.id,
            name: `${middle.name}${leaf}`,
            code: `${middle.code}${String(k + 1).padStart(2, '0')}`,
            level: 3,
            sortOrder: k + 1,
            createdAt: now,
          })),
        )
        .returning({ id: goodsCategories.id });
      leaves.push(...rows.map((row) => row.id));
    }
  }

  // Trigram (GIN) indexes cost most of a row's insert: build them once, after the rows are in.
  const result = await tx.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'skus' and indexdef like '%gin_trgm_ops%'`,
  );
  const trigram = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    indexname: string;
    indexdef: string;
  }[];
  for (const index of trigram) await tx.execute(sql`drop index ${sql.identifier(index.indexname)}`);

  // The rows are made by the database (generate_series), 20,000 per statement: nothing to send.
  const total = counts.skus;
  for (let first = 0; first < total; first += 20_000) {
    const last = Math.min(first + 20_000, total) - 1;
    await tx.execute(sql`
      insert into ${skus} (tenant_id, sku_name, bar_code, goods_no, category_id, brand_id, supplier_id,
        sku_refer_price, sku_purch_price, sale_state, sale_mode, mea_unit, detail, created_at, updated_at)
      select ${tenantId},
        (${textArray(ADJECTIVES)})[((g.i / ${WORDS.length}) % ${ADJECTIVES.length}) + 1]
          || (${textArray(WORDS)})[(g.i % ${WORDS.length}) + 1]
          || ' ' || ((g.i % 900) + 100) || 'g 第' || (g.i / 480 + 1) || '款',
        g.b12 || ((10 - (select sum(substr(g.b12, k, 1)::int * (case when k % 2 = 1 then 1 else 3 end))
          from generate_series(1, 12) k) % 10) % 10),
        'L' || lpad((g.i + 1)::text, 7, '0'),
        (${intArray(leaves)})[(g.i % ${Math.max(leaves.length, 1)}) + 1],
        (${intArray(brandIds)})[(g.i % ${Math.max(brandIds.length, 1)}) + 1],
        ${supplier?.id ?? null},
        round(1 + ((g.i * 37) % 50000) / 100.0, 2),
        round((1 + ((g.i * 37) % 50000) / 100.0) * 0.7, 2),
        case when g.i % 17 = 0 then 0 else 1 end,
        case when g.i % 29 = 0 then '2' else '1' end,
        (${textArray(UNITS)})[(g.i % ${UNITS.length}) + 1],
        '{}'::jsonb,
        ${now}::timestamptz - make_interval(secs => ${total} - g.i),
        ${now}::timestamptz - make_interval(secs => ${total} - g.i)
      from (select i, '69' || lpad((1000000000 + i)::text, 10, '0') as b12
            from generate_series(${first}::int, ${last}::int) i) g`);
  }
  for (const index of trigram) await tx.execute(sql.raw(index.indexdef));
}
