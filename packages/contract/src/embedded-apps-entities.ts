import { Type, type Static } from 'typebox';
import {
  EMBEDDED_APP_CONNECT_MAX,
  EMBEDDED_APP_NAME_MAX,
  EMBEDDED_APP_URL_MAX,
  type EmbeddedAppKind,
} from './embedded-apps-calls';
import { MENU_NAME_LANGUAGES, MenuNames } from './entities';

// The vendor pages and micro-apps a tenant registers (embedded-apps-calls.ts), and the rules a
// registration follows in one place: the server checks a save with checkEmbeddedApp and the page
// runs the same check before it saves, each saying the problems in its own words.

/**
 * The WHATWG URL that browsers and Node both have, as far as this file reads it (the contract is
 * compiled without DOM or Node types).
 */
declare const URL: new (address: string) => {
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly origin: string;
  readonly href: string;
};

/** A micro-app's name is wujie's id, and its menu entry opens /micro/{name}. */
const MICRO_APP_NAME = /^[\w-]{1,64}$/;
/** An origin as typed: scheme, host and port, an optional trailing '/', nothing else. */
const ORIGIN_TEXT = /^https?:\/\/[^/?#\s]+\/?$/i;
/** A host a CSP source may name: letters, digits, '.' and '-' (no wildcard), or an IPv6 literal. */
const PLAIN_HOST = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/;

/** What the check needs to know of the deployment and the request. */
export interface EmbeddedAppRules {
  /** The shell's host name (cookies ignore ports): no entry address may be on it. */
  shellHost: string;
  /** The deployment's MICRO_APP_ORIGINS: a micro-app's address must be on it (empty: no micro-apps). */
  microAppOrigins: readonly string[];
}

/** The values a save sends, as the check reads them. */
export interface EmbeddedAppInput {
  name: string;
  /** The menu name in en and es (absent or blank: the menu shows `name` in that language). */
  names?: MenuNames;
  kind: EmbeddedAppKind;
  url: string;
  connectOrigins: readonly string[];
  parentId: string;
  /** Absent: every role of the tenant (the server fills them in). */
  roleIds?: readonly string[];
  trusted: boolean;
}

export type EmbeddedAppProblemKind =
  | 'nameRequired'
  | 'nameTooLong'
  | 'microAppName'
  | 'urlRequired'
  | 'urlTooLong'
  | 'urlNotHttp'
  | 'urlCredentials'
  | 'urlShellHost'
  | 'microAppsNotAllowed'
  | 'urlNotMicroAppOrigin'
  | 'connectOriginInvalid'
  | 'connectOriginsTooMany'
  | 'parentRequired'
  | 'rolesRequired'
  | 'notTrusted';

/** Why a value does not fit, on the field it concerns (`connectOrigins.2` for the third origin). */
export interface EmbeddedAppProblem {
  field: string;
  kind: EmbeddedAppProblemKind;
  params?: Record<string, string | number>;
}

/** A registration's values as kept: the name trimmed, the address and origins as URL writes them. */
export interface EmbeddedAppValues {
  name: string;
  /** Only the languages given, trimmed. */
  names: MenuNames;
  url: string;
  connectOrigins: string[];
}

/** The http(s) origin of an address, or undefined for anything else. */
export function originOfUrl(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** An origin as typed (http(s), no path, query or credentials), as URL writes it; else undefined. */
export function connectOriginOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (!ORIGIN_TEXT.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    if (url.username !== '' || url.password !== '' || !PLAIN_HOST.test(url.hostname)) return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

function checkUrl(
  input: EmbeddedAppInput,
  rules: EmbeddedAppRules,
): { url: string } | { problem: EmbeddedAppProblem } {
  const text = input.url.trim();
  const problem = (kind: EmbeddedAppProblemKind, params?: EmbeddedAppProblem['params']) => ({
    problem: { field: 'url', kind, ...(params ? { params } : {}) },
  });
  if (text === '') return problem('urlRequired');
  if (text.length > EMBEDDED_APP_URL_MAX) return problem('urlTooLong', { max: EMBEDDED_APP_URL_MAX });
  let url: InstanceType<typeof URL>;
  try {
    // An absolute address only: 'http:host' and '//host' are refused with the relative ones.
    if (!/^https?:\/\//i.test(text)) return problem('urlNotHttp');
    url = new URL(text);
  } catch {
    return problem('urlNotHttp');
  }
  if (!PLAIN_HOST.test(url.hostname)) return problem('urlNotHttp');
  if (url.username !== '' || url.password !== '') return problem('urlCredentials');
  // Another port of the shell's host is still its host to cookies: the page would receive them.
  if (url.hostname === rules.shellHost.toLowerCase()) return problem('urlShellHost', { host: url.hostname });
  // A micro-app runs in the shell's origin: only from origins the deployment trusts, none by default.
  if (input.kind === 'microApp' && rules.microAppOrigins.length === 0) return problem('microAppsNotAllowed');
  if (input.kind === 'microApp' && !rules.microAppOrigins.includes(url.origin)) {
    return problem('urlNotMicroAppOrigin', { origins: rules.microAppOrigins.join(' ') });
  }
  return { url: url.href };
}

/**
 * The registration's values as kept, and every problem of the values on its own (the tenant's
 * data, such as a name already taken or a group that is gone, the server checks besides).
 */
export function checkEmbeddedApp(
  input: EmbeddedAppInput,
  rules: EmbeddedAppRules,
): { values: EmbeddedAppValues; problems: EmbeddedAppProblem[] } {
  const problems: EmbeddedAppProblem[] = [];
  const name = input.name.trim();
  if (name === '') problems.push({ field: 'name', kind: 'nameRequired' });
  else if (name.length > EMBEDDED_APP_NAME_MAX)
    problems.push({ field: 'name', kind: 'nameTooLong', params: { max: EMBEDDED_APP_NAME_MAX } });
  else if (input.kind === 'microApp' && !MICRO_APP_NAME.test(name))
    problems.push({ field: 'name', kind: 'microAppName' });

  const names: MenuNames = {};
  for (const language of MENU_NAME_LANGUAGES) {
    const text = input.names?.[language]?.trim() ?? '';
    if (text.length > EMBEDDED_APP_NAME_MAX)
      problems.push({
        field: `names.${language}`,
        kind: 'nameTooLong',
        params: { max: EMBEDDED_APP_NAME_MAX },
      });
    else if (text !== '') names[language] = text;
  }

  const checked = checkUrl(input, rules);
  if ('problem' in checked) problems.push(checked.problem);

  const connectOrigins: string[] = [];
  if (input.connectOrigins.length > EMBEDDED_APP_CONNECT_MAX) {
    problems.push({
      field: 'connectOrigins',
      kind: 'connectOriginsTooMany',
      params: { max: EMBEDDED_APP_CONNECT_MAX },
    });
  } else {
    input.connectOrigins.forEach((text, index) => {
      const origin = connectOriginOf(text);
      if (origin === undefined)
        problems.push({
          field: `connectOrigins.${index}`,
          kind: 'connectOriginInvalid',
          params: { value: text.trim().slice(0, 100) },
        });
      else if (!connectOrigins.includes(origin)) connectOrigins.push(origin);
    });
  }

  if (input.parentId.trim() === '') problems.push({ field: 'parentId', kind: 'parentRequired' });
  if (input.roleIds !== undefined && input.roleIds.length === 0)
    problems.push({ field: 'roleIds', kind: 'rolesRequired' });
  // A micro-app runs in the shell's origin with the signed-in user's rights: trusted code only.
  if (input.kind === 'microApp' && !input.trusted) problems.push({ field: 'trusted', kind: 'notTrusted' });

  return {
    values: { name, names, url: 'url' in checked ? checked.url : input.url.trim(), connectOrigins },
    problems,
  };
}

/** The menu path that opens a registered app: a frame's address itself, a micro-app's /micro/{name}. */
export const embeddedAppMenuUrl = (app: { kind: EmbeddedAppKind; name: string; url: string }): string =>
  app.kind === 'microApp' ? `/micro/${app.name}` : app.url;

// ---- wire shapes

const Kind = Type.Union([Type.Literal('frame'), Type.Literal('microApp')]);

/** One registration as the list shows it and a save answers it. */
export const EmbeddedApp = Type.Object({
  id: Type.String(),
  /** Shown in the menu; unique in the tenant. A micro-app's name is also its wujie id. */
  name: Type.String(),
  /** The menu name in en and es, where given. */
  names: MenuNames,
  kind: Kind,
  /** The entry address (http(s), absolute). */
  url: Type.String(),
  /** Origins the app may connect to (a micro-app's sandbox page allows them in connect-src). */
  connectOrigins: Type.Array(Type.String()),
  /** The menu group (level 2) it appears under. */
  parentId: Type.String(),
  /** That group's name with its area's ('设置 / 系统设置'); '' when the group is gone. */
  parentName: Type.String(),
  /** The roles that see it in their menu. */
  roleIds: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  /** A micro-app: the tenant confirmed it is trusted code. */
  trusted: Type.Boolean(),
  /** The id of its menu entry (a favourite names it). */
  menuId: Type.String(),
  /** Optimistic lock: an edit names the version it read. */
  version: Type.Integer(),
  /** Its last change (ISO 8601). */
  updatedAt: Type.String(),
  /**
   * The key that signs the app's session tokens (HS256): in the answer that registers the app only,
   * shown once; never read again (a rotation makes a new one).
   */
  secret: Type.Optional(Type.String()),
});
export type EmbeddedApp = Static<typeof EmbeddedApp>;

/** A menu group an app may appear under, inside its area. */
export const EmbeddedAppArea = Type.Object({
  id: Type.String(),
  name: Type.String(),
  names: Type.Optional(MenuNames),
  groups: Type.Array(
    Type.Object({ id: Type.String(), name: Type.String(), names: Type.Optional(MenuNames) }),
  ),
});
export type EmbeddedAppArea = Static<typeof EmbeddedAppArea>;

export const EmbeddedAppList = Type.Object({
  list: Type.Array(EmbeddedApp),
  /** The tenant's menu areas with their groups (rcadmin's menu, in menu order). */
  areas: Type.Array(EmbeddedAppArea),
  /** The tenant's roles (a new app is shown to all of them unless others are picked). */
  roles: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  /** What checkEmbeddedApp needs, as the server applies it. */
  rules: Type.Object({ shellHost: Type.String(), microAppOrigins: Type.Array(Type.String()) }),
});
export type EmbeddedAppList = Static<typeof EmbeddedAppList>;

export const EmbeddedAppSaveBody = Type.Object({
  /** Empty or absent: a new registration. */
  id: Type.Optional(Type.String({ pattern: '^([1-9][0-9]{0,9})?$' })),
  /** An edit: the version it read (4009 when it changed since). */
  version: Type.Optional(Type.Integer({ minimum: 1 })),
  // Lengths beyond the rules' are refused by checkEmbeddedApp, on their fields (4220).
  name: Type.String({ maxLength: 1000 }),
  /** The menu name in en and es; absent or blank: that language shows `name`. */
  names: Type.Optional(
    Type.Object({
      en: Type.Optional(Type.String({ maxLength: 1000 })),
      es: Type.Optional(Type.String({ maxLength: 1000 })),
    }),
  ),
  kind: Kind,
  url: Type.String({ maxLength: 10_000 }),
  connectOrigins: Type.Array(Type.String({ maxLength: 1000 }), { maxItems: 200 }),
  parentId: Type.String({ maxLength: 200 }),
  /** Absent: every role of the tenant. */
  roleIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 })),
  enabled: Type.Boolean(),
  trusted: Type.Boolean(),
});
export type EmbeddedAppSaveBody = Static<typeof EmbeddedAppSaveBody>;

export const EmbeddedAppDeleteBody = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
export type EmbeddedAppDeleteBody = Static<typeof EmbeddedAppDeleteBody>;

/** What a delete removed (the operation log names it). */
export const EmbeddedAppDeleted = Type.Object({ id: Type.String(), name: Type.String() });
export type EmbeddedAppDeleted = Static<typeof EmbeddedAppDeleted>;

/** Which app's key to rotate. */
export const EmbeddedAppRotateSecretBody = EmbeddedAppDeleteBody;
export type EmbeddedAppRotateSecretBody = Static<typeof EmbeddedAppRotateSecretBody>;

/** The app's new signing key, shown once: the old one no longer verifies. */
export const EmbeddedAppSecret = Type.Object({
  id: Type.String(),
  name: Type.String(),
  secret: Type.String(),
});
export type EmbeddedAppSecret = Static<typeof EmbeddedAppSecret>;

/**
 * Whose session token the shell asks for: the page's origin (a frame's, checked by the shell
 * against the frame it opened) or the micro-app's name (the channel the shell gave it).
 */
export const EmbeddedAppSessionTokenBody = Type.Object({
  kind: Kind,
  /** A frame's origin (kind frame). */
  origin: Type.Optional(Type.String({ minLength: 1, maxLength: 300 })),
  /** A micro-app's name (kind microApp). */
  name: Type.Optional(Type.String({ minLength: 1, maxLength: EMBEDDED_APP_NAME_MAX })),
});
export type EmbeddedAppSessionTokenBody = Static<typeof EmbeddedAppSessionTokenBody>;

/** A signed session token (JWT, HS256) for the app, and when it expires (seconds since 1970). */
export const EmbeddedAppSessionToken = Type.Object({ token: Type.String(), expiresAt: Type.Integer() });
export type EmbeddedAppSessionToken = Static<typeof EmbeddedAppSessionToken>;
