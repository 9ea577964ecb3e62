import {
  type SalesChannel,
  type StoreChannelEntry,
  type StoreChannels,
  type StoreForm,
  type StoreListQuery,
  type StoreListRow,
  type StoreListRowNew,
  type StorePickerItem,
  type StorePickerQuery,
  STORE_PICKER_MAX,
  idList,
  rowId,
} from '@rcadmin/contract';
import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import {
  channelGroupCodes,
  employees,
  franchisees,
  salesChannels,
  storeChannels,
  storeSubChannels,
  stores,
  userStoreRoles,
  users,
} from '../db/schema';
import type { StoreScope } from '../domain/authorisation';
import { storeIdInScope } from './authorisation';
import { areaNameOf, type StoreProblem } from '../domain/store-rules';
import type { AccessChanged } from './access-change';
import { containsPattern, isUniqueViolation, isoTime, lockTenant } from '../db/sql-helpers';

type StoreRow = typeof stores.$inferSelect;
type StoreFilters = Omit<StoreListQuery, 'pageNo' | 'pageSize'> & { ids?: string };

const flag = (value: boolean): '0' | '1' => (value ? '1' : '0');
const code3 = (value: number): '1' | '2' | '3' => (value === 2 ? '2' : value === 3 ? '3' : '1');
const statusOf = (value: number): '0' | '1' => (value === 1 ? '1' : '0');
/** Decimals as the form shows them: '113.9345' (trailing zeros of numeric(10,6) dropped), '' for none. */
const decimalText = (value: string | null) => (value === null ? '' : String(Number(value)));

/** Store names by code, for the codes given (one query). */
export async function storeNames(db: Db, tenantId: number, codes: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(codes.filter((code) => code !== ''))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ code: stores.storeCode, name: stores.storeName })
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), inArray(stores.storeCode, wanted)));
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** New stores; the codes written (one another write has taken meanwhile is left out). */
export async function insertStores(tx: Db, rows: (typeof stores.$inferInsert)[]): Promise<Set<string>> {
  const created = await tx
    .insert(stores)
    .values(rows)
    .onConflictDoNothing()
    .returning({ code: stores.storeCode });
  return new Set(created.map((row) => row.code));
}

/** The stored store as its form (spec §3 field names). */
export function formOf(row: StoreRow): StoreForm {
  return {
    id: String(row.id),
    type: code3(row.type),
    storeid: row.storeCode,
    storename: row.storeName,
    accountNo: row.accountNo,
    accountName: row.accountName,
    storedesc: row.storeDesc,
    leaderOneNo: row.leaderOneNo,
    leaderOneName: row.leaderOneName,
    leaderOnePhone: row.leaderOnePhone,
    operateArea: row.operateArea ?? '',
    empNum: row.empNum === null ? '' : String(row.empNum),
    serviceHotline: row.serviceHotline,
    province: row.provinceCode,
    city: row.cityCode,
    district: row.districtCode,
    address: row.address,
    openTimeNew: row.openTimeNew,
    longitude: decimalText(row.longitude),
    latitude: decimalText(row.latitude),
    ipAddress: row.ipAddress,
    link: row.link,
    refStoreCode: row.refStoreCode,
    shipWareCode: row.shipWareCode,
    bizTypeCode: row.bizTypeCode,
    transferWarehouseCode: row.transferWarehouseCode,
    isDelivery: flag(row.isDelivery),
    isFetch: flag(row.isFetch),
    isPermitPayInStore: flag(row.isPermitPayInStore),
    isNearbyStore: flag(row.isNearbyStore),
    isAllowStock: flag(row.isAllowStock),
    allowAbout2dateSale: flag(row.allowAbout2dateSale),
    autoInStock: flag(row.autoInStock),
    supportTodayPick: flag(row.supportTodayPick),
    isPickedup: flag(row.isPickedup),
    isOpenInTime: flag(row.isOpenInTime),
    startTime: row.startTime,
    endTime: row.endTime,
    autoInStockDays: String(row.autoInStockDays),
    inTime: String(row.inTime),
    bookTime: String(row.bookTime),
    cutOffTime: row.cutOffTime,
    arriveCutOffTime: row.arriveCutOffTime,
    arriveBookTime: String(row.arriveBookTime),
    serveSpan: String(row.serveSpan),
    arriveServeSpan: String(row.arriveServeSpan),
    freight: row.freight,
    freightThreshold: row.freightThreshold,
    serveTimeMode: code3(row.serveTimeMode),
    serveInterval: String(row.serveInterval),
    serveSlots: row.serveSlots.map(({ type, weekday, start, end }) => ({ type, weekday, start, end })),
    attrList: [...row.attrList],
    deliveryCycle: row.deliveryCycle,
    franchiseeType: code3(row.franchiseeType),
    franchiseeId: row.franchiseeId === null ? '' : String(row.franchiseeId),
    status: statusOf(row.status),
    bussinessType: row.bussinessType,
    crossService: flag(row.crossService),
    crossCustoms: row.crossCustoms,
    storeNature: String(row.storeNature),
    storeNotes: row.storeNotes,
    version: row.version,
  };
}

