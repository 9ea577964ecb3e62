import type { ComponentType } from 'react';

/**
 * What a feature needs from the shell. Features declare it; the shell implements it, so a
 * feature never imports the shell.
 */
export interface HostKit {
  /** The shell's http client: resolves with content.result, rejects after showing the error. */
  http: {
    get<T>(path: string, query?: Record<string, unknown>): Promise<T>;
    post<T>(path: string, body?: Record<string, unknown>, options?: { json?: boolean }): Promise<T>;
  };
  openTab(view: { path: string; title: string; query?: Record<string, string> }): void;
  notify(kind: 'success' | 'error' | 'info', message: string): void;
  session(): { tenantName: string; platformNum: string; userId: string; storeCode: string | null };
  t(key: string, options?: Record<string, unknown>): string;
}

export interface FeatureRoute {
  /** Absolute route path, as the menu URL names it (e.g. /goods/index/list). */
  path: string;
  /** Route name of spec §2 (e.g. 'goodsList'). */
  name: string;
  titleKey: string;
  noCache?: boolean;
  component: () => Promise<{ default: ComponentType<{ kit: HostKit }> }>;
}

/** The one public face of a feature folder. */
export interface FeatureModule {
  id: string;
  routes: FeatureRoute[];
  locales: Record<'zh' | 'en' | 'es', Record<string, unknown>>;
}
