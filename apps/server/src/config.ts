import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_BASE, SESSION_COOKIE } from '@rcadmin/contract';
import { tileWildcardTooWide } from './domain/tile-hosts';

/** The longest one batch or page waits for requests in flight, by default, in milliseconds (infra/foreground.ts). */
export const FOREGROUND_WAIT_MS = 25;

/** Everything the server reads from its environment, plus knobs tests turn. */
export interface Config {
  port: number;
  host: string;
  /** Prefix of every contract path, e.g. '/api'. */
  apiBase: string;
  /** PGlite data directory; ignored when databaseUrl is set. */
  dataDir: string;
  /** PostgreSQL connection string; PGlite is used when empty. */
  databaseUrl: string | undefined;
  /** Built shell served at / (SPA fallback to index.html); nothing is served when undefined. */
  staticDir: string | undefined;
  /**
   * Demo mode (see demoModeFrom): seed the demo tenants into an empty database, serve /docs by
   * default, and allow the SMS outbox gateway. Only when asked for, or on a PGlite development start.
   */
  seedDemo: boolean;
  /** Password of the demo `admin` at first seed; the documented default when undefined. */
  seedAdminPassword: string | undefined;
  /** Also seed the 'Large Retail' tenant (5,000 menu pages). */
  seedLarge: boolean;
  /** Operation log records of the large tenant (SEED_LARGE_OPERATION_LOG, default 1,000,000). */
  seedLargeOperationLog: number;
  logLevel: string;
  /**
   * Which X-Forwarded-* senders to believe (TRUST_PROXY): none (false) or the proxies' addresses
   * and CIDRs (also proxy-addr's loopback, linklocal, uniquelocal). Never everyone: anyone could
   * then pick the client address that rate limits and logs see.
   */
  trustProxy: TrustProxy;
  /**
   * Cookies carry `Secure` and the session cookie the `__Host-` prefix (COOKIE_SECURE, on by
   * default). Off only for plain-http development: set by configuration, never read from a request.
   */
  cookieSecure: boolean;
  /** Swagger UI at /docs and the OpenAPI document at /docs/json (DOCS; default: demo mode). */
  docs: boolean;
  /** scrypt cost as log2(N). Production is 17; tests lower it to seed quickly. */
  passwordHashLogN: number;
  /** A session ends after this long without a request. */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however busy (SESSION_MAX_HOURS). */
  sessionMaxMs: number;
  /**
   * The example vendor page's origin (EXAMPLE_ORIGIN, or EXAMPLE_HOST and EXAMPLE_PORT): another
   * host name than the shell's, since cookies ignore ports. The demo menu links to it and, by
   * default, frames may come from it.
   */
  exampleOrigin: string;
  /** Origins the shell may embed in frames (CSP frame-src), besides its own. */
  frameOrigins: string[];
  /**
   * Origins micro-apps may come from (MICRO_APP_ORIGINS, none by default). A micro-app runs in the
   * shell's own origin with the signed-in user's rights, so only trusted code belongs here.
   */
  microAppOrigins: string[];
  /**
   * The origin users reach the shell at (PUBLIC_ORIGIN; default http://HOST:PORT, `localhost` for a
   * wildcard HOST). Rules about the shell's own host read it, never a request's Host header, which
   * the client chooses: a registered app may not be on this host name (cookies ignore ports).
   */
  publicOrigin: string;
  /** Vendor pages and micro-apps one tenant may register (EMBEDDED_APPS_MAX, default 20). */
  embeddedAppsMax: number;
  /**
   * The demo SMS gateway also appends each text here as a JSON line, for whoever drives the demo
   * from outside the process (the browser flows read codes from it). Unset: no file.
   */
  smsOutboxFile: string | undefined;
  /**
   * Where SMS texts go (SMS_GATEWAY): the outbox (demo mode only, its default there) or an HTTP
   * webhook. Undefined when none is configured: the server starts, says so, and refuses every SMS
   * call (smsNotConfigured).
   */
  smsGateway: SmsGatewayConfig | undefined;
  /**
   * The HMAC key of stored SMS codes (SMS_CODE_KEY). Undefined: the key kept in the database
   * (server_secrets), made once and shared by every server of that database.
   */
  smsCodeKey: string | undefined;
  /** SMS codes sent in 24 hours, at most: per phone (SMS_DAILY_PER_PHONE), per requesting address (SMS_DAILY_PER_IP). */
  smsDailyLimits: { perPhone: number; perIp: number };
  /**
   * Sign-in family calls (login, phone login, send code, company check, code image) per window
   * (RATE_LIMIT_WINDOW_S), per client address (RATE_LIMIT_PER_IP) and per tenant (RATE_LIMIT_PER_TENANT).
   */
  signInRateLimits: { windowMs: number; perIp: number; perTenant: number };
  /** Redis (REDIS_URL) holds the rate-limit counts several servers share; else PostgreSQL's table, else memory. */
  redisUrl: string | undefined;
  /**
   * scrypt computations at once (PASSWORD_CHECKS, default: the cores) and waiting for a turn
   * (PASSWORD_CHECK_QUEUE); past both a sign-in is refused with 503, so a login flood cannot take
   * the cores from everything else.
   */
  passwordChecks: { concurrency: number; queue: number };
  /** Past these, requests are refused with 503 and Retry-After (0 turns a limit off). */
  loadLimits: LoadLimits;
  /**
   * How long, at most, an import's batch or an export's page waits while other requests are in
   * flight (FOREGROUND_WAIT_MS, default 25; 0: it does not wait). See infra/foreground.ts.
   */
  foregroundWaitMs: number;
  /**
   * Background jobs (imports and exports, services/import/job-runner.ts): exports run at once on
   * one server (EXPORTS_PER_SERVER, default 2; each holds at most one database connection at a
   * time), and jobs of one kind running at once for one tenant across every server
   * (JOBS_PER_TENANT, default 1). Imports run one at a time per server. A running job whose
   * server has not reported for `leaseSeconds` (JOB_LEASE_SECONDS, default 60, at least 5) is
   * taken over by another server; a running job reports at least four times a lease.
   */
  jobs: { exportsPerServer: number; perTenant: number; leaseSeconds: number };
  /**
   * The folder of uploaded files (SKU pictures, brand logos), imports and exports when filesStore
   * is 'folder', and of files kept before another store was (FILES_DIR, default: a `files` folder
   * under DATA_DIR).
   */
  filesDir: string;
  /** What the pictures a tenant uploads may take in all (FILES_QUOTA_MB, default 2,048 MB). */
  filesQuotaBytes: number;
  /**
   * An upload no saved record has referred to is removed this long after it was uploaded
   * (FILES_UNUSED_HOURS, default 24): time enough to fill in the form it was uploaded for.
   */
  filesUnusedMs: number;
  /**
   * An S3-compatible store for uploaded files, shared by several servers (S3_ENDPOINT, S3_BUCKET,
   * S3_ACCESS_KEY, S3_SECRET_KEY, optional S3_REGION and S3_FORCE_PATH_STYLE). Undefined: no S3.
   */
  s3: S3Config | undefined;
  /**
   * Where files are kept (FILES_STORE; see filesStoreFrom): an S3 store, the PostgreSQL database,
   * or the filesDir folder. Every server of one database must read the others' files.
   */
  filesStore: FilesStore;
  /**
   * The map tile URL template ({z}/{x}/{y}) of the fence and pickup maps (MAP_TILE_URL), answered
   * as the `mapTileUrl` parameter to tenants without their own; '' for the offline outline basemap.
   */
  mapTileUrl: string;
  /** The clock of every time rule (sessions, lockouts, SMS codes); tests move it. */
  now: () => Date;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  /** Bucket in the path (MinIO and most self-hosted stores) rather than in the host name. */
  forcePathStyle: boolean;
}

