import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { priorityWhileBackground, startScript, type yieldProcessor } from '../src/worker-script';

/** How a thread that called yieldProcessor(priority) is scheduled after (a fixture thread). */
async function scheduledAfter(priority: Parameters<typeof yieldProcessor>[0]) {
  const worker = startScript(new URL('./fixtures/thread', import.meta.url).href, 'yield-processor', {
    workerData: { priority },
  });
  const [reply] = (await once(worker, 'message')) as [{ nice: number; policy: number }];
  await worker.terminate();
  return reply;
}
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;
const hasChrt = spawnSync('chrt', ['--version'], { stdio: 'ignore' }).status === 0;

describe('a thread serving requests and background work', () => {
  it('runs below normal priority while background work is attached, and at its own again after', () => {
    const normal = getPriority(0);
    const background = priorityWhileBackground();
    background.enter();
    const during = getPriority(0);
    background.enter();
    background.leave();
    // Still one attached.
    expect(getPriority(0)).toBe(during);
    background.leave();
    expect(getPriority(0)).toBe(normal);
    // Lowered only where it may be raised back (root, CAP_SYS_NICE): never stuck below normal.
    expect([Math.min(19, normal + 10), normal]).toContain(during);
    if (process.getuid?.() === 0) expect(during).toBe(Math.min(19, normal + 10));
  });
});

describe('a background thread yielding the processor', () => {
  it('runs under SCHED_IDLE when it holds no transaction, where chrt can set it', async () => {
    const after = await scheduledAfter('idle');
    // Without chrt: the lowest nice value instead.
    expect(after).toEqual(
      hasChrt ? expect.objectContaining({ policy: SCHED_IDLE }) : { nice: 19, policy: SCHED_OTHER },
    );
  });

  it('stays under the normal policy at a lower nice value when it may hold a transaction', async () => {
    const normal = getPriority(0);
    expect(await scheduledAfter('belowNormal')).toEqual({
      nice: Math.max(normal, 10),
      policy: SCHED_OTHER,
    });
  });
});
