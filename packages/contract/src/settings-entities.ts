import { Type, type Static } from 'typebox';
import { OPERATION_LOG_TOTAL_CAP } from './settings-calls';

// Entities of the settings calls (see settings-calls.ts). Times on the wire are ISO 8601 with the
// offset ('2026-11-26T10:15:00.000Z'); a time-range filter takes the same.

/** An instant as a filter takes it: ISO 8601 date-time, or a date (its start, UTC). */
const Instant = Type.String({
  pattern:
    '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,3})?)?(Z|[+-][0-9]{2}:[0-9]{2}))?$',
});

/** What the operation log viewer filters by: each optional, all of them together. */
export const OperationLogQuery = Type.Object({
  /** From 1 (default 1). */
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** 10, 20, 50 or 100 (default 20). */
  pageSize: Type.Optional(
    Type.Union([Type.Literal(10), Type.Literal(20), Type.Literal(50), Type.Literal(100)]),
  ),
  /** The user's code (sign-in name) exactly, as picked. */
  optUserCode: Type.Optional(Type.String({ maxLength: 64 })),
  /** The menu page's code exactly (its route path), as picked. */
  menuCode: Type.Optional(Type.String({ maxLength: 200 })),
  /** The operation's text contains this (case-insensitive). */
  opt: Type.Optional(Type.String({ maxLength: 64 })),
  /** From this instant, inclusive. */
  from: Type.Optional(Instant),
  /** Before this instant, exclusive. */
  to: Type.Optional(Instant),
  /** '1': page opens too; left out otherwise (they are most records and say nothing changed). */
  pageOpens: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});
export type OperationLogQuery = Static<typeof OperationLogQuery>;

/**
 * One change a record keeps, in the reader's language: "Retail price: 10.00 → 12.00". `of` names
 * the record of a batch it is of; `from` is absent for none (a new record), `to` for a cleared value.
 */
export const OperationLogChange = Type.Object({
  field: Type.String(),
  of: Type.Optional(Type.String()),
  from: Type.Optional(Type.String()),
  to: Type.Optional(Type.String()),
});
export type OperationLogChange = Static<typeof OperationLogChange>;

/** One record as the viewer lists it (spec §3 "Operation log record", with its id and time). */
export const OperationLogRow = Type.Object({
  id: Type.String(),
  /** When the server filed it (ISO 8601). */
  at: Type.String(),
  /** The time the client gave (spec §3 optTime), as it gave it. */
  optTime: Type.String(),
  opt: Type.String(),
  client: Type.String(),
  optUserCode: Type.String(),
  optUserName: Type.String(),
  menuCode: Type.String(),
  /** The menu page's name in the reader's language where the menu names it, else as filed. */
  menuName: Type.String(),
  addr: Type.String(),
  /** What the write changed, field by field; absent for a record that keeps no list (its `opt` says it). */
  changes: Type.Optional(Type.Array(OperationLogChange)),
  /** A page the shell opened. */
  pageOpen: Type.Boolean(),
});
export type OperationLogRow = Static<typeof OperationLogRow>;

export const OperationLogPage = Type.Object({
  list: Type.Array(OperationLogRow),
  /** How many records match, counted up to OPERATION_LOG_TOTAL_CAP; more when `totalCapped`. */
  total: Type.Integer(),
  /** The total stopped counting at its cap (the viewer shows "10,000+"). */
  totalCapped: Type.Boolean({ description: `more than ${OPERATION_LOG_TOTAL_CAP} match` }),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
});
export type OperationLogPage = Static<typeof OperationLogPage>;