export type TrustProxy = false | string[];

/** Where files are kept: the files folder, the PostgreSQL database (file_blobs), or an S3 store. */
export type FilesStore = 'folder' | 'postgres' | 's3';

export type SmsGatewayConfig =
  | { kind: 'outbox' }
  | {
      kind: 'webhook';
      /** POST {phone, text} as JSON here (SMS_WEBHOOK_URL). */
      url: string;
      /** Signs each request: HMAC-SHA256 of timestamp and body (SMS_WEBHOOK_SECRET). */
      secret: string | undefined;
      /** SMS_WEBHOOK_TIMEOUT_MS */
      timeoutMs: number;
    };

/**
 * The session cookie's name: `__Host-rc_session` when cookies are Secure, so the browser takes it
 * only from this host over https with Path=/ and no Domain (no sibling subdomain can plant one).
 */
export const sessionCookieName = (config: Pick<Config, 'cookieSecure'>): string =>
  config.cookieSecure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

/** The cookie naming the browser a code-number image was drawn for; prefixed like the session cookie. */
export const codeNumberCookieName = (config: Pick<Config, 'cookieSecure'>): string =>
  config.cookieSecure ? '__Host-rc_code_number' : 'rc_code_number';

export interface LoadLimits {
  /** Mean event-loop delay, in ms, over the last sample (MAX_EVENT_LOOP_DELAY_MS). */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation, 0..1, over the last sample (MAX_EVENT_LOOP_UTILIZATION). */
  maxEventLoopUtilization: number;
  /** How often both are sampled (LOAD_SAMPLE_INTERVAL_MS). */
  sampleIntervalMs: number;
  /** The Retry-After of a refusal, in seconds (RETRY_AFTER_S). */
  retryAfterS: number;
}

