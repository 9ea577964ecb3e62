import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CallName } from '@rcadmin/contract';
import { calls } from '@rcadmin/contract/wire';
import type { HostKit } from '../host-kit';

/**
 * The one cache of the feature pages' loaded answers. An answer is fresh until the page shows
 * again: a kept tab shown again shows what it had and loads it anew behind it, after the switch
 * (useLoad starts that reload, so no mount starts one). Failures are not retried (the shell has
 * told the user why); a window focus loads nothing.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 0,
      refetchOnMount: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    mutations: { retry: false },
  },
});

/** Whose answers these are: tenant, user and store. Every key starts with it. */
export const scopeOf = (kit: HostKit): string => {
  const { tenantName, platformNum, userId, storeCode } = kit.session();
  return JSON.stringify([tenantName, platformNum, userId, storeCode ?? '']);
};

let lastScope: string | null = null;
/**
 * The session's scope, for a key; when it changed (another user, tenant or store), the answers
 * of every other scope leave the cache, so none can show to this session.
 */
export function currentScope(kit: HostKit): string {
  const scope = scopeOf(kit);
  if (scope !== lastScope) {
    if (lastScope !== null) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== scope });
    lastScope = scope;
  }
  return scope;
}

/** The call names a key loads: [scope, name or names, input]. */
const namesOf = (key: QueryKey): string[] =>
  Array.isArray(key[1]) ? (key[1] as string[]) : typeof key[1] === 'string' ? [key[1]] : [];

const resourcesOf = (name: string): readonly string[] | null => {
  const resource = (calls as Record<string, { resource?: string | readonly string[] }>)[name]?.resource;
  return resource === undefined ? null : typeof resource === 'string' ? [resource] : resource;
};

/**
 * Is a loaded call affected by a write: they serve a page in common (the contract's resources),
 * or the write serves no page in particular.
 */
export function affects(write: CallName, read: string): boolean {
  const written = resourcesOf(write);
  if (!written) return true;
  const readOn = resourcesOf(read);
  return !readOn || readOn.some((page) => written.includes(page));
}

/**
 * After a write: the answers it may have changed are stale. Those on show load again now; those
 * of hidden tabs when their tab shows again.
 */
export function afterWrite(kit: HostKit, write: CallName): void {
  const scope = currentScope(kit);
  void queryClient.invalidateQueries(
    {
      predicate: (query) =>
        query.queryKey[0] === scope && namesOf(query.queryKey).some((name) => affects(write, name)),
    },
    { cancelRefetch: false },
  );
}
