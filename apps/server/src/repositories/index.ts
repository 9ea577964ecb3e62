import type { Db } from '../db/database';
import { contentRepository } from './content';
import { favouritesRepository } from './favourites';
import { housekeepingRepository } from './housekeeping';
import { loginGuardsRepository } from './login-guards';
import { logsRepository } from './logs';
import { menusRepository } from './menus';
import { sessionsRepository } from './sessions';
import { smsRepository } from './sms';
import { tenantsRepository } from './tenants';
import { usersRepository } from './users';

/** Every way the routes reach data. */
export function createRepositories(db: Db) {
  return {
    tenants: tenantsRepository(db),
    users: usersRepository(db),
    sessions: sessionsRepository(db),
    loginGuards: loginGuardsRepository(db),
    sms: smsRepository(db),
    menus: menusRepository(db),
    favourites: favouritesRepository(db),
    content: contentRepository(db),
    logs: logsRepository(db),
    housekeeping: housekeepingRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