export const DEFAULT_PASSWORD_HASH_LOG_N = 17;

/** The folder of this package (apps/server), found from this module whether run from src/ or dist/. */
export function findPackageRoot(from: string = fileURLToPath(import.meta.url)): string {
  let dir = path.dirname(from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@rcadmin/server') return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @rcadmin/server package folder');
    dir = parent;
  }
}

export const packageRoot = findPackageRoot();
export const migrationsFolder = path.join(packageRoot, 'migrations');

function normaliseBase(base: string): string {
  const trimmed = base.trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function fractionFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1)
    throw new Error(`${name} must be between 0 and 1, got '${value}'`);
  return n;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got '${value}'`);
  return n;
}

function flagFrom(value: string | undefined, fallback: boolean, name: string): boolean {
  const v = value?.trim().toLowerCase();
  if (v === undefined || v === '') return fallback;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got '${value}'`);
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

const TRUST_PROXY_FORM =
  "TRUST_PROXY takes the reverse proxies' addresses or CIDRs, comma-separated (e.g. 10.0.0.0/8,127.0.0.1, or loopback)";

/**
 * TRUST_PROXY: unset, 0 or false trusts no proxy; otherwise the proxies' addresses or CIDRs,
 * comma-separated. `true` (every sender) is refused, and so is a hop count: it cannot tell the
 * proxy from a client that connects directly, and Fastify (since 5.12.1) trusts nothing for one.
 */
export function trustProxyFrom(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') {
    throw new Error(`TRUST_PROXY=true would believe X-Forwarded-* from anyone. ${TRUST_PROXY_FORM}.`);
  }
  if (/^\d+$/.test(v)) {
    throw new Error(
      `TRUST_PROXY=${v}: a hop count cannot tell the proxy from a client that connects directly. ${TRUST_PROXY_FORM}.`,
    );
  }
  const entries = v.split(/[\s,]+/).filter(Boolean);
  const wrong = entries.filter((entry) => !isProxyAddress(entry));
  if (wrong.length > 0)
    throw new Error(`TRUST_PROXY: '${wrong.join("', '")}' is not an address or CIDR. ${TRUST_PROXY_FORM}.`);
  return entries;
}

/** `vendor.localhost` resolves to loopback in browsers, and is another host than the shell's. */
export const DEFAULT_EXAMPLE_ORIGIN = 'http://vendor.localhost:8081';

