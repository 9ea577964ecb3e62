import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, smallint } from 'drizzle-orm/pg-core';
import { addressColumns, coordinateColumns, str, textList, updatedAt, version } from './columns';

/** One serve slot of a store's schedule: a weekday (1 Monday … 7 Sunday) and HH:mm times. */
export interface ServeSlot {
  /** 'delivery' (the store delivers) or 'arrive' (customers arrive to pick up). */
  type: 'delivery' | 'arrive';
  weekday: number;
  start: string;
  end: string;
}

const flag = (name: string, value = false) => boolean(name).notNull().default(value);
const minutes = (name: string, value = 0) => integer(name).notNull().default(value);
const money = (name: string) => numeric(name, { precision: 12, scale: 2 }).notNull().default('0');

/**
 * The store/department columns of spec §3 beyond identity (code, name, status), spread into the
 * `stores` table of schema-core. Defaults are spec §9 "Store defaults". Times of day are 'HH:mm'
 * strings ('' when not set); durations are minutes; money is numeric(12,2).
 */
export const storeDetailColumns = () => ({
  // identity and contact
  /** 1 store, 2 department, 3 warehouse. */
  type: smallint('type').notNull().default(1),
  accountNo: str('account_no'),
  accountName: str('account_name'),
  storeDesc: str('store_desc'),
  leaderOneNo: str('leader_one_no'),
  leaderOneName: str('leader_one_name'),
  leaderOnePhone: str('leader_one_phone'),
  operateArea: numeric('operate_area', { precision: 12, scale: 2 }),
  empNum: integer('emp_num'),
  serviceHotline: str('service_hotline'),
  // address and location (GB/T 2260 codes)
  ...addressColumns(),
  openTimeNew: str('open_time_new'),
  ...coordinateColumns(),
  ipAddress: str('ip_address'),
  // links and codes
  link: str('link'),
  refStoreCode: str('ref_store_code'),
  shipWareCode: str('ship_ware_code'),
  bizTypeCode: str('biz_type_code'),
  transferWarehouseCode: str('transfer_warehouse_code'),
  // flags
  isDelivery: flag('is_delivery'),
  isFetch: flag('is_fetch'),
  isPermitPayInStore: flag('is_permit_pay_in_store'),
  isNearbyStore: flag('is_nearby_store', true),
  isAllowStock: flag('is_allow_stock'),
  allowAbout2dateSale: flag('allow_about2date_sale'),
  autoInStock: flag('auto_in_stock'),
  supportTodayPick: flag('support_today_pick'),
  isPickedup: flag('is_pickedup', true),
  isOpenInTime: flag('is_open_in_time'),
  // times and durations
  startTime: str('start_time'),
  endTime: str('end_time'),
  autoInStockDays: minutes('auto_in_stock_days'),
  inTime: minutes('in_time', 10),
  bookTime: minutes('book_time'),
  cutOffTime: str('cut_off_time'),
  arriveCutOffTime: str('arrive_cut_off_time'),
  arriveBookTime: minutes('arrive_book_time'),
  serveSpan: minutes('serve_span'),
  arriveServeSpan: minutes('arrive_serve_span'),
  // money
  freight: money('freight'),
  freightThreshold: money('freight_threshold'),
  // serve schedule
  /** Serve time mode (spec §9 default 2): 1 whole day, 2 by interval, 3 by slot. */
  serveTimeMode: smallint('serve_time_mode').notNull().default(2),
  /** Minutes between serve times in mode 2. */
  serveInterval: integer('serve_interval').notNull().default(30),
  serveSlots: jsonb('serve_slots')
    .$type<ServeSlot[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  // classification
  attrList: textList('attr_list'),
  deliveryCycle: str('delivery_cycle'),
  /** 1 direct, 2 franchise, 3 joint operation. */
  franchiseeType: smallint('franchisee_type').notNull().default(1),
  franchiseeId: integer('franchisee_id'),
  bussinessType: str('bussiness_type'),
  crossService: flag('cross_service'),
  crossCustoms: str('cross_customs'),
  storeNature: smallint('store_nature').notNull().default(1),
  storeNotes: str('store_notes'),
  version: version(),
  updatedAt: updatedAt(),
});
