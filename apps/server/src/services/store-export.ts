import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import type { ServeSlot, StoreExportQuery } from '@rcadmin/contract';
import ExcelJS from 'exceljs';
import type { MessageKey } from '../i18n/messages';
import type { OrgStoresRepository, StoreExportRow } from '../repositories/org-stores';
import type { StoreScope } from './authorisation';
import { EXPORT_PAGE } from './goods-export';
import { safeText } from './xlsx-text';
import { areaNameOf } from './store-rules';

type T = (key: MessageKey) => string;
type Column = { key: string; header: MessageKey; width: number };

/** The stores' own sheet (batchExportDept.do). */
const STORE_COLUMNS: Column[] = [
  { key: 'id', header: 'deptExportId', width: 10 },
  { key: 'storeid', header: 'deptExportCode', width: 14 },
  { key: 'storename', header: 'deptExportName', width: 28 },
  { key: 'type', header: 'deptExportType', width: 10 },
  { key: 'status', header: 'deptExportStatus', width: 10 },
  { key: 'franchiseeType', header: 'deptExportFranchiseeType', width: 12 },
  { key: 'franchiseeName', header: 'deptExportFranchisee', width: 20 },
  { key: 'area', header: 'deptExportArea', width: 24 },
  { key: 'address', header: 'deptExportAddress', width: 36 },
  { key: 'leaderOneName', header: 'deptExportLeader', width: 12 },
  { key: 'leaderOnePhone', header: 'deptExportLeaderPhone', width: 16 },
  { key: 'serviceHotline', header: 'deptExportHotline', width: 16 },
  { key: 'longitude', header: 'deptExportLongitude', width: 12 },
  { key: 'latitude', header: 'deptExportLatitude', width: 12 },
  { key: 'openTimeNew', header: 'deptExportOpenDate', width: 12 },
  { key: 'hours', header: 'deptExportHours', width: 14 },
  { key: 'channelNames', header: 'deptExportChannels', width: 30 },
];

/** Each store's delivery settings and readable schedule (exportStoreDelivery.do, first sheet). */
const DELIVERY_COLUMNS: Column[] = [
  { key: 'storeid', header: 'deptExportCode', width: 14 },
  { key: 'storename', header: 'deptExportName', width: 28 },
  { key: 'isDelivery', header: 'deptExportIsDelivery', width: 8 },
  { key: 'isFetch', header: 'deptExportIsFetch', width: 10 },
  { key: 'isPickedup', header: 'deptExportIsPickedup', width: 10 },
  { key: 'supportTodayPick', header: 'deptExportSupportTodayPick', width: 10 },
  { key: 'isOpenInTime', header: 'deptExportIsOpenInTime', width: 10 },
  { key: 'hours', header: 'deptExportHours', width: 14 },
  { key: 'inTime', header: 'deptExportInTime', width: 10 },
  { key: 'bookTime', header: 'deptExportBookTime', width: 10 },
  { key: 'cutOffTime', header: 'deptExportCutOffTime', width: 10 },
  { key: 'serveSpan', header: 'deptExportServeSpan', width: 10 },
  { key: 'arriveCutOffTime', header: 'deptExportArriveCutOffTime', width: 10 },
  { key: 'arriveBookTime', header: 'deptExportArriveBookTime', width: 10 },
  { key: 'arriveServeSpan', header: 'deptExportArriveServeSpan', width: 10 },
  { key: 'freight', header: 'deptExportFreight', width: 10 },
  { key: 'freightThreshold', header: 'deptExportFreightThreshold', width: 12 },
  { key: 'serveTimeMode', header: 'deptExportServeTimeMode', width: 12 },
  { key: 'serveInterval', header: 'deptExportServeInterval', width: 10 },
  { key: 'schedule', header: 'deptExportSchedule', width: 60 },
];

/** One row per serve slot (exportStoreDelivery.do, second sheet). */
const SLOT_COLUMNS: Column[] = [
  { key: 'storeid', header: 'deptExportCode', width: 14 },
  { key: 'storename', header: 'deptExportName', width: 28 },
  { key: 'type', header: 'deptExportSlotType', width: 10 },
  { key: 'weekday', header: 'deptExportWeekday', width: 8 },
  { key: 'start', header: 'deptExportSlotStart', width: 10 },
  { key: 'end', header: 'deptExportSlotEnd', width: 10 },
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

/**
 * Pages of the stores the filters select among those in the scope (as the list shows them), in id order, waiting for the client whenever the stream is
 * full: memory stays flat whatever the number of stores.
 */
async function eachPage(
  stream: PassThrough,
  repo: OrgStoresRepository,
  tenantId: number,
  scope: StoreScope,
  query: StoreExportQuery,
  pageSize: number,
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
    if (stream.writableNeedDrain) await once(stream, 'drain');
  }
}

