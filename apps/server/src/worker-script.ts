import { existsSync } from 'node:fs';
import { constants, setPriority } from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts one of the server's thread scripts, `name`, found beside the module at `base` (its
 * import.meta.url): the built script in dist/ (each is a tsup entry of its own, next to the chunk
 * the caller is bundled into), else the TypeScript source under tsx (tests, `npm run dev`). Node 20
 * does not carry module hooks such as tsx's into worker threads, so from source the thread
 * registers tsx itself before it imports the TypeScript.
 */
export function startScript(base: string, name: string, options: WorkerOptions): Worker {
  const built = new URL(`./${name}.js`, base);
  if (existsSync(built)) return new Worker(built, options);
  const source = new URL(`./${name}.ts`, base);
  if (!existsSync(source)) throw new Error(`No ${name} script beside ${base}`);
  const tsx = import.meta.resolve('tsx/esm/api');
  const bootstrap =
    `import(${JSON.stringify(tsx)})` +
    `.then(({ register }) => { register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}

/**
 * Background work (an import, an export's file) yields the processor to the server's requests:
 * called in its thread, lowers that thread's priority. On Linux a nice value is per thread, and 0
 * names the calling one; where that is not permitted, the thread runs at the server's priority.
 */
export function yieldProcessor(priority: 'belowNormal' | 'low'): void {
  try {
    setPriority(
      0,
      priority === 'low' ? constants.priority.PRIORITY_LOW : constants.priority.PRIORITY_BELOW_NORMAL,
    );
  } catch {
    // not permitted here
  }
}
