import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { SYS_PARAM_HISTORY_PAGE_SIZES } from './sys-params-calls';
import { BROWSER_TIME_ZONE, DEFAULT_TIME_ZONE, TIME_ZONES } from './time-zones';

// The system parameters a tenant may set (sys_params), in one place: each one's type with its
// bounds, its default and the server message that describes it. The server checks a change with
// checkSysParam; the settings page runs the same check before it saves.

/** A micro-app of the tenant's registry (microApps): wujie's id and the app's page. */
export const SysParamMicroApp = Type.Object(
  {
    /** Letters, digits, '-' and '_' (wujie's id; a menu entry opens it at /micro/{name}). */
    name: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
    /** An http(s) address, on the deployment's MICRO_APP_ORIGINS to be run. */
    url: Type.String({ maxLength: 2000, pattern: '^https?://[^\\s]+$' }),
  },
  { additionalProperties: false },
);
export const SysParamMicroApps = Type.Array(SysParamMicroApp, { maxItems: 50 });

/** A grey-test page entry (spec §3): the address to replace, its grey twin, and the platform. */
export const SysParamGreyPage = Type.Object(
  {
    originUrl: Type.String({ minLength: 1, maxLength: 1000 }),
    greyUrl: Type.String({ minLength: 1, maxLength: 1000 }),
    platformNo: Type.String({ maxLength: 32 }),
  },
  { additionalProperties: false },
);
export const SysParamGreyPages = Type.Array(SysParamGreyPage, { maxItems: 200 });

/** One http(s) origin: scheme, host and port (a trailing '/' allowed). */
const ORIGIN = 'https?://[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?/?';
/** Origins separated by spaces or commas; '' for none. */
const ORIGINS_PATTERN = `^(${ORIGIN}([\\s,]+${ORIGIN})*)?$`;
/**
 * An http(s) tile URL template with {z}, {x} and {y}, its host optionally behind a subdomain
 * placeholder ({s}.tile.example.com); '' for the offline basemap.
 */
const TILE_URL_PATTERN =
  '^$|^(?=.*\\{z\\})(?=.*\\{x\\})(?=.*\\{y\\})https?://(\\{[a-z]\\}\\.)?[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*(:[0-9]{1,5})?/[^\\s"\'<>]*$';

/** The kinds of value a parameter takes; every value is text ('0'/'1', '180', JSON ...). */
export type SysParamType = 'switch' | 'number' | 'choice' | 'text' | 'json';

/** What a value of a parameter must be, by type. */
export type SysParamRules =
  /** '0' (off) or '1' (on). */
  | { type: 'switch' }
  /** A whole number from min to max. */
  | { type: 'number'; min: number; max: number }
  /** One of the options. */
  | { type: 'choice'; options: readonly string[] }
  /** At most maxLength characters (trimmed), matching the pattern when there is one. */
  | { type: 'text'; maxLength: number; pattern?: string }
  /** JSON of at most maxLength characters that fits the schema; kept compact. */
  | { type: 'json'; maxLength: number; schema: TSchema };

/** A parameter of the catalogue: its rules, its default, and the message key describing it. */
export type SysParamSpec = SysParamRules & {
  name: string;
  /** What the parameter is when the tenant has not set it. */
  default: string;
  /** The server message (zh, en, es) that says what the parameter does. */
  descriptionKey: string;
};

