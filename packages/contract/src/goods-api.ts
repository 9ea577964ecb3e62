/**
 * Schemas of the SKU calls (the goods* calls of goods-calls.ts): query, body and result of each,
 * built with `call({ ...calls.goodsX, query, body, result, summary })` from './call-spec'.
 */
export const goodsApi = {} as const;
