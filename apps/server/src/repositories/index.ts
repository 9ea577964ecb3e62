import type { Db } from '../db/database';
import { adjustmentsRepository } from './adjustments';
import { catalogueRepository } from './catalogue';
import { mainSubRepository } from './catalogue-main-sub';
import { contentRepository } from './content';
import { cachedContent } from './content-cache';
import type { AccessChanged } from './access-change';
import { embeddedAppsRepository } from './embedded-apps';
import { favouritesRepository } from './favourites';
import { filesRepository } from './files';
import { goodsRepository } from './goods';
import { goodsWriteRepository } from './goods-write';
import { goodsSettingsRepository } from './goods-settings';
import { storeNavRepository } from './store-nav';
import { grantsRepository } from './grants';
import { housekeepingRepository } from './housekeeping';
import { loginGuardsRepository } from './login-guards';
import { logsRepository } from './logs';
import { jobsRepository } from './jobs';
import { menusRepository } from './menus';
import { rateLimitsRepository } from './rate-limits';
import { sessionsRepository } from './sessions';
import { serverSecretsRepository } from './server-secrets';
import { smsRepository } from './sms';
import { sysParamsRepository } from './sys-params';
import { tenantsRepository } from './tenants';
import { usersRepository } from './users';
import { orgPeopleRepository } from './org-people';
import { franchiseesRepository } from './franchisees';
import { pickupsRepository } from './pickups';
import { operatorsRepository } from './operators';
import { fencesRepository } from './fences';
import { orgStoresRepository } from './org-stores';
import { overviewRepository } from './overview';

/**
 * Every way the routes reach data. `changed` hears of every committed write that changes
 * someone's access (see access-change.ts).
 */
export function createRepositories(db: Db, changed: AccessChanged) {
  return {
    tenants: tenantsRepository(db),
    sysParams: sysParamsRepository(db),
    users: usersRepository(db, changed),
    sessions: sessionsRepository(db, changed),
    grants: grantsRepository(db, changed),
    loginGuards: loginGuardsRepository(db),
    sms: smsRepository(db),
    serverSecrets: serverSecretsRepository(db),
    rateLimits: rateLimitsRepository(db),
    menus: menusRepository(db),
    favourites: favouritesRepository(db, changed),
    content: cachedContent(contentRepository(db)),
    logs: logsRepository(db),
    jobs: jobsRepository(db),
    housekeeping: housekeepingRepository(db),
    catalogue: catalogueRepository(db),
    files: filesRepository(db),
    adjustments: adjustmentsRepository(db),
    mainSub: mainSubRepository(db),
    goods: goodsRepository(db),
    goodsWrite: goodsWriteRepository(db),
    goodsSettings: goodsSettingsRepository(db),
    storeNav: storeNavRepository(db),
    embeddedApps: embeddedAppsRepository(db, changed),
    orgStores: orgStoresRepository(db, changed),
    orgPeople: orgPeopleRepository(db, changed),
    franchisees: franchiseesRepository(db),
    pickups: pickupsRepository(db),
    operators: operatorsRepository(db),
    fences: fencesRepository(db),
    overview: overviewRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
