import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse, AxiosStatic } from 'axios';
import type { Api, BodyOf, QueryOf, ResultOf } from '@rcadmin/contract';
import {
  shellCalls,
  Code,
  DEFAULT_API_BASE,
  SITE_TOKEN_HEADER,
  SUCCESS_CODES,
  SUCCESS_MSG,
  type Access,
  type CallName,
  type ContentEnvelope,
  type OkEnvelope,
} from '@rcadmin/contract/wire';
import { HTTP_TIMEOUT_MS, TOAST_DURATION_MS } from '../constants';
import { t } from '../i18n';
import { getCookie } from '../utils/cookies';
import { notify } from '../utils/feedback';
import { StoredKey } from '../utils/stored-keys';
import { takeEarlyCall, type EarlyAnswer } from './early-calls';

/**
 * The shell's one http client (STYLE.md 2): base prefix from runtime config, credentials, 10 s
 * timeout, form-encoded POST bodies, the siteToken header, and the success rules and error toasts
 * of spec §8. Nothing else in the shell imports axios.
 *
 * The shell's own calls (callApi, callEnvelope, callBlob: sign-in, guard, menu, overview) go out
 * with the browser's fetch, so that the first load carries no http library (~19 kB gzip); axios,
 * with the same rules in its interceptors, loads with the first caller of `loadHttp` (the feature
 * pages' kit), off the first load.
 */

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Reject without the error toast: the caller shows its own message (ERR-03). */
    silent?: boolean;
    /** Codes that count as success for this call only (the articles host answers '1001'). */
    acceptCodes?: readonly string[];
    /** Send the x-site-token header: every POST, and the GETs whose access is session+site. */
    siteToken?: boolean;
  }
}

declare global {
  interface Window {
    /** Set by /runtime-config.js, which the API server serves. */
    __RCADMIN__?: { apiBase?: string };
  }
}

export interface CallOptions {
  silent?: boolean;
  timeout?: number;
  withCredentials?: boolean;
  acceptCodes?: readonly string[];
  signal?: AbortSignal;
}

/** A rejected call: the envelope or transport error, with the message already worked out. */
export class ApiError extends Error {
  /** Envelope code when the server answered one, else the transport code (e.g. ECONNABORTED). */
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly envelope: unknown;

