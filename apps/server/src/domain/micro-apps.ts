/** The tenant's micro-app registry: a system parameter holding JSON `[{ name, url }]`. */
export const MICRO_APPS_PARAM = 'microApps';

export interface MicroAppEntry {
  name: string;
  url: string;
}

/** The well-formed entries of a registry's JSON; malformed JSON or entries are dropped, never thrown. */
export function microAppEntries(registry: string): MicroAppEntry[] {
  let entries: unknown;
  try {
    entries = JSON.parse(registry);
  } catch {
    return [];
  }
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    const { name, url } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<
      string,
      unknown
    >;
    return typeof name === 'string' && typeof url === 'string' ? [{ name, url }] : [];
  });
}

/**
 * The entries of a tenant's registry whose address is on the deployment's micro-app allowlist
 * (MICRO_APP_ORIGINS). A micro-app runs with the shell's privileges, so a tenant's own list never
 * widens that allowlist.
 */
export function allowedMicroApps(registry: string, allowedOrigins: readonly string[]): MicroAppEntry[] {
  return microAppEntries(registry).filter(({ url }) => {
    try {
      return allowedOrigins.includes(new URL(url).origin);
    } catch {
      return false;
    }
  });
}

/** A registered app (settings, embedded apps) as the rules below read it. */
interface Registered {
  kind: string;
  url: string;
  trusted: boolean;
}

/**
 * Whether a tenant's registered app may be shown and run. A frame always may: it is sandboxed on
 * another origin. A micro-app runs with the signed-in user's rights in the shell's own origin, so
 * it needs the tenant's confirmation that it is trusted code and an origin the deployment allows
 * (MICRO_APP_ORIGINS): a tenant admin cannot bring code into the shell's origin on their own, and
 * with MICRO_APP_ORIGINS empty (the default) no registered micro-app runs. One saved before the
 * list changed is no longer shown, served or allowed by the CSP.
 * The microApps parameter keeps its own rule (allowedMicroApps): it has no trusted confirmation.
 */
export function registeredAppRuns(app: Registered, microAppOrigins: readonly string[]): boolean {
  if (app.kind !== 'microApp') return app.kind === 'frame';
  if (!app.trusted) return false;
  try {
    return microAppOrigins.includes(new URL(app.url).origin);
  } catch {
    return false;
  }
}

/**
 * The tenant's registry as the shell reads it: its registered micro-apps that run, then the
 * parameter's entries of other names (the shell keeps the first entry of a name).
 */
export function mergedMicroApps(
  registered: readonly (Registered & { name: string })[],
  fromParam: readonly MicroAppEntry[],
  microAppOrigins: readonly string[],
): MicroAppEntry[] {
  const apps = registered
    .filter((app) => app.kind === 'microApp' && registeredAppRuns(app, microAppOrigins))
    .map(({ name, url }) => ({ name, url }));
  const names = new Set(apps.map((app) => app.name));
  return [...apps, ...fromParam.filter((entry) => !names.has(entry.name))];
}
