import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSheet, readsAhead, type SheetRow } from '../../src/infra/sheet-reader';

let folder: string;
let file: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'rcadmin-sheet-'));
  file = path.join(folder, 'goods.csv');
  const rows = Array.from({ length: 7 }, (_, i) => `商品 ${i + 1},690000000000${i}`);
  await writeFile(file, ['商品名称*,条码*', ...rows].join('\n'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

async function read(readAhead: boolean): Promise<SheetRow[][]> {
  const sheet = await openSheet({
    path: file,
    format: 'csv',
    skip: 0,
    maxRows: 100,
    batchSize: 3,
    maxPartBytes: 1 << 20,
    maxStringsBytes: 1 << 20,
    readAhead,
  });
  expect(sheet.header).toEqual(['商品名称*', '条码*']);
  const batches: SheetRow[][] = [];
  for await (const batch of sheet.batches) batches.push(batch);
  return batches;
}

describe('an import file read a batch at a time', () => {
  it.each([true, false])('gives every row once and in order, reading ahead or not (%s)', async (ahead) => {
    const batches = await read(ahead);
    expect(batches.map((batch) => batch.length)).toEqual([3, 3, 1]);
    expect(batches.flat().map((row) => row.n)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(batches[2]?.[0]?.cells).toEqual(['商品 7', '6900000000006']);
  });

  it('reads ahead only where a processor is left over for requests', () => {
    expect(readsAhead(1)).toBe(false);
    expect(readsAhead(2)).toBe(false);
    expect(readsAhead(3)).toBe(true);
    expect(readsAhead(8)).toBe(true);
  });
});
