import { smsGatewayProblem, type Config } from '../config';
import type { Repositories } from '../repositories';

/** The system parameter that puts an SMS code into every password change of a tenant. */
const SMS_PASSWORD_PARAM = 'pwdCheckVcode';

/**
 * What a start without an SMS gateway says: one line that SMS is not configured, then a warning
 * for each tenant whose password policy needs a code (pwdCheckVcode=1), whose users cannot change
 * their passwords until a gateway is set. Nothing when a gateway is configured.
 */
export async function smsStartWarnings(
  config: Pick<Config, 'smsGateway'>,
  tenants: Pick<Repositories['tenants'], 'withSysParam'>,
): Promise<string[]> {
  const problem = smsGatewayProblem(config);
  if (!problem) return [];
  const needing = await tenants.withSysParam(SMS_PASSWORD_PARAM, '1');
  return [
    `SMS is not configured: ${problem}`,
    ...needing.map(
      (tenant) =>
        `SMS is not configured, but tenant ${tenant.platformNum} (${tenant.companyName}) requires an SMS ` +
        `code for every password change (${SMS_PASSWORD_PARAM}=1): its users cannot change their passwords ` +
        `until SMS_WEBHOOK_URL is set or ${SMS_PASSWORD_PARAM} is turned off.`,
    ),
  ];
}
