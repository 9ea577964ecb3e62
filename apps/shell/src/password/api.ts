import { APP_CODE, Code, SMS_SERVICE_CODES } from '@rcadmin/contract/wire';
import { callApi, callEnvelope, type PayloadOf } from '../api/http';
import { checkCompany, sendVerifyCode } from '../api/sso';

/**
 * The dialog checks its code (checkVerifyCode) before the change, so it asks for a code of that
 * purpose: the server accepts a code only for the call it was sent for.
 */
export const PASSWORD_CHECK_SERVICE_CODE = SMS_SERVICE_CODES.check;

/** PWD-16: a code to the user's own mobile; the tenant id comes from the company check. */
export async function sendPasswordCode(platformNum: string, phoneNo: string): Promise<void> {
  const company = await checkCompany(platformNum);
  await sendVerifyCode({
    request: {
      appCode: APP_CODE,
      appServiceCode: PASSWORD_CHECK_SERVICE_CODE,
      phoneNo,
      tenantId: company.tenantId,
    },
    _platform_num: platformNum,
  });
}

/**
 * PWD-17: the answer is an ordinary success envelope whose content.result.success tells the
 * outcome and whose msg is the message to show when it failed.
 */
export async function checkPasswordCode(
  identity: string,
  verifyCode: string,
): Promise<{ ok: boolean; msg: string }> {
  const envelope = await callEnvelope('checkVerifyCode', {
    identity,
    appCode: APP_CODE,
    appServiceCode: PASSWORD_CHECK_SERVICE_CODE,
    verifyCode,
  });
  const ok = 'content' in envelope && envelope.content.result.success;
  return { ok, msg: envelope.msg };
}

/** ERR-11: only errorCode 2002000 means the password was changed. */
export async function changePassword(body: PayloadOf<'changePass'>): Promise<boolean> {
  const envelope = await callEnvelope('changePass', body);
  return 'errorCode' in envelope && envelope.errorCode === Code.passwordChanged;
}

/** PWD-06: how many days the current password has left (0 once it has expired). */
export const queryPwdExpireInfo = (queryCond: { userId: string; token: string; platformNum: string }) =>
  callApi('queryUserPwdExpireInfo', { queryCond }, { silent: true });
