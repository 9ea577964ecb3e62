import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { SmsGatewayConfig } from '../config';

/** Where SMS texts go. `send` rejects when the text was not accepted for delivery. */
export interface SmsGateway {
  send(phone: string, text: string): Promise<void>;
}

/** Headers of a signed webhook request (SMS_WEBHOOK_SECRET). */
export const WEBHOOK_TIMESTAMP_HEADER = 'x-rcadmin-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-rcadmin-signature';

/**
 * `sha256=` and the hex HMAC-SHA256, keyed by the secret, of `<timestamp>.<body>`: the receiver
 * recomputes it to know the request is ours, and refuses old timestamps to stop replays.
 */
export const webhookSignature = (secret: string, timestamp: string, body: string): string =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** Where the demo gateway keeps texts (repositories/sms.ts). */
export interface SmsOutbox {
  addToOutbox(phone: string, text: string, createdAt: Date): Promise<void>;
}

/**
 * The demo gateway: no SMS leaves the machine. Each text goes to the sms_outbox table, the demo's
 * stand-in for the phone, and with `outboxFile` (SMS_OUTBOX_FILE) also as a JSON line
 * `{"at","phone","text"}`, for a program driving the demo from another process. The log says
 * where the text is, never what it says.
 */
export function outboxGateway(
  outbox: SmsOutbox,
  log: FastifyBaseLogger,
  now: () => Date,
  outboxFile?: string,
): SmsGateway {
  return {
    async send(phone, text) {
      const at = now();
      await outbox.addToOutbox(phone, text, at);
      if (outboxFile)
        await appendFile(outboxFile, `${JSON.stringify({ at: at.toISOString(), phone, text })}\n`);
      log.info(
        { outbox: outboxFile ? ['sms_outbox', outboxFile] : ['sms_outbox'] },
        'SMS kept in the demo outbox (demo gateway: nothing is sent)',
      );
    },
  };
}

/**
 * Drop the outbox file's lines written before `before` (housekeeping: the demo keeps no code for
 * more than a day). Synchronous, so no append of this process falls between the read and the write.
 */
export function pruneOutboxFile(outboxFile: string, before: Date): void {
  if (!existsSync(outboxFile)) return;
  const lines = readFileSync(outboxFile, 'utf8').split('\n').filter(Boolean);
  const kept = lines.filter((line) => {
    try {
      const { at } = JSON.parse(line) as { at?: unknown };
      return typeof at === 'string' && Date.parse(at) >= before.getTime();
    } catch {
      return false;
    }
  });
  if (kept.length < lines.length) writeFileSync(outboxFile, kept.map((line) => `${line}\n`).join(''));
}

/**
 * The real gateway: POST `{"phone","text"}` as JSON to the SMS provider's webhook (or a small
 * adapter in front of it), signed when a secret is configured. Anything but a 2xx within the
 * timeout is a failed send.
 */
export function webhookGateway(options: Extract<SmsGatewayConfig, { kind: 'webhook' }>): SmsGateway {
  return {
    async send(phone, text) {
      const body = JSON.stringify({ phone, text });
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.secret) {
        const timestamp = String(Math.floor(Date.now() / 1000));
        headers[WEBHOOK_TIMESTAMP_HEADER] = timestamp;
        headers[WEBHOOK_SIGNATURE_HEADER] = webhookSignature(options.secret, timestamp, body);
      }
      const response = await fetch(options.url, {
        method: 'POST',
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // Read to the end so the connection can be reused; the answer itself carries nothing we need.
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the SMS webhook answered HTTP ${response.status}`);
    },
  };
}
