import { ok } from '@rcadmin/contract';
import type { FastifyInstance } from 'fastify';
import { defineCall, sessionOf } from '../../../http/define-call';
import { asStrategy, daysUntilPasswordExpiry } from '../../../domain/password-policy';

/** Days within which the shell warns that the password expires (spec §9). */
export const EXPIRY_WARNING_DAYS = 7;

/** /sso-web/unify/cloudUser/*.do */
export default async function cloudUserRoutes(app: FastifyInstance) {
  defineCall(app, 'queryUserPwdExpireInfo', async (request) => {
    const { user, tenant } = sessionOf(request);
    const days = daysUntilPasswordExpiry(
      user.passwordChangedAt,
      tenant.passwordValidityDays,
      app.config.now(),
    );
    // 0 reads "has expired" in the shell (spec §4), so an expired password reports 0, not a negative count.
    const expireDays = Math.max(0, days);
    return ok({
      expiredTip: expireDays <= EXPIRY_WARNING_DAYS,
      expireDays,
      pwdManagementStrategy: asStrategy(tenant.pwdManagementStrategy),
    });
  });
}
