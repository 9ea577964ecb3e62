import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import type { ServeSlot, StoreExportQuery } from '@rcadmin/contract';
import type { MessageKey } from '../i18n/messages';
import type { OrgStoresRepository, StoreExportRow } from '../repositories/org-stores';
import type { StoreScope } from '../domain/authorisation';
import { EXPORT_PAGE } from './goods-export';
import type { XlsxCell, XlsxSheet } from '../infra/xlsx-protocol';
import { safeText } from '../infra/xlsx-text';
import { xlsxWriter, type XlsxWriter } from '../infra/xlsx-writer';
import { areaNameOf } from '../domain/store-rules';

type T = (key: MessageKey) => string;
/** A column of an export: its header, its width and its cell of a row. */
type Column<R> = { header: MessageKey; width: number; cell: (row: R, t: T) => XlsxCell };
type SlotRow = { store: StoreExportRow; slot: ServeSlot };

const yesNo = (t: T, value: '0' | '1') => t(value === '1' ? 'deptYes' : 'deptNo');
const number = (value: string) => Number(value);

/** The stores' own sheet (batchExportDept.do). */
const STORE_COLUMNS: Column<StoreExportRow>[] = [
  { header: 'deptExportId', width: 10, cell: (row) => row.id },
  { header: 'deptExportCode', width: 14, cell: (row) => safeText(row.storeid) },
  { header: 'deptExportName', width: 28, cell: (row) => safeText(row.storename) },
  { header: 'deptExportType', width: 10, cell: (row, t) => t(`deptType${row.type}`) },
  { header: 'deptExportStatus', width: 10, cell: (row, t) => t(`deptStatus${row.status}`) },
  {
    header: 'deptExportFranchiseeType',
    width: 12,
    cell: (row, t) => t(`deptFranchiseeType${row.franchiseeType}`),
  },
  { header: 'deptExportFranchisee', width: 20, cell: (row) => safeText(row.franchiseeName) },
  {
    header: 'deptExportArea',
    width: 24,
    cell: (row) => areaNameOf(row.province, row.city, row.district),
  },
  { header: 'deptExportAddress', width: 36, cell: (row) => safeText(row.address) },
  { header: 'deptExportLeader', width: 12, cell: (row) => safeText(row.leaderOneName) },
  { header: 'deptExportLeaderPhone', width: 16, cell: (row) => safeText(row.leaderOnePhone) },
  { header: 'deptExportHotline', width: 16, cell: (row) => safeText(row.serviceHotline) },
  {
    header: 'deptExportLongitude',
    width: 12,
    cell: (row) => (row.longitude === '' ? null : Number(row.longitude)),
  },
  {
    header: 'deptExportLatitude',
    width: 12,
    cell: (row) => (row.latitude === '' ? null : Number(row.latitude)),
  },
  { header: 'deptExportOpenDate', width: 12, cell: (row) => row.openTimeNew },
  { header: 'deptExportHours', width: 14, cell: (row) => hoursOf(row) },
  { header: 'deptExportChannels', width: 30, cell: (row) => safeText(row.channelNames) },
];

