import type { APIRequestContext, BrowserContext } from '@playwright/test';
import type { LoginResult } from '@rcadmin/contract';
import { Code, DEFAULT_API_BASE, SITE_TOKEN_HEADER, shellCalls } from '@rcadmin/contract/wire';
import { cookieValue, shellCookies } from './shell-cookies';

/** The signed-in session, as the sign-in answered it. */
export interface RcadminSession {
  platformNum: string;
  tenantId: string;
  tenantName: string;
  siteUserId: string;
  siteUserName: string;
  /**
   * The session's script-readable token (the shell's `siteToken` cookie): API calls that change
   * data through `context.request` carry it in the `x-site-token` header.
   */
  siteToken: string;
  /** The API's base URL, such as `http://127.0.0.1:8080/api`. */
  apiURL: string;
}

export interface SignInOptions {
  /** The shell's address (Playwright's `use.baseURL`). */
  baseURL: string;
  platformNum: string;
  username: string;
  password: string;
  /** The API's base prefix; default: the shell's runtime configuration, else `/api`. */
  apiBase?: string;
}

interface Envelope<T> {
  success: boolean;
  code: string;
  msg: string;
  errorCode?: string;
  content?: { result: T };
}

/** The API base the shell reads at run time from `/runtime-config.js` (`window.__RCADMIN__`). */
async function runtimeApiBase(request: APIRequestContext, shell: URL): Promise<string> {
  const response = await request.get(new URL('/runtime-config.js', shell).toString()).catch(() => null);
  const script = response?.ok() ? await response.text() : '';
  const config = /__RCADMIN__\s*=\s*(\{.*?\})\s*;?\s*$/s.exec(script)?.[1];
  try {
    const apiBase = config ? (JSON.parse(config) as { apiBase?: unknown }).apiBase : undefined;
    return typeof apiBase === 'string' && apiBase !== '' ? apiBase : DEFAULT_API_BASE;
  } catch {
    return DEFAULT_API_BASE;
  }
}

async function call<T>(
  request: APIRequestContext,
  url: string,
  init: { form?: Record<string, string>; params?: Record<string, string>; siteToken?: string },
): Promise<Envelope<T>> {
  const headers = init.siteToken ? { [SITE_TOKEN_HEADER]: init.siteToken } : undefined;
  const response = init.form
    ? await request.post(url, { form: init.form, headers })
    : await request.get(url, { params: init.params, headers });
  const body = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!body || typeof body !== 'object') {
    throw new Error(`rcadmin: ${url} answered ${response.status()} without a JSON envelope`);
  }
  return body;
}

/**
 * Signs `context` in as the shell's sign-in page would, without the page: the sign-in call (its
 * HttpOnly session cookie lands in the context's cookie jar, which `context.request` shares), the
 * login record, then the cookies and the login policy the shell keeps. A page of the context that
 * loads the shell afterwards is signed in. Throws when the server refuses, or when the account must
 * change its password before anything else.
 */
export async function signIn(context: BrowserContext, options: SignInOptions): Promise<RcadminSession> {
  const shell = new URL(options.baseURL);
  const request = context.request;
  const apiBase = options.apiBase ?? (await runtimeApiBase(request, shell));
  const apiURL = new URL(apiBase.replace(/\/+$/, ''), shell).toString();
  const at = (path: string) => `${apiURL}${path}`;
  const account = `${options.username} of ${options.platformNum}`;

  const login = await call<LoginResult>(request, at(shellCalls.login.path), {
    form: { platformNum: options.platformNum, loginName: options.username, password: options.password },
  });
  const result = login.content?.result;
  if (!login.success || !result) {
    throw new Error(`rcadmin: the sign-in of ${account} was refused: ${login.code} ${login.msg}`);
  }
  const sysParam = async (paramName: string) =>
    (await call<Record<string, string>>(request, at(shellCalls.sysParam.path), { params: { paramName } }))
      .content?.result[paramName];
  const [checkVcode, forceModify] = await Promise.all([
    sysParam('pwdCheckVcode'),
    sysParam('forcePasswordModify'),
  ]);
  const errorCode = login.errorCode ?? '';
  const mustChange = errorCode === Code.initialPassword || errorCode === Code.passwordExpired;
  if (mustChange && (result.pwdManagementStrategy === 2 || forceModify === '1')) {
    throw new Error(
      `rcadmin: ${account} must change its password before anything else (${errorCode}): ` +
        'sign in once through the shell, change it, and use the new one',
    );
  }
  const record = await call<string>(request, at(shellCalls.recordLogin.path), {
    form: { ssoUserId: result.siteUserId, platformNum: result.platformNum },
    siteToken: result.siteToken,
  }).catch(() => null);

  await context.addCookies(shellCookies(result, record?.content?.result ?? null, shell));
  // The password prompts' policy, marked as shown: a test of embedded pages meets no password dialog.
  const pwdCheckVcode = checkVcode === '1' ? 1 : 0;
  const policy = {
    pwdCheckVcode,
    pwdManagementStrategy: result.pwdManagementStrategy,
    forcePasswordModify: forceModify === '1' ? 1 : 0,
    pwdExpiredInfo: {
      pwdManagementStrategy: result.pwdManagementStrategy,
      expiredDays: result.expiredDays,
      errorCode,
      pwdCheckVcode,
    },
    errorCode,
    prompted: true,
  };
  await context.addInitScript(storeLoginPolicy, {
    origin: shell.origin,
    siteToken: cookieValue(result.siteToken),
    policy: JSON.stringify(policy),
  });

  return {
    platformNum: result.platformNum,
    tenantId: result.tenantId,
    tenantName: result.tenantName,
    siteUserId: result.siteUserId,
    siteUserName: result.siteUserName,
    siteToken: result.siteToken,
    apiURL,
  };
}

/**
 * Runs in every document of the context: on the shell's origin, while this sign-in's token (as its
 * cookie holds it) is the one in the cookies and nothing else stored a policy, stores this
 * sign-in's. A later sign-in or a sign-out in the page is left alone.
 */
function storeLoginPolicy({
  origin,
  siteToken,
  policy,
}: {
  origin: string;
  siteToken: string;
  policy: string;
}) {
  try {
    if (location.origin !== origin || localStorage.getItem('loginPolicy') !== null) return;
    const cookies = document.cookie.split('; ');
    if (!cookies.includes(`siteToken=${siteToken}`)) return;
    localStorage.setItem('loginPolicy', policy);
  } catch {
    // Storage denied (an opaque origin): nothing to keep.
  }
}