  constructor(message: string, details: { code?: string; status?: number; envelope?: unknown }) {
    super(message);
    this.name = 'ApiError';
    this.code = details.code;
    this.status = details.status;
    this.envelope = details.envelope;
  }
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null;

// ---- the decision of spec §8, as pure functions

export function resolveApiBase(runtime: { apiBase?: string } | undefined): string {
  return runtime?.apiBase || DEFAULT_API_BASE;
}

/**
 * Success: a success flag, a success code ('0', '-1', '2009003': ERR-12), any errorCode (the
 * single-sign-on answers carry their outcome there and callers read it), or the message '成功'.
 * Code 1024 (login required) never is.
 */
export function isSuccessEnvelope(body: unknown, acceptCodes: readonly string[] = []): boolean {
  if (!isJson(body)) return false;
  if (body.code === Code.loginRequired) return false;
  return (
    body.success === true ||
    body.code === Code.okVariant ||
    (typeof body.code === 'string' && SUCCESS_CODES.includes(body.code)) ||
    'errorCode' in body ||
    body.msg === SUCCESS_MSG ||
    (typeof body.code === 'string' && acceptCodes.includes(body.code))
  );
}

/** The server's message of a failed envelope, or 'error' when it has none. */
export function envelopeMessage(body: unknown): string {
  return isJson(body) && typeof body.msg === 'string' && body.msg ? body.msg : t('notifications.error');
}

const NETWORK_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT', 'ERR_NETWORK']);

/** Timeouts and lost connections get the friendly network text; other HTTP errors their message. */
export function transportErrorMessage(error: Pick<AxiosError, 'code' | 'message' | 'response'>): string {
  if ((error.code && NETWORK_CODES.has(error.code)) || error.message === 'Network Error') {
    return t('notifications.network');
  }
  const body = error.response?.data;
  if (isJson(body) && typeof body.msg === 'string' && body.msg) return body.msg;
  return error.message || t('notifications.error');
}

/** A form body: primitives as text, nested values as JSON, absent values left out. */
export function toFormBody(body: Json): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

// ---- the client

let apiBase = resolveApiBase(typeof window === 'undefined' ? undefined : window.__RCADMIN__);

/** The base prefix every call goes under. */
export function currentApiBase(): string {
  return apiBase;
}

/** Points the client at another base prefix (tests: a server of their own). */
export function setApiBase(base: string): void {
  apiBase = base;
  void axiosClient?.then((client) => {
    client.defaults.baseURL = base;
  });
}

function fail(config: Pick<AxiosRequestConfig, 'silent'> | undefined, error: ApiError): Promise<never> {
  if (!config?.silent) notify.error(error.message, TOAST_DURATION_MS);
  return Promise.reject(error);
}

/** The siteToken header's value when a call carries it (every POST, and GETs that say so). */
function siteTokenFor(config: Pick<AxiosRequestConfig, 'siteToken' | 'method'>): string | undefined {
  if (!config.siteToken && config.method?.toUpperCase() !== 'POST') return undefined;
  return getCookie(StoredKey.siteToken) || undefined;
}

function createClient(axios: AxiosStatic): AxiosInstance {
  const client = axios.create({
    baseURL: apiBase,
    withCredentials: true,
    timeout: HTTP_TIMEOUT_MS,
    // The site token header guards writes (below), not an XSRF cookie. Left on, axios would read
    // that cookie through the asynchronous Cookie Store before each send: every request would wait
    // for the browser's answer, and for whatever render the page is in.
    withXSRFToken: false,
  });

  // Synchronous (it only reads a cookie): axios then sends the request within the call, so a call
  // made in a click handler is on its way before the render that the click causes.
  client.interceptors.request.use(
    (config) => {
      const siteToken = siteTokenFor(config);
      if (siteToken) config.headers.set(SITE_TOKEN_HEADER, siteToken);
      return config;
    },
    undefined,
    { synchronous: true },
  );

  client.interceptors.response.use(
    (response) => {
      if (response.config.responseType === 'blob') return response;
      const body: unknown = response.data;
      if (isSuccessEnvelope(body, response.config.acceptCodes)) return response;
      const code = isJson(body) && typeof body.code === 'string' ? body.code : undefined;
      return fail(
        response.config,
        new ApiError(envelopeMessage(body), { code, status: response.status, envelope: body }),
      );
    },
    (error: AxiosError) => {
      if (axios.isCancel(error)) return Promise.reject(error);
      const body = error.response?.data;
      const code = isJson(body) && typeof body.code === 'string' ? body.code : error.code;
      return fail(
        error.config,
        new ApiError(transportErrorMessage(error), { code, status: error.response?.status, envelope: body }),
      );
    },
  );
  return client;
}

/** A request of the axios instance (`loadHttp`). */
export type HttpRequestConfig = AxiosRequestConfig;

let axiosClient: Promise<AxiosInstance> | undefined;

/**
 * The axios instance, with the rules above in its interceptors: for requests beyond the contract's
 * shell calls (the feature pages' kit, static files). Loaded once, with its first caller.
 */
export function loadHttp(): Promise<AxiosInstance> {
  axiosClient ??= import('axios').then((module) => createClient(module.default));
  return axiosClient;
}

/**
 * The axios instance's face for the requests beyond the shell's calls (the kit, the bridge's
 * pickers): the same calls as axios's, each waiting for axios to load the first time.
 */
export const http = {
  defaults: {
    get baseURL(): string {
      return apiBase;
    },
  },
  request<T = unknown>(config: HttpRequestConfig): Promise<AxiosResponse<T>> {
    return loadHttp().then((client) => client.request<T>(config));
  },
  get<T = unknown>(url: string, config?: HttpRequestConfig): Promise<AxiosResponse<T>> {
    return loadHttp().then((client) => client.get<T>(url, config));
  },
};

/** What a sent call needs: the contract's method and path, and the call's options. */
interface SendConfig {
  method: 'GET' | 'POST';
  url: string;
  siteToken: boolean;
  silent?: boolean;
  acceptCodes?: readonly string[];
  signal?: AbortSignal;
  timeout: number;
  withCredentials: boolean;
  params?: unknown;
  data?: unknown;
  responseType?: 'json' | 'blob';
}

/** A GET's query as axios writes one: absent values left out, lists as `key[]`, dates in ISO. */
export function toQuery(params: unknown): string {
  const query = new URLSearchParams();
  const text = (value: unknown) =>
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  if (isJson(params)) {
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) for (const item of value) query.append(`${key}[]`, text(item));
      else query.append(key, text(value));
    }
  }
  return query.toString();
}

