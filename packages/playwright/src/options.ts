/**
 * Who the tests sign in as: `test.use({ rcadmin: { platformNum, username, password } })`. Any part
 * left out comes from the environment (RCADMIN_PLATFORM_NUM, RCADMIN_USERNAME, RCADMIN_PASSWORD),
 * else from the demo tenant that `npm start` seeds (100001, admin, Admin@2026).
 */
export interface RcadminOptions {
  /** The tenant's company number: the sign-in page's Company field. */
  platformNum: string;
  /** The account's login name. */
  username: string;
  password: string;
  /** Sign in before each test. `false` leaves the browser signed out (for sign-in pages of your own). */
  signIn: boolean;
  /**
   * The API's base prefix, such as `/api`. Default: what the shell's `/runtime-config.js` says,
   * as the shell itself reads it.
   */
  apiBase?: string;
}

export function resolveOptions(
  given: Partial<RcadminOptions> = {},
  env: NodeJS.ProcessEnv = process.env,
): RcadminOptions {
  return {
    platformNum: env.RCADMIN_PLATFORM_NUM || '100001',
    username: env.RCADMIN_USERNAME || 'admin',
    password: env.RCADMIN_PASSWORD || 'Admin@2026',
    signIn: true,
    ...Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)),
  };
}
