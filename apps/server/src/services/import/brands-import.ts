import type { brands } from '../../db/schema';
import {
  brandNamesTaken,
  catalogueRepository,
  heldBrandCategories,
  insertBrands,
} from '../../repositories/catalogue';
import { cellProblems } from './import-cells';
import type { ImportDefinition, RowProblem } from './import-types';

/** A brand row as checked ('' for no brand category). */
export interface BrandValue {
  name: string;
  englishName: string;
  brandCategoryName: string;
}

/** The tenant's brand category names, in their order (the template's drop-down). */
export interface BrandLookups {
  categories: string[];
}

const LIMITS = { brandName: 64, englishName: 64 };

/** Brands (the brand form): a name unique in the tenant, an English name, an existing brand category. */
export const brandsImport: ImportDefinition<BrandValue, BrandLookups> = {
  type: 'brands',
  label: 'importTypeBrands',
  columns: [
    { key: 'brandName', header: 'colBrandTitle', required: true, width: 24, note: 'noteUniqueName' },
    { key: 'englishName', header: 'colEnglishName', required: false, width: 24 },
    {
      key: 'brandCategoryName',
      header: 'colBrandCategoryName',
      required: false,
      width: 18,
      note: 'noteBrandCategoryName',
    },
  ],

  async prepare(db, context) {
    const categories = await catalogueRepository(db).brandCategoryList(context.tenantId);
    return { categories: categories.map((row) => row.name) };
  },

  options: (lookups) => ({ brandCategoryName: lookups.categories }),

  check(cells, lookups) {
    const problems = cellProblems(brandsImport.columns, cells, LIMITS);
    const category = cells.brandCategoryName ?? '';
    if (category !== '' && !lookups.categories.includes(category))
      problems.push({ column: 'brandCategoryName', key: 'importUnknownRef', params: { value: category } });
    if (problems.length > 0) return { problems };
    return {
      problems,
      value: {
        name: cells.brandName ?? '',
        englishName: cells.englishName ?? '',
        brandCategoryName: category,
      },
    };
  },

  uniqueKeys: (value) => [`brandName:${value.name}`],

  async write(tx, values, _lookups, context) {
    const problems = new Map<number, RowProblem[]>();
    if (values.length === 0) return problems;
    const { tenantId } = context;
    const categoryNames = [...new Set(values.map((value) => value.brandCategoryName).filter(Boolean))];
    const used = await brandNamesTaken(
      tx,
      tenantId,
      values.map((value) => value.name),
    );
    const categoryId = await heldBrandCategories(tx, tenantId, categoryNames);
    const rows: { index: number; row: typeof brands.$inferInsert }[] = [];
    values.forEach((value, index) => {
      const id = value.brandCategoryName === '' ? null : categoryId.get(value.brandCategoryName);
      if (used.has(value.name)) {
        problems.set(index, [{ column: 'brandName', key: 'brandNameTaken', params: { name: value.name } }]);
      } else if (id === undefined) {
        problems.set(index, [
          {
            column: 'brandCategoryName',
            key: 'importUnknownRef',
            params: { value: value.brandCategoryName },
          },
        ]);
      } else {
        rows.push({
          index,
          row: {
            tenantId,
            name: value.name,
            englishName: value.englishName,
            brandCategoryId: id,
            createdAt: context.now,
          },
        });
      }
    });
    if (rows.length === 0) return problems;
    // A brand saved meanwhile by the form (which takes no lock) keeps its name: that row is refused.
    const inserted = await insertBrands(
      tx,
      rows.map((entry) => entry.row),
    );
    for (const { index, row } of rows) {
      if (!inserted.has(row.name))
        problems.set(index, [{ column: 'brandName', key: 'brandNameTaken', params: { name: row.name } }]);
    }
    return problems;
  },
};
