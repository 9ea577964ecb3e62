import { messages, type MessageKey } from '../i18n/messages';

/**
 * What a write changed, field by field, as the operation log keeps it beside its sentence (a jsonb
 * column): labels and coded values are message keys, said in the reader's language when the log
 * is read, never frozen in the writer's; names stand for ids (a store's name, not its id).
 */

/** A value as kept: text as it was (a price, a name), or a message key (on sale, by weight). */
export type ChangeValue = string | { key: MessageKey };

/** One change: the field's label, the value before (null: none, as for a new record) and after. */
export interface Change {
  field: MessageKey;
  /** The record of a batch this change is of (its name). */
  of?: string;
  from: ChangeValue | null;
  to: ChangeValue | null;
}

/** How a change list compares and shows one field of a record of type T. */
export interface ChangeField<T> {
  label: MessageKey;
  /** The field's value as shown; '' for none. */
  value: (record: T) => ChangeValue;
}

/** The longest text kept of a value. */
const VALUE_MAX = 200;
/** The most changes one record keeps (a batch of thousands keeps its first ones). */
export const CHANGES_MAX = 100;

const clip = (text: string) => (text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text);
const kept = (value: ChangeValue): ChangeValue | null =>
  typeof value === 'string' ? (value.trim() === '' ? null : clip(value.trim())) : value;
const sameValue = (a: ChangeValue | null, b: ChangeValue | null) =>
  a === b || (a !== null && b !== null && typeof a === 'object' && typeof b === 'object' && a.key === b.key);

/**
 * The changes from `before` to `after` of the fields listed, in their order. A new record
 * (`before` undefined) lists the fields it has a value of, each from none.
 */
export function changesOf<T>(before: T | undefined, after: T, fields: readonly ChangeField<T>[]): Change[] {
  const changes: Change[] = [];
  for (const { label, value } of fields) {
    const from = before === undefined ? null : kept(value(before));
    const to = kept(value(after));
    if (!sameValue(from, to)) changes.push({ field: label, from, to });
  }
  return changes;
}

/** A list of names as one value: sorted, so that an order alone is no change. */
export const namesValue = (names: readonly string[]): string =>
  [...names].sort((a, b) => a.localeCompare(b)).join(', ');

/** A coded value said by a message key of a table of codes, the code itself when the table has none. */
export const codeValue = (
  code: string | number,
  labels: Readonly<Record<string, MessageKey>>,
): ChangeValue => {
  const key = labels[String(code)];
  return key ? { key } : String(code);
};

/** One change as a reader reads it: every part in the reader's language. */
export interface ChangeLine {
  field: string;
  of?: string;
  /** Absent: none (a new record, a cleared field). */
  from?: string;
  to?: string;
}

const isMessageKey = (value: unknown): value is MessageKey =>
  typeof value === 'string' && Object.hasOwn(messages, value);

function textOf(value: unknown, say: (key: MessageKey) => string): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'object' && value !== null && 'key' in value) {
    const { key } = value as { key: unknown };
    return isMessageKey(key) ? say(key) : typeof key === 'string' ? key : undefined;
  }
  return undefined;
}

/**
 * A kept change list in the reader's language (`say` translates a key); undefined for a record
 * that keeps none. Whatever the column holds, an entry that is not a change is left out.
 */
export function changeLinesOf(kept: unknown, say: (key: MessageKey) => string): ChangeLine[] | undefined {
  if (!Array.isArray(kept)) return undefined;
  const lines: ChangeLine[] = [];
  for (const entry of kept as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, of, from, to } = entry as Record<string, unknown>;
    if (typeof field !== 'string') continue;
    const line: ChangeLine = { field: isMessageKey(field) ? say(field) : field };
    if (typeof of === 'string' && of !== '') line.of = of;
    const said = { from: textOf(from, say), to: textOf(to, say) };
    if (said.from !== undefined) line.from = said.from;
    if (said.to !== undefined) line.to = said.to;
    lines.push(line);
  }
  return lines;
}

/** A change line as one text: “Cola” Retail price: 10.00 → 12.00 (`none` for an absent value). */
export function changeText(line: ChangeLine, none: string): string {
  const of = line.of === undefined ? '' : `“${line.of}” `;
  const values = line.from === undefined ? (line.to ?? none) : `${line.from} → ${line.to ?? none}`;
  return `${of}${line.field}: ${values}`;
}
