export * from './codes';
export * from './envelope';
export * from './entities';
export * from './goods-catalogue-entities';
export { ADJUSTMENT_MAX_ITEMS, UPLOAD_MAX_BYTES } from './goods-catalogue-api';
export * from './goods-entities';
export * from './api';
export * from './calls';