/** The address when it is an absolute http(s) URL, else undefined. */
function httpUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The http(s) origin of an address, or an error naming the variable it came from. */
function originFrom(value: string, name: string): string {
  const url = httpUrl(value);
  if (!url)
    throw new Error(`${name} must be an http(s) origin such as ${DEFAULT_EXAMPLE_ORIGIN}, got '${value}'`);
  return url.origin;
}

/** EXAMPLE_ORIGIN, else http://EXAMPLE_HOST:EXAMPLE_PORT (vendor.localhost and 8081 by default). */
export function exampleOriginFrom(env: NodeJS.ProcessEnv): string {
  const origin = env.EXAMPLE_ORIGIN?.trim();
  if (origin) return originFrom(origin, 'EXAMPLE_ORIGIN');
  const defaults = new URL(DEFAULT_EXAMPLE_ORIGIN);
  const host = env.EXAMPLE_HOST?.trim() || defaults.hostname;
  const port = intFrom(env.EXAMPLE_PORT, Number(defaults.port), 'EXAMPLE_PORT');
  return originFrom(`http://${host}:${port}`, 'EXAMPLE_HOST');
}

/** MAP_TILE_URL: an http(s) URL template with {z}, {x} and {y}, or '' when unset. */
export function mapTileUrlFrom(value: string | undefined): string {
  const template = value?.trim() ?? '';
  if (template === '') return '';
  const missing = ['{z}', '{x}', '{y}'].filter((part) => !template.includes(part));
  // The placeholders are not URL syntax: check the address with them filled in.
  const url = httpUrl(template.replace(/\{[a-z]\}/g, '0'));
  if (!url || missing.length > 0) {
    throw new Error(
      `MAP_TILE_URL must be an http(s) URL template with {z}, {x} and {y} such as ` +
        `https://tile.example.com/{z}/{x}/{y}.png, got '${template}'`,
    );
  }
  if (tileWildcardTooWide(template)) {
    throw new Error(
      `MAP_TILE_URL: a subdomain placeholder may stand only before a domain of its own, such as ` +
        `https://{s}.tile.example.com/{z}/{x}/{y}.png, not before a public suffix: got '${template}'`,
    );
  }
  return template;
}

/**
 * The CSP source of a tile URL template's host, for img-src: its origin, with a placeholder label of
 * the host name ({s}.tile.example.com, for tile subdomains) as a '*' wildcard; none for ''.
 */
export function mapTileSources(template: string): string[] {
  const url = httpUrl(template.replace(/\{[a-z]\}/g, '0'));
  // `https://{s}.com/` would allow every .com site.
  if (!url || tileWildcardTooWide(template)) return [];
  const host = template.split('/')[2] ?? '';
  return [`${url.protocol}//${host.replace(/^\{[a-z]\}\./, '*.')}`].filter((source) => !source.includes('{'));
}

/** PUBLIC_ORIGIN, else the address the server listens at (`localhost` for a wildcard HOST). */
export function publicOriginFrom(value: string | undefined, host: string, port: number): string {
  const given = value?.trim();
  if (given) return originFrom(given, 'PUBLIC_ORIGIN');
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  return originFrom(`http://${name}:${port}`, 'HOST');
}

/** Every entry of a space- or comma-separated list of origins, each checked. */
function originsFrom(value: string, name: string): string[] {
  return value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => originFrom(entry, name));
}

function positiveIntFrom(value: string | undefined, fallback: number, name: string): number {
  const n = intFrom(value, fallback, name);
  if (n === 0) throw new Error(`${name} must be at least 1, got '${value}'`);
  return n;
}

/** How long a running job's server may go without reporting before another server takes the job. */
export const DEFAULT_JOB_LEASE_SECONDS = 60;
/** The shortest job lease: under it a busy server's heartbeat could lapse while it still runs the job. */
const MIN_JOB_LEASE_SECONDS = 5;

function leaseFrom(value: string | undefined, fallback: number): number {
  const n = intFrom(value, fallback, 'JOB_LEASE_SECONDS');
  if (n < MIN_JOB_LEASE_SECONDS)
    throw new Error(`JOB_LEASE_SECONDS must be at least ${MIN_JOB_LEASE_SECONDS}, got '${value}'`);
  return n;
}

