import type { Db } from '../db/database';
import type { AccessChanged } from './access-change';

/** The organisation's people data (see db/schema-org.ts). */
export function orgPeopleRepository(db: Db, changed: AccessChanged) {
  void db;
  void changed;
  return {};
}
