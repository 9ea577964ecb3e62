import { Code, ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, refusal } from '../../../http/define-call';
import { answerSignIn } from '../../../http/sign-in-answer';
import { SMS_CODE_TTL_MS, SMS_RESEND_MS } from '../../../services/sms-codes';

/** /sso-web/unify/phoneLogin/*.do */
export default async function phoneLoginRoutes(app: FastifyInstance) {
  defineCall(app, 'sendVerifyCode', async (request) => {
    const { request: sms, _platform_num: platformNum } = request.body;
    const sent = await app.smsCodes.send(sms.phoneNo, platformNum, (code) => request.t('smsText', { code }));
    if (!sent.sent)
      return refusal(request, Code.smsTooFrequent, 'smsTooFrequent', { seconds: sent.waitSeconds });
    return ok({ expireSeconds: SMS_CODE_TTL_MS / 1000, resendSeconds: SMS_RESEND_MS / 1000 });
  });

  defineCall(app, 'phoneLogin', async (request, reply) =>
    answerSignIn(app, request, reply, await app.auth.phoneLogin(request.body)),
  );
}