/** The body of an answer: JSON when it is JSON, else its text (or a Blob when asked for one). */
async function readBody(response: Response, responseType: SendConfig['responseType']): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One call with the browser's fetch, under the same rules as the axios instance: the base prefix,
 * credentials, the timeout, the site token header; a non-2xx answer, a timeout and a lost
 * connection reject with the ApiError (and toast) that axios's would; a call its caller aborts
 * rejects with the abort, untoasted.
 */
async function send(config: SendConfig): Promise<{ status: number; data: unknown }> {
  const headers: Record<string, string> = { accept: 'application/json, text/plain, */*' };
  const siteToken = siteTokenFor(config);
  if (siteToken) headers[SITE_TOKEN_HEADER] = siteToken;
  let body: string | undefined;
  if (config.data instanceof URLSearchParams) {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=utf-8';
    body = config.data.toString();
  } else if (config.data !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(config.data);
  }
  const query = config.method === 'GET' ? toQuery(config.params) : '';
  const url = `${apiBase.replace(/\/$/, '')}/${config.url.replace(/^\//, '')}${query ? `?${query}` : ''}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, config.timeout);
  const abort = () => controller.abort(config.signal?.reason);
  if (config.signal?.aborted) abort();
  config.signal?.addEventListener('abort', abort, { once: true });
  try {
    const response = await fetch(url, {
      method: config.method,
      headers,
      body,
      credentials: config.withCredentials ? 'include' : 'same-origin',
      signal: controller.signal,
    });
    const data = await readBody(response, config.responseType);
    if (!response.ok) {
      const code = isJson(data) && typeof data.code === 'string' ? data.code : undefined;
      const message = transportErrorMessage({
        code: response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
        message: `Request failed with status code ${response.status}`,
        response: { data } as AxiosError['response'],
      });
      return await fail(config, new ApiError(message, { code, status: response.status, envelope: data }));
    }
    if (config.responseType === 'blob' || isSuccessEnvelope(data, config.acceptCodes)) {
      return { status: response.status, data };
    }
    const code = isJson(data) && typeof data.code === 'string' ? data.code : undefined;
    return await fail(
      config,
      new ApiError(envelopeMessage(data), { code, status: response.status, envelope: data }),
    );
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (config.signal?.aborted && !timedOut) throw error;
    const code = timedOut ? 'ECONNABORTED' : 'ERR_NETWORK';
    const message = timedOut ? `timeout of ${config.timeout}ms exceeded` : 'Network Error';
    return fail(config, new ApiError(transportErrorMessage({ code, message }), { code }));
  } finally {
    clearTimeout(timer);
    config.signal?.removeEventListener('abort', abort);
  }
}

// ---- typed calls of the contract's call table

type Spec<N extends CallName> = Api[N];
/** What a call takes: its body for POST, its query for GET, nothing when it has neither. */
export type PayloadOf<N extends CallName> =
  Spec<N> extends { body: unknown } ? BodyOf<N> : Spec<N> extends { query: unknown } ? QueryOf<N> : undefined;

/** A success envelope: the legacy one, or the articles host's `{ code, msg, data }`. */
export type SuccessEnvelope<T> = OkEnvelope<T> | ContentEnvelope<T>;

function requestConfig<N extends CallName>(name: N, payload: unknown, options: CallOptions): SendConfig {
  // The shell names only its own calls (shellCalls): the feature modules' tables stay off its
  // first load, and their pages call by path through the kit.
  const spec = (
    shellCalls as Record<
      string,
      { method: 'GET' | 'POST'; path: string; encoding?: 'form' | 'json'; access: Access } | undefined
    >
  )[name];
  if (!spec) throw new Error(`${name} is not a call of the shell`);
  const config: SendConfig = {
    method: spec.method,
    url: spec.path,
    siteToken: spec.access === 'session+site',
    silent: options.silent,
    acceptCodes: options.acceptCodes,
    signal: options.signal,
    timeout: options.timeout ?? HTTP_TIMEOUT_MS,
    withCredentials: options.withCredentials ?? true,
  };
  if (spec.method === 'GET') config.params = payload;
  else config.data = spec.encoding === 'json' ? (payload ?? {}) : toFormBody(isJson(payload) ? payload : {});
  return config;
}

/** Resolves with the whole success envelope: for callers that read errorCode, code or msg too. */
export async function callEnvelope<N extends CallName>(
  name: N,
  payload: PayloadOf<N>,
  options: CallOptions = {},
): Promise<SuccessEnvelope<ResultOf<N>>> {
  const config = requestConfig(name, payload, options);
  const early = takeEarlyCall(config.method, config.url, payload);
  if (early.wait) await early.wait;
  const answer = early.answer ? await early.answer : null;
  if (answer) return earlyEnvelope(config, answer) as Promise<SuccessEnvelope<ResultOf<N>>>;
  const response = await send(config);
  return response.data as SuccessEnvelope<ResultOf<N>>;
}

/**
 * An answer the boot script fetched for this very call (api/early-calls.ts), under the success
 * rules of the client; only 2xx answers get here, the others are asked again.
 */
function earlyEnvelope(config: SendConfig, answer: EarlyAnswer): Promise<unknown> {
  const body = answer.body;
  if (isSuccessEnvelope(body, config.acceptCodes)) return Promise.resolve(body);
  const code = isJson(body) && typeof body.code === 'string' ? body.code : undefined;
  return fail(config, new ApiError(envelopeMessage(body), { code, status: answer.status, envelope: body }));
}

/** The payload of a success envelope: content.result, or data for the articles host. */
export function resultOf<T>(envelope: SuccessEnvelope<T>): T {
  return 'content' in envelope ? envelope.content.result : envelope.data;
}

/** Resolves with content.result (or data for the articles host). */
export async function callApi<N extends CallName>(
  name: N,
  payload: PayloadOf<N>,
  options: CallOptions = {},
): Promise<ResultOf<N>> {
  return resultOf(await callEnvelope(name, payload, options));
}

/**
 * A GET of a path of the shell's own that is no contract call (the grey-test config file, the
 * overview's figures): its answer under the success rules, with the shell calls' transport.
 */
export async function getEnvelope<T>(
  path: string,
  query?: Record<string, unknown>,
  options: CallOptions = {},
): Promise<SuccessEnvelope<T>> {
  const response = await send({
    method: 'GET',
    url: path,
    params: query,
    siteToken: false,
    silent: options.silent,
    acceptCodes: options.acceptCodes,
    signal: options.signal,
    timeout: options.timeout ?? HTTP_TIMEOUT_MS,
    withCredentials: options.withCredentials ?? true,
  });
  return response.data as SuccessEnvelope<T>;
}

/** A binary answer (the code-number image): no envelope to check. */
export async function callBlob<N extends CallName>(
  name: N,
  payload: PayloadOf<N>,
  options: CallOptions = {},
): Promise<Blob> {
  const response = await send({ ...requestConfig(name, payload, options), responseType: 'blob' });
  return response.data as Blob;
}
