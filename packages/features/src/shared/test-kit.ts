import { vi } from 'vitest';
import type { HostKit } from '../host-kit';

const englishPlural = new Intl.PluralRules('en');

/**
 * The English text of a key of these locales with its {{values}}, as the shell's i18next renders it
 * (a key with a numeric `count` is read as key_one or key_other when it has those forms).
 */
export function englishTextOf(locales: { en: unknown }) {
  return (key: string, options?: Record<string, unknown>): string => {
    const parts = key.split('.');
    let parent: unknown = locales.en;
    for (const part of parts.slice(0, -1)) parent = (parent as Record<string, unknown> | undefined)?.[part];
    const last = parts.at(-1) ?? '';
    const entries = parent as Record<string, unknown> | undefined;
    const count = options?.count;
    const plural =
      typeof count === 'number' ? entries?.[`${last}_${englishPlural.select(count)}`] : undefined;
    const node = plural ?? entries?.[last];
    if (typeof node !== 'string') return key;
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options?.[name] ?? ''));
  };
}

export type Handler = (query: Record<string, unknown> | undefined, body?: unknown) => unknown;

/**
 * A kit for a feature's component tests: calls answered by path (a thrown error is the
 * rejection), the feature's texts in English, and spies on what pages ask of the shell.
 */
export function testKitWith(locales: { en: unknown }, routes: Record<string, Handler>) {
  const answer = async (path: string, data?: unknown) => {
    const handler = routes[path];
    if (!handler)
      throw Object.assign(new Error(`no route ${path}`), { code: '4004', msg: `no route ${path}` });
    return handler(data as Record<string, unknown> | undefined, data);
  };
  const kit = {
    http: {
      get: vi.fn(async (path: string, query?: Record<string, unknown>) => answer(path, query)),
      post: vi.fn(async (path: string, body?: object) => answer(path, body)),
      upload: vi.fn(),
    },
    apiUrl: (path: string, query?: Record<string, unknown>) => {
      const search = new URLSearchParams(
        Object.entries(query ?? {}).map(([key, value]) => [key, String(value)]),
      ).toString();
      return `/api${path}${search ? `?${search}` : ''}`;
    },
    openTab: vi.fn(),
    replaceQuery: vi.fn(),
    closeTab: vi.fn(),
    setUnsaved: vi.fn(),
    hasResource: () => true,
    notify: vi.fn(),
    session: (): ReturnType<HostKit['session']> => ({
      tenantName: 'Demo',
      platformNum: '100001',
      userId: '1',
      storeCode: null,
    }),
    language: () => 'en' as const,
    timeZone: () => 'Asia/Shanghai',
    t: englishTextOf(locales),
  };
  return kit as typeof kit & HostKit;
}
