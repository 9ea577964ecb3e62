import { SMS_SERVICE_CODES, ok, type SmsPurpose } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal } from '../../../http/define-call';
import { answerSignIn } from '../../../http/sign-in-answer';
import { SMS_CODE_TTL_MS, SMS_NOT_CONFIGURED, SMS_RESEND_MS } from '../../../services/sms-codes';

/** What a code is for, by the appServiceCode it was asked with. */
const PURPOSE_OF_SERVICE = {
  [SMS_SERVICE_CODES.login]: 'login',
  [SMS_SERVICE_CODES.password]: 'password',
  [SMS_SERVICE_CODES.check]: 'check',
} as const satisfies Record<string, SmsPurpose>;

/** /sso-web/unify/phoneLogin/*.do */
export default async function phoneLoginRoutes(app: FastifyInstance) {
  defineCall(app, 'sendVerifyCode', async (request) => {
    const { request: sms, _platform_num: platformNum } = request.body;
    const sent = await app.smsCodes.send({
      phone: sms.phoneNo,
      platformNum,
      purpose: PURPOSE_OF_SERVICE[sms.appServiceCode],
      requesterIp: request.ip,
      text: (code) => request.t('smsText', { code }),
    });
    if (!sent.sent) return refusal(request, sent.refusal.code, sent.refusal.message, sent.refusal.params);
    return ok({ expireSeconds: SMS_CODE_TTL_MS / 1000, resendSeconds: SMS_RESEND_MS / 1000 });
  });

  defineCall(app, 'phoneLogin', async (request, reply) => {
    // No code can have been sent: the answer says why, rather than "wrong code".
    if (!app.smsCodes.configured)
      return refusal(request, SMS_NOT_CONFIGURED.code, SMS_NOT_CONFIGURED.message);
    return answerSignIn(app, request, reply, await app.auth.phoneLogin(request.body), 'sms');
  });
}
