import { LANGUAGES, translate, type MessageKey, type Params } from '../../i18n/messages';
import type { ImportColumnDef, ImportContext, RowCells, RowProblem } from './import-types';

/** The SKU price columns the goods, price and combined goods imports share: one header and width each. */
const PRICE_HEADERS = {
  skuReferPrice: 'colSkuReferPrice',
  skuPurchPrice: 'colSkuPurchPrice',
  minPrice: 'colMinPrice',
  maxPrice: 'colMaxPrice',
} as const satisfies Record<string, MessageKey>;

/** A price column of a SKU import, with the note its import gives it. */
export const priceColumn = (
  key: keyof typeof PRICE_HEADERS,
  required: boolean,
  note: MessageKey,
): ImportColumnDef => ({
  key,
  header: PRICE_HEADERS[key],
  required,
  width: 12,
  note,
  ...(key === 'skuReferPrice' ? { formerHeaders: ['colSkuReferPriceFormer'] as const } : {}),
});

/** Required cells left empty and cells longer than their column's limit. */
export function cellProblems(
  columns: readonly ImportColumnDef[],
  cells: RowCells,
  limits: Record<string, number>,
  optionalHere: readonly string[] = [],
): RowProblem[] {
  const problems: RowProblem[] = [];
  for (const column of columns) {
    const value = cells[column.key] ?? '';
    if (column.required && value === '' && !optionalHere.includes(column.key))
      problems.push({ column: column.key, key: 'importRequired' });
    const max = limits[column.key];
    if (max !== undefined && value.length > max)
      problems.push({ column: column.key, key: 'importTooLong', params: { max } });
  }
  return problems;
}

/**
 * The values of an enumerated column: codes with the message keys of their labels. A cell may
 * hold the label in any language of the product (a template downloaded in another language) or
 * the code itself; the template offers the labels in the job's language.
 */
export class Choices<C extends string> {
  private readonly byText = new Map<string, C>();

  constructor(private readonly entries: readonly (readonly [C, MessageKey])[]) {
    for (const [code, key] of entries) {
      this.byText.set(code.toLowerCase(), code);
      for (const lang of LANGUAGES) this.byText.set(translate(lang, key).toLowerCase(), code);
    }
  }

  labels(t: ImportContext['t']): string[] {
    return this.entries.map(([, key]) => t(key));
  }

  /** The code a cell names, or a problem of the column when it names none ('' gives `fallback`). */
  read(
    cells: RowCells,
    column: string,
    fallback: C,
    t: ImportContext['t'],
    problems: RowProblem[],
  ): C | undefined {
    const value = cells[column] ?? '';
    if (value === '') return fallback;
    const code = this.byText.get(value.toLowerCase());
    if (code === undefined)
      problems.push({
        column,
        key: 'importNotOption',
        params: { value, allowed: this.labels(t).join(', ') },
      });
    return code;
  }
}

/**
 * A form rule's problem on an import column. A `label` parameter that holds a message key (the
 * forms' rules name their fields so) is put in the job's language here.
 */
export function formProblem(
  column: string,
  key: MessageKey,
  params: Params | undefined,
  t: ImportContext['t'],
): RowProblem {
  if (params === undefined) return { column, key };
  const label = params.label;
  return {
    column,
    key,
    params: typeof label === 'string' ? { ...params, label: t(label as MessageKey) } : params,
  };
}