/** The columns a checked form writes (identity, status and version aside). */
export function columnsOf(form: StoreForm) {
  const orNull = (value: string) => (value === '' ? null : value);
  return {
    type: Number(form.type),
    storeCode: form.storeid,
    storeName: form.storename,
    accountNo: form.accountNo.trim(),
    accountName: form.accountName.trim(),
    storeDesc: form.storedesc,
    leaderOneNo: form.leaderOneNo.trim(),
    leaderOneName: form.leaderOneName.trim(),
    leaderOnePhone: form.leaderOnePhone,
    operateArea: orNull(form.operateArea),
    empNum: form.empNum === '' ? null : Number(form.empNum),
    serviceHotline: form.serviceHotline,
    provinceCode: form.province,
    cityCode: form.city,
    districtCode: form.district,
    address: form.address.trim(),
    openTimeNew: form.openTimeNew,
    longitude: orNull(form.longitude),
    latitude: orNull(form.latitude),
    ipAddress: form.ipAddress,
    link: form.link,
    refStoreCode: form.refStoreCode,
    shipWareCode: form.shipWareCode,
    bizTypeCode: form.bizTypeCode,
    transferWarehouseCode: form.transferWarehouseCode,
    isDelivery: form.isDelivery === '1',
    isFetch: form.isFetch === '1',
    isPermitPayInStore: form.isPermitPayInStore === '1',
    isNearbyStore: form.isNearbyStore === '1',
    isAllowStock: form.isAllowStock === '1',
    allowAbout2dateSale: form.allowAbout2dateSale === '1',
    autoInStock: form.autoInStock === '1',
    supportTodayPick: form.supportTodayPick === '1',
    isPickedup: form.isPickedup === '1',
    isOpenInTime: form.isOpenInTime === '1',
    startTime: form.startTime,
    endTime: form.endTime,
    autoInStockDays: Number(form.autoInStockDays),
    inTime: Number(form.inTime),
    bookTime: Number(form.bookTime),
    cutOffTime: form.cutOffTime,
    arriveCutOffTime: form.arriveCutOffTime,
    arriveBookTime: Number(form.arriveBookTime),
    serveSpan: Number(form.serveSpan),
    arriveServeSpan: Number(form.arriveServeSpan),
    // numeric(12,2) rounds nothing here: the rules allow 2 decimals at most.
    freight: form.freight.replace(/^-/, ''),
    freightThreshold: form.freightThreshold.replace(/^-/, ''),
    serveTimeMode: Number(form.serveTimeMode),
    serveInterval: Number(form.serveInterval),
    serveSlots: form.serveSlots,
    attrList: form.attrList,
    deliveryCycle: form.deliveryCycle.trim(),
    franchiseeType: Number(form.franchiseeType),
    franchiseeId: form.franchiseeId === '' ? null : (rowId(form.franchiseeId) ?? null),
    bussinessType: form.bussinessType.trim(),
    crossService: form.crossService === '1',
    crossCustoms: form.crossCustoms.trim(),
    storeNature: Number(form.storeNature),
    storeNotes: form.storeNotes,
  };
}

