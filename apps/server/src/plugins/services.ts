import fp from 'fastify-plugin';
import type { Config } from '../config';
import { authService, type AuthService } from '../services/auth';
import { smsCodeService, type SmsCodeService } from '../services/sms-codes';
import { outboxGateway, type SmsGateway } from '../services/sms-gateway';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    auth: AuthService;
    smsCodes: SmsCodeService;
  }
}

/** Sign-in and SMS code rules over the repositories. */
export default fp<{ config: Config; smsGateway?: SmsGateway }>(
  async (app, { config, smsGateway }) => {
    const gateway = smsGateway ?? outboxGateway(app.repos, app.log, config.now, config.smsOutboxFile);
    const smsCodes = smsCodeService(app.repos, gateway, config.now);
    app.decorate('config', config);
    app.decorate('smsCodes', smsCodes);
    app.decorate('auth', authService(config, app.repos, smsCodes));
  },
  { name: 'services', dependencies: ['db'] },
);