const NO_SMS_GATEWAY =
  'no SMS gateway, so no SMS code is sent (phone sign-in and SMS-checked password changes are refused). ' +
  'Set SMS_WEBHOOK_URL (and SMS_WEBHOOK_SECRET) to send codes through your SMS provider; the outbox ' +
  'gateway, which sends nothing, is for demo mode only (SEED_DEMO=1).';

/**
 * Demo mode: SEED_DEMO=1/true asks for it and SEED_DEMO=0/false refuses it, whatever the database;
 * unset, it is on only for a development start on PGlite (no DATABASE_URL, NODE_ENV not production).
 */
export function demoModeFrom(env: NodeJS.ProcessEnv): boolean {
  const development = !env.DATABASE_URL?.trim() && env.NODE_ENV?.trim() !== 'production';
  return flagFrom(env.SEED_DEMO, development, 'SEED_DEMO');
}

/** SMS_CODE_KEY, when set: at least 32 characters (a random key, e.g. `openssl rand -hex 32`). */
export function smsCodeKeyFrom(value: string | undefined): string | undefined {
  const key = value?.trim() ?? '';
  if (key === '') return undefined;
  if (key.length < 32)
    throw new Error(
      `SMS_CODE_KEY must be at least 32 characters (e.g. openssl rand -hex 32), got ${key.length}`,
    );
  return key;
}

/**
 * SMS_GATEWAY: `webhook` (the default when SMS_WEBHOOK_URL is set) or `outbox` (demo mode only,
 * and its default there). Undefined when neither applies: see smsGatewayProblem.
 */
export function smsGatewayFrom(env: NodeJS.ProcessEnv, seedDemo: boolean): SmsGatewayConfig | undefined {
  const url = env.SMS_WEBHOOK_URL?.trim() || undefined;
  const kind = env.SMS_GATEWAY?.trim().toLowerCase() || (url ? 'webhook' : seedDemo ? 'outbox' : undefined);
  if (kind === undefined) return undefined;
  if (kind === 'outbox') {
    if (!seedDemo)
      throw new Error(`SMS_GATEWAY=outbox sends no SMS: demo mode only (SEED_DEMO=1). ${NO_SMS_GATEWAY}`);
    return { kind };
  }
  if (kind !== 'webhook') throw new Error(`SMS_GATEWAY must be webhook or outbox, got '${env.SMS_GATEWAY}'`);
  if (!url) throw new Error('SMS_GATEWAY=webhook needs SMS_WEBHOOK_URL, the address codes are POSTed to');
  const parsed = httpUrl(url);
  if (!parsed) throw new Error(`SMS_WEBHOOK_URL must be an http(s) address, got '${url}'`);
  return {
    kind,
    url: parsed.toString(),
    secret: env.SMS_WEBHOOK_SECRET?.trim() || undefined,
    timeoutMs: positiveIntFrom(env.SMS_WEBHOOK_TIMEOUT_MS, 5000, 'SMS_WEBHOOK_TIMEOUT_MS'),
  };
}

/** Why this configuration sends no SMS (the server still starts and says so), or undefined. */
export const smsGatewayProblem = (config: Pick<Config, 'smsGateway'>): string | undefined =>
  config.smsGateway ? undefined : NO_SMS_GATEWAY;

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/**
 * The S3 store of uploaded files: all of S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY,
 * or none of them (files then go to FILES_DIR).
 */
