import type { Db } from '../db/database';
import type { AccessChanged } from './access-change';

/** The organisation's stores data (see db/schema-org.ts). */
export function orgStoresRepository(db: Db, changed: AccessChanged) {
  void db;
  void changed;
  return {};
}
