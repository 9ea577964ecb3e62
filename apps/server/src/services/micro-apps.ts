/** The tenant's micro-app registry: a system parameter holding JSON `[{ name, url }]`. */
export const MICRO_APPS_PARAM = 'microApps';

export interface MicroAppEntry {
  name: string;
  url: string;
}

/**
 * The entries of a tenant's registry whose address is on the deployment's micro-app allowlist
 * (MICRO_APP_ORIGINS). A micro-app runs with the shell's privileges, so a tenant's own list never
 * widens that allowlist; malformed JSON or entries are dropped, never thrown.
 */
export function allowedMicroApps(registry: string, allowedOrigins: readonly string[]): MicroAppEntry[] {
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
    if (typeof name !== 'string' || typeof url !== 'string') return [];
    try {
      return allowedOrigins.includes(new URL(url).origin) ? [{ name, url }] : [];
    } catch {
      return [];
    }
  });
}
