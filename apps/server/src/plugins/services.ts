import fp from 'fastify-plugin';
import type { Config } from '../config';
import { authService, type AuthService } from '../services/auth';
import { operationAudit, type OperationAudit } from '../services/operation-audit';
import { smsCodeService, type SmsCodeService } from '../services/sms-codes';
import { outboxGateway, webhookGateway, type SmsGateway } from '../infra/sms-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    auth: AuthService;
    smsCodes: SmsCodeService;
    /** The operation log records the server files itself (services/operation-audit.ts). */
    operationAudit: OperationAudit;
  }
}

/**
 * Sign-in and SMS code rules over the repositories; the SMS gateway the configuration names (none:
 * every SMS call is refused, see smsCodeService); the operation log writer.
 */
export default fp<{ config: Config; smsGateway?: SmsGateway }>(
  async (app, { config, smsGateway }) => {
    const configured = config.smsGateway;
    const gateway =
      smsGateway ??
      (configured?.kind === 'webhook'
        ? webhookGateway(configured)
        : configured?.kind === 'outbox'
          ? outboxGateway(app.repos.sms, app.log, config.now, config.smsOutboxFile)
          : undefined);
    const smsCodes = smsCodeService(app.repos, gateway, config, app.log);
    app.decorate('config', config);
    app.decorate('smsCodes', smsCodes);
    app.decorate('auth', authService(config, app.repos, smsCodes));
    const audit = operationAudit(app.repos, app.log);
    app.decorate('operationAudit', audit);
    // Before the database closes: no record taken is lost.
    app.addHook('onClose', () => audit.flush());
  },
  { name: 'services', dependencies: ['db'] },
);
