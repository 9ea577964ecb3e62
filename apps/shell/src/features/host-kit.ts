import type { FieldError, HostKit, HttpOptions, Language } from '@rcadmin/features';
import { ApiError, http, resultOf, toFormBody, type SuccessEnvelope } from '../api/http';
import i18n, { isLanguage } from '../i18n';
import { mayDo } from '../menu/page-actions';
import { findRoute } from '../router/generate-routes';
import { permission } from '../stores/permission';
import { session } from '../stores/session';
import { delView, tabs, updateVisitedViewLater } from '../stores/tabs';
import { shownTimeZone } from '../stores/time-zone';
import { notify } from '../utils/feedback';
import { confirmDiscard, forgetUnsaved, setUnsaved } from './unsaved';

/**
 * The shell's side of the HostKit (packages/features/src/host-kit.ts): what a feature page gets
 * as its `kit` prop. Features never import the shell; everything they need goes through here.
 */

/**
 * The rejection a page sees: the shell's ApiError with the contract's Fail fields on it
 * ({ code, msg, fieldErrors? }), so `isCallError` of the features package knows it.
 */
export function toCallError(error: unknown): Error {
  if (!(error instanceof ApiError)) return error instanceof Error ? error : new Error(String(error));
  const envelope = (error.envelope ?? {}) as { fieldErrors?: unknown };
  const fieldErrors = Array.isArray(envelope.fieldErrors)
    ? (envelope.fieldErrors as FieldError[]).filter(
        (entry) => typeof entry?.field === 'string' && typeof entry?.msg === 'string',
      )
    : undefined;
  return Object.assign(error, {
    code: error.code ?? 'ERROR',
    msg: error.message,
    ...(fieldErrors && fieldErrors.length > 0 ? { fieldErrors } : {}),
  });
}

type RequestConfig = NonNullable<Parameters<typeof http.request>[0]>;

/** A call the page aborted (a newer search): no error to make of it. */
const isAborted = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_CANCELED';

async function request<T>(config: RequestConfig, options: HttpOptions = {}): Promise<T> {
  try {
    const response = await http.request<SuccessEnvelope<T>>({
      ...config,
      // Feature calls are contract calls: the site token goes with every one (the GETs that
      // change data need it, the others ignore it).
      siteToken: true,
      silent: options.silent,
      signal: options.signal,
      ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
    });
    return resultOf(response.data);
  } catch (error) {
    if (isAborted(error)) throw error;
    throw toCallError(error);
  }
}

/** A query as the server reads it: absent values left out, lists as repeated keys. */
export function toQueryString(query: Record<string, unknown> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The absolute address of an API path (the client's base prefix resolved against the page). */
export function apiUrl(path: string, query?: Record<string, unknown>): string {
  const base = http.defaults.baseURL ?? '';
  const joined = `${base.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(joined, origin).toString() + toQueryString(query);
}

export interface KitContext {
  /** The data router's navigate. */
  navigate: (to: string) => unknown;
  /** The page's own tab path (its location when it opened). */
  pagePath: () => string;
}

/** Closes tabs like the tab strip does: the page shown after is the last tab left. */
async function closeTab(path: string, context: KitContext): Promise<void> {
  forgetUnsaved([path]);
  const wasShown = window.location.pathname === path;
  delView(path);
  if (!wasShown) return;
  const last = tabs.visitedViews.at(-1);
  if (last) await context.navigate(last.fullPath);
}

/**
 * The page's view state into its address, without a navigation (which would run the guard and
 * render the route again): the history entry keeps the router's state, and the page's tab goes
 * back to this address.
 */
function replaceQuery(pagePath: string, query: Record<string, string | undefined>): void {
  if (window.location.pathname !== pagePath) return;
  const search = toQueryString(query);
  const fullPath = pagePath + search + window.location.hash;
  window.history.replaceState(window.history.state, '', fullPath);
  const view = tabs.visitedViews.find((candidate) => candidate.path === pagePath);
  // The tab follows when the browser is idle: the page's new rows paint first.
  if (view && view.fullPath !== fullPath)
    updateVisitedViewLater({
      path: pagePath,
      fullPath,
      query: Object.fromEntries(new URLSearchParams(search)),
    });
}

export function createHostKit(context: KitContext): HostKit {
  return {
    http: {
      get: <T>(path: string, query?: Record<string, unknown>, options?: HttpOptions) =>
        request<T>({ method: 'GET', url: path, params: query }, options),
      post: <T>(path: string, body?: object, options: HttpOptions & { json?: boolean } = {}) =>
        request<T>(
          {
            method: 'POST',
            url: path,
            data:
              options.json || Array.isArray(body)
                ? (body ?? {})
                : toFormBody((body ?? {}) as Record<string, unknown>),
          },
          options,
        ),
      upload: <T>(path: string, form: FormData, options?: HttpOptions) =>
        request<T>({ method: 'POST', url: path, data: form }, options),
    },
    apiUrl,
    openTab({ path, query }) {
      void context.navigate(path + toQueryString(query));
    },
    replaceQuery(query) {
      replaceQuery(context.pagePath(), query);
    },
    closeTab(path) {
      void closeTab(path ?? context.pagePath(), context);
    },
    setUnsaved,
    hasResource(path) {
      return findRoute(path.split(/[?#]/)[0] ?? path, permission.routes) !== undefined;
    },
    can(path, action) {
      const page = path.split(/[?#]/)[0] ?? path;
      return findRoute(page, permission.routes) !== undefined && mayDo(permission.actions, page, action);
    },
    notify(kind, message) {
      notify[kind](message);
    },
    session() {
      return {
        tenantName: session.tenantName,
        platformNum: session.platformNum,
        userId: session.siteUserId,
        storeCode: permission.currentDept?.storeCode ?? null,
      };
    },
    language(): Language {
      return isLanguage(i18n.language) ? i18n.language : 'en';
    },
    timeZone: shownTimeZone,
    t: (key, options) => i18n.t(key, options ?? {}) as string,
  };
}

export { confirmDiscard };
