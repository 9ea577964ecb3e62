import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneOutboxFile } from '../../../../src/infra/sms-gateway';
import { Agent, DEMO, TEST_DATABASES, expectOk, latestSmsCode, useTestApp } from '../../../helpers';

const outboxFile = path.join(mkdtempSync(path.join(tmpdir(), 'rcadmin-sms-')), 'outbox.jsonl');

const DAY = 24 * 60 * 60 * 1000;

const linesOf = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { at: string; phone: string; text: string });

describe.each(TEST_DATABASES)('the demo gateway outbox file on %s', (kind) => {
  const t = useTestApp(kind, { smsOutboxFile: outboxFile });
  const send = (phoneNo: string) =>
    new Agent(t.app).call('sendVerifyCode', {
      body: {
        request: { appCode: 'rcadmin', appServiceCode: 'changePwd', phoneNo, tenantId: '' },
        _platform_num: DEMO,
      },
    });

  it('[PWD-16] with SMS_OUTBOX_FILE each sent text is also appended there as a JSON line', async () => {
    expectOk(await send('13800000002'), 'sendVerifyCode');
    expectOk(await send('13800000003'), 'sendVerifyCode');
    const lines = readFileSync(outboxFile, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { at: string; phone: string; text: string });
    const mine = lines.slice(-2);
    expect(mine.map((line) => line.phone)).toEqual(['13800000002', '13800000003']);
    expect(mine[1]?.text.match(/\d{6}/)?.[0]).toBe(await latestSmsCode(t.database, '13800000003'));
    expect(Number.isNaN(Date.parse(mine[0]?.at ?? ''))).toBe(false);
  });

  it('[SEC-4] housekeeping keeps no text in the outbox file past 24 hours', async () => {
    const dayAgo = () => new Date(t.clock.now().getTime() - DAY);
    const before = linesOf(outboxFile).map((line) => line.phone);
    t.clock.advance(DAY / 2);
    expectOk(await send('13800000004'), 'sendVerifyCode');
    pruneOutboxFile(outboxFile, dayAgo());
    expect(linesOf(outboxFile).map((line) => line.phone)).toEqual([...before, '13800000004']);

    t.clock.advance(DAY / 2 + 1000);
    pruneOutboxFile(outboxFile, dayAgo());
    expect(linesOf(outboxFile).map((line) => line.phone)).toEqual(['13800000004']);

    t.clock.advance(DAY / 2);
    pruneOutboxFile(outboxFile, dayAgo());
    expect(readFileSync(outboxFile, 'utf8')).toBe('');
  });
});
