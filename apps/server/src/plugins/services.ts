import fp from 'fastify-plugin';
import { smsGatewayProblem, type Config } from '../config';
import { authService, type AuthService } from '../services/auth';
import { smsCodeService, type SmsCodeService } from '../services/sms-codes';
import { outboxGateway, webhookGateway, type SmsGateway } from '../services/sms-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    auth: AuthService;
    smsCodes: SmsCodeService;
  }
}

/** Sign-in and SMS code rules over the repositories; the SMS gateway the configuration names. */
export default fp<{ config: Config; smsGateway?: SmsGateway }>(
  async (app, { config, smsGateway }) => {
    const problem = smsGatewayProblem(config);
    if (!smsGateway && problem) throw new Error(problem);
    const gateway =
      smsGateway ??
      (config.smsGateway?.kind === 'webhook'
        ? webhookGateway(config.smsGateway)
        : outboxGateway(app.repos, app.log, config.now, config.smsOutboxFile));
    const smsCodes = smsCodeService(app.repos, gateway, config, app.log);
    app.decorate('config', config);
    app.decorate('smsCodes', smsCodes);
    app.decorate('auth', authService(config, app.repos, smsCodes));
  },
  { name: 'services', dependencies: ['db'] },
);
