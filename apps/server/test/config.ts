import { defaultConfig, type Config } from '../src/config';

/** A cheap scrypt cost so seeding and sign-ins are fast; production stays at 17. */
export const TEST_HASH_LOG_N = 12;

export const testConfig = (overrides: Partial<Config> = {}): Config =>
  defaultConfig({
    passwordHashLogN: TEST_HASH_LOG_N,
    logLevel: 'silent',
    staticDir: undefined,
    ...overrides,
  });
