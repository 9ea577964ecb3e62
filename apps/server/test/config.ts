import { defaultConfig, type Config } from '../src/config';

/** A cheap scrypt cost so seeding and sign-ins are fast; production stays at 17. */
export const TEST_HASH_LOG_N = 12;

export const testConfig = (overrides: Partial<Config> = {}): Config =>
  defaultConfig({
    passwordHashLogN: TEST_HASH_LOG_N,
    logLevel: 'silent',
    staticDir: undefined,
    // The large tenant's operation log of the bench (a million records) is too slow for unit tests.
    seedLargeOperationLog: 5_000,
    // Test files run side by side with PGlite on their own event loops: a late loop there means a
    // busy machine, not an overloaded app. load-shedding.test.ts sets limits of its own.
    loadLimits: { ...defaultConfig().loadLimits, maxEventLoopDelayMs: 0 },
    ...overrides,
  });
