import { existsSync } from 'node:fs';
import { constants, getPriority, setPriority } from 'node:os';
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

/**
 * For a thread that serves requests and background work alike (the PGlite thread): while any
 * background work is attached (`enter` until its `leave`), the thread runs at below-normal
 * priority, so that the event loop takes the processor from it at once when a request arrives;
 * with none, at the server's priority again. Only where the thread may raise its priority back
 * (root, or CAP_SYS_NICE); elsewhere it stays at the server's priority throughout.
 */
export function priorityWhileBackground(): { enter(): void; leave(): void } {
  const set = (priority: number) => {
    try {
      setPriority(0, priority);
      return true;
    } catch {
      return false;
    }
  };
  let normal: number | undefined;
  let canRaise = false;
  let attached = 0;
  return {
    enter() {
      attached += 1;
      if (attached !== 1) return;
      if (normal === undefined) {
        normal = getPriority(0);
        // Lower by one and back: whether the way back is open here.
        canRaise = normal < 19 && set(normal + 1) && set(normal);
      }
      if (canRaise) set(Math.min(19, normal + 10));
    },
    leave() {
      attached = Math.max(0, attached - 1);
      if (attached === 0 && canRaise && normal !== undefined) set(normal);
    },
  };
}
