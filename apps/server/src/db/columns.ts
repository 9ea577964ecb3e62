import { sql } from 'drizzle-orm';
import { integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

// The columns the tables of every area share (schema-core, schema-goods, schema-org,
// schema-settings, schema-store-columns, schema-tenants). Times are set by the application clock (config.now), so
// tests can move time; defaults only cover rows written by hand.

/** A time with its zone, read as a Date. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => at('created_at').notNull().defaultNow();
export const updatedAt = () => at('updated_at').notNull().defaultNow();
export const identity = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
/** A text that is '' when not given. */
export const str = (name: string) => text(name).notNull().default('');
/** Optimistic lock: a save names the version it read. */
export const version = () => integer('version').notNull().default(1);
/** The place among its siblings, ascending. */
export const sortOrder = () => integer('sort_order').notNull().default(0);

/** A record people edit: its version, and when it was made and last changed. */
export const editedColumns = () => ({ version: version(), createdAt: createdAt(), updatedAt: updatedAt() });

/** Lists of texts and of ids, empty when not given. */
export const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);
export const idList = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

/** An address: its GB/T 2260 area codes ('' when not set) and its street address. */
export const addressColumns = () => ({
  provinceCode: str('province_code'),
  cityCode: str('city_code'),
  districtCode: str('district_code'),
  address: str('address'),
});

/** A place on the map, in degrees (null when not set). */
export const coordinateColumns = () => ({
  longitude: numeric('longitude', { precision: 10, scale: 6 }),
  latitude: numeric('latitude', { precision: 9, scale: 6 }),
});