/** The conditions of the list's filters, always within the tenant and the stores in scope. */
function storeConditions(tenantId: number, filters: StoreFilters, scope: StoreScope): SQL {
  const conditions: (SQL | undefined)[] = [eq(stores.tenantId, tenantId), storeIdInScope(scope, stores.id)];
  const keyword = filters.keyword?.trim();
  if (keyword) {
    // One lower() and one byte-wise LIKE per row: ILIKE on each column lower-cases text and pattern
    // again for every row. chr(1) keeps a match from spanning the name and the code.
    const pattern = containsPattern(keyword.toLowerCase());
    conditions.push(sql`lower(${stores.storeName} || chr(1) || ${stores.storeCode}) like ${pattern}`);
  }
  if (filters.type) conditions.push(eq(stores.type, Number(filters.type)));
  if (filters.status) conditions.push(eq(stores.status, Number(filters.status)));
  if (filters.province) conditions.push(eq(stores.provinceCode, filters.province));
  if (filters.city) conditions.push(eq(stores.cityCode, filters.city));
  if (filters.franchiseeType) conditions.push(eq(stores.franchiseeType, Number(filters.franchiseeType)));
  if (filters.ids) conditions.push(inArray(stores.id, idList(filters.ids)));
  return and(...conditions) as SQL;
}

const listColumns = {
  id: stores.id,
  storeCode: stores.storeCode,
  storeName: stores.storeName,
  type: stores.type,
  status: stores.status,
  franchiseeType: stores.franchiseeType,
  franchiseeId: stores.franchiseeId,
  provinceCode: stores.provinceCode,
  cityCode: stores.cityCode,
  districtCode: stores.districtCode,
  address: stores.address,
  leaderOneName: stores.leaderOneName,
  leaderOnePhone: stores.leaderOnePhone,
  serviceHotline: stores.serviceHotline,
  isDelivery: stores.isDelivery,
  isFetch: stores.isFetch,
  updatedAt: stores.updatedAt,
  version: stores.version,
};
type ListRow = Pick<StoreRow, keyof typeof listColumns>;

const listRowOf = (row: ListRow): StoreListRow => ({
  id: String(row.id),
  storeCode: row.storeCode,
  storeName: row.storeName,
  type: code3(row.type),
  status: statusOf(row.status),
  franchiseeType: code3(row.franchiseeType),
  franchiseeId: row.franchiseeId === null ? '' : String(row.franchiseeId),
  province: row.provinceCode,
  city: row.cityCode,
  district: row.districtCode,
  areaName: areaNameOf(row.provinceCode, row.cityCode, row.districtCode),
  address: row.address,
  leaderOneName: row.leaderOneName,
  leaderOnePhone: row.leaderOnePhone,
  serviceHotline: row.serviceHotline,
  isDelivery: flag(row.isDelivery),
  isFetch: flag(row.isFetch),
  updatedAt: isoTime(row.updatedAt),
  version: row.version,
});

/** What a save came to. */
export type StoreSaveOutcome =
  | { kind: 'saved'; id: number; version: number }
  | { kind: 'notFound' }
  | { kind: 'createRefused' }
  | { kind: 'stale'; storeName: string }
  | { kind: 'duplicate'; code: string; storeName: string }
  | { kind: 'codeInUse'; code: string; employees: number }
  | { kind: 'problems'; problems: StoreProblem[] };

/** What a status change came to. */
export type StoreStatusOutcome =
  | { kind: 'done'; status: '0' | '1'; version: number }
  | { kind: 'notFound' }
  | { kind: 'ownStore'; storeName: string }
  | { kind: 'inUse'; storeName: string; employees: number; users: number };

/** What a change of a store's channels came to. */
export type ChannelOutcome =
  | { kind: 'done'; channels: StoreChannels }
  | { kind: 'notFound' }
  | { kind: 'unknownChannels'; codes: string[] }
  | { kind: 'unknownGroups'; codes: string[] }
  | { kind: 'unknownSubChannels'; codes: string[] }
  | { kind: 'notOpen'; codes: string[] };

/**
 * The store's row, locked for the rest of the transaction; undefined when the tenant has no such
 * store in the scope (another store's answers as one that does not exist).
 */
async function lockedStore(
  tx: Db,
  tenantId: number,
  id: number,
  scope: StoreScope,
): Promise<StoreRow | undefined> {
  const [row] = await tx
    .select()
    .from(stores)
    .where(and(eq(stores.tenantId, tenantId), eq(stores.id, id), storeIdInScope(scope, stores.id)))
    .for('update');
  return row;
}

/** The tenant's channels (or sub-channels) of these codes, each with its parent's code. */
const knownChannels = async (tx: Db, tenantId: number, codes: string[], level: 'channels' | 'subChannels') =>
  codes.length === 0
    ? []
    : tx
        .select({ code: salesChannels.code, parentCode: salesChannels.parentCode })
        .from(salesChannels)
        .where(
          and(
            eq(salesChannels.tenantId, tenantId),
            inArray(salesChannels.code, codes),
            level === 'channels' ? isNull(salesChannels.parentCode) : isNotNull(salesChannels.parentCode),
          ),
        );