/** Each store's delivery settings and readable schedule (exportStoreDelivery.do, first sheet). */
const DELIVERY_COLUMNS: Column<StoreExportRow>[] = [
  { header: 'deptExportCode', width: 14, cell: (row) => safeText(row.storeid) },
  { header: 'deptExportName', width: 28, cell: (row) => safeText(row.storename) },
  { header: 'deptExportIsDelivery', width: 8, cell: (row, t) => yesNo(t, row.isDelivery) },
  { header: 'deptExportIsFetch', width: 10, cell: (row, t) => yesNo(t, row.isFetch) },
  { header: 'deptExportIsPickedup', width: 10, cell: (row, t) => yesNo(t, row.isPickedup) },
  { header: 'deptExportSupportTodayPick', width: 10, cell: (row, t) => yesNo(t, row.supportTodayPick) },
  { header: 'deptExportIsOpenInTime', width: 10, cell: (row, t) => yesNo(t, row.isOpenInTime) },
  { header: 'deptExportHours', width: 14, cell: (row) => hoursOf(row) },
  { header: 'deptExportInTime', width: 10, cell: (row) => number(row.inTime) },
  { header: 'deptExportBookTime', width: 10, cell: (row) => number(row.bookTime) },
  { header: 'deptExportCutOffTime', width: 10, cell: (row) => row.cutOffTime },
  { header: 'deptExportServeSpan', width: 10, cell: (row) => number(row.serveSpan) },
  { header: 'deptExportArriveCutOffTime', width: 10, cell: (row) => row.arriveCutOffTime },
  { header: 'deptExportArriveBookTime', width: 10, cell: (row) => number(row.arriveBookTime) },
  { header: 'deptExportArriveServeSpan', width: 10, cell: (row) => number(row.arriveServeSpan) },
  { header: 'deptExportFreight', width: 10, cell: (row) => number(row.freight) },
  { header: 'deptExportFreightThreshold', width: 12, cell: (row) => number(row.freightThreshold) },
  { header: 'deptExportServeTimeMode', width: 12, cell: (row, t) => t(`deptServeMode${row.serveTimeMode}`) },
  { header: 'deptExportServeInterval', width: 10, cell: (row) => number(row.serveInterval) },
  { header: 'deptExportSchedule', width: 60, cell: (row, t) => scheduleText(row.serveSlots, t) },
];

/** One row per serve slot (exportStoreDelivery.do, second sheet). */
const SLOT_COLUMNS: Column<SlotRow>[] = [
  { header: 'deptExportCode', width: 14, cell: ({ store }) => safeText(store.storeid) },
  { header: 'deptExportName', width: 28, cell: ({ store }) => safeText(store.storename) },
  { header: 'deptExportSlotType', width: 10, cell: ({ slot }, t) => slotTypeName(t, slot.type) },
  { header: 'deptExportWeekday', width: 8, cell: ({ slot }, t) => weekdayName(t, slot.weekday) },
  { header: 'deptExportSlotStart', width: 10, cell: ({ slot }) => slot.start },
  { header: 'deptExportSlotEnd', width: 10, cell: ({ slot }) => slot.end },
];

const WEEKDAYS: MessageKey[] = [
  'deptWeekday1',
  'deptWeekday2',
  'deptWeekday3',
  'deptWeekday4',
  'deptWeekday5',
  'deptWeekday6',
  'deptWeekday7',
];
const weekdayName = (t: T, weekday: number) => t(WEEKDAYS[weekday - 1] ?? 'deptWeekday1');
const slotTypeName = (t: T, type: ServeSlot['type']) =>
  t(type === 'delivery' ? 'deptSlotDelivery' : 'deptSlotArrive');

/** Slots by type (delivery first), weekday and start. */
const sortedSlots = (slots: readonly ServeSlot[]) =>
  [...slots].sort(
    (a, b) =>
      (a.type === b.type ? 0 : a.type === 'delivery' ? -1 : 1) ||
      a.weekday - b.weekday ||
      a.start.localeCompare(b.start),
  );

/** A schedule as one line: 'Delivery: Mon 09:00–12:00, 14:00–18:00; Tue 09:00–12:00 | Pick-up: …'. */
export function scheduleText(slots: readonly ServeSlot[], t: T): string {
  const parts: string[] = [];
  for (const type of ['delivery', 'arrive'] as const) {
    const days = new Map<number, string[]>();
    for (const slot of sortedSlots(slots)) {
      if (slot.type !== type) continue;
      days.set(slot.weekday, [...(days.get(slot.weekday) ?? []), `${slot.start}–${slot.end}`]);
    }
    if (days.size === 0) continue;
    const text = [...days]
      .map(([weekday, spans]) => `${weekdayName(t, weekday)} ${spans.join(', ')}`)
      .join('; ');
    parts.push(`${slotTypeName(t, type)}: ${text}`);
  }
  return parts.join(' | ');
}

