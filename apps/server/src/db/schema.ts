// Every table, by area: drizzle-kit reads this file (drizzle.config.ts) to write the migrations.
export * from './schema-core';
export * from './schema-goods';
export * from './schema-org';
export * from './schema-settings';