export function s3From(env: NodeJS.ProcessEnv): S3Config | undefined {
  const value = (name: string) => env[name]?.trim() || undefined;
  const given = S3_VARIABLES.filter((name) => value(name) !== undefined);
  if (given.length === 0) return undefined;
  if (given.length < S3_VARIABLES.length) {
    const missing = S3_VARIABLES.filter((name) => value(name) === undefined);
    throw new Error(
      `An S3 file store needs all of ${S3_VARIABLES.join(', ')}; missing ${missing.join(', ')}. ` +
        'Leave them all unset to keep files in PostgreSQL or FILES_DIR (FILES_STORE).',
    );
  }
  const endpoint = httpUrl(value('S3_ENDPOINT') as string);
  if (!endpoint) throw new Error(`S3_ENDPOINT must be an http(s) address, got '${env.S3_ENDPOINT}'`);
  const bucket = value('S3_BUCKET') as string;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new Error(`S3_BUCKET must be a bucket name (3-63 of a-z, 0-9, '.', '-'), got '${bucket}'`);
  return {
    endpoint: endpoint.toString().replace(/\/$/, ''),
    bucket,
    accessKeyId: value('S3_ACCESS_KEY') as string,
    secretAccessKey: value('S3_SECRET_KEY') as string,
    region: value('S3_REGION') ?? 'us-east-1',
    forcePathStyle: flagFrom(env.S3_FORCE_PATH_STYLE, true, 'S3_FORCE_PATH_STYLE'),
  };
}

const FILES_STORES: readonly FilesStore[] = ['folder', 'postgres', 's3'];

/**
 * FILES_STORE, or by default: S3 when configured; the PostgreSQL database when DATABASE_URL is set
 * (every server of it reads the files there); the files folder on PGlite, or when FILES_SHARED=1
 * says FILES_DIR is one folder every server mounts. A store some server of the database could not
 * read is refused: a folder on PostgreSQL that is not declared shared.
 */
export function filesStoreFrom(env: NodeJS.ProcessEnv, s3: S3Config | undefined): FilesStore {
  const named = env.FILES_STORE?.trim().toLowerCase() || undefined;
  const postgres = Boolean(env.DATABASE_URL?.trim());
  const shared = flagFrom(env.FILES_SHARED, false, 'FILES_SHARED');
  if (named !== undefined && !FILES_STORES.includes(named as FilesStore))
    throw new Error(`FILES_STORE must be folder, postgres or s3, got '${env.FILES_STORE}'`);
  const store =
    (named as FilesStore | undefined) ?? (s3 ? 's3' : postgres && !shared ? 'postgres' : 'folder');
  if (store === 's3' && !s3)
    throw new Error('FILES_STORE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY');
  if (store === 'postgres' && !postgres)
    throw new Error('FILES_STORE=postgres keeps files in the database of DATABASE_URL, which is not set');
  if (store === 'folder' && postgres && !shared)
    throw new Error(
      'FILES_STORE=folder keeps files on this server only, where the other servers of DATABASE_URL ' +
        'cannot read them: set FILES_SHARED=1 if FILES_DIR is one folder every server mounts, or ' +
        'leave FILES_STORE unset to keep files in PostgreSQL',
    );
  return store;
}

