import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';
import { priorityWhileBackground } from '../src/worker-script';

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
