import type { PageAction } from '@rcadmin/contract/wire';
import type { ComponentType } from 'react';

/** Which field a refusal is about, with its message (the contract's Fail.fieldErrors). */
export interface FieldError {
  field: string;
  msg: string;
}

/**
 * A refused or failed call, as the kit's http rejects it: the server's code and message (already
 * translated) and, for a form's bad values (code '4220'), the fields they concern. Transport
 * failures carry the transport code (e.g. 'ECONNABORTED') and the shell's network text.
 */
export class CallError extends Error {
  readonly code: string;
  readonly msg: string;
  readonly fieldErrors?: FieldError[];
  /** HTTP status when there was an answer. */
  readonly status?: number;

  constructor(details: { code: string; msg: string; fieldErrors?: FieldError[]; status?: number }) {
    super(details.msg);
    this.name = 'CallError';
    this.code = details.code;
    this.msg = details.msg;
    if (details.fieldErrors) this.fieldErrors = details.fieldErrors;
    if (details.status !== undefined) this.status = details.status;
  }
}

/** Is this what the kit's http rejected with (and not a bug in the page)? */
export const isCallError = (error: unknown): error is CallError =>
  error instanceof Error && typeof (error as Partial<CallError>).code === 'string' && 'msg' in error;

export interface HttpOptions {
  /**
   * Reject without the shell's error toast: the page shows the message itself (a form puts
   * fieldErrors on its fields). Without it the shell shows the message, and the page still gets
   * the rejection (to stop a spinner, keep a dialog open).
   */
  silent?: boolean;
  /** Abort a call whose answer is no longer wanted (a newer search). */
  signal?: AbortSignal;
  /** A longer limit than the shell's 10 s, for a batch over many rows. */
  timeout?: number;
}

export type Language = 'zh' | 'en' | 'es';

/**
 * What a feature needs from the shell. Features declare it; the shell implements it, so a
 * feature never imports the shell.
 */
export interface HostKit {
  /**
   * The shell's http client (base prefix, credentials, site token): resolves with
   * content.result; rejects with a CallError ({ code, msg, fieldErrors? }) after showing its
   * message, unless `silent`.
   */
  http: {
    get<T>(path: string, query?: Record<string, unknown>, options?: HttpOptions): Promise<T>;
    /** A form body by default (nested values as JSON text); `json: true` posts the body as JSON. */
    post<T>(path: string, body?: object, options?: HttpOptions & { json?: boolean }): Promise<T>;
    /** A multipart/form-data post (file uploads); the browser sets the boundary. */
    upload<T>(path: string, form: FormData, options?: HttpOptions): Promise<T>;
  };
  /**
   * The absolute address of a GET call with its query, for a link the browser follows itself (an
   * export download: the session cookie goes with it).
   */
  apiUrl(path: string, query?: Record<string, unknown>): string;
  /** Opens (or switches to) the tab of an in-app path; `title` names it when the menu does not. */
  openTab(view: { path: string; title: string; query?: Record<string, string> }): void;
  /**
   * Writes the page's view (filters, page, sort) into its address as the query, in place: no
   * navigation, no new history entry; a reload, and a switch back to its tab, keep the view.
   * Empty values are left out.
   */
  replaceQuery(query: Record<string, string | undefined>): void;
  /**
   * Closes the tab of `path` (the current page's tab when left out) and shows the last tab left.
   * Unsaved changes there are given up: the page asked first.
   */
  closeTab(path?: string): void;
  /**
   * The page at `path` (its tab's path, e.g. /goods/index/edit/12) has unsaved changes, or no
   * more: while dirty the shell asks before closing its tab, leaving it for another address in
   * the same tab, or unloading the browser page.
   */
  setUnsaved(path: string, dirty: boolean): void;
  /** Does the session's menu grant this page (to hide an action leading to a page it may not open)? */
  hasResource(path: string): boolean;
  /**
   * May the user do this action on the page at `path` (rights per action: the menu answer's
   * actions of the page, which the server checks on every call)? A host without it: the page's
   * grant decides (the kit's useCan).
   */
  can?(path: string, action: PageAction): boolean;
  notify(kind: 'success' | 'error' | 'info' | 'warning', message: string): void;
  session(): { tenantName: string; platformNum: string; userId: string; storeCode: string | null };
  /** The language on show. */
  language(): Language;
  /**
   * The IANA zone times are shown in: the tenant's timeZone parameter, or the browser's own for
   * `browser`. Pages show a server time through the kit's shownTime, never the browser's clock.
   */
  timeZone(): string;
  /**
   * The text of a key in the language on show, with its {{values}}. Pages take it typed through
   * the kit's textsOf (kit/i18n/texts.ts), which checks keys against the zh texts.
   */
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
  /** Its texts in each language (kit/i18n moduleTexts): the common ones and its own root's. */
  locales: Record<Language, Record<string, unknown>>;
}
