import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npm run test:reliability` collects what its checks measured: each writes its figures as
 * <name>.json into RELIABILITY_FIGURES_DIR, when that is set.
 */
export function recordFigures(name: string, figures: Record<string, unknown>): void {
  const dir = process.env.RELIABILITY_FIGURES_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(figures, null, 2)}\n`);
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
