import { brandsImport } from './brands-import';
import { categoriesImport } from './categories-import';
import { combGoodsImport } from './comb-goods-import';
import { employeesImport } from './employees-import';
import { goodsImport } from './goods-import';
import type { ImportDefinition } from './import-types';
import { pricesImport } from './prices-import';
import { storesImport } from './stores-import';

/** Every import type the server runs, by its name. */
export const IMPORTS = new Map<string, ImportDefinition>([
  [goodsImport.type, goodsImport as ImportDefinition],
  [combGoodsImport.type, combGoodsImport as ImportDefinition],
  [pricesImport.type, pricesImport as ImportDefinition],
  [storesImport.type, storesImport as ImportDefinition],
  [employeesImport.type, employeesImport as ImportDefinition],
  [categoriesImport.type, categoriesImport as ImportDefinition],
  [brandsImport.type, brandsImport as ImportDefinition],
]);