function newWorkbook(stream: PassThrough) {
  return new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
}

function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: Column[], t: T) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: t(column.header),
    width: column.width,
  }));
  return sheet;
}

/** batchExportDept.do: the stores the query selects as an .xlsx, headers in the caller's language. */
export async function writeStoreExport(
  stream: PassThrough,
  repo: OrgStoresRepository,
  tenantId: number,
  scope: StoreScope,
  query: StoreExportQuery,
  t: T,
  pageSize = EXPORT_PAGE,
): Promise<number> {
  const workbook = newWorkbook(stream);
  const sheet = addSheet(workbook, t('deptExportSheet'), STORE_COLUMNS, t);
  const count = await eachPage(stream, repo, tenantId, scope, query, pageSize, (rows) => {
    for (const row of rows) {
      sheet
        .addRow({
          id: row.id,
          storeid: safeText(row.storeid),
          storename: safeText(row.storename),
          type: t(`deptType${row.type}`),
          status: t(`deptStatus${row.status}`),
          franchiseeType: t(`deptFranchiseeType${row.franchiseeType}`),
          franchiseeName: safeText(row.franchiseeName),
          area: areaNameOf(row.province, row.city, row.district),
          address: safeText(row.address),
          leaderOneName: safeText(row.leaderOneName),
          leaderOnePhone: safeText(row.leaderOnePhone),
          serviceHotline: safeText(row.serviceHotline),
          longitude: row.longitude === '' ? null : Number(row.longitude),
          latitude: row.latitude === '' ? null : Number(row.latitude),
          openTimeNew: row.openTimeNew,
          hours: hoursOf(row),
          channelNames: safeText(row.channelNames),
        })
        .commit();
    }
  });
  sheet.commit();
  await workbook.commit();
  return count;
}

/**
 * exportStoreDelivery.do: each store's delivery settings with its schedule as a readable column, and
 * a second sheet with one row per serve slot.
 */
export async function writeDeliveryExport(
  stream: PassThrough,
  repo: OrgStoresRepository,
  tenantId: number,
  scope: StoreScope,
  query: StoreExportQuery,
  t: T,
  pageSize = EXPORT_PAGE,
): Promise<number> {
  const yesNo = (value: '0' | '1') => t(value === '1' ? 'deptYes' : 'deptNo');
  const workbook = newWorkbook(stream);
  const settings = addSheet(workbook, t('deptDeliveryExportSheet'), DELIVERY_COLUMNS, t);
  const count = await eachPage(stream, repo, tenantId, scope, query, pageSize, (rows) => {
    for (const row of rows) {
      settings
        .addRow({
          storeid: safeText(row.storeid),
          storename: safeText(row.storename),
          isDelivery: yesNo(row.isDelivery),
          isFetch: yesNo(row.isFetch),
          isPickedup: yesNo(row.isPickedup),
          supportTodayPick: yesNo(row.supportTodayPick),
          isOpenInTime: yesNo(row.isOpenInTime),
          hours: hoursOf(row),
          inTime: Number(row.inTime),
          bookTime: Number(row.bookTime),
          cutOffTime: row.cutOffTime,
          serveSpan: Number(row.serveSpan),
          arriveCutOffTime: row.arriveCutOffTime,
          arriveBookTime: Number(row.arriveBookTime),
          arriveServeSpan: Number(row.arriveServeSpan),
          freight: Number(row.freight),
          freightThreshold: Number(row.freightThreshold),
          serveTimeMode: t(`deptServeMode${row.serveTimeMode}`),
          serveInterval: Number(row.serveInterval),
          schedule: scheduleText(row.serveSlots, t),
        })
        .commit();
    }
  });
  settings.commit();
  const slots = addSheet(workbook, t('deptSlotsExportSheet'), SLOT_COLUMNS, t);
  await eachPage(stream, repo, tenantId, scope, query, pageSize, (rows) => {
    for (const row of rows) {
      for (const slot of sortedSlots(row.serveSlots)) {
        slots
          .addRow({
            storeid: safeText(row.storeid),
            storename: safeText(row.storename),
            type: slotTypeName(t, slot.type),
            weekday: weekdayName(t, slot.weekday),
            start: slot.start,
            end: slot.end,
          })
          .commit();
      }
    }
  });
  slots.commit();
  await workbook.commit();
  return count;
}
