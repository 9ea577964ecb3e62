import type { CompanyInfo, LoginResult, UserInfo } from '@rcadmin/contract';
import { Code, SSO_SUCCESS_CODES } from '@rcadmin/contract/wire';
import { t } from '../i18n';
import { encodeBase64 } from '../utils/base64';
import { callApi, callBlob, callEnvelope, ApiError, type CallOptions, type PayloadOf } from './http';

/** Calls of the single-sign-on service (spec §7), at the contract's paths. */

export const checkCompany = (platformNum: string, options?: CallOptions): Promise<CompanyInfo> =>
  callApi('companyCheck', { platformNum }, options);

/**
 * The whole envelope: errorCode carries 2001603 (initial password) or 2002012 (expired). The
 * single-sign-on service also answers 0, -1 and 2002012 as codes of an answer (ERR-12).
 */
export const login = (body: PayloadOf<'login'>) =>
  callEnvelope('login', body, { acceptCodes: SSO_SUCCESS_CODES });

export const phoneLogin = (body: PayloadOf<'phoneLogin'>) =>
  callEnvelope('phoneLogin', body, { acceptCodes: SSO_SUCCESS_CODES });

export const sendVerifyCode = (body: PayloadOf<'sendVerifyCode'>) => callApi('sendVerifyCode', body);

export const codeNumberImage = (query: PayloadOf<'codeNumberImage'>): Promise<Blob> =>
  callBlob('codeNumberImage', query, { silent: true });

/** Login-state validation; the siteToken travels base64-encoded (NAV-07, API-19). */
export const validateLoginState = (state: { siteToken: string; siteUserId: string; platformNum: string }) =>
  callApi(
    'validate',
    {
      siteToken: encodeBase64(state.siteToken),
      siteUserId: state.siteUserId,
      platformNum: state.platformNum,
    },
    { silent: true },
  );

export const logout = (body: { token: string; userId: string }) => callApi('logout', body, { silent: true });

/** AUTH-08: user info must come with data and a non-empty roles array. */
export function checkUserInfo(info: UserInfo | null | undefined): UserInfo {
  if (!info) throw new Error(t('notifications.verificationFailed'));
  if (!Array.isArray(info.roles) || info.roles.length === 0)
    throw new Error(t('notifications.rolesRequired'));
  return info;
}

export const getUserInfo = async (): Promise<UserInfo> =>
  checkUserInfo(await callApi('userInfo', undefined, { silent: true }));

/** AUTH-09: only code '0' is an answer; anything else is the tenant-failure message. */
export async function getTenantInfo(platformNum: string): Promise<CompanyInfo> {
  const failed = () => new Error(t('notifications.tenantFailed'));
  const envelope = await callEnvelope('tenantInfo', { platformNum }, { silent: true }).catch(
    (error: unknown) => {
      throw error instanceof ApiError ? failed() : error;
    },
  );
  if (envelope.code !== Code.ok || !('content' in envelope)) throw failed();
  return envelope.content.result;
}

/** AUTH-07: the record id becomes siteUid. */
export const recordLogin = (body: { ssoUserId: string; platformNum: string }) =>
  callApi('recordLogin', body, { silent: true });

export type { LoginResult };
