// @vitest-environment node
import type { ServeSlot } from '@rcadmin/contract';
import { describe, expect, test } from 'vitest';
import {
  addSlot,
  coordinateProblem,
  copyMondayToAll,
  fromFormValues,
  newStore,
  FIELD_NAMES,
  fieldNameOf,
  sectionOf,
  slotOf,
  removeSlot,
  slotProblems,
  toFormValues,
  STORE_NATURES,
} from './store-form-model';
import { en } from '../../locales/en';
import { es } from '../../locales/es';
import { zh } from '../../locales/zh';

const slot = (
  weekday: number,
  start: string,
  end: string,
  type: ServeSlot['type'] = 'delivery',
): ServeSlot => ({
  type,
  weekday,
  start,
  end,
});

describe('a new store', () => {
  test('[DATA-28] starts with the store defaults: nearby and pickup point on, in 10, book 0, freight 0, mode 2, status 1, nature 1', () => {
    const store = newStore('S000013');
    expect(store).toMatchObject({
      storeid: 'S000013',
      id: '',
      version: 0,
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
    // The other flags are off and the schedule empty.
    expect(store.isDelivery).toBe('0');
    expect(store.crossService).toBe('0');
    expect(store.serveSlots).toEqual([]);
  });

  test('[DATA-28] the form shows the defaults and a save sends them unchanged', () => {
    const store = newStore('S1');
    const values = toFormValues(store);
    expect(values.area).toEqual([]);
    expect(fromFormValues(values, store)).toEqual(store);
  });
});

describe('the form values and the store', () => {
  test('the address is one cascader value: [province, city, district] codes', () => {
    const store = {
      ...newStore(),
      province: '440000',
      city: '440300',
      district: '440305',
      id: '7',
      version: 4,
    };
    const values = toFormValues(store);
    expect(values.area).toEqual(['440000', '440300', '440305']);
    const back = fromFormValues({ ...values, area: ['330000', '330100'] }, store);
    expect(back).toMatchObject({ province: '330000', city: '330100', district: '', id: '7', version: 4 });
  });

  test('a save keeps the id and version read, trims texts and drops the franchisee of a direct store', () => {
    const store = { ...newStore(), id: '7', version: 4 };
    const back = fromFormValues(
      {
        ...toFormValues(store),
        storename: '  West Lake ',
        franchiseeType: '1',
        franchiseeId: '3',
        attrList: [' 24h', '24h', ''],
        id: '99',
        version: 1,
      },
      store,
    );
    expect(back).toMatchObject({
      id: '7',
      version: 4,
      storename: 'West Lake',
      franchiseeId: '',
      attrList: ['24h'],
    });
  });
});

describe('the serve schedule', () => {
  test('[DATA-26] slots of one weekday and type must not overlap; touching slots and other days or types may', () => {
    const slots = [
      slot(1, '09:00', '11:00'),
      slot(1, '11:00', '13:00'),
      slot(1, '10:00', '12:00', 'arrive'),
      slot(2, '10:00', '12:00'),
      slot(1, '10:30', '11:30'),
    ];
    expect(slotProblems(slots)).toEqual([
      { index: 4, part: 'start', kind: 'overlap', other: { number: 1, start: '09:00', end: '11:00' } },
    ]);
  });

  test('[DATA-26] a slot needs both times and its start before its end (the problem is on the end)', () => {
    expect(
      slotProblems([slot(3, '12:00', '12:00'), slot(3, '', '10:00'), slot(4, '25:00', '26:00')]),
    ).toEqual([
      { index: 0, part: 'end', kind: 'order' },
      { index: 1, part: 'start', kind: 'format' },
      { index: 2, part: 'start', kind: 'format' },
      { index: 2, part: 'end', kind: 'format' },
    ]);
  });

  test('[DATA-26] a new slot follows the last one of its day and type, an hour long', () => {
    let slots = addSlot([], 1, 'delivery');
    slots = addSlot(slots, 1, 'delivery');
    slots = addSlot(slots, 1, 'arrive');
    expect(slots).toEqual([
      slot(1, '09:00', '10:00'),
      slot(1, '10:00', '11:00'),
      slot(1, '09:00', '10:00', 'arrive'),
    ]);
    expect(slotProblems(slots)).toEqual([]);
    expect(removeSlot(slots, 1)).toEqual([slot(1, '09:00', '10:00'), slot(1, '09:00', '10:00', 'arrive')]);
  });

  test("[DATA-26] copying Monday gives every day Monday's slots (1-7), replacing what those days had", () => {
    const slots = [slot(1, '09:00', '10:00'), slot(3, '14:00', '15:00'), slot(1, '18:00', '19:00', 'arrive')];
    const copied = copyMondayToAll(slots);
    for (let weekday = 1; weekday <= 7; weekday += 1) {
      expect(copied.filter((entry) => entry.weekday === weekday)).toEqual([
        slot(weekday, '09:00', '10:00'),
        slot(weekday, '18:00', '19:00', 'arrive'),
      ]);
    }
    expect(copied).toHaveLength(14);
    // Only one type: the other type's slots stay as they were.
    expect(copyMondayToAll(slots, 'arrive').filter((entry) => entry.type === 'delivery')).toEqual([
      slot(1, '09:00', '10:00'),
      slot(3, '14:00', '15:00'),
    ]);
  });
});

describe('coordinates', () => {
  test('longitude is −180..180 and latitude −90..90, at most 6 decimals', () => {
    expect(coordinateProblem('120.123456', 'longitude')).toBe('');
    expect(coordinateProblem('-180', 'longitude')).toBe('');
    expect(coordinateProblem('180.5', 'longitude')).toBe('range');
    expect(coordinateProblem('90', 'latitude')).toBe('');
    expect(coordinateProblem('91', 'latitude')).toBe('range');
    expect(coordinateProblem('30.1234567', 'latitude')).toBe('range');
    expect(coordinateProblem('north', 'latitude')).toBe('range');
    expect(coordinateProblem('', 'latitude')).toBe('');
  });
});

describe("the server's field errors", () => {
  test('are about a form field, a slot (shown beside it) or the address cascader, in their section', () => {
    expect(slotOf('serveSlots.3.end')).toBe(3);
    expect(slotOf('storeid')).toBeNull();
    expect(fieldNameOf('serveSlots.3.end')).toBe('serveSlots');
    expect(fieldNameOf('city')).toBe('area');
    expect(fieldNameOf('attrList.2')).toBe('attrList');
    expect(sectionOf(fieldNameOf('city'))).toBe('address');
    expect(sectionOf('freight')).toBe('money');
    expect(FIELD_NAMES).not.toContain(fieldNameOf('nonsense'));
  });
});

describe('the store form’s texts', () => {
  test('[ORG-03] every field the form shows is named in zh, en and es, and every store nature has a name (no raw key, no bare code)', () => {
    for (const texts of [zh, en, es]) {
      const fields = texts.stores.fields as Record<string, string>;
      expect(FIELD_NAMES.filter((name) => !fields[name])).toEqual([]);
      const natures = texts.stores.natures as Record<string, string>;
      expect(STORE_NATURES.filter((code) => !natures[code] || natures[code] === code)).toEqual([]);
    }
    expect(zh.stores.fields.franchiseeType).toBe('经营方式');
    expect(zh.stores.natures['1']).toBe('标准门店');
  });
});
