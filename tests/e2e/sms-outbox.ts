import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The flows read SMS codes the way the demo documents it: the server's demo gateway appends every
 * text to SMS_OUTBOX_FILE as a JSON line. One file per server port, so runs side by side do not mix.
 */
export function smsOutboxFile(port: string = process.env.E2E_PORT ?? '18080'): string {
  return process.env.E2E_SMS_OUTBOX_FILE ?? path.join(tmpdir(), `rcadmin-e2e-sms-${port}.jsonl`);
}

interface SmsLine {
  at: string;
  phone: string;
  text: string;
}

function codeSentSince(phone: string, since: Date): string | undefined {
  const file = smsOutboxFile();
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SmsLine)
    .filter((line) => line.phone === phone && Date.parse(line.at) >= since.getTime());
  return lines.at(-1)?.text.match(/\d{6}/)?.[0];
}

/** The code of the SMS the server sent to the phone after `since` (waits for it to arrive). */
export async function smsCodeSentSince(phone: string, since: Date): Promise<string> {
  await expect.poll(() => codeSentSince(phone, since), { message: `an SMS to ${phone}` }).toMatch(/^\d{6}$/);
  return codeSentSince(phone, since) as string;
}
