export * from './codes';
export * from './envelope';
export * from './entities';
export * from './api';
export * from './calls';
