import { CATEGORY_MAX_LEVEL, categoryRows, insertCategories } from '../../repositories/catalogue';
import { lockTenant } from '../../db/sql-helpers';
import { cellProblems } from './import-cells';
import type { ImportDefinition, RowProblem } from './import-types';

/** A category row as checked: its code, its name and its parent's code ('' for a top-level one). */
export interface CategoryValue {
  code: string;
  name: string;
  parentCode: string;
}

/** The category form's code (categorySave): letters, digits, '-', '_' and '.'. */
const CODE = /^[0-9A-Za-z_.-]{1,32}$/;
const LIMITS = { categoryName: 64 };

/** A category the batch knows: in the database (with its id) or accepted from the file. */
interface Known {
  id?: number;
  level: number;
}

/**
 * Goods categories (the category tree's form): a code unique in the tenant, a name unique among
 * its siblings, three levels at most. A parent is named by its code: a category that exists or one
 * on an earlier row of the file (rows are written in file order).
 */
export const categoriesImport: ImportDefinition<CategoryValue, null> = {
  type: 'categories',
  label: 'importTypeCategories',
  columns: [
    { key: 'categoryCode', header: 'colCategoryCode', required: true, width: 16, note: 'noteCode' },
    { key: 'categoryName', header: 'colCategoryName', required: true, width: 24, note: 'noteCategoryName' },
    { key: 'parentCode', header: 'colParentCode', required: false, width: 16, note: 'noteParentCode' },
  ],

  prepare: async () => null,
  options: () => ({}),

  check(cells) {
    const problems = cellProblems(categoriesImport.columns, cells, LIMITS);
    const code = cells.categoryCode ?? '';
    const parentCode = cells.parentCode ?? '';
    if (code !== '' && !CODE.test(code)) problems.push({ column: 'categoryCode', key: 'importCodeFormat' });
    if (parentCode !== '' && !CODE.test(parentCode))
      problems.push({ column: 'parentCode', key: 'importCodeFormat' });
    else if (parentCode !== '' && parentCode === code)
      problems.push({ column: 'parentCode', key: 'importCategoryParentSelf' });
    if (problems.length > 0) return { problems };
    return { problems, value: { code, name: cells.categoryName ?? '', parentCode } };
  },

  uniqueKeys: (value) => [`categoryCode:${value.code}`, `categoryName:${value.parentCode}/${value.name}`],

  async write(tx, values, _lookups, context) {
    const problems = new Map<number, RowProblem[]>();
    if (values.length === 0) return problems;
    const { tenantId } = context;
    // The category form's save takes the same lock: sibling names and levels hold until commit.
    await lockTenant(tx, 'goods_categories', tenantId);
    const rows = await categoryRows(tx, tenantId);
    const codeOfId = new Map(rows.map((row) => [row.id, row.code]));
    // Every category by its code (codes are unique in the tenant); siblings by their parent's code.
    const known = new Map<string, Known>(rows.map((row) => [row.code, { id: row.id, level: row.level }]));
    const siblingKey = (parentCode: string, name: string) => `${parentCode}\u0000${name}`;
    const names = new Set<string>();
    const nextSort = new Map<string, number>();
    for (const row of rows) {
      const parentCode = row.parentId === null ? '' : (codeOfId.get(row.parentId) ?? '');
      names.add(siblingKey(parentCode, row.name));
      nextSort.set(parentCode, Math.max(nextSort.get(parentCode) ?? 0, row.sortOrder + 1));
    }

    // Accepted rows go in waves: a row whose parent is new in this batch follows its parent's wave.
    const waves: { value: CategoryValue; level: number; sortOrder: number }[][] = [];
    const waveOf = new Map<string, number>();
    values.forEach((value, index) => {
      const refuse = (problem: RowProblem) => problems.set(index, [problem]);
      if (known.has(value.code))
        return refuse({ column: 'categoryCode', key: 'categoryCodeTaken', params: { code: value.code } });
      const parent = value.parentCode === '' ? undefined : known.get(value.parentCode);
      if (value.parentCode !== '' && !parent)
        return refuse({
          column: 'parentCode',
          key: 'importCategoryParentUnknown',
          params: { code: value.parentCode },
        });
      const level = parent ? parent.level + 1 : 1;
      if (level > CATEGORY_MAX_LEVEL)
        return refuse({ column: 'parentCode', key: 'categoryTooDeep', params: { max: CATEGORY_MAX_LEVEL } });
      const key = siblingKey(value.parentCode, value.name);
      if (names.has(key))
        return refuse({ column: 'categoryName', key: 'categoryNameTaken', params: { name: value.name } });
      known.set(value.code, { level });
      names.add(key);
      const sortOrder = nextSort.get(value.parentCode) ?? 0;
      nextSort.set(value.parentCode, sortOrder + 1);
      const parentWave = waveOf.get(value.parentCode);
      const wave = parentWave === undefined ? 0 : parentWave + 1;
      waveOf.set(value.code, wave);
      (waves[wave] ??= []).push({ value, level, sortOrder });
    });

    for (const wave of waves) {
      const created = await insertCategories(
        tx,
        wave.map(({ value, level, sortOrder }) => ({
          tenantId,
          parentId: value.parentCode === '' ? null : (known.get(value.parentCode)?.id ?? null),
          name: value.name,
          code: value.code,
          level,
          sortOrder,
          createdAt: context.now,
        })),
      );
      for (const row of created) {
        const entry = known.get(row.code);
        if (entry) entry.id = row.id;
      }
    }
    return problems;
  },
};
