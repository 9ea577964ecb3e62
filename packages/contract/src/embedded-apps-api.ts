import { call } from './call-spec';
import { shellCalls } from './calls';
import {
  EMBEDDED_APP_CONNECT_MAX,
  EMBEDDED_APP_NAME_MAX,
  embeddedAppsCalls as calls,
} from './embedded-apps-calls';
import {
  EmbeddedApp,
  EmbeddedAppDeleteBody,
  EmbeddedAppDeleted,
  EmbeddedAppList,
  EmbeddedAppRotateSecretBody,
  EmbeddedAppSaveBody,
  EmbeddedAppSecret,
  EmbeddedAppSessionToken,
  EmbeddedAppSessionTokenBody,
} from './embedded-apps-entities';

/** Schemas of the embedded apps page's calls (embedded-apps-calls.ts). */
export const embeddedAppsApi = {
  embeddedAppList: call({
    ...calls.embeddedAppList,
    result: EmbeddedAppList,
    summary:
      "The tenant's registered vendor pages and micro-apps, with what the form offers: the menu areas and " +
      'their groups, the roles, and the rules the server applies (the shell’s host, MICRO_APP_ORIGINS).',
  }),
  embeddedAppSave: call({
    ...calls.embeddedAppSave,
    body: EmbeddedAppSaveBody,
    result: EmbeddedApp,
    summary:
      `Register an app or edit one. 4220 with fieldErrors: a name of 1–${EMBEDDED_APP_NAME_MAX} characters ` +
      "(a micro-app's: letters, digits, '-' and '_'); an absolute http(s) address without credentials, not on " +
      "the shell's host, and for a micro-app on MICRO_APP_ORIGINS when that is set; at most " +
      `${EMBEDDED_APP_CONNECT_MAX} http(s) origins to connect to; a group of the tenant's menu; roles of the ` +
      'tenant (absent: all of them); a micro-app marked trusted. 4091 when the name is taken, 4009 when the ' +
      'registration changed since `version`. Shown in the menus of the roles from their next menu load.',
  }),
  embeddedAppDelete: call({
    ...calls.embeddedAppDelete,
    body: EmbeddedAppDeleteBody,
    result: EmbeddedAppDeleted,
    summary: 'Remove a registration (4004 when there is none): it leaves the menus from their next load.',
  }),
  embeddedAppRotateSecret: call({
    ...calls.embeddedAppRotateSecret,
    body: EmbeddedAppRotateSecretBody,
    result: EmbeddedAppSecret,
    summary:
      "A new key for the app's session tokens, in this answer only (4004 when there is no such app): " +
      'tokens signed with the old key no longer verify.',
  }),
  embeddedAppSessionToken: call({
    ...shellCalls.embeddedAppSessionToken,
    body: EmbeddedAppSessionTokenBody,
    result: EmbeddedAppSessionToken,
    summary:
      'A session token (JWT, HS256, signed with the app’s key) for the enabled app the embedded page ' +
      'is (a frame of that origin, or the micro-app of that name) and the signed-in user: aud the app’s ' +
      'name, iss the shell’s origin, sub the user, tenant, store, roles, iat, exp (at most 60 s), jti. ' +
      '4004 when no app the user sees is that page, or the app has no key yet.',
  }),
} as const;
