import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Repositories } from '../repositories';

/** Where SMS texts go; tests read what the default gateway wrote to the outbox table. */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

/**
 * The demo gateway: no SMS leaves the machine. It keeps each text in the sms_outbox table and logs
 * it, which is how a person trying the demo reads the code; with `outboxFile` (SMS_OUTBOX_FILE) it
 * also appends `{"at","phone","text"}` as one JSON line there, for a program driving the demo from
 * another process. A real deployment plugs in its provider.
 */
export function outboxGateway(
  repos: Repositories,
  log: FastifyBaseLogger,
  now: () => Date,
  outboxFile?: string,
): SmsGateway {
  return {
    async send(phone, text) {
      const at = now();
      await repos.sms.addToOutbox(phone, text, at);
      if (outboxFile)
        await appendFile(outboxFile, `${JSON.stringify({ at: at.toISOString(), phone, text })}\n`);
      log.info({ phone, sms: text }, 'SMS written to the outbox (demo gateway)');
    },
  };
}
