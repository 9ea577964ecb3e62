import { StoreForm, type ServeSlot, type StoreFormBody, storeFormDefaults } from '@rcadmin/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { scheduleText } from '../../src/services/store-export';
import {
  areaNameOf,
  checkStoreForm,
  codeList,
  mergeStoreForm,
  nextStoreCode,
  slotProblems,
} from '../../src/domain/store-rules';

/** A valid form to vary one field at a time. */
const valid = (): StoreForm => ({ ...storeFormDefaults(), storeid: 'S100', storename: '测试店 Test' });
/** The fields a form's values are refused on. */
const refused = (changes: Partial<StoreForm>) =>
  checkStoreForm({ ...valid(), ...changes }).map((p) => p.field);
const merged = (body: Record<string, string>, base = storeFormDefaults()) =>
  mergeStoreForm(base, { storeid: 'S100', storename: 'Test', ...body } as StoreFormBody);

const slot = (type: ServeSlot['type'], weekday: number, start: string, end: string): ServeSlot => ({
  type,
  weekday,
  start,
  end,
});

describe('store form rules', () => {
  it('[DATA-28] a new store starts with the spec §9 defaults, also for fields a save leaves out', () => {
    const form = storeFormDefaults();
    expect(form).toMatchObject({
      isNearbyStore: '1',
      isPickedup: '1',
      inTime: '10',
      bookTime: '0',
      freight: '0.00',
      freightThreshold: '0.00',
      serveTimeMode: '2',
      status: '1',
      storeNature: '1',
    });
    expect(Value.Check(StoreForm, form)).toBe(true);
    const { form: saved, problems } = merged({ inTime: '', freight: '' });
    expect(problems).toEqual([]);
    expect(saved).toMatchObject({ inTime: '10', freight: '0.00', isNearbyStore: '1', isPickedup: '1' });
    expect(checkStoreForm(saved)).toEqual([]);
  });

  it('[DATA-22] identity and contact: every field by its spec name; code and name required, phones checked', () => {
    const fields = Object.keys((StoreForm as unknown as { properties: object }).properties);
    expect(fields).toEqual(
      expect.arrayContaining([
        'id',
        'type',
        'storeid',
        'storename',
        'accountNo',
        'accountName',
        'storedesc',
        'leaderOneNo',
        'leaderOneName',
        'leaderOnePhone',
        'operateArea',
        'empNum',
        'serviceHotline',
      ]),
    );
    expect(refused({ storeid: '' })).toEqual(['storeid']);
    expect(refused({ storeid: 'S 1' })).toEqual(['storeid']);
    expect(refused({ storename: '' })).toEqual(['storename']);
    expect(refused({ leaderOnePhone: '13912345678' })).toEqual([]);
    expect(refused({ leaderOnePhone: '010-12345678' })).toEqual([]);
    expect(refused({ leaderOnePhone: '0755-8765432-12' })).toEqual([]);
    expect(refused({ leaderOnePhone: '12345' })).toEqual(['leaderOnePhone']);
    expect(refused({ leaderOnePhone: '23912345678' })).toEqual(['leaderOnePhone']);
    expect(refused({ serviceHotline: '400-123-4567' })).toEqual([]);
    expect(refused({ serviceHotline: 'call us' })).toEqual(['serviceHotline']);
    expect(refused({ operateArea: '120.5' })).toEqual([]);
    expect(refused({ operateArea: '-3' })).toEqual(['operateArea']);
    expect(Value.Check(StoreForm, { ...valid(), type: '4' })).toBe(false);
  });

  it('[DATA-23] address, location, links and codes: nested GB/T 2260 areas, coordinate ranges, IP, link', () => {
    expect(refused({ province: '440000', city: '440300', district: '440305' })).toEqual([]);
    expect(areaNameOf('440000', '440300', '440305')).toBe('广东省 深圳市 南山区');
    expect(refused({ province: '440000', city: '330100' })).toEqual(['city']);
    expect(refused({ province: '999999' })).toEqual(['province']);
    expect(refused({ city: '440300' })).toEqual(['city']);
    expect(refused({ longitude: '113.934512', latitude: '22.540503' })).toEqual([]);
    expect(refused({ longitude: '-180', latitude: '90' })).toEqual([]);
    expect(refused({ longitude: '180.5', latitude: '22' })).toEqual(['longitude']);
    expect(refused({ longitude: '113', latitude: '-90.1' })).toEqual(['latitude']);
    expect(refused({ longitude: '113.1234567', latitude: '22' })).toEqual(['longitude']);
    expect(refused({ longitude: '113' })).toEqual(['latitude']);
    expect(refused({ openTimeNew: '2024-02-29' })).toEqual([]);
    expect(refused({ openTimeNew: '2023-02-29' })).toEqual(['openTimeNew']);
    expect(refused({ ipAddress: '10.0.0.1' })).toEqual([]);
    expect(refused({ ipAddress: '::1' })).toEqual([]);
    expect(refused({ ipAddress: '10.0.0.256' })).toEqual(['ipAddress']);
    expect(refused({ link: 'https://shop.example.com/s/1' })).toEqual([]);
    expect(refused({ link: 'javascript:alert(1)' })).toEqual(['link']);
    expect(refused({ refStoreCode: 'WH-01.A', shipWareCode: 'W_2', bizTypeCode: 'B1' })).toEqual([]);
    expect(refused({ transferWarehouseCode: '中转 1' })).toEqual(['transferWarehouseCode']);
  });

  it('[DATA-24] the ten flags are 0/1 on the wire, nothing else', () => {
    const flags = [
      'isDelivery',
      'isFetch',
      'isPermitPayInStore',
      'isNearbyStore',
      'isAllowStock',
      'allowAbout2dateSale',
      'autoInStock',
      'supportTodayPick',
      'isPickedup',
      'isOpenInTime',
    ] as const;
    for (const flag of flags) {
      expect(Value.Check(StoreForm, { ...valid(), [flag]: '1' }), flag).toBe(true);
      expect(Value.Check(StoreForm, { ...valid(), [flag]: 'true' }), flag).toBe(false);
      expect(Value.Check(StoreForm, { ...valid(), [flag]: true }), flag).toBe(false);
    }
  });

  it('[DATA-25] times are HH:mm with start before end, durations in range, money ≥ 0 with 2 decimals', () => {
    expect(refused({ startTime: '08:00', endTime: '22:00' })).toEqual([]);
    expect(refused({ startTime: '22:00', endTime: '08:00' })).toEqual(['endTime']);
    expect(refused({ startTime: '08:00', endTime: '08:00' })).toEqual(['endTime']);
    expect(refused({ startTime: '8:00', endTime: '22:00' })).toEqual(['startTime']);
    expect(refused({ startTime: '08:00', endTime: '24:00' })).toEqual(['endTime']);
    expect(refused({ startTime: '08:00' })).toEqual(['endTime']);
    expect(refused({ cutOffTime: '21:30', arriveCutOffTime: '20:00' })).toEqual([]);
    expect(refused({ cutOffTime: '25:00' })).toEqual(['cutOffTime']);
    expect(refused({ inTime: '10080', bookTime: '0', autoInStockDays: '365' })).toEqual([]);
    expect(refused({ inTime: '10081' })).toEqual(['inTime']);
    expect(refused({ autoInStockDays: '366' })).toEqual(['autoInStockDays']);
    expect(refused({ freight: '12.50', freightThreshold: '99' })).toEqual([]);
    expect(refused({ freight: '-1' })).toEqual(['freight']);
    expect(refused({ freightThreshold: '1.234' })).toEqual(['freightThreshold']);
    expect(refused({ freight: 'abc' })).toEqual(['freight']);
  });

  it('[DATA-26] the serve schedule: modes, interval 5..240, weekday 1..7 slots of both types that never overlap', () => {
    expect(refused({ serveInterval: '5' })).toEqual([]);
    expect(refused({ serveInterval: '240' })).toEqual([]);
    expect(refused({ serveInterval: '4' })).toEqual(['serveInterval']);
    expect(refused({ serveInterval: '241' })).toEqual(['serveInterval']);
    expect(Value.Check(StoreForm, { ...valid(), serveTimeMode: '4' })).toBe(false);

    const week = [
      slot('delivery', 1, '09:00', '12:00'),
      slot('delivery', 1, '12:00', '18:00'),
      slot('arrive', 1, '10:00', '11:00'),
      slot('delivery', 7, '09:00', '21:00'),
    ];
    expect(slotProblems(week)).toEqual([]);
    expect(refused({ serveTimeMode: '3', serveSlots: week })).toEqual([]);
    expect(refused({ serveTimeMode: '3', serveSlots: [] })).toEqual(['serveSlots']);
    const overlapping = slotProblems([
      slot('arrive', 2, '09:00', '12:00'),
      slot('arrive', 2, '11:30', '13:00'),
    ]);
    expect(overlapping).toEqual([
      {
        field: 'serveSlots.1.start',
        key: 'deptSlotOverlap',
        params: { other: 1, start: '09:00', end: '12:00' },
      },
    ]);
    expect(slotProblems([slot('delivery', 3, '14:00', '09:00')]).map((p) => p.field)).toEqual([
      'serveSlots.0.end',
    ]);
    expect(slotProblems([slot('delivery', 3, '9:00', '10:00')]).map((p) => p.field)).toEqual([
      'serveSlots.0.start',
    ]);

    // Posted as JSON text in one form field; a weekday outside 1..7 or a bad shape is refused on the field.
    const posted = merged({ serveSlots: JSON.stringify(week), serveTimeMode: '3' });
    expect(posted.problems).toEqual([]);
    expect(posted.form.serveSlots).toEqual(week);
    expect(merged({ serveSlots: JSON.stringify([slot('delivery', 8, '09:00', '10:00')]) }).problems).toEqual([
      expect.objectContaining({ field: 'serveSlots' }),
    ]);
    expect(merged({ serveSlots: '[{' }).problems.map((p) => p.field)).toEqual(['serveSlots']);
    expect(scheduleText(week, (key) => key)).toBe(
      'deptSlotDelivery: deptWeekday1 09:00–12:00, 12:00–18:00; deptWeekday7 09:00–21:00 | ' +
        'deptSlotArrive: deptWeekday1 10:00–11:00',
    );
  });

  it('[DATA-27] classification: attributes as JSON or a comma list, direct stores carry no franchisee', () => {
    expect(merged({ attrList: '["生鲜"," 24h ","生鲜",""]' }).form.attrList).toEqual(['生鲜', '24h']);
    expect(merged({ attrList: 'a, b,,c' }).form.attrList).toEqual(['a', 'b', 'c']);
    expect(merged({ attrList: '[1,2]' }).problems.map((p) => p.field)).toEqual(['attrList']);
    expect(merged({ attrList: '["\\u0000"]' }).problems.map((p) => p.field)).toEqual(['attrList']);
    const many = Array.from({ length: 21 }, (_, i) => `attr${i}`);
    expect(refused({ attrList: many })).toEqual(['attrList']);
    expect(merged({ franchiseeType: '1', franchiseeId: '7' }).form.franchiseeId).toBe('');
    expect(merged({ franchiseeType: '2', franchiseeId: '7' }).form.franchiseeId).toBe('7');
    expect(Value.Check(StoreForm, { ...valid(), storeNature: '0' })).toBe(false);
    expect(Value.Check(StoreForm, { ...valid(), crossService: '1', crossCustoms: 'HK-01' })).toBe(true);
  });

  it('an update keeps the fields a save leaves out', () => {
    const stored = { ...valid(), id: '5', address: '深南大道 1 号', inTime: '25', version: 3 };
    const { form } = merged({ storename: '新名字', version: '3' }, stored);
    expect(form).toMatchObject({
      id: '5',
      storename: '新名字',
      address: '深南大道 1 号',
      inTime: '25',
      version: 3,
    });
  });

  it('proposes the next free store code and reads code lists', () => {
    expect(nextStoreCode([])).toBe('S001');
    expect(nextStoreCode(['S001', 'S005', 'X999', 'S0a'])).toBe('S006');
    expect(nextStoreCode(['S0999'])).toBe('S1000');
    expect(nextStoreCode(['S000123'])).toBe('S000124');
    expect(codeList('POS, MINI,,POS')).toEqual(['POS', 'MINI']);
    expect(codeList('["POS","MINI"]')).toEqual(['POS', 'MINI']);
    expect(codeList('')).toEqual([]);
    expect(codeList('[1]')).toBeUndefined();
    expect(codeList('[')).toBeUndefined();
  });
});