/** A store's channel row joined to the channel it names. */
const channelOfRow = and(
  eq(salesChannels.tenantId, storeChannels.tenantId),
  eq(salesChannels.code, storeChannels.channelCode),
);

/**
 * The store's channels (with group codes) and sub-channels, named: one read of the tenant's sales
 * channels, each joined to the store's channel row and its sub-channel row, if any.
 */
async function channelsOfStore(db: Db, tenantId: number, storeId: number): Promise<StoreChannels> {
  const rows = await db
    .select({
      code: salesChannels.code,
      name: salesChannels.name,
      parentCode: salesChannels.parentCode,
      grpCode: storeChannels.grpCode,
      grpName: channelGroupCodes.name,
      open: storeChannels.channelCode,
      sub: storeSubChannels.subChannelCode,
    })
    .from(salesChannels)
    .leftJoin(storeChannels, and(channelOfRow, eq(storeChannels.storeId, storeId)))
    .leftJoin(
      channelGroupCodes,
      and(
        eq(channelGroupCodes.tenantId, storeChannels.tenantId),
        eq(channelGroupCodes.code, storeChannels.grpCode),
      ),
    )
    .leftJoin(
      storeSubChannels,
      and(
        eq(storeSubChannels.tenantId, salesChannels.tenantId),
        eq(storeSubChannels.subChannelCode, salesChannels.code),
        eq(storeSubChannels.storeId, storeId),
      ),
    )
    .where(
      and(
        eq(salesChannels.tenantId, tenantId),
        or(isNotNull(storeChannels.channelCode), isNotNull(storeSubChannels.subChannelCode)),
      ),
    )
    .orderBy(asc(salesChannels.sortOrder), asc(salesChannels.code));
  const result: StoreChannels = { storeId: String(storeId), channels: [], subChannels: [] };
  for (const row of rows) {
    if (row.open !== null)
      result.channels.push({
        channelCode: row.code,
        channelName: row.name,
        grpCode: row.grpCode ?? '',
        grpName: row.grpName ?? '',
      });
    if (row.sub !== null)
      result.subChannels.push({
        subChannelCode: row.code,
        subChannelName: row.name,
        channelCode: row.parentCode ?? '',
      });
  }
  return result;
}

/** Sub-channels whose channel the store is no longer open on go with it. */
async function dropOrphanSubChannels(tx: Db, tenantId: number, storeId: number): Promise<void> {
  await tx.execute(sql`
    delete from ${storeSubChannels} ssc
    using ${salesChannels} sc
    where ssc.store_id = ${storeId}
      and sc.tenant_id = ${tenantId}
      and sc.code = ssc.sub_channel_code
      and not exists (
        select 1 from ${storeChannels} scn
        where scn.store_id = ${storeId} and scn.channel_code = sc.parent_code
      )`);
}

/** The codes no row names. */
const missing = (codes: string[], rows: { code: string }[]): string[] => {
  const known = new Set(rows.map((row) => row.code));
  return codes.filter((code) => !known.has(code));
};

/** A code column's value is not among the codes (no condition when there are none: every row). */
const notAmong = (column: AnyPgColumn, codes: string[]): SQL | undefined =>
  codes.length > 0 ? notInArray(column, codes) : undefined;

/**
 * Change a store's channels in one transaction: the store in the scope locked, the change (which may
 * refuse), then the store's channels as they now stand.
 */
function changeChannels(
  db: Db,
  tenantId: number,
  storeId: number,
  scope: StoreScope,
  change: (tx: Db) => Promise<Exclude<ChannelOutcome, { kind: 'done' }> | undefined>,
): Promise<ChannelOutcome> {
  return db.transaction(async (tx): Promise<ChannelOutcome> => {
    if (!(await lockedStore(tx, tenantId, storeId, scope))) return { kind: 'notFound' };
    const refusal = await change(tx);
    return refusal ?? { kind: 'done', channels: await channelsOfStore(tx, tenantId, storeId) };
  });
}

