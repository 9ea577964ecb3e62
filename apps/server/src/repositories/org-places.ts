import type { Db } from '../db/database';
import type { AccessChanged } from './access-change';

/** The organisation's places data (see db/schema-org.ts). */
export function orgPlacesRepository(db: Db, changed: AccessChanged) {
  void db;
  void changed;
  return {};
}