/** Defaults, each overridable: tests call this with a few overrides. */
export function defaultConfig(overrides: Partial<Config> = {}): Config {
  const shellDist = path.resolve(packageRoot, '../shell/dist');
  const exampleOrigin = overrides.exampleOrigin ?? DEFAULT_EXAMPLE_ORIGIN;
  return {
    port: 8080,
    host: '127.0.0.1',
    apiBase: DEFAULT_API_BASE,
    // The repository root's .data/, found from the package location so the cwd does not matter.
    dataDir: path.resolve(packageRoot, '../../.data'),
    databaseUrl: undefined,
    staticDir: existsSync(path.join(shellDist, 'index.html')) ? shellDist : undefined,
    seedDemo: true,
    seedAdminPassword: undefined,
    seedLarge: false,
    seedLargeOperationLog: 1_000_000,
    logLevel: 'info',
    trustProxy: false,
    cookieSecure: true,
    docs: false,
    passwordHashLogN: DEFAULT_PASSWORD_HASH_LOG_N,
    sessionIdleMs: 12 * 60 * 60 * 1000,
    sessionMaxMs: 7 * 24 * 60 * 60 * 1000,
    exampleOrigin,
    frameOrigins: [exampleOrigin],
    microAppOrigins: [],
    publicOrigin: publicOriginFrom(undefined, overrides.host ?? '127.0.0.1', overrides.port ?? 8080),
    embeddedAppsMax: 20,
    smsOutboxFile: undefined,
    smsGateway: { kind: 'outbox' },
    smsCodeKey: undefined,
    smsDailyLimits: { perPhone: 10, perIp: 50 },
    // A person signs in a few times a minute; an office behind one address, or the e2e flows from
    // 127.0.0.1, several dozen.
    signInRateLimits: { windowMs: 60_000, perIp: 100, perTenant: 1000 },
    redisUrl: undefined,
    passwordChecks: { concurrency: availableParallelism(), queue: 4 * availableParallelism() },
    // A loop 2 s late has queued work for seconds: refuse before the shell's 10 s timeout hits.
    // Utilisation is off by default: it is ~1 whenever the server is merely busy.
    loadLimits: {
      maxEventLoopDelayMs: 2000,
      maxEventLoopUtilization: 0,
      sampleIntervalMs: 1000,
      retryAfterS: 10,
    },
    foregroundWaitMs: FOREGROUND_WAIT_MS,
    jobs: { exportsPerServer: 2, perTenant: 1, leaseSeconds: DEFAULT_JOB_LEASE_SECONDS },
    filesQuotaBytes: 2048 * 1024 * 1024,
    filesUnusedMs: 24 * 60 * 60 * 1000,
    mapTileUrl: '',
    now: () => new Date(),
    ...overrides,
    filesDir:
      overrides.filesDir ?? path.join(overrides.dataDir ?? path.resolve(packageRoot, '../../.data'), 'files'),
    s3: overrides.s3,
    filesStore: overrides.filesStore ?? (overrides.s3 ? 's3' : overrides.databaseUrl ? 'postgres' : 'folder'),
  };
}

