import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_BASE } from '@rcadmin/contract';

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
   * Seed the demo tenants into an empty database: always on PGlite (the README's first command),
   * with DATABASE_URL only when SEED_DEMO=1. Demo mode also allows the SMS outbox gateway.
   */
  seedDemo: boolean;
  /** Password of the demo `admin` at first seed; the documented default when undefined. */
  seedAdminPassword: string | undefined;
  /** Also seed the 'Large Retail' tenant (5,000 menu pages). */
  seedLarge: boolean;
  logLevel: string;
  /** Trust X-Forwarded-* from a reverse proxy (the Secure cookie flag follows X-Forwarded-Proto). */
  trustProxy: boolean;
  /** scrypt cost as log2(N). Production is 17; tests lower it to seed quickly. */
  passwordHashLogN: number;
  /** A session ends after this long without a request. */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however busy (SESSION_MAX_HOURS). */
  sessionMaxMs: number;
  /** Origins the shell may embed in frames (CSP frame-src), besides its own. */
  frameOrigins: string[];
  /**
   * The demo SMS gateway also appends each text here as a JSON line, for whoever drives the demo
   * from outside the process (the browser flows read codes from it). Unset: no file.
   */
  smsOutboxFile: string | undefined;
  /** Past these, requests are refused with 503 and Retry-After (0 turns a limit off). */
  loadLimits: LoadLimits;
  /** The clock of every time rule (sessions, lockouts, SMS codes); tests move it. */
  now: () => Date;
}

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

/** Defaults, each overridable: tests call this with a few overrides. */
export function defaultConfig(overrides: Partial<Config> = {}): Config {
  const shellDist = path.resolve(packageRoot, '../shell/dist');
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
    logLevel: 'info',
    trustProxy: false,
    passwordHashLogN: DEFAULT_PASSWORD_HASH_LOG_N,
    sessionIdleMs: 12 * 60 * 60 * 1000,
    sessionMaxMs: 7 * 24 * 60 * 60 * 1000,
    frameOrigins: ['http://127.0.0.1:8081', 'http://localhost:8081'],
    smsOutboxFile: undefined,
    // A loop 2 s late has queued work for seconds: refuse before the shell's 10 s timeout hits.
    // Utilisation is off by default: it is ~1 whenever the server is merely busy.
    loadLimits: {
      maxEventLoopDelayMs: 2000,
      maxEventLoopUtilization: 0,
      sampleIntervalMs: 1000,
      retryAfterS: 10,
    },
    now: () => new Date(),
    ...overrides,
  };
}

/** The configuration of `node dist/main.js`; relative paths in the environment resolve against the cwd. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const base = defaultConfig();
  const set = (v: string | undefined) => (v !== undefined && v.trim() !== '' ? v.trim() : undefined);
  return defaultConfig({
    port: intFrom(env.PORT, base.port, 'PORT'),
    host: set(env.HOST) ?? base.host,
    apiBase: env.API_BASE !== undefined ? normaliseBase(env.API_BASE) : base.apiBase,
    dataDir: set(env.DATA_DIR) !== undefined ? path.resolve(env.DATA_DIR as string) : base.dataDir,
    databaseUrl: set(env.DATABASE_URL),
    seedDemo: set(env.DATABASE_URL) === undefined || env.SEED_DEMO === '1' || env.SEED_DEMO === 'true',
    sessionMaxMs: intFrom(env.SESSION_MAX_HOURS, base.sessionMaxMs / 3_600_000, 'SESSION_MAX_HOURS') * 3_600_000,
    staticDir: set(env.STATIC_DIR) !== undefined ? path.resolve(env.STATIC_DIR as string) : base.staticDir,
    seedAdminPassword: set(env.SEED_ADMIN_PASSWORD),
    seedLarge: env.SEED_LARGE === '1' || env.SEED_LARGE === 'true',
    logLevel: set(env.LOG_LEVEL) ?? base.logLevel,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    frameOrigins:
      set(env.FRAME_ORIGINS) !== undefined
        ? (env.FRAME_ORIGINS as string).split(/[\s,]+/)
        : base.frameOrigins,
    smsOutboxFile:
      set(env.SMS_OUTBOX_FILE) !== undefined ? path.resolve(env.SMS_OUTBOX_FILE as string) : undefined,
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
  });
}
