import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../repositories';

/** Where SMS texts go; tests read what the default gateway wrote to the outbox table. */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

/**
 * The demo gateway: no SMS leaves the machine. It keeps each text in the sms_outbox table and logs
 * it, which is how a person trying the demo reads the code. A real deployment plugs in its provider.
 */
export function outboxGateway(repos: Repositories, log: FastifyBaseLogger, now: () => Date): SmsGateway {
  return {
    async send(phone, text) {
      await repos.sms.addToOutbox(phone, text, now());
      log.info({ phone, sms: text }, 'SMS written to the outbox (demo gateway)');
    },
  };
}
