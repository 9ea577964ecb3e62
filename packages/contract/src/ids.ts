/** The largest id an integer column holds: a wire id beyond it names no row. */
const MAX_ROW_ID = 2_147_483_647;

/**
 * A wire id ('123') as a row id, or undefined when it is empty or names no possible row: digits
 * only, no sign and no leading zero (the wire writes ids as String(id)), at most the column's range.
 */
export function rowId(value: string | undefined | null): number | undefined {
  if (value === undefined || value === null || !/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ROW_ID ? id : undefined;
}

/** A row id on the wire ('' for none). */
export const wireId = (id: number | null | undefined): string =>
  id === null || id === undefined ? '' : String(id);

/** Ids of a list ('1,2,3' or ['1', '2']), each once, as row ids (0 for one that names nothing). */
export const idList = (ids: string | readonly string[]): number[] => [
  ...new Set((typeof ids === 'string' ? ids.split(',') : ids).map((id) => rowId(id) ?? 0)),
];
