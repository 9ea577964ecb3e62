// Where a bench leaves its figures for the `npm run bench` orchestrator: the JSON file named by
// BENCH_OUT, when set. Printing stays as it is; the file is in addition.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes `figures` as JSON to $BENCH_OUT (if set) and returns the path written, or undefined. */
export function writeBenchOut(figures) {
  const out = process.env.BENCH_OUT;
  if (!out) return undefined;
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`);
  return out;
}