export function orgStoresRepository(db: Db, changed: AccessChanged) {
  return {
    /** One page of the store list (by code) and how many stores the filters select. */
    async list(
      tenantId: number,
      query: StoreListQuery,
      scope: StoreScope,
    ): Promise<{ list: StoreListRow[]; total: number }> {
      const pageNo = query.pageNo ?? 1;
      const pageSize = query.pageSize ?? 10;
      const where = storeConditions(tenantId, query, scope);
      // One statement: the filter runs once for the page and its total (the dearest part on PGlite).
      const rows = await db
        .select({ ...listColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
        .from(stores)
        .where(where)
        .orderBy(asc(stores.storeCode))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize);
      let total = rows[0]?.total;
      if (total === undefined) {
        // A page past the end: the count comes on its own.
        const [counted] = await db.select({ total: count() }).from(stores).where(where);
        total = counted?.total ?? 0;
      }
      return { list: rows.map(listRowOf), total };
    },

    /** The list page with each store's channel names and franchisee name. */
    async listNew(
      tenantId: number,
      query: StoreListQuery,
      scope: StoreScope,
    ): Promise<{ list: StoreListRowNew[]; total: number }> {
      const page = await this.list(tenantId, query, scope);
      const ids = page.list.map((row) => Number(row.id));
      const franchiseeIds = [
        ...new Set(page.list.map((row) => rowId(row.franchiseeId)).filter((id) => id !== undefined)),
      ];
      const [channelRows, franchiseeRows] = await Promise.all([
        ids.length === 0
          ? []
          : db
              .select({ storeId: storeChannels.storeId, name: salesChannels.name })
              .from(storeChannels)
              .innerJoin(salesChannels, channelOfRow)
              .where(and(eq(storeChannels.tenantId, tenantId), inArray(storeChannels.storeId, ids)))
              .orderBy(asc(salesChannels.sortOrder), asc(salesChannels.code)),
        franchiseeIds.length === 0
          ? []
          : db
              .select({ id: franchisees.id, name: franchisees.name })
              .from(franchisees)
              .where(and(eq(franchisees.tenantId, tenantId), inArray(franchisees.id, franchiseeIds))),
      ]);
      const names = new Map<number, string[]>();
      for (const row of channelRows) names.set(row.storeId, [...(names.get(row.storeId) ?? []), row.name]);
      const franchiseeNames = new Map(franchiseeRows.map((row) => [row.id, row.name]));
      return {
        total: page.total,
        list: page.list.map((row) => ({
          ...row,
          channelNames: names.get(Number(row.id)) ?? [],
          franchiseeName: franchiseeNames.get(rowId(row.franchiseeId) ?? 0) ?? '',
        })),
      };
    },

    /** The stores of a picker: at most STORE_PICKER_MAX by code, and how many matched. */
    async picker(
      tenantId: number,
      query: StorePickerQuery,
      scope: StoreScope,
    ): Promise<{ list: StorePickerItem[]; total: number }> {
      const where = storeConditions(tenantId, { keyword: query.keyword, status: query.status }, scope);
      const rows = await db
        .select({
          id: stores.id,
          storeCode: stores.storeCode,
          storeName: stores.storeName,
          status: stores.status,
          type: stores.type,
          cityCode: stores.cityCode,
          total: sql<number>`count(*) over()`.mapWith(Number),
        })
        .from(stores)
        .where(where)
        .orderBy(asc(stores.storeCode), asc(stores.id))
        .limit(STORE_PICKER_MAX);
      return {
        total: rows[0]?.total ?? 0,
        list: rows.map((row) => ({
          id: String(row.id),
          storeCode: row.storeCode,
          storeName: row.storeName,
          status: statusOf(row.status),
          type: code3(row.type),
          cityCode: row.cityCode,
        })),
      };
    },

    /** One store as its form; undefined when the tenant has no such store in the scope. */
    async form(tenantId: number, id: number, scope: StoreScope): Promise<StoreForm | undefined> {
      const [row] = await db
        .select()
        .from(stores)
        .where(and(eq(stores.tenantId, tenantId), eq(stores.id, id), storeIdInScope(scope, stores.id)));
      return row ? formOf(row) : undefined;
    },

    /** Every store code of the tenant (for the next free code). */
    async codes(tenantId: number): Promise<string[]> {
      const rows = await db
        .select({ code: stores.storeCode })
        .from(stores)
        .where(eq(stores.tenantId, tenantId));
      return rows.map((row) => row.code);
    },

    /**
     * Create (form.id '') or update a store from a checked form, in one transaction. `merge` builds the
     * form from the stored store (an update keeps the fields it does not post); refusals come before
     * any write. A store outside the scope is not found. A new store is for tenant-wide users only:
     * nobody holds a role in it yet, so a store-scoped user would create a store they could not see
     * again (it would leave their list at once); they are refused (createRefused) before anything.
     */
    async save(
      tenantId: number,
      creating: boolean,
      id: number | undefined,
      build: (stored: StoreForm | undefined) => { form: StoreForm; problems: StoreProblem[] },
      now: Date,
      scope: StoreScope,
    ): Promise<StoreSaveOutcome> {
      if (creating && !scope.all) return { kind: 'createRefused' };
      const write = () =>
        db.transaction(async (tx): Promise<StoreSaveOutcome> => {
          // Codes are unique in the tenant: one writer of them at a time, so the check below holds.
          await lockTenant(tx, 'store-code', tenantId);
          let current: StoreRow | undefined;
          if (!creating) {
            current = id === undefined ? undefined : await lockedStore(tx, tenantId, id, scope);
            if (!current) return { kind: 'notFound' };
          }
          const { form, problems } = build(current ? formOf(current) : undefined);
          if (current && form.version !== current.version)
            return { kind: 'stale', storeName: current.storeName };
          if (problems.length > 0) return { kind: 'problems', problems };

          const [taken] = await tx
            .select({ id: stores.id, storeName: stores.storeName })
            .from(stores)
            .where(and(eq(stores.tenantId, tenantId), eq(stores.storeCode, form.storeid)));
          if (taken && taken.id !== current?.id) {
            return { kind: 'duplicate', code: form.storeid, storeName: taken.storeName };
          }
          if (form.franchiseeId !== '') {
            const franchiseeId = rowId(form.franchiseeId);
            const [franchisee] =
              franchiseeId === undefined
                ? []
                : await tx
                    .select({ id: franchisees.id, name: franchisees.name, status: franchisees.status })
                    .from(franchisees)
                    .where(and(eq(franchisees.tenantId, tenantId), eq(franchisees.id, franchiseeId)));
            const refuse = (problem: Omit<StoreProblem, 'field'>): StoreSaveOutcome => ({
              kind: 'problems',
              problems: [{ field: 'franchiseeId', ...problem }],
            });
            if (!franchisee)
              return refuse({ key: 'deptFranchiseeUnknown', params: { value: form.franchiseeId } });
            // A disabled franchisee takes no new stores; a store it already has keeps it.
            if (franchisee.status !== 1 && current?.franchiseeId !== franchisee.id)
              return refuse({ key: 'deptFranchiseeDisabled', params: { name: franchisee.name } });
          }
          // Employees name their department by store code: it may not change under them.
          if (current && current.storeCode !== form.storeid) {
            const [referencing] = await tx
              .select({ n: count() })
              .from(employees)
              .where(and(eq(employees.tenantId, tenantId), eq(employees.deptCode, current.storeCode)));
            const n = referencing?.n ?? 0;
            if (n > 0) return { kind: 'codeInUse', code: current.storeCode, employees: n };
          }

          const columns = { ...columnsOf(form), updatedAt: now };
          if (!current) {
            const [created] = await tx
              .insert(stores)
              .values({ tenantId, ...columns, status: Number(form.status), createdAt: now, version: 1 })
              .returning({ id: stores.id, version: stores.version });
            if (!created) throw new Error('store was not inserted');
            return { kind: 'saved', id: created.id, version: created.version };
          }
          const [updated] = await tx
            .update(stores)
            .set({ ...columns, version: sql`${stores.version} + 1` })
            .where(and(eq(stores.tenantId, tenantId), eq(stores.id, current.id)))
            .returning({ id: stores.id, version: stores.version });
          if (!updated) throw new Error('store was not updated');
          return { kind: 'saved', id: updated.id, version: updated.version };
        });
      let outcome: StoreSaveOutcome;
      try {
        outcome = await write();
      } catch (error) {
        // A store written meanwhile by a path that does not take the lock (a seed, an import).
        if (!isUniqueViolation(error)) throw error;
        outcome = await write();
      }
      // The department and role lists of sessions show store codes and names.
      if (outcome.kind === 'saved' && !creating) await changed({ tenant: tenantId });
      return outcome;
    },

    /**
     * Set a store's status (or toggle it when `status` is undefined). Disabling is refused for the
     * caller's current store and while active employees or users with roles depend on the store.
     */
    async setStatus(
      tenantId: number,
      id: number,
      status: '0' | '1' | undefined,
      currentStoreId: number | null,
      now: Date,
      scope: StoreScope,
    ): Promise<StoreStatusOutcome> {
      const outcome = await db.transaction(async (tx): Promise<StoreStatusOutcome> => {
        const store = await lockedStore(tx, tenantId, id, scope);
        if (!store) return { kind: 'notFound' };
        const next = status ?? (store.status === 1 ? '0' : '1');
        if (statusOf(store.status) === next) return { kind: 'done', status: next, version: store.version };
        if (next === '0') {
          if (store.id === currentStoreId) return { kind: 'ownStore', storeName: store.storeName };
          const [staff] = await tx
            .select({ n: count() })
            .from(employees)
            .where(
              and(
                eq(employees.tenantId, tenantId),
                eq(employees.deptCode, store.storeCode),
                eq(employees.status, 1),
              ),
            );
          const [holders] = await tx
            .select({ n: count() })
            .from(userStoreRoles)
            .innerJoin(users, eq(users.id, userStoreRoles.userId))
            .where(
              and(
                eq(userStoreRoles.storeId, store.id),
                eq(users.tenantId, tenantId),
                // A disabled user (status 0: the employee left) holds nothing any more.
                ne(users.status, 0),
                sql`cardinality(${userStoreRoles.roleIds}) > 0`,
              ),
            );
          const employeeCount = staff?.n ?? 0;
          const userCount = holders?.n ?? 0;
          if (employeeCount > 0 || userCount > 0) {
            return { kind: 'inUse', storeName: store.storeName, employees: employeeCount, users: userCount };
          }
        }
        const [updated] = await tx
          .update(stores)
          .set({ status: Number(next), updatedAt: now, version: sql`${stores.version} + 1` })
          .where(eq(stores.id, store.id))
          .returning({ version: stores.version });
        if (!updated) throw new Error('store status was not updated');
        return { kind: 'done', status: next, version: updated.version };
      });
      // Role assignments in a disabled store stop counting (grants and lists join active stores only).
      if (outcome.kind === 'done') await changed({ tenant: tenantId });
      return outcome;
    },

    /** The next rows of an export after `afterId` (by id), with channel names and franchisee name. */
    async exportPage(
      tenantId: number,
      filters: StoreFilters,
      scope: StoreScope,
      afterId: number,
      limit: number,
    ) {
      const rows = await db
        .select({
          store: stores,
          franchiseeName: sql<string>`coalesce(${franchisees.name}, '')`,
          channelNames: sql<string>`coalesce((
            select string_agg(sc.name, '、' order by sc.sort_order, sc.code)
            from ${storeChannels} scn
            join ${salesChannels} sc on sc.tenant_id = scn.tenant_id and sc.code = scn.channel_code
            where scn.store_id = ${stores.id}), '')`,
        })
        .from(stores)
        .leftJoin(
          franchisees,
          and(eq(franchisees.id, stores.franchiseeId), eq(franchisees.tenantId, tenantId)),
        )
        .where(and(storeConditions(tenantId, filters, scope), gt(stores.id, afterId)))
        .orderBy(asc(stores.id))
        .limit(limit);
      return rows.map((row) => ({
        ...formOf(row.store),
        franchiseeName: row.franchiseeName,
        channelNames: row.channelNames,
      }));
    },

    // ---- channels

    /** The tenant's channels with their sub-channels (only active ones when `activeOnly`). */
    async channelList(tenantId: number, activeOnly: boolean): Promise<SalesChannel[]> {
      const rows = await db
        .select()
        .from(salesChannels)
        .where(
          and(eq(salesChannels.tenantId, tenantId), activeOnly ? eq(salesChannels.active, true) : undefined),
        )
        .orderBy(asc(salesChannels.sortOrder), asc(salesChannels.code));
      const channels: SalesChannel[] = rows
        .filter((row) => row.parentCode === null)
        .map((row) => ({ code: row.code, name: row.name, active: row.active, subChannels: [] }));
      const byCode = new Map(channels.map((channel) => [channel.code, channel]));
      for (const row of rows) {
        if (row.parentCode === null) continue;
        byCode.get(row.parentCode)?.subChannels.push({ code: row.code, name: row.name, active: row.active });
      }
      return channels;
    },

    async groupCodes(tenantId: number) {
      return db
        .select({ code: channelGroupCodes.code, name: channelGroupCodes.name })
        .from(channelGroupCodes)
        .where(eq(channelGroupCodes.tenantId, tenantId))
        .orderBy(asc(channelGroupCodes.sortOrder), asc(channelGroupCodes.code));
    },

    /** The store's channels and sub-channels; undefined when the tenant has no such store in the scope. */
    async storeChannels(
      tenantId: number,
      storeId: number,
      scope: StoreScope,
    ): Promise<StoreChannels | undefined> {
      const [store] = await db
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.tenantId, tenantId), eq(stores.id, storeId), storeIdInScope(scope, stores.id)));
      return store ? channelsOfStore(db, tenantId, storeId) : undefined;
    },

    /**
     * Replace the channels a store is open on, in one transaction. With `groups` false (setStoreChannelRel)
     * kept channels keep their group code and new ones have none; with true (setDeptChannelList) each
     * gets the group code given. Sub-channels of removed channels go.
     */
    async setChannels(
      tenantId: number,
      storeId: number,
      entries: StoreChannelEntry[],
      groups: boolean,
      scope: StoreScope,
    ): Promise<ChannelOutcome> {
      return changeChannels(db, tenantId, storeId, scope, async (tx) => {
        const codes = entries.map((entry) => entry.channelCode);
        const known = await knownChannels(tx, tenantId, codes, 'channels');
        const unknown = missing(codes, known);
        if (unknown.length > 0) return { kind: 'unknownChannels', codes: unknown };
        const grpCodes = [
          ...new Set(entries.map((entry) => entry.grpCode ?? '').filter((code) => code !== '')),
        ];
        if (grpCodes.length > 0) {
          const rows = await tx
            .select({ code: channelGroupCodes.code })
            .from(channelGroupCodes)
            .where(and(eq(channelGroupCodes.tenantId, tenantId), inArray(channelGroupCodes.code, grpCodes)));
          const unknownGroups = missing(grpCodes, rows);
          if (unknownGroups.length > 0) return { kind: 'unknownGroups', codes: unknownGroups };
        }

        await tx
          .delete(storeChannels)
          .where(and(eq(storeChannels.storeId, storeId), notAmong(storeChannels.channelCode, codes)));
        if (entries.length > 0) {
          const values = entries.map((entry) => ({
            tenantId,
            storeId,
            channelCode: entry.channelCode,
            grpCode: entry.grpCode ?? '',
          }));
          const insert = tx.insert(storeChannels).values(values);
          await (groups
            ? insert.onConflictDoUpdate({
                target: [storeChannels.storeId, storeChannels.channelCode],
                set: { grpCode: sql`excluded.grp_code` },
              })
            : insert.onConflictDoNothing());
        }
        await dropOrphanSubChannels(tx, tenantId, storeId);
        return undefined;
      });
    },

    /** Replace a store's sub-channels, each under a channel the store is open on, in one transaction. */
    async setSubChannels(
      tenantId: number,
      storeId: number,
      codes: string[],
      scope: StoreScope,
    ): Promise<ChannelOutcome> {
      return changeChannels(db, tenantId, storeId, scope, async (tx) => {
        if (codes.length > 0) {
          const rows = await knownChannels(tx, tenantId, codes, 'subChannels');
          const parents = new Map(rows.map((row) => [row.code, row.parentCode ?? '']));
          const unknown = missing(codes, rows);
          if (unknown.length > 0) return { kind: 'unknownSubChannels', codes: unknown };
          const open = await tx
            .select({ code: storeChannels.channelCode })
            .from(storeChannels)
            .where(eq(storeChannels.storeId, storeId));
          const openCodes = new Set(open.map((row) => row.code));
          const closed = codes.filter((code) => !openCodes.has(parents.get(code) ?? ''));
          if (closed.length > 0) return { kind: 'notOpen', codes: closed };
        }
        await tx
          .delete(storeSubChannels)
          .where(
            and(eq(storeSubChannels.storeId, storeId), notAmong(storeSubChannels.subChannelCode, codes)),
          );
        if (codes.length > 0) {
          await tx
            .insert(storeSubChannels)
            .values(codes.map((subChannelCode) => ({ tenantId, storeId, subChannelCode })))
            .onConflictDoNothing();
        }
        return undefined;
      });
    },
  };
}

export type OrgStoresRepository = ReturnType<typeof orgStoresRepository>;
export type StoreExportRow = Awaited<ReturnType<OrgStoresRepository['exportPage']>>[number];
