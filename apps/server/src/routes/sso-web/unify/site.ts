import { Code, fail, ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { codeNumberCookieName } from '../../../config';
import { defineCall, refusal, sessionOf } from '../../../http/define-call';
import { answerSignIn, refuse } from '../../../http/sign-in-answer';
import { CODE_NUMBER_TTL_MS } from '../../../services/auth';
import { passwordChangeRecord } from '../../../services/operation-audit';
import { renderCodeImage } from '../../../infra/code-image';
import { asStrategy, newPasswordProblem } from '../../../domain/password-policy';
import { SMS_CODE_TTL_MS, SMS_NOT_CONFIGURED } from '../../../services/sms-codes';
import { newToken, sameDigest, sha256 } from '../../../infra/tokens';

const decodeBase64 = (value: string) => Buffer.from(value, 'base64').toString('utf8');
/** A requester cookie as newToken makes it; anything else is replaced. */
const REQUESTER_FORM = /^[A-Za-z0-9_-]{43}$/;

/** /sso-web/unify/site/*.do */
export default async function siteRoutes(app: FastifyInstance) {
  // The browser that asked for a code-number image: its challenge is its own (see newCodeNumber).
  const requesterCookie = codeNumberCookieName(app.config);
  const requesterCookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    path: '/',
    secure: app.config.cookieSecure,
    maxAge: CODE_NUMBER_TTL_MS / 1000,
  } as const;

  defineCall(app, 'login', async (request, reply) =>
    answerSignIn(
      app,
      request,
      reply,
      await app.auth.passwordLogin({ ...request.body, requester: request.cookies[requesterCookie] }),
      'password',
    ),
  );

  defineCall(
    app,
    'codeNumberImage',
    async (request, reply) => {
      const held = request.cookies[requesterCookie];
      const requester = held && REQUESTER_FORM.test(held) ? held : newToken();
      const digits = await app.auth.newCodeNumber(
        request.query.platformNum,
        request.query.loginName,
        requester,
      );
      return reply
        .setCookie(requesterCookie, requester, requesterCookieOptions)
        .type('image/svg+xml')
        .header('cache-control', 'no-store')
        .send(renderCodeImage(digits));
    },
    { produces: 'image/svg+xml' },
  );

  defineCall(app, 'validate', async (request) => {
    if (!request.hasSessionCookie) return fail(Code.silentInvalid, request.t('notSignedIn'));
    const auth = request.auth;
    const { siteToken, siteUserId, platformNum } = request.body;
    const valid =
      auth !== null &&
      sameDigest(sha256(decodeBase64(siteToken)), auth.session.siteTokenHash) &&
      siteUserId === String(auth.user.id) &&
      platformNum === auth.tenant.platformNum;
    if (!valid) return refusal(request, Code.loginRequired, 'loginExpired');
    return ok({ valid: true });
  });

  defineCall(app, 'logout', async (request, reply) => {
    await app.repos.sessions.delete(sessionOf(request).session.id);
    reply.clearSessionCookie();
    return ok(true);
  });

  defineCall(app, 'userInfo', async (request) => {
    const { user } = sessionOf(request);
    return ok({
      name: user.name,
      avatar: user.avatar,
      introduction: user.introduction,
      roles: user.roles,
      loginName: user.loginName,
      mobile: user.mobile,
    });
  });

  defineCall(app, 'recordLogin', async (request) => {
    const { user, tenant } = sessionOf(request);
    const id = await app.repos.logs.addLoginRecord({
      tenantId: tenant.id,
      userId: user.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      createdAt: app.config.now(),
    });
    return ok(String(id));
  });

  defineCall(app, 'changePass', async (request, reply) => {
    const { session, user, tenant } = sessionOf(request);
    const body = request.body;
    // Both readings of the form (spec §3): oldPwd/newPwd/confirmPwd or oldPassword/newPassword/confirmPassword.
    const oldPwd = body.oldPwd ?? body.oldPassword ?? '';
    const newPwd = body.newPwd ?? body.newPassword ?? '';
    const confirmPwd = body.confirmPwd ?? body.confirmPassword ?? '';
    const strategy = asStrategy(tenant.pwdManagementStrategy);

    if (!oldPwd) return refusal(request, Code.invalidRequest, 'oldPasswordRequired');
    if (!newPwd) return refusal(request, Code.invalidRequest, 'newPasswordRequired');
    if (!confirmPwd) return refusal(request, Code.invalidRequest, 'confirmRequired');
    if (confirmPwd !== newPwd) return refusal(request, Code.confirmMismatch, 'confirmMismatch');
    const weak = newPasswordProblem(strategy, newPwd);
    if (weak) return refusal(request, Code.weakPassword, weak);
    if (newPwd === oldPwd) return refusal(request, Code.samePassword, 'samePassword');

    const smsRequired = (await app.repos.tenants.sysParam(tenant.id, 'pwdCheckVcode')) === '1';
    // The tenant's policy wants an SMS code this server cannot send: say so, not "enter the code".
    if (smsRequired && !app.smsCodes.configured)
      return refusal(request, SMS_NOT_CONFIGURED.code, SMS_NOT_CONFIGURED.message);
    const verifyCode = smsRequired ? body.verifyCode : undefined;
    if (smsRequired && !verifyCode) return refusal(request, Code.invalidRequest, 'verifyCodeRequired');

    const old = await app.auth.oldPasswordCheck(tenant, user, oldPwd);
    if (!old.ok) return refuse(request, reply, old.refusal);

    if (verifyCode) {
      const now = app.config.now();
      // Checked a moment ago with checkVerifyCode in this session, or valid right now.
      const checkedBefore =
        session.smsVerifiedHash !== null &&
        session.smsVerifiedAt !== null &&
        now.getTime() - session.smsVerifiedAt.getTime() <= SMS_CODE_TTL_MS &&
        sameDigest(await app.smsCodes.digest(session.id, verifyCode), session.smsVerifiedHash);
      if (
        !checkedBefore &&
        !(await app.smsCodes.verify(user.mobile, tenant.platformNum, 'password', verifyCode))
      ) {
        return refusal(request, Code.smsCodeInvalid, 'smsCodeInvalid');
      }
    }

    const hash = await app.auth.hashNewPassword(newPwd);
    if (typeof hash !== 'string') return refuse(request, reply, hash);
    await app.repos.users.changePassword(user.id, hash, app.config.now());
    await app.operationAudit.write(
      passwordChangeRecord(
        app.config.now(),
        request,
        { tenant, user },
        { forced: session.restricted, bySms: verifyCode !== undefined },
      ),
    );
    reply.clearSessionCookie();
    return ok(true, { errorCode: Code.passwordChanged });
  });
}