/** The configuration of `node dist/main.js`; relative paths in the environment resolve against the cwd. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const base = defaultConfig();
  const set = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v.trim() : undefined);
  const exampleOrigin = exampleOriginFrom(env);
  const seedDemo = demoModeFrom(env);
  const s3 = s3From(env);
  const config = defaultConfig({
    port: intFrom(env.PORT, base.port, 'PORT'),
    host: set(env.HOST) ?? base.host,
    apiBase: env.API_BASE !== undefined ? normaliseBase(env.API_BASE) : base.apiBase,
    dataDir: set(env.DATA_DIR) !== undefined ? path.resolve(env.DATA_DIR as string) : base.dataDir,
    databaseUrl: set(env.DATABASE_URL),
    seedDemo,
    sessionMaxMs:
      intFrom(env.SESSION_MAX_HOURS, base.sessionMaxMs / 3_600_000, 'SESSION_MAX_HOURS') * 3_600_000,
    staticDir: set(env.STATIC_DIR) !== undefined ? path.resolve(env.STATIC_DIR as string) : base.staticDir,
    seedAdminPassword: set(env.SEED_ADMIN_PASSWORD),
    seedLarge: env.SEED_LARGE === '1' || env.SEED_LARGE === 'true',
    seedLargeOperationLog: intFrom(
      env.SEED_LARGE_OPERATION_LOG,
      base.seedLargeOperationLog,
      'SEED_LARGE_OPERATION_LOG',
    ),
    logLevel: set(env.LOG_LEVEL) ?? base.logLevel,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    cookieSecure: flagFrom(env.COOKIE_SECURE, base.cookieSecure, 'COOKIE_SECURE'),
    exampleOrigin,
    frameOrigins:
      set(env.FRAME_ORIGINS) !== undefined ? (env.FRAME_ORIGINS as string).split(/[\s,]+/) : [exampleOrigin],
    microAppOrigins: originsFrom(env.MICRO_APP_ORIGINS ?? '', 'MICRO_APP_ORIGINS'),
    publicOrigin: publicOriginFrom(
      env.PUBLIC_ORIGIN,
      set(env.HOST) ?? base.host,
      intFrom(env.PORT, base.port, 'PORT'),
    ),
    embeddedAppsMax: positiveIntFrom(env.EMBEDDED_APPS_MAX, base.embeddedAppsMax, 'EMBEDDED_APPS_MAX'),
    smsOutboxFile:
      set(env.SMS_OUTBOX_FILE) !== undefined ? path.resolve(env.SMS_OUTBOX_FILE as string) : undefined,
    smsGateway: smsGatewayFrom(env, seedDemo),
    smsCodeKey: smsCodeKeyFrom(env.SMS_CODE_KEY),
    smsDailyLimits: {
      perPhone: intFrom(env.SMS_DAILY_PER_PHONE, base.smsDailyLimits.perPhone, 'SMS_DAILY_PER_PHONE'),
      perIp: intFrom(env.SMS_DAILY_PER_IP, base.smsDailyLimits.perIp, 'SMS_DAILY_PER_IP'),
    },
    signInRateLimits: {
      windowMs:
        positiveIntFrom(
          env.RATE_LIMIT_WINDOW_S,
          base.signInRateLimits.windowMs / 1000,
          'RATE_LIMIT_WINDOW_S',
        ) * 1000,
      perIp: positiveIntFrom(env.RATE_LIMIT_PER_IP, base.signInRateLimits.perIp, 'RATE_LIMIT_PER_IP'),
      perTenant: positiveIntFrom(
        env.RATE_LIMIT_PER_TENANT,
        base.signInRateLimits.perTenant,
        'RATE_LIMIT_PER_TENANT',
      ),
    },
    redisUrl: set(env.REDIS_URL),
    filesDir: set(env.FILES_DIR) !== undefined ? path.resolve(env.FILES_DIR as string) : undefined,
    filesQuotaBytes:
      positiveIntFrom(env.FILES_QUOTA_MB, base.filesQuotaBytes / 1024 / 1024, 'FILES_QUOTA_MB') * 1024 * 1024,
    filesUnusedMs:
      positiveIntFrom(env.FILES_UNUSED_HOURS, base.filesUnusedMs / 3_600_000, 'FILES_UNUSED_HOURS') *
      3_600_000,
    s3,
    filesStore: filesStoreFrom(env, s3),
    mapTileUrl: mapTileUrlFrom(env.MAP_TILE_URL),
    passwordChecks: {
      concurrency: positiveIntFrom(env.PASSWORD_CHECKS, base.passwordChecks.concurrency, 'PASSWORD_CHECKS'),
      queue: intFrom(env.PASSWORD_CHECK_QUEUE, base.passwordChecks.queue, 'PASSWORD_CHECK_QUEUE'),
    },
    loadLimits: {
      maxEventLoopDelayMs: intFrom(
        env.MAX_EVENT_LOOP_DELAY_MS,
        base.loadLimits.maxEventLoopDelayMs,
        'MAX_EVENT_LOOP_DELAY_MS',
      ),
      maxEventLoopUtilization: fractionFrom(
        env.MAX_EVENT_LOOP_UTILIZATION,
        base.loadLimits.maxEventLoopUtilization,
        'MAX_EVENT_LOOP_UTILIZATION',
      ),
      sampleIntervalMs: intFrom(
        env.LOAD_SAMPLE_INTERVAL_MS,
        base.loadLimits.sampleIntervalMs,
        'LOAD_SAMPLE_INTERVAL_MS',
      ),
      retryAfterS: intFrom(env.RETRY_AFTER_S, base.loadLimits.retryAfterS, 'RETRY_AFTER_S'),
    },
    foregroundWaitMs: intFrom(env.FOREGROUND_WAIT_MS, base.foregroundWaitMs, 'FOREGROUND_WAIT_MS'),
    jobs: {
      exportsPerServer: positiveIntFrom(
        env.EXPORTS_PER_SERVER,
        base.jobs.exportsPerServer,
        'EXPORTS_PER_SERVER',
      ),
      perTenant: positiveIntFrom(env.JOBS_PER_TENANT, base.jobs.perTenant, 'JOBS_PER_TENANT'),
      leaseSeconds: leaseFrom(env.JOB_LEASE_SECONDS, base.jobs.leaseSeconds),
    },
  });
  // The API's own documentation is for developers: on with the demo data, elsewhere when asked for.
  return { ...config, docs: flagFrom(env.DOCS, config.seedDemo, 'DOCS') };
}
