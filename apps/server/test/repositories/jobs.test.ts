import { describe, expect, it } from 'vitest';
import { DEMO, STRICT, TEST_DATABASES, useTestApp } from '../helpers';
import { tenantIdOf } from '../routes/catalogue/fixtures';

describe.each(TEST_DATABASES)('job claims on %s', (kind_) => {
  const t = useTestApp(kind_);

  it('[SEC-10] tenants take turns: a tenant queuing behind another’s three imports starts second, not fourth', async () => {
    // A kind of job no runner takes: only this test's claims see them.
    const kind = `turns-test-${kind_}`;
    const [first, second] = [await tenantIdOf(t.database, DEMO), await tenantIdOf(t.database, STRICT)];
    const queue = (tenantId: number) =>
      t.app.repos.jobs.create({ tenantId, userId: null, userName: 'test', kind, type: 'goods' });
    const a1 = await queue(first);
    const a2 = await queue(first);
    const a3 = await queue(first);
    const b1 = await queue(second);

    const started: number[] = [];
    for (;;) {
      const job = await t.app.repos.jobs.claim('server-1', kind);
      if (!job) break;
      started.push(job.id);
    }
    expect(started).toEqual([a1.id, b1.id, a2.id, a3.id]);
  });
});