/** Every parameter the server and the shell read, in the order the settings page lists them. */
export const SYS_PARAMS = [
  {
    name: 'pwdCheckVcode',
    type: 'switch',
    default: '0',
    descriptionKey: 'sysParamAboutPwdCheckVcode',
  },
  {
    name: 'forcePasswordModify',
    type: 'switch',
    default: '0',
    descriptionKey: 'sysParamAboutForcePasswordModify',
  },
  { name: 'isSpuUse', type: 'switch', default: '0', descriptionKey: 'sysParamAboutIsSpuUse' },
  {
    name: 'operationLogRetentionDays',
    type: 'number',
    min: 30,
    max: 3650,
    default: '180',
    descriptionKey: 'sysParamAboutOperationLogRetentionDays',
  },
  {
    name: 'frameOrigins',
    type: 'text',
    maxLength: 2000,
    pattern: ORIGINS_PATTERN,
    default: '',
    descriptionKey: 'sysParamAboutFrameOrigins',
  },
  {
    name: 'microApps',
    type: 'json',
    maxLength: 20_000,
    schema: SysParamMicroApps,
    default: '[]',
    descriptionKey: 'sysParamAboutMicroApps',
  },
  {
    name: 'greyPages',
    type: 'json',
    maxLength: 50_000,
    schema: SysParamGreyPages,
    default: '[]',
    descriptionKey: 'sysParamAboutGreyPages',
  },
  {
    name: 'amapKey',
    type: 'text',
    maxLength: 64,
    pattern: '^[0-9A-Za-z]*$',
    default: '',
    descriptionKey: 'sysParamAboutAmapKey',
  },
  {
    name: 'mapTileUrl',
    type: 'text',
    maxLength: 500,
    pattern: TILE_URL_PATTERN,
    default: '',
    descriptionKey: 'sysParamAboutMapTileUrl',
  },
  {
    name: 'timeZone',
    type: 'choice',
    options: [BROWSER_TIME_ZONE, ...TIME_ZONES],
    default: DEFAULT_TIME_ZONE,
    descriptionKey: 'sysParamAboutTimeZone',
  },
] as const satisfies readonly SysParamSpec[];

export type SysParamName = (typeof SYS_PARAMS)[number]['name'];
export type SysParamDescriptionKey = (typeof SYS_PARAMS)[number]['descriptionKey'];

/** The catalogue's entry of a parameter, or undefined for a name it does not know. */
export const sysParamSpec = (name: string): (typeof SYS_PARAMS)[number] | undefined =>
  SYS_PARAMS.find((spec) => spec.name === name);

/** Why a value does not fit its parameter; the server and the page each say it in their words. */
export type SysParamProblem =
  | { kind: 'notSwitch' }
  | { kind: 'notInteger' }
  | { kind: 'outOfRange'; min: number; max: number }
  | { kind: 'notChoice'; options: string }
  | { kind: 'tooLong'; maxLength: number }
  | { kind: 'badFormat' }
  | { kind: 'notJson' }
  /** The JSON does not fit the schema at this JSON pointer ('' for the whole value). */
  | { kind: 'badShape'; path: string };

/**
 * A value as its parameter keeps it (a number without leading zeros, text trimmed, JSON compact),
 * or why it does not fit. Takes the rules as the list call sends them, too.
 */
export function checkSysParam(
  rules: SysParamRules | SysParamDefinition,
  raw: string,
): { value: string } | { problem: SysParamProblem } {
  switch (rules.type) {
    case 'switch':
      return raw === '0' || raw === '1' ? { value: raw } : { problem: { kind: 'notSwitch' } };
    case 'number': {
      const text = raw.trim();
      if (!/^-?[0-9]{1,9}$/.test(text)) return { problem: { kind: 'notInteger' } };
      const n = Number(text);
      const min = rules.min ?? Number.MIN_SAFE_INTEGER;
      const max = rules.max ?? Number.MAX_SAFE_INTEGER;
      return n < min || n > max ? { problem: { kind: 'outOfRange', min, max } } : { value: String(n) };
    }
    case 'choice': {
      const options = rules.options ?? [];
      return options.includes(raw)
        ? { value: raw }
        : { problem: { kind: 'notChoice', options: options.join(', ') } };
    }
    case 'text': {
      const text = raw.trim();
      const maxLength = rules.maxLength ?? Number.MAX_SAFE_INTEGER;
      if (text.length > maxLength) return { problem: { kind: 'tooLong', maxLength } };
      if (rules.pattern && !new RegExp(rules.pattern, 'u').test(text))
        return { problem: { kind: 'badFormat' } };
      return { value: text };
    }
    case 'json': {
      const maxLength = rules.maxLength ?? Number.MAX_SAFE_INTEGER;
      if (raw.length > maxLength) return { problem: { kind: 'tooLong', maxLength } };
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        return { problem: { kind: 'notJson' } };
      }
      if (rules.schema !== undefined) {
        const [first] = Value.Errors(rules.schema as TSchema, parsed);
        if (first) return { problem: { kind: 'badShape', path: first.instancePath } };
      }
      return { value: JSON.stringify(parsed) };
    }
  }
}

