import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock';

describe('data directory lock', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rcadmin-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lets one server hold a data directory; a second fails at once with a clear message', async () => {
    const dataDir = path.join(root, 'data');
    const release = await lockDataDir(dataDir);
    const started = Date.now();
    const second = lockDataDir(dataDir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/in use by another rcadmin server.*DATA_DIR/s);
    expect(Date.now() - started).toBeLessThan(1000);
    await release();
    const again = await lockDataDir(dataDir);
    await again();
  });
});

describe('a lock left by a killed server', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'rcadmin-lock-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is taken over at once when its process is gone', async () => {
    const dataDir = path.join(root, 'data');
    // A process that has exited: its pid names no live process.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    });
    writeFileSync(`${dataDir}.lock`, JSON.stringify({ pid: Number(dead.stdout), host: hostname() }));
    const started = Date.now();
    const release = await lockDataDir(dataDir);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(JSON.parse(readFileSync(`${dataDir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid });
    await release();
  });
});