const hoursOf = (row: StoreExportRow) =>
  row.startTime && row.endTime ? `${row.startTime}–${row.endTime}` : '';

/** An export of the stores a query selects among those in the scope, written to `stream`. */
export interface StoreExport {
  stream: PassThrough;
  repo: OrgStoresRepository;
  tenantId: number;
  scope: StoreScope;
  query: StoreExportQuery;
  /** The caller's language. */
  t: T;
  pageSize?: number;
}

/**
 * Pages of the stores the filters select among those in the scope (as the list shows them), in id order, waiting for the client whenever the stream is
 * full: memory stays flat whatever the number of stores.
 */
async function eachPage(
  { stream, repo, tenantId, scope, query, pageSize = EXPORT_PAGE }: StoreExport,
  visit: (rows: StoreExportRow[]) => void,
): Promise<number> {
  let afterId = 0;
  let count = 0;
  for (;;) {
    const rows = await repo.exportPage(tenantId, query, scope, afterId, pageSize);
    visit(rows);
    count += rows.length;
    const last = rows.at(-1);
    if (rows.length < pageSize || !last || stream.destroyed) return count;
    afterId = Number(last.id);
    if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
  }
}

/** A sheet of these columns, headers in the caller's language. */
const sheetOf = <R>(sheetName: string, columns: Column<R>[], t: T): XlsxSheet => ({
  sheetName,
  columns: columns.map((column) => ({ header: t(column.header), width: column.width })),
});

/** A row's cells, one per column. */
const cellsOf = <R>(columns: Column<R>[], row: R, t: T): XlsxCell[] =>
  columns.map((column) => column.cell(row, t));

/** The .xlsx writer of `sheets`, its bytes written to `stream` as they come (while it is open). */
const writerTo = (stream: PassThrough, sheets: XlsxSheet[]) =>
  xlsxWriter(sheets, (bytes) => {
    if (!stream.destroyed) stream.write(bytes);
  });

/** Ends the file and the stream, unless the client has gone. */
function endFile(stream: PassThrough, writer: XlsxWriter): void {
  if (stream.destroyed) return;
  writer.end();
  stream.end();
}

/** batchExportDept.do: the stores the query selects as an .xlsx, headers in the caller's language. */
export async function writeStoreExport(run: StoreExport): Promise<number> {
  const { stream, t } = run;
  const writer = writerTo(stream, [sheetOf(t('deptExportSheet'), STORE_COLUMNS, t)]);
  const count = await eachPage(run, (rows) =>
    writer.addRows(rows.map((row) => cellsOf(STORE_COLUMNS, row, t))),
  );
  endFile(stream, writer);
  return count;
}

/**
 * exportStoreDelivery.do: each store's delivery settings with its schedule as a readable column, and
 * a second sheet with one row per serve slot.
 */
export async function writeDeliveryExport(run: StoreExport): Promise<number> {
  const { stream, t } = run;
  const writer = writerTo(stream, [
    sheetOf(t('deptDeliveryExportSheet'), DELIVERY_COLUMNS, t),
    sheetOf(t('deptSlotsExportSheet'), SLOT_COLUMNS, t),
  ]);
  const count = await eachPage(run, (rows) =>
    writer.addRows(rows.map((row) => cellsOf(DELIVERY_COLUMNS, row, t))),
  );
  if (stream.destroyed) return count;
  writer.nextSheet();
  await eachPage(run, (rows) =>
    writer.addRows(
      rows.flatMap((store) =>
        sortedSlots(store.serveSlots).map((slot) => cellsOf(SLOT_COLUMNS, { store, slot }, t)),
      ),
    ),
  );
  endFile(stream, writer);
  return count;
}
