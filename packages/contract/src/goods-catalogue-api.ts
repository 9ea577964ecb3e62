/**
 * Schemas of the catalogue calls of goods-calls.ts (categories, brands, brand categories, store
 * navigation, files, price adjustments, main/sub goods, price history).
 */
export const catalogueApi = {} as const;