// ---- wire shapes

/** The name of a parameter as a call takes it (the catalogue's names; others are refused by name). */
const ParamName = Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z][A-Za-z0-9_]*$' });
/** A value as a call takes it: text, whatever the type (JSON as its text). */
const ParamValue = Type.String({ maxLength: 50_000 });

/** A parameter's rules as the list sends them (checkSysParam takes them as they are). */
export const SysParamDefinition = Type.Object({
  type: Type.Union([
    Type.Literal('switch'),
    Type.Literal('number'),
    Type.Literal('choice'),
    Type.Literal('text'),
    Type.Literal('json'),
  ]),
  min: Type.Optional(Type.Integer()),
  max: Type.Optional(Type.Integer()),
  options: Type.Optional(Type.Array(Type.String())),
  maxLength: Type.Optional(Type.Integer()),
  /** A regular expression (ECMAScript, unicode) the whole text matches. */
  pattern: Type.Optional(Type.String()),
  /** The JSON Schema a json parameter's value fits. */
  schema: Type.Optional(Type.Unknown()),
});
export type SysParamDefinition = Static<typeof SysParamDefinition>;

/** One parameter as the system parameters page lists it. */
export const SysParamRow = Type.Object({
  name: Type.String(),
  /** What it does, in the caller's language. */
  description: Type.String(),
  definition: SysParamDefinition,
  /** What is in effect: the tenant's value, else the default. */
  value: Type.String(),
  /** The tenant has set it (false: the default is in effect). */
  set: Type.Boolean(),
  /** The catalogue's default, or the deployment's (FRAME_ORIGINS, MAP_TILE_URL). */
  defaultValue: Type.String(),
  /** The last change through the settings page (ISO 8601), null when none. */
  changedAt: Type.Union([Type.String(), Type.Null()]),
  /** Who made it, as named then. */
  changedBy: Type.Union([Type.String(), Type.Null()]),
});
export type SysParamRow = Static<typeof SysParamRow>;

/**
 * The value the editor read, to refuse a change over a newer one: the tenant's value, or null
 * when it had not set the parameter (the list's `set` false).
 */
const Expected = Type.Union([ParamValue, Type.Null()]);

export const SysParamSaveBody = Type.Object({
  name: ParamName,
  value: ParamValue,
  expected: Expected,
});
export type SysParamSaveBody = Static<typeof SysParamSaveBody>;

export const SysParamResetBody = Type.Object({ name: ParamName, expected: Expected });
export type SysParamResetBody = Static<typeof SysParamResetBody>;

/** What a save or reset did: `changed` false when the value was already that (nothing written). */
export const SysParamSaveResult = Type.Object({ changed: Type.Boolean(), param: SysParamRow });
export type SysParamSaveResult = Static<typeof SysParamSaveResult>;

export const SysParamHistoryQuery = Type.Object({
  name: ParamName,
  /** From 1 (default 1). */
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  /** 10, 20 or 50 (default 10). */
  pageSize: Type.Optional(
    Type.Union([
      Type.Literal(SYS_PARAM_HISTORY_PAGE_SIZES[0]),
      Type.Literal(SYS_PARAM_HISTORY_PAGE_SIZES[1]),
      Type.Literal(SYS_PARAM_HISTORY_PAGE_SIZES[2]),
    ]),
  ),
});
export type SysParamHistoryQuery = Static<typeof SysParamHistoryQuery>;

/** One change of a parameter. */
export const SysParamChange = Type.Object({
  id: Type.String(),
  /** When (ISO 8601). */
  at: Type.String(),
  /** Who, as named then. */
  userName: Type.String(),
  /** The value before; null when the parameter was not set (its default was in effect). */
  oldValue: Type.Union([Type.String(), Type.Null()]),
  /** The value after (a reset: the default it went back to). */
  newValue: Type.String(),
});
export type SysParamChange = Static<typeof SysParamChange>;

export const SysParamHistoryPage = Type.Object({
  list: Type.Array(SysParamChange),
  total: Type.Integer(),
  pageNo: Type.Integer(),
  pageSize: Type.Integer(),
});
export type SysParamHistoryPage = Static<typeof SysParamHistoryPage>;
